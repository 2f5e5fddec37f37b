import { type Migration, Migrator } from 'kysely'
import type { Db } from './connection.js'
import * as m0001 from './migrations/0001_initial.js'
import * as m0002 from './migrations/0002_menu.js'

/** Static list (no file-system scanning): works the same under tsx, bundlers and tests. Append only. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_menu': m0002,
}

/** Brings the schema up to date. Kysely's migration lock makes concurrent starts safe. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`)
  }
}
