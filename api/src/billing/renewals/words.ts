import { formatMoney } from '@menu/shared/format/price'
import { branchesLabel, intervalName, planName } from '../../data/subscriptions.js'
import type { SubscriptionKind } from '../../db/types.js'
import { toAmount } from '../pricing.js'
import type { RenewalTerms } from '../subscriptions/settle.js'

/** What a renewal is called where the owner reads it: its history line, its charge and its receipt. */

/** 'Negocio (mensual)' or '3 sucursales adicionales (anual)': what the history line and the receipt name. */
export const renewalItem = (
  kind: SubscriptionKind,
  terms: Pick<RenewalTerms, 'plan_code' | 'quantity' | 'interval'>,
): string =>
  `${kind === 'menu' ? planName(terms.plan_code) : branchesLabel(terms.quantity)} (${intervalName(terms.interval)})`

/** 'Renovación de Negocio (mensual)', 'Renovación de 3 sucursales adicionales'. */
export const renewalDescription = (
  kind: SubscriptionKind,
  terms: Pick<RenewalTerms, 'plan_code' | 'quantity' | 'interval'>,
): string =>
  kind === 'menu' ? `Renovación de ${renewalItem(kind, terms)}` : `Renovación de ${branchesLabel(terms.quantity)}`

/**
 * What a renewal charges and its history line says: the period, plus an amount a change carried to it
 * (under the provider's minimum, subscriptions/carry.ts): 'Renovación de Negocio (mensual), más $3 MXN
 * de un cambio del periodo anterior'.
 */
export function renewalCharge(description: string, periodCents: number, carriedCents: number, currency: string) {
  if (carriedCents <= 0) return { amountCents: periodCents, description }
  return {
    amountCents: periodCents + carriedCents,
    description: `${description}, más ${formatMoney(toAmount(carriedCents), currency)} de un cambio del periodo anterior`,
  }
}
