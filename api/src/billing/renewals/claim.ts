import { affected } from '../../data/toolkit.js'
import type { Db } from '../../db/connection.js'
import { isoAt } from '../../db/values.js'

/**
 * The renewal job holds an account's billing the way a subscription call does
 * (`accounts.billing_claim`, see billing/subscriptions/step.ts): one compare-and-set
 * UPDATE, so of two API instances on one database exactly one gets the account, and an
 * account whose owner is mid-step ('Realizar Cambio') is left for the next run. The key is
 * unique per run, so it is never shared with a subscription call's twin.
 */

/** A claim older than this belongs to a process that died; the same limit the subscription calls use. */
export const CLAIM_STALE_MS = 2 * 60 * 1000

export async function claimBilling(db: Db, accountId: number, key: string, now: number): Promise<boolean> {
  const taken = await db
    .updateTable('accounts')
    .set({ billing_claim: key, billing_claim_at: isoAt(now) })
    .where('id', '=', accountId)
    .where((eb) => eb.or([eb('billing_claim', 'is', null), eb('billing_claim_at', '<', isoAt(now - CLAIM_STALE_MS))]))
    .executeTakeFirst()
  return affected(taken) === 1
}

/** Frees the claim if it is still this run's (a stale one may have been taken over meanwhile). */
export async function releaseBilling(db: Db, accountId: number, key: string): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ billing_claim: null, billing_claim_at: null })
    .where('id', '=', accountId)
    .where('billing_claim', '=', key)
    .execute()
}
