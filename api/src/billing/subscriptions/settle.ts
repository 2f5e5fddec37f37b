import { isBillingCurrency } from '@menu/shared/billing/zones'
import { expireSubscription, findSubscription } from '../../data/subscriptions.js'
import { inTransaction, scoped } from '../../data/toolkit.js'
import type { Db } from '../../db/connection.js'
import type { SubscriptionKind, SubscriptionsTable } from '../../db/types.js'
import { loadPriceList } from '../../data/price-list.js'
import { branchAddOnAmount, type Interval, menuAmount, type PriceList, priceCode } from '../pricing.js'
import { addInterval } from '../subscription-rules.js'

/**
 * What happens to one subscription when its period is over, as a pure function of the row,
 * the time and (for a renewal) the current price list. The renewal job calls it for every
 * subscription; `expire` is applied by data/subscriptions.ts (expireSubscription), `renew` is
 * the job's to charge and write. See docs/billing.md, "Subscriptions".
 */

export type SettleRow = Pick<
  SubscriptionsTable,
  | 'kind'
  | 'plan_code'
  | 'interval'
  | 'quantity'
  | 'amount_cents'
  | 'status'
  | 'demo'
  | 'expires_at'
  | 'next_plan_code'
  | 'next_interval'
  | 'next_quantity'
>

/** The terms of the next period: the waiting change (next_*) applied, amounts from today's price list. */
export interface RenewalTerms {
  code: string
  plan_code: string
  interval: Interval
  quantity: number
  unit_price_cents: number
  amount_cents: number
  current_period_start: string
  expires_at: string
}

export type Settlement =
  /** The period is not over yet, or the subscription already ended. */
  | { kind: 'none' }
  /** Cancelled, unpaid or a demo: it ends (a menu plan falls back to FREEMIUM). */
  | { kind: 'expire' }
  /** Active and paid: a new period on these terms, to be charged. */
  | { kind: 'renew'; terms: RenewalTerms }

export interface SettleOptions {
  now: number
  timeZone: string
  /**
   * How long after expires_at an unpaid subscription (a failed renewal) is kept unpaid, so the
   * owner sees the suspension banner and can pay it (resume), before it ends (default 0).
   */
  unpaidGraceMs?: number
}

export function settle(
  row: SettleRow,
  { now, prices, timeZone, unpaidGraceMs = 0 }: SettleOptions & { prices: PriceList },
): Settlement {
  if (row.status === 'expired' || Date.parse(row.expires_at) > now) return { kind: 'none' }
  if (row.status === 'unpaid' && Date.parse(row.expires_at) + unpaidGraceMs > now) return { kind: 'none' }
  if (row.status !== 'active' || row.demo === 1) return { kind: 'expire' }
  const interval = row.next_interval ?? row.interval
  const start = row.expires_at
  const expiresAt = addInterval(start, interval, { timeZone })
  if (row.kind === 'sucursales') {
    const quantity = row.next_quantity ?? row.quantity
    const unit = branchAddOnAmount(prices, 1, interval)
    return {
      kind: 'renew',
      terms: {
        code: priceCode('SUCURSALES', prices.currency),
        plan_code: 'SUCURSALES',
        interval,
        quantity,
        unit_price_cents: unit,
        amount_cents: unit * quantity,
        current_period_start: start,
        expires_at: expiresAt,
      },
    }
  }
  const plan = row.next_plan_code ?? row.plan_code
  if (plan !== 'NEGOCIO' && plan !== 'FRANCHISES') throw new RangeError(`a menu subscription cannot renew plan ${plan}`)
  const amount = menuAmount(prices, plan, interval)
  return {
    kind: 'renew',
    terms: {
      code: priceCode(plan, prices.currency),
      plan_code: plan,
      interval,
      quantity: 1,
      unit_price_cents: amount,
      amount_cents: amount,
      current_period_start: start,
      expires_at: expiresAt,
    },
  }
}

/**
 * Settles the account's subscriptions at `now` (the renewal job calls it per account): the
 * ones that end are expired here (data/subscriptions.ts expireSubscription: FREEMIUM for the
 * menu plan, branches beyond the limit disabled); the renewals are returned for the job to
 * charge and write.
 */
export async function settleAccount(
  db: Db,
  accountId: number,
  options: SettleOptions,
): Promise<Array<{ kind: SubscriptionKind; terms: RenewalTerms }>> {
  const { now } = options
  const renewals: Array<{ kind: SubscriptionKind; terms: RenewalTerms }> = []
  for (const kind of ['menu', 'sucursales'] as const) {
    await inTransaction(db, async (trx) => {
      await scoped(trx, accountId).lock()
      const row = await findSubscription(trx, accountId, kind)
      if (!row) return
      const currency = isBillingCurrency(row.currency) ? row.currency : 'MXN'
      const outcome = settle(row, { ...options, prices: await loadPriceList(trx, currency) })
      if (outcome.kind === 'expire') await expireSubscription(trx, accountId, kind, now)
      if (outcome.kind === 'renew') renewals.push({ kind, terms: outcome.terms })
    })
  }
  return renewals
}
