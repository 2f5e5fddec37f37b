import { findSubscription, inForce } from '../../data/subscriptions.js'
import { inTransaction, scoped } from '../../data/toolkit.js'
import type { SubscriptionKind } from '../../db/types.js'
import { AppError } from '../../errors.js'
import { type Billing, update } from './context.js'

/** DELETE: benefits stay until expires_at; the renewal job ends it then. Cancelling twice changes nothing. */
export async function cancel(b: Billing, kind: SubscriptionKind): Promise<void> {
  await inTransaction(b.db, async (trx) => {
    await scoped(trx, b.accountId).lock()
    const sub = await findSubscription(trx, b.accountId, kind)
    if (!sub || !inForce(sub, b.now())) throw new AppError('SUBSCRIPTION_REQUIRED')
    if (sub.status === 'active') await update(b, trx, kind, { status: 'cancelled' })
  })
}
