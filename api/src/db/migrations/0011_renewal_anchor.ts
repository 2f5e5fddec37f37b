import type { Kysely } from 'kysely'

/**
 * Renewals: the instant a subscription's periods count from (`period_anchor`), so a period
 * that ended on a clamped day (Jan 31 -> Feb 28) renews to the anchor's day again (Mar 31)
 * instead of drifting to the 28th. Written by the renewal job; null until the first renewal,
 * when the current period's start is the anchor.
 */
// Only the schema builder is used: no table types are needed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('period_anchor', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('period_anchor').execute()
}
