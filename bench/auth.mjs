#!/usr/bin/env node
// Cost of the per-request login check (not a test): `node --import tsx bench/auth.mjs` from the root.
// Builds the API in this process (temp SQLite, or DATABASE_URL), logs an account in, and measures
// requests/second of GET /v1/profiles/me over HTTP on 127.0.0.1 with the login check (every
// authenticated request looks its login up by primary key, joined to its person, so a revoked
// login, a suspended member or a changed role applies at once) and with the check replaced by a
// constant answer, alternating rounds, then prints both and their ratio.
// Writes bench/results/auth.json. Figures only: nothing fails because it is slow.
//
//   BENCH_SECONDS=3 BENCH_ROUNDS=2 BENCH_CONCURRENCY=16 node --import tsx bench/auth.mjs
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../api/src/app.ts';
import { loadConfig } from '../api/src/config.ts';
import { ROOT } from '../e2e/harness.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 3);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 2));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 16);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'menu-bench-auth-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  SCRYPT_COST: '1024',
});
const { prepareDatabase } = await import('../api/src/data/prepare.ts');
const { createDb } = await import('../api/src/db/connection.ts');
const db = createDb(config);
await prepareDatabase(db);
const app = await buildApp(config, { db });
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address();

const email = `bench-${Date.now()}@example.com`;
const signup = await app.inject({
  method: 'POST',
  url: '/auth/signup',
  payload: { email, password: 'secreto123', company: 'Bench', business_kind: 'Bar' },
});
await db
  .updateTable('accounts')
  .set({ verified_at: new Date().toISOString() })
  .where('id', '=', signup.json().info.id)
  .execute();
const { access_token: token } = (
  await app.inject({ method: 'POST', url: '/auth/login', payload: { username: email, password: 'secreto123' } })
).json().info;

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const get = () =>
  new Promise((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port, path: '/v1/profiles/me', agent, headers: { authorization: `Bearer ${token}` } },
        (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`status ${res.statusCode}`))));
        },
      )
      .on('error', reject);
  });

/** Requests/second of GET /v1/profiles/me with CONCURRENCY clients for SECONDS. */
async function rps() {
  const end = Date.now() + SECONDS * 1000;
  let done = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        await get();
        done++;
      }
    }),
  );
  return done / ((Date.now() - started) / 1000);
}

const check = app.ctx.logins;
const person = await check.person(JSON.parse(Buffer.from(token.split('.')[1], 'base64url')).fam, signup.json().info.id);
const noCheck = { person: async () => person };
await rps(); // warm-up
const withCheck = [];
const withoutCheck = [];
for (let i = 0; i < ROUNDS; i++) {
  app.ctx.logins = check;
  withCheck.push(await rps());
  app.ctx.logins = noCheck;
  withoutCheck.push(await rps());
}
app.ctx.logins = check;
await app.close();
await db.destroy();
agent.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const results = {
  date: new Date().toISOString(),
  database: config.databaseUrl ? 'postgres' : 'sqlite',
  seconds: SECONDS,
  rounds: ROUNDS,
  concurrency: CONCURRENCY,
  withCheckRps: Math.round(mean(withCheck)),
  withoutCheckRps: Math.round(mean(withoutCheck)),
};
results.ratio = Number((results.withCheckRps / results.withoutCheckRps).toFixed(3));
results.costPerRequestUs = Math.round((1e6 / results.withCheckRps - 1e6 / results.withoutCheckRps) * 10) / 10;
console.log(
  `GET /v1/profiles/me (${results.database}, ${CONCURRENCY} clients): ${results.withCheckRps} req/s with the login check, ${results.withoutCheckRps} without; ratio ${results.ratio}; ${results.costPerRequestUs} µs per request`,
);
fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench', 'results', 'auth.json'), `${JSON.stringify(results, null, 2)}\n`);
