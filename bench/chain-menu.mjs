#!/usr/bin/env node
// Chain public-menu bench (not a test): `npm run bench:chain-menu` or `node --import tsx bench/chain-menu.mjs`.
// Issue 43: a branch's menu resolves its template's rows, then its region's, then the base menu's;
// does a big chain's page cost more than a single restaurant's? Builds the API in this process
// (bench/lib/history-app.mjs, a temp SQLite DATA_DIR) and seeds, in the same database:
//   - ONE chain account (FRANCHISES): a BENCH_PRODUCTS-product menu (default 500, 5 families x 15
//     categories, variant groups and tags: bench/lib/menu-data.mjs, through the API), BENCH_BRANCHES
//     branches (default 300) in BENCH_REGIONS regions (default 10), each region with its own price
//     rows for BENCH_REGION_ROWS products (default 100), each branch with its own template of
//     BENCH_TEMPLATE_ROWS rows (default 20: prices and a few disabled dishes). Branches, templates
//     and regions are inserted into the tables directly (hundreds of them through HTTP add
//     nothing to what is measured);
//   - ONE single-branch account (NEGOCIO) with the same menu (same sizes, same generator).
// Then, in the same run (chain and single in alternating 1 s windows), reports the chain / single
// ratio (target <= 1.5x, time per page) of:
//   (a) req/s of GET /m/<key> with the page cache warm: the chain's requests rotate over
//       BENCH_WARM_BRANCHES branches (default 40), the single's always ask for its one key;
//   (b) req/s rotating over ALL the chain's branches (the page cache's own hit count is reported).
//   The page cache is sized as a deployment serving such a chain sizes it: PUBLIC_MENU_CACHE_MB
//   (default here 1024: one account holds at most a quarter, 256 MB, and a 500-dish page is about
//   680 KB); run with PUBLIC_MENU_CACHE_MB=32 (the server's default) to see a chain that does not fit;
//   (c) the page rebuilt (the account's change marker raised before each request, sequential):
//       median latency, chain branch vs single branch;
//   (d) the resolution step alone (public-menu/resolve.ts branchOverrides when present; else the
//       template's overrides only): median ms for a chain branch.
// Writes bench/results/chain-menu.json. Figures only: nothing fails because it is slow.
//
//   BENCH_SECONDS=5 BENCH_CONCURRENCY=16 BENCH_BRANCHES=300 node --import tsx bench/chain-menu.mjs
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ROOT } from '../e2e/harness.mjs';
import { slugify } from '../api/src/data/branches.ts';
import { raiseMarkers } from '../api/src/history/marker.ts';
import { branchTemplate, loadAccount, templateOverrides } from '../api/src/public-menu/load.ts';
import { startHistoryApp } from './lib/history-app.mjs';
import { gitCommit } from './lib/machine.mjs';
import { client, generateMenu } from './lib/menu-data.mjs';

// The server's page cache, sized for the chain (read by the app's config, below).
process.env.PUBLIC_MENU_CACHE_MB ||= '1024';
const BRANCHES = Number(process.env.BENCH_BRANCHES || 300);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 500);
const REGIONS = Number(process.env.BENCH_REGIONS || 10);
const REGION_ROWS = Number(process.env.BENCH_REGION_ROWS || 100);
const TEMPLATE_ROWS = Number(process.env.BENCH_TEMPLATE_ROWS || 20);
const WARM_BRANCHES = Math.min(BRANCHES, Number(process.env.BENCH_WARM_BRANCHES || 40));
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 16);
const REBUILDS = Number(process.env.BENCH_REBUILDS || 30);
const SIZE = { families: 5, categories: 15, products: PRODUCTS, groups: 20, tags: 6, images: 0 };
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const log = (text) => console.log(`[bench:chain-menu] ${text}`);
const round = (n, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
const median = (list) => round([...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]);

const server = await startHistoryApp('sqlite', 'chain');
const { app, db } = server;
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
let results;
try {
  // The single restaurant: startHistoryApp's account (its first login made its one branch).
  await setPlan(server.accountId, 'NEGOCIO');
  const chain = await signUp('Cadena Bench');
  await setPlan(chain.accountId, 'FRANCHISES');

  log(`menus: ${PRODUCTS} products for each account (through the API)`);
  await generateMenu(server.url, server.token, { size: SIZE });
  const chainMenu = await generateMenu(server.url, chain.token, { size: SIZE });
  const [single] = await client(server.url, server.token).call('GET', '/v1/sucursales');

  log(
    `chain: ${BRANCHES} branches, ${REGIONS} regions x ${REGION_ROWS} rows, ${TEMPLATE_ROWS} rows per branch template`,
  );
  const seeded = await seedChain(chain.accountId, chainMenu);

  const chainKeys = seeded.branches.map((b) => b.route_key);
  const singleKey = single.route_key;
  const page = (key) => `/m/${key}`;
  const firstChain = await get(page(chainKeys[0]));
  const firstSingle = await get(page(singleKey));
  if (firstChain.status !== 200 || firstSingle.status !== 200)
    throw new Error(`public page: chain ${firstChain.status}, single ${firstSingle.status}`);
  const dishes = (html) => (html.match(/<h4>/g) ?? []).length;
  // What the page cache keeps of one page (page.ts): the HTML and the JSON, each as is and gzipped.
  const gz = { 'accept-encoding': 'gzip' };
  const json = `/v1/public/menus/${chainKeys[0]}`;
  const cacheEntryBytes =
    firstChain.bytes +
    (await get(page(chainKeys[0]), gz)).bytes +
    (await get(json)).bytes +
    (await get(json, gz)).bytes;

  const cacheCount = countPageCache();
  const warmKeys = chainKeys.slice(0, WARM_BRANCHES);
  for (const key of warmKeys) await get(page(key)); // warm
  await load(() => page(singleKey), 1);
  const warm = await alternate(rotate(warmKeys, page), () => page(singleKey));
  // Every branch's page once first: (b) then measures whether the cache holds them all, not first visits.
  for (const key of chainKeys) await get(page(key));
  const all = await alternate(rotate(chainKeys, page), () => page(singleKey), cacheCount);

  const rebuild = {
    chain: await rebuilds(chain.accountId, (i) => page(chainKeys[i % chainKeys.length])),
    single: await rebuilds(server.accountId, () => page(singleKey)),
  };
  const resolution = await resolutionStep(chain.accountId);

  results = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    engine: 'sqlite',
    seeded: {
      products: PRODUCTS,
      branches: seeded.branches.length,
      regions: REGIONS,
      regionRows: seeded.regionRows,
      templateRows: seeded.templateRows,
      dishesOnChainPage: dishes(firstChain.body),
      dishesOnSinglePage: dishes(firstSingle.body),
      chainPageBytes: firstChain.body.length,
      singlePageBytes: firstSingle.body.length,
      cacheEntryBytes,
    },
    warm: { ...warm, branchesRotated: warmKeys.length, ratio: round(warm.single.rps / warm.chain.rps) },
    allBranches: { ...all, branchesRotated: chainKeys.length, ratio: round(all.single.rps / all.chain.rps) },
    rebuildMs: { ...rebuild, ratio: round(rebuild.chain / rebuild.single) },
    resolution,
    load: { seconds: SECONDS, concurrency: CONCURRENCY, client: 'node:http keep-alive, same machine, same process' },
  };
} finally {
  agent.destroy();
  await server.stop();
}

print(results);
const outDir = path.join(ROOT, 'bench', 'results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'chain-menu.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWritten to bench/results/chain-menu.json');

// ---------------------------------------------------------------------------------------

async function setPlan(accountId, plan) {
  const { accountsData } = await import('../api/src/data/accounts.ts');
  await accountsData(db).setPlan(accountId, plan);
}

/** A verified account, logged in (the first login makes its first branch): { accountId, token }. */
async function signUp(company) {
  const email = `bench-chain-${Date.now()}@example.com`;
  const post = (url, payload) => app.inject({ method: 'POST', url, payload });
  const res = await post('/auth/signup', { email, password: 'secreto123', company, business_kind: 'Restaurante' });
  if (res.statusCode >= 300) throw new Error(`signup: ${res.statusCode} ${res.body}`);
  const accountId = res.json().info.id;
  await db.updateTable('accounts').set({ verified_at: new Date().toISOString() }).where('id', '=', accountId).execute();
  const token = (await post('/auth/login', { username: email, password: 'secreto123' })).json().info.access_token;
  return { accountId, token };
}

/**
 * The chain's branches, regions and templates, straight into the tables in one transaction
 * (the shapes of migrations 0008 and 0036: a region's rows are its own template's, region = 1).
 */
async function seedChain(accountId, menu) {
  const products = menu.families.flatMap((f) => f.categories.flatMap((c) => c.products));
  const at = new Date().toISOString();
  const own = { account_id: accountId, created_at: at, updated_at: at };
  let regionRows = 0;
  let templateRows = 0;
  const branches = await db.transaction().execute(async (trx) => {
    const template = async (name, region) =>
      Number(
        (
          await trx
            .insertInto('templates')
            .values({ ...own, name, region })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const rows = (templateId, list) =>
      list.length
        ? trx
            .insertInto('template_products')
            .values(list.map((r) => ({ template_id: templateId, account_id: accountId, updated_at: at, ...r })))
            .execute()
        : undefined;
    const regions = [];
    for (let r = 0; r < REGIONS; r++) {
      const templateId = await template(`Región ${r + 1}`, 1);
      const id = Number(
        (
          await trx
            .insertInto('regions')
            .values({ ...own, name: `Región ${r + 1}`, template_id: templateId })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
      // Each region prices its own slice of the menu (10 % more than the base, rounded to pesos).
      const list = Array.from({ length: Math.min(REGION_ROWS, products.length) }, (_, k) => ({
        product_id: products[(r * 37 + k) % products.length],
        price_cents: 5000 + r * 100 + k * 50,
        enabled: null,
      }));
      await rows(templateId, list);
      regionRows += list.length;
      regions.push(id);
    }
    // The account's first branch (made at its first login) joins the chain as branch 1.
    const [first] = await trx.selectFrom('sucursales').select('id').where('account_id', '=', accountId).execute();
    const made = [];
    for (let b = 0; b < BRANCHES; b++) {
      const name = `Sucursal ${b + 1}`;
      const templateId = await template(`Plantilla ${name}`, 0);
      const list = Array.from({ length: Math.min(TEMPLATE_ROWS, products.length) }, (_, k) => ({
        product_id: products[(b * 11 + k * 23) % products.length],
        price_cents: k % 5 === 4 ? null : 6000 + b + k * 10,
        enabled: k % 5 === 4 ? 0 : null,
      }));
      await rows(templateId, list);
      templateRows += list.length;
      const values = {
        name,
        template_id: templateId,
        region_id: regions[b % regions.length],
        enabled: 1,
        updated_at: at,
      };
      const route_key = `${slugify(name)}-${randomBytes(3).toString('hex')}`;
      if (b === 0 && first) {
        await trx
          .updateTable('sucursales')
          .set({ ...values, route_key })
          .where('id', '=', first.id)
          .execute();
        made.push({ id: Number(first.id), route_key });
        continue;
      }
      const row = await trx
        .insertInto('sucursales')
        .values({ ...own, ...values, route_key })
        .returning('id')
        .executeTakeFirstOrThrow();
      made.push({ id: Number(row.id), route_key });
    }
    await raiseMarkers(trx, [accountId]);
    return made;
  });
  return { branches, regionRows, templateRows };
}

/** The app's own page-cache hit count (metrics.pageCache), from now on. */
function countPageCache() {
  const metrics = app.ctx.metrics;
  const original = metrics.pageCache.bind(metrics);
  const counts = { hits: 0, misses: 0 };
  metrics.pageCache = (hit) => {
    counts[hit ? 'hits' : 'misses']++;
    original(hit);
  };
  return { reset: () => Object.assign(counts, { hits: 0, misses: 0 }), counts: () => ({ ...counts }) };
}

function rotate(keys, toPath) {
  let next = 0;
  return () => toPath(keys[next++ % keys.length]);
}

function get(pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${server.url}${pathname}`, { agent, headers: { 'user-agent': PHONE, ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          bytes: Buffer.concat(chunks).length,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** CONCURRENCY keep-alive workers asking for nextPath() for `seconds`. */
async function load(nextPath, seconds) {
  let done = 0;
  let errors = 0;
  const start = performance.now();
  const until = start + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      if ((await get(nextPath())).status !== 200) errors++;
      done++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { requests: done, errors, rps: Math.round(done / ((performance.now() - start) / 1000)) };
}

/**
 * The chain's and the single's requests in alternating 1 s windows (SECONDS each in all), so both
 * see the same load on a shared machine: { chain, single } as load() answers; with `cacheCount`,
 * the page cache's hits and misses of the chain's windows too.
 */
async function alternate(chainPath, singlePath, cacheCount) {
  const sum = { chain: { requests: 0, errors: 0 }, single: { requests: 0, errors: 0 } };
  const chainCache = { hits: 0, misses: 0 };
  for (let i = 0; i < SECONDS; i++)
    for (const [who, nextPath] of [
      ['chain', chainPath],
      ['single', singlePath],
    ]) {
      cacheCount?.reset();
      const got = await load(nextPath, 1);
      sum[who].requests += got.requests;
      sum[who].errors += got.errors;
      if (who === 'chain' && cacheCount) for (const [k, n] of Object.entries(cacheCount.counts())) chainCache[k] += n;
    }
  for (const x of Object.values(sum)) x.rps = Math.round(x.requests / SECONDS);
  return cacheCount ? { ...sum, chainPageCache: chainCache } : sum;
}

/** Median ms of a page built anew: the account's marker raised before each request (as a write does). */
async function rebuilds(accountId, pathOf) {
  const times = [];
  for (let i = 0; i < REBUILDS; i++) {
    await db.transaction().execute((trx) => raiseMarkers(trx, [accountId]));
    const t0 = performance.now();
    const res = await get(pathOf(i));
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`rebuild ${pathOf(i)}: ${res.status}`);
  }
  return median(times);
}

/** The resolution step alone for the chain's branches: the one function (resolve.ts) once it exists. */
async function resolutionStep(accountId) {
  const owner = await loadAccount(db, accountId);
  const rows = await db.selectFrom('sucursales').selectAll().where('account_id', '=', accountId).execute();
  let resolveFn;
  let what;
  try {
    const { branchOverrides } = await import('../api/src/public-menu/resolve.ts');
    resolveFn = (branch) => branchOverrides(db, accountId, branch, owner.allowed);
    what = 'branchOverrides (template, region, locks)';
  } catch {
    resolveFn = (branch) => templateOverrides(db, accountId, branchTemplate(branch, owner.allowed));
    what = "templateOverrides (the branch's template only: public-menu/resolve.ts not present)";
  }
  const times = [];
  let overrides = 0;
  for (let i = 0; i < Math.min(200, rows.length * 2); i++) {
    const t0 = performance.now();
    const result = await resolveFn(rows[i % rows.length]);
    times.push(performance.now() - t0);
    overrides = Math.max(overrides, result.products.size);
  }
  return { what, medianMs: median(times), maxProductOverrides: overrides };
}

function print(r) {
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  const s = r.seeded;
  console.log(
    `\nChain: ${s.branches} branches, ${s.regions} regions (${s.regionRows} region rows), ${s.templateRows} branch template rows; ${s.products} products`,
  );
  console.log(
    `  page: chain ${s.dishesOnChainPage} dishes ${kb(s.chainPageBytes)}, single ${s.dishesOnSinglePage} dishes ${kb(s.singlePageBytes)}; one page in the page cache (HTML and JSON, as is and gzip) ${kb(s.cacheEntryBytes)}`,
  );
  const line = (label, x) =>
    console.log(
      `  ${label}: chain ${x.chain.rps} req/s, single ${x.single.rps} req/s -> chain time / single time ${x.ratio}x`,
    );
  line(`(a) cached, rotating over ${r.warm.branchesRotated} branches`, r.warm);
  line(`(b) rotating over all ${r.allBranches.branchesRotated} branches`, r.allBranches);
  const c = r.allBranches.chainPageCache;
  console.log(`      chain page cache in (b): ${c.hits} hits, ${c.misses} misses`);
  console.log(
    `  (c) page rebuilt after a write (median): chain ${r.rebuildMs.chain} ms, single ${r.rebuildMs.single} ms -> ${r.rebuildMs.ratio}x`,
  );
  console.log(
    `  (d) resolution alone: ${r.resolution.medianMs} ms median (${r.resolution.what}; up to ${r.resolution.maxProductOverrides} product overrides)`,
  );
}
