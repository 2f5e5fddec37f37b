import type { BillingCurrency } from '@menu/shared/billing/zones'
import { findSubscription, inForce } from '../../data/subscriptions.js'
import { AppError } from '../../errors.js'
import type { IdempotentRequest } from '../payments/idempotency.js'
import { type AddOnInput, franchisesMenu, newAddOn } from './add-on-period.js'
import { assertOwnBranches, quantityOf } from './branches.js'
import { assertOwnCard, type Billing } from './context.js'
import { runStep } from './step.js'

/** POST /sucursales: a first branch add-on on a paid Franquicias plan, prorated to the menu plan's period end. */
export async function startAddOn(b: Billing, input: AddOnInput, request: IdempotentRequest): Promise<void> {
  await assertOwnBranches(b, input.disable_sucursal_ids)
  await assertOwnCard(b, input.payment_method_id)
  await runStep(b, 'sucursales', request, async () => {
    const menu = await franchisesMenu(b)
    const quantity = quantityOf(input.features, menu.currency as BillingCurrency)
    if (inForce(await findSubscription(b.db, b.accountId, 'sucursales'), b.now()))
      throw new AppError('SUBSCRIPTION_EXISTS')
    return newAddOn(b, menu, quantity, input, 'activation')
  })
}
