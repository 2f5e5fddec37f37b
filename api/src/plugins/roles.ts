import { branchOf, forEveryone, ROLES, roleAllows } from '@menu/shared/roles'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Executor } from '../data/toolkit.js'
import { AppError, type ErrorCode } from '../errors.js'
import { documentRefusal } from './plan-gates.js'

/**
 * The team's roles on the API (shared/roles.json, read through @menu/shared/roles, the panel's
 * own rules). Each /v1 operation gets, when it is registered:
 * - `x-roles`: the roles that may call it, so the OpenAPI document states them; any other role
 *   is refused 403 ROLE_FORBIDDEN before the body is read;
 * - `x-branch`: where it names a branch ('path.id', 'template:path.id' …), for the roles bound
 *   to branches: after validation, every branch it names (a template's or a template row's
 *   branches; none named: every branch of the account) must be one of the person's, else 403
 *   BRANCH_NOT_ASSIGNED, before the handler runs.
 * A person whose account requires a two-step login they have not set up may call only what
 * every role may (their profile, their own two-step login): 403 TOTP_SETUP_REQUIRED otherwise.
 */

const ROLES_KEY = 'x-roles'
const BRANCH_KEY = 'x-branch'
const EVERYONE_KEY = 'x-every-person'
type RoleSchema = { [ROLES_KEY]?: string[]; [BRANCH_KEY]?: string; [EVERYONE_KEY]?: boolean }

/** Fastify's '/v1/products/:id' as the OpenAPI document writes it: '/v1/products/{id}'. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}')

/**
 * The branches an operation names: the branch ids at `position`, or with 'template:' the
 * branches that use the templates there; none named: every branch of the account. A template no
 * branch uses is no branch's: only a role with every branch may change it.
 */
async function branchesNamed(db: Executor, accountId: number, position: string, values: unknown[]): Promise<number[]> {
  const branches = db.selectFrom('sucursales').select('id').where('account_id', '=', accountId)
  if (values.length === 0) return (await branches.execute()).map((b) => Number(b.id))
  const ids = values.map(Number)
  if (!ids.every(Number.isSafeInteger)) return [Number.NaN]
  if (!position.startsWith('template:')) return ids
  const rows = await branches.select('template_id').where('template_id', 'in', ids).execute()
  if (ids.some((template) => !rows.some((b) => Number(b.template_id) === template))) return [Number.NaN]
  return rows.map((b) => Number(b.id))
}

/** The values at 'path.id', 'query.sucursal_id', 'body.sucursal_id', 'body.[].template_id' (after a 'kind:' prefix); missing ones left out. */
function valuesAt(request: FastifyRequest, position: string): unknown[] {
  const [where, ...steps] = (position.split(':').pop() ?? '').split('.')
  let values: unknown[] = [where === 'path' ? request.params : where === 'query' ? request.query : request.body]
  for (const step of steps)
    values = values.flatMap((v) =>
      step === '[]'
        ? Array.isArray(v)
          ? v
          : []
        : v && typeof v === 'object'
          ? [(v as Record<string, unknown>)[step]]
          : [],
    )
  return values.filter((v) => v !== undefined && v !== null)
}

export function registerRoles(v1: FastifyInstance): void {
  v1.addHook('onRoute', (route) => {
    const path = openApiPath(route.url)
    const methods = [route.method].flat().filter((m) => m !== 'HEAD')
    const allowed = new Set(
      methods.map((method) =>
        ROLES.filter((role) => roleAllows(role.key, method, path))
          .map((role) => role.key)
          .join(','),
      ),
    )
    if (allowed.size > 1) throw new Error(`${path}: its methods have different roles; register them as separate routes`)
    const roles = ([...allowed][0] ?? '').split(',').filter(Boolean)
    const branch = methods.map((method) => branchOf(method, path)).find(Boolean)
    const everyone = methods.every((method) => forEveryone(method, path))
    const declared: RoleSchema = {
      [ROLES_KEY]: roles,
      ...(branch ? { [BRANCH_KEY]: branch } : {}),
      ...(everyone ? { [EVERYONE_KEY]: true } : {}),
    }
    route.schema = { ...route.schema, ...declared }
    const refusals: ErrorCode[] = []
    if (roles.length < ROLES.length) refusals.push('ROLE_FORBIDDEN')
    if (!everyone) refusals.push('TOTP_SETUP_REQUIRED')
    if (branch) refusals.push('BRANCH_NOT_ASSIGNED')
    if (refusals.length > 0) documentRefusal(route, refusals)
  })

  v1.addHook('onRequest', async (request) => {
    const schema = request.routeOptions.schema as RoleSchema | undefined
    const roles = schema?.[ROLES_KEY]
    if (!roles) return
    if (!roles.includes(request.member.role)) throw new AppError('ROLE_FORBIDDEN')
    if (request.member.mustEnrollTotp && !schema?.[EVERYONE_KEY]) throw new AppError('TOTP_SETUP_REQUIRED')
  })

  v1.addHook('preHandler', async function (request) {
    const position = (request.routeOptions.schema as RoleSchema | undefined)?.[BRANCH_KEY]
    const mine = request.member.branchIds
    if (!position || !mine) return
    const named = await branchesNamed(this.ctx.db, request.accountId, position, valuesAt(request, position))
    if (!named.every((id) => mine.includes(id))) throw new AppError('BRANCH_NOT_ASSIGNED')
  })
}
