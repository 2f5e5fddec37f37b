#!/usr/bin/env node
// Requests/second through nginx with one and with two API instances, in the same run (not a test):
//   node bench/instances.mjs            from the repository root; needs Debian nginx and PostgreSQL
// Makes a throw-away database (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres as
// the admin connection), starts two api/src/main.ts processes on it (NODE_ENV=test, outbox mail)
// and two nginx processes (the proxy settings of deploy/nginx.conf, plain HTTP): one with one
// instance upstream, one with both. Then, for each route, alternating BENCH_ROUNDS times between the
// two proxies, BENCH_SECONDS of BENCH_CONCURRENCY keep-alive clients; prints the median req/s.
// Figures only: the load generator, nginx and the instances share this machine's cores.
//   BENCH_SECONDS=5 BENCH_CONCURRENCY=32 BENCH_ROUNDS=3 node bench/instances.mjs
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../scripts/lib/product.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
if (!NGINX) {
  console.error('nginx not found: apt-get install nginx');
  process.exit(1);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'menu-bench-instances-'));
const children = [];
const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: adminUrl });
const dbName = `menu_bench_${process.pid}`;

async function cleanup() {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  await admin.end().catch(() => {});
  fs.rmSync(tmp, { recursive: true, force: true });
}

function request(base, { method = 'GET', path: p, token, body, agent }) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(p, base),
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let json;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode, text, json });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function instance(n, env) {
  const dataDir = path.join(tmp, `api${n}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
  });
  children.push(child);
  let out = '';
  child.stderr.on('data', (d) => {
    out += d;
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/listening on (http:\/\/\S+);/);
      if (m) resolve({ base: m[1], dataDir });
    });
    child.on('exit', (code) => reject(new Error(`instance ${n} exited (${code}): ${out}`)));
  });
}

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function proxy(name, instances) {
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir);
  const port = await freePort();
  const servers = instances.map((i) => `server ${new URL(i.base).host};`).join(' ');
  const conf = `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http { access_log off; client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream menu_api { ${servers} keepalive 64; }
  server { listen 127.0.0.1:${port};
    location / { proxy_pass http://menu_api; proxy_http_version 1.1; proxy_set_header Connection "";
      proxy_set_header Host $host; proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme; proxy_set_header X-Forwarded-Host $host; } } }`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: 'inherit',
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await request(base, { path: '/v1/families' });
      return base;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`nginx ${name} did not answer`);
}

/** CONCURRENCY clients for SECONDS on one URL; answers other than 200 are counted apart. */
async function load(base, p, token) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const end = Date.now() + SECONDS * 1000;
  let ok = 0;
  let other = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        const res = await request(base, { path: p, token, agent });
        if (res.status === 200) ok++;
        else other++;
      }
    }),
  );
  agent.destroy();
  return { rps: ok / ((Date.now() - started) / 1000), other };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const env = {
    DATABASE_URL: url.toString(),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-instances-secret-0123456789abcdefgh',
    TRUST_PROXY: '1',
    SCRYPT_COST: '1024',
  };
  const a = await instance(1, env); // first: it migrates the empty database
  const b = await instance(2, env);
  const one = await proxy('one', [a]);
  const two = await proxy('two', [a, b]);

  // An owner with a small menu, through the API.
  const email = `bench-${Date.now()}@example.com`;
  await request(a.base, {
    method: 'POST',
    path: '/auth/signup',
    body: { email, password: 'secreto123', company: 'La Cantina', business_kind: 'Bar' },
  });
  const outbox = path.join(a.dataDir, 'outbox');
  let link;
  for (let i = 0; i < 200 && !link; i++) {
    const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    link = mails
      .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')))
      .find((m) => m.to === email)?.link;
    if (!link) await new Promise((r) => setTimeout(r, 50));
  }
  await request(a.base, {
    method: 'PUT',
    path: '/auth/verify-email',
    body: { token: new URL(link).searchParams.get('token') },
  });
  const login = await request(a.base, {
    method: 'POST',
    path: '/auth/login',
    body: { username: email, password: 'secreto123' },
  });
  const token = login.json.info.access_token;
  const family = await request(a.base, { method: 'POST', path: '/v1/families', token, body: { name: 'Comidas' } });
  const category = await request(a.base, {
    method: 'POST',
    path: `/v1/families/${family.json.info.id}/categories`,
    token,
    body: { name: 'Tacos' },
  });
  for (let n = 1; n <= 20; n++)
    await request(a.base, {
      method: 'POST',
      path: `/v1/categories/${category.json.info.id}/products`,
      token,
      body: { name: `Taco ${n}`, price: 20 + n },
    });
  const key = (await request(a.base, { path: '/v1/sucursales', token })).json.info[0].route_key;

  const routes = [
    { name: 'GET /v1/products (panel list, token)', path: '/v1/products', token },
    { name: `GET /m/<key> (public menu, 20 dishes)`, path: `/m/${key}` },
  ];
  const rows = [];
  for (const route of routes) {
    const figures = { one: [], two: [] };
    let other = 0;
    await load(one, route.path, route.token); // warm-up (caches, JIT) on both instances
    await load(two, route.path, route.token);
    for (let r = 0; r < ROUNDS; r++) {
      for (const [label, base] of [
        ['one', one],
        ['two', two],
      ]) {
        const res = await load(base, route.path, route.token);
        figures[label].push(res.rps);
        other += res.other;
      }
    }
    rows.push({ route: route.name, one: median(figures.one), two: median(figures.two), other });
  }
  console.log(
    `\n${os.cpus().length} CPUs (${os.cpus()[0]?.model}), Node ${process.version}; ${CONCURRENCY} clients, ` +
      `${SECONDS} s x ${ROUNDS} rounds, median req/s through nginx:`,
  );
  console.log('| route | 1 instance | 2 instances | ratio |\n| --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| ${r.route} | ${r.one.toFixed(0)} | ${r.two.toFixed(0)} | ${(r.two / r.one).toFixed(2)} |${r.other ? ` (${r.other} non-200)` : ''}`,
    );
} finally {
  await cleanup();
}
