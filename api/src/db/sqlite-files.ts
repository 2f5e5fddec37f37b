import fs from 'node:fs'
import path from 'node:path'
import type SQLite from 'better-sqlite3'
import type { Config } from '../config.js'
import { openSqlite } from './sqlite-addon.js'

/** The SQLite file of a data directory (connection.ts opens the same one). */
export const sqliteFile = (config: Pick<Config, 'dataDir'>): string => path.join(config.dataDir, 'menu.db')

/** Kysely's record of applied migrations (db/migrate.ts uses the Migrator's default table). */
const MIGRATION_TABLE = 'kysely_migration'

/** The pg_dump / pg_restore commands printed for a PostgreSQL DATABASE_URL (the CLI does not run them). */
export const PG_DUMP = (file: string) => `pg_dump -Fc "$DATABASE_URL" > ${JSON.stringify(file)}`
export const PG_RESTORE = (file: string) =>
  `pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" ${JSON.stringify(file)}`

/**
 * Copies the live database `source` to `target` with SQLite's online backup API, in one step:
 * one read transaction sees one consistent state while the API keeps writing (WAL lets writers
 * go on; copying in several steps would restart each time another connection writes). Written
 * beside `target` and renamed into place, so a half-written file never carries its name.
 */
export async function backupSqlite(source: string, target: string): Promise<{ pages: number }> {
  const db = openSqlite(source, { fileMustExist: true })
  const partial = `${target}.partial`
  try {
    db.pragma('busy_timeout = 5000')
    fs.rmSync(partial, { force: true })
    const progress = await db.backup(partial, { progress: () => 0x7fffffff })
    // The copy carries the live file's WAL flag: a self-contained file opens anywhere, even read-only.
    const copy = openSqlite(partial, { fileMustExist: true })
    copy.pragma('journal_mode = DELETE')
    copy.close()
    const problem = checkBackupFile(partial)
    if (problem) throw new Error(`the copy failed its check: ${problem}`)
    fs.renameSync(partial, target)
    return { pages: progress.totalPages }
  } catch (err) {
    fs.rmSync(partial, { force: true })
    throw err
  } finally {
    db.close()
  }
}

/**
 * Why `file` is not a restorable backup (not SQLite, damaged, or not this product's database:
 * no applied migrations), or undefined when it is one.
 */
export function checkBackupFile(file: string): string | undefined {
  if (!fs.existsSync(file)) return `${file} does not exist`
  let db: SQLite.Database | undefined
  try {
    db = openSqlite(file, { readonly: true, fileMustExist: true })
    const check = db.pragma('integrity_check', { simple: true })
    if (check !== 'ok') return `${file} is damaged (PRAGMA integrity_check: ${String(check)})`
    const table = db.prepare('SELECT 1 FROM sqlite_master WHERE type = ? AND name = ?').get('table', MIGRATION_TABLE)
    if (!table) return `${file} is an SQLite database but not Menú Digital's (no ${MIGRATION_TABLE} table)`
    const applied = db.prepare(`SELECT count(*) AS n FROM ${MIGRATION_TABLE}`).get() as { n: number }
    if (applied.n === 0) return `${file} has no applied migrations`
    return undefined
  } catch (err) {
    return `${file} is not a valid SQLite database (${err instanceof Error ? err.message : String(err)})`
  } finally {
    db?.close()
  }
}

/**
 * Whether another connection (a running API, a CLI) has `file` open. Leaving WAL mode needs the
 * database to itself: SQLite refuses (SQLITE_BUSY) while anyone else holds it, idle or not.
 * When free, the file is left in rollback-journal mode with its WAL checkpointed and removed
 * (the API turns WAL on again when it opens it).
 */
export function sqliteInUse(file: string): boolean {
  if (!fs.existsSync(file)) return false
  const db = openSqlite(file, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 0')
    const mode = db.pragma('journal_mode = DELETE', { simple: true })
    return mode !== 'delete'
  } catch (err) {
    if (err instanceof Error && 'code' in err && String(err.code).startsWith('SQLITE_BUSY')) return true
    throw err
  } finally {
    db.close()
  }
}

/**
 * Puts the backup `file` in place of the data directory's database (the API must be stopped:
 * refused while the database is in use). The replaced database is kept beside it as
 * menu.db.replaced-<time>, never deleted. Returns that file's name, if there was one.
 */
export function restoreSqlite(file: string, dataDir: string, now = Date.now()): { replaced: string | undefined } {
  const problem = checkBackupFile(file)
  if (problem) throw new RestoreRefused(problem)
  fs.mkdirSync(dataDir, { recursive: true })
  const target = sqliteFile({ dataDir })
  if (sqliteInUse(target))
    throw new RestoreRefused(`${target} is in use (is the API running?): stop every API instance and try again`)
  const incoming = `${target}.restoring`
  fs.copyFileSync(file, incoming)
  let replaced: string | undefined
  if (fs.existsSync(target)) {
    replaced = `${target}.replaced-${new Date(now).toISOString().replace(/[:.]/g, '-')}`
    fs.renameSync(target, replaced)
  }
  // Journals of the replaced file must not be applied to the restored one.
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${target}${suffix}`, { force: true })
  fs.renameSync(incoming, target)
  return { replaced }
}

/** A restore the operator must fix (its message says what), as opposed to an unexpected failure. */
export class RestoreRefused extends Error {}
