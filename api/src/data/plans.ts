import { allows, FEATURE_LABELS, FEATURES } from '@menu/shared/access'
import type { Db } from '../db/connection.js'

export interface PlanScope { name: string; limit: number | null }
export interface Plan { code: string; scopes: PlanScope[] }

export const PLAN_CODES = ['FREEMIUM', 'NEGOCIO', 'FRANCHISES'] as const
export type PlanCode = (typeof PLAN_CODES)[number]

/** The plan catalogue: each plan's name and scopes. Seeded idempotently on every start; the database is the runtime source. */
export const PLAN_CATALOGUE: Array<{ code: PlanCode; name: string; scopes: PlanScope[] }> = [
  { code: 'FREEMIUM', name: 'Gratis', scopes: [{ name: 'Promotions', limit: null }] },
  {
    code: 'NEGOCIO',
    name: 'Negocio',
    scopes: [{ name: 'Promotions', limit: null }, { name: 'Advertising', limit: null }, { name: 'Sucursales', limit: 1 }],
  },
  {
    code: 'FRANCHISES',
    name: 'Franquicias',
    scopes: [
      { name: 'Promotions', limit: null },
      { name: 'Advertising', limit: null },
      { name: 'Templates', limit: null },
      { name: 'Sucursales', limit: 5 },
    ],
  },
]

/** Upserts the catalogue; safe to run from several instances at once (no delete-then-insert race). */
export async function seedPlans(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const plan of PLAN_CATALOGUE) {
      await trx.insertInto('plans').values({ code: plan.code, name: plan.name })
        .onConflict((oc) => oc.column('code').doUpdateSet({ name: plan.name })).execute()
      for (const scope of plan.scopes) {
        await trx.insertInto('plan_scopes').values({ plan_code: plan.code, name: scope.name, limit: scope.limit })
          .onConflict((oc) => oc.columns(['plan_code', 'name']).doUpdateSet({ limit: scope.limit })).execute()
      }
      await trx.deleteFrom('plan_scopes').where('plan_code', '=', plan.code)
        .where('name', 'not in', plan.scopes.map((s) => s.name)).execute()
    }
  })
}

export async function findPlan(db: Db, code: string): Promise<Plan | undefined> {
  const plan = await db.selectFrom('plans').select('code').where('code', '=', code).executeTakeFirst()
  if (!plan) return undefined
  const scopes = await db.selectFrom('plan_scopes').select(['name', 'limit'])
    .where('plan_code', '=', code).orderBy('name').execute()
  return { code: plan.code, scopes: scopes.map((s) => ({ name: s.name, limit: s.limit === null ? null : Number(s.limit) })) }
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
export type ScopeName = 'Promotions' | 'Advertising' | 'Sucursales' | 'Templates'

/** True when the account's current plan has at least one of `scopes`: one query, read on every call (never cached). */
export async function accountHasScope(db: Db, accountId: number, scopes: readonly ScopeName[]): Promise<boolean> {
  const row = await db.selectFrom('accounts as a')
    .innerJoin('plan_scopes as s', 's.plan_code', 'a.plan_code')
    .select('s.name')
    .where('a.id', '=', accountId)
    .where('s.name', 'in', [...scopes])
    .executeTakeFirst()
  return row !== undefined
}

/** Plan features inside a section (brand identity, tracking ids): the rules are the panel's, from @menu/shared/access. */
export type Feature = keyof typeof FEATURES

export const planAllows = (plan: Plan, feature: Feature): boolean => allows({ plan }, FEATURES[feature])

/** The 403 SCOPE_REQUIRED text for a feature the plan lacks, e.g. 'Tu plan no incluye la identidad de marca'. */
export const featureMessage = (feature: Feature): string => `Tu plan no incluye ${FEATURE_LABELS[feature]}`
