import { type Kysely, PostgresAdapter } from 'kysely'
import { guardSqliteMoneyColumn } from '../money-columns.js'

/**
 * subscriptions.carried_cents: what a change charged nothing for because the amount was under the
 * payment provider's minimum charge (Stripe refuses less than MXN 10.00 / USD 0.50), added to the
 * subscription's next renewal charge and set back to 0 by the renewal that charges it
 * (billing/subscriptions/carry.ts, billing/renewals/job.ts). Money: integer cents on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .alterTable('subscriptions')
    .addColumn('carried_cents', postgres ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  if (!postgres) await guardSqliteMoneyColumn(db, 'subscriptions', 'carried_cents')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('carried_cents').execute()
}
