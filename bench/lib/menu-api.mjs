// The menu bench's server-side measures (bench/menu.mjs (c) and the API half of (e)), all on
// 127.0.0.1 with node:http: GET /v1/products latency and size, its requests per second against
// the same bytes as a static file (and the server's CPU per request), a shell asset from its
// pre-compressed copy against compression per request, and PUT /v1/templates/{id} of 200 rows.
import http from 'node:http';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../e2e/harness.mjs';
import { API_REQUESTS, CONCURRENCY, TEMPLATE_SAVES, THROUGHPUT_REQUESTS, TICK_MS } from './menu-options.mjs';
import { median, percentile, round } from './menu-stats.mjs';

/** GET /v1/products on 127.0.0.1 with one keep-alive connection: latency, and the JSON's size. */
export async function measureApi(baseUrl, token) {
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
export async function measureThroughput(server, token) {
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

/** Two price sets for the same rows, so that each save really changes them (never a base price: bases are 25-205). */
function templateRows(productIds, set) {
  return productIds.map((product_id, k) => ({
    product_id,
    price: set === 0 ? 300 + k * 0.5 : 310.25 + k * 0.5,
    enabled: set === 0 ? k % 10 !== 0 : true,
  }));
}

/** PUT /v1/templates/{id} with one row per product of `productIds` on one keep-alive connection, alternating two price sets. */
export async function measureTemplateSaveApi(server, token, templateId, productIds) {
  const baseUrl = server.url;
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
