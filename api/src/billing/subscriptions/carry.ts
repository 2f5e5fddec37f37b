import { formatMoney } from '@menu/shared/format/price'
import type { Executor } from '../../data/toolkit.js'
import { scoped } from '../../data/toolkit.js'
import type { SubscriptionKind } from '../../db/types.js'
import { minimumChargeOf, type PaymentProvider } from '../payments/provider.js'
import { toAmount } from '../pricing.js'
import type { Step } from './step.js'

/**
 * Charges under the payment provider's minimum (Stripe refuses less than MXN 10.00 / USD 0.50): an upgrade
 * in the last days of a period prorates to a few pesos or cents. Such a step charges nothing now (the provider
 * would refuse it and the owner would read 'El pago falló'); the change still applies now, and the amount is
 * carried to the subscription's next renewal: stored in subscriptions.carried_cents by the step engine, charged
 * with the period by the renewal job and cleared by the write that records it, so it is charged exactly once.
 * See docs/billing.md, "Charges under the provider's minimum".
 */

/** What the quote and the history line say of a carried amount. */
export const CARRIED_NOTE = 'Se cobrará en tu próxima renovación'

/** The step as it runs with `provider`: a charge under the minimum becomes an amount carried to the next renewal. */
export function carryUnderMinimum(
  step: Step | null,
  provider: Pick<PaymentProvider, 'minimumChargeCents'>,
): Step | null {
  const cents = step?.charge?.amountCents ?? 0
  if (!step || cents <= 0 || cents >= minimumChargeOf(provider, step.currency)) return step
  const { charge: _, ...rest } = step
  // 'Cambio a Franquicias (prorrateo de 1 día). Se cobrará en tu próxima renovación: $3 MXN'; nothing charged now.
  const description = `${step.history.description}. ${CARRIED_NOTE}: ${formatMoney(toAmount(cents), step.currency)}`
  return { ...rest, carriedCents: cents, history: { ...step.history, description, amountCents: 0 } }
}

/** Adds a carried amount to the subscription's next renewal (in the step's transaction, under the account lock). */
export async function addCarried(trx: Executor, accountId: number, kind: SubscriptionKind, cents: number) {
  await scoped(trx, accountId)
    .updateTable('subscriptions')
    .set((eb) => ({ carried_cents: eb('carried_cents', '+', cents) }))
    .where('kind', '=', kind)
    .execute()
}
