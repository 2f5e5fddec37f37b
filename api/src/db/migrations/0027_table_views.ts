import type { Kysely } from 'kysely'

/**
 * Public menu views per branch, table and local day (views/counter.ts): the scans of table n's
 * QR code (?mesa=n), one row per (branch, table, 'YYYY-MM-DD' in APP_TIMEZONE), raised by
 * additive upserts as menu_views is. Only numbers, nothing about the visitors. The visitors of
 * a table share menu_view_visitors (the visitor key `<hash>#<n>`), so its window and purge
 * apply unchanged. Deleting a branch or an account removes its rows (cascade).
 */
// Only the schema builder is used: no table types are needed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('menu_table_views')
    .addColumn('sucursal_id', 'integer', (c) => c.notNull().references('sucursales.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('table_number', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('menu_table_views_pk', ['sucursal_id', 'table_number', 'day'])
    .execute()
  await db.schema
    .createIndex('menu_table_views_account_day_idx')
    .on('menu_table_views')
    .columns(['account_id', 'day'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('menu_table_views').execute()
}
