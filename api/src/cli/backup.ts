/**
 * Operator command: copy the live database to FILE while the API keeps serving.
 *   npm run backup -w api -- FILE
 * SQLite (DATA_DIR/menu.db): SQLite's online backup API, one consistent state. PostgreSQL
 * (DATABASE_URL): prints the pg_dump command to run instead; it copies nothing itself.
 * A relative FILE is taken from the directory npm was started in.
 */
import fs from 'node:fs'
import path from 'node:path'
import { loadConfig } from '../config.js'
import { describeDb } from '../db/connection.js'
import { backupSqlite, PG_DUMP, sqliteFile } from '../db/sqlite-files.js'

async function main(argv: string[]): Promise<number> {
  const [arg] = argv
  if (!arg) {
    console.error('Usage: npm run backup -w api -- FILE')
    return 2
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg)
  const config = loadConfig()
  if (config.databaseUrl) {
    console.error(
      `${describeDb(config)} is backed up with PostgreSQL's own tool, not by this command:\n` +
        `  ${PG_DUMP(file)}\n` +
        '(custom format, restore with pg_restore; see docs/operations.md, "Backups"). Nothing was copied.',
    )
    return 1
  }
  const source = sqliteFile(config)
  if (!fs.existsSync(source)) {
    console.error(`No database at ${source} (DATA_DIR=${config.dataDir}): nothing to back up`)
    return 1
  }
  if (fs.existsSync(file)) {
    console.error(`${file} already exists: choose a new file name (a backup never overwrites one)`)
    return 1
  }
  const { pages } = await backupSqlite(source, file)
  console.log(`Backed up ${describeDb(config)} to ${file} (${pages} pages, integrity checked)`)
  return 0
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err)
    process.exit(1)
  },
)
