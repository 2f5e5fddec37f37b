import type { BillingCurrency } from '@menu/shared/billing/zones'
import { BILLING_CURRENCIES } from '@menu/shared/billing/zones'

/**
 * The price list and the amounts computed from it: pure functions, integer cents throughout
 * (a float never carries money). The API answers decimal amounts in the currency (toAmount);
 * the database, the charges and these rules only ever see cents. See docs/billing.md.
 */

export type Interval = 'monthly' | 'yearly'
export const INTERVALS: readonly Interval[] = ['monthly', 'yearly']

/** What the price list sells: the two paid menu plans and the per-branch add-on. */
export const MENU_PLANS = ['NEGOCIO', 'FRANCHISES'] as const
export type MenuPlanCode = (typeof MENU_PLANS)[number]
export const BRANCH_ADD_ON = 'SUCURSALES'
/** The add-on's name wherever it is shown (plan cards, subscriptions, receipts). */
export const ADD_ON_TITLE = 'Sucursales adicionales'
export type PricedItem = MenuPlanCode | typeof BRANCH_ADD_ON
export const PRICED_ITEMS: readonly PricedItem[] = [...MENU_PLANS, BRANCH_ADD_ON]

/** The price list code of an item in a currency: MENU-NEGOCIO-MXN, MENU-SUCURSALES-USD, ... */
export const priceCode = (item: PricedItem, currency: BillingCurrency) => `MENU-${item}-${currency}`

/** One row of the plan_prices table. */
export interface PriceRow {
  code: string
  interval: Interval
  plan_code: string
  currency: string
  amount_cents: number
}

// ---- Money ----

/** Cents -> the decimal amount the API answers (29900 -> 299, 1250 -> 12.5). */
export const toAmount = (cents: number): number => cents / 100

/** A decimal amount -> cents, rounded to the nearest cent (12.5 -> 1250). */
export const toCents = (amount: number): number => Math.round(amount * 100)

/** ceil(a / b) for non-negative integers, exactly (no float division). */
const ceilDiv = (a: number, b: number): number => Math.floor((a + b - 1) / b)

// ---- The seed: the list prices, computed from one rule (MXN monthly prices; a year is ten months; USD is MXN / 20) ----

/** Monthly list prices in MXN (cents): Negocio 299, Franquicias 399, each extra branch 250. */
export const LIST_MONTHLY_MXN_CENTS: Record<PricedItem, number> = {
  NEGOCIO: 29900,
  FRANCHISES: 39900,
  SUCURSALES: 25000,
}
/** A year costs ten months. */
export const YEARLY_MONTHS = 10
/** Outside Mexico, prices are the MXN price divided by 20, rounded up. */
export const USD_DIVISOR = 20

/**
 * The monthly list price of an item in a currency, in cents. USD: MXN / 20 rounded up to a
 * whole dollar for the menu plans (299 -> 15, 399 -> 20); the branch add-on is rounded up to
 * the cent only, because the spec states its USD price as 12.5 (250 / 20 exactly).
 */
export function listMonthlyCents(item: PricedItem, currency: BillingCurrency): number {
  const mxn = LIST_MONTHLY_MXN_CENTS[item]
  if (currency === 'MXN') return mxn
  const unit = item === BRANCH_ADD_ON ? 1 : 100
  return ceilDiv(mxn, USD_DIVISOR * unit) * unit
}

/** The period price from the monthly one: monthly as is, yearly ten times. */
export const periodCents = (monthlyCents: number, interval: Interval): number =>
  interval === 'yearly' ? monthlyCents * YEARLY_MONTHS : monthlyCents

/**
 * Every row the price list starts with: each item, currency and interval (12 rows). Inserted
 * only where absent (data/price-list.ts): a price changed in the database is never overwritten.
 */
export function seedPriceRows(): PriceRow[] {
  return PRICED_ITEMS.flatMap((item) =>
    BILLING_CURRENCIES.flatMap((currency) =>
      INTERVALS.map((interval) => ({
        code: priceCode(item, currency),
        interval,
        plan_code: item,
        currency,
        amount_cents: periodCents(listMonthlyCents(item, currency), interval),
      })),
    ),
  )
}

// ---- A currency's price list, as read from the database ----

export interface PriceEntry {
  code: string
  amountCents: number
}

/** One currency's prices: every item, every interval (priceListFromRows checks none is missing). */
export interface PriceList {
  currency: BillingCurrency
  items: Record<PricedItem, Record<Interval, PriceEntry>>
}

/**
 * Builds a currency's price list from plan_prices rows (rows of other currencies are ignored).
 * A missing row is a broken database, not a user error: it throws, naming the row.
 */
export function priceListFromRows(currency: BillingCurrency, rows: readonly PriceRow[]): PriceList {
  const entry = (item: PricedItem, interval: Interval): PriceEntry => {
    const code = priceCode(item, currency)
    const row = rows.find((r) => r.code === code && r.interval === interval)
    if (!row) throw new Error(`plan_prices has no ${interval} row for ${code}`)
    return { code, amountCents: Number(row.amount_cents) }
  }
  const items = Object.fromEntries(
    PRICED_ITEMS.map((item) => [item, { monthly: entry(item, 'monthly'), yearly: entry(item, 'yearly') }]),
  )
  return { currency, items: items as PriceList['items'] }
}

const isMenuPlan = (code: string): code is MenuPlanCode => (MENU_PLANS as readonly string[]).includes(code)

/** The period amount (cents) of a menu plan: FREEMIUM costs nothing; an unknown plan is a programming error. */
export function menuAmount(prices: PriceList, planCode: string, interval: Interval): number {
  if (planCode === 'FREEMIUM') return 0
  if (!isMenuPlan(planCode)) throw new RangeError(`no price for plan ${planCode}`)
  return prices.items[planCode][interval].amountCents
}

/** The period amount (cents) of `quantity` branches of the add-on. */
export function branchAddOnAmount(prices: PriceList, quantity: number, interval: Interval): number {
  if (!Number.isInteger(quantity) || quantity < 0)
    throw new RangeError(`branch quantity must be a whole number >= 0, got ${quantity}`)
  return prices.items[BRANCH_ADD_ON][interval].amountCents * quantity
}

/** What an account pays per period for a menu plan plus `branches` add-on branches (cents). */
export function totalAmount(
  prices: PriceList,
  { planCode, branches, interval }: { planCode: string; branches: number; interval: Interval },
): number {
  return menuAmount(prices, planCode, interval) + branchAddOnAmount(prices, branches, interval)
}

// ---- Proration ----

export const DAY_MS = 24 * 60 * 60 * 1000
/** Proration counts a month as 30 days and a year as 12 of them, whatever the calendar says. */
export const PERIOD_DAYS: Record<Interval, number> = { monthly: 30, yearly: 360 }

/**
 * Whole days left in a period at `now`: a started day counts as a full day, never more than
 * the period's days (a period paid ahead) and never below 0 (a period already over).
 */
export function daysLeft(periodEnd: string, now: number, interval: Interval): number {
  const end = Date.parse(periodEnd)
  if (Number.isNaN(end)) throw new RangeError(`periodEnd is not a date: ${periodEnd}`)
  const days = Math.ceil((end - now) / DAY_MS)
  return Math.min(PERIOD_DAYS[interval], Math.max(0, days))
}

/**
 * What an upgrade charges now (cents): the difference between the new and the old period
 * amounts for the days left, ceil((new - old) * daysLeft / periodDays). Nothing when the new
 * amount is not higher (a downgrade waits for the period end and refunds nothing).
 */
export function prorate({
  oldCents,
  newCents,
  interval,
  periodEnd,
  now,
}: {
  oldCents: number
  newCents: number
  interval: Interval
  periodEnd: string
  now: number
}): number {
  if (newCents <= oldCents) return 0
  return ceilDiv((newCents - oldCents) * daysLeft(periodEnd, now, interval), PERIOD_DAYS[interval])
}
