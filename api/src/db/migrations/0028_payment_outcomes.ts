import { type Kysely, PostgresAdapter } from 'kysely'
import { guardSqliteMoneyColumn } from '../money-columns.js'

/**
 * Asynchronous payment outcomes (billing/payments/): a provider may answer a charge 'pending'
 * (the bank asks the owner to authenticate it, 3-D Secure, or it is still processing) and say
 * how it ended later, in a signed webhook.
 * - charges.action_url: the page where the owner authenticates a pending charge (shown in the card frame);
 *   refund_status/refund_reference/refunded_at: money given back ('pending' | 'succeeded' | 'failed');
 *   an index on provider_reference, by which webhooks name a charge.
 * - payment_events: every webhook event taken, once per (provider, event_id): a replay finds its row and does nothing.
 * - payment_customers: the provider's customer of an account (a real provider keeps saved cards under one).
 * - sandbox_payments: the sandbox provider's own record of each charge (what a real provider keeps):
 *   its outcome once authenticated, and what was refunded.
 */
// Only the schema builder is used: no table types are needed.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema.alterTable('charges').addColumn('action_url', 'text').execute()
  await db.schema.alterTable('charges').addColumn('refund_status', 'text').execute()
  await db.schema.alterTable('charges').addColumn('refund_reference', 'text').execute()
  await db.schema.alterTable('charges').addColumn('refunded_at', 'text').execute()
  await db.schema.createIndex('charges_provider_reference_idx').on('charges').column('provider_reference').execute()

  await db.schema
    .createTable('payment_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
    .execute()

  await db.schema
    .createTable('payment_customers')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_customers_pk', ['account_id', 'provider'])
    .execute()

  await db.schema
    .createTable('sandbox_payments')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('card_token', 'text', (c) => c.notNull())
    .addColumn('amount_cents', postgres ? 'bigint' : 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('refunded_cents', postgres ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  // Money is integer cents on both engines (migrations/0018): amounts are bigint on PostgreSQL, guarded on SQLite.
  if (!postgres)
    for (const column of ['amount_cents', 'refunded_cents'])
      await guardSqliteMoneyColumn(db, 'sandbox_payments', column)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_payments').execute()
  await db.schema.dropTable('payment_customers').execute()
  await db.schema.dropTable('payment_events').execute()
  await db.schema.dropIndex('charges_provider_reference_idx').execute()
  for (const column of ['refunded_at', 'refund_reference', 'refund_status', 'action_url'])
    await db.schema.alterTable('charges').dropColumn(column).execute()
}
