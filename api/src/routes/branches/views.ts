import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { onlyBranches } from '../../data/branch-scope.js'
import { AUTHED, errors, Info } from '../../schemas/common.js'
import { dayFormatter } from '../../views/counter.js'
import { branchViews, dayRange } from '../../views/read.js'

const doc = { tags: ['sucursales'], security: [{ bearerAuth: [] }] }

const BranchViews = Type.Object({
  sucursal_id: Type.Integer(),
  total: Type.Integer({ description: 'Views over the whole range' }),
  days: Type.Array(
    Type.Object({
      date: Type.String({ description: 'YYYY-MM-DD in the app time zone (APP_TIMEZONE)' }),
      views: Type.Integer(),
    }),
    { description: 'Every day of the range, oldest first, zeros included' },
  ),
  tables: Type.Array(
    Type.Object({
      table: Type.Integer({ minimum: 1, description: "The table's number (its QR code opens the menu with ?mesa=n)" }),
      views: Type.Integer({ description: "Views of the table's link over the whole range" }),
    }),
    {
      description:
        'Every table of the branch (1..tables, zeros included), plus any other table scanned in the range; ' +
        'a diner counts once per table and window, as for the branch',
    },
  ),
})

/**
 * GET /v1/sucursales/views: public menu views per branch and day (see views/). Every plan
 * reads them (the single branch of the smaller plans shows them in Configuración).
 */
export const branchViewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const today = dayFormatter(app.ctx.config.timeZone)

  app.get(
    '/views',
    {
      schema: {
        ...doc,
        operationId: 'listSucursalViews',
        summary:
          "Public menu views of each of the account's branches per day, over the last `days` days (today included)",
        description:
          'Counted on the server for each GET of /m/{routeKey} (a 304 revisit too), without cookies or visitor data; ' +
          "HEAD, prefetches and self-declared robots and link previews do not count. This instance's pending counts are written first. " +
          'A person bound to branches (Gerente de sucursal) gets only their assigned branches.',
        querystring: Type.Object({ days: Type.Optional(Type.Integer({ minimum: 1, maximum: 90, default: 30 })) }),
        response: { 200: Info(Type.Array(BranchViews)), ...errors({ ...AUTHED, 400: ['VALIDATION_ERROR'] }) },
      },
    },
    async (request) => {
      await app.menuViews.flush()
      const days = dayRange(today(app.ctx.config.now()), request.query.days ?? 30)
      const views = await branchViews(app.ctx.db, request.accountId, days)
      return { info: onlyBranches(views, request.member.branchIds, (v) => v.sucursal_id) }
    },
  )
}
