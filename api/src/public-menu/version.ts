import { PostgresAdapter, sql } from 'kysely'
import type { Db } from '../db/connection.js'

/**
 * A cheap marker of "the database has not changed since", for the rendered-page cache:
 * read BEFORE the menu is loaded; an equal marker later means the same data is visible.
 *
 * - SQLite: `PRAGMA data_version` (changes when another connection, e.g. another process,
 *   commits) plus `total_changes()` (rows changed through this process's connection).
 * - PostgreSQL: the current snapshot (xmin:xmax:in-progress ids). It changes whenever a
 *   writing transaction starts or ends anywhere on the server, and it is exactly what
 *   decides which rows a query sees, so equal snapshots mean equal data.
 *
 * Both are coarse (any write invalidates every cached page) but exact: deletes and
 * reorders, which a max(updated_at) would miss, are seen too. Returns undefined when the
 * marker cannot be read; then nothing is cached.
 */
export function dbVersion(db: Db): () => Promise<string | undefined> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  let broken = false
  return async () => {
    if (broken) return undefined
    try {
      if (pg) {
        const { rows } = await sql<{ v: string }>`select pg_current_snapshot()::text as v`.execute(db)
        return rows[0]?.v
      }
      const { rows } = await sql<{
        c: number
        d: number
      }>`select total_changes() as c, (select data_version from pragma_data_version) as d`.execute(db)
      const row = rows[0]
      return row ? `${row.d}:${row.c}` : undefined
    } catch {
      broken = true // e.g. PostgreSQL < 13: no cache, still correct
      return undefined
    }
  }
}
