import { type Kysely, PostgresAdapter } from 'kysely'

/**
 * Billing, second part: the account's subscriptions (one row per kind, 'menu' for the menu
 * plan and 'sucursales' for the branch add-on, updated in place), the billing history the
 * panel lists, and the once-per-account free demo flag. Amounts are integer cents; a
 * subscription keeps the price it was sold at (unit_price_cents) until its renewal.
 */
// Only the schema builder is used: no table types are needed.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .alterTable('accounts')
    .addColumn('used_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  // The subscription call holding the account's billing (its '<kind>:<Idempotency-Key>') while it charges and writes:
  // another call with another key waits its turn (409 CHARGE_IN_PROGRESS) instead of charging for the same change twice.
  await db.schema.alterTable('accounts').addColumn('billing_claim', 'text').execute()
  await db.schema.alterTable('accounts').addColumn('billing_claim_at', 'text').execute()

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull()) // 'menu' | 'sucursales'
    .addColumn('code', 'text', (c) => c.notNull()) // price list code, e.g. MENU-NEGOCIO-MXN
    .addColumn('plan_code', 'text', (c) => c.notNull()) // NEGOCIO, FRANCHISES, SUCURSALES
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('interval', 'text', (c) => c.notNull()) // 'monthly' | 'yearly'
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // 'active' | 'cancelled' | 'unpaid' | 'expired'
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payment_method_id', 'text')
    .addColumn('current_period_start', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('next_code', 'text')
    .addColumn('next_plan_code', 'text')
    .addColumn('next_interval', 'text')
    .addColumn('next_quantity', 'integer')
    .addColumn('next_amount_cents', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('subscriptions_account_kind_uq', ['account_id', 'kind'])
    .execute()

  await db.schema
    .createTable('billing_history')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('subscription_kind', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull()) // activation, resume, renewal, upgraded, downgraded, updated
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('interval', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('charge_id', 'integer')
    // '<kind>:<Idempotency-Key>' of the call that wrote the row: a retried call finds it and changes nothing.
    .addColumn('request_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('billing_history_request_uq', ['account_id', 'request_key'])
    .execute()
  await db.schema
    .createIndex('billing_history_account_idx')
    .on('billing_history')
    .columns(['account_id', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['billing_history', 'subscriptions']) await db.schema.dropTable(table).execute()
  for (const column of ['billing_claim_at', 'billing_claim', 'used_demo'])
    await db.schema.alterTable('accounts').dropColumn(column).execute()
}
