#!/usr/bin/env node
// Metrics cost bench (not a test): `node bench/metrics.mjs` from the repository root.
// Starts the API twice as `npm start` does (temp SQLite, no frontends needed): once with
// METRICS_TOKEN set (every answer timed into the request histogram, the menu cache counted) and
// once without (no metrics kept). One account's public menu page (cached after its first load)
// and GET /healthz are loaded with BENCH_CONCURRENCY keep-alive connections in alternating
// windows of BENCH_SECONDS, on / off / on / off ... (BENCH_ROUNDS each), one server at a time, so
// both see the same machine. Reports requests/s per case and the cost of metrics per request
// (1/rps on - 1/rps off, in microseconds of the busy server), then one scrape of /metrics.
// Writes bench/results/metrics.json. Figures only: nothing fails because it is slow.
//
//   BENCH_SECONDS=3 BENCH_ROUNDS=4 BENCH_CONCURRENCY=16 node bench/metrics.mjs
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ROOT, createAccount, startProduct } from '../e2e/harness.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 4);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 16);
const TOKEN = 'bench-metrics-token';
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
  });
}

/** Requests per second of `url` over `seconds` with CONCURRENCY connections; non-200 answers counted apart. */
async function load(url, seconds = SECONDS) {
  let done = 0;
  let errors = 0;
  const start = performance.now();
  const until = start + seconds * 1000;
  async function worker() {
    while (performance.now() < until) {
      if ((await get(url)) !== 200) errors++;
      done++;
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { rps: done / ((performance.now() - start) / 1000), errors };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function routeKeyOf(server) {
  const account = await createAccount(server, { company: 'La Cantina Bench' });
  const login = await server.api.login(account.email, account.password);
  const branches = await server.api.call('GET', '/v1/sucursales', undefined, login.body.info.access_token);
  return branches.body.info[0].route_key;
}

// The frontends are not needed (the menu page and /healthz are the API's own).
const common = { ALLOW_MISSING_DIST: '1', LOG_LEVEL: 'warn', RENEWAL_INTERVAL_SECONDS: '0' };
const on = await startProduct({ env: { ...common, METRICS_TOKEN: TOKEN } });
const off = await startProduct({ env: common });
let results;
try {
  const servers = { on, off };
  const keys = { on: await routeKeyOf(on), off: await routeKeyOf(off) };
  const targets = {
    menu: (name) => `${servers[name].url}/m/${keys[name]}`,
    healthz: (name) => `${servers[name].url}/healthz`,
  };
  const rps = { menu: { on: [], off: [] }, healthz: { on: [], off: [] } };
  let errors = 0;
  for (const [what, url] of Object.entries(targets)) {
    for (const name of ['on', 'off']) await load(url(name), 1); // warm-up: JIT, the page cache
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which goes first, so neither always follows the other's warm caches.
      for (const name of round % 2 ? ['off', 'on'] : ['on', 'off']) {
        const r = await load(url(name));
        rps[what][name].push(r.rps);
        errors += r.errors;
      }
    }
  }
  const scrape = await fetch(`${on.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  const text = await scrape.text();
  const figures = Object.fromEntries(
    Object.entries(rps).map(([what, r]) => {
      const a = median(r.on);
      const b = median(r.off);
      return [
        what,
        {
          rpsOn: Math.round(a),
          rpsOff: Math.round(b),
          ratio: Number((a / b).toFixed(3)),
          costPerRequestUs: Number(((1 / a - 1 / b) * 1e6).toFixed(1)),
          runsOn: r.on.map(Math.round),
          runsOff: r.off.map(Math.round),
        },
      ];
    }),
  );
  results = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    seconds: SECONDS,
    rounds: ROUNDS,
    concurrency: CONCURRENCY,
    errors,
    figures,
    scrape: {
      status: scrape.status,
      bytes: text.length,
      series: text.split('\n').filter((l) => /^[a-z]/.test(l)).length,
    },
  };
} finally {
  await Promise.all([on.stop(), off.stop()]);
  agent.destroy();
}

console.log(
  `\nMetrics cost (${results.machine.cpus} CPUs, ${results.concurrency} connections, ${ROUNDS} x ${SECONDS} s windows, medians)`,
);
for (const [what, f] of Object.entries(results.figures)) {
  console.log(
    `  ${what.padEnd(8)} on ${String(f.rpsOn).padStart(6)} req/s   off ${String(f.rpsOff).padStart(6)} req/s   on/off ${f.ratio}   cost ${f.costPerRequestUs} µs/request`,
  );
}
console.log(
  `  /metrics scrape: ${results.scrape.status}, ${results.scrape.bytes} bytes, ${results.scrape.series} series; errors ${results.errors}`,
);
const out = path.join(ROOT, 'bench', 'results', 'metrics.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(`Wrote ${path.relative(ROOT, out)}`);
