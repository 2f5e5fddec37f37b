import fs from 'node:fs'
import path from 'node:path'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Config } from '../config.js'
import { openSqlite } from './sqlite-addon.js'
import type { Database } from './types.js'

export type Db = Kysely<Database>

/**
 * bigint (int8) values, the money amounts (migration 0017) and count(*), read as numbers like the
 * integer columns (the driver's default is a string): every one is far below 2^53 (amounts are
 * bounded), so the table types' `number` holds on both engines.
 */
const BIGINT_AS_NUMBER: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
}

/** A connection to PostgreSQL could not be had (refused, unreachable, not accepting connections). */
export class DatabaseUnavailableError extends Error {
  constructor(readonly reason: unknown) {
    super(`PostgreSQL unavailable: ${reason instanceof Error ? reason.message : String(reason)}`)
  }
}

/**
 * pg emits 'error' on a pool (an idle client's connection died) and on a checked-out client (its
 * socket died mid-query, e.g. pg_terminate_backend or a proxy cut): with no listener Node ends the
 * process. Each is logged here instead; the query in flight fails on its own (answered 503 by
 * db/errors.ts), the broken client is not reused (pg-pool drops a client that is no longer
 * queryable) and the next query connects anew.
 */
function survivePoolErrors(pool: pg.Pool): void {
  const lost = (err: Error) => console.warn(`PostgreSQL connection lost: ${err.message}`)
  pool.on('error', lost)
  pool.on('connect', (client) => client.on('error', lost))
}

/** The pg Pool behind each PostgreSQL database, for the pool gauges of /metrics (metrics/metrics.ts). */
const pools = new WeakMap<Db, pg.Pool>()

/** The pg Pool of a database made by createDb on PostgreSQL; undefined on SQLite. */
export const poolOf = (db: Db): pg.Pool | undefined => pools.get(db)

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded SQLite file DATA_DIR/menu.db
 * (DATA_DIR ':memory:' gives a throw-away in-memory database, e.g. to generate the OpenAPI document).
 */
export function createDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Db {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, types: BIGINT_AS_NUMBER })
    survivePoolErrors(pool)
    // A failure to connect says nothing about the request: it is the database being away (503).
    const connect = () =>
      pool.connect().catch((err: unknown) => {
        throw new DatabaseUnavailableError(err)
      })
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: { connect, end: () => pool.end() } }) })
    pools.set(db, pool)
    return db
  }
  const memory = config.dataDir === ':memory:'
  if (!memory) fs.mkdirSync(config.dataDir, { recursive: true })
  const sqlite = openSqlite(memory ? ':memory:' : path.join(config.dataDir, 'menu.db'))
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  // Several processes (API instances, the set-plan CLI) may write at once: wait instead of failing.
  sqlite.pragma('busy_timeout = 5000')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
}

export function describeDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `SQLite ${path.join(config.dataDir, 'menu.db')}`
  const url = new URL(config.databaseUrl)
  url.password = url.password ? '***' : ''
  return `PostgreSQL ${url.toString()}`
}
