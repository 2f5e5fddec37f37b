import { randomBytes } from 'node:crypto'
import { hashToken } from '../../auth/secrets.js'
import type { Db } from '../../db/connection.js'
import type { Selectable } from 'kysely'
import type { SandboxCardsTable, SandboxCheckoutsTable, SandboxPaymentsTable } from '../../db/types.js'
import { epochOf, isoAt } from '../../db/values.js'
import { AppError } from '../../errors.js'
import { affected } from '../../data/toolkit.js'
import { PAGE_MESSAGES } from '../payments/provider-pages.js'
import type { Behaviour } from './cards.js'
import type { ProviderCard } from '../payments/provider.js'

/**
 * The sandbox provider's own records (what a real provider keeps on its servers): card page
 * sessions (checkouts) and tokenised test cards. A card row holds the token, brand, last4,
 * expiry and test behaviour only: the number and CVC are checked and dropped.
 */

/** A card page session lasts 30 minutes. */
export const CHECKOUT_TTL_MS = 30 * 60 * 1000

/** How long the key to a payment's 3-D Secure page works (as a bank's session with the cardholder). */
export const AUTHENTICATION_TTL_MS = 15 * 60 * 1000

export type CheckoutState = 'open' | 'expired' | 'used'

const newId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`

export function checkoutState(
  row: Pick<SandboxCheckoutsTable, 'card_token' | 'expires_at'>,
  now: number,
): CheckoutState {
  if (row.card_token !== null) return 'used'
  return epochOf(row.expires_at) <= now ? 'expired' : 'open'
}

export function sandboxStore(db: Db, now: () => number) {
  return {
    async createCheckout(accountId: number): Promise<string> {
      const id = newId('chk')
      const at = now()
      await db
        .insertInto('sandbox_checkouts')
        .values({
          id,
          account_id: accountId,
          card_token: null,
          created_at: isoAt(at),
          expires_at: isoAt(at + CHECKOUT_TTL_MS),
        })
        .execute()
      return id
    },

    findCheckout(id: string) {
      return db.selectFrom('sandbox_checkouts').selectAll().where('id', '=', id).executeTakeFirst()
    },

    /**
     * Stores a checked card for an open checkout and returns its token. The checkout is closed in
     * the same statement that claims it, so two submissions at once tokenise one card.
     */
    async tokenise(
      checkoutId: string,
      card: Omit<ProviderCard, 'providerToken'>,
      behaviour: Behaviour,
    ): Promise<string> {
      const token = newId('tok')
      const at = now()
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('sandbox_checkouts')
          .set({ card_token: token })
          .where('id', '=', checkoutId)
          .where('card_token', 'is', null)
          .where('expires_at', '>', isoAt(at))
          .executeTakeFirst()
        if (affected(claimed) === 0) {
          const row = await trx
            .selectFrom('sandbox_checkouts')
            .select(['card_token', 'expires_at'])
            .where('id', '=', checkoutId)
            .executeTakeFirst()
          // Judged at the same instant as the claim, so it cannot read 'open' here.
          const state = row ? checkoutState(row, at) : 'unknown'
          throw checkoutError(state === 'open' ? 'used' : state)
        }
        await trx
          .insertInto('sandbox_cards')
          .values({ token, ...card, behaviour, created_at: isoAt(at) })
          .execute()
        return token
      })
    },

    /** The card a checkout of `accountId` tokenised as `cardToken` (another account's token: undefined). */
    cardOfAccount(accountId: number, cardToken: string): Promise<SandboxCardsTable | undefined> {
      return db
        .selectFrom('sandbox_cards')
        .innerJoin('sandbox_checkouts', 'sandbox_checkouts.card_token', 'sandbox_cards.token')
        .selectAll('sandbox_cards')
        .where('sandbox_cards.token', '=', cardToken)
        .where('sandbox_checkouts.account_id', '=', accountId)
        .executeTakeFirst()
    },

    card(token: string): Promise<SandboxCardsTable | undefined> {
      return db.selectFrom('sandbox_cards').selectAll().where('token', '=', token).executeTakeFirst()
    },

    /**
     * Records a charge once per reference and answers the record: a charge made again with the
     * same reference (the same idempotency key) finds the first one and its outcome.
     */
    async recordPayment(
      payment: Pick<SandboxPaymentsTable, 'reference' | 'card_token' | 'amount_cents' | 'currency' | 'status'>,
    ): Promise<Selectable<SandboxPaymentsTable>> {
      const at = isoAt(now())
      await db
        .insertInto('sandbox_payments')
        .values({ ...payment, created_at: at, updated_at: at })
        .onConflict((oc) => oc.column('reference').doNothing())
        .execute()
      const row = await this.payment(payment.reference)
      if (!row) throw new Error(`sandbox payment ${payment.reference} vanished`)
      return row
    },

    payment(reference: string): Promise<Selectable<SandboxPaymentsTable> | undefined> {
      return db.selectFrom('sandbox_payments').selectAll().where('reference', '=', reference).executeTakeFirst()
    },

    /**
     * A new one-time key to the 3-D Secure page of a pending payment, for the call that is handed its
     * address (the session that started the payment). Only its hash is kept, and it replaces any
     * earlier one, so only the newest address works; undefined when the payment is not pending.
     */
    async issueAuthentication(reference: string): Promise<string | undefined> {
      const token = randomBytes(24).toString('base64url')
      const done = await db
        .updateTable('sandbox_payments')
        .set({ auth_token_hash: hashToken(token), auth_token_expires_at: isoAt(now() + AUTHENTICATION_TTL_MS) })
        .where('reference', '=', reference)
        .where('status', '=', 'pending')
        .executeTakeFirst()
      return affected(done) === 1 ? token : undefined
    },

    /** Whether `token` opens the 3-D Secure page of `payment` now (its newest key, not expired). */
    authenticationOpen(
      payment: Pick<SandboxPaymentsTable, 'auth_token_hash' | 'auth_token_expires_at'>,
      token: string | undefined,
    ): boolean {
      return (
        token !== undefined &&
        payment.auth_token_hash !== null &&
        payment.auth_token_hash === hashToken(token) &&
        payment.auth_token_expires_at !== null &&
        epochOf(payment.auth_token_expires_at) > now()
      )
    },

    /**
     * The owner's answer on the authentication page, with the page's key: only a pending payment
     * whose newest, unexpired key it is takes one, and the key is spent (true when it did).
     */
    async authenticate(reference: string, approved: boolean, token: string): Promise<boolean> {
      const at = now()
      const done = await db
        .updateTable('sandbox_payments')
        .set({
          status: approved ? 'succeeded' : 'declined',
          auth_token_hash: null,
          auth_token_expires_at: null,
          updated_at: isoAt(at),
        })
        .where('reference', '=', reference)
        .where('status', '=', 'pending')
        .where('auth_token_hash', '=', hashToken(token))
        .where('auth_token_expires_at', '>', isoAt(at))
        .executeTakeFirst()
      return affected(done) === 1
    },

    /** Gives back `amountCents` of a succeeded payment, once: a second refund of it changes nothing (true when it did). */
    async refund(reference: string, amountCents: number): Promise<boolean> {
      const done = await db
        .updateTable('sandbox_payments')
        .set({ refunded_cents: amountCents, updated_at: isoAt(now()) })
        .where('reference', '=', reference)
        .where('status', '=', 'succeeded')
        .where('refunded_cents', '=', 0)
        .where('amount_cents', '>=', amountCents)
        .executeTakeFirst()
      return affected(done) === 1
    },
  }
}

export type SandboxStore = ReturnType<typeof sandboxStore>

/** Why a checkout takes no card: 404 when unknown, 409 when expired or already used. */
export function checkoutError(state: Exclude<CheckoutState, 'open'> | 'unknown'): AppError {
  if (state === 'unknown') return new AppError('RESOURCE_NOT_FOUND', PAGE_MESSAGES.unknownCheckout)
  return new AppError(state === 'expired' ? 'CHECKOUT_EXPIRED' : 'CHECKOUT_USED')
}
