import { type AccessRule, allows, FEATURE_LABELS, FEATURES, SCOPES, SECTIONS } from '@menu/shared/access'
import { LANGUAGES_SCOPE, MAX_EXTRA_LANGUAGES } from '@menu/shared/menu/languages'
import type { Db } from '../db/connection.js'
import { notFound } from '../errors.js'
import type { Executor } from './toolkit.js'

export interface PlanScope {
  name: string
  limit: number | null
}
export interface Plan {
  code: string
  scopes: PlanScope[]
}

export const PLAN_CODES = ['FREEMIUM', 'NEGOCIO', 'FRANCHISES'] as const
export type PlanCode = (typeof PLAN_CODES)[number]

/** The plan catalogue: each plan's name and scopes. Seeded idempotently on every start; the database is the runtime source. */
export const PLAN_CATALOGUE: Array<{ code: PlanCode; name: string; scopes: PlanScope[] }> = [
  {
    code: 'FREEMIUM',
    name: 'Gratis',
    scopes: [
      { name: 'Promotions', limit: null },
      { name: LANGUAGES_SCOPE, limit: 1 },
      { name: SCOPES.members, limit: 1 },
    ],
  },
  {
    code: 'NEGOCIO',
    name: 'Negocio',
    scopes: [
      { name: 'Promotions', limit: null },
      { name: 'Advertising', limit: null },
      { name: 'Sucursales', limit: 1 },
      { name: LANGUAGES_SCOPE, limit: MAX_EXTRA_LANGUAGES },
      { name: SCOPES.members, limit: 3 },
    ],
  },
  {
    code: 'FRANCHISES',
    name: 'Franquicias',
    scopes: [
      { name: 'Promotions', limit: null },
      { name: 'Advertising', limit: null },
      { name: 'Templates', limit: null },
      { name: 'Sucursales', limit: 5 },
      { name: LANGUAGES_SCOPE, limit: MAX_EXTRA_LANGUAGES },
      { name: SCOPES.members, limit: 25 },
    ],
  },
]

/** Upserts the catalogue; safe to run from several instances at once (no delete-then-insert race). */
export async function seedPlans(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const plan of PLAN_CATALOGUE) {
      await trx
        .insertInto('plans')
        .values({ code: plan.code, name: plan.name })
        .onConflict((oc) => oc.column('code').doUpdateSet({ name: plan.name }))
        .execute()
      for (const scope of plan.scopes) {
        await trx
          .insertInto('plan_scopes')
          .values({ plan_code: plan.code, name: scope.name, limit: scope.limit })
          .onConflict((oc) => oc.columns(['plan_code', 'name']).doUpdateSet({ limit: scope.limit }))
          .execute()
      }
      await trx
        .deleteFrom('plan_scopes')
        .where('plan_code', '=', plan.code)
        .where(
          'name',
          'not in',
          plan.scopes.map((s) => s.name),
        )
        .execute()
    }
  })
}

export async function findPlan(db: Executor, code: string): Promise<Plan | undefined> {
  const plan = await db.selectFrom('plans').select('code').where('code', '=', code).executeTakeFirst()
  if (!plan) return undefined
  const scopes = await db
    .selectFrom('plan_scopes')
    .select(['name', 'limit'])
    .where('plan_code', '=', code)
    .orderBy('name')
    .execute()
  return {
    code: plan.code,
    scopes: scopes.map((s) => ({ name: s.name, limit: s.limit === null ? null : Number(s.limit) })),
  }
}

/**
 * How many branches may be enabled at once. Plans without a Sucursales scope (FREEMIUM)
 * still get exactly one: every account has a first branch, whatever its plan.
 * A Sucursales scope without a limit means unlimited.
 */
export function enabledBranchLimit(plan: Plan): number {
  const scope = plan.scopes.find((s) => s.name === 'Sucursales')
  if (!scope) return 1
  return scope.limit ?? Number.POSITIVE_INFINITY
}

/** The plan scopes the panel and the API check access by. */
export type ScopeName = 'Promotions' | 'Advertising' | 'Sucursales' | 'Templates' | 'Miembros'

/**
 * How many people the account's team may have, the owner and pending invitations included (the
 * plan's Miembros scope). A plan without it allows only the owner; a scope without a limit, any number.
 */
export function memberLimit(plan: Plan): number {
  const scope = plan.scopes.find((s) => s.name === SCOPES.members)
  if (!scope) return 1
  return scope.limit ?? Number.POSITIVE_INFINITY
}

/** The account's current plan, read on every call (a plan change applies at once); an unknown code has no scopes. */
export async function accountPlan(db: Executor, accountId: number): Promise<Plan> {
  const account = await db.selectFrom('accounts').select('plan_code').where('id', '=', accountId).executeTakeFirst()
  if (!account) throw notFound()
  return (await findPlan(db, account.plan_code)) ?? { code: account.plan_code, scopes: [] }
}

/** Plan features inside a section (brand identity, tracking ids, templates): the rules are the panel's, from @menu/shared/access. */
export type Feature = keyof typeof FEATURES

export const planAllows = (plan: Plan, feature: Feature): boolean => allows({ plan }, FEATURES[feature])

/** The 403 SCOPE_REQUIRED text for a feature the plan lacks, e.g. 'Tu plan no incluye la identidad de marca'. */
export const featureMessage = (feature: Feature): string => `Tu plan no incluye ${FEATURE_LABELS[feature]}`

/**
 * A plan rule the API enforces: a feature (FEATURES, e.g. 'branding', 'templates') or a panel
 * section with an access rule (sections.json, e.g. 'advertising', 'multisucursal'), whose
 * calls follow the rule the sidebar and the route guard use.
 */
export type Gate = Feature | string

const isFeature = (gate: Gate): gate is Feature => Object.hasOwn(FEATURES, gate)

/** The access rule of a gate; an unknown name throws (at start-up, where routes declare their gates). */
export function gateRule(gate: Gate): AccessRule {
  if (isFeature(gate)) return FEATURES[gate]
  const rule = SECTIONS.find((s) => s.key === gate)?.access
  if (!rule) throw new Error(`Unknown plan gate '${gate}': a feature of FEATURES or a section with an access rule`)
  return rule
}

/**
 * The section an API operation belongs to, from the manifest's `api` lists (sections.json): an
 * entry '/v1/templates' takes every operation at or under that path, 'POST /v1/sucursales' one
 * operation. Paths are the OpenAPI document's ('/v1/sucursales/{id}'); a route's ':id' is read as '{id}'.
 * A HEAD operation follows its GET.
 */
export function sectionOfOperation(method: string, path: string): string | undefined {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase()
  const at = path.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '')
  return SECTION_OPERATIONS.find(({ method: m, path: p }) =>
    m ? m === verb && p === at : at === p || at.startsWith(`${p}/`),
  )?.section
}

const SECTION_OPERATIONS = SECTIONS.flatMap((section) =>
  (section.api ?? []).map((entry) => {
    const [first, second] = entry.split(' ')
    if (!section.access) throw new Error(`Section ${section.key} lists API operations but has no access rule`)
    return second === undefined
      ? { section: section.key, path: first! }
      : { section: section.key, method: first!, path: second }
  }),
)

export const planAllowsGate = (plan: Plan, gate: Gate): boolean => allows({ plan }, gateRule(gate))

/** The 403 SCOPE_REQUIRED text of a gate: 'Tu plan no incluye plantillas', 'Tu plan no incluye Publicidad'. */
export const gateMessage = (gate: Gate): string =>
  isFeature(gate) ? featureMessage(gate) : `Tu plan no incluye ${SECTIONS.find((s) => s.key === gate)!.label}`

/**
 * Request body fields that use a feature wherever they appear, by name: a request carrying one
 * (whatever its value, null and '' included) is refused without the plan, 403 SCOPE_REQUIRED
 * naming the field, and nothing changes (plugins/plan-gates.ts). A field added later under one
 * of these names is gated without being listed again.
 */
export const GATED_FIELDS: Readonly<Record<string, Feature>> = {
  template_id: 'templates',
  region_id: 'templates',
  gtm_id: 'trackingIds',
  facebook_pixel: 'trackingIds',
  headline_font: 'branding',
  body_font: 'branding',
  background_color: 'branding',
  font_color: 'branding',
  button_color: 'branding',
  button_font_color: 'branding',
  // A FREEMIUM branch never offers 'Mi pedido' nor the waiter calls (issue 45).
  table_orders: 'tableService',
}
