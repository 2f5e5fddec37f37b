import type { Kysely } from 'kysely'
import { installHistoryTriggers } from '../history-triggers.js'

/**
 * A branch's number of tables (0–500): table n's QR code opens the branch's menu with ?mesa=n,
 * and the print files make a tent per table. 0: the branch prints no tents.
 * The history's SQLite triggers name every column: reinstalled so `tables` is recorded too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sucursales')
    .addColumn('tables', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await installHistoryTriggers(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sucursales').dropColumn('tables').execute()
  await installHistoryTriggers(db)
}
