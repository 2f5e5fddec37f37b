import { randomBytes } from 'node:crypto'

/**
 * The objects the fake Stripe (fake-stripe.ts) answers, as Stripe's API version 2024-04-10 shapes
 * them (the tests hold each to Stripe's published schema), and how it reads the SDK's requests.
 */

/** The fake's test cards, each a behaviour of Stripe's own test cards. */
export const FAKE_CARDS = {
  visa: { brand: 'visa', number: '4242424242424242', behaviour: 'succeeds' },
  mastercard: { brand: 'mastercard', number: '5555555555554444', behaviour: 'succeeds' },
  amex: { brand: 'amex', number: '378282246310005', behaviour: 'succeeds' },
  discover: { brand: 'discover', number: '6011111111111117', behaviour: 'succeeds' },
  declined: { brand: 'visa', number: '4000000000000002', behaviour: 'declined' },
  /** The bank asks for 3-D Secure on every charge (Stripe's 4000 0027 6000 3184). */
  authenticate: { brand: 'visa', number: '4000002760003184', behaviour: 'authenticate' },
} as const
export type FakeCard = keyof typeof FAKE_CARDS

export type StripeSchema =
  | 'customer'
  | 'deleted_customer'
  | 'setup_intent'
  | 'payment_intent'
  | 'refund'
  | 'error'
  | 'event'

/** An answer the fake gave, with the schema of Stripe's description it must match. */
export interface Answer {
  schema: StripeSchema
  body: unknown
}

export type Form = { [key: string]: string | Form | Array<string | Form> }
export type Obj = Record<string, unknown>

/** `a[b][0]=c` into {a: {b: ['c']}}: the SDK's encoding (qs with indices). */
export function parseForm(text: string): Form {
  const root: Form = {}
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = rawKey.split(/\[|\]\[|\]/).filter((part) => part !== '')
    let node: Form | Array<string | Form> = root
    path.forEach((part, i) => {
      const last = i === path.length - 1
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]!)
      const container = node as Record<string, unknown>
      if (last) container[part] = value
      else {
        container[part] ??= nextIsIndex ? [] : {}
        node = container[part] as Form
      }
    })
  }
  return root
}

export const now = () => Math.floor(Date.now() / 1000)
export const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
export const str = (value: unknown) => (typeof value === 'string' ? value : undefined)

export function customerObject(form: Form): Obj {
  const c: Obj = {
    id: id('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: null,
    invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: (form.metadata as Obj) ?? {},
    name: null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  }
  return c
}

export function setupIntentObject(form: Form): Obj {
  const sid = id('seti')
  const s: Obj = {
    id: sid,
    object: 'setup_intent',
    application: null,
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: `${sid}_secret_${randomBytes(8).toString('hex')}`,
    created: now(),
    customer: str(form.customer) ?? null,
    description: null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: (form.metadata as Obj) ?? {},
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: (form.payment_method_types as string[]) ?? ['card'],
    single_use_mandate: null,
    status: 'requires_payment_method',
    usage: str(form.usage) ?? 'off_session',
  }
  return s
}

/** A PaymentIntent as created, before its card's behaviour decides its status. */
export function paymentIntentObject(form: Form): Obj {
  const pid = id('pi')
  const amount = Number(form.amount)
  const p: Obj = {
    id: pid,
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${pid}_secret_${randomBytes(8).toString('hex')}`,
    confirmation_method: 'automatic',
    created: now(),
    currency: str(form.currency),
    customer: str(form.customer) ?? null,
    description: str(form.description) ?? null,
    invoice: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: {},
    next_action: null,
    on_behalf_of: null,
    payment_method: str(form.payment_method) ?? null,
    payment_method_configuration_details: null,
    payment_method_options: { card: {} },
    payment_method_types: (form.payment_method_types as string[]) ?? ['card'],
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  }
  return p
}

export function refundObject(p: Obj, amount: number): Obj {
  const r: Obj = {
    id: id('re'),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: p.latest_charge,
    created: now(),
    currency: p.currency,
    metadata: {},
    payment_intent: p.id,
    reason: null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  }
  return r
}

/** The card Stripe.js would create from the test card `card`, attached to `customer`. */
export function paymentMethodObject(customer: unknown, card: FakeCard): Obj {
  const spec = FAKE_CARDS[card]
  const method: Obj = {
    id: id('pm'),
    object: 'payment_method',
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: null,
      name: 'Ana Tarjetahabiente Prueba',
      phone: null,
    },
    card: {
      brand: spec.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'MX',
      exp_month: 12,
      exp_year: new Date().getFullYear() + 3,
      fingerprint: randomBytes(8).toString('hex'),
      funding: 'credit',
      generated_from: null,
      last4: spec.number.slice(-4),
      networks: { available: [spec.brand], preferred: null },
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: now(),
    customer,
    livemode: false,
    metadata: {},
    type: 'card',
  }
  return method
}

export function eventObject(type: string, object: Obj): Obj {
  const e: Obj = {
    id: id('evt'),
    object: 'event',
    api_version: '2024-04-10',
    created: now(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  }
  return e
}
