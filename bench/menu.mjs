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
//
// The measures live in bench/lib: menu-api.mjs (c, e), menu-board.mjs (a, b),
// menu-template-editor.mjs (d, e), menu-report.mjs (the table), menu-options.mjs (the settings).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, createAccount, startProduct } from '../e2e/harness.mjs';
import { buildFrontends } from '../scripts/lib/product.mjs';
import { chromiumVersion, gitCommit } from './lib/machine.mjs';
import { measureApi, measureTemplateSaveApi, measureThroughput } from './lib/menu-api.mjs';
import { measureBoard } from './lib/menu-board.mjs';
import { generateMenu } from './lib/menu-data.mjs';
import {
  API_ONLY,
  API_REQUESTS,
  CONCURRENCY,
  RUNS,
  TEMPLATE_NAME,
  TEMPLATE_ROWS,
  TEMPLATE_SAVES,
  THROUGHPUT_REQUESTS,
  args,
  size,
} from './lib/menu-options.mjs';
import { printTable } from './lib/menu-report.mjs';
import { round } from './lib/menu-stats.mjs';
import { measureTemplateEditor } from './lib/menu-template-editor.mjs';

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
    const board = await measureBoard(server, pair);

    // (d), (e): one template over the whole menu; the board above ran before it existed.
    const productIds = menu.families.flatMap((family) => family.categories.flatMap((category) => category.products));
    const template = await server.api.call('POST', '/v1/templates', { name: TEMPLATE_NAME }, token);
    if (template.status !== 201)
      throw new Error(`POST /v1/templates answered ${template.status}: ${JSON.stringify(template.body)}`);
    const templateId = template.body.info.id;
    console.log(
      `[bench:menu] PUT /v1/templates/${templateId} with ${Math.min(TEMPLATE_ROWS, productIds.length)} product rows x ${TEMPLATE_SAVES} on 127.0.0.1...`,
    );
    const templateApi = await measureTemplateSaveApi(server, token, templateId, productIds.slice(0, TEMPLATE_ROWS));

    console.log(`[bench:menu] Plantillas editor, ${RUNS} run(s)...`);
    let templateEditor;
    try {
      templateEditor = await measureTemplateEditor(server, await login(), templateId, menu.counts.products);
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
