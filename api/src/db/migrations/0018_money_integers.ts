import { type Kysely, PostgresAdapter, sql } from 'kysely'
import { guardSqliteMoneyColumn, moneyTrigger } from '../money-columns.js'

/**
 * Money is integer cents on both engines, and nothing else can be written to a money column.
 *
 * - SQLite: INTEGER affinity converts a REAL to an integer only when it is lossless and below
 *   2^51, so a fraction of a cent, an amount of 2^51 cents or more, or a text was stored as it
 *   came. Each money column gets a trigger refusing such a value on INSERT and UPDATE (the
 *   effect of CHECK (typeof(col) = 'integer'), which SQLite cannot add to an existing table
 *   without rebuilding it and every table that references it). Values already stored as REAL are
 *   rounded to integers first.
 * - PostgreSQL: the columns are integer types already (a fraction is refused). The amounts, which
 *   are a price times a branch count (what recurs, what is charged), become bigint: any price the
 *   price list holds (integer) times the largest branch count fits, where integer overflowed (a 500).
 */

/** Every money column: integer cents (prices and amounts). */
const MONEY_COLUMNS = [
  { table: 'products', column: 'price_cents' },
  { table: 'variants', column: 'price_cents' },
  { table: 'template_products', column: 'price_cents' },
  { table: 'template_variants', column: 'price_cents' },
  { table: 'plan_prices', column: 'amount_cents' },
  { table: 'subscriptions', column: 'unit_price_cents' },
  { table: 'subscriptions', column: 'amount_cents' },
  { table: 'subscriptions', column: 'next_amount_cents' },
  { table: 'charges', column: 'amount_cents' },
  { table: 'billing_history', column: 'amount_cents' },
] as const

/** The amounts (PostgreSQL bigint): a price times a quantity. Prices stay integer (bounded by PRICE_MAX and the price list). */
const AMOUNT_COLUMNS = MONEY_COLUMNS.filter((c) => c.table !== 'plan_prices' && c.column.endsWith('amount_cents'))

// Only raw SQL and the schema builder are used: no table types are needed.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const { table, column } of AMOUNT_COLUMNS)
      await db.schema
        .alterTable(table)
        .alterColumn(column, (c) => c.setDataType('bigint'))
        .execute()
    return
  }
  for (const { table, column } of MONEY_COLUMNS) {
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = cast(round(${sql.ref(column)}) as integer) where typeof(${sql.ref(column)}) = 'real'`.execute(
      db,
    )
    await guardSqliteMoneyColumn(db, table, column)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const { table, column } of AMOUNT_COLUMNS)
      await db.schema
        .alterTable(table)
        .alterColumn(column, (c) => c.setDataType('integer'))
        .execute()
    return
  }
  for (const { table, column } of MONEY_COLUMNS) {
    for (const event of ['insert', 'update'] as const)
      await sql`drop trigger if exists ${sql.id(moneyTrigger(table, column, event))}`.execute(db)
  }
}
