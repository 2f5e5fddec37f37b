#!/usr/bin/env node
// Image upload memory bench (not a test): `node bench/images.mjs` or `npm run bench -- images`.
// For each case, a fresh API started as `npm start` does (a temp SQLite DATA_DIR; no browser,
// no build needed), 16 products, then 16 concurrent uploads of one image to
// POST /v1/products/{id}/attachment (the real multipart path: content check, 800 + 400 px WebP):
//   png-40mp        8000 x 5000 RGB PNG of 9.5 MB (near the 10 MB limit: the worst 40 MP upload)
//   png-40mp-small  the same size of picture in a 2.3 MB PNG (gradients only): less upload bytes held
//   jpeg-40mp       8000 x 5000 JPEG of 9 MB
//   png-100mp       10000 x 10000 PNG of 5.5 MB: refused from its header (413 IMAGE_TOO_LARGE)
// The server's memory is read from /proc/<pid>/status: "baseline" is VmRSS just before the burst
// (after a warm-up upload, so the libraries are loaded), "peak" is VmHWM after it (its high-water
// mark, reset just before the burst by writing 5 to /proc/<pid>/clear_refs; Linux only), and the
// increase is their difference. Prints a table and writes bench/results/images.json. Figures only:
// nothing here fails because it is slow or large.
//
//   node bench/images.mjs
//   BENCH_IMAGE_UPLOADS=8 node bench/images.mjs     fewer concurrent uploads
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT, createAccount, startProduct } from '../e2e/harness.mjs';

const UPLOADS = Number(process.env.BENCH_IMAGE_UPLOADS || 16);
const MB = 1024 * 1024;

/**
 * A width x height RGB picture: gradients, plus seeded noise (`noise`: the mask of the noise
 * bits) over the top `band` of the rows, so that a file can be made near the 10 MB upload limit
 * (the largest upload the server takes, whose bytes it holds while it works).
 */
async function picture(width, height, format, { noise = 0, band = 0 } = {}) {
  const channels = 3;
  const raw = Buffer.alloc(width * height * channels);
  let seed = 1;
  for (let y = 0; y < height; y++) {
    const noisy = y < band * height;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const n = noisy ? (seed >> 16) & noise : 0;
      raw[i] = ((x * 255) / width + n) & 0xff;
      raw[i + 1] = ((y * 255) / height + n) & 0xff;
      raw[i + 2] = (((x + y) >> 6) + n) & 0xff;
    }
  }
  const image = sharp(raw, { raw: { width, height, channels } });
  return format === 'png' ? image.png({ compressionLevel: 9 }).toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

/** VmRSS and VmHWM of a process, in bytes. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))[1]) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

function upload(server, token, productId, file, name) {
  const body = new FormData();
  body.append('image', new Blob([file]), name);
  return fetch(`${server.url}/v1/products/${productId}/attachment`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  }).then(async (res) => ({ status: res.status, body: await res.json() }));
}

async function measure(label, file, name) {
  const server = await startProduct({ env: { ALLOW_MISSING_DIST: '1', LOG_LEVEL: 'warn' } });
  try {
    const owner = await createAccount(server);
    const token = (await server.api.login(owner.email, owner.password)).body.info.access_token;
    const created = async (url, payload) => (await server.api.call('POST', url, payload, token)).body.info.id;
    const family = await created('/v1/families', { name: 'Bench' });
    const category = await created(`/v1/families/${family}/categories`, { name: 'Fotos' });
    const products = [];
    for (let i = 0; i <= UPLOADS; i++)
      products.push(await created(`/v1/categories/${category}/products`, { name: `Plato ${i}`, price: 100 }));
    // Warm-up: one small upload loads sharp, libvips and the encoders, as on any server that has served one.
    const warm = await upload(server, token, products[UPLOADS], await picture(640, 480, 'jpeg'), 'warm.jpg');
    if (warm.status !== 200) throw new Error(`warm-up upload: ${warm.status} ${JSON.stringify(warm.body)}`);

    writeFileSync(`/proc/${server.pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
    const before = memoryOf(server.pid);
    let sampledPeak = before.rss;
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, memoryOf(server.pid).rss);
    }, 10);
    const started = performance.now();
    const answers = await Promise.all(
      products.slice(0, UPLOADS).map((id, i) => upload(server, token, id, file, `${i}-${name}`)),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = memoryOf(server.pid);
    const statuses = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    return {
      label,
      fileMB: round(file.length / MB, 2),
      uploads: UPLOADS,
      statuses,
      seconds: round(seconds, 2),
      baselineRssMB: round(before.rss / MB),
      peakRssMB: round(after.hwm / MB),
      increaseMB: round((after.hwm - before.rss) / MB),
      sampledPeakRssMB: round(sampledPeak / MB),
      rssAfterMB: round(after.rss / MB),
    };
  } finally {
    await server.stop();
  }
}

const round = (n, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

const cases = [
  ['png-40mp', await picture(8000, 5000, 'png', { noise: 1, band: 0.5 }), 'foto.png'],
  ['png-40mp-small', await picture(8000, 5000, 'png'), 'degradado.png'],
  ['jpeg-40mp', await picture(8000, 5000, 'jpeg', { noise: 31, band: 0.6 }), 'foto.jpg'],
  ['png-100mp', await picture(10000, 10000, 'png'), 'enorme.png'],
];
const results = [];
for (const [label, file, name] of cases) {
  const r = await measure(label, file, name);
  results.push(r);
  console.log(`[bench:images] ${label}: ${JSON.stringify(r)}`);
}

const machine = {
  cpu: os.cpus()[0]?.model,
  cores: os.availableParallelism(),
  memoryGB: round(os.totalmem() / 1024 ** 3, 1),
  node: process.version,
  sharp: sharp.versions.sharp,
  libvips: sharp.versions.vips,
  loadAverageAtEnd: os.loadavg().map((l) => round(l, 2)),
};
console.log(
  '\nImage uploads: %d concurrent, one fresh server per case (%s, %d cores, %s GB, Node %s, libvips %s)',
  UPLOADS,
  machine.cpu,
  machine.cores,
  machine.memoryGB,
  machine.node,
  machine.libvips,
);
console.table(
  results.map((r) => ({
    case: r.label,
    'file MB': r.fileMB,
    answers: Object.entries(r.statuses)
      .map(([s, n]) => `${n} x ${s}`)
      .join(', '),
    s: r.seconds,
    'baseline RSS MB': r.baselineRssMB,
    'peak RSS MB': r.peakRssMB,
    '+MB': r.increaseMB,
  })),
);
const out = path.join(ROOT, 'bench', 'results');
mkdirSync(out, { recursive: true });
writeFileSync(
  path.join(out, 'images.json'),
  `${JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2)}\n`,
);
console.log(`Wrote ${path.relative(ROOT, path.join(out, 'images.json'))}`);
