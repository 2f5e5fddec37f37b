// The API built in the bench's process (as bench/auth.mjs does) on SQLite (a temp DATA_DIR) or on
// PostgreSQL (a throw-away database created and dropped like api/scripts/test.mjs does), listening
// on 127.0.0.1, with a verified account and its token. In process, so the history benches can
// drop and reinstall the history triggers (api/src/db/history-triggers.ts) on the app's own
// database between rounds, and read the database's size. Run under tsx (it imports api/src).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { createDb } from '../../api/src/db/connection.ts';
import { prepareDatabase } from '../../api/src/data/prepare.ts';

export const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A throw-away PostgreSQL database: { url, drop() }. */
async function throwAwayPostgres(tag) {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  await admin.connect();
  const name = `menu_bench_${tag}_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      // pg-pool's end() resolves before its clients' sockets have closed; a backend terminated by
      // the forced drop while its client is still open is an unhandled 'error' on the app's pool.
      for (let i = 0; i < 200; i++) {
        const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Starts the app on `engine` ('sqlite' | 'postgres'). Answers
 * { engine, app, db, config, url, dataDir, token, accountId, stop() }.
 */
export async function startHistoryApp(engine, tag = 'history') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `menu-bench-${tag}-`));
  const database = engine === 'postgres' ? await throwAwayPostgres(tag) : null;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    SCRYPT_COST: '1024',
  });
  const db = createDb(config);
  await prepareDatabase(db);
  const app = await buildApp(config, { db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address();

  const email = `bench-${tag}-${Date.now()}@example.com`;
  const signup = await app.inject({
    method: 'POST',
    url: '/auth/signup',
    payload: { email, password: 'secreto123', company: 'Bench Historial', business_kind: 'Bar' },
  });
  if (signup.statusCode >= 300) throw new Error(`signup: ${signup.statusCode} ${signup.body}`);
  const accountId = signup.json().info.id;
  await db.updateTable('accounts').set({ verified_at: new Date().toISOString() }).where('id', '=', accountId).execute();
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username: email, password: 'secreto123' },
  });
  const { access_token: token } = login.json().info;

  return {
    engine,
    app,
    db,
    config,
    dataDir,
    url: `http://127.0.0.1:${port}`,
    token,
    accountId,
    async stop() {
      await app.close();
      await db.destroy();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Engines named on the command line ('sqlite', 'postgres'), both when none is. */
export function enginesFrom(argv) {
  const named = argv.filter((a) => a === 'sqlite' || a === 'postgres');
  return named.length ? named : ['sqlite', 'postgres'];
}
