#!/usr/bin/env node
// History of changes bench (not a test): `npm run bench:history` (also `npm run bench -- history`) or
// `node --import tsx bench/history.mjs [sqlite] [postgres] [--write-only] [--restore-only]`;
// `npm run bench:history -- growth [sqlite] [postgres]`: the database growth bench (bench/history-growth.mjs).
// Builds the API in this process (bench/lib/history-app.mjs: a temp SQLite DATA_DIR, or a
// throw-away PostgreSQL database on 127.0.0.1 created and dropped like api/scripts/test.mjs does)
// and reports, on each engine (both unless one is named):
//   (a) write overhead of recording history (docs/history.md): requests/s of PUT /v1/products/{id}
//       (a price change; each request changes the price) over HTTP on 127.0.0.1, BENCH_CONCURRENCY
//       clients, on a menu of BENCH_WRITE_PRODUCTS products, with the history triggers installed
//       (recording ON) and dropped with `dropHistoryTriggers` on the same database (OFF; the
//       transaction's end still looks for open history rows, and finds none), in BENCH_ROUNDS
//       interleaved rounds of BENCH_SECONDS each (ON/OFF, then OFF/ON, ...) so a loaded machine
//       weighs on both alike; the mean of each and their ratio;
//   (b) restore time on a BENCH_RESTORE_PRODUCTS-product menu (bench/lib/menu-data.mjs, no photos):
//       a moment is taken, every product price changes (one spreadsheet import, as bench/import.mjs
//       does: one transaction of 2,000 updates), a family is deleted (its categories go with it, their
//       products move to 'Productos sin clasificar'), then GET /v1/history/restore?at= (the preview) and POST /v1/history/restore,
//       timed once each; the menu is checked to be back (product count and prices).
// Prints a table and writes bench/results/history.json. Figures only: nothing fails because it is
// slow. The database growth of a year of edits is bench/history-growth.mjs.
//
//   BENCH_SECONDS=4 BENCH_ROUNDS=3 BENCH_CONCURRENCY=8 node --import tsx bench/history.mjs sqlite
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import * as ExcelJS from '@cj-tech-master/excelts';
import { dropHistoryTriggers, installHistoryTriggers } from '../api/src/db/history-triggers.ts';
import { ROOT } from '../e2e/harness.mjs';
import { enginesFrom, startHistoryApp } from './lib/history-app.mjs';
import { gitCommit } from './lib/machine.mjs';
import { DEFAULT_SIZE, client, generateMenu } from './lib/menu-data.mjs';

// `growth`: the database growth of a year of edits instead (bench/history-growth.mjs).
if (process.argv.includes('growth')) {
  await import('./history-growth.mjs');
  process.exit(process.exitCode ?? 0);
}

const SECONDS = Number(process.env.BENCH_SECONDS || 4);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 3));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 8);
const WRITE_PRODUCTS = Number(process.env.BENCH_WRITE_PRODUCTS || 300);
const RESTORE_PRODUCTS = Number(process.env.BENCH_RESTORE_PRODUCTS || DEFAULT_SIZE.products);
const args = process.argv.slice(2);
const engines = enginesFrom(args);
const log = (engine, text) => console.log(`[bench:history:${engine}] ${text}`);
const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** All products of the generated menu, in menu order. */
const productIds = (menu) => menu.families.flatMap((f) => f.categories.flatMap((c) => c.products));

// ---- (a) write overhead ------------------------------------------------------------------

async function measureWrites(server) {
  const size = { families: 3, categories: 30, products: WRITE_PRODUCTS, groups: 20, tags: 6, images: 0 };
  log(server.engine, `(a) a menu of ${size.products} products...`);
  const ids = productIds(await generateMenu(server.url, server.token, { size, concurrency: 4 }));
  const { port } = new URL(server.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let counter = 0;
  // Consecutive requests to one product are `ids.length` apart in the counter: always a new price.
  const put = () => {
    const n = counter++;
    const body = JSON.stringify({ price: 10 + (n % 997) * 0.5 });
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'PUT',
          path: `/v1/products/${ids[n % ids.length]}`,
          agent,
          headers: {
            authorization: `Bearer ${server.token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`PUT: ${res.statusCode}`))));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  };
  const rps = async () => {
    const end = Date.now() + SECONDS * 1000;
    const started = Date.now();
    let done = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < end) {
          await put();
          done++;
        }
      }),
    );
    return done / ((Date.now() - started) / 1000);
  };
  const entries = async () =>
    Number(
      (
        await server.db
          .selectFrom('history_entries')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      ).n,
    );

  const on = [];
  const off = [];
  const measure = async (recording) => {
    if (recording) await installHistoryTriggers(server.db);
    else await dropHistoryTriggers(server.db);
    const before = await entries();
    const value = await rps();
    const recorded = (await entries()) - before;
    (recording ? on : off).push(value);
    log(
      server.engine,
      `    recording ${recording ? 'ON ' : 'OFF'}: ${round(value)} req/s (${recorded} entries written)`,
    );
  };
  log(server.engine, `(a) PUT /v1/products/{id}, ${CONCURRENCY} clients, ${ROUNDS} x ${SECONDS} s each way...`);
  await rps(); // warm-up, recording on (as migrated)
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 === 0 ? [true, false] : [false, true];
    for (const recording of order) await measure(recording);
  }
  await installHistoryTriggers(server.db);
  agent.destroy();
  const onRps = mean(on);
  const offRps = mean(off);
  return {
    products: ids.length,
    concurrency: CONCURRENCY,
    seconds: SECONDS,
    rounds: ROUNDS,
    onRps: on.map((v) => round(v)),
    offRps: off.map((v) => round(v)),
    meanOnRps: round(onRps),
    meanOffRps: round(offRps),
    ratio: round(onRps / offRps, 3),
    costPerWriteMs: round(1000 / onRps - 1000 / offRps, 2),
  };
}

// ---- (b) restore time --------------------------------------------------------------------

async function measureRestore(server) {
  const size = { ...DEFAULT_SIZE, products: RESTORE_PRODUCTS, images: 0 };
  log(server.engine, `(b) a menu of ${size.products} products (${size.groups} variant groups, tags)...`);
  const started = performance.now();
  const menu = await generateMenu(server.url, server.token, { size, concurrency: 4 });
  log(server.engine, `    generated in ${round((performance.now() - started) / 1000)} s`);
  const api = client(server.url, server.token);
  const auth = { authorization: `Bearer ${server.token}` };
  const pricesNow = async () => new Map((await api.call('GET', '/v1/products')).map((p) => [p.id, p.price]));
  const original = await pricesNow();

  // The moment to come back to: strictly before every later entry's `at` (ISO, ms).
  const at = new Date().toISOString();
  while (new Date().toISOString() <= at) await new Promise((r) => setTimeout(r, 1));

  const xlsxRes = await fetch(`${server.url}/v1/menu/export?format=xlsx`, { headers: auth });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await xlsxRes.arrayBuffer()));
  book.worksheets[0].eachRow((row, n) => {
    if (n > 1 && row.getCell(2).value === 'Producto') row.getCell(7).value = Number(row.getCell(7).value) + 1;
  });
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(await book.xlsx.writeBuffer())]), 'menu.xlsx');
  const importStarted = performance.now();
  const imported = await fetch(`${server.url}/v1/menu/import`, { method: 'POST', headers: auth, body: form });
  const importText = await imported.text();
  if (!imported.ok) throw new Error(`import: ${imported.status} ${importText.slice(-300)}`);
  const importMs = performance.now() - importStarted;
  const result = JSON.parse(importText.trim().split('\n').at(-1));
  log(
    server.engine,
    `    every price changed (spreadsheet import: ${result.updated} updated in ${Math.round(importMs)} ms)`,
  );
  const family = menu.families[0];
  const familyProducts = family.categories.reduce((n, c) => n + c.products.length, 0);
  await api.call('DELETE', `/v1/families/${family.id}`);
  log(
    server.engine,
    `    family deleted (${family.categories.length} categories; ${familyProducts} products moved to 'Productos sin clasificar')`,
  );

  const previewStarted = performance.now();
  const previewRes = await fetch(`${server.url}/v1/history/restore?at=${encodeURIComponent(at)}`, { headers: auth });
  const previewText = await previewRes.text();
  const previewMs = performance.now() - previewStarted;
  if (!previewRes.ok) throw new Error(`preview: ${previewRes.status} ${previewText.slice(0, 300)}`);
  const preview = JSON.parse(previewText).info;
  log(
    server.engine,
    `    GET /v1/history/restore: ${Math.round(previewMs)} ms (nuevo ${preview.created.length}, actualizado ${preview.updated.length}, eliminado ${preview.deleted.length}; ${previewText.length} bytes)`,
  );

  const restoreStarted = performance.now();
  const restored = await api.call('POST', '/v1/history/restore', { at });
  const restoreMs = performance.now() - restoreStarted;
  log(
    server.engine,
    `    POST /v1/history/restore: ${Math.round(restoreMs)} ms (created ${restored.created}, updated ${restored.updated}, deleted ${restored.deleted})`,
  );

  const after = await pricesNow();
  const wrong = [...original].filter(([id, price]) => after.get(id) !== price).length;
  if (after.size !== original.size || wrong > 0)
    console.error(
      `[bench:history:${server.engine}] the menu is not back: ${after.size} products (was ${original.size}), ${wrong} prices differ`,
    );
  return {
    products: original.size,
    bulkChange: { updated: result.updated, importMs: Math.round(importMs) },
    familyDeleted: { categories: family.categories.length, productsUnclassified: familyProducts },
    preview: {
      ms: Math.round(previewMs),
      bytes: previewText.length,
      created: preview.created.length,
      updated: preview.updated.length,
      deleted: preview.deleted.length,
    },
    restore: {
      ms: Math.round(restoreMs),
      created: restored.created,
      updated: restored.updated,
      deleted: restored.deleted,
    },
    menuBack: after.size === original.size && wrong === 0,
  };
}

// ---- run ------------------------------------------------------------------------------------

const results = { date: new Date().toISOString(), commit: gitCommit(), node: process.version, engines: {} };
for (const engine of engines) {
  const figures = {};
  if (!args.includes('--restore-only')) {
    const server = await startHistoryApp(engine, 'hwrite');
    try {
      figures.writes = await measureWrites(server);
    } finally {
      await server.stop();
    }
  }
  if (!args.includes('--write-only')) {
    const server = await startHistoryApp(engine, 'hrestore');
    try {
      figures.restore = await measureRestore(server);
    } finally {
      await server.stop();
    }
  }
  results.engines[engine] = figures;
}

console.log('\nHistory of changes');
for (const [engine, f] of Object.entries(results.engines)) {
  if (f.writes) {
    const w = f.writes;
    console.log(
      `  ${engine}: PUT /v1/products/{id} (${w.products} products, ${w.concurrency} clients): ${w.meanOnRps} req/s recording, ${w.meanOffRps} without; ratio ${w.ratio}; ${w.costPerWriteMs} ms per write`,
    );
  }
  if (f.restore) {
    const r = f.restore;
    console.log(
      `  ${engine}: restore of a ${r.products}-product menu (${r.bulkChange.updated} prices changed, a family of ${r.familyDeleted.categories} categories deleted, its ${r.familyDeleted.productsUnclassified} products unclassified): preview ${r.preview.ms} ms, apply ${r.restore.ms} ms${r.menuBack ? '' : ' (THE MENU IS NOT BACK)'}`,
    );
  }
}
const out = path.join(ROOT, 'bench', 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'history.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWritten to bench/results/history.json');
process.exit(process.exitCode ?? 0);
