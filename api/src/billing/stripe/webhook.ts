import type Stripe from 'stripe'
import { type PaymentEvent, WebhookSignatureError } from '../payments/provider.js'
import { paymentEventOf } from './status.js'

/**
 * A webhook from Stripe: its Stripe-Signature header (HMAC-SHA256 of the timestamp and the exact
 * bytes, with the endpoint's signing secret, at most 5 minutes old) is checked by the SDK before
 * anything in it is read. Any doubt is a WebhookSignatureError (answered 400, not acted on).
 */
export function readStripeWebhook(
  stripe: Stripe,
  webhookSecret: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): PaymentEvent {
  const signature = headers['stripe-signature']
  if (typeof signature !== 'string' || signature === '')
    throw new WebhookSignatureError('Stripe-Signature header missing')
  let event: Stripe.Event
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret)
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid Stripe signature')
  }
  return paymentEventOf(event)
}
