#!/usr/bin/env node
// `npm run bench`: builds the product (Nx cache), starts it as `npm start` does, and reports
//   (a) the JS and CSS bytes (raw and gzip) the browser loads for /login and for the first
//       panel screen (/menu/categories, logged in), from chromium's network responses;
//   (b) Lighthouse's mobile performance score for /login (Debian chromium);
//   (c) the first authenticated board, Productos (/menu/products, cold, session stored): its
//       JS and CSS, Lighthouse mobile (performance and accessibility), the first row under
//       Slow 4G and 4x CPU, the requests before its data call, and the round trips of a first
//       open of another section before that section's data call (bench/lib/web.mjs).
// Prints a table and writes bench/results/latest.json. Figures only: nothing here fails
// because something is slow.
//
//   npm run bench                    everything
//   npm run bench -- --no-build      use the dists as they are
//   BENCH_LH_RUNS=5 npm run bench    Lighthouse runs (median reported; default 3)
//   npm run bench -- menu            the menu section's bench (bench/menu.mjs) instead
//   npm run bench -- import          the spreadsheet import/export bench (bench/import.mjs) instead
//   npm run bench -- images          the image upload memory bench (bench/images.mjs) instead
//   npm run bench -- history         the history of changes bench (bench/history.mjs; = npm run bench:history)
//   npm run bench -- menu-cache      the public-menu cache bench (bench/menu-cache.mjs; = npm run bench:menu-cache)
//   npm run bench -- chain-menu      a 300-branch chain's public page vs a single restaurant's (bench/chain-menu.mjs)
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  CHROMIUM,
  ROOT,
  createAccount,
  heading,
  launchBrowser,
  loginThroughUi,
  startProduct,
  storeSession,
} from '../e2e/harness.mjs';
import { buildFrontends } from '../scripts/lib/product.mjs';
import { chromiumVersion, gitCommit } from './lib/machine.mjs';
import { generateMenu } from './lib/menu-data.mjs';
import { lighthouseMetrics } from './lib/lighthouse-metrics.mjs';
import { boardRequestsBeforeData, firstSectionOpen, lighthouseMobile, throttledFirstRow } from './lib/web.mjs';

// `npm run bench -- menu [--no-build]`: the menu section's bench instead (bench/menu.mjs).
if (process.argv[2] === 'menu') {
  await import('./menu.mjs');
  process.exit(process.exitCode ?? 0);
}
// `npm run bench -- first-board [--before <root>]`: the first board's first seconds on a slow
// device and a first open of Promociones, side by side with another build (bench/first-board.mjs).
if (process.argv[2] === 'first-board') {
  await import('./first-board.mjs');
  process.exit(process.exitCode ?? 0);
}
// `npm run bench -- import`: the spreadsheet import/export bench (bench/import.mjs; API only).
if (process.argv[2] === 'import') {
  await import('./import.mjs');
  process.exit(process.exitCode ?? 0);
}
// `npm run bench -- images`: the image upload memory bench (bench/images.mjs; API only).
if (process.argv[2] === 'images') {
  await import('./images.mjs');
  process.exit(process.exitCode ?? 0);
}
// `npm run bench -- history [growth] [sqlite|postgres]`: the history bench (bench/history.mjs;
// API only). A child process: it imports the API's TypeScript, which needs tsx's loader.
// `npm run bench -- menu-cache [sqlite|postgres]`: the public-menu cache bench (bench/menu-cache.mjs), likewise;
// `npm run bench -- chain-menu`: the chain bench (bench/chain-menu.mjs).
if (['history', 'menu-cache', 'chain-menu'].includes(process.argv[2])) {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench', `${process.argv[2]}.mjs`), ...process.argv.slice(3)],
    { stdio: 'inherit', cwd: ROOT },
  );
  process.exit(child.status ?? 1);
}

const args = new Set(process.argv.slice(2));
const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LH_RUNS || 3));

if (!args.has('--no-build')) {
  console.log('[bench] Building the frontends (Nx cache)...');
  const code = await buildFrontends({ env: { ...process.env, NODE_ENV: 'production' } });
  if (code !== 0) process.exit(code);
}

const server = await startProduct();
let results;
try {
  const account = await createAccount(server);
  const login = await measureLoad(`${server.url}/login`, async (page) => {
    await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
  });
  const afterLogin = await measureAfterLogin(account);
  const panel = await measurePanelColdLoad(account);
  // A small menu, so the board has rows to show (the large one is `npm run bench -- menu`).
  const fresh = async () => (await server.api.login(account.email, account.password)).body.info;
  console.log('[bench] A small menu for the board...');
  await generateMenu(server.url, (await fresh()).access_token, {
    size: { families: 2, categories: 4, products: 40, groups: 2, tags: 2, images: 0 },
    concurrency: 4,
  });
  const boardUrl = `${server.url}/menu/products`;
  const firstRow = (page) =>
    page
      .locator('[role="table"][aria-label="Productos"] .board-children [role="row"][aria-label]')
      .first()
      .waitFor({ timeout: 120_000 });
  // What the board needs (responses in by its first row), and everything until the network is
  // idle (that adds the other sections' files, preloaded while idle).
  const board = await measureLoad(boardUrl, firstRow, {
    before: async (context) => storeSession(context, await fresh()),
    idle: false,
  });
  const boardIdle = await measureLoad(boardUrl, firstRow, {
    before: async (context) => storeSession(context, await fresh()),
  });
  const boardRequests = await boardRequestsBeforeData(boardUrl, await fresh());
  console.log('[bench] The board under Slow 4G and 4x CPU...');
  const throttled = [];
  for (let i = 0; i < lighthouseRuns; i++) throttled.push(await throttledFirstRow(boardUrl, await fresh()));
  console.log('[bench] First open of Promociones from the board...');
  const sectionOpen = await firstSectionOpen(boardUrl, await fresh(), {
    label: 'Promociones',
    remoteFolder: 'mfe-marketing',
    dataPath: '/v1/promotions',
  });
  console.log(`[bench] Lighthouse (mobile, ${lighthouseRuns} run(s)) on /login...`);
  const lh = await lighthouseScores(`${server.url}/login`, lighthouseRuns);
  console.log(`[bench] Lighthouse (mobile, ${lighthouseRuns} run(s)) on the board, logged in...`);
  const lhBoard = await lighthouseMobile(boardUrl, lighthouseRuns, { pair: await fresh(), accessibility: true });
  results = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    chromium: chromiumVersion(),
    lighthouse: JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version,
    bytes: { login, panel, loginToPanel: afterLogin, board, boardIdle },
    lighthouseLogin: lh,
    board: {
      url: '/menu/products',
      ...boardRequests,
      throttledFirstRowMs: {
        runs: throttled,
        median: [...throttled].sort((a, b) => a - b)[Math.floor(throttled.length / 2)],
      },
      lighthouse: lhBoard,
    },
    sectionOpen,
  };
} finally {
  await server.stop();
}

printTable(results);
const outDir = path.join(ROOT, 'bench', 'results');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWritten to bench/results/latest.json`);

// ---------------------------------------------------------------------------------------

/** Collects every JS/CSS response body the page receives while `action` runs. */
async function collect(page, action, { idle = true } = {}) {
  const seen = new Map();
  const pending = [];
  const onResponse = (response) => {
    const kind = kindOf(response);
    if (!kind) return;
    pending.push(
      Promise.all([
        response.body(),
        response
          .request()
          .sizes()
          .catch(() => null),
      ])
        .then(([body, sizes]) => {
          if (seen.has(response.url())) return;
          // wire: the encoded body as it came over the network (shows whether the server compresses).
          seen.set(response.url(), {
            kind,
            url: response.url(),
            raw: body.length,
            gzip: gzipSync(body).length,
            wire: sizes?.responseBodySize ?? null,
          });
        })
        .catch(() => {}),
    );
  };
  page.on('response', onResponse);
  try {
    await action();
    if (idle) await page.waitForLoadState('networkidle');
    await Promise.all(pending);
  } finally {
    page.off('response', onResponse);
  }
  return summarize([...seen.values()]);
}

function kindOf(response) {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] || '';
  const pathname = new URL(response.url()).pathname;
  if (response.status() >= 300) return null;
  if (type === 'stylesheet' || contentType.includes('text/css') || pathname.endsWith('.css')) return 'css';
  if (type === 'script' || contentType.includes('javascript') || /\.m?js$/.test(pathname)) return 'js';
  return null;
}

function summarize(files) {
  const sum = (kind, key) => files.filter((f) => f.kind === kind).reduce((n, f) => n + f[key], 0);
  const group = (kind) => ({
    files: files.filter((f) => f.kind === kind).length,
    raw: sum(kind, 'raw'),
    gzip: sum(kind, 'gzip'),
    wire: sum(kind, 'wire'),
  });
  return {
    js: group('js'),
    css: group('css'),
    files: files
      .map(({ kind, url, raw, gzip, wire }) => ({ kind, path: new URL(url).pathname, raw, gzip, wire }))
      .sort((a, b) => b.raw - a.raw),
  };
}

/** A cold load (fresh profile, no service worker) of a URL until `ready` and network idle. */
async function measureLoad(url, ready, { before, idle = true } = {}) {
  const { context, page } = await launchBrowser({ serviceWorkers: 'block' });
  try {
    if (before) await before(context);
    return await collect(
      page,
      async () => {
        await page.goto(url);
        await ready(page);
      },
      { idle },
    );
  } finally {
    await context.close();
  }
}

/** What the login click adds on top of /login until the first panel screen is shown. */
async function measureAfterLogin(account) {
  const { context, page } = await launchBrowser({ serviceWorkers: 'block' });
  try {
    await page.goto(`${server.url}/login`);
    await page.waitForLoadState('networkidle');
    return await collect(page, async () => {
      await loginThroughUi(page, server, account.email, account.password, { navigate: false });
      await heading(page, 'Menú').waitFor();
    });
  } finally {
    await context.close();
  }
}

/** A cold load of /menu/categories for an owner who is already logged in (tokens stored). */
async function measurePanelColdLoad(account) {
  const res = await server.api.login(account.email, account.password);
  const { access_token, refresh_token } = res.body.info;
  return measureLoad(
    `${server.url}/menu/categories`,
    async (page) => {
      await heading(page, 'Menú').waitFor();
    },
    {
      before: (context) =>
        context.addInitScript(
          ([a, r]) => {
            if (!localStorage.getItem('access_token')) {
              localStorage.setItem('access_token', a);
              localStorage.setItem('refresh_token', r);
            }
          },
          [access_token, refresh_token],
        ),
    },
  );
}

async function lighthouseScores(url, runs) {
  const scores = [];
  let metrics = null;
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result.lhr;
      if (lhr.runtimeError) console.warn(`[bench] Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = lhr.categories.performance.score;
      scores.push(score === null ? null : Math.round(score * 100));
      metrics = lighthouseMetrics(lhr);
    } finally {
      await chrome.kill();
    }
  }
  const valid = scores.filter((s) => s !== null).sort((a, b) => a - b);
  return {
    formFactor: 'mobile',
    runs: scores,
    median: valid.length ? valid[Math.floor(valid.length / 2)] : null,
    lastRunMetrics: metrics,
  };
}

function printTable(r) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const rows = [
    ['/login (cold)', r.bytes.login],
    ['/menu/categories (cold, logged in)', r.bytes.panel],
    ['/login -> panel (added by login)', r.bytes.loginToPanel],
    ['/menu/products (board, by its first row)', r.bytes.board],
    ['/menu/products (board, until idle)', r.bytes.boardIdle],
  ];
  console.log('\nBytes the browser loads (raw = decoded body, gzip = gzip -6 of it, wire = as transferred)');
  console.log(
    `${'screen'.padEnd(42)}${'JS raw'.padStart(11)}${'JS gzip'.padStart(11)}${'JS wire'.padStart(11)}${'CSS raw'.padStart(11)}${'CSS gzip'.padStart(11)}${'files'.padStart(7)}`,
  );
  for (const [name, b] of rows) {
    console.log(
      `${name.padEnd(42)}${kb(b.js.raw).padStart(11)}${kb(b.js.gzip).padStart(11)}${kb(b.js.wire).padStart(11)}${kb(b.css.raw).padStart(11)}${kb(b.css.gzip).padStart(11)}${String(b.js.files + b.css.files).padStart(7)}`,
    );
  }
  const lh = r.lighthouseLogin;
  console.log(`\nLighthouse mobile performance, /login: ${lh.median ?? 'n/a'} (runs: ${lh.runs.join(', ')})`);
  if (lh.lastRunMetrics) {
    const m = lh.lastRunMetrics;
    console.log(
      `  FCP ${Math.round(m.firstContentfulPaintMs)} ms, LCP ${Math.round(m.largestContentfulPaintMs)} ms, TBT ${Math.round(m.totalBlockingTimeMs)} ms, CLS ${m.cumulativeLayoutShift?.toFixed(3)}, SI ${Math.round(m.speedIndexMs)} ms`,
    );
  }
  const b = r.board;
  console.log(
    `\nFirst board (${b.url}, cold, logged in): JS ${kb(r.bytes.board.js.gzip)} gzip in ${r.bytes.board.js.files} files by its first row (${kb(r.bytes.boardIdle.js.gzip)} in ${r.bytes.boardIdle.js.files} until idle), CSS ${kb(r.bytes.board.css.gzip)} gzip`,
  );
  console.log(
    `  requests before its GET /v1/products: ${b.requestsBeforeData} (${b.roundTripsBeforeData} round trips deep)`,
  );
  console.log(
    `  first row under Slow 4G + 4x CPU: ${b.throttledFirstRowMs.median} ms (runs: ${b.throttledFirstRowMs.runs.join(', ')})`,
  );
  const lb = b.lighthouse;
  console.log(
    `  Lighthouse mobile: performance ${lb.median ?? 'n/a'} (runs: ${lb.runs.join(', ')}), accessibility ${lb.accessibility ?? 'n/a'}${lb.failedAccessibility?.length ? ` (failed: ${lb.failedAccessibility.join(', ')})` : ''}`,
  );
  if (lb.lastRunMetrics) {
    const m = lb.lastRunMetrics;
    console.log(
      `  FCP ${Math.round(m.firstContentfulPaintMs)} ms, LCP ${Math.round(m.largestContentfulPaintMs)} ms, TBT ${Math.round(m.totalBlockingTimeMs)} ms, CLS ${m.cumulativeLayoutShift?.toFixed(3)}, SI ${Math.round(m.speedIndexMs)} ms`,
    );
  }
  const s = r.sectionOpen;
  console.log(
    `\nFirst open of ${s.section} from the board (Slow 4G latency): ${s.roundTripsAfterClick} round trip(s) of remote files after the click before its data call (${s.remoteRequestsBeforeData} remote requests before it, ${s.roundTripsBeforeData} trips counting idle/hover preloads); click -> data call ${s.clickToDataMs} ms`,
  );
}
