#!/usr/bin/env node
// Database growth of the history of changes (not a test): `npm run bench:history -- growth` or
// `node --import tsx bench/history-growth.mjs [sqlite] [postgres]`.
// Builds the API in this process (bench/lib/history-app.mjs), generates the large menu of
// bench/lib/menu-data.mjs (2,000 products, no photos) for one account, then makes BENCH_EDITS
// product edits, each its own request and transaction through the real code path
// (app.inject PUT /v1/products/{id}: three price changes for each name change, each
// one a change, on products
// picked in a fixed pseudo-random order), and measures what the history tables grew by:
//   SQLite: the pages of history_entries, history_rows and their indexes (dbstat), and the
//           database file (after a WAL checkpoint);
//   PostgreSQL: pg_total_relation_size of history_entries + history_rows (heap, TOAST, indexes)
//           as written, and after VACUUM FULL (the live rows: each history row is written once by
//           its trigger and once more when the transaction's end sets its entry, so the dead
//           copies weigh until autovacuum lets the space be reused).
// Reports bytes per edit and the projection to a year of 200 edits a day (73,000 edits, what
// HISTORY_RETENTION_DAYS=365 keeps), extrapolated linearly from the sample.
// Writes bench/results/history-growth.json. Figures only.
//
//   BENCH_EDITS=10000 BENCH_PRODUCTS=2000 node --import tsx bench/history-growth.mjs
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { ROOT } from '../e2e/harness.mjs';
import { enginesFrom, startHistoryApp } from './lib/history-app.mjs';
import { gitCommit } from './lib/machine.mjs';
import { DEFAULT_SIZE, generateMenu } from './lib/menu-data.mjs';

const EDITS = Number(process.env.BENCH_EDITS || 10_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS || DEFAULT_SIZE.products);
const EDITS_PER_DAY = 200;
const YEAR_EDITS = EDITS_PER_DAY * 365;
const HISTORY_TABLES = ['history_entries', 'history_rows'];
const engines = enginesFrom(process.argv.slice(2));
const log = (engine, text) => console.log(`[bench:history-growth:${engine}] ${text}`);
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Bytes of the history tables (with their indexes), and of the whole database. */
async function sizes(server, { compact = false } = {}) {
  const { db } = server;
  if (server.engine === 'postgres') {
    if (compact) for (const t of HISTORY_TABLES) await sql`vacuum full ${sql.id(t)}`.execute(db);
    const { rows } = await sql`select
        (pg_total_relation_size('history_entries') + pg_total_relation_size('history_rows'))::bigint as history,
        pg_database_size(current_database())::bigint as database`.execute(db);
    return { history: Number(rows[0].history), database: Number(rows[0].database) };
  }
  await sql`pragma wal_checkpoint(truncate)`.execute(db);
  const { rows } = await sql`select coalesce(sum(pgsize), 0) as history from dbstat
      where name in (select name from sqlite_master where tbl_name in ('history_entries', 'history_rows'))`.execute(db);
  const file = path.join(server.dataDir, 'menu.db');
  return { history: Number(rows[0].history), database: fs.statSync(file).size };
}

const count = async (db, table) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    ).n,
  );

async function measure(engine) {
  const server = await startHistoryApp(engine, 'hgrowth');
  try {
    const size = { ...DEFAULT_SIZE, products: PRODUCTS, images: 0 };
    log(engine, `a menu of ${size.products} products...`);
    const menu = await generateMenu(server.url, server.token, { size, concurrency: 4 });
    const products = menu.families.flatMap((f) => f.categories.flatMap((c) => c.products));
    const current = new Map(
      (
        await server.app.inject({
          method: 'GET',
          url: '/v1/products',
          headers: { authorization: `Bearer ${server.token}` },
        })
      )
        .json()
        .info.map((p) => [p.id, { name: p.name, price: p.price }]),
    );

    const start = await sizes(server, { compact: true });
    const entriesBefore = await count(server.db, 'history_entries');
    const rowsBefore = await count(server.db, 'history_rows');
    const lastRow = Number(
      (
        await server.db
          .selectFrom('history_rows')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      ).id,
    );
    const lastEntry = Number(
      (
        await server.db
          .selectFrom('history_entries')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      ).id,
    );
    log(engine, `${EDITS} edits, one request each...`);
    const started = performance.now();
    let pick = 12345;
    for (let n = 0; n < EDITS; n++) {
      pick = (pick * 1103515245 + 12345) % 2 ** 31; // a fixed pseudo-random order
      const id = products[pick % products.length];
      // Every edit changes something: a price one peso up (back down past 500), or a new name.
      const product = current.get(id);
      const payload =
        n % 4 === 3
          ? { name: `${product.name.replace(/ · \d+$/, '')} · ${n}` }
          : { price: product.price >= 500 ? product.price - 400 : product.price + 1 };
      Object.assign(product, payload);
      const res = await server.app.inject({
        method: 'PUT',
        url: `/v1/products/${id}`,
        headers: { authorization: `Bearer ${server.token}` },
        payload,
      });
      if (res.statusCode !== 200) throw new Error(`PUT /v1/products/${id}: ${res.statusCode} ${res.body}`);
      if ((n + 1) % 2000 === 0) log(engine, `  ${n + 1} edits`);
    }
    const seconds = (performance.now() - started) / 1000;
    const written = await sizes(server);
    const compacted = engine === 'postgres' ? await sizes(server, { compact: true }) : written;
    const entries = (await count(server.db, 'history_entries')) - entriesBefore;
    const rows = (await count(server.db, 'history_rows')) - rowsBefore;

    // What an edit stores, as text: the row before and after (the whole product row as JSON, by
    // its trigger) and the entry's list of changes.
    const rowText =
      await sql`select avg(length(before) + length(after)) as n from history_rows where id > ${lastRow}`.execute(
        server.db,
      );
    const changesText =
      await sql`select avg(length(changes)) as n from history_entries where id > ${lastEntry}`.execute(server.db);
    if (entries !== EDITS) console.error(`[bench:history-growth:${engine}] ${entries} entries for ${EDITS} edits`);
    const perEdit = (after) => (after.history - start.history) / EDITS;
    const figures = {
      products: products.length,
      edits: EDITS,
      editsPerSecond: Math.round(EDITS / seconds),
      entriesWritten: entries,
      historyRowsWritten: rows,
      rowJsonBytesPerEdit: Math.round(Number(rowText.rows[0].n)),
      changesJsonBytesPerEdit: Math.round(Number(changesText.rows[0].n)),
      historyBytesBefore: start.history,
      historyBytesAfter: written.history,
      bytesPerEdit: Math.round(perEdit(written)),
      yearProjectionMB: mb(perEdit(written) * YEAR_EDITS),
      databaseBytesBefore: start.database,
      databaseBytesAfter: written.database,
      databaseBytesPerEdit: Math.round((written.database - start.database) / EDITS),
    };
    if (engine === 'postgres') {
      figures.compactedHistoryBytesAfter = compacted.history;
      figures.compactedBytesPerEdit = Math.round(perEdit(compacted));
      figures.compactedYearProjectionMB = mb(perEdit(compacted) * YEAR_EDITS);
    }
    log(
      engine,
      `${figures.bytesPerEdit} bytes per edit (${entries} entries, ${rows} rows); a year of ${YEAR_EDITS} edits: ${figures.yearProjectionMB} MB${engine === 'postgres' ? ` as written, ${figures.compactedYearProjectionMB} MB after VACUUM FULL` : ''}`,
    );
    return figures;
  } finally {
    await server.stop();
  }
}

const results = {
  date: new Date().toISOString(),
  commit: gitCommit(),
  node: process.version,
  editsPerDay: EDITS_PER_DAY,
  yearEdits: YEAR_EDITS,
  extrapolated: EDITS < YEAR_EDITS,
  engines: {},
};
for (const engine of engines) results.engines[engine] = await measure(engine);

console.log(
  `\nHistory growth: ${EDITS} edits measured${EDITS < YEAR_EDITS ? `, a year (${YEAR_EDITS}) extrapolated` : ''}`,
);
console.table(
  Object.fromEntries(
    Object.entries(results.engines).map(([engine, f]) => [
      engine,
      {
        'bytes/edit': f.bytesPerEdit,
        'year MB': f.yearProjectionMB,
        'bytes/edit (VACUUM FULL)': f.compactedBytesPerEdit ?? '',
        'year MB (VACUUM FULL)': f.compactedYearProjectionMB ?? '',
        'edits/s': f.editsPerSecond,
      },
    ]),
  ),
);
const out = path.join(ROOT, 'bench', 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'history-growth.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWritten to bench/results/history-growth.json');
process.exit(process.exitCode ?? 0);
