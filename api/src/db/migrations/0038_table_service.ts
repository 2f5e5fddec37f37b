import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'
import { installHistoryTriggers } from '../history-triggers.js'

/**
 * From the table (issue 45, docs/table-service.md): 'Mi pedido', calling the waiter, and which
 * dishes diners want. None of it is menu content: no history, no change marker (a diner's list
 * or call never rebuilds the cached public page).
 *
 * - `sucursales.table_orders`: the branch offers 'Mi pedido' and the waiter calls (0 by default:
 *   the owner turns it on where staff watch the 'Mesas' screen).
 * - `order_lists`: a visitor's list at one branch, kept on the server. `token` is the random
 *   value of the diner's first-party cookie (nothing personal); `items` is JSON text
 *   ([{product_id, qty, variants, choices}]); lists untouched for a day are deleted.
 * - `table_calls`: 'Llamar al mesero' / 'Pedir la cuenta' from table n; open until staff mark it
 *   attended (`attended_at`, `attended_by` the member's profile) or it expires.
 * - `dish_adds`: one row per branch, local day, dish and visitor (the views' daily keyed hash,
 *   views/counter.ts): a visitor adding a dish twice that day counts once. Kept 90 days.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  const idType = pg ? 'serial' : 'integer'
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())

  await db.schema
    .alterTable('sucursales')
    .addColumn('table_orders', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('order_lists')
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('sucursal_id', 'integer', (c) => c.notNull().references('sucursales.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('table_number', 'integer')
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_lists_pk', ['token', 'sucursal_id'])
    .execute()
  await db.schema.createIndex('order_lists_updated').on('order_lists').column('updated_at').execute()

  await db.schema
    .createTable('table_calls')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('sucursal_id', 'integer', (c) => c.notNull().references('sucursales.id').onDelete('cascade'))
    .addColumn('table_number', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('attended_at', 'text')
    .addColumn('attended_by', 'integer')
    .execute()
  await db.schema
    .createIndex('table_calls_branch_open')
    .on('table_calls')
    .columns(['sucursal_id', 'attended_at'])
    .execute()
  await db.schema.createIndex('table_calls_created').on('table_calls').column('created_at').execute()

  await db.schema
    .createTable('dish_adds')
    .addColumn('sucursal_id', 'integer', (c) => c.notNull().references('sucursales.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('dish_adds_pk', ['sucursal_id', 'day', 'product_id', 'visitor'])
    .execute()
  await db.schema.createIndex('dish_adds_day').on('dish_adds').column('day').execute()

  // The SQLite triggers name every column: reinstalled so sucursales.table_orders is recorded.
  await installHistoryTriggers(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dish_adds').execute()
  await db.schema.dropTable('table_calls').execute()
  await db.schema.dropTable('order_lists').execute()
  await db.schema.alterTable('sucursales').dropColumn('table_orders').execute()
  await installHistoryTriggers(db)
}
