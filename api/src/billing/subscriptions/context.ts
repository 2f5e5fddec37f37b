import { type BillingCurrency, currencyForTimeZone, isBillingCurrency } from '@menu/shared/billing/zones'
import { findPaymentMethod } from '../../data/payment-methods.js'
import { findSubscription, type SubscriptionRow } from '../../data/subscriptions.js'
import { type Executor, scoped } from '../../data/toolkit.js'
import type { Db } from '../../db/connection.js'
import type { SubscriptionKind } from '../../db/types.js'
import { isoAt } from '../../db/values.js'
import { setPlanCode } from '../../history/marker.js'
import { AppError, notFound } from '../../errors.js'
import type { PaymentProvider } from '../payments/provider.js'
import { loadPriceList } from '../../data/price-list.js'
import { BRANCH_ADD_ON } from '../pricing.js'
import { addOnAfterMenu, type MenuTermsAhead, type SubscriptionValues, type UnitFor } from './terms.js'

/** What the subscription calls run on. */
export interface SubscriptionDeps {
  db: Db
  payments: PaymentProvider
  now: () => number
  /** The app's time zone (config.timeZone): periods end on the same local day. */
  timeZone: string
}

/** One account's subscription call: the deps and whose billing it is. */
export interface Billing extends SubscriptionDeps {
  accountId: number
}

export async function account(b: Billing) {
  return b.db
    .selectFrom('accounts')
    .select(['plan_code', 'currency', 'used_demo', 'default_payment_method_id'])
    .where('id', '=', b.accountId)
    .executeTakeFirstOrThrow()
}

/**
 * The account's currency; an account that never subscribed may have it set from the
 * browser's time zone (returned as `set` for the step to store).
 */
export async function currencyFor(
  b: Billing,
  zone: string | undefined,
): Promise<{ currency: BillingCurrency; set: boolean }> {
  const a = await account(b)
  const current: BillingCurrency = isBillingCurrency(a.currency) ? a.currency : 'MXN'
  if (zone === undefined) return { currency: current, set: false }
  const subscribed = await scoped(b.db, b.accountId).selectFrom('subscriptions').select('id').executeTakeFirst()
  if (subscribed) return { currency: current, set: false }
  return { currency: currencyForTimeZone(zone), set: true }
}

/**
 * A card named by a request must be one of the account's, whatever the call then charges (nothing,
 * for a downgrade or the demo): another account's or a missing one is 404, like every id.
 */
export async function assertOwnCard(b: Billing, id: string | undefined): Promise<void> {
  if (id !== undefined && !(await findPaymentMethod(b.db, b.accountId, id))) throw notFound()
}

/** The card to charge: the one named (checked again: it may have been deleted meanwhile), else the default; none -> 409 PAYMENT_METHOD_REQUIRED. */
export async function cardFor(b: Billing, id: string | undefined): Promise<string> {
  if (id !== undefined) {
    await assertOwnCard(b, id)
    return id
  }
  const card = (await account(b)).default_payment_method_id
  if (!card) throw new AppError('PAYMENT_METHOD_REQUIRED')
  return card
}

/** Inserts or updates the one row of `kind` (under the account lock). */
export async function put(
  b: Billing,
  trx: Executor,
  kind: SubscriptionKind,
  values: SubscriptionValues,
): Promise<void> {
  const t = scoped(trx, b.accountId)
  const at = isoAt(b.now())
  const exists = await t.selectFrom('subscriptions').select('id').where('kind', '=', kind).executeTakeFirst()
  if (exists)
    await t
      .updateTable('subscriptions')
      .set({ ...values, updated_at: at })
      .where('kind', '=', kind)
      .execute()
  // A new row has nothing carried (carried_cents is written by the step engine and the renewal job only).
  else
    await t.insertInto('subscriptions', { ...values, kind, carried_cents: 0, created_at: at, updated_at: at }).execute()
}

export const update = (b: Billing, trx: Executor, kind: SubscriptionKind, values: Partial<SubscriptionValues>) =>
  scoped(trx, b.accountId)
    .updateTable('subscriptions')
    .set({ ...values, updated_at: isoAt(b.now()) })
    .where('kind', '=', kind)
    .execute()

/** The account's plan (and its change marker with it: the menu shows what the plan allows). */
export const setPlan = (b: Billing, trx: Executor, plan: string) => setPlanCode(trx, b.accountId, plan)

/** The add-on's list price per branch (cents) for an interval, read from the price list of `currency`. */
export async function addOnUnits(q: Executor, currency: string): Promise<UnitFor> {
  const prices = await loadPriceList(q, currency as BillingCurrency)
  return (interval) => prices.items[BRANCH_ADD_ON][interval].amountCents
}

/** Applies addOnAfterMenu to the stored add-on, under the lock. */
export async function followMenu(b: Billing, trx: Executor, ahead: MenuTermsAhead): Promise<void> {
  const addOn = await findSubscription(trx, b.accountId, 'sucursales')
  if (!addOn) return
  const values = addOnAfterMenu(addOn, ahead, await addOnUnits(trx, addOn.currency), b.now())
  if (Object.keys(values).length > 0) await update(b, trx, 'sucursales', values)
}

/** The add-on's row once a menu change applies (the quote's would-be add-on). */
export async function addOnAfter(b: Billing, addOn: SubscriptionRow, ahead: MenuTermsAhead): Promise<SubscriptionRow> {
  return { ...addOn, ...addOnAfterMenu(addOn, ahead, await addOnUnits(b.db, addOn.currency), b.now()) }
}
