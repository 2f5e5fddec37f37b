import { createHash } from 'node:crypto'
import type { Db } from '../../db/connection.js'
import type { ChargeOutcome, ChargeRequest, PaymentProvider } from '../payments/provider.js'
import { BRANDS, isExpired } from './cards.js'
import { sandboxStore } from './store.js'

/** The sandbox's card page for a checkout (served by routes.ts on this server). */
export const sandboxCheckoutPath = (checkoutId: string) => `/sandbox/checkout/${encodeURIComponent(checkoutId)}`

const REDEEM_REFUSED = 'La tarjeta no es válida. Vuelve a capturarla.'

/**
 * The built-in payment provider: no account anywhere, no network. Cards come from its own card
 * page; a charge's outcome follows the test card's behaviour, and its reference is derived from
 * the idempotency key, so the same key always answers the same outcome (a real provider
 * remembers the key; this one needs no memory to agree with itself).
 */
export function sandboxProvider(db: Db, now: () => number): PaymentProvider {
  const store = sandboxStore(db, now)
  return {
    name: 'sandbox',

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
      const reference = `sbx_ch_${createHash('sha256').update(`${request.providerToken}\n${request.idempotencyKey}`).digest('base64url').slice(0, 24)}`
      const card = await store.card(request.providerToken)
      if (!card || !Number.isInteger(request.amountCents) || request.amountCents <= 0)
        return { status: 'failed', reference }
      if (card.behaviour === 'declined' || isExpired(card, new Date(now()))) return { status: 'declined', reference }
      if (card.behaviour === 'fails_on_renewal' && request.renewal) return { status: 'failed', reference }
      return { status: 'succeeded', reference }
    },
  }
}
