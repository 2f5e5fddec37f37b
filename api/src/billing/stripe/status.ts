import type Stripe from 'stripe'
import type { ChargeOutcome, PaymentEvent, RefundOutcome } from '../payments/provider.js'
import { stripeAuthenticatePath } from './paths.js'

/**
 * The one place Stripe's statuses become the provider interface's words (charges, refunds,
 * webhook events). Pure: no client, no network.
 */

/** A PaymentIntent's outcome. A charge the bank asks the owner to authenticate is pending, with the page that does it. */
export function chargeOutcomeOf(intent: Pick<Stripe.PaymentIntent, 'id' | 'status'>): ChargeOutcome {
  const reference = intent.id
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', reference }
    case 'processing':
      return { status: 'pending', reference }
    case 'requires_action':
      return { status: 'pending', reference, actionUrl: stripeAuthenticatePath(intent.id) }
    // The card was refused (or its authentication failed): Stripe waits for another card.
    case 'requires_payment_method':
      return { status: 'declined', reference }
    default:
      // canceled, and what a confirmed off-session charge never is (requires_confirmation, requires_capture).
      return { status: 'failed', reference }
  }
}

/** A refund's outcome: only 'succeeded' gave the money back; requires_action and canceled did not. */
export function refundStatusOf(status: string | null | undefined): RefundOutcome['status'] {
  if (status === 'succeeded') return 'succeeded'
  if (status === 'pending') return 'pending'
  return 'failed'
}

/** The card brands this product takes (ProviderCard.brand), from Stripe's card.brand. */
export function brandOf(brand: string | undefined): 'visa' | 'mastercard' | 'amex' | undefined {
  return brand === 'visa' || brand === 'mastercard' || brand === 'amex' ? brand : undefined
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? undefined)

/** A verified event in neutral words: charge and refund outcomes; anything else is 'other'. */
export function paymentEventOf(event: Stripe.Event): PaymentEvent {
  const other: PaymentEvent = { id: event.id, kind: 'other', type: event.type }
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { id: event.id, kind: 'charge', reference: event.data.object.id, status: 'succeeded' }
    case 'payment_intent.payment_failed':
      return { id: event.id, kind: 'charge', reference: event.data.object.id, status: 'declined' }
    case 'payment_intent.canceled':
      return { id: event.id, kind: 'charge', reference: event.data.object.id, status: 'failed' }
    case 'charge.refunded': {
      // Since API 2022-11-15 a charge lists its refunds only when expanded: without them the charge's id names the refund.
      const charge = event.data.object
      const reference = idOf(charge.payment_intent)
      if (!reference) return other
      const refund = charge.refunds?.data[0]
      return { id: event.id, kind: 'refund', reference, refundReference: refund?.id ?? charge.id, status: 'succeeded' }
    }
    case 'refund.updated': {
      const refund = event.data.object
      const reference = idOf(refund.payment_intent)
      const status = refundStatusOf(refund.status)
      // Still pending: not an outcome yet.
      if (!reference || status === 'pending') return other
      return { id: event.id, kind: 'refund', reference, refundReference: refund.id, status }
    }
    default:
      return other
  }
}
