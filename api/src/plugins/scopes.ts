import type { onRequestHookHandler } from 'fastify'
import { allows, SECTIONS } from '@menu/shared/access'
import { accountHasScope, findPlan, type ScopeName } from '../data/plans.js'
import manifest from '@menu/shared/sections.json' with { type: 'json' }
import { AppError } from '../errors.js'

/** How the panel names each scope (from the section manifest), for the 403 message. */
export const SCOPE_LABELS: Record<ScopeName, string> = manifest.scopeLabels

/**
 * Hook for routes that need a plan scope: the account's plan, read from the
 * database on every request (a plan change applies at once), must have one of `scopes`,
 * else 403 SCOPE_REQUIRED 'Tu plan no incluye {label}'. Runs after `requireAccess`
 * (register it inside the /v1 scope), before the body is read or validated:
 *
 *   app.addHook('onRequest', requireScope('Advertising'))
 *
 * or per route: `{ onRequest: requireScope('Sucursales', 'Templates') }` (any of them).
 */
export function requireScope(...scopes: [ScopeName, ...ScopeName[]]): onRequestHookHandler {
  const message = `Tu plan no incluye ${SCOPE_LABELS[scopes[0]]}`
  return async function (request) {
    if (!(await accountHasScope(this.ctx.db, request.accountId, scopes))) throw new AppError('SCOPE_REQUIRED', message)
  }
}

/**
 * Hook for routes of a panel section whose access rule names plans as well as scopes (e.g.
 * Multisucursal: the FRANCHISES plan or the Templates scope). The rule is the section
 * manifest's, the one the sidebar and the route guard use; the plan is read on every request.
 * Refused: 403 SCOPE_REQUIRED 'Tu plan no incluye {section label}'.
 */
export function requireSection(key: string): onRequestHookHandler {
  const section = SECTIONS.find((s) => s.key === key)
  if (!section) throw new Error(`Unknown section ${key}`)
  const message = `Tu plan no incluye ${section.label}`
  return async function (request) {
    const account = await this.ctx.db.selectFrom('accounts').select('plan_code').where('id', '=', request.accountId).executeTakeFirst()
    const plan = account && await findPlan(this.ctx.db, account.plan_code)
    if (!plan || !allows({ plan }, section.access)) throw new AppError('SCOPE_REQUIRED', message)
  }
}
