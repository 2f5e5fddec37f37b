import { requestDone } from '../../data/subscriptions.js'
import { claim, release } from '../../data/claims.js'
import { type Executor, inTransaction, scoped } from '../../data/toolkit.js'
import type { BillingAction, SubscriptionKind } from '../../db/types.js'
import { isoAt } from '../../db/values.js'
import { AppError } from '../../errors.js'
import { assertCharged, chargeOnce } from '../payments/charges.js'
import type { IdempotentRequest } from '../payments/idempotency.js'
import type { Interval } from '../pricing.js'
import { addCarried, carryUnderMinimum } from './carry.js'
import { type Billing, cardFor, followMenu, setPlan } from './context.js'
import type { MenuTermsAhead, SubscriptionValues } from './terms.js'

/**
 * The step engine every subscription call that may charge runs on. A step is keyed by
 * '<kind>:<Idempotency-Key>': the charge is claimed with that key (chargeOnce) and the history
 * row carries it, so a double click or a retry charges once and writes once. A charge that
 * does not succeed throws before anything is written. See docs/billing.md, "Subscriptions".
 */

/**
 * One step worked out from the current rows, before anything is charged: what the call charges,
 * the history line, when the change applies and the values it writes. The call charges and
 * applies it (`runStep`); the price quote (quote.ts) only reads it.
 */
export interface Step {
  currency: string
  /** What is charged now (nothing when 0), on the card named by the request, else the default one. */
  charge?: { amountCents: number; paymentMethodId?: string; description: string }
  /** An amount under the provider's minimum, charged with the next renewal instead of now (carry.ts). */
  carriedCents?: number
  history: { action: BillingAction; description: string; interval: Interval; expiresAt: string; amountCents: number }
  /** Now (activation, upgrade, resume) or from the period end (a change waiting in next_*). */
  takesEffect: 'now' | 'period_end'
  /** The values written to this step's own subscription row (its would-be state; the card is added when applying). */
  row: Partial<SubscriptionValues>
  /** The account's plan from now on, when the step changes it. */
  plan?: string
  /** What the menu plan's change does to the add-on (a menu step only). */
  addOnFollows?: MenuTermsAhead
  /** Request checks that do not change the amounts (the branches to disable): run before charging, skipped by the quote. */
  check?: () => Promise<void>
  /** Runs in the transaction, under the account lock, with the card charged (null when nothing was). */
  apply(trx: Executor, card: string | null): Promise<void>
}

/** Works a step out from the current rows; null when the call changes nothing. */
export type Prepare = () => Promise<Step | null>

/**
 * Runs one keyed step: nothing when this key already wrote (a retry), else prepare (checks
 * and amounts; null: nothing to change), charge with the key, and write under the account
 * lock, checking the key once more so concurrent twins write once. What the key charged or
 * wrote keeps the request's fingerprint: the key with another request is 422 IDEMPOTENCY_KEY_REUSED.
 */
export async function runStep(
  b: Billing,
  kind: SubscriptionKind,
  request: IdempotentRequest,
  prepare: Prepare,
): Promise<void> {
  const requestKey = `${kind}:${request.key}`
  if (await requestDone(b.db, b.accountId, requestKey, request.fingerprint)) return
  await claimBilling(b, requestKey)
  try {
    await claimedStep(b, requestKey, request.fingerprint, kind, prepare)
  } finally {
    await release(b.db, 'billing', b.accountId, requestKey)
  }
}

/**
 * One step at a time per account: the claim holds the request key, so twins of this call
 * (same key) go on and are deduplicated by the charge and the history row, while a call with
 * another key answers 409 CHARGE_IN_PROGRESS instead of paying for the same change twice.
 * A claim older than CLAIM_STALE_MS (its request died) is taken over (data/claims.ts).
 */
async function claimBilling(b: Billing, requestKey: string): Promise<void> {
  if (!(await claim(b.db, 'billing', b.accountId, requestKey, b.now(), { reentrant: true })))
    throw new AppError('CHARGE_IN_PROGRESS')
}

const chargeRefunded = async (trx: Executor, chargeId: number) =>
  (await trx.selectFrom('charges').select('refund_status').where('id', '=', chargeId).executeTakeFirst())
    ?.refund_status != null

async function claimedStep(
  b: Billing,
  requestKey: string,
  fingerprint: string,
  kind: SubscriptionKind,
  prepare: Prepare,
): Promise<void> {
  const { db, accountId, now } = b
  let planned: Step | null
  let card: string | null = null
  try {
    planned = carryUnderMinimum(await prepare(), b.payments)
    if (planned?.check) await planned.check()
    if (planned?.charge && planned.charge.amountCents > 0) card = await cardFor(b, planned.charge.paymentMethodId)
  } catch (e) {
    // A twin of this call finished meanwhile (e.g. the subscription now exists): answer like it.
    if (await requestDone(db, accountId, requestKey, fingerprint)) return
    throw e
  }
  if (!planned) return
  const s = planned
  let chargeId: number | null = null
  if (s.charge && card !== null) {
    const result = await chargeOnce(
      db,
      b.payments,
      {
        accountId,
        idempotencyKey: requestKey,
        paymentMethodId: card,
        amountCents: s.charge.amountCents,
        currency: s.currency,
        description: s.charge.description,
        fingerprint,
      },
      { now },
    )
    chargeId = result.chargeId // read before assertCharged, whose narrowing is to a type without it
    assertCharged(result)
  }
  await inTransaction(db, async (trx) => {
    await scoped(trx, accountId).lock()
    if (await requestDone(trx, accountId, requestKey, fingerprint)) return
    // Paid too late: the charge was given back (payments/refunds.ts), so the change is not made.
    if (chargeId !== null && (await chargeRefunded(trx, chargeId))) throw new AppError('CHARGE_REFUNDED')
    await s.apply(trx, card)
    if (s.carriedCents) await addCarried(trx, accountId, kind, s.carriedCents)
    if (s.plan !== undefined) await setPlan(b, trx, s.plan)
    if (s.addOnFollows) await followMenu(b, trx, s.addOnFollows)
    await scoped(trx, accountId)
      .insertInto('billing_history', {
        subscription_kind: kind,
        action: s.history.action,
        description: s.history.description,
        interval: s.history.interval,
        expires_at: s.history.expiresAt,
        amount_cents: s.history.amountCents,
        currency: s.currency,
        charge_id: chargeId,
        request_key: requestKey,
        request_fingerprint: fingerprint,
        created_at: isoAt(now()),
      })
      .execute()
  })
}
