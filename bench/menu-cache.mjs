#!/usr/bin/env node
// Public-menu cache bench (not a test): `npm run bench:menu-cache` (also `npm run bench -- menu-cache`) or
// `node --import tsx bench/menu-cache.mjs [sqlite] [postgres]`.
// Builds the API in this process (bench/lib/history-app.mjs: a temp SQLite DATA_DIR, or a throw-away
// PostgreSQL database) and, on each engine (both unless one is named):
//   - signs up BENCH_RESTAURANTS restaurants (default 1,000), each with its first branch and a small
//     menu (a family, a category, BENCH_DISHES dishes), plus BENCH_WRITERS other accounts (default 20);
//   - reads every restaurant's public menu once (the cache is warm), then for BENCH_SECONDS reads the
//     restaurants' menus (GET /m/<key>, a phone's User-Agent: each is a counted view, so the views
//     counter flushes as it does in production) at a steady BENCH_READS_PER_SECOND (default 100),
//     round robin, while the writer accounts change a dish's price BENCH_WRITES_PER_SECOND times a
//     second in all (default 20, PUT /v1/products/{id}), each through HTTP on 127.0.0.1;
//   - reports the public-menu cache hit ratio of those reads (the page cache's own hit/miss count,
//     metrics.pageCache), the reads' median and p95 latency, and the writes done.
// Issue 41: before the per-account change marker, any write by any account (and every flush of the
// views counter) emptied every restaurant's page cache; the target is a hit ratio >= 99 %.
// Prints a table and writes bench/results/menu-cache.json. Figures only: nothing fails because it is slow.
//
//   BENCH_SECONDS=20 BENCH_RESTAURANTS=1000 node --import tsx bench/menu-cache.mjs sqlite
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ROOT } from '../e2e/harness.mjs';
import { enginesFrom, startHistoryApp } from './lib/history-app.mjs';
import { gitCommit } from './lib/machine.mjs';
import { client, pool } from './lib/menu-data.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const RESTAURANTS = Number(process.env.BENCH_RESTAURANTS || 1000);
const WRITERS = Number(process.env.BENCH_WRITERS || 20);
const DISHES = Number(process.env.BENCH_DISHES || 3);
const READS_PER_SECOND = Number(process.env.BENCH_READS_PER_SECOND || 100);
const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES_PER_SECOND || 20);
// 1,020 sign-ups from one address: the sign-up and login throttles are for people, not for the bench
// (startHistoryApp reads them from process.env).
for (const name of ['LOGIN_ACCOUNT', 'LOGIN_IP', 'LOGIN_ANY_IP', 'SIGNUP_ACCOUNT', 'SIGNUP_IP', 'VERIFY_MAILBOX'])
  process.env[`RATE_LIMIT_${name}`] = '100000';

const engines = enginesFrom(process.argv.slice(2));
const log = (engine, text) => console.log(`[bench:menu-cache:${engine}] ${text}`);
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** One request over a keep-alive agent; resolves with the status once the body is read. */
function request(agent, port, method, pathname, { token, body, userAgent } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(userAgent ? { 'user-agent': userAgent } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A verified, logged-in account with its first branch and a small menu: { token, routeKey, products }. */
async function restaurant(server, n, dishes) {
  const email = `cache-${n}-${Date.now()}@example.com`;
  const post = (url, payload) => server.app.inject({ method: 'POST', url, payload });
  const signup = await post('/auth/signup', {
    email,
    password: 'secreto123',
    company: `Casa ${n}`,
    business_kind: 'Bar',
  });
  if (signup.statusCode >= 300) throw new Error(`signup: ${signup.statusCode} ${signup.body}`);
  const id = signup.json().info.id;
  await server.db.updateTable('accounts').set({ verified_at: new Date().toISOString() }).where('id', '=', id).execute();
  // The first login makes the account's first branch (auth/first-branch.ts).
  const login = await post('/auth/login', { username: email, password: 'secreto123' });
  const token = login.json().info.access_token;
  const api = client(server.url, token);
  const family = await api.call('POST', '/v1/families', { name: 'Carta', position: 0 });
  const category = await api.call('POST', `/v1/families/${family.id}/categories`, { name: 'Platos', position: 0 });
  const products = [];
  for (let d = 0; d < dishes; d++) {
    const made = await api.call('POST', `/v1/categories/${category.id}/products`, {
      name: `Plato ${d + 1} de la casa ${n}`,
      price: 40 + d,
      description: 'Hecho en casa con lo del día.',
      position: d,
    });
    products.push(made.id);
  }
  const [branch] = await api.call('GET', '/v1/sucursales');
  return { token, routeKey: branch.route_key, products };
}

/** Counts the page cache's hits and misses from now on (the app's own count, metrics.pageCache). */
function countPageCache(app) {
  const metrics = app.ctx.metrics;
  const original = metrics.pageCache.bind(metrics);
  const counts = { hits: 0, misses: 0 };
  metrics.pageCache = (hit) => {
    if (hit) counts.hits++;
    else counts.misses++;
    original(hit);
  };
  return {
    reset() {
      counts.hits = 0;
      counts.misses = 0;
    },
    counts: () => ({ ...counts }),
  };
}

/** Runs `fire` `perSecond` times a second for `seconds`, paced on the clock; resolves when all have ended. */
async function steady(perSecond, seconds, fire) {
  const started = performance.now();
  const total = Math.round(perSecond * seconds);
  const pending = [];
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * perSecond) + 1);
    for (; sent < due; sent++) pending.push(fire(sent));
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Promise.all(pending);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function runEngine(engine) {
  log(engine, 'starting the API...');
  const server = await startHistoryApp(engine, 'cache');
  try {
    const { port } = new URL(server.url);
    const started = performance.now();
    log(engine, `${RESTAURANTS} restaurants and ${WRITERS} writer accounts...`);
    const numbers = [...Array(RESTAURANTS + WRITERS).keys()];
    const made = await pool(numbers, 8, (n) => restaurant(server, n, n < RESTAURANTS ? DISHES : 3));
    const readers = made.slice(0, RESTAURANTS);
    const writers = made.slice(RESTAURANTS);
    log(engine, `made in ${Math.round((performance.now() - started) / 1000)} s`);

    const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
    const cache = countPageCache(server.app);
    log(engine, 'warming: every menu read once');
    await pool(readers, 16, async (r) => {
      const status = await request(agent, port, 'GET', `/m/${r.routeKey}`, { userAgent: PHONE });
      if (status !== 200) throw new Error(`GET /m/${r.routeKey}: ${status}`);
    });
    cache.reset();

    log(engine, `${SECONDS} s: ${READS_PER_SECOND} menu reads/s while writers change prices ${WRITES_PER_SECOND}/s`);
    const latencies = [];
    let readErrors = 0;
    let writeErrors = 0;
    const reads = steady(READS_PER_SECOND, SECONDS, async (n) => {
      const r = readers[n % readers.length];
      const t0 = performance.now();
      const status = await request(agent, port, 'GET', `/m/${r.routeKey}`, { userAgent: PHONE });
      latencies.push(performance.now() - t0);
      if (status !== 200) readErrors++;
    });
    const writes = steady(WRITES_PER_SECOND, SECONDS, async (n) => {
      const w = writers[n % writers.length];
      const product = w.products[Math.floor(n / writers.length) % w.products.length];
      const status = await request(agent, port, 'PUT', `/v1/products/${product}`, {
        token: w.token,
        body: { price: 10 + (n % 997) * 0.5 },
      });
      if (status !== 200) writeErrors++;
    });
    await Promise.all([reads, writes]);
    agent.destroy();
    const { hits, misses } = cache.counts();
    latencies.sort((a, b) => a - b);
    return {
      restaurants: RESTAURANTS,
      writers: WRITERS,
      seconds: SECONDS,
      readsPerSecond: READS_PER_SECOND,
      writesPerSecond: WRITES_PER_SECOND,
      reads: latencies.length,
      readErrors,
      writes: Math.round(WRITES_PER_SECOND * SECONDS),
      writeErrors,
      hits,
      misses,
      hitRatioPercent: Math.round((hits / Math.max(1, hits + misses)) * 1000) / 10,
      readMedianMs: Math.round(percentile(latencies, 50) * 10) / 10,
      readP95Ms: Math.round(percentile(latencies, 95) * 10) / 10,
    };
  } finally {
    await server.stop();
  }
}

const results = { date: new Date().toISOString(), commit: gitCommit(), node: process.version, engines: {} };
for (const engine of engines) {
  const figures = await runEngine(engine);
  results.engines[engine] = figures;
  log(engine, JSON.stringify(figures));
}

console.log('\nPublic-menu cache while other accounts write');
console.log('engine    reads  hits   misses  hit ratio  median ms  p95 ms  write errors');
for (const [engine, f] of Object.entries(results.engines)) {
  console.log(
    `${engine.padEnd(9)} ${String(f.reads).padEnd(6)} ${String(f.hits).padEnd(6)} ${String(f.misses).padEnd(7)} ${`${f.hitRatioPercent} %`.padEnd(10)} ${String(f.readMedianMs).padEnd(10)} ${String(f.readP95Ms).padEnd(7)} ${f.writeErrors}`,
  );
}
const out = path.join(ROOT, 'bench', 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'menu-cache.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWritten to bench/results/menu-cache.json');
