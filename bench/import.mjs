#!/usr/bin/env node
// Spreadsheet import/export bench (not a test): `node bench/import.mjs` or `npm run bench -- import`.
// Starts the API as `npm start` does (a temp SQLite DATA_DIR; no browser, no build needed),
// generates the large menu of bench/lib/menu-data.mjs (2,000 products, 300 variant groups
// with their variants, tags; no photos) through the real API, then times, once each:
//   (a) GET /v1/menu/export as .xlsx and as CSV;
//   (b) the same .xlsx imported back: preview, then apply (nothing to change);
//   (c) every product price changed in the .xlsx (a spreadsheet library, as a user's spreadsheet would):
//       preview, then apply (2,000 updates in one transaction, progress streamed);
//   (d) a fresh account importing the CSV with its keys blanked: preview, then apply
//       (creates the families, categories, tags, groups, 2,000 products and the variants).
// Prints a table and writes bench/results/import.json. Figures only: nothing fails because it is slow.
//
//   node bench/import.mjs
//   BENCH_PRODUCTS=500 node bench/import.mjs     a smaller menu
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import * as ExcelJS from '@cj-tech-master/excelts';
import { ROOT, createAccount, startProduct } from '../e2e/harness.mjs';
import { DEFAULT_SIZE, generateMenu } from './lib/menu-data.mjs';

const size = { ...DEFAULT_SIZE, products: Number(process.env.BENCH_PRODUCTS || DEFAULT_SIZE.products), images: 0 };
const server = await startProduct({ env: { ALLOW_MISSING_DIST: '1' } });
const results = {};
const seconds = (ms) => Math.round(ms) / 1000;

async function timed(label, fn) {
  const started = performance.now();
  const value = await fn();
  results[label] = seconds(performance.now() - started);
  console.log(`[bench:import] ${label}: ${results[label]} s`);
  return value;
}

const tokenOf = async (account) => (await server.api.login(account.email, account.password)).body.info.access_token;
const form = (file, name) => {
  const body = new FormData();
  body.append('file', new Blob([file]), name);
  return body;
};
async function preview(token, file, name) {
  const res = await fetch(`${server.url}/v1/menu/import/preview`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form(file, name),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`preview: ${res.status} ${JSON.stringify(body)}`);
  return body.info;
}
async function apply(token, file, name) {
  const res = await fetch(`${server.url}/v1/menu/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form(file, name),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`apply: ${res.status} ${text}`);
  const lines = text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const last = lines.at(-1);
  if (last.type !== 'result') throw new Error(`apply: ${text.slice(-500)}`);
  return { ...last, progressLines: lines.filter((l) => l.type === 'progress').length };
}

try {
  const owner = await createAccount(server);
  const token = await tokenOf(owner);
  console.log(`[bench:import] Generating the menu (${size.products} products)...`);
  await generateMenu(server.url, token, { size, concurrency: 8 });

  const exportAs = async (format) => {
    const res = await fetch(`${server.url}/v1/menu/export?format=${format}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`export ${format}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  };
  const xlsx = await timed('export .xlsx', () => exportAs('xlsx'));
  const csv = await timed('export CSV', () => exportAs('csv'));
  results.rows = (await preview(token, xlsx, 'menu.xlsx')).rows;
  results['file bytes (.xlsx / CSV)'] = `${xlsx.length} / ${csv.length}`;

  const same = await timed('preview, same .xlsx', () => preview(token, xlsx, 'menu.xlsx'));
  results['preview, same .xlsx: updates'] = same.summary.updated;
  await timed('apply, same .xlsx (no change)', () => apply(token, xlsx, 'menu.xlsx'));

  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx);
  const sheet = book.worksheets[0];
  sheet.eachRow((row, n) => {
    if (n > 1 && row.getCell(2).value === 'Producto') row.getCell(7).value = Number(row.getCell(7).value) + 1;
  });
  const edited = Buffer.from(await book.xlsx.writeBuffer());
  const changed = await timed('preview, every product price changed', () => preview(token, edited, 'menu.xlsx'));
  results['preview: updates listed'] = changed.summary.updated;
  const updated = await timed('apply, every product price changed', () => apply(token, edited, 'menu.xlsx'));
  results['apply: updated / progress lines'] = `${updated.updated} / ${updated.progressLines}`;

  // A fresh account: the CSV without keys creates the whole menu.
  const csvBook = new ExcelJS.Workbook();
  const csvSheet = await csvBook.csv.read(Readable.from([csv.toString('utf8').replace(/^\ufeff/, '')]), {
    map: (v) => v,
  });
  csvSheet.eachRow((row, n) => {
    if (n > 1) row.getCell(1).value = '';
  });
  const fresh = Buffer.from(await csvBook.csv.writeBuffer());
  const other = await tokenOf(await createAccount(server));
  const creating = await timed('preview, new account, CSV without keys', () => preview(other, fresh, 'menu.csv'));
  results['preview: creates listed'] = creating.summary.created;
  const created = await timed('apply, new account, CSV without keys', () => apply(other, fresh, 'menu.csv'));
  results['apply: created'] = created.created;
} finally {
  await server.stop();
}

console.table(results);
const out = path.join(ROOT, 'bench', 'results');
mkdirSync(out, { recursive: true });
writeFileSync(
  path.join(out, 'import.json'),
  `${JSON.stringify({ at: new Date().toISOString(), size, results }, null, 2)}\n`,
);
