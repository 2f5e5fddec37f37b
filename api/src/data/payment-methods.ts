import { randomBytes } from 'node:crypto'
import type { PaymentProvider } from '../billing/payments/provider.js'
import type { Db } from '../db/connection.js'
import type { PaymentMethodsTable } from '../db/types.js'
import { isoAt } from '../db/values.js'
import { AppError, notFound } from '../errors.js'
import { type Executor, inTransaction, scoped } from './toolkit.js'

/** A saved card as the API shows it: display data only (the provider keeps the card). */
export interface PaymentMethod {
  id: string
  brand: string
  last4: string
  exp_month: number
  exp_year: number
  /** Whether it is the account's default_payment_method_id (the card subscriptions charge). */
  default: boolean
}

export const PAYMENT_METHOD_NOT_FOUND = 'Método de pago no encontrado'
const ALREADY_SAVED = 'Esta tarjeta ya está guardada.'

export interface PaymentMethodDeps {
  db: Db
  now: () => number
  payments: PaymentProvider
}

const toPaymentMethod = (
  r: Pick<PaymentMethodsTable, 'id' | 'brand' | 'last4' | 'exp_month' | 'exp_year'>,
  defaultId: string | null,
): PaymentMethod => ({
  id: r.id,
  brand: r.brand,
  last4: r.last4,
  exp_month: Number(r.exp_month),
  exp_year: Number(r.exp_year),
  default: r.id === defaultId,
})

async function defaultOf(q: Executor, accountId: number): Promise<string | null> {
  const row = await q
    .selectFrom('accounts')
    .select('default_payment_method_id')
    .where('id', '=', accountId)
    .executeTakeFirst()
  if (!row) throw notFound()
  return row.default_payment_method_id
}

const setDefault = (q: Executor, accountId: number, id: string | null) =>
  q.updateTable('accounts').set({ default_payment_method_id: id }).where('id', '=', accountId).execute()

/** One of the account's saved cards, for charging: undefined when missing or another account's. */
export function findPaymentMethod(q: Executor, accountId: number, id: string) {
  return scoped(q, accountId).selectFrom('payment_methods').selectAll().where('id', '=', id).executeTakeFirst()
}

/** PUT /v1/profiles/me's default_payment_method_id must be one of the account's own cards: else 400 naming the field. */
export async function assertOwnPaymentMethod(q: Executor, accountId: number, id: string): Promise<void> {
  if (!(await findPaymentMethod(q, accountId, id)))
    throw new AppError('VALIDATION_ERROR', PAYMENT_METHOD_NOT_FOUND, { field: 'default_payment_method_id' })
}

/**
 * The signed-in account's saved cards. Adding and deleting lock the account row, so the
 * "first card becomes the default" and "deleting the default picks the newest remaining"
 * rules hold when two requests race.
 */
export function paymentMethodsRepo({ db, now, payments }: PaymentMethodDeps, accountId: number) {
  const own = scoped(db, accountId)

  async function list(): Promise<PaymentMethod[]> {
    const defaultId = await defaultOf(db, accountId)
    const rows = await own.selectFrom('payment_methods').selectAll().orderBy('created_at').orderBy('id').execute()
    return rows.map((r) => toPaymentMethod(r, defaultId))
  }

  return {
    list,

    /** Exchanges the card page's token through the provider and saves the card; the first card becomes the default. */
    async add(cardToken: string): Promise<PaymentMethod> {
      const redeemed = await payments.redeemCardToken(accountId, cardToken)
      if (!redeemed.ok) throw new AppError('VALIDATION_ERROR', redeemed.message, { field: 'card_token' })
      const { card } = redeemed
      return inTransaction(db, async (trx) => {
        const t = scoped(trx, accountId)
        await t.lock()
        const saved = await t
          .selectFrom('payment_methods')
          .select('id')
          .where('provider', '=', payments.name)
          .where('provider_token', '=', card.providerToken)
          .executeTakeFirst()
        if (saved) throw new AppError('VALIDATION_ERROR', ALREADY_SAVED, { field: 'card_token' })
        const id = `pm_${randomBytes(12).toString('base64url')}`
        await t
          .insertInto('payment_methods', {
            id,
            provider: payments.name,
            provider_token: card.providerToken,
            brand: card.brand,
            last4: card.last4,
            exp_month: card.exp_month,
            exp_year: card.exp_year,
            created_at: isoAt(now()),
          })
          .execute()
        let defaultId = await defaultOf(trx, accountId)
        if (defaultId === null) {
          defaultId = id
          await setDefault(trx, accountId, id)
        }
        return toPaymentMethod({ id, ...card }, defaultId)
      })
    },

    /**
     * Deletes a card (another account's id: 404). When it was the default, the newest remaining
     * card becomes the default, or none is left.
     */
    async remove(id: string): Promise<{ id: string; default_payment_method_id: string | null }> {
      return inTransaction(db, async (trx) => {
        const t = scoped(trx, accountId)
        await t.lock()
        if (!(await findPaymentMethod(trx, accountId, id))) throw notFound()
        await t.deleteFrom('payment_methods').where('id', '=', id).execute()
        let defaultId = await defaultOf(trx, accountId)
        if (defaultId === id) {
          const newest = await t
            .selectFrom('payment_methods')
            .select('id')
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .executeTakeFirst()
          defaultId = newest?.id ?? null
          await setDefault(trx, accountId, defaultId)
        }
        return { id, default_payment_method_id: defaultId }
      })
    },
  }
}
