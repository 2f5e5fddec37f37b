#!/usr/bin/env node
// Post-build step: writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) next to
// every text asset of the built frontends (JS, CSS, HTML, JSON, SVG, TXT of 1 KB or more), so the
// API's static plugin sends them as they are (preCompressed) instead of compressing on each request.
// A copy that would not be smaller is not written (and a stale one is removed); up-to-date copies
// (newer than their file) are kept, so a second run after an unchanged build does almost nothing.
//
//   node scripts/compress-dists.mjs            every app's dist (the shell and the remotes)
//   node scripts/compress-dists.mjs <dir>...   those folders
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What browsers fetch as text; source maps are left out (only devtools read them). */
export const COMPRESSIBLE = /\.(?:m?js|css|html|json|svg|txt)$/i;
/** Below this a compressed copy saves little (the API compresses nothing under 1 KB either). */
export const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield full;
  }
}

async function mtimeOf(file) {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

/** Writes (or refreshes) the .br and .gz copies of one file; returns the bytes written. */
async function compressFile(file) {
  const info = await stat(file);
  const copies = [
    [
      `${file}.br`,
      (body) =>
        brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
    ],
    [`${file}.gz`, (body) => gz(body, { level: 9 })],
  ];
  if (info.size < MIN_BYTES) {
    for (const [copy] of copies) await rm(copy, { force: true });
    return { written: 0, bytes: 0 };
  }
  let body;
  let written = 0;
  let bytes = 0;
  for (const [copy, compress] of copies) {
    const copyTime = await mtimeOf(copy);
    if (copyTime !== null && copyTime >= info.mtimeMs) continue;
    body ??= await readFile(file);
    const out = await compress(body);
    if (out.length >= body.length) {
      await rm(copy, { force: true });
      continue;
    }
    await writeFile(copy, out);
    written++;
    bytes += out.length;
  }
  return { written, bytes };
}

/** Compresses every text asset under `dirs` (two at a time: brotli 11 is CPU-bound). */
export async function compressDists(dirs, { log = () => {} } = {}) {
  let count = 0;
  let bytes = 0;
  for (const dir of dirs) {
    if ((await mtimeOf(dir)) === null) continue;
    const queue = [];
    for await (const file of files(dir)) queue.push(file);
    await Promise.all(
      Array.from({ length: 2 }, async () => {
        for (let file = queue.shift(); file; file = queue.shift()) {
          const r = await compressFile(file);
          count += r.written;
          bytes += r.bytes;
        }
      }),
    );
    log(`${path.relative(process.cwd(), dir) || dir}: done`);
  }
  return { written: count, bytes };
}

/** Every app's dist folder. */
export async function appDists() {
  const { frontendApps } = await import('./lib/product.mjs');
  return frontendApps().map((app) => path.join(app.dir, 'dist'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.length > 2 ? process.argv.slice(2).map((d) => path.resolve(d)) : await appDists();
  const started = Date.now();
  const { written, bytes } = await compressDists(dirs);
  console.log(
    `[compress-dists] ${written} compressed copies written (${(bytes / 1024).toFixed(0)} KB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
