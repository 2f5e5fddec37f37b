import type { BillingCurrency } from '@menu/shared/billing/zones'
import { branchesLabel, findSubscription, inForce } from '../../data/subscriptions.js'
import type { BillingAction } from '../../db/types.js'
import { isoAt } from '../../db/values.js'
import { AppError, REASONS } from '../../errors.js'
import { BRANCH_ADD_ON, daysLeft, priceCode, prorate } from '../pricing.js'
import { disable, type FeatureInput, fits } from './branches.js'
import { account, addOnUnits, type Billing, put } from './context.js'
import type { Step } from './step.js'
import { addOnNext, days, intervalAhead, type MenuAhead, type MenuTerms, type SubscriptionValues } from './terms.js'

/** What the branch add-on hangs on (a paid Franquicias menu plan) and a new add-on period. */

export interface AddOnInput {
  features: FeatureInput[]
  disable_sucursal_ids?: number[]
  payment_method_id?: string
}

/**
 * The menu subscription the add-on hangs on: FRANCHISES, in force, paid. `ahead` is the
 * menu's would-be state after a menu step not applied yet (the quote); else the stored one.
 */
export async function franchisesMenu(b: Billing, ahead?: MenuAhead): Promise<MenuTerms> {
  const menu = ahead ? ahead.menu : await findSubscription(b.db, b.accountId, 'menu')
  const plan = ahead?.plan ?? (await account(b)).plan_code
  if (!menu || !inForce(menu, b.now()) || menu.plan_code !== 'FRANCHISES' || plan !== 'FRANCHISES')
    throw new AppError('FRANCHISES_REQUIRED')
  // The demo has the plan's own limit (5); the add-on is bought with the paid plan, whose period it shares.
  if (menu.demo === 1) throw new AppError('FRANCHISES_REQUIRED', REASONS.FRANCHISES_REQUIRED.notInDemo)
  // A change to another plan waits for the period end: no add-on beyond it.
  if (menu.next_plan_code !== null && menu.next_plan_code !== 'FRANCHISES') throw new AppError('FRANCHISES_REQUIRED')
  return menu
}

/** A new add-on period: same interval and end as the menu plan, its first charge prorated to that end. */
export async function newAddOn(
  b: Billing,
  menu: MenuTerms,
  quantity: number,
  input: AddOnInput,
  action: BillingAction,
): Promise<Step> {
  const t = b.now()
  const currency = menu.currency as BillingCurrency
  const interval = menu.interval
  const unitFor = await addOnUnits(b.db, currency)
  const unit = unitFor(interval)
  const amount = unit * quantity
  const charged = prorate({ oldCents: 0, newCents: amount, interval, periodEnd: menu.expires_at, now: t })
  const description = `${action === 'resume' ? 'Reactivación: ' : ''}${branchesLabel(quantity)} (prorrateo de ${days(daysLeft(menu.expires_at, t, interval))})`
  const row: Omit<SubscriptionValues, 'payment_method_id'> = {
    code: priceCode(BRANCH_ADD_ON, currency),
    plan_code: BRANCH_ADD_ON,
    currency,
    interval,
    unit_price_cents: unit,
    quantity,
    amount_cents: amount,
    status: 'active',
    demo: 0,
    current_period_start: isoAt(t),
    expires_at: menu.expires_at,
    // A menu interval change waiting for the period end takes the add-on along.
    ...addOnNext(
      { code: priceCode(BRANCH_ADD_ON, currency), interval, quantity, unit_price_cents: unit },
      { quantity, interval: intervalAhead(menu) },
      unitFor,
    ),
  }
  return {
    currency,
    charge: { amountCents: charged, paymentMethodId: input.payment_method_id, description },
    history: { action, description, interval, expiresAt: menu.expires_at, amountCents: charged },
    takesEffect: 'now',
    row,
    check: fits(b, quantity, input.disable_sucursal_ids),
    async apply(trx, card) {
      await disable(b, trx, quantity, input.disable_sucursal_ids)
      await put(b, trx, 'sucursales', { ...row, payment_method_id: card })
    },
  }
}
