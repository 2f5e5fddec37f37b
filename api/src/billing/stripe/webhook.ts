import type Stripe from 'stripe'
import { type TSchema, Type } from 'typebox'
import { type PaymentEvent, WebhookSignatureError } from '../payments/provider.js'
import { payloadOf, ProviderText } from '../payments/webhook-payload.js'
import { paymentEventOf } from './status.js'

/** A Stripe id, or an expanded object that has one (payment_intent on a charge or a refund). */
const IdOrObject = Type.Union([ProviderText, Type.Object({ id: ProviderText }), Type.Null()])

/** An event whose `data.object` has (at least) `object`. */
const eventWith = (object: TSchema) =>
  Type.Object({ id: ProviderText, type: ProviderText, data: Type.Object({ object }) })
const PaymentIntentEvent = eventWith(Type.Object({ id: ProviderText }))

/** What paymentEventOf reads of each event type it acts on; any other type needs only an id, a type and an object. */
const SHAPES: Record<string, TSchema> = {
  'payment_intent.succeeded': PaymentIntentEvent,
  'payment_intent.payment_failed': PaymentIntentEvent,
  'payment_intent.canceled': PaymentIntentEvent,
  'charge.refunded': eventWith(
    Type.Object({
      id: ProviderText,
      payment_intent: Type.Optional(IdOrObject),
      refunds: Type.Optional(
        Type.Union([Type.Object({ data: Type.Array(Type.Object({ id: ProviderText })) }), Type.Null()]),
      ),
    }),
  ),
  'refund.updated': eventWith(
    Type.Object({
      id: ProviderText,
      payment_intent: Type.Optional(IdOrObject),
      status: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    }),
  ),
}
const AnyEvent = eventWith(Type.Object({}))

/** The event checked against what is read of it: WebhookPayloadError when it does not hold. */
function checkedEvent(event: Stripe.Event): Stripe.Event {
  // Whatever JSON was signed may come here (null, an array, a number): its type is read with care.
  const type = (event as { type?: unknown } | null)?.type
  payloadOf(typeof type === 'string' && Object.hasOwn(SHAPES, type) ? SHAPES[type]! : AnyEvent, event)
  return event
}

/**
 * A webhook from Stripe: its Stripe-Signature header (HMAC-SHA256 of the timestamp and the exact
 * bytes, with the endpoint's signing secret, at most 5 minutes old) is checked by the SDK before
 * anything in it is read. Any doubt is a WebhookSignatureError (answered 400, not acted on); a signed
 * event without the fields and types read of it is a WebhookPayloadError (also 400, not acted on).
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
  return paymentEventOf(checkedEvent(event))
}
