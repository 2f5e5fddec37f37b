import type { Generated } from 'kysely'
import type { Bool01, IsoTime } from './columns.js'

/** A price of the catalogue (migrations/0009): per interval; the branch add-on's is per branch. */
export interface PlanPricesTable {
  code: string
  interval: 'monthly' | 'yearly'
  plan_code: string
  currency: string
  amount_cents: number
}

/** A saved card: the provider's token and what the panel shows, never the number. */
export interface PaymentMethodsTable {
  id: string
  account_id: number
  provider: string
  provider_token: string
  brand: string
  last4: string
  exp_month: number
  exp_year: number
  created_at: IsoTime
}

/** The sandbox provider's checkout sessions (its card page). */
export interface SandboxCheckoutsTable {
  id: string
  account_id: number
  card_token: string | null
  created_at: IsoTime
  expires_at: IsoTime
}

/** The sandbox provider's tokenised test cards. */
export interface SandboxCardsTable {
  token: string
  brand: string
  last4: string
  exp_month: number
  exp_year: number
  behaviour: 'succeeds' | 'declined' | 'fails_on_renewal' | 'authenticates'
  created_at: IsoTime
}

/** Every charge attempt; (account_id, idempotency_key) is unique, so a retry finds the first. */
export interface ChargesTable {
  id: Generated<number>
  account_id: number
  idempotency_key: string
  payment_method_id: string | null
  amount_cents: number
  currency: string
  description: string
  status: 'pending' | 'succeeded' | 'declined' | 'failed'
  provider_reference: string | null
  /** The request the key was first used with (migrations/0018); null for the renewal job's charges. */
  request_fingerprint: string | null
  /** Pending at the provider: where the owner authenticates it (3-D Secure), else null (migrations/0028). */
  action_url: string | null
  /** Money given back for it: null when none was. */
  refund_status: 'pending' | 'succeeded' | 'failed' | null
  refund_reference: string | null
  refunded_at: IsoTime | null
  created_at: IsoTime
  updated_at: IsoTime
}

/** Each provider webhook event taken, once (migrations/0028). */
export interface PaymentEventsTable {
  provider: string
  event_id: string
  type: string
  /** The charge's provider reference the event is about, when it names one. */
  reference: string | null
  received_at: IsoTime
}

/** The provider's customer of an account, under which its saved cards live (migrations/0028). */
export interface PaymentCustomersTable {
  account_id: number
  provider: string
  customer_id: string
  created_at: IsoTime
}

/** The sandbox provider's record of a charge: its outcome and what was refunded (migrations/0028). */
export interface SandboxPaymentsTable {
  reference: string
  card_token: string
  amount_cents: number
  currency: string
  status: 'pending' | 'succeeded' | 'declined' | 'failed'
  refunded_cents: Generated<number>
  /** The sha256 of the one-time key to its 3-D Secure page (migration 0030); null when none is open. */
  auth_token_hash: string | null
  auth_token_expires_at: IsoTime | null
  created_at: IsoTime
  updated_at: IsoTime
}

export type SubscriptionKind = 'menu' | 'sucursales'
export type SubscriptionStatus = 'active' | 'cancelled' | 'unpaid' | 'expired'
export type BillingAction = 'activation' | 'resume' | 'renewal' | 'upgraded' | 'downgraded' | 'updated'

/** One subscription per account and kind (migrations/0010), updated in place; next_* is a change waiting for the period end. */
export interface SubscriptionsTable {
  id: Generated<number>
  account_id: number
  kind: SubscriptionKind
  code: string
  plan_code: string
  currency: string
  interval: 'monthly' | 'yearly'
  /** The price it was sold at (per branch for the add-on): kept until renewal. */
  unit_price_cents: number
  quantity: number
  amount_cents: number
  status: SubscriptionStatus
  demo: Bool01
  payment_method_id: string | null
  current_period_start: IsoTime
  expires_at: IsoTime
  next_code: string | null
  next_plan_code: string | null
  next_interval: 'monthly' | 'yearly' | null
  next_quantity: number | null
  next_amount_cents: number | null
  /** Where the renewal job counts periods from (migrations/0011): null until the first renewal. */
  period_anchor: IsoTime | null
  /**
   * A change's charge under the provider's minimum, carried to the next renewal's charge and cleared by it
   * (migrations/0029; written only by the step engine and the renewal job).
   */
  carried_cents: number
  created_at: IsoTime
  updated_at: IsoTime
}

/** A line of the billing history (migrations/0010). */
export interface BillingHistoryTable {
  id: Generated<number>
  account_id: number
  subscription_kind: SubscriptionKind
  action: BillingAction
  description: string
  interval: 'monthly' | 'yearly'
  expires_at: IsoTime
  amount_cents: number
  currency: string
  charge_id: number | null
  request_key: string | null
  /** The request that wrote the row (migrations/0018); null for the renewal job's. */
  request_fingerprint: string | null
  created_at: IsoTime
}
