import type { BillingCurrency } from '@menu/shared/billing/zones'
import { branchesLabel, findSubscription, inForce, intervalName, NO_NEXT, planName } from '../../data/subscriptions.js'
import type { SubscriptionKind } from '../../db/types.js'
import { isoAt } from '../../db/values.js'
import { AppError, REASONS } from '../../errors.js'
import type { IdempotentRequest } from '../payments/idempotency.js'
import { loadPriceList } from '../../data/price-list.js'
import { menuAmount, priceCode } from '../pricing.js'
import { addInterval } from '../subscription-rules.js'
import { franchisesMenu, newAddOn } from './add-on-period.js'
import { assertOwnCard, type Billing, update } from './context.js'
import { runStep } from './step.js'
import { isMenuPlan } from './terms.js'

/**
 * A cancelled subscription still in its period is active again, free; an ended or unpaid
 * one starts a new period now, charged (the add-on prorated to the menu plan's end).
 */
export async function resume(
  b: Billing,
  kind: SubscriptionKind,
  request: IdempotentRequest,
  paymentMethodId: string | undefined,
): Promise<void> {
  await assertOwnCard(b, paymentMethodId)
  await runStep(b, kind, request, async () => {
    const t = b.now()
    const sub = await findSubscription(b.db, b.accountId, kind)
    if (!sub) throw new AppError('SUBSCRIPTION_REQUIRED')
    if (sub.status === 'active') return null
    const label =
      kind === 'menu' ? `Plan ${planName(sub.plan_code)} ${intervalName(sub.interval)}` : branchesLabel(sub.quantity)
    if (sub.status === 'cancelled' && inForce(sub, t)) {
      if (kind === 'sucursales') await franchisesMenu(b)
      return {
        currency: sub.currency,
        history: {
          action: 'resume',
          description: `Reactivación: ${label}`,
          interval: sub.interval,
          expiresAt: sub.expires_at,
          amountCents: 0,
        },
        takesEffect: 'now',
        row: { status: 'active' },
        apply: async (trx) => {
          await update(b, trx, kind, { status: 'active' })
        },
      }
    }
    if (sub.demo === 1) throw new AppError('SUBSCRIPTION_REQUIRED', REASONS.SUBSCRIPTION_REQUIRED.demoOver)
    if (kind === 'sucursales') {
      const menu = await franchisesMenu(b)
      return newAddOn(
        b,
        menu,
        sub.next_quantity ?? sub.quantity,
        { features: [], payment_method_id: paymentMethodId },
        'resume',
      )
    }
    const plan = sub.next_plan_code ?? sub.plan_code
    const interval = sub.next_interval ?? sub.interval
    if (!isMenuPlan(plan)) throw new Error(`menu subscription of account ${b.accountId} has plan ${plan}`)
    const currency = sub.currency as BillingCurrency
    const amount = menuAmount(await loadPriceList(b.db, currency), plan, interval)
    const expiresAt = addInterval(isoAt(t), interval, { timeZone: b.timeZone })
    const description = `Reactivación: Plan ${planName(plan)} ${intervalName(interval)}`
    const row = {
      code: priceCode(plan, currency),
      plan_code: plan,
      interval,
      unit_price_cents: amount,
      quantity: 1,
      amount_cents: amount,
      status: 'active' as const,
      current_period_start: isoAt(t),
      expires_at: expiresAt,
      ...NO_NEXT,
    }
    return {
      currency,
      charge: { amountCents: amount, paymentMethodId, description },
      history: { action: 'resume', description, interval, expiresAt, amountCents: amount },
      takesEffect: 'now',
      row,
      plan,
      apply: async (trx, card) => {
        await update(b, trx, 'menu', { ...row, payment_method_id: card })
      },
    }
  })
}
