import type { Kysely } from 'kysely'

/**
 * Public menu views per branch and local day (views/): one row per (branch, 'YYYY-MM-DD' in
 * APP_TIMEZONE), whose `views` each API instance raises by its own pending count with an
 * additive upsert, so several instances on one database never lose a count. No visitor data
 * at all: only the number. Deleting a branch or an account removes its rows (cascade).
 */
// Only the schema builder is used: no table types are needed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('menu_views')
    .addColumn('sucursal_id', 'integer', (c) => c.notNull().references('sucursales.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('menu_views_pk', ['sucursal_id', 'day'])
    .execute()
  await db.schema.createIndex('menu_views_account_day_idx').on('menu_views').columns(['account_id', 'day']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('menu_views').execute()
}
