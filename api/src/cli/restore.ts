/**
 * Operator command: put a backup made by `npm run backup` in place of the database, with every
 * API instance stopped.
 *   npm run restore -w api -- FILE
 * SQLite: refuses a file that is not a sound SQLite database with our migrations, and a data
 * directory whose database is in use; keeps the replaced database as menu.db.replaced-<time>.
 * PostgreSQL: prints the pg_restore command to run instead; it restores nothing itself.
 */
import path from 'node:path'
import { loadConfig } from '../config.js'
import { describeDb } from '../db/connection.js'
import { PG_RESTORE, RestoreRefused, restoreSqlite, sqliteFile } from '../db/sqlite-files.js'

function main(argv: string[]): number {
  const [arg] = argv
  if (!arg) {
    console.error('Usage: npm run restore -w api -- FILE   (with the API stopped)')
    return 2
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg)
  const config = loadConfig()
  if (config.databaseUrl) {
    console.error(
      `${describeDb(config)} is restored with PostgreSQL's own tool, not by this command (API stopped):\n` +
        `  ${PG_RESTORE(file)}\n` +
        '(FILE made by pg_dump -Fc; see docs/operations.md, "Backups"). Nothing was restored.',
    )
    return 1
  }
  try {
    const { replaced } = restoreSqlite(file, config.dataDir)
    console.log(
      `Restored ${file} into ${sqliteFile(config)}` +
        (replaced ? `; the previous database is kept as ${replaced}` : '') +
        '. Start the API: it applies any newer migrations.',
    )
    return 0
  } catch (err) {
    if (err instanceof RestoreRefused) {
      console.error(`Restore refused: ${err.message}`)
      return 1
    }
    throw err
  }
}

try {
  process.exitCode = main(process.argv.slice(2))
} catch (err) {
  console.error(err instanceof Error ? err.message : err)
  process.exitCode = 1
}
