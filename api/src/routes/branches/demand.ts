import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { dishDemand } from '../../data/dish-adds.js'
import { tableCalls } from '../../data/table-calls.js'
import { scoped } from '../../data/toolkit.js'
import { loadAccount } from '../../public-menu/load.js'
import { branchOverrides } from '../../public-menu/resolve.js'
import { AUTHED, errors, IdParams, Info } from '../../schemas/common.js'
import { dayFormatter } from '../../views/counter.js'
import { dayRange } from '../../views/read.js'
import { NOT_FOUND, type RouteDoc } from '../common.js'

const doc: RouteDoc = { tags: ['sucursales'], security: [{ bearerAuth: [] }] }

/**
 * GET /v1/sucursales/{id}/demand: which dishes the branch's diners add to 'Mi pedido' and how
 * often each table calls (issue 45), over the same days as the views, shown beside them.
 */
export const branchDemandRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, db } = app.ctx
  const today = dayFormatter(config.timeZone)
  const calls = tableCalls(db, config.now, config.timeZone)

  app.get(
    '/:id/demand',
    {
      schema: {
        ...doc,
        operationId: 'getSucursalDemand',
        summary:
          "Dishes added to 'Mi pedido' and calls per table at a branch, over the last `days` days (today included)",
        description:
          'Days are local to the app time zone (APP_TIMEZONE), as the views. A diner adding a dish twice on one day counts once.',
        params: IdParams,
        querystring: Type.Object({ days: Type.Optional(Type.Integer({ minimum: 1, maximum: 90, default: 30 })) }),
        response: {
          200: Info(Type.Ref('SucursalDemand')),
          ...errors({ ...NOT_FOUND, ...AUTHED, 403: ['SCOPE_REQUIRED', 'ROLE_FORBIDDEN', 'BRANCH_NOT_ASSIGNED'] }),
        },
      },
    },
    async (request) => {
      const { id } = request.params
      const count = request.query.days ?? 30
      const range = dayRange(today(config.now()), count)
      const from = range[0]!
      const to = range[range.length - 1]!
      const branch = await scoped(db, request.accountId).ownedRow('sucursales', id)
      // The branch's menu as diners get it: its template and region decide which dishes it offers.
      const owner = await loadAccount(db, request.accountId)
      const overrides = owner ? await branchOverrides(db, request.accountId, branch, owner.allowed) : undefined
      const [dishes, called] = await Promise.all([
        dishDemand(db, request.accountId, id, from, to, (productId) => overrides?.products.get(productId)?.enabled),
        calls.perTable(request.accountId, id, from, to),
      ])
      const byTable = new Map(called.map((c) => [c.table, c]))
      const numbers = new Set([...Array.from({ length: Number(branch.tables) }, (_, i) => i + 1), ...byTable.keys()])
      const tables = [...numbers]
        .sort((a, b) => a - b)
        .map((table) => byTable.get(table) ?? { table, calls: 0, waiter: 0, bill: 0 })
      return { info: { sucursal_id: id, days: count, dishes, tables } }
    },
  )
}
