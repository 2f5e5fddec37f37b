import { type Kysely, PostgresAdapter, sql } from 'kysely'

/**
 * Availability schedules (docs/schedules.md):
 * - `schedule` on products, categories and promotions: the shared Schedule as JSON text
 *   ({"days":[1,2],"ranges":[{"start":"07:00","end":"12:00"}]}); NULL = always available.
 * - `template_schedules`: a template's own schedule for one product or promotion in its
 *   branches: the JSON text, or 'always' (no schedule there). No row = como el menú. One item
 *   column is set per row; deleting the template, the item or the account removes the row.
 * - `accounts.off_schedule`: what the public menu does with items out of their hours, 'hide'
 *   (default) or 'label' (shown with their hours).
 * template_schedules feeds the template lists, so it raises the list marker like the other
 * template tables (migration 0012's triggers).
 */
const ITEM_TABLES = ['products', 'categories', 'promotions'] as const

// Only the schema builder and raw SQL are used: no table types are needed.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  for (const table of ITEM_TABLES) await db.schema.alterTable(table).addColumn('schedule', 'text').execute()
  await db.schema
    .alterTable('accounts')
    .addColumn('off_schedule', 'text', (c) => c.notNull().defaultTo('hide'))
    .execute()
  await db.schema
    .createTable('template_schedules')
    .addColumn('template_id', 'integer', (c) => c.notNull().references('templates.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('cascade'))
    .addColumn('promotion_id', 'integer', (c) => c.references('promotions.id').onDelete('cascade'))
    .addColumn('schedule', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('template_schedules_one_item', sql`(product_id is null) <> (promotion_id is null)`)
    .execute()
  await db.schema
    .createIndex('template_schedules_product_idx')
    .on('template_schedules')
    .columns(['template_id', 'product_id'])
    .unique()
    .execute()
  await db.schema
    .createIndex('template_schedules_promotion_idx')
    .on('template_schedules')
    .columns(['template_id', 'promotion_id'])
    .unique()
    .execute()
  await db.schema.createIndex('template_schedules_account_idx').on('template_schedules').column('account_id').execute()
  await db.schema
    .createIndex('template_schedules_product_item_idx')
    .on('template_schedules')
    .column('product_id')
    .execute()
  await db.schema
    .createIndex('template_schedules_promotion_item_idx')
    .on('template_schedules')
    .column('promotion_id')
    .execute()
  const table = 'template_schedules'
  if (pg) {
    for (const [event, rows] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql`create trigger ${sql.id(`lv_${table}_${event}`)} after ${sql.raw(event)} on ${sql.id(table)}
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
    await sql`create trigger ${sql.id(`lv_${table}_${event}`)} after ${sql.raw(event)} on ${sql.id(table)}
      begin update accounts set list_version = list_version + 1 where id in (${sql.raw(ids)}); end`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('template_schedules').execute()
  await db.schema.alterTable('accounts').dropColumn('off_schedule').execute()
  for (const table of ITEM_TABLES) await db.schema.alterTable(table).dropColumn('schedule').execute()
}
