/**
 * The payment provider boundary: everything the API asks of whoever holds the cards and
 * moves the money. The built-in sandbox (billing/sandbox/) is the embedded default; a real
 * provider (Stripe, Conekta) is one more implementation of this interface, so routes,
 * subscriptions and renewals never name a provider. Card numbers stay on the provider's
 * side: the API only ever sees a one-time card token (from the provider's own card page),
 * the reusable token it is exchanged for, and display data (brand, last4, expiry).
 */

/** A card page session: the panel shows `url` in its 500x500 iframe. */
export interface Checkout {
  checkout_id: string
  /** The provider's card-entry page (the sandbox's is a path on this server). */
  url: string
}

/** A saved card as the provider describes it: a reusable token plus what the panel shows. */
export interface ProviderCard {
  providerToken: string
  brand: 'visa' | 'mastercard' | 'amex'
  last4: string
  exp_month: number
  exp_year: number
}

/** Exchanging a card token: the card, or why not (a Spanish message for the owner). */
export type RedeemResult = { ok: true; card: ProviderCard } | { ok: false; message: string }

export interface ChargeRequest {
  providerToken: string
  /** Integer cents, above 0. */
  amountCents: number
  currency: string
  /** The provider must charge at most once per key: a retry answers the first outcome. */
  idempotencyKey: string
  description: string
  /** A subscription renewal (no owner present): some cards only fail then. */
  renewal?: boolean
}

/**
 * 'declined': the bank refused the card (the owner may try another); 'failed': the charge
 * could not be made (unknown or unusable card, provider problem).
 */
export type ChargeStatus = 'succeeded' | 'declined' | 'failed'

export interface ChargeOutcome {
  status: ChargeStatus
  /** The provider's id of the charge attempt (shown to support, never to diners). */
  reference: string
}

export interface PaymentProvider {
  /** Stored with each saved card (payment_methods.provider), e.g. 'sandbox'. */
  readonly name: string
  /** Opens a card page session for the account. */
  createCheckout(accountId: number): Promise<Checkout>
  /**
   * Exchanges the card token the account's card page handed back for a reusable card. A token
   * from another account's card page, an unknown or an expired one is refused.
   */
  redeemCardToken(accountId: number, cardToken: string): Promise<RedeemResult>
  /** Charges a saved card; idempotent by `idempotencyKey`. Throws only when the outcome is unknown (e.g. network). */
  charge(request: ChargeRequest): Promise<ChargeOutcome>
}
