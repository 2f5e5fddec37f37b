import { setTimeout as sleep } from 'node:timers/promises'
import { findPaymentMethod } from '../../data/payment-methods.js'
import { affected } from '../../data/toolkit.js'
import type { Db } from '../../db/connection.js'
import type { ChargesTable } from '../../db/types.js'
import { epochOf, isoAt } from '../../db/values.js'
import { AppError } from '../../errors.js'
import { assertSameRequest } from './idempotency.js'
import { recordOutcome } from './outcomes.js'
import type { ChargeStatus, PaymentProvider } from './provider.js'

/**
 * Charges with an idempotency key, so a retried or double-clicked payment charges once.
 * The key is claimed in the database before the provider is called: `charges` has a unique
 * (account_id, idempotency_key), so of several calls with one key exactly one inserts the
 * pending row and charges; the others find that row and answer its outcome (waiting a little
 * while it is pending). The provider gets the same key too, so a charge retried after a crash
 * (a stale pending row is taken over) is still made once on the provider's side.
 *
 * A charge the provider answers 'pending' (the bank asks the owner to authenticate it, or it
 * is processing) keeps its row pending with the provider's reference: its outcome comes in a
 * webhook (webhooks.ts), and a call that comes back with the key asks the provider too, so a
 * late or lost webhook does not leave the owner waiting.
 */

export interface ChargeInput {
  accountId: number
  /** One per intended payment (e.g. the panel's attempt id, or the subscription period being renewed). */
  idempotencyKey: string
  paymentMethodId: string
  amountCents: number
  currency: string
  description: string
  /** A renewal without the owner present. */
  renewal?: boolean
  /** The fingerprint of the request the key came with (idempotency.ts): another request with the key is refused. */
  fingerprint?: string
}

export type ChargeResult =
  | {
      status: Exclude<ChargeStatus, 'pending'>
      chargeId: number
      reference: string | null
      /** Answered from an earlier call with the same key. */
      replayed: boolean
    }
  /**
   * Not decided yet: another request with the same key is still charging, or the provider waits
   * for the bank (with `actionUrl` when the owner must authenticate the payment). Ask again later.
   */
  | { status: 'pending'; chargeId: number; replayed: boolean; actionUrl?: string }

export interface ChargeOptions {
  now?: () => number
  /** How long a call waits for a concurrent one with the same key before answering 'pending' (default 10 s). */
  waitMs?: number
  /** A pending row older than this is taken over (its request died mid-charge; default 2 minutes). */
  staleMs?: number
}

const POLL_MS = 25
type ChargeRow = Pick<
  ChargesTable,
  | 'payment_method_id'
  | 'amount_cents'
  | 'currency'
  | 'status'
  | 'provider_reference'
  | 'request_fingerprint'
  | 'action_url'
  | 'updated_at'
> & { id: number }

const readRow = (db: Db, accountId: number, key: string): Promise<ChargeRow | undefined> =>
  db
    .selectFrom('charges')
    .select([
      'id',
      'payment_method_id',
      'amount_cents',
      'currency',
      'status',
      'provider_reference',
      'request_fingerprint',
      'action_url',
      'updated_at',
    ])
    .where('account_id', '=', accountId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst()

/** Charges `input` at most once per (account, idempotency key); see the module comment. */
export async function chargeOnce(
  db: Db,
  provider: PaymentProvider,
  input: ChargeInput,
  options: ChargeOptions = {},
): Promise<ChargeResult> {
  const { now = Date.now, waitMs = 10_000, staleMs = 120_000 } = options
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
    throw new AppError('VALIDATION_ERROR', 'El monto a cobrar debe ser mayor a 0.')
  const deadline = now() + waitMs

  for (;;) {
    const at = isoAt(now())
    const inserted = await db
      .insertInto('charges')
      .values({
        account_id: input.accountId,
        idempotency_key: input.idempotencyKey,
        payment_method_id: input.paymentMethodId,
        amount_cents: input.amountCents,
        currency: input.currency,
        description: input.description,
        status: 'pending',
        provider_reference: null,
        request_fingerprint: input.fingerprint ?? null,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.columns(['account_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst()
    if (inserted) return charge(Number(inserted.id))

    const row = await readRow(db, input.accountId, input.idempotencyKey)
    if (!row) continue // the claimer gave up (unknown outcome) and removed its row: claim it now
    // The key charges one thing once: another request, card, amount or currency with it is refused (422).
    assertSameRequest(row.request_fingerprint, input.fingerprint)
    if (
      row.payment_method_id !== input.paymentMethodId ||
      Number(row.amount_cents) !== input.amountCents ||
      row.currency !== input.currency
    ) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED')
    }
    if (row.status !== 'pending')
      return { status: row.status, chargeId: Number(row.id), reference: row.provider_reference, replayed: true }
    // Charged, waiting for the bank: its outcome is the provider's to tell.
    if (row.provider_reference !== null) return awaitingProvider(Number(row.id), row.provider_reference, row.action_url)
    if (epochOf(row.updated_at) <= now() - staleMs) {
      // Take over only if nobody else did since we read it (compare-and-set on updated_at).
      const taken = await db
        .updateTable('charges')
        .set({ updated_at: isoAt(now()) })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .where('updated_at', '=', row.updated_at)
        .executeTakeFirst()
      if (affected(taken) === 1) return charge(Number(row.id))
      continue
    }
    if (now() >= deadline) return { status: 'pending', chargeId: Number(row.id), replayed: true }
    await sleep(POLL_MS)
  }

  /** The outcome of a charge the provider had not decided: asked now (a webhook may be late or lost). */
  async function awaitingProvider(
    chargeId: number,
    reference: string,
    actionUrl: string | null,
  ): Promise<ChargeResult> {
    let outcome: Awaited<ReturnType<PaymentProvider['chargeStatus']>>
    try {
      outcome = await provider.chargeStatus(reference)
    } catch {
      // The provider did not answer: still undecided, as far as anyone here knows.
      return { status: 'pending', chargeId, replayed: true, ...(actionUrl !== null && { actionUrl }) }
    }
    if (outcome.status === 'pending')
      return { status: 'pending', chargeId, replayed: true, ...(outcome.actionUrl && { actionUrl: outcome.actionUrl }) }
    await recordOutcome(db, { chargeId }, outcome.status, now())
    // A webhook may have recorded it first: the row says what was recorded.
    const row = await readRow(db, input.accountId, input.idempotencyKey)
    const status = row?.status === 'pending' || !row ? outcome.status : row.status
    return { status, chargeId, reference, replayed: true }
  }

  /** This call holds the key: charge through the provider and record the outcome. */
  async function charge(chargeId: number): Promise<ChargeResult> {
    const card = await findPaymentMethod(db, input.accountId, input.paymentMethodId)
    let status: ChargeStatus
    let reference: string | null = null
    let actionUrl: string | null = null
    if (!card) {
      status = 'failed' // the card was deleted: nothing to charge
    } else {
      try {
        const outcome = await provider.charge({
          providerToken: card.provider_token,
          amountCents: input.amountCents,
          currency: input.currency,
          idempotencyKey: `${input.accountId}:${input.idempotencyKey}`,
          description: input.description,
          renewal: input.renewal,
        })
        status = outcome.status
        reference = outcome.reference
        actionUrl = outcome.actionUrl ?? null
      } catch (e) {
        // Unknown outcome (network): free the key so a retry charges again with the same provider key (the provider dedups).
        await db.deleteFrom('charges').where('id', '=', chargeId).where('status', '=', 'pending').execute()
        throw e
      }
    }
    // A webhook cannot have come first: it finds the charge by the reference written here.
    await db
      .updateTable('charges')
      .set({ status, provider_reference: reference, action_url: actionUrl, updated_at: isoAt(now()) })
      .where('id', '=', chargeId)
      .execute()
    if (status === 'pending') return { status, chargeId, replayed: false, ...(actionUrl !== null && { actionUrl }) }
    return { status, chargeId, reference, replayed: false }
  }
}

/**
 * A charge that did not succeed, as the error a route answers: 402 PAYMENT_DECLINED ('El pago
 * falló…'), 402 PAYMENT_ACTION_REQUIRED with the bank's page (the owner authenticates there,
 * then repeats the call with the same key) or 409 CHARGE_IN_PROGRESS.
 */
export function assertCharged(result: ChargeResult): asserts result is Extract<ChargeResult, { status: 'succeeded' }> {
  if (result.status === 'succeeded') return
  if (result.status === 'pending')
    throw result.actionUrl
      ? new AppError('PAYMENT_ACTION_REQUIRED', undefined, { actionUrl: result.actionUrl })
      : new AppError('CHARGE_IN_PROGRESS')
  throw new AppError('PAYMENT_DECLINED')
}
