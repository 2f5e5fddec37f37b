#!/usr/bin/env node
// Public menu bench (not a test): `node bench/public-menu.mjs` from the repository root.
// Starts the API as `npm start` does (temp SQLite, no frontends needed), builds a 150-product
// menu through the real API (families, categories, product photos, tags with icons, variant
// groups, promotions, an ad), then reports:
//   (a) bytes of GET /m/<key>: HTML, inline CSS, JS, and the gzip the server sends;
//   (b) latency of a page rebuild (after a write: load + render + gzip) vs a cached answer;
//   (c) requests/second of the page vs a static file of the same size served by the same
//       server (bounded: BENCH_SECONDS per run, BENCH_MAX_REQUESTS at most), and their ratio;
//       every page request carries a phone browser's User-Agent, so each is a counted view;
//       and counted vs uncounted (a robot's User-Agent) page requests in alternating 1 s windows;
//   (d) a 360 px wide render check (no horizontal scroll) with playwright-core + chromium;
//   (e) Lighthouse mobile performance and accessibility (when lighthouse is installed).
// Writes bench/results/public-menu.json. Figures only: nothing fails because it is slow.
//
//   BENCH_SECONDS=5 BENCH_CONCURRENCY=16 BENCH_LH_RUNS=3 node bench/public-menu.mjs
//   BENCH_RPS_ONLY=1 node bench/public-menu.mjs     # (a)-(c) only
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import os from 'node:os';
import { CHROMIUM, ROOT, createAccount, startProduct } from '../e2e/harness.mjs';

const require = createRequire(path.join(ROOT, 'package.json'));
const sharp = require('sharp');
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS || 200_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 16);
const LH_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS || 3));
const PRODUCTS = 150;
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
// A phone browser's User-Agent: each page request is a counted view (views/), as a diner's is.
const BROWSER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

// Varied names and descriptions (a seeded mix of menu words), so gzip sizes are realistic.
const WORDS = (
  'pollo res cerdo camarón pescado queso frijoles arroz aguacate chipotle chile guajillo cebolla cilantro limón tortilla maíz ' +
  'harina salsa verde roja mole poblano tomate jitomate epazote nopal elote crema hongos chorizo tocino piña mango fresa chocolate ' +
  'vainilla canela café leche miel nuez almendra coco hierbabuena jamaica tamarindo horchata asado frito horneado gratinado'
).split(' ');
const DISHES = [
  'Tacos',
  'Enchiladas',
  'Tostadas',
  'Sopa',
  'Ensalada',
  'Quesadilla',
  'Torta',
  'Flautas',
  'Sope',
  'Pozole',
  'Agua',
  'Pastel',
  'Flan',
  'Malteada',
];

const WITH_PHOTO = 100;

// A static root with an empty shell (the SPA fallback needs index.html) and the comparison file.
const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'menu-bench-static-'));
process.on('exit', () => fs.rmSync(staticRoot, { recursive: true, force: true }));
fs.mkdirSync(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
fs.writeFileSync(path.join(staticRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>x</title>');

const server = await startProduct({
  staticRoot,
  separateMenu: true,
  env: { NODE_ENV: 'production', LOG_LEVEL: 'warn' },
});
let results;
try {
  const { key, token } = await buildMenu(server);
  const pageUrl = `${server.menuUrl}/m/${key}`;

  // (a) bytes
  const identity = await get(pageUrl);
  const gz = await get(pageUrl, { 'accept-encoding': 'gzip' });
  const html = identity.body.toString('utf8');
  const css = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  const bytes = {
    products: PRODUCTS,
    html: identity.body.length,
    htmlGzipSent: gz.body.length,
    contentEncoding: gz.headers['content-encoding'] ?? null,
    cssInline: Buffer.byteLength(css),
    cssInlineGzip: gzipSync(css, { level: 6 }).length,
    js: Buffer.byteLength(scripts),
    scriptElements: (html.match(/<script\b/g) ?? []).length,
    imagesInHtml: (html.match(/<img\b/g) ?? []).length,
    iconFontOnFirstIconUse: (await get(server.menuUrl + (html.match(/url\((\/m\/assets\/[^)]+\.woff2)\)/)?.[1] ?? '')))
      .body.length,
  };

  // (b) rebuild vs cached latency
  const someProduct = (await server.api.call('GET', '/v1/products', undefined, token)).body.info[0];
  const rebuild = [];
  const cached = [];
  for (let i = 0; i < 30; i++) {
    await server.api.call('PUT', `/v1/products/${someProduct.id}`, { price: 100 + i }, token);
    let t0 = performance.now();
    await get(pageUrl, { 'accept-encoding': 'gzip' });
    rebuild.push(performance.now() - t0);
    t0 = performance.now();
    await get(pageUrl, { 'accept-encoding': 'gzip' });
    cached.push(performance.now() - t0);
  }

  // (c) requests per second: the page vs a static file of exactly the same bytes
  fs.writeFileSync(path.join(staticRoot, 'shell', 'dist', 'same-size.html'), identity.body);
  const staticUrl = `${server.url}/same-size.html`;
  const staticCheck = await get(staticUrl);
  if (staticCheck.body.length !== identity.body.length) throw new Error('static file size mismatch');
  await load(pageUrl, {}, 1); // warm-up
  await load(staticUrl, {}, 1);
  const etag = (await get(pageUrl)).headers.etag; // after the writes above
  const rps = {
    page: await load(pageUrl, {}),
    staticFile: await load(staticUrl, {}),
    pageGzip: await load(pageUrl, { 'accept-encoding': 'gzip' }),
    page304: await load(pageUrl, { 'if-none-match': etag }),
  };
  rps.ratioPageToStatic = round(rps.page.rps / rps.staticFile.rps, 2);
  // The view count's cost, on a loaded machine: one-second windows alternating between a
  // counted request (browser User-Agent) and an uncounted one (a robot's), so both see the same load.
  const ab = { counted: 0, uncounted: 0 };
  for (let i = 0; i < SECONDS * 2; i++) {
    ab.counted += (await load(pageUrl, {}, 1)).requests;
    ab.uncounted += (await load(pageUrl, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }, 1)).requests;
  }
  rps.viewCount = { ...ab, ratioCountedToUncounted: round(ab.counted / ab.uncounted, 3) };

  // (d) 360 px render check, (e) Lighthouse
  // BENCH_RPS_ONLY=1: (a)-(c) only, e.g. to compare req/s before and after a change back to back.
  const rpsOnly = process.env.BENCH_RPS_ONLY === '1';
  const narrow = rpsOnly ? { skipped: 'BENCH_RPS_ONLY=1' } : await narrowCheck(pageUrl);
  const lighthouse = rpsOnly ? { skipped: 'BENCH_RPS_ONLY=1' } : await lighthouseScores(pageUrl);

  results = {
    date: new Date().toISOString(),
    node: process.version,
    bytes,
    latencyMs: { rebuildMedian: median(rebuild), cachedMedian: median(cached) },
    rps,
    load: {
      seconds: SECONDS,
      maxRequests: MAX_REQUESTS,
      concurrency: CONCURRENCY,
      client: 'node:http keep-alive, same machine',
    },
    narrow,
    lighthouse,
  };
} finally {
  await server.stop();
}

print(results);
const outDir = path.join(ROOT, 'bench', 'results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'public-menu.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWritten to bench/results/public-menu.json');

// ---------------------------------------------------------------------------------------

function round(n, d = 1) {
  return Math.round(n * 10 ** d) / 10 ** d;
}
function median(list) {
  const s = [...list].sort((a, b) => a - b);
  return round(s[Math.floor(s.length / 2)], 2);
}

function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { 'user-agent': BROWSER_AGENT, ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** CONCURRENCY keep-alive workers for `seconds` (and at most MAX_REQUESTS in all). */
async function load(url, headers, seconds = SECONDS) {
  let done = 0;
  let errors = 0;
  let bytes = 0;
  const start = performance.now();
  const until = start + seconds * 1000;
  async function worker() {
    while (performance.now() < until && done < MAX_REQUESTS) {
      const res = await get(url, headers);
      if (res.status !== 200 && res.status !== 304) errors++;
      bytes += res.body.length;
      done++;
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - start) / 1000;
  return {
    requests: done,
    errors,
    rps: Math.round(done / elapsed),
    bytesPerResponse: done ? Math.round(bytes / done) : 0,
  };
}

async function api(method, pathname, body, token) {
  const res = await server.api.call(method, pathname, body, token);
  if (res.status >= 300) throw new Error(`${method} ${pathname}: ${res.status} ${res.text}`);
  return res.body?.info;
}

async function upload(pathname, parts, token) {
  const form = new FormData();
  for (const p of parts) form.append(p.field, new Blob([p.content], { type: 'image/jpeg' }), p.filename);
  const res = await fetch(server.url + pathname, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status >= 300) throw new Error(`upload ${pathname}: ${res.status} ${await res.text()}`);
}

/** A photo-like JPEG (noise, so the WebP sizes are realistic). */
async function photo(width, height, seed) {
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 7919 + 1;
  for (let i = 0; i < raw.length; i += 3) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    const v = x & 0x3f;
    raw[i] = 120 + v + (i % 97);
    raw[i + 1] = 60 + v;
    raw[i + 2] = 30 + (v >> 1);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .toBuffer();
}

function seeded(n) {
  let x = (n * 2654435761) % 4294967296;
  return () => {
    x = (x * 1664525 + 1013904223) % 4294967296;
    return x / 4294967296;
  };
}
function dishName(n) {
  const r = seeded(n + 1);
  return `${DISHES[Math.floor(r() * DISHES.length)]} de ${WORDS[Math.floor(r() * WORDS.length)]} y ${WORDS[Math.floor(r() * WORDS.length)]}`;
}
function dishDescription(n) {
  const r = seeded(n + 1000);
  const words = Array.from({ length: 12 + Math.floor(r() * 10) }, () => WORDS[Math.floor(r() * WORDS.length)]);
  return `Con ${words.slice(0, 4).join(', ')} y ${words[4]}; servido con ${words.slice(5).join(' ')}.`;
}

/** 150 products in 5 families x 3 categories, 100 with a photo; tags, variants, 2 promotions, 1 ad. */
async function buildMenu(srv) {
  console.log('[bench] Creating the account and a 150-product menu through the API...');
  const account = await createAccount(srv, { plan: 'NEGOCIO', company: 'La Cantina de Prueba' });
  const { access_token: token } = (await srv.api.login(account.email, account.password)).body.info;
  // The branch made at verification (creating more is Multisucursal's, FRANCHISES only).
  const [first] = await api('GET', '/v1/sucursales', undefined, token);
  const branch = await api(
    'PUT',
    `/v1/sucursales/${first.id}`,
    {
      name: 'Centro',
      address: 'Av. Juárez 10, Centro, CDMX',
      phone: '5551234567',
      whatsapp_num: '5559876543',
      facebook_usr: 'lacantina',
      instagram_usr: 'lacantina',
      tiktok_usr: 'lacantina',
      website: 'https://lacantina.mx',
    },
    token,
  );
  const tagIcons = [
    'fa-solid fa-pepper-hot',
    'fa-solid fa-leaf',
    'fa-solid fa-star',
    'fa-solid fa-wheat-awn-circle-exclamation',
    'fa-solid fa-fish',
    'fa-solid fa-cheese',
  ];
  const tagNames = ['Picante', 'Vegano', 'Favorito', 'Sin gluten', 'Pescado', 'Lácteos'];
  const tags = [];
  for (let i = 0; i < tagIcons.length; i++)
    tags.push((await api('POST', '/v1/tags', { name: tagNames[i], icon: tagIcons[i] }, token)).id);
  const groups = [
    (
      await api(
        'POST',
        '/v1/groups',
        {
          name: 'Tamaño',
          variants: [
            { name: 'Chico', price: null },
            { name: 'Mediano', price: 10 },
            { name: 'Grande', price: 20 },
          ],
        },
        token,
      )
    ).id,
    (
      await api(
        'POST',
        '/v1/groups',
        {
          name: 'Extras',
          variants: [
            { name: 'Queso', price: 15 },
            { name: 'Tocino', price: 18 },
            { name: 'Aguacate', price: 20 },
            { name: 'Jalapeños', price: 5 },
          ],
        },
        token,
      )
    ).id,
  ];
  const families = ['Entradas', 'Platos fuertes', 'Tacos', 'Postres', 'Bebidas'];
  const images = await Promise.all([0, 1, 2, 3].map((s) => photo(1200, 900, s)));
  let n = 0;
  for (const [fi, fname] of families.entries()) {
    const family = (
      await api(
        'POST',
        '/v1/families',
        { name: fname, description: `Nuestra selección de ${fname.toLowerCase()}.` },
        token,
      )
    ).id;
    for (let ci = 0; ci < 3; ci++) {
      const category = (await api('POST', `/v1/families/${family}/categories`, { name: `${fname} ${ci + 1}` }, token))
        .id;
      for (let pi = 0; pi < 10; pi++, n++) {
        const price = [45, 89.5, 120, 35.05, 210][n % 5] + pi;
        const id = (
          await api(
            'POST',
            `/v1/categories/${category}/products`,
            { name: dishName(n), price, description: dishDescription(n) },
            token,
          )
        ).id;
        if (n < WITH_PHOTO)
          await upload(
            `/v1/products/${id}/attachment`,
            [{ field: 'image', filename: 'foto.jpg', content: images[n % 4] }],
            token,
          );
        if (n % 3 === 0) {
          await api('POST', `/v1/products/${id}/tags`, { tag_id: tags[n % tags.length] }, token);
          await api('POST', `/v1/products/${id}/tags`, { tag_id: tags[(n + 1) % tags.length] }, token);
        }
        if (n % 5 === 0) {
          await api('POST', `/v1/products/${id}/variants`, { group_id: groups[n % 2] }, token);
          await api(
            'PUT',
            `/v1/products/${id}/variants`,
            { group_id: groups[n % 2], limit: n % 2 ? 2 : 1, obligatory: n % 2 === 0 },
            token,
          );
        }
        if (n % 25 === 0 && n < WITH_PHOTO)
          await api('PUT', `/v1/products/${id}`, { featured: true, recommended: n % 50 === 0 }, token);
      }
    }
    void fi;
  }
  const poster = await photo(1080, 1920, 9);
  for (const name of ['2x1 en tacos los martes', 'Happy hour de 5 a 7']) {
    const id = (
      await api(
        'POST',
        '/v1/promotions',
        { name, description: 'Válido en todas las sucursales. No acumulable con otras promociones.' },
        token,
      )
    ).id;
    await upload(
      `/v1/promotions/${id}/attachment`,
      [{ field: 'poster', filename: 'poster.jpg', content: poster }],
      token,
    );
  }
  const ad = (
    await api(
      'POST',
      '/v1/advertising',
      { name: 'Noche de karaoke', description: 'Todos los viernes desde las 9 pm.' },
      token,
    )
  ).id;
  await upload(
    `/v1/advertising/${ad}/attachment`,
    [
      { field: 'image_mobile', filename: 'm.jpg', content: poster },
      { field: 'image_desktop', filename: 'd.jpg', content: await photo(1920, 1080, 11) },
    ],
    token,
  );
  return { key: branch.route_key, token };
}

async function narrowCheck(url) {
  if (!fs.existsSync(CHROMIUM)) return { skipped: `no chromium at ${CHROMIUM}` };
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const blocked = [];
    page.on('console', (m) => {
      if (m.type() === 'error') blocked.push(m.text());
    });
    await page.goto(url, { waitUntil: 'load' });
    const out = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      h1: document.querySelector('h1')?.textContent,
      products: document.querySelectorAll('.ps > li').length,
    }));
    const shots = path.join(ROOT, 'bench', 'results');
    fs.mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'public-menu-360.png') });
    await page.locator('.fam').first().scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -60));
    await page.screenshot({ path: path.join(shots, 'public-menu-360-products.png') });
    return {
      ...out,
      horizontalOverflow: out.scrollWidth > out.clientWidth,
      consoleErrors: blocked,
      screenshots: ['bench/results/public-menu-360.png', 'bench/results/public-menu-360-products.png'],
    };
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(url) {
  let lighthouse;
  let chromeLauncher;
  try {
    lighthouse = (await import('lighthouse')).default;
    chromeLauncher = await import('chrome-launcher');
  } catch {
    return { skipped: 'lighthouse is not installed' };
  }
  const runs = [];
  let last = null;
  for (let i = 0; i < LH_RUNS; i++) {
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
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const score = (k) => (lhr.categories[k].score === null ? null : Math.round(lhr.categories[k].score * 100));
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.code } : {}),
      });
      if (!lhr.runtimeError) last = lhr;
    } finally {
      await chrome.kill();
    }
  }
  const med = (k) => {
    const valid = runs
      .map((r) => r[k])
      .filter((v) => v !== null)
      .sort((a, b) => a - b);
    return valid.length ? valid[Math.floor(valid.length / 2)] : null;
  };
  const audit = (id) => last?.audits[id]?.numericValue ?? null;
  const failedA11y = last
    ? last.categories.accessibility.auditRefs
        .filter((r) => r.weight > 0 && last.audits[r.id].score !== null && last.audits[r.id].score < 1)
        .map((r) => r.id)
    : [];
  return {
    version: require('lighthouse/package.json').version,
    formFactor: 'mobile',
    runs,
    performanceMedian: med('performance'),
    accessibilityMedian: med('accessibility'),
    failedAccessibilityAudits: failedA11y,
    lastRunMetrics: {
      firstContentfulPaintMs: audit('first-contentful-paint'),
      largestContentfulPaintMs: audit('largest-contentful-paint'),
      totalBlockingTimeMs: audit('total-blocking-time'),
      cumulativeLayoutShift: audit('cumulative-layout-shift'),
      speedIndexMs: audit('speed-index'),
    },
  };
}

function print(r) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`\nPublic menu, ${r.bytes.products} products (${WITH_PHOTO} with a photo)`);
  console.log(
    `  HTML ${kb(r.bytes.html)} raw, ${kb(r.bytes.htmlGzipSent)} gzip as sent (${r.bytes.contentEncoding}); CSS (inline) ${kb(r.bytes.cssInline)} raw, ${kb(r.bytes.cssInlineGzip)} gzip; JS ${r.bytes.js} bytes (${r.bytes.scriptElements} script elements)`,
  );
  console.log(`  icon font (loaded once, immutable): ${kb(r.bytes.iconFontOnFirstIconUse)}`);
  console.log(
    `  latency: rebuild after a write ${r.latencyMs.rebuildMedian} ms (median), cached ${r.latencyMs.cachedMedian} ms`,
  );
  console.log(
    `  req/s (${r.load.concurrency} connections, ${r.load.seconds} s): page ${r.rps.page.rps}, static file of the same size ${r.rps.staticFile.rps} -> ratio ${r.rps.ratioPageToStatic}; page gzip ${r.rps.pageGzip.rps}; 304 ${r.rps.page304.rps}`,
  );
  console.log(
    `  view count: ${r.rps.viewCount.counted} counted vs ${r.rps.viewCount.uncounted} uncounted requests in alternating 1 s windows -> ratio ${r.rps.viewCount.ratioCountedToUncounted}`,
  );
  if (!r.narrow.skipped)
    console.log(
      `  360 px: scrollWidth ${r.narrow.scrollWidth} / ${r.narrow.clientWidth}, overflow ${r.narrow.horizontalOverflow}, console errors ${r.narrow.consoleErrors.length}`,
    );
  if (r.lighthouse.skipped) console.log(`  Lighthouse: ${r.lighthouse.skipped}`);
  else
    console.log(
      `  Lighthouse ${r.lighthouse.version} mobile: performance ${r.lighthouse.performanceMedian}, accessibility ${r.lighthouse.accessibilityMedian} (runs ${JSON.stringify(r.lighthouse.runs)}); failed a11y audits: ${r.lighthouse.failedAccessibilityAudits.join(', ') || 'none'}`,
    );
}
