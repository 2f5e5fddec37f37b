import type { BillingCurrency } from '@menu/shared/billing/zones'
import {
  findSubscription,
  inForce,
  intervalName,
  NO_NEXT,
  planName,
  type SubscriptionRow,
} from '../../data/subscriptions.js'
import { AppError, REASONS } from '../../errors.js'
import type { IdempotentRequest } from '../payments/idempotency.js'
import { loadPriceList } from '../../data/price-list.js'
import {
  BRANCH_ADD_ON,
  daysLeft,
  type Interval,
  menuAmount,
  type MenuPlanCode,
  priceCode,
  prorate,
} from '../pricing.js'
import { classifyChange } from '../subscription-rules.js'
import { assertOwnBranches, type FeatureInput } from './branches.js'
import { assertOwnCard, type Billing, update } from './context.js'
import { putAddOn } from './put-add-on.js'
import { runStep, type Step } from './step.js'
import { days, isMenuPlan, isUnpaid } from './terms.js'

/** PUT /menu: another menu plan or interval, with the branch add-on's quantity when `features` names it. */

export interface ChangeMenuInput {
  plan_code: string
  interval: Interval
  features?: FeatureInput[]
  disable_sucursal_ids?: number[]
  payment_method_id?: string
}

/** The plan code of a change; else 400 on plan_code. */
export function menuPlanOf(plan: string): MenuPlanCode {
  if (!isMenuPlan(plan))
    throw new AppError('VALIDATION_ERROR', REASONS.VALIDATION_ERROR.invalidPlan, { field: 'plan_code' })
  return plan
}

/** The menu subscription a change applies to: paid and active (a cancelled or unpaid one is resumed first). */
async function changeableMenu(b: Billing): Promise<SubscriptionRow> {
  const menu = await findSubscription(b.db, b.accountId, 'menu')
  if (menu && isUnpaid(menu)) throw new AppError('SUBSCRIPTION_NOT_ACTIVE')
  if (!menu || !inForce(menu, b.now())) throw new AppError('SUBSCRIPTION_REQUIRED')
  if (menu.demo === 1) throw new AppError('SUBSCRIPTION_REQUIRED', REASONS.SUBSCRIPTION_REQUIRED.demoCannotChange)
  if (menu.status !== 'active') throw new AppError('SUBSCRIPTION_NOT_ACTIVE')
  return menu
}

/**
 * The menu part: a dearer plan now, charging the prorated difference; a cheaper plan or
 * another interval from the period end; back to the current terms drops a waiting change;
 * null when nothing changes.
 */
export async function prepareChangeMenu(
  b: Billing,
  input: Pick<ChangeMenuInput, 'plan_code' | 'interval' | 'payment_method_id'>,
): Promise<Step | null> {
  const plan = menuPlanOf(input.plan_code)
  const interval = input.interval
  const t = b.now()
  const menu = await changeableMenu(b)
  const currency = menu.currency as BillingCurrency
  const pending = menu.next_plan_code !== null || menu.next_interval !== null
  const label = `${planName(plan)} ${intervalName(interval)}`
  if (plan === menu.plan_code && interval === menu.interval) {
    if (!pending) return null
    // Back to the current terms: the waiting change is dropped.
    return {
      currency,
      history: {
        action: 'updated',
        description: `Se mantiene el plan ${label}`,
        interval,
        expiresAt: menu.expires_at,
        amountCents: 0,
      },
      takesEffect: 'now',
      row: { ...NO_NEXT },
      addOnFollows: { plan, interval: menu.interval },
      apply: async (trx) => {
        await update(b, trx, 'menu', { ...NO_NEXT })
      },
    }
  }
  const amount = menuAmount(await loadPriceList(b.db, currency), plan, interval)
  const change = classifyChange(
    { plan: menu.plan_code, interval: menu.interval, amountCents: menu.amount_cents },
    { plan, interval, amountCents: amount },
  )
  if (change === 'upgrade') {
    const charged = prorate({
      oldCents: menu.amount_cents,
      newCents: amount,
      interval,
      periodEnd: menu.expires_at,
      now: t,
    })
    const left = daysLeft(menu.expires_at, t, interval)
    const description = `Cambio a ${planName(plan)} (prorrateo de ${days(left)})`
    const row = {
      code: priceCode(plan, currency),
      plan_code: plan,
      unit_price_cents: amount,
      amount_cents: amount,
      ...NO_NEXT,
    }
    return {
      currency,
      charge: { amountCents: charged, paymentMethodId: input.payment_method_id, description },
      history: { action: 'upgraded', description, interval, expiresAt: menu.expires_at, amountCents: charged },
      takesEffect: 'now',
      row,
      plan,
      addOnFollows: { plan, interval }, // a waiting interval change was dropped with next_*
      apply: async (trx) => {
        await update(b, trx, 'menu', row)
      },
    }
  }
  // A cheaper plan or another interval: from the period end, nothing charged now.
  const row = {
    next_code: priceCode(plan, currency),
    next_plan_code: plan,
    next_interval: interval,
    next_quantity: null,
    next_amount_cents: amount,
  }
  return {
    currency,
    history: {
      action: change === 'interval' ? 'updated' : 'downgraded',
      description: `Cambio a ${label} al terminar el periodo`,
      interval: menu.interval,
      expiresAt: menu.expires_at,
      amountCents: 0,
    },
    takesEffect: 'period_end',
    row,
    addOnFollows: { plan, interval },
    apply: async (trx) => {
      await update(b, trx, 'menu', row)
    },
  }
}

export async function changeMenu(b: Billing, input: ChangeMenuInput, request: IdempotentRequest): Promise<void> {
  await assertOwnBranches(b, input.disable_sucursal_ids)
  await assertOwnCard(b, input.payment_method_id)
  menuPlanOf(input.plan_code)
  const addOn = input.features?.find((f) => f.code.includes(BRANCH_ADD_ON))
  await runStep(b, 'menu', request, () => prepareChangeMenu(b, input))
  if (addOn)
    await putAddOn(
      b,
      {
        features: input.features!,
        disable_sucursal_ids: input.disable_sucursal_ids,
        payment_method_id: input.payment_method_id,
      },
      request,
    )
}
