#!/usr/bin/env node
// Print files bench (not a test): `npm run bench:print` (= `node --import tsx bench/print.mjs [sqlite|postgres]`).
// Builds the API in this process (bench/lib/history-app.mjs: a temp SQLite DATA_DIR, or a
// throw-away PostgreSQL database), generates a 150-dish menu through the real API
// (bench/lib/menu-data.mjs: 3 families, 15 categories, 150 products, 10 variant groups), sets the
// branch's tables to 100, then reports, over HTTP on 127.0.0.1, the median and worst of
// BENCH_RUNS downloads (whole body read; each after a write, so the file is made, not answered
// from the print cache; then the same file again, from the cache: kept_median_ms) and the size of:
//   (a) GET /v1/sucursales/{id}/print/tents.pdf (100 tables: 100 tents, 200 QR codes, 25 Letter sheets);
//   (b) GET /v1/sucursales/{id}/print/poster.pdf (the 150-dish menu on one 35 × 50 cm page);
//   (c) GET /v1/sucursales/{id}/print/menu.pdf (the same menu on Letter pages).
// Prints a table and writes bench/results/print.json. Figures only: nothing fails because it is slow.
//
//   BENCH_RUNS=10 BENCH_TABLES=100 BENCH_PRODUCTS=150 node --import tsx bench/print.mjs sqlite
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../e2e/harness.mjs';
import { startHistoryApp } from './lib/history-app.mjs';
import { gitCommit } from './lib/machine.mjs';
import { client, generateMenu } from './lib/menu-data.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 5));
const TABLES = Number(process.env.BENCH_TABLES || 100);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 150);
const engine = process.argv.includes('postgres') ? 'postgres' : 'sqlite';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pages = (file) => {
  try {
    return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
  } catch {
    return null; // poppler-utils absent: the page count is left out
  }
};

const server = await startHistoryApp(engine, 'print');
const results = [];
try {
  console.log(`[bench:print] Generating a ${PRODUCTS}-dish menu on ${engine}...`);
  await generateMenu(server.url, server.token, {
    size: { families: 3, categories: 15, products: PRODUCTS, groups: 10, tags: 4, images: 0 },
    concurrency: 8,
  });
  const api = client(server.url, server.token);
  const [branch] = await api.call('GET', '/v1/sucursales');
  await api.call('PUT', `/v1/sucursales/${branch.id}`, { tables: TABLES });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'menu-bench-print-'));
  for (const [name, file] of [
    [`tents.pdf (${TABLES} tables, Letter)`, 'tents.pdf'],
    [`poster.pdf (${PRODUCTS} dishes, 35 × 50 cm)`, 'poster.pdf'],
    [`menu.pdf (${PRODUCTS} dishes, Letter)`, 'menu.pdf'],
  ]) {
    const times = [];
    const keptTimes = [];
    let bytes = 0;
    const download = async () => {
      const started = performance.now();
      const res = await fetch(`${server.url}/v1/sucursales/${branch.id}/print/${file}`, {
        headers: { authorization: `Bearer ${server.token}` },
      });
      const body = Buffer.from(await res.arrayBuffer());
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`${file}: ${res.status} ${body.toString()}`);
      bytes = body.length;
      fs.writeFileSync(path.join(dir, file), body);
      return ms;
    };
    for (let i = 0; i < RUNS + 1; i++) {
      // A write first, so the file is made again (the print cache keeps it until the data changes)...
      await api.call('PUT', `/v1/sucursales/${branch.id}`, { name: `Sucursal ${i % 2 ? 'A' : 'B'}` });
      const made = await download();
      // ...then the same file again, answered from the cache.
      const kept = await download();
      if (i > 0) {
        times.push(made); // the first request warms the modules (and a worker) up
        keptTimes.push(kept);
      }
    }
    results.push({
      file: name,
      median_ms: Math.round(median(times)),
      max_ms: Math.round(Math.max(...times)),
      kept_median_ms: Math.round(median(keptTimes)),
      kb: Math.round(bytes / 1024),
      pages: pages(path.join(dir, file)),
    });
  }
  fs.rmSync(dir, { recursive: true, force: true });
} finally {
  await server.stop();
}

console.log(
  `\nPrint files on ${engine}, ${RUNS} runs each (${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version})`,
);
console.table(results);
const out = path.join(ROOT, 'bench', 'results', 'print.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  `${JSON.stringify({ engine, runs: RUNS, commit: gitCommit(), node: process.version, cpu: os.cpus()[0]?.model, results }, null, 2)}\n`,
);
console.log(`Wrote ${path.relative(ROOT, out)}`);
