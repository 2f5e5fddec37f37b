#!/usr/bin/env node
// Public menu in several languages (not a test): `node bench/public-menu-languages.mjs` from the
// repository root. Starts the API as `npm start` does (temp SQLite), builds the public menu
// bench's 150-dish menu (bench/lib/public-menu-data.mjs), then measures it
//   (1) in Spanish only, and
//   (2) translated whole into English and French (bench/lib/public-menu-translate.mjs), each
//       language requested by ?lang=:
// the bytes of each language's page (raw and gzip as sent) and of its JSON, and the time of a
// page after a write (load + translate + render + gzip: a rebuild, which each language pays for
// itself once per write) and of a cached answer, as medians over BENCH_ROUNDS writes.
// Writes bench/results/public-menu-languages.json. Figures only: nothing fails because it is slow.
//
//   BENCH_ROUNDS=20 node bench/public-menu-languages.mjs
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startProduct } from '../e2e/harness.mjs';
import { buildMenu } from './lib/public-menu-data.mjs';
import { translateMenu } from './lib/public-menu-translate.mjs';
import { productionEnv } from './lib/production-env.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS || 20);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

// A static root with an empty shell (the SPA fallback needs index.html): the panel is not measured.
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
  const pageUrl = (lang) => `${server.menuUrl}/m/${key}?lang=${lang}`;
  const jsonUrl = (lang) => `${server.menuUrl}/v1/public/menus/${key}?lang=${lang}`;
  const someProduct = (await server.api.call('GET', '/v1/products', undefined, token)).body.info[0];
  let price = 100;

  /** Bytes and rebuild/cached medians of each language, the languages built one after the other after each write. */
  async function measure(languages) {
    const bytes = {};
    for (const lang of languages) {
      const identity = await get(pageUrl(lang));
      const gz = await get(pageUrl(lang), { 'accept-encoding': 'gzip' });
      const html = identity.body.toString('utf8');
      if (!html.startsWith(`<!doctype html><html lang="${lang}">`)) throw new Error(`not a ${lang} page`);
      bytes[lang] = {
        html: identity.body.length,
        htmlGzipSent: gz.body.length,
        jsonGzipSent: (await get(jsonUrl(lang), { 'accept-encoding': 'gzip' })).body.length,
        alternates: (html.match(/<link rel="alternate"/g) ?? []).length,
      };
    }
    const rebuild = Object.fromEntries(languages.map((l) => [l, []]));
    const cached = Object.fromEntries(languages.map((l) => [l, []]));
    const allLanguages = [];
    for (let i = 0; i < ROUNDS; i++) {
      await server.api.call('PUT', `/v1/products/${someProduct.id}`, { price: price++ }, token);
      const start = performance.now();
      for (const lang of languages) {
        const t0 = performance.now();
        await get(pageUrl(lang), { 'accept-encoding': 'gzip' });
        rebuild[lang].push(performance.now() - t0);
      }
      allLanguages.push(performance.now() - start);
      for (const lang of languages) {
        const t0 = performance.now();
        await get(pageUrl(lang), { 'accept-encoding': 'gzip' });
        cached[lang].push(performance.now() - t0);
      }
    }
    return {
      languages,
      bytes,
      rebuildMedianMs: Object.fromEntries(languages.map((l) => [l, median(rebuild[l])])),
      cachedMedianMs: Object.fromEntries(languages.map((l) => [l, median(cached[l])])),
      everyLanguageAfterAWriteMedianMs: median(allLanguages),
    };
  }

  const one = await measure(['es']);
  const puts = await translateMenu(server, token);
  const three = await measure(['es', 'en', 'fr']);
  results = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: os.loadavg().map((n) => round(n, 2)),
    rounds: ROUNDS,
    products: 150,
    translationPuts: puts,
    oneLanguage: one,
    threeLanguages: three,
  };
} finally {
  await server.stop();
}

print(results);
const outDir = path.join(ROOT, 'bench', 'results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'public-menu-languages.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWritten to bench/results/public-menu-languages.json');

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
    const req = http.get(url, { agent, headers: { 'user-agent': 'menu-bench', ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function print(r) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`\nPublic menu, ${r.products} dishes, ${r.rounds} writes (load average ${r.loadAverage.join(' ')})`);
  for (const [label, m] of [
    ['1 language', r.oneLanguage],
    ['3 languages', r.threeLanguages],
  ]) {
    console.log(`  ${label}:`);
    for (const lang of m.languages)
      console.log(
        `    ${lang}: HTML ${kb(m.bytes[lang].html)} raw, ${kb(m.bytes[lang].htmlGzipSent)} gzip; JSON ${kb(m.bytes[lang].jsonGzipSent)} gzip; ` +
          `rebuild ${m.rebuildMedianMs[lang]} ms, cached ${m.cachedMedianMs[lang]} ms (medians)`,
      );
    console.log(`    every language after a write: ${m.everyLanguageAfterAWriteMedianMs} ms (median)`);
  }
}
