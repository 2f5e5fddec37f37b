import type { BillingCurrency } from '@menu/shared/billing/zones'
import {
  branchesLabel,
  findSubscription,
  inForce,
  intervalName,
  planName,
  type SubscriptionRow,
} from '../../data/subscriptions.js'
import type { BillingAction, SubscriptionKind } from '../../db/types.js'
import { AppError, ERRORS, REASONS } from '../../errors.js'
import { BRANCH_ADD_ON, type Interval, priceCode, toAmount } from '../pricing.js'
import type { SubscriptionDeps } from './context.js'
import { subscriptionService } from './service.js'
import type { Step } from './step.js'
import { isMenuPlan, isUnpaid, type MenuTerms } from './terms.js'

/**
 * The price quote the billing panel shows before 'Realizar Cambio': what the calls that follow
 * would charge now and what recurs afterwards. It runs the calls' own prepare parts
 * (one module per flow: checks, amounts, descriptions) without charging or writing, so every rule stays
 * in one place. See docs/billing.md, "Price quote".
 */

export interface QuoteInput {
  plan_code: string
  interval: Interval
  /** The branch add-on quantity picked (FRANCHISES only); absent: the add-on is not part of the change. */
  branches?: number
  /** The browser's IANA zone: the currency of a first subscription. */
  time_zone?: string
}

export interface QuoteLine {
  kind: SubscriptionKind
  action: BillingAction | 'none'
  description: string
  charge_now: number
  takes_effect: 'now' | 'period_end'
  amount_per_period: number
  /** Under the provider's minimum: not charged now but with the next renewal (carry.ts); 0 otherwise. */
  carried_to_renewal: number
}

export interface Quote {
  currency: string
  interval: Interval
  lines: QuoteLine[]
  charge_now: number
  recurring_amount: number
  /** The lines' carried_to_renewal: added to the next renewal's charge. */
  carried_to_renewal: number
  expires_at: string
  payment_required: boolean
  enabled_branches: number
}

type Row = Partial<SubscriptionRow>

/** The row once a step's values are written. */
const withStep = (row: Row | undefined, step: Step | null): Row => ({ ...row, ...step?.row })

/** What a row recurs at once its waiting change applies (cents): nothing when it ends with the period. */
function recurringCents(row: Row): number {
  if (row.status !== 'active') return 0
  return row.next_amount_cents ?? row.amount_cents ?? 0
}

const waits = (row: Row) =>
  row.status !== 'active' || row.next_plan_code != null || row.next_interval != null || row.next_quantity != null

/** The fields the add-on depends on, from a would-be menu row (a broken row is a server error). */
function menuTerms(row: Row): MenuTerms {
  const { status, demo, plan_code, next_plan_code, currency, interval, next_interval, expires_at } = row
  if (
    status === undefined ||
    demo === undefined ||
    plan_code === undefined ||
    currency === undefined ||
    interval === undefined ||
    expires_at === undefined
  ) {
    throw new Error('the would-be menu subscription is incomplete')
  }
  return {
    status,
    demo,
    plan_code,
    next_plan_code: next_plan_code ?? null,
    currency,
    interval,
    next_interval: next_interval ?? null,
    expires_at,
  }
}

/** A line of the quote, in cents until it is answered. */
interface Line extends Omit<QuoteLine, 'charge_now' | 'amount_per_period' | 'carried_to_renewal'> {
  chargeCents: number
  recurringCents: number
  carriedCents: number
}

/** A line of a step (history action and text, charge, when it applies), or of a row the change keeps as is. */
function line(kind: SubscriptionKind, step: Step | null, after: Row, unchanged: string): Line {
  if (step) {
    return {
      kind,
      action: step.history.action,
      description: step.history.description,
      chargeCents: step.charge?.amountCents ?? 0,
      takes_effect: step.takesEffect,
      recurringCents: recurringCents(after),
      carriedCents: step.carriedCents ?? 0,
    }
  }
  return {
    kind,
    action: 'none',
    description: unchanged,
    chargeCents: 0,
    takes_effect: waits(after) ? 'period_end' : 'now',
    recurringCents: recurringCents(after),
    carriedCents: 0,
  }
}

/**
 * The sequences the panel runs:
 * - no paid menu plan in force (FREEMIUM, an ended plan, the demo): POST /menu, then for
 *   FRANCHISES with branches PUT /sucursales, the add-on computed from the menu's would-be row;
 * - a paid plan in force: PUT /menu with the add-on in `features` (absent: the add-on is kept as is);
 * - a cancelled or unpaid paid plan: 409 SUBSCRIPTION_NOT_ACTIVE (resume it first).
 */
export async function quoteChange(deps: SubscriptionDeps, accountId: number, input: QuoteInput): Promise<Quote> {
  const { plan_code: plan, interval, branches } = input
  if (!isMenuPlan(plan))
    throw new AppError('VALIDATION_ERROR', REASONS.VALIDATION_ERROR.invalidPlan, { field: 'plan_code' })
  if (branches !== undefined && plan !== 'FRANCHISES')
    throw new AppError('VALIDATION_ERROR', ERRORS.FRANCHISES_REQUIRED.message, { field: 'branches' })
  const service = subscriptionService(deps, accountId).prepare
  const now = deps.now()
  const menu = await findSubscription(deps.db, accountId, 'menu')
  // A paid plan is changed (PUT /menu, which answers 409 for a cancelled or unpaid one); otherwise one is bought (POST /menu).
  const paid = menu !== undefined && menu.demo === 0 && (inForce(menu, now) || isUnpaid(menu))

  const menuStep = paid
    ? await service.changeMenu({ plan_code: plan, interval })
    : await service.startMenu({ plan_code: plan, interval, time_zone: input.time_zone })
  const menuAfter = withStep(paid ? menu : undefined, menuStep)
  const terms = menuTerms(menuAfter)

  // A paid plan keeps its add-on (following the menu change); a new subscription starts without one.
  const addOn = paid ? await findSubscription(deps.db, accountId, 'sucursales') : undefined
  const kept = addOn && inForce(addOn, now) ? addOn : undefined
  let addOnAfter: Row | undefined =
    kept && menuStep?.addOnFollows ? await service.addOnAfter(kept, menuStep.addOnFollows) : kept
  let addOnStep: Step | null = null
  if (branches !== undefined) {
    const features = [{ code: priceCode(BRANCH_ADD_ON, terms.currency as BillingCurrency), quantity: branches }]
    addOnStep = await service.putAddOn({ features }, menuStep ? { menu: terms, plan: menuStep.plan } : undefined)
    addOnAfter = withStep(addOnAfter, addOnStep) // a new add-on period writes every field
  }

  const lines = [
    line('menu', menuStep, menuAfter, `Sin cambios: Plan ${planName(terms.plan_code)} ${intervalName(terms.interval)}`),
  ]
  if (addOnAfter) {
    const quantity = addOnAfter.quantity ?? 0
    const unchanged =
      addOnAfter.status === 'active'
        ? `Sin cambios: ${branchesLabel(quantity)}`
        : `${branchesLabel(quantity)}: terminan al final del periodo`
    lines.push(line('sucursales', addOnStep, addOnAfter, unchanged))
  }
  const chargeNow = lines.reduce((sum, l) => sum + l.chargeCents, 0)
  return {
    currency: terms.currency,
    interval,
    lines: lines.map(({ chargeCents, recurringCents: recurring, carriedCents, ...rest }) => ({
      ...rest,
      charge_now: toAmount(chargeCents),
      amount_per_period: toAmount(recurring),
      carried_to_renewal: toAmount(carriedCents),
    })),
    charge_now: toAmount(chargeNow),
    recurring_amount: toAmount(lines.reduce((sum, l) => sum + l.recurringCents, 0)),
    carried_to_renewal: toAmount(lines.reduce((sum, l) => sum + l.carriedCents, 0)),
    expires_at: terms.expires_at,
    payment_required: chargeNow > 0,
    enabled_branches: await service.enabledBranches(),
  }
}
