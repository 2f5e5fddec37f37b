#!/usr/bin/env node
// Menu section bench (not a test): `node bench/menu.mjs` or `npm run bench -- menu`.
// Starts the product as `npm start` does (the built dists, a temp SQLite DATA_DIR), generates
// a large menu for a fresh account through the real API (bench/lib/menu-data.mjs: 10 families,
// 100 categories, 2,000 products, 300 variant groups with their variants, tags, some photos,
// tags and groups attached to products), then reports the median of BENCH_RUNS runs of:
//   (a) Productos board, first rows: navigation to /menu/products -> first product row visible
//       (a cold load in a fresh chromium profile; a reload with the HTTP cache warm; and the
//       in-app switch from the Familias y Categorías tab);
//   (b) a drag reorder (real mouse on a row's number) until its PUT /v1/products has answered;
//   (c) GET /v1/products measured on 127.0.0.1 (BENCH_API_REQUESTS sequential keep-alive
//       requests: median, p95) and the JSON size (raw, and as sent compressed).
// Prints a table and writes bench/results/menu.json. Figures only: nothing fails because it is slow.
//
//   node bench/menu.mjs                  build (Nx cache) then measure
//   node bench/menu.mjs --no-build       use the dists as they are
//   BENCH_RUNS=5 BENCH_API_REQUESTS=100 BENCH_CONCURRENCY=16 node bench/menu.mjs
//   BENCH_PRODUCTS=500 ...               a smaller menu (also BENCH_FAMILIES, BENCH_CATEGORIES, BENCH_GROUPS)
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHROMIUM, ROOT, createAccount, launchBrowser, startProduct } from '../e2e/harness.mjs';
import { buildFrontends } from '../scripts/lib/product.mjs';
import { DEFAULT_SIZE, generateMenu } from './lib/menu-data.mjs';

const args = new Set(process.argv.slice(2).filter((arg) => arg !== 'menu'));
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 5));
const API_REQUESTS = Math.max(1, Number(process.env.BENCH_API_REQUESTS || 100));
const CONCURRENCY = Math.max(1, Number(process.env.BENCH_CONCURRENCY || 16));
const size = {
  ...DEFAULT_SIZE,
  families: Number(process.env.BENCH_FAMILIES || DEFAULT_SIZE.families),
  categories: Number(process.env.BENCH_CATEGORIES || DEFAULT_SIZE.categories),
  products: Number(process.env.BENCH_PRODUCTS || DEFAULT_SIZE.products),
  groups: Number(process.env.BENCH_GROUPS || DEFAULT_SIZE.groups),
  images: Number(process.env.BENCH_IMAGES ?? DEFAULT_SIZE.images),
};

if (!args.has('--no-build')) {
  console.log('[bench:menu] Building the frontends (Nx cache)...');
  const code = await buildFrontends({ env: { ...process.env, NODE_ENV: 'production' } });
  if (code !== 0) process.exit(code);
}

const server = await startProduct();
let results;
try {
  const account = await createAccount(server, { company: 'Restaurante Grande' });
  const login = async () => (await server.api.login(account.email, account.password)).body.info;
  const { access_token: token } = await login();

  console.log(`[bench:menu] Generating ${size.families} families, ${size.categories} categories, ${size.products} products, ${size.groups} variant groups (concurrency ${CONCURRENCY})...`);
  const menu = await generateMenu(server.url, token, { size, concurrency: CONCURRENCY, log: (step) => console.log(`[bench:menu]   ${step}`) });
  console.log(`[bench:menu]   ${menu.requests} requests in ${menu.seconds.toFixed(1)} s`);

  console.log(`[bench:menu] GET /v1/products x ${API_REQUESTS} on 127.0.0.1...`);
  const api = await measureApi(server.url, token);

  console.log(`[bench:menu] Productos board, ${RUNS} run(s)...`);
  const pair = await login();
  const board = await measureBoard(pair);

  results = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    chromium: chromiumVersion(),
    runs: RUNS,
    menu: { counts: menu.counts, generation: { requests: menu.requests, seconds: round(menu.seconds), concurrency: CONCURRENCY } },
    productsBoard: board,
    apiGetProducts: api,
  };
} finally {
  await server.stop();
}

printTable(results);
const outDir = path.join(ROOT, 'bench', 'results');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'menu.json'), JSON.stringify(results, null, 2) + '\n');
console.log('\nWritten to bench/results/menu.json');

// ---------------------------------------------------------------------------------------

function round(n, digits = 1) {
  return n === null || n === undefined ? null : Math.round(n * 10 ** digits) / 10 ** digits;
}
// (Function declarations: the top-level code above runs before any const here is initialised.)
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
function summary(values) {
  return { runsMs: values.map((v) => round(v)), medianMs: round(median(values)), minMs: round(Math.min(...values)), maxMs: round(Math.max(...values)) };
}

/** GET /v1/products on 127.0.0.1 with one keep-alive connection: latency, and the JSON's size. */
async function measureApi(baseUrl, token) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (headers = {}) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.get(`${baseUrl}/v1/products`, { agent, headers: { authorization: `Bearer ${token}`, ...headers } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
  for (let i = 0; i < 3; i++) await get(); // warm-up (JIT, statement cache)
  const plain = [];
  let first;
  for (let i = 0; i < API_REQUESTS; i++) {
    const res = await get();
    if (res.status !== 200) throw new Error(`GET /v1/products answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
    first ??= res;
    plain.push(res.ms);
  }
  // As a browser asks for it (the server compresses JSON over 1 KB).
  const compressed = [];
  let sent;
  for (let i = 0; i < Math.min(API_REQUESTS, 30); i++) {
    const res = await get({ 'accept-encoding': 'br, gzip' });
    sent ??= res;
    compressed.push(res.ms);
  }
  agent.destroy();
  const products = JSON.parse(first.body.toString('utf8')).info;
  return {
    requests: API_REQUESTS,
    products: products.length,
    medianMs: round(median(plain), 2),
    p95Ms: round(percentile(plain, 95), 2),
    minMs: round(Math.min(...plain), 2),
    maxMs: round(Math.max(...plain), 2),
    compressedRequests: compressed.length,
    compressedMedianMs: round(median(compressed), 2),
    compressedP95Ms: round(percentile(compressed, 95), 2),
    jsonBytes: first.body.length,
    sentBytes: sent.body.length,
    contentEncoding: sent.headers['content-encoding'] ?? null,
  };
}

/** A chromium context whose localStorage holds the session (as after a login). */
async function loggedInBrowser(pair) {
  const browser = await launchBrowser({ serviceWorkers: 'block' });
  await browser.context.addInitScript(
    ([a, r]) => {
      if (!localStorage.getItem('access_token')) {
        localStorage.setItem('access_token', a);
        localStorage.setItem('refresh_token', r);
      }
    },
    [pair.access_token, pair.refresh_token],
  );
  return browser;
}

function productRows(page) {
  return page.locator('[role="table"][aria-label="Productos"] .board-children [role="row"][aria-label]');
}

/** Runs `navigate` and measures until the first product row is visible; also the rows then in the DOM. */
async function untilFirstRow(page, navigate) {
  const apiTiming = page.waitForResponse((res) => new URL(res.url()).pathname === '/v1/products' && res.request().method() === 'GET', { timeout: 120_000 });
  const started = performance.now();
  await navigate();
  await productRows(page).first().waitFor({ state: 'visible', timeout: 120_000 });
  const ms = performance.now() - started;
  const rowsInDom = await productRows(page).count();
  const response = await apiTiming;
  const timing = response.request().timing();
  return { ms, rowsInDom, apiMs: timing.responseEnd > 0 ? timing.responseEnd - timing.requestStart : null };
}

async function measureBoard(pair) {
  const url = `${server.url}/menu/products`;
  const cold = [];
  const reload = [];
  const tab = [];
  const drag = [];
  let rowsInDom = null;
  let pageApiMs = [];
  let putBytes = null;
  let persisted = true;
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await loggedInBrowser(pair);
    try {
      // (a) cold: a fresh profile, nothing cached.
      const first = await untilFirstRow(page, () => page.goto(url, { waitUntil: 'commit' }));
      cold.push(first.ms);
      rowsInDom ??= first.rowsInDom;
      if (first.apiMs !== null) pageApiMs.push(first.apiMs);
      await page.waitForLoadState('networkidle');

      // reload: scripts from the HTTP cache, the data fetched again.
      const again = await untilFirstRow(page, () => page.reload({ waitUntil: 'commit' }));
      reload.push(again.ms);
      await page.waitForLoadState('networkidle');

      // in-app: from the Familias y Categorías tab to Productos.
      await page.getByRole('tab', { name: 'Familias y Categorías', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Familias y Categorías', exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      const switched = await untilFirstRow(page, () => page.getByRole('tab', { name: 'Productos', exact: true }).click());
      tab.push(switched.ms);
      await page.waitForLoadState('networkidle');

      // (b) a drag reorder in the first category: its first product onto its third.
      const rows = productRows(page);
      const firstName = await rows.nth(0).getAttribute('aria-label');
      const handle = rows.nth(0).locator('[aria-label^="Mover "]');
      const target = rows.nth(2);
      const from = await handle.boundingBox();
      const to = await target.boundingBox();
      const x = from.x + from.width / 2;
      const y = from.y + from.height / 2;
      const endY = to.y + to.height / 2 + 6;
      const put = page.waitForResponse((res) => res.request().method() === 'PUT' && new URL(res.url()).pathname === '/v1/products', { timeout: 60_000 });
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x, y + 8, { steps: 4 });
      await page.mouse.move(x, endY, { steps: 20 });
      await sleep(250);
      const dropped = performance.now();
      await page.mouse.up();
      const response = await put;
      await response.finished();
      const done = performance.now();
      if (response.status() !== 200) throw new Error(`the reorder PUT answered ${response.status()}`);
      drag.push(done - dropped);
      putBytes ??= Number((await response.request().headerValue('content-length')) ?? 0) || null;
      const names = await productRows(page).evaluateAll((els) => els.slice(0, 3).map((el) => el.getAttribute('aria-label')));
      if (names[2] !== firstName) persisted = false;
    } finally {
      await context.close();
    }
  }
  // The server's order after the drags matches what the board showed last.
  const check = await server.api.call('GET', '/v1/products', undefined, pair.access_token);
  return {
    firstRowsCold: summary(cold),
    firstRowsReload: summary(reload),
    firstRowsTabSwitch: summary(tab),
    productRowsInDomAtFirstPaint: rowsInDom,
    getProductsInPageMs: pageApiMs.length ? summary(pageApiMs) : null,
    dragDropToPutResponse: summary(drag),
    reorderPutBodyBytes: putBytes,
    dragMovedRowOnScreen: persisted,
    productsAfter: check.body?.info?.length ?? null,
  };
}

function printTable(r) {
  const ms = (s) => `${s.medianMs.toFixed(0)} ms`.padStart(10);
  const range = (s) => `(${s.minMs.toFixed(0)}–${s.maxMs.toFixed(0)})`.padStart(14);
  const c = r.menu.counts;
  console.log(
    `\nMenu: ${c.families} families, ${c.categories} categories, ${c.products} products, ${c.groups} variant groups (${c.variants} variants), ${c.tags} tags; ` +
      `${c.productTagLinks} product-tag and ${c.productGroupLinks} product-group links, ${c.productPhotos} photos. ` +
      `Generated with ${r.menu.generation.requests} API requests in ${r.menu.generation.seconds} s.`,
  );
  console.log(`\n${'measure'.padEnd(58)}${'median'.padStart(10)}${'min–max'.padStart(14)}`);
  const b = r.productsBoard;
  const rows = [
    ['Productos first rows: cold load (fresh profile)', b.firstRowsCold],
    ['Productos first rows: reload (HTTP cache warm)', b.firstRowsReload],
    ['Productos first rows: tab switch in the app', b.firstRowsTabSwitch],
    ['GET /v1/products as seen by the page (cold load)', b.getProductsInPageMs],
    ['drag reorder: drop -> PUT /v1/products answered', b.dragDropToPutResponse],
  ];
  for (const [name, s] of rows) if (s) console.log(`${name.padEnd(58)}${ms(s)}${range(s)}`);
  console.log(`(median of ${r.runs} run(s); ${b.productRowsInDomAtFirstPaint} product rows in the DOM when the first one showed)`);
  const a = r.apiGetProducts;
  console.log(`\nGET /v1/products on 127.0.0.1, ${a.requests} sequential requests (${a.products} products):`);
  console.log(`  identity: median ${a.medianMs} ms, p95 ${a.p95Ms} ms (min ${a.minMs}, max ${a.maxMs})`);
  console.log(`  ${a.contentEncoding ?? 'uncompressed'} (${a.compressedRequests} requests): median ${a.compressedMedianMs} ms, p95 ${a.compressedP95Ms} ms`);
  console.log(`  JSON ${(a.jsonBytes / 1024).toFixed(1)} KB, sent ${(a.sentBytes / 1024).toFixed(1)} KB ${a.contentEncoding ?? ''}`);
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}
