import type { BillingCurrency } from '@menu/shared/billing/zones'
import { branchesLabel, findSubscription, inForce } from '../../data/subscriptions.js'
import { AppError } from '../../errors.js'
import type { IdempotentRequest } from '../payments/idempotency.js'
import { daysLeft, prorate } from '../pricing.js'
import { type AddOnInput, franchisesMenu, newAddOn } from './add-on-period.js'
import { assertOwnBranches, disable, fits, quantityOf } from './branches.js'
import { addOnUnits, assertOwnCard, type Billing, update } from './context.js'
import { runStep, type Step } from './step.js'
import { addOnNext, days, intervalAhead, type MenuAhead } from './terms.js'

/**
 * PUT /sucursales: the add-on's new quantity (a first add-on when there is none in force): more
 * branches now, charging the prorated difference; fewer from the period end; back to the
 * current count drops a waiting decrease; null when nothing changes. `ahead`: the menu's
 * would-be state (see franchisesMenu).
 */
export async function preparePutAddOn(b: Billing, input: AddOnInput, ahead?: MenuAhead): Promise<Step | null> {
  const t = b.now()
  const menu = await franchisesMenu(b, ahead)
  const quantity = quantityOf(input.features, menu.currency as BillingCurrency)
  const addOn = await findSubscription(b.db, b.accountId, 'sucursales')
  if (!addOn || !inForce(addOn, t)) return newAddOn(b, menu, quantity, input, 'activation')
  if (addOn.status !== 'active') throw new AppError('SUBSCRIPTION_NOT_ACTIVE')
  const currency = addOn.currency as BillingCurrency
  const unit = addOn.unit_price_cents
  const unitFor = await addOnUnits(b.db, currency)
  // From the period end: `quantity` branches on the menu plan's interval then (a waiting interval change is kept).
  const next = addOnNext(addOn, { quantity, interval: intervalAhead(menu) }, unitFor)
  if (quantity > addOn.quantity) {
    const amount = unit * quantity
    const charged = prorate({
      oldCents: addOn.amount_cents,
      newCents: amount,
      interval: addOn.interval,
      periodEnd: addOn.expires_at,
      now: t,
    })
    const description = `Aumento a ${branchesLabel(quantity)} (prorrateo de ${days(daysLeft(addOn.expires_at, t, addOn.interval))})`
    const row = {
      quantity,
      amount_cents: amount,
      ...addOnNext({ ...addOn, quantity }, { quantity, interval: intervalAhead(menu) }, unitFor),
    }
    return {
      currency,
      charge: { amountCents: charged, paymentMethodId: input.payment_method_id, description },
      history: {
        action: 'upgraded',
        description,
        interval: addOn.interval,
        expiresAt: addOn.expires_at,
        amountCents: charged,
      },
      takesEffect: 'now',
      row,
      check: fits(b, quantity, input.disable_sucursal_ids),
      async apply(trx) {
        await disable(b, trx, quantity, input.disable_sucursal_ids)
        await update(b, trx, 'sucursales', row)
      },
    }
  }
  if (quantity < addOn.quantity) {
    const row = next
    return {
      currency,
      history: {
        action: 'downgraded',
        description: `Cambio a ${branchesLabel(quantity)} al terminar el periodo`,
        interval: addOn.interval,
        expiresAt: addOn.expires_at,
        amountCents: 0,
      },
      takesEffect: 'period_end',
      row,
      // Checked before writing for a clear answer, and again under the lock.
      check: fits(b, quantity, input.disable_sucursal_ids),
      async apply(trx) {
        await disable(b, trx, quantity, input.disable_sucursal_ids)
        await update(b, trx, 'sucursales', row)
      },
    }
  }
  if (addOn.next_quantity === null) return null
  // Back to the current count: the waiting decrease is dropped.
  return {
    currency,
    history: {
      action: 'updated',
      description: `Se mantienen ${branchesLabel(quantity)}`,
      interval: addOn.interval,
      expiresAt: addOn.expires_at,
      amountCents: 0,
    },
    takesEffect: 'now',
    row: next,
    apply: async (trx) => {
      await update(b, trx, 'sucursales', next)
    },
  }
}

export async function putAddOn(b: Billing, input: AddOnInput, request: IdempotentRequest): Promise<void> {
  await assertOwnBranches(b, input.disable_sucursal_ids)
  await assertOwnCard(b, input.payment_method_id)
  await runStep(b, 'sucursales', request, () => preparePutAddOn(b, input))
}
