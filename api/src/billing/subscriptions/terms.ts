import { inForce, NO_NEXT, type SubscriptionRow } from '../../data/subscriptions.js'
import type { SubscriptionsTable } from '../../db/types.js'
import { type Interval, MENU_PLANS, type MenuPlanCode } from '../pricing.js'

/**
 * What a subscription row is and what follows from it, without reading or writing anything:
 * the menu plan's terms the branch add-on depends on, and the add-on's terms once the menu
 * plan changes (the add-on shares the menu plan's period and interval).
 */

// period_anchor is the renewal job's column: the steps leave it to it.
export type SubscriptionValues = Omit<
  SubscriptionsTable,
  'id' | 'account_id' | 'kind' | 'created_at' | 'updated_at' | 'period_anchor' | 'carried_cents'
>

/** The menu plan's plan and interval from the period end, which the add-on follows. */
export interface MenuTermsAhead {
  plan: string
  interval: Interval
}

/** The menu subscription fields the add-on depends on (a stored row, or the would-be row after a menu step). */
export type MenuTerms = Pick<
  SubscriptionRow,
  'status' | 'demo' | 'plan_code' | 'next_plan_code' | 'currency' | 'interval' | 'next_interval' | 'expires_at'
>

/** The menu's would-be state after a menu step not applied yet, and the account's plan then (unchanged when absent). */
export interface MenuAhead {
  menu: MenuTerms
  plan?: string
}

/** The add-on's list price per branch (cents) for an interval. */
export type UnitFor = (interval: Interval) => number

type NextValues = Pick<
  SubscriptionValues,
  'next_code' | 'next_plan_code' | 'next_interval' | 'next_quantity' | 'next_amount_cents'
>

/** A paid plan whose renewal charge failed: it keeps its plan for a grace period, waiting to be resumed (not in force). */
export const isUnpaid = (menu: Pick<SubscriptionRow, 'status' | 'demo'>) => menu.demo === 0 && menu.status === 'unpaid'

export const isMenuPlan = (code: string): code is MenuPlanCode => (MENU_PLANS as readonly string[]).includes(code)

export const days = (n: number) => (n === 1 ? '1 día' : `${n} días`)

/** The menu plan's interval from the period end. */
export const intervalAhead = (menu: Pick<MenuTerms, 'interval' | 'next_interval'>): Interval =>
  menu.next_interval ?? menu.interval

/**
 * The add-on's next_* for what it sells from the period end: `quantity` branches on the menu
 * plan's interval then (the add-on shares the menu's interval). Nothing waits when both are
 * the current ones. `unitFor` is the add-on's list price per branch for an interval.
 */
export function addOnNext(
  addOn: Pick<SubscriptionRow, 'code' | 'interval' | 'quantity' | 'unit_price_cents'>,
  next: { quantity: number; interval: Interval },
  unitFor: UnitFor,
): NextValues {
  const nextInterval = next.interval === addOn.interval ? null : next.interval
  const nextQuantity = next.quantity === addOn.quantity ? null : next.quantity
  if (nextInterval === null && nextQuantity === null) return { ...NO_NEXT }
  const unit = nextInterval ? unitFor(nextInterval) : addOn.unit_price_cents
  return {
    next_code: addOn.code,
    next_plan_code: null,
    next_interval: nextInterval,
    next_quantity: nextQuantity,
    next_amount_cents: unit * next.quantity,
  }
}

/**
 * What a menu change does to the add-on (both run with the menu's next_* written): a plan other
 * than Franquicias from the period end cancels it (it ends with the period; resumable once the
 * change is undone); its interval from the period end follows the menu plan's.
 */
export function addOnAfterMenu(
  addOn: SubscriptionRow,
  ahead: MenuTermsAhead,
  unitFor: UnitFor,
  now: number,
): Partial<SubscriptionValues> {
  const cancel = ahead.plan !== 'FRANCHISES' && addOn.status === 'active' ? { status: 'cancelled' as const } : {}
  if (!inForce(addOn, now)) return cancel
  return {
    ...cancel,
    ...addOnNext(addOn, { quantity: addOn.next_quantity ?? addOn.quantity, interval: ahead.interval }, unitFor),
  }
}
