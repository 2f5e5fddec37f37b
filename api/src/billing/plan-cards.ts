import type { BillingCurrency } from '@menu/shared/billing/zones'
import { SCOPE_LABELS } from '@menu/shared/access'
import { enabledBranchLimit, type Plan, PLAN_CODES, planAllows } from '../data/plans.js'
import type { Db } from '../db/connection.js'
import { loadPriceList } from '../data/price-list.js'
import {
  ADD_ON_TITLE,
  BRANCH_ADD_ON,
  INTERVALS,
  menuAmount,
  type PriceEntry,
  type PriceList,
  toAmount,
} from './pricing.js'
import type { Answer } from '../schemas/shapes.js'

/**
 * The plan cards of the billing selector (GET /v1/plans): the three menu plans and the
 * branch add-on, with amounts from the price list of the currency and features from each
 * plan's scopes, all read from the database on every request.
 */

export type PlanCardInterval = PlanCard['intervals'][number]

export type PlanCard = Answer<'PlanCard'>

/** What the add-on card says: it is priced per branch and goes with the franchise plan. */
export const ADD_ON_FEATURES = [
  'Precio por cada sucursal adicional',
  'Cada sucursal con su propio menú, enlace y código QR',
  'Se contrata con el plan Franquicias',
]

/** The plan the branch add-on is bought with: its branches are the ones the owner pays for. */
export const ADD_ON_PLAN = 'FRANCHISES'

/** 'Hasta 5 sucursales' from the Sucursales scope (a plan without one still has its first branch). */
export function branchFeature(plan: Plan): string {
  const limit = enabledBranchLimit(plan)
  if (limit === Number.POSITIVE_INFINITY) return 'Sucursales ilimitadas'
  return limit === 1 ? '1 sucursal' : `Hasta ${limit} sucursales`
}

/** The scope's limit holds only during the free demo of the plan with the add-on. */
export const demoBranchFeature = (plan: Plan): string => `${branchFeature(plan)} durante la prueba`

/**
 * The short Spanish bullets of a plan card, derived from what the plan opens: its scopes
 * (Promociones, Publicidad, templates, the branch limit) and the features @menu/shared/access
 * gives every paid plan (brand identity, tracking ids). A scope added to a plan in the
 * database shows here without a code change.
 */
export function planFeatures(plan: Plan, branchLines: string[] = [branchFeature(plan)]): string[] {
  const has = (scope: string) => plan.scopes.some((s) => s.name === scope)
  const features = ['Menú digital con código QR']
  if (has('Promotions')) features.push(SCOPE_LABELS.Promotions)
  if (has('Advertising')) features.push(SCOPE_LABELS.Advertising)
  if (planAllows(plan, 'branding')) features.push('Identidad de marca')
  if (planAllows(plan, 'trackingIds')) features.push('Google Tag Manager y Facebook Pixel')
  if (has('Templates')) features.push('Plantillas por sucursal')
  features.push(...branchLines)
  return features
}

const intervalsOf = (entries: Record<'monthly' | 'yearly', PriceEntry>): PlanCardInterval[] =>
  INTERVALS.map((interval) => ({
    interval,
    code: entries[interval].code,
    amount: toAmount(entries[interval].amountCents),
  }))

/** The cards from the catalogue rows and a price list (pure: the route reads, this arranges). */
export function buildPlanCards(plans: ReadonlyArray<Plan & { name: string }>, prices: PriceList): PlanCard[] {
  const cards = PLAN_CODES.map((code): PlanCard => {
    const plan = plans.find((p) => p.code === code)
    if (!plan) throw new Error(`the plans table has no ${code} plan`)
    const paid = code !== 'FREEMIUM'
    // With the add-on, the paid plan's branches are the ones bought, at the add-on's price for the
    // interval the owner looks at: a bullet the panel writes from the add-on card (a list of
    // texts cannot follow the interval). The scope's limit is the demo's (the demo is of this plan).
    const withAddOn = code === ADD_ON_PLAN
    const features = withAddOn ? planFeatures(plan, []) : planFeatures(plan)
    return {
      id: code,
      title: plan.name,
      price: toAmount(menuAmount(prices, code, 'monthly')),
      intervals: paid ? intervalsOf(prices.items[code]) : [],
      features,
      demo_note: withAddOn ? demoBranchFeature(plan) : null,
    }
  })
  const addOn = prices.items[BRANCH_ADD_ON]
  cards.push({
    id: BRANCH_ADD_ON,
    title: ADD_ON_TITLE,
    price: toAmount(addOn.monthly.amountCents),
    intervals: intervalsOf(addOn),
    features: ADD_ON_FEATURES,
    demo_note: null,
  })
  return cards
}

/** The plan cards in a currency, from the database as it is now. */
export async function planCards(db: Db, currency: BillingCurrency): Promise<PlanCard[]> {
  const [plans, scopes, prices] = await Promise.all([
    db
      .selectFrom('plans')
      .select(['code', 'name'])
      .where('code', 'in', [...PLAN_CODES])
      .execute(),
    db
      .selectFrom('plan_scopes')
      .select(['plan_code', 'name', 'limit'])
      .where('plan_code', 'in', [...PLAN_CODES])
      .orderBy('name')
      .execute(),
    loadPriceList(db, currency),
  ])
  const catalogue = plans.map((p) => ({
    code: p.code,
    name: p.name,
    scopes: scopes
      .filter((s) => s.plan_code === p.code)
      .map((s) => ({ name: s.name, limit: s.limit === null ? null : Number(s.limit) })),
  }))
  return buildPlanCards(catalogue, prices)
}
