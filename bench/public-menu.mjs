#!/usr/bin/env node
// Public menu bench (not a test): `node bench/public-menu.mjs` from the repository root.
// Starts the API as `npm start` does (temp SQLite, no frontends needed), builds a 150-product
// menu through the real API (families, categories, product photos, tags with icons, variant
// groups, promotions, an ad, every dish's allergens: bench/lib/public-menu-data.mjs), then reports:
//   (a) bytes of GET /m/<key>: HTML, inline CSS, JS, the JSON-LD data block, and the gzip the
//       server sends; the same for the page with the diner's allergen filter (?sin=gluten,peanuts);
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
//
// The menu it builds is bench/lib/public-menu-data.mjs; the 360 px check and Lighthouse are
// bench/lib/public-menu-browser.mjs.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { ROOT, startProduct } from '../e2e/harness.mjs';
import { lighthouseScores, narrowCheck } from './lib/public-menu-browser.mjs';
import { WITH_PHOTO, buildMenu } from './lib/public-menu-data.mjs';
import { productionEnv } from './lib/production-env.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS || 200_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 16);
const LH_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS || 3));
const PRODUCTS = 150;
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
// A phone browser's User-Agent: each page request is a counted view (views/), as a diner's is.
const BROWSER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

// A static root with an empty shell (the SPA fallback needs index.html) and the comparison file.
const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'menu-bench-static-'));
process.on('exit', () => fs.rmSync(staticRoot, { recursive: true, force: true }));
fs.mkdirSync(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
fs.writeFileSync(path.join(staticRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>x</title>');

const server = await startProduct({
  staticRoot,
  separateMenu: true,
  env: { ...productionEnv(), LOG_LEVEL: 'warn' },
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
  // The JSON-LD blocks (the Restaurant's, each family's) are data for search engines (never run): counted apart from JS.
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join('');
  const scripts = [...html.matchAll(/<script\b(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join('');
  const filtered = await get(`${pageUrl}?sin=gluten,peanuts`, { 'accept-encoding': 'gzip' });
  const filteredHtml = gunzipSync(filtered.body).toString('utf8');
  const bytes = {
    products: PRODUCTS,
    html: identity.body.length,
    htmlGzipSent: gz.body.length,
    contentEncoding: gz.headers['content-encoding'] ?? null,
    cssInline: Buffer.byteLength(css),
    cssInlineGzip: gzipSync(css, { level: 6 }).length,
    js: Buffer.byteLength(scripts),
    scriptElements: (html.match(/<script\b(?![^>]*application\/ld\+json)/g) ?? []).length,
    jsonLd: Buffer.byteLength(jsonLd),
    dishes: (html.match(/<h4>/g) ?? []).length,
    addButtons: (html.match(/<button name="a\d+"/g) ?? []).length,
    filtered: {
      query: '?sin=gluten,peanuts',
      htmlGzipSent: filtered.body.length,
      dishes: (filteredHtml.match(/<h4>/g) ?? []).length,
    },
    imagesInHtml: (html.match(/<img\b/g) ?? []).length,
    iconFontOnFirstIconUse: (
      await get(server.menuUrl + (html.match(/url\((\/m\/assets\/fa-solid-subset\.[^)]+\.woff2)\)/)?.[1] ?? ''))
    ).body.length,
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
  const lighthouse = rpsOnly ? { skipped: 'BENCH_RPS_ONLY=1' } : await lighthouseScores(pageUrl, LH_RUNS);

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

function print(r) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`\nPublic menu, ${r.bytes.products} products (${WITH_PHOTO} with a photo)`);
  console.log(
    `  HTML ${kb(r.bytes.html)} raw, ${kb(r.bytes.htmlGzipSent)} gzip as sent (${r.bytes.contentEncoding}); CSS (inline) ${kb(r.bytes.cssInline)} raw, ${kb(r.bytes.cssInlineGzip)} gzip; JS ${r.bytes.js} bytes (${r.bytes.scriptElements} script elements); JSON-LD ${kb(r.bytes.jsonLd)} raw`,
  );
  console.log(
    `  filtered ${r.bytes.filtered.query}: ${kb(r.bytes.filtered.htmlGzipSent)} gzip as sent, ${r.bytes.filtered.dishes} of ${r.bytes.dishes} dishes shown`,
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
