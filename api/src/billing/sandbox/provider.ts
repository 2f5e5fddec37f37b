import { createHash } from 'node:crypto'
import type { Db } from '../../db/connection.js'
import { type ChargeOutcome, type ChargeRequest, minimumChargeOf, type PaymentProvider } from '../payments/provider.js'
import { STRIPE_MINIMUM_CHARGE_CENTS } from '../stripe/minimums.js'
import { BRANDS, isExpired } from './cards.js'
import { sandboxStore } from './store.js'
import { readSandboxWebhook } from './webhooks.js'

/** The sandbox's card page for a checkout (served by routes.ts on this server). */
export const sandboxCheckoutPath = (checkoutId: string) => `/sandbox/checkout/${encodeURIComponent(checkoutId)}`

/** The sandbox's 3-D Secure page for a pending charge (served by routes.ts). */
export const sandboxAuthenticatePath = (reference: string) => `/sandbox/authenticate/${encodeURIComponent(reference)}`

/** The page's address as handed to the session that started the payment: with its one-time key (store.ts). */
export const sandboxAuthenticateUrl = (reference: string, token: string) =>
  `${sandboxAuthenticatePath(reference)}?token=${encodeURIComponent(token)}`

const REDEEM_REFUSED = 'La tarjeta no es válida. Vuelve a capturarla.'

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 24)

/**
 * The built-in payment provider: no account anywhere, no network. Cards come from its own card
 * page; a charge's outcome follows the test card's behaviour and is recorded under a reference
 * derived from the idempotency key, so the same key always finds the same charge. The
 * 3-D Secure card's charges wait as 'pending' until the owner answers the sandbox's
 * authentication page, which then sends the outcome in a signed webhook (routes.ts), as a
 * real provider does.
 */
export function sandboxProvider(
  db: Db,
  now: () => number,
  { webhookSecret }: { webhookSecret: string },
): PaymentProvider {
  const store = sandboxStore(db, now)
  /** A pending charge's outcome carries its bank page with a new one-time key, for the caller alone. */
  const outcome = async (reference: string, status: ChargeOutcome['status']): Promise<ChargeOutcome> => {
    if (status !== 'pending') return { status, reference }
    const token = await store.issueAuthentication(reference)
    return token ? { status, reference, actionUrl: sandboxAuthenticateUrl(reference, token) } : { status, reference }
  }

  return {
    name: 'sandbox',
    testMode: true,
    // Stripe's minimums, refused below like Stripe does: a charge the real provider would refuse fails here too.
    minimumChargeCents: STRIPE_MINIMUM_CHARGE_CENTS,

    async createCheckout(accountId) {
      const id = await store.createCheckout(accountId)
      return { checkout_id: id, url: sandboxCheckoutPath(id) }
    },

    async redeemCardToken(accountId, cardToken) {
      const card = await store.cardOfAccount(accountId, cardToken)
      const brand = BRANDS.find((b) => b === card?.brand)
      if (!card || !brand) return { ok: false, message: REDEEM_REFUSED }
      return {
        ok: true,
        card: {
          providerToken: card.token,
          brand,
          last4: card.last4,
          exp_month: card.exp_month,
          exp_year: card.exp_year,
        },
      }
    },

    async charge(request: ChargeRequest): Promise<ChargeOutcome> {
      const reference = `sbx_ch_${digest(`${request.providerToken}\n${request.idempotencyKey}`)}`
      const card = await store.card(request.providerToken)
      if (
        !card ||
        !Number.isInteger(request.amountCents) ||
        request.amountCents <= 0 ||
        request.amountCents < minimumChargeOf({ minimumChargeCents: STRIPE_MINIMUM_CHARGE_CENTS }, request.currency)
      )
        return { status: 'failed', reference }
      let status: ChargeOutcome['status'] = 'succeeded'
      if (card.behaviour === 'declined' || isExpired(card, new Date(now()))) status = 'declined'
      else if (card.behaviour === 'fails_on_renewal' && request.renewal) status = 'failed'
      // Nobody can authenticate a renewal: the bank refuses it (the owner pays it from the panel).
      else if (card.behaviour === 'authenticates') status = request.renewal ? 'declined' : 'pending'
      const recorded = await store.recordPayment({
        reference,
        card_token: card.token,
        amount_cents: request.amountCents,
        currency: request.currency,
        status,
      })
      return outcome(reference, recorded.status)
    },

    async chargeStatus(reference) {
      const payment = await store.payment(reference)
      if (!payment) throw new Error(`unknown sandbox charge ${reference}`)
      return outcome(reference, payment.status)
    },

    async refund({ reference, amountCents }) {
      const refundReference = `sbx_re_${digest(reference)}`
      const done = await store.refund(reference, amountCents)
      const payment = done ? undefined : await store.payment(reference)
      const refunded = done || payment?.refunded_cents === amountCents
      return { status: refunded ? 'succeeded' : 'failed', reference: refundReference }
    },

    readWebhook(rawBody, headers) {
      return readSandboxWebhook(webhookSecret, rawBody, headers, now())
    },
  }
}
