import type { BillingCurrency } from '@menu/shared/billing/zones'

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

const BRAND_NAMES: Record<ProviderCard['brand'], string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
}

/** A card brand as the owner reads it ('American Express'); an unknown one as stored. */
export const brandName = (brand: string): string => BRAND_NAMES[brand.toLowerCase() as ProviderCard['brand']] ?? brand

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
 * could not be made (unknown or unusable card, provider problem); 'pending': the provider has
 * the charge but not its outcome yet (the bank asks the owner to authenticate it, 3-D Secure,
 * or it is still processing): the outcome comes later, in a webhook or from `chargeStatus`.
 */
export type ChargeStatus = 'succeeded' | 'declined' | 'failed' | 'pending'

export interface ChargeOutcome {
  status: ChargeStatus
  /** The provider's id of the charge attempt (shown to support, never to diners). */
  reference: string
  /**
   * Pending only, when the bank asks the owner to authenticate the payment (3-D Secure): the
   * page that does it, shown in the panel's card frame. The page posts
   * {type: 'menu-payment-authenticated'} to the panel's origin when the owner is done.
   */
  actionUrl?: string
}

export interface RefundRequest {
  /** The charge's reference (ChargeOutcome.reference). */
  reference: string
  amountCents: number
  /** The provider must refund at most once per key. */
  idempotencyKey: string
}

export interface RefundOutcome {
  status: 'succeeded' | 'pending' | 'failed'
  /** The provider's id of the refund. */
  reference: string
}

/** A verified webhook event in the provider's neutral words. `id` is the provider's event id (unique per provider). */
export type PaymentEvent =
  /** A charge reached its outcome. */
  | { id: string; kind: 'charge'; reference: string; status: Exclude<ChargeStatus, 'pending'> }
  /** A refund of the charge `reference` reached its outcome. */
  | { id: string; kind: 'refund'; reference: string; refundReference: string; status: 'succeeded' | 'failed' }
  /** An event this product does not act on (still recorded once). */
  | { id: string; kind: 'other'; type: string }

/** A webhook whose signature is missing, wrong or too old: answered 400 and not acted on. */
export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  /** Stored with each saved card (payment_methods.provider), e.g. 'sandbox'. */
  readonly name: string
  /** Nobody is charged (the built-in sandbox, or a provider's test keys): the panel says 'Modo de prueba'. */
  readonly testMode: boolean
  /**
   * The smallest charge the provider accepts per currency, in cents (Stripe: MXN 10.00, USD 0.50). It refuses
   * less, so a smaller amount is never sent: it is carried to the next renewal (subscriptions/carry.ts).
   */
  readonly minimumChargeCents: Readonly<Record<BillingCurrency, number>>
  /** Opens a card page session for the account. */
  createCheckout(accountId: number): Promise<Checkout>
  /**
   * Exchanges the card token the account's card page handed back for a reusable card. A token
   * from another account's card page, an unknown or an expired one is refused.
   */
  redeemCardToken(accountId: number, cardToken: string): Promise<RedeemResult>
  /** Charges a saved card; idempotent by `idempotencyKey`. Throws only when the outcome is unknown (e.g. network). */
  charge(request: ChargeRequest): Promise<ChargeOutcome>
  /** The charge's outcome now (the way to learn it when its webhook is late or lost). Throws when unknown. */
  chargeStatus(reference: string): Promise<ChargeOutcome>
  /** Gives back (part of) a succeeded charge; idempotent by `idempotencyKey`. Throws only when the outcome is unknown. */
  refund(request: RefundRequest): Promise<RefundOutcome>
  /**
   * Reads a webhook: verifies its signature over the exact bytes received (throws
   * WebhookSignatureError when it is not the provider's) and says what it is about.
   */
  readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent
}

/** The provider's minimum charge in `currency` (cents); 0 for a currency it does not list. */
export const minimumChargeOf = (provider: Pick<PaymentProvider, 'minimumChargeCents'>, currency: string): number =>
  provider.minimumChargeCents[currency as BillingCurrency] ?? 0
