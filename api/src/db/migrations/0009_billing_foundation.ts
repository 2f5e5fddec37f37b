import { type Kysely, PostgresAdapter } from 'kysely'

/**
 * Billing, first part: the price list (plan prices live in the database so they change
 * without a deploy; subscriptions copy the amount they were sold at), the accounts' saved
 * cards (tokens and display data only: a card number never reaches our tables), the built-in
 * sandbox payment provider's own card store, and every charge with its idempotency key (a
 * retried or double-clicked payment charges once). Amounts are integer cents like prices.
 */
// Only the schema builder is used: no table types are needed.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .createTable('plan_prices')
    .addColumn('code', 'text', (c) => c.notNull()) // MENU-NEGOCIO-MXN, MENU-SUCURSALES-USD, ...
    .addColumn('interval', 'text', (c) => c.notNull()) // 'monthly' | 'yearly'
    .addColumn('plan_code', 'text', (c) => c.notNull()) // NEGOCIO, FRANCHISES, or SUCURSALES (the branch add-on)
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('plan_prices_pk', ['code', 'interval'])
    .execute()

  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'text', (c) => c.primaryKey()) // 'pm_<random>': accounts.default_payment_method_id holds it
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_token', 'text', (c) => c.notNull()) // the provider's reusable card reference
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('payment_methods_account_idx').on('payment_methods').column('account_id').execute()

  // The sandbox provider's side: what a real provider keeps on its own servers.
  await db.schema
    .createTable('sandbox_checkouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('card_token', 'text') // set once the card page tokenised a card
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('sandbox_cards')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('behaviour', 'text', (c) => c.notNull()) // 'succeeds' | 'declined' | 'fails_on_renewal'
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('charges')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('payment_method_id', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // 'pending' | 'succeeded' | 'declined' | 'failed'
    .addColumn('provider_reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('charges_idempotency_uq', ['account_id', 'idempotency_key'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['charges', 'sandbox_cards', 'sandbox_checkouts', 'payment_methods', 'plan_prices'])
    await db.schema.dropTable(table).execute()
}
