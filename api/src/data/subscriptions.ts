import type { Selectable } from 'kysely'
import { assertSameRequest } from '../billing/payments/idempotency.js'
import { ADD_ON_TITLE, type Interval, toAmount } from '../billing/pricing.js'
import type { SubscriptionKind, SubscriptionsTable } from '../db/types.js'
import { isoAt, toBool01 } from '../db/values.js'
import { setPlanCode } from '../history/marker.js'
import { enabledBranchLimit, type Plan, PLAN_CATALOGUE } from './plans.js'
import { type Executor, scoped } from './toolkit.js'
import type { Answer } from '../schemas/shapes.js'

/**
 * The account's subscriptions as stored (one row per kind), as the profile shows them, the
 * billing history, and what ending a subscription does to the plan and the branches.
 * Every query is bound to one account (`scoped`). See docs/billing.md, "Subscriptions".
 */

export type SubscriptionRow = Omit<SubscriptionsTable, 'id'> & { id: number }

export type SubscriptionView = Answer<'Subscription'>

export type BillingRow = Answer<'BillingHistoryRow'>

/** 'Negocio', 'Franquicias' (the catalogue's names), the add-on's title, or the code itself. */
export const planName = (code: string): string =>
  code === 'SUCURSALES' ? ADD_ON_TITLE : (PLAN_CATALOGUE.find((p) => p.code === code)?.name ?? code)

export const intervalName = (interval: Interval): string => (interval === 'yearly' ? 'anual' : 'mensual')

/** '1 sucursal adicional', '3 sucursales adicionales': the add-on in history lines, quotes and receipts. */
export const branchesLabel = (n: number): string => (n === 1 ? '1 sucursal adicional' : `${n} sucursales adicionales`)

/** No change waiting for the period end. */
export const NO_NEXT = {
  next_code: null,
  next_plan_code: null,
  next_interval: null,
  next_quantity: null,
  next_amount_cents: null,
} as const

/** Numbers come back as strings from some drivers: one normalised row. */
function normalise(r: Selectable<SubscriptionsTable>): SubscriptionRow {
  const n = (v: number | null) => (v === null ? null : Number(v))
  return {
    ...r,
    id: Number(r.id),
    account_id: Number(r.account_id),
    unit_price_cents: Number(r.unit_price_cents),
    quantity: Number(r.quantity),
    amount_cents: Number(r.amount_cents),
    demo: Number(r.demo) === 1 ? 1 : 0,
    next_quantity: n(r.next_quantity),
    next_amount_cents: n(r.next_amount_cents),
  }
}

/** The account's subscription of `kind`, if it ever had one. */
export async function findSubscription(
  q: Executor,
  accountId: number,
  kind: SubscriptionKind,
): Promise<SubscriptionRow | undefined> {
  const row = await scoped(q, accountId)
    .selectFrom('subscriptions')
    .selectAll()
    .where('kind', '=', kind)
    .executeTakeFirst()
  return row ? normalise(row) : undefined
}

/** Whether a subscription still gives its benefits at `now`: active, or cancelled with time left in its period. */
export const inForce = (row: Pick<SubscriptionRow, 'status' | 'expires_at'> | undefined, now: number): boolean =>
  row !== undefined && (row.status === 'active' || (row.status === 'cancelled' && Date.parse(row.expires_at) > now))

/**
 * The plan with its effective Sucursales limit: the branch add-on's quantity while the add-on
 * is in force, otherwise the plan's own scope limit (FRANCHISES 5, e.g. during the demo).
 */
export async function withBranchAddOn(q: Executor, accountId: number, plan: Plan, now: number): Promise<Plan> {
  const addOn = await findSubscription(q, accountId, 'sucursales')
  if (!inForce(addOn, now)) return plan
  const limit = addOn!.quantity
  const others = plan.scopes.filter((s) => s.name !== 'Sucursales')
  return { ...plan, scopes: [...others, { name: 'Sucursales', limit }].sort((a, b) => a.name.localeCompare(b.name)) }
}

function view(row: SubscriptionRow, usedDemo: boolean): SubscriptionView {
  const addOn = row.kind === 'sucursales'
  const nextChanged = row.next_plan_code !== null || row.next_interval !== null || row.next_quantity !== null
  return {
    code: row.code,
    plan: row.plan_code,
    plan_price: toAmount(row.unit_price_cents),
    amount: toAmount(row.amount_cents),
    interval: row.interval,
    status: row.status,
    expires_at: row.expires_at,
    next_plan: row.next_plan_code,
    next_amount: nextChanged && row.next_amount_cents !== null ? toAmount(row.next_amount_cents) : null,
    next_interval: row.next_interval,
    next_features:
      addOn && row.next_quantity !== null ? [{ code: row.next_code ?? row.code, quantity: row.next_quantity }] : null,
    used_demo: usedDemo,
    demo: row.demo === 1,
    features: addOn
      ? [{ code: row.code, name: ADD_ON_TITLE, quantity: row.quantity, amount: toAmount(row.amount_cents) }]
      : [],
  }
}

/** The profile's subscriptions[]: the menu plan first, then the branch add-on. */
export async function subscriptionViews(q: Executor, accountId: number): Promise<SubscriptionView[]> {
  const account = await q.selectFrom('accounts').select('used_demo').where('id', '=', accountId).executeTakeFirst()
  const usedDemo = Number(account?.used_demo ?? 0) === 1
  const out: SubscriptionView[] = []
  for (const kind of ['menu', 'sucursales'] as const) {
    const row = await findSubscription(q, accountId, kind)
    if (row) out.push(view(row, usedDemo))
  }
  return out
}

/** One subscription's view (the answer of the subscription calls). */
export async function subscriptionView(
  q: Executor,
  accountId: number,
  kind: SubscriptionKind,
): Promise<SubscriptionView> {
  const views = await subscriptionViews(q, accountId)
  const found = views.find((v) => (kind === 'sucursales') === v.code.includes('SUCURSALES'))
  if (!found) throw new Error(`account ${accountId} has no ${kind} subscription`)
  return found
}

/** GET /v1/subscriptions/billing: newest first; the amount only when asked for. */
export async function billingHistory(q: Executor, accountId: number, withAmount: boolean): Promise<BillingRow[]> {
  const rows = await scoped(q, accountId)
    .selectFrom('billing_history')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map((r) => ({
    id: Number(r.id),
    created: r.created_at,
    action: r.action,
    description: r.description,
    interval: r.interval,
    expires_at: r.expires_at,
    ...(withAmount ? { amount: toAmount(Number(r.amount_cents)) } : {}),
  }))
}

/**
 * Whether a call with this request key ('<kind>:<Idempotency-Key>') already wrote its history row.
 * With `fingerprint`, a row written by another request is refused (422 IDEMPOTENCY_KEY_REUSED).
 */
export async function requestDone(
  q: Executor,
  accountId: number,
  requestKey: string,
  fingerprint?: string,
): Promise<boolean> {
  const row = await scoped(q, accountId)
    .selectFrom('billing_history')
    .select('request_fingerprint')
    .where('request_key', '=', requestKey)
    .executeTakeFirst()
  if (row) assertSameRequest(row.request_fingerprint, fingerprint)
  return row !== undefined
}

/**
 * Disables the enabled branches beyond `limit`, keeping the oldest enabled ones (at least
 * one: the public menu must stay reachable). Data is kept; only `enabled` changes.
 */
export async function disableBranchesBeyond(
  q: Executor,
  accountId: number,
  limit: number,
  now: number,
): Promise<number[]> {
  const own = scoped(q, accountId)
  const enabled = await own
    .selectFrom('sucursales')
    .select('id')
    .where('enabled', '=', toBool01(true))
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  const extra = enabled.slice(Math.max(1, limit)).map((r) => Number(r.id))
  if (extra.length > 0)
    await own
      .updateTable('sucursales')
      .set({ enabled: toBool01(false), updated_at: isoAt(now) })
      .where('id', 'in', extra)
      .execute()
  return extra
}

/**
 * Ends a subscription (run inside the caller's transaction). The menu plan: the account goes
 * to FREEMIUM and its branch add-on ends with it. Then the branches beyond the plan's limit
 * are disabled, the oldest enabled ones kept.
 */
export async function expireSubscription(
  q: Executor,
  accountId: number,
  kind: SubscriptionKind,
  now: number,
): Promise<void> {
  const own = scoped(q, accountId)
  const at = isoAt(now)
  const kinds: SubscriptionKind[] = kind === 'menu' ? ['menu', 'sucursales'] : ['sucursales']
  await own
    .updateTable('subscriptions')
    .set({ status: 'expired', updated_at: at })
    .where('kind', 'in', kinds)
    .where('status', '!=', 'expired')
    .execute()
  if (kind === 'menu') await setPlanCode(q, accountId, 'FREEMIUM')
  const account = await q
    .selectFrom('accounts')
    .select('plan_code')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow()
  const scopes = await q
    .selectFrom('plan_scopes')
    .select(['name', 'limit'])
    .where('plan_code', '=', account.plan_code)
    .execute()
  const plan: Plan = {
    code: account.plan_code,
    scopes: scopes.map((s) => ({ name: s.name, limit: s.limit === null ? null : Number(s.limit) })),
  }
  await disableBranchesBeyond(q, accountId, enabledBranchLimit(plan), now)
}
