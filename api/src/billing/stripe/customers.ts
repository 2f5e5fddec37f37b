import type Stripe from 'stripe'
import type { Db } from '../../db/connection.js'
import { isoAt } from '../../db/values.js'
import { scoped } from '../../data/toolkit.js'

const PROVIDER = 'stripe'

/**
 * The account's Stripe Customer (saved cards hang under one), created on its first card page and
 * kept in payment_customers. Two card pages opened at once may both create one: the first row
 * stored wins, and the other Customer, which holds nothing yet, is deleted.
 */
export async function customerOf(db: Db, stripe: Stripe, accountId: number, now: () => number): Promise<string> {
  const own = scoped(db, accountId)
  const stored = () =>
    own
      .selectFrom('payment_customers')
      .select('customer_id')
      .where('provider', '=', PROVIDER)
      .executeTakeFirst()
      .then((row) => row?.customer_id)
  const existing = await stored()
  if (existing) return existing
  const customer = await stripe.customers.create({ metadata: { account_id: String(accountId) } })
  await own
    .insertInto('payment_customers', { provider: PROVIDER, customer_id: customer.id, created_at: isoAt(now()) })
    .onConflict((oc) => oc.columns(['account_id', 'provider']).doNothing())
    .execute()
  const winner = await stored()
  if (winner !== customer.id) await stripe.customers.del(customer.id).catch(() => undefined)
  return winner ?? customer.id
}
