import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { profileRepo } from '../../data/accounts.js'
import { enabledBranchLimit } from '../../data/plans.js'
import { onlyBranches } from '../../data/branch-scope.js'
import { branchesRepo } from '../../data/branches.js'
import { AppError } from '../../errors.js'
import { menuUrl } from '../../public-menu/url.js'
import { AUTHED, errors, Id, IdParams, Info, NotModified } from '../../schemas/common.js'
import { BranchChanges, NewBranch } from '../../schemas/entities.js'
import { routeKeyProblem } from '../../validation.js'
import { deleteRoute, type ErrorCodes, NOT_FOUND, type RouteDoc } from '../common.js'

const doc: RouteDoc = { tags: ['sucursales'], security: [{ bearerAuth: [] }] }

const BranchInfo = Info(Type.Ref('Sucursal'))

/** Calls of the Multisucursal section: its plan rule applies (403 SCOPE_REQUIRED). */
const SECTION: ErrorCodes = { ...NOT_FOUND, 403: ['SCOPE_REQUIRED'] }

/**
 * The shared route-key rule ('No puede ser vacio', ..., a reserved word) as a 400 about
 * route_key. Creating and updating a branch check a key where it is taken (the repository):
 * a branch's current key, sent back unchanged, is not a new one.
 */
function checkRouteKey(key: string) {
  const problem = routeKeyProblem(key)
  if (problem) throw new AppError('VALIDATION_ERROR', problem, { field: 'route_key' })
}

/**
 * /v1/sucursales: the account's branches. Every plan reads and edits its branches (the
 * single branch of the smaller plans is edited in Configuración); creating, deleting and
 * enabling belong to the Multisucursal section and follow its plan rule.
 */
export const branchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = (accountId: number) => branchesRepo(app.ctx.db, accountId, app.ctx.config)
  const withMenuUrl = <T extends { route_key: string }>(s: T) => ({
    ...s,
    menu_url: menuUrl(app.ctx.config.publicMenuUrl, s.route_key),
  })
  const enabledLimit = async (accountId: number) =>
    enabledBranchLimit(await profileRepo(app.ctx.db, accountId, app.ctx.config.now).plan())

  app.get(
    '',
    {
      schema: {
        ...doc,
        operationId: 'listSucursales',
        summary: "The account's branches",
        description: 'A person bound to branches (Gerente de sucursal, Personal) gets only their assigned branches.',
        response: { 200: Info(Type.Array(Type.Ref('Sucursal'))), 304: NotModified, ...errors(AUTHED) },
      },
    },
    (request, reply) =>
      app.ctx.lists.send(request, reply, async () => ({
        info: onlyBranches(await repo(request.accountId).list(), request.member.branchIds, (b) => b.id).map(
          withMenuUrl,
        ),
      })),
  )

  app.get(
    '/url/:routeKey',
    {
      schema: {
        ...doc,
        operationId: 'checkRouteKey',
        summary: 'Whether a route key is taken: 200 taken, 404 free',
        description:
          'Keys are compared without letter case. With `sucursal_id`, keys that branch may take (its own current and old keys) count as free. ' +
          'The answer says nothing about who holds a key.',
        params: Type.Object({ routeKey: Type.String({ maxLength: 200 }) }),
        querystring: Type.Object({ sucursal_id: Type.Optional(Id()) }),
        response: { 200: Info(Type.Object({ route_key: Type.String() })), ...errors({ ...NOT_FOUND }) },
      },
    },
    async (request) => {
      checkRouteKey(request.params.routeKey)
      const key = request.params.routeKey.toLowerCase()
      if (!(await repo(request.accountId).routeKeyTaken(key, request.query.sucursal_id)))
        throw new AppError('RESOURCE_NOT_FOUND', 'La dirección está libre.')
      return { info: { route_key: key } }
    },
  )

  app.put(
    '/:id',
    {
      schema: {
        ...doc,
        operationId: 'updateSucursal',
        summary: 'Update any subset of a branch; empty optional values are stored as null',
        description:
          'A person bound to branches (Gerente de sucursal) may not change its template_id or region_id ' +
          "(403 ROLE_FORBIDDEN; the same value sent back is fine): which rows a branch follows is the chain's decision.",
        params: IdParams,
        body: BranchChanges,
        response: {
          200: BranchInfo,
          ...errors({ ...NOT_FOUND, 403: ['ROLE_FORBIDDEN'], 409: ['ROUTE_KEY_IN_USE'] }),
        },
      },
    },
    async (request) => {
      const branches = repo(request.accountId)
      if (request.member.branchIds !== undefined) {
        const current = await branches.get(request.params.id)
        for (const field of ['template_id', 'region_id'] as const) {
          const value = request.body[field]
          if (value !== undefined && value !== current[field])
            throw new AppError(
              'ROLE_FORBIDDEN',
              'Solo el propietario o un administrador cambia la plantilla o la región de una sucursal.',
              { field },
            )
        }
      }
      return { info: withMenuUrl(await branches.update(request.params.id, request.body)) }
    },
  )

  // Creating, enabling and deleting belong to Multisucursal: the manifest lists them under the section.
  app.post(
    '',
    {
      schema: {
        ...doc,
        operationId: 'createSucursal',
        summary: 'Create a branch; it starts enabled while the plan allows more enabled branches',
        description: 'route_key is generated from the name unless given.',
        body: NewBranch,
        response: { 201: BranchInfo, ...errors({ ...SECTION, 409: ['ROUTE_KEY_IN_USE'] }) },
      },
    },
    async (request, reply) => {
      const created = await repo(request.accountId).create(request.body, await enabledLimit(request.accountId))
      return reply.code(201).send({ info: withMenuUrl(created) })
    },
  )

  app.put(
    '/enable/:id',
    {
      schema: {
        ...doc,
        operationId: 'setSucursalEnabled',
        summary: 'Enable or disable a branch',
        description:
          "Enabling beyond the plan's Sucursales limit answers 409 ENABLED_LIMIT_REACHED (checked atomically); " +
          'disabling the last enabled branch answers 409 LAST_ENABLED_BRANCH.',
        params: IdParams,
        body: Type.Object({ enabled: Type.Boolean() }),
        response: { 200: BranchInfo, ...errors({ ...SECTION, 409: ['ENABLED_LIMIT_REACHED', 'LAST_ENABLED_BRANCH'] }) },
      },
    },
    async (request) => {
      const limit = request.body.enabled ? await enabledLimit(request.accountId) : Number.POSITIVE_INFINITY
      return {
        info: withMenuUrl(await repo(request.accountId).setEnabled(request.params.id, request.body.enabled, limit)),
      }
    },
  )

  deleteRoute(app, {
    doc,
    operationId: 'deleteSucursal',
    summary: 'Delete a branch; its route keys stay reserved for the account for 90 days (its 10 newest reserved keys)',
    codes: { ...SECTION, 409: ['LAST_ENABLED_BRANCH'] },
    info: Type.Object({ id: Type.Integer() }),
    remove: async (accountId, id) => {
      await repo(accountId).remove(id)
      return { id }
    },
  })
}
