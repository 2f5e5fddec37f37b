import Stripe from 'stripe'
import type { Config } from '../../config.js'
import type { Db } from '../../db/connection.js'
import type { ChargeOutcome, PaymentProvider, RedeemResult, RefundOutcome } from '../payments/provider.js'
import { isMissing, isRefusal, stripeClient } from './client.js'
import { customerOf } from './customers.js'
import { STRIPE_MINIMUM_CHARGE_CENTS } from './minimums.js'
import { SETUP_INTENT_ID, stripeCheckoutPath } from './paths.js'
import { brandOf, chargeOutcomeOf, refundStatusOf } from './status.js'
import { readStripeWebhook } from './webhook.js'

const REDEEM_REFUSED = 'La tarjeta no es válida. Vuelve a capturarla.'
const BRAND_REFUSED = 'Solo aceptamos tarjetas Visa, Mastercard y American Express.'

/** A saved card's providerToken: the Customer it is attached to and the PaymentMethod. */
const tokenOf = (customerId: string, paymentMethodId: string) => `${customerId}/${paymentMethodId}`
function partsOf(providerToken: string): { customer: string; paymentMethod: string } | undefined {
  const [customer, paymentMethod, ...rest] = providerToken.split('/')
  return customer && paymentMethod && rest.length === 0 ? { customer, paymentMethod } : undefined
}

/** The reference of a request Stripe refused before any PaymentIntent or Refund existed: its request id, for support. */
const refusedReference = (error: Stripe.errors.StripeError) => error.payment_intent?.id ?? error.requestId ?? 'stripe'

/**
 * Stripe as the payment provider (PAYMENTS_PROVIDER=stripe), through the official SDK. Cards are
 * saved with a SetupIntent on Stripe's own card page (routes.ts), under one Customer per account,
 * for later off-session charges; a charge is a confirmed PaymentIntent. The outcome a charge or
 * refund does not have yet arrives in a signed webhook (readWebhook) or from chargeStatus.
 */
export function stripeProvider(config: Config, db: Db): PaymentProvider {
  const settings = config.stripe
  if (!settings)
    throw new Error(
      'PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    )
  const stripe = stripeClient(settings)

  return {
    name: 'stripe',
    testMode: settings.testMode,
    minimumChargeCents: STRIPE_MINIMUM_CHARGE_CENTS,

    async createCheckout(accountId) {
      const customer = await customerOf(db, stripe, accountId, config.now)
      const intent = await stripe.setupIntents.create({
        customer,
        payment_method_types: ['card'],
        usage: 'off_session',
        metadata: { account_id: String(accountId) },
      })
      return { checkout_id: intent.id, url: stripeCheckoutPath(intent.id) }
    },

    async redeemCardToken(accountId, cardToken): Promise<RedeemResult> {
      if (!new RegExp(SETUP_INTENT_ID).test(cardToken)) return { ok: false, message: REDEEM_REFUSED }
      let intent: Stripe.SetupIntent
      try {
        intent = await stripe.setupIntents.retrieve(cardToken, { expand: ['payment_method'] })
      } catch (error) {
        if (isMissing(error)) return { ok: false, message: REDEEM_REFUSED }
        throw error
      }
      const method = intent.payment_method
      const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id
      if (
        intent.status !== 'succeeded' ||
        intent.metadata?.account_id !== String(accountId) ||
        !customer ||
        !method ||
        typeof method === 'string' ||
        !method.card
      )
        return { ok: false, message: REDEEM_REFUSED }
      const brand = brandOf(method.card.brand)
      if (!brand) return { ok: false, message: BRAND_REFUSED }
      return {
        ok: true,
        card: {
          providerToken: tokenOf(customer, method.id),
          brand,
          last4: method.card.last4,
          exp_month: method.card.exp_month,
          exp_year: method.card.exp_year,
        },
      }
    },

    async charge(request): Promise<ChargeOutcome> {
      const parts = partsOf(request.providerToken)
      if (!parts) return { status: 'failed', reference: 'stripe' }
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency.toLowerCase(),
            customer: parts.customer,
            payment_method: parts.paymentMethod,
            payment_method_types: ['card'],
            description: request.description,
            confirm: true,
            // A renewal has no owner present: the bank may not ask for authentication, and if it must, the charge is declined.
            ...(request.renewal ? { off_session: true } : {}),
          },
          { idempotencyKey: request.idempotencyKey },
        )
        return chargeOutcomeOf(intent)
      } catch (error) {
        // A refused card, authentication_required off session included.
        if (error instanceof Stripe.errors.StripeCardError)
          return { status: 'declined', reference: refusedReference(error) }
        if (isRefusal(error)) return { status: 'failed', reference: refusedReference(error) }
        // No answer, or Stripe's own trouble: the outcome is unknown (the same key asks again later).
        throw error
      }
    },

    async chargeStatus(reference) {
      return chargeOutcomeOf(await stripe.paymentIntents.retrieve(reference))
    },

    async refund({ reference, amountCents, idempotencyKey }): Promise<RefundOutcome> {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: reference, amount: amountCents },
          { idempotencyKey },
        )
        return { status: refundStatusOf(refund.status), reference: refund.id }
      } catch (error) {
        if (isRefusal(error)) return { status: 'failed', reference: refusedReference(error) }
        throw error
      }
    },

    readWebhook(rawBody, headers) {
      return readStripeWebhook(stripe, settings.webhookSecret, rawBody, headers)
    },
  }
}
