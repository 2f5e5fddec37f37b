#!/usr/bin/env node
// Menu section bench (not a test): `node bench/menu.mjs` or `npm run bench -- menu`.
// Starts the product as `npm start` does (the built dists, a temp SQLite DATA_DIR), generates
// a large menu for a fresh FRANCHISES account through the real API (bench/lib/menu-data.mjs:
// 10 families, 100 categories, 2,000 products, 300 variant groups with their 1,050 variants,
// tags, some photos, tags and groups attached to products), then reports the median of
// BENCH_RUNS runs of:
//   (a) Productos board, first rows: navigation to /menu/products -> first product row visible
//       (a cold load in a fresh chromium profile; a reload with the HTTP cache warm; and the
//       in-app switch from the Familias y Categorías tab);
//   (b) a drag reorder (real mouse on a row's number) until its PUT /v1/products has answered;
//   (c) GET /v1/products measured on 127.0.0.1 (BENCH_API_REQUESTS sequential keep-alive
//       requests: median, p95) and the JSON size (raw, and as sent compressed); then its
//       requests per second against the same bytes served as a static file by the same server
//       (shell/dist/bench-products.json for the run, through the same static and compression
//       plugins), one connection and BENCH_CONCURRENCY connections, identity and 'br, gzip',
//       with the ratio API / static, the bytes on the wire and the server's CPU per request;
//       and the revalidation (If-None-Match with the ETag: 304, no body) when the API gives one;
//       and the shell's largest JS file from the build's .br copy against the same bytes
//       compressed on each request (bytes on the wire, server CPU per request);
//   (d) Multisucursal > Plantillas, on one template of that menu (created after (a)-(c), so the
//       Productos board is measured as before, without templates): Editar -> the editor's first
//       product row visible; a search typed in 'Buscar en la plantilla' (one input, like a paste)
//       -> the Productos table shows only matching rows (includes the editor's 200 ms debounce);
//   (e) the save of 200 changed product rows: PUT /v1/templates/{id} with
//       products [{product_id, price, enabled}] x 200 on 127.0.0.1 (BENCH_TEMPLATE_SAVES
//       sequential requests alternating two price sets, so every save changes the rows: median,
//       p95), and through the editor (200 rows selected with a shift-click, +/-10 % with the
//       bulk price change, 'Actualizar plantilla' -> its PUT answered, and -> the editor closed).
// Prints a table and writes bench/results/menu.json. Figures only: nothing fails because it is slow.
//
//   node bench/menu.mjs                  build (Nx cache) then measure
//   node bench/menu.mjs --no-build       use the dists as they are
//   BENCH_RUNS=5 BENCH_API_REQUESTS=100 BENCH_TEMPLATE_SAVES=20 BENCH_CONCURRENCY=16 node bench/menu.mjs
//   BENCH_PRODUCTS=500 ...               a smaller menu (also BENCH_FAMILIES, BENCH_CATEGORIES, BENCH_GROUPS)
//   BENCH_THROUGHPUT_REQUESTS=200        requests of each requests-per-second measure in (c)
//   node bench/menu.mjs --api-only       only (c): no browser (the API figures in a minute or two)
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHROMIUM, ROOT, createAccount, launchBrowser, startProduct } from '../e2e/harness.mjs';
import { modal } from '../e2e/lib/panel.mjs';
import { buildFrontends } from '../scripts/lib/product.mjs';
import { DEFAULT_SIZE, generateMenu } from './lib/menu-data.mjs';

const args = new Set(process.argv.slice(2).filter((arg) => arg !== 'menu'));
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 5));
const API_REQUESTS = Math.max(1, Number(process.env.BENCH_API_REQUESTS || 100));
const CONCURRENCY = Math.max(1, Number(process.env.BENCH_CONCURRENCY || 16));
const TEMPLATE_SAVES = Math.max(1, Number(process.env.BENCH_TEMPLATE_SAVES || 20));
const THROUGHPUT_REQUESTS = Math.max(1, Number(process.env.BENCH_THROUGHPUT_REQUESTS || 200));
const API_ONLY = args.has('--api-only');
/** Length of a /proc clock tick (USER_HZ = 100 on Linux). */
const TICK_MS = 10;
/** Product rows changed by one template save: an owner re-pricing a 200-product menu in one go, the size the template editor is measured at. */
const TEMPLATE_ROWS = 200;
const TEMPLATE_NAME = 'Plantilla Sucursal Centro';
/** What the editor's search looks for: one of the generator's words (1 product in 16, and variants). */
const TEMPLATE_QUERY = 'habanero';
/** What the editor loads when it opens: the template's four lists and the base menu. */
const EDITOR_LOADS =
  /^\/v1\/(templates\/\d+\/(products|groups\/variants|promotions|advertising)|products|groups|promotions|advertising)$/;
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
  // FRANCHISES: the plan with Multisucursal (templates); the Productos board is the same.
  const account = await createAccount(server, { company: 'Restaurante Grande', plan: 'FRANCHISES' });
  const login = async () => (await server.api.login(account.email, account.password)).body.info;
  const { access_token: token } = await login();

  console.log(
    `[bench:menu] Generating ${size.families} families, ${size.categories} categories, ${size.products} products, ${size.groups} variant groups (concurrency ${CONCURRENCY})...`,
  );
  const menu = await generateMenu(server.url, token, {
    size,
    concurrency: CONCURRENCY,
    log: (step) => console.log(`[bench:menu]   ${step}`),
  });
  console.log(`[bench:menu]   ${menu.requests} requests in ${menu.seconds.toFixed(1)} s`);

  console.log(`[bench:menu] GET /v1/products x ${API_REQUESTS} on 127.0.0.1...`);
  const api = await measureApi(server.url, token);
  console.log(
    `[bench:menu] GET /v1/products against the same bytes as a static file, ${THROUGHPUT_REQUESTS} requests per measure...`,
  );
  api.throughput = await measureThroughput(server, token);

  if (API_ONLY) {
    results = {
      date: new Date().toISOString(),
      commit: gitCommit(),
      node: process.version,
      apiOnly: true,
      menu: { counts: menu.counts },
      apiGetProducts: api,
    };
  } else {
    console.log(`[bench:menu] Productos board, ${RUNS} run(s)...`);
    const pair = await login();
    const board = await measureBoard(pair);

    // (d), (e): one template over the whole menu; the board above ran before it existed.
    const productIds = menu.families.flatMap((family) => family.categories.flatMap((category) => category.products));
    const template = await server.api.call('POST', '/v1/templates', { name: TEMPLATE_NAME }, token);
    if (template.status !== 201)
      throw new Error(`POST /v1/templates answered ${template.status}: ${JSON.stringify(template.body)}`);
    const templateId = template.body.info.id;
    console.log(
      `[bench:menu] PUT /v1/templates/${templateId} with ${Math.min(TEMPLATE_ROWS, productIds.length)} product rows x ${TEMPLATE_SAVES} on 127.0.0.1...`,
    );
    const templateApi = await measureTemplateSaveApi(server.url, token, templateId, productIds.slice(0, TEMPLATE_ROWS));

    console.log(`[bench:menu] Plantillas editor, ${RUNS} run(s)...`);
    let templateEditor;
    try {
      templateEditor = await measureTemplateEditor(await login(), templateId, menu.counts.products);
    } catch (error) {
      // The other figures stay worth writing; the run still ends in failure.
      console.error(`[bench:menu] the template editor measure failed: ${error.stack ?? error}`);
      templateEditor = { error: String(error.message ?? error) };
      process.exitCode = 1;
    }

    results = {
      date: new Date().toISOString(),
      commit: gitCommit(),
      node: process.version,
      chromium: chromiumVersion(),
      runs: RUNS,
      menu: {
        counts: menu.counts,
        generation: { requests: menu.requests, seconds: round(menu.seconds), concurrency: CONCURRENCY },
      },
      productsBoard: board,
      apiGetProducts: api,
      templateEditor,
      apiTemplateSave: templateApi,
    };
  }
} finally {
  await server.stop();
}

printTable(results);
const outDir = path.join(ROOT, 'bench', 'results');
mkdirSync(outDir, { recursive: true });
const outFile = API_ONLY ? 'menu-api.json' : 'menu.json';
writeFileSync(path.join(outDir, outFile), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWritten to bench/results/${outFile}`);

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
  return {
    runsMs: values.map((v) => round(v)),
    medianMs: round(median(values)),
    minMs: round(Math.min(...values)),
    maxMs: round(Math.max(...values)),
  };
}

/** GET /v1/products on 127.0.0.1 with one keep-alive connection: latency, and the JSON's size. */
async function measureApi(baseUrl, token) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (headers = {}) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.get(
        `${baseUrl}/v1/products`,
        { agent, headers: { authorization: `Bearer ${token}`, ...headers } },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              ms: performance.now() - started,
              status: res.statusCode,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
    });
  for (let i = 0; i < 3; i++) await get(); // warm-up (JIT, statement cache)
  const plain = [];
  let first;
  for (let i = 0; i < API_REQUESTS; i++) {
    const res = await get();
    if (res.status !== 200)
      throw new Error(`GET /v1/products answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
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

/** Clock ticks of CPU (user + system) used so far by the server's processes (found by their DATA_DIR); null off Linux. */
function serverCpuTicks(dataDir) {
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        if (!readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(`DATA_DIR=${dataDir}`)) continue;
        const fields = readFileSync(`/proc/${pid}/stat`, 'latin1').split(') ')[1].split(' ');
        ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
      } catch {
        /* gone, or not ours */
      }
    }
    return ticks;
  } catch {
    return null;
  }
}

/**
 * `total` GETs of `url` over `connections` keep-alive connections (each connection sequential):
 * requests per second, the body bytes as sent, and the server's CPU per request.
 */
async function blast(url, headers, connections, total, dataDir) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const one = () =>
    new Promise((resolve, reject) => {
      const req = http.get(url, { agent, headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode, bytes, headers: res.headers }));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
  for (let i = 0; i < connections; i++) await one(); // warm-up
  let left = total;
  let last;
  const cpuBefore = serverCpuTicks(dataDir);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (left > 0) {
        left--;
        last = await one();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = serverCpuTicks(dataDir);
  agent.destroy();
  return {
    rps: Math.round(total / seconds),
    status: last.status,
    wireBytes: last.bytes,
    contentEncoding: last.headers['content-encoding'] ?? null,
    etag: last.headers.etag ?? null,
    cpuMsPerRequest:
      cpuBefore === null || cpuAfter === null ? null : round(((cpuAfter - cpuBefore) * TICK_MS) / total, 2),
  };
}

/**
 * GET /v1/products against the very same bytes written to shell/dist/bench-products.json
 * (served by the same static and compression plugins as the apps), with the same client:
 * one connection and BENCH_CONCURRENCY connections, identity and 'br, gzip'. Then the
 * revalidation with If-None-Match when the API answers an ETag.
 */
async function measureThroughput(server, token) {
  const apiUrl = `${server.url}/v1/products`;
  const auth = { authorization: `Bearer ${token}` };
  const body = await new Promise((resolve, reject) => {
    http
      .get(apiUrl, { headers: auth }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
        res.on('error', reject);
      })
      .on('error', reject);
  });
  const staticPath = '/bench-products.json';
  const staticFile = path.join(ROOT, 'shell', 'dist', staticPath.slice(1));
  writeFileSync(staticFile, body);
  try {
    const cases = [];
    for (const connections of [1, CONCURRENCY]) {
      for (const [encoding, accept] of [
        ['identity', {}],
        ['br, gzip', { 'accept-encoding': 'br, gzip' }],
      ]) {
        const api = await blast(apiUrl, { ...auth, ...accept }, connections, THROUGHPUT_REQUESTS, server.dataDir);
        const stat = await blast(
          `${server.url}${staticPath}`,
          { ...auth, ...accept },
          connections,
          THROUGHPUT_REQUESTS,
          server.dataDir,
        );
        cases.push({
          name: `${connections} conn., ${encoding}${api.contentEncoding ? ` (${api.contentEncoding})` : ''}`,
          connections,
          encoding,
          api,
          static: stat,
          ratio: round(api.rps / stat.rps, 2),
        });
      }
    }
    const etag = cases[0].api.etag;
    const revalidation = etag
      ? [
          await blast(apiUrl, { ...auth, 'if-none-match': etag }, 1, THROUGHPUT_REQUESTS, server.dataDir),
          await blast(apiUrl, { ...auth, 'if-none-match': etag }, CONCURRENCY, THROUGHPUT_REQUESTS, server.dataDir),
        ].map((r, i) => ({
          connections: i === 0 ? 1 : CONCURRENCY,
          status: r.status,
          rps: r.rps,
          wireBytes: r.wireBytes,
          cpuMsPerRequest: r.cpuMsPerRequest,
        }))
      : null;
    return {
      requests: THROUGHPUT_REQUESTS,
      staticPath,
      jsonBytes: body.length,
      cases,
      revalidation,
      asset: await measureAsset(server),
    };
  } finally {
    rmSync(staticFile, { force: true });
  }
}

/**
 * The shell's largest JS file as a browser asks for it ('br, gzip'), served from the build's
 * pre-compressed copy, against the same bytes under another name without copies (compressed
 * by @fastify/compress on each request, as before the copies existed): bytes on the wire and
 * the server's CPU per request.
 */
async function measureAsset(server) {
  const dist = path.join(ROOT, 'shell', 'dist');
  const largest = readdirSync(dist)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ f, size: readFileSync(path.join(dist, f)).length }))
    .sort((a, b) => b.size - a.size)[0];
  if (!largest) return null;
  const plainName = 'bench-asset-without-copy.js';
  writeFileSync(path.join(dist, plainName), readFileSync(path.join(dist, largest.f)));
  try {
    const accept = { 'accept-encoding': 'br, gzip' };
    const precompressed = await blast(`${server.url}/${largest.f}`, accept, 1, THROUGHPUT_REQUESTS, server.dataDir);
    const perRequest = await blast(`${server.url}/${plainName}`, accept, 1, THROUGHPUT_REQUESTS, server.dataDir);
    return {
      file: largest.f,
      rawBytes: largest.size,
      hasCopy: statSync(path.join(dist, `${largest.f}.br`), { throwIfNoEntry: false }) !== undefined,
      precompressed,
      perRequest,
    };
  } finally {
    rmSync(path.join(dist, plainName), { force: true });
  }
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
  const apiTiming = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/v1/products' && res.request().method() === 'GET',
    { timeout: 120_000 },
  );
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
  const pageApiMs = [];
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
      const switched = await untilFirstRow(page, () =>
        page.getByRole('tab', { name: 'Productos', exact: true }).click(),
      );
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
      const put = page.waitForResponse(
        (res) => res.request().method() === 'PUT' && new URL(res.url()).pathname === '/v1/products',
        { timeout: 60_000 },
      );
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
      const names = await productRows(page).evaluateAll((els) =>
        els.slice(0, 3).map((el) => el.getAttribute('aria-label')),
      );
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

/** Two price sets for the same rows, so that each save really changes them (never a base price: bases are 25-205). */
function templateRows(productIds, set) {
  return productIds.map((product_id, k) => ({
    product_id,
    price: set === 0 ? 300 + k * 0.5 : 310.25 + k * 0.5,
    enabled: set === 0 ? k % 10 !== 0 : true,
  }));
}

/** PUT /v1/templates/{id} with one row per product of `productIds` on one keep-alive connection, alternating two price sets. */
async function measureTemplateSaveApi(baseUrl, token, templateId, productIds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const bodies = [0, 1].map((set) => JSON.stringify({ products: templateRows(productIds, set) }));
  const put = (body) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.request(
        `${baseUrl}/v1/templates/${templateId}`,
        {
          method: 'PUT',
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ ms: performance.now() - started, status: res.statusCode, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  let n = 0;
  const save = async () => {
    const res = await put(bodies[n++ % 2]);
    if (res.status !== 200)
      throw new Error(`PUT /v1/templates/${templateId} answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
    return res.ms;
  };
  for (let i = 0; i < 2; i++) await save(); // warm-up (JIT, statement cache)
  const times = [];
  for (let i = 0; i < TEMPLATE_SAVES; i++) times.push(await save());
  agent.destroy();
  // The last save is what the template holds: its rows overridden with that set's prices.
  const expected = new Map(JSON.parse(bodies[(n - 1) % 2]).products.map((p) => [p.product_id, p]));
  const rows = (await server.api.call('GET', `/v1/templates/${templateId}/products`, undefined, token)).body.info;
  const applied = rows.filter(
    (row) =>
      expected.has(row.product_id) &&
      row.price === expected.get(row.product_id).price &&
      row.enabled === expected.get(row.product_id).enabled &&
      row.overridden.price,
  ).length;
  return {
    rows: productIds.length,
    requests: TEMPLATE_SAVES,
    medianMs: round(median(times), 2),
    p95Ms: round(percentile(times, 95), 2),
    minMs: round(Math.min(...times), 2),
    maxMs: round(Math.max(...times), 2),
    bodyBytes: Buffer.byteLength(bodies[0]),
    rowsAppliedAfterLastSave: applied,
  };
}

/** A template's effective product prices by product id. */
async function templatePrices(token, templateId) {
  const res = await server.api.call('GET', `/v1/templates/${templateId}/products`, undefined, token);
  return new Map(res.body.info.map((row) => [row.product_id, row.price]));
}

/** The template editor's dialog, its Productos table's rows, and the search box. */
function templateDialog(page) {
  return page.getByRole('dialog', { name: 'Actualizar plantilla', exact: true });
}
function editorRows(dialog) {
  return dialog.locator('.template-table [role="row"][aria-label]');
}

/** Scrolls the editor's virtualised table (mouse wheel over it) until the row `name` is fully in view. */
async function scrollToRow(page, dialog, name) {
  const holder = dialog
    .locator('.template-table .ant-table-tbody-virtual-holder, .template-table .ant-table-body')
    .first();
  const box = await holder.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const row = dialog.locator(`.template-table [role="row"][aria-label="${name.replace(/"/g, '\\"')}"]`);
  for (let i = 0; i < 400; i++) {
    if (await row.count()) {
      const r = await row.boundingBox();
      if (r && r.y >= box.y && r.y + r.height <= box.y + box.height) return row;
      // Rendered but not in view (overscan): bring it towards the middle.
      if (r) {
        await page.mouse.wheel(0, r.y - (box.y + box.height / 2));
        await sleep(60);
        continue;
      }
    }
    await page.mouse.wheel(0, 1200);
    await sleep(60);
  }
  throw new Error(`row ${name} never came into view in the template editor`);
}

/** (d) and the editor half of (e): Editar -> first row; a search -> filtered rows; a save of 200 changed rows. */
async function measureTemplateEditor(pair, templateId, productCount) {
  const url = `${server.url}/multisucursal/templates`;
  const board = (await server.api.call('GET', `/v1/templates/${templateId}/products`, undefined, pair.access_token))
    .body.info;
  const names = board.map((row) => row.name);
  const changeCount = Math.min(TEMPLATE_ROWS, names.length);
  const expectedMatches = names.filter((name) => name.toLowerCase().includes(TEMPLATE_QUERY)).length;
  const open = [];
  const search = [];
  const savePut = [];
  const saveClosed = [];
  let rowsInDom = null;
  let firstRow = null;
  let shownAfterSearch = null;
  let saveBodyBytes = null;
  const savedRows = [];
  const openLoads = [];
  let openRequests = null;
  const putInPage = [];
  let changedOnScreen = null;
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await loggedInBrowser(pair);
    try {
      await page.goto(url, { waitUntil: 'commit' });
      const boardRow = page.getByRole('row', { name: TEMPLATE_NAME, exact: true });
      await boardRow.waitFor({ timeout: 120_000 });
      await page.waitForLoadState('networkidle');

      // (d) Editar -> the editor's first product row on screen (its 8 GETs, rows built, table painted).
      const dialog = templateDialog(page);
      const loads = [];
      const onLoad = (request) => {
        if (request.method() === 'GET' && EDITOR_LOADS.test(new URL(request.url()).pathname)) loads.push(request);
      };
      page.on('requestfinished', onLoad);
      let started = performance.now();
      await boardRow.getByRole('button', { name: 'Editar', exact: true }).click();
      await editorRows(dialog).first().waitFor({ state: 'visible', timeout: 120_000 });
      open.push(performance.now() - started);
      page.off('requestfinished', onLoad);
      // Its GETs as the page saw them: from the first one's start to the last one's end.
      if (loads.length) {
        const spans = loads.map((request) => request.timing()).filter((t) => t.responseEnd > 0);
        openLoads.push(
          Math.max(...spans.map((t) => t.startTime + t.responseEnd)) - Math.min(...spans.map((t) => t.startTime)),
        );
        openRequests ??= loads.length;
      }
      rowsInDom ??= await editorRows(dialog).count();
      firstRow ??= await editorRows(dialog).first().getAttribute('aria-label');
      await modal(page, 'Actualizar plantilla'); // the opening animation over
      await page.waitForLoadState('networkidle');

      // The search, typed at once: until every product row shown matches (and there is one).
      const box = dialog.getByLabel('Buscar en la plantilla', { exact: true });
      started = performance.now();
      await box.fill(TEMPLATE_QUERY);
      await page.waitForFunction(
        (needle) => {
          const rows = [...document.querySelectorAll('[role="dialog"] .template-table [role="row"][aria-label]')];
          return rows.length > 0 && rows.every((row) => row.getAttribute('aria-label').toLowerCase().includes(needle));
        },
        TEMPLATE_QUERY,
        { polling: 'raf', timeout: 60_000 },
      );
      search.push(performance.now() - started);
      shownAfterSearch ??= Number(
        (await dialog.getByRole('tab', { name: /^Productos \(\d+\)$/ }).textContent()).match(/\((\d+)\)/)[1],
      );
      await box.fill('');
      await editorRows(dialog)
        .first()
        .and(dialog.locator(`[aria-label="${names[0]}"]`))
        .waitFor();

      // (e) 200 rows: a click on the first row's checkbox, a shift-click on the 200th's; +10 % or -10 %.
      await dialog.getByLabel(`Seleccionar ${names[0]}`, { exact: true }).check();
      await scrollToRow(page, dialog, names[changeCount - 1]);
      await dialog.getByLabel(`Seleccionar ${names[changeCount - 1]}`, { exact: true }).click({ modifiers: ['Shift'] });
      await dialog.getByText(`${changeCount} productos seleccionados`, { exact: true }).waitFor();
      const percent = run % 2 ? '-10' : '10';
      await dialog.getByLabel('Porcentaje', { exact: true }).fill(percent);
      await dialog.getByRole('button', { name: 'Cambiar precios', exact: true }).click();
      const preview = await modal(page, `Cambiar precios ${run % 2 ? '' : '+'}${percent}%`);
      await preview.getByRole('button', { name: 'Aplicar', exact: true }).click();
      await preview.waitFor({ state: 'hidden' });
      await dialog.getByText(`${changeCount} cambios sin guardar`, { exact: true }).waitFor();
      changedOnScreen = changeCount;
      const before = await templatePrices(pair.access_token, templateId);

      const put = page.waitForResponse(
        (res) => res.request().method() === 'PUT' && new URL(res.url()).pathname === `/v1/templates/${templateId}`,
        { timeout: 60_000 },
      );
      started = performance.now();
      await dialog.getByRole('button', { name: 'Actualizar plantilla', exact: true }).click();
      const response = await put;
      await response.finished();
      savePut.push(performance.now() - started);
      const timing = response.request().timing();
      if (timing.responseEnd > 0) putInPage.push(timing.responseEnd - timing.requestStart);
      await dialog.waitFor({ state: 'hidden', timeout: 60_000 });
      saveClosed.push(performance.now() - started);
      if (response.status() !== 200)
        throw new Error(`the editor's PUT answered ${response.status()}: ${await response.text()}`);
      saveBodyBytes ??= Number((await response.request().headerValue('content-length')) ?? 0) || null;
      // What the save changed on the server (the page's fetch body is not visible to playwright).
      const after = await templatePrices(pair.access_token, templateId);
      savedRows.push([...after].filter(([id, price]) => before.get(id) !== price).length);
    } finally {
      await context.close();
    }
  }
  return {
    templateId,
    products: productCount,
    openToFirstRow: summary(open),
    firstRow,
    productRowsInDomAtFirstRow: rowsInDom,
    openGetRequests: openRequests,
    openGetsInPage: openLoads.length ? summary(openLoads) : null,
    search: {
      query: TEMPLATE_QUERY,
      debounceMs: 200,
      productsShown: shownAfterSearch,
      productsMatching: expectedMatches,
      toFilteredRows: summary(search),
    },
    save: {
      rows: changedOnScreen,
      rowsChangedOnServer: savedRows,
      putBodyBytes: saveBodyBytes,
      clickToPutAnswered: summary(savePut),
      putInPage: putInPage.length ? summary(putInPage) : null,
      clickToEditorClosed: summary(saveClosed),
    },
  };
}

function printTable(r) {
  if (!r.apiOnly) printBrowserTable(r);
  printApiTable(r);
}

function printBrowserTable(r) {
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
  const t = r.templateEditor;
  if (t && !t.error) {
    rows.push(
      ['Plantillas: Editar -> first product row in the editor', t.openToFirstRow],
      [`  its ${t.openGetRequests} GETs as seen by the page (first start -> last end)`, t.openGetsInPage],
      [`editor search '${t.search.query}' -> filtered rows (200 ms debounce)`, t.search.toFilteredRows],
      [`editor save of ${t.save.rows} changed rows: click -> PUT answered`, t.save.clickToPutAnswered],
      ['  its PUT as seen by the page (request -> response end)', t.save.putInPage],
      [`editor save of ${t.save.rows} changed rows: click -> editor closed`, t.save.clickToEditorClosed],
    );
  }
  for (const [name, s] of rows) if (s) console.log(`${name.padEnd(58)}${ms(s)}${range(s)}`);
  console.log(
    `(median of ${r.runs} run(s); ${b.productRowsInDomAtFirstPaint} product rows in the DOM when the first one showed)`,
  );
  if (t?.error) console.log(`Plantillas editor: not measured (${t.error})`);
  else if (t) {
    console.log(
      `(editor: ${t.productRowsInDomAtFirstRow} product rows in the DOM at its first row; the search showed ${t.search.productsShown} of ${t.products} products, ` +
        `${t.search.productsMatching} match; the save changed ${t.save.rowsChangedOnServer.join(', ')} rows on the server, a ${((t.save.putBodyBytes ?? 0) / 1024).toFixed(1)} KB body)`,
    );
  }
}

function printApiTable(r) {
  const a = r.apiGetProducts;
  console.log(`\nGET /v1/products on 127.0.0.1, ${a.requests} sequential requests (${a.products} products):`);
  console.log(`  identity: median ${a.medianMs} ms, p95 ${a.p95Ms} ms (min ${a.minMs}, max ${a.maxMs})`);
  console.log(
    `  ${a.contentEncoding ?? 'uncompressed'} (${a.compressedRequests} requests): median ${a.compressedMedianMs} ms, p95 ${a.compressedP95Ms} ms`,
  );
  console.log(
    `  JSON ${(a.jsonBytes / 1024).toFixed(1)} KB, sent ${(a.sentBytes / 1024).toFixed(1)} KB ${a.contentEncoding ?? ''}`,
  );
  const t = a.throughput;
  if (t) {
    console.log(
      `\nRequests per second, ${t.requests} requests each: GET /v1/products vs the same bytes as a static file (${t.staticPath})`,
    );
    console.log(
      `${'case'.padEnd(34)}${'API req/s'.padStart(11)}${'static req/s'.padStart(14)}${'ratio'.padStart(8)}${'API wire'.padStart(11)}${'static wire'.padStart(13)}${'API CPU/req'.padStart(13)}${'static CPU/req'.padStart(16)}`,
    );
    for (const c of t.cases) {
      const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
      const cpu = (m) => (m.cpuMsPerRequest === null ? 'n/a' : `${m.cpuMsPerRequest.toFixed(2)} ms`);
      console.log(
        `${c.name.padEnd(34)}${String(c.api.rps).padStart(11)}${String(c.static.rps).padStart(14)}${c.ratio.toFixed(2).padStart(8)}${kb(c.api.wireBytes).padStart(11)}${kb(c.static.wireBytes).padStart(13)}${cpu(c.api).padStart(13)}${cpu(c.static).padStart(16)}`,
      );
    }
    if (t.revalidation) {
      for (const v of t.revalidation)
        console.log(
          `revalidation (If-None-Match -> ${v.status}), ${v.connections} connection(s): ${v.rps} req/s, ${v.wireBytes} body bytes, CPU ${v.cpuMsPerRequest === null ? 'n/a' : `${v.cpuMsPerRequest.toFixed(2)} ms`}/req`,
        );
    } else console.log('revalidation: the API gave no ETag');
    const f = t.asset;
    if (f) {
      const line = (name, m) =>
        `  ${name.padEnd(44)}${String(m.rps).padStart(6)} req/s  ${(m.wireBytes / 1024).toFixed(1).padStart(7)} KB ${m.contentEncoding ?? 'identity'}  CPU ${m.cpuMsPerRequest === null ? 'n/a' : `${m.cpuMsPerRequest.toFixed(2)} ms`}/req`;
      console.log(`\nStatic asset ${f.file} (${(f.rawBytes / 1024).toFixed(1)} KB raw), 1 connection, 'br, gzip':`);
      console.log(
        line(f.hasCopy ? "the build's pre-compressed copy" : 'no pre-compressed copy in this build', f.precompressed),
      );
      console.log(line('compressed per request (same bytes, no copy)', f.perRequest));
    }
  }
  const p = r.apiTemplateSave;
  if (!p) return;
  console.log(
    `\nPUT /v1/templates/{id} with ${p.rows} product rows on 127.0.0.1, ${p.requests} sequential requests (two price sets in turn; body ${(p.bodyBytes / 1024).toFixed(1)} KB):`,
  );
  console.log(
    `  median ${p.medianMs} ms, p95 ${p.p95Ms} ms (min ${p.minMs}, max ${p.maxMs}); ${p.rowsAppliedAfterLastSave} of ${p.rows} rows hold the last save`,
  );
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
