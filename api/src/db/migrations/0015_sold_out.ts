import { type ColumnDefinitionBuilder, PostgresAdapter, type Kysely, sql } from 'kysely'

/**
 * Products and variants sold out ('Agotado') in one branch. One row per branch,
 * product and variant (variant_id NULL: the product itself); "all branches" is stored as one
 * row per branch, so each branch ends its day at its own midnight (its time zone) and can be
 * reactivated alone. `until`: the instant (ISO) it ends, NULL: until the owner undoes it; a
 * passed `until` reads as not sold out (no job needed; writes clean them up).
 * Deleting a branch, product, variant or account removes its rows (cascade). The unique
 * index (NULL variant as 0) makes a repeated tap an update, never a second row.
 */
// Only the schema builder and raw SQL are used: no table types are needed.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .createTable('sold_out')
    .addColumn('id', pg ? 'serial' : 'integer', (c: ColumnDefinitionBuilder) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('sucursal_id', 'integer', (c) => c.notNull().references('sucursales.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (c) => c.references('variants.id').onDelete('cascade'))
    .addColumn('until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await sql`create unique index sold_out_item_uq on sold_out (sucursal_id, product_id, coalesce(variant_id, 0))`.execute(
    db,
  )
  await db.schema.createIndex('sold_out_account_idx').on('sold_out').columns(['account_id', 'product_id']).execute()
  // The panel's list marker (migration 0012) follows this table too.
  if (pg) {
    for (const [event, rows] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql`create trigger ${sql.id(`lv_sold_out_${event}`)} after ${sql.raw(event)} on sold_out
        referencing ${sql.raw(rows)} table as changed for each statement execute function list_version_bump()`.execute(
        db,
      )
    }
    return
  }
  for (const [event, ids] of [
    ['insert', 'new.account_id'],
    ['update', 'new.account_id, old.account_id'],
    ['delete', 'old.account_id'],
  ] as const) {
    await sql`create trigger ${sql.id(`lv_sold_out_${event}`)} after ${sql.raw(event)} on sold_out
      begin update accounts set list_version = list_version + 1 where id in (${sql.raw(ids)}); end`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  for (const event of ['insert', 'update', 'delete']) {
    await sql`drop trigger ${sql.id(`lv_sold_out_${event}`)}${pg ? sql` on sold_out` : sql``}`.execute(db)
  }
  await db.schema.dropTable('sold_out').execute()
}
