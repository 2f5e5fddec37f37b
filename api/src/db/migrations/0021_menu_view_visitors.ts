import type { Kysely } from 'kysely'

/**
 * Who was last counted as a view of a branch's public menu, for at most the counting window
 * (views/counter.ts): one row per (branch, visitor), where `visitor` is a keyed hash of the
 * client's IP address and User-Agent under a key that changes every day, never the address
 * itself. Every API instance writes and reads it, so a diner is counted once per window
 * whichever instance answers; rows older than the window are deleted with each write.
 */
// Only the schema builder is used: no table types are needed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('menu_view_visitors')
    .addColumn('sucursal_id', 'integer', (c) => c.notNull().references('sucursales.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('visitor', 'text', (c) => c.notNull())
    // Epoch milliseconds of the view last counted for this visitor.
    .addColumn('counted_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('menu_view_visitors_pk', ['sucursal_id', 'visitor'])
    .execute()
  await db.schema.createIndex('menu_view_visitors_counted_idx').on('menu_view_visitors').column('counted_at').execute()
  await db.schema.createIndex('menu_view_visitors_account_idx').on('menu_view_visitors').column('account_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('menu_view_visitors').execute()
}
