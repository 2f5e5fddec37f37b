import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'
import { installHistoryTriggers } from '../history-triggers.js'

/**
 * Combos and the menu of the day (issue 44, docs/combos.md).
 *
 * - `products.kind`: 'dish' (every product so far) or 'combo'. A combo's `steps` is JSON text of
 *   its ordered choices (shared/src/menu/combos.ts): each step a name, min..max and items that
 *   are one of the account's dishes (`product_id`) or a simple named item, with a surcharge.
 *   Data rather than tables: a combo's steps are read and written whole, like a schedule, and
 *   an item whose dish is deleted is dropped when read.
 * - `products.daily`: a menu of the day. Its steps change by date: `combo_days` holds one row per
 *   combo and local date ('YYYY-MM-DD', the branch's time zone reads it); a date without a row
 *   offers the combo's own `steps`.
 * - `variant_groups.position_pricing`: JSON text; null = each variant's own price, else extras
 *   priced by position ({free, each} or {prices}).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  const idType = pg ? 'serial' : 'integer'
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())

  await db.schema
    .alterTable('products')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('dish'))
    .execute()
  await db.schema.alterTable('products').addColumn('steps', 'text').execute()
  await db.schema
    .alterTable('products')
    .addColumn('daily', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('variant_groups').addColumn('position_pricing', 'text').execute()

  await db.schema
    .createTable('combo_days')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('steps', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('combo_days_product_date')
    .on('combo_days')
    .columns(['product_id', 'date'])
    .unique()
    .execute()
  await db.schema.createIndex('combo_days_account_date').on('combo_days').columns(['account_id', 'date']).execute()

  // The SQLite triggers name every column: reinstalled so the new columns and combo_days are recorded.
  await installHistoryTriggers(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('combo_days').execute()
  await db.schema.alterTable('variant_groups').dropColumn('position_pricing').execute()
  await db.schema.alterTable('products').dropColumn('daily').execute()
  await db.schema.alterTable('products').dropColumn('steps').execute()
  await db.schema.alterTable('products').dropColumn('kind').execute()
  await installHistoryTriggers(db)
}
