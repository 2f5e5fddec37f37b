import type { Kysely } from 'kysely'

/**
 * Templates (plantillas): per-template overrides of the base menu. One row per template and
 * item, only where the template differs: a NULL value follows the base menu, so an item added
 * later shows in every template at its base value, and a base change reaches every template
 * that has not overridden it. Deleting a template, an item or an account removes its rows
 * (cascade). Prices are integer cents like the base tables; booleans are 0/1.
 */
const TABLES = [
  { table: 'template_products', item: 'product_id', base: 'products', value: 'price_cents', type: 'integer' },
  { table: 'template_variants', item: 'variant_id', base: 'variants', value: 'price_cents', type: 'integer' },
  { table: 'template_promotions', item: 'promotion_id', base: 'promotions', value: 'description', type: 'text' },
  { table: 'template_advertising', item: 'advertising_id', base: 'advertising', value: 'description', type: 'text' },
] as const

// Only the schema builder is used: no table types are needed.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, item, base, value, type } of TABLES) {
    await db.schema
      .createTable(table)
      .addColumn('template_id', 'integer', (c) => c.notNull().references('templates.id').onDelete('cascade'))
      .addColumn(item, 'integer', (c) => c.notNull().references(`${base}.id`).onDelete('cascade'))
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn(value, type)
      .addColumn('enabled', 'integer')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['template_id', item])
      .execute()
    await db.schema.createIndex(`${table}_item_idx`).on(table).column(item).execute()
    await db.schema.createIndex(`${table}_account_idx`).on(table).column('account_id').execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of [...TABLES].reverse()) await db.schema.dropTable(table).execute()
}
