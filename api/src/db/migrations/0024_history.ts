import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely'
import { dropHistoryTriggers, installHistoryTriggers } from '../history-triggers.js'

/**
 * The history of every change a diner can see (docs/history.md).
 * - history_rows: one row change each, written by triggers (db/history-triggers.ts) with the
 *   row before and after as JSON; `entry_id` is null until the transaction's end groups it.
 * - history_entries: one per transaction that changed something: when, who, what, why.
 * - retired_images: image files a change replaced or whose row was deleted, kept while the
 *   history can bring them back (history/retention.ts deletes them after).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())
  const idType = pg ? 'bigserial' : 'integer'
  await db.schema
    .createTable('history_entries')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('undoes', 'bigint')
    .addColumn('undone_by', 'bigint')
    .execute()
  await db.schema
    .createIndex('history_entries_account_at')
    .on('history_entries')
    .columns(['account_id', 'at'])
    .execute()
  await db.schema
    .createIndex('history_entries_entity')
    .on('history_entries')
    .columns(['account_id', 'entity', 'entity_id'])
    .execute()
  await db.schema
    .createTable('history_rows')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('entry_id', 'bigint', (c) => c.references('history_entries.id').onDelete('cascade'))
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('row_key', 'text', (c) => c.notNull())
    .addColumn('op', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute()
  await db.schema.createIndex('history_rows_entry').on('history_rows').column('entry_id').execute()
  await db.schema
    .createIndex('history_rows_row')
    .on('history_rows')
    .columns(['account_id', 'table_name', 'row_key', 'id'])
    .execute()
  // The rows of the open transaction: read once at its end by every writer, so kept small.
  await sql`create index history_rows_open on history_rows (id) where entry_id is null`.execute(db)
  await db.schema
    .createTable('retired_images')
    .addColumn('url', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('retired_at', 'text', (c) => c.notNull())
    .execute()
  await installHistoryTriggers(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropHistoryTriggers(db)
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`drop function history_record()`.execute(db)
  await db.schema.dropTable('retired_images').execute()
  await db.schema.dropTable('history_rows').execute()
  await db.schema.dropTable('history_entries').execute()
}
