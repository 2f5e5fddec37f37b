import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { createHash } from 'node:crypto'
import { Type } from 'typebox'
import { matches } from '../../plugins/conditional.js'
import { branchMenu } from '../../public-menu/branch-menu.js'
import { errors, IdParams, Info, NotModified } from '../../schemas/common.js'
import { NOT_FOUND, type RouteDoc } from '../common.js'

const doc: RouteDoc = { tags: ['sucursales'], security: [{ bearerAuth: [] }] }

/** Revalidated on every use: the menu changes with any edit, sold-out mark or plan change. */
const REVALIDATE = 'private, no-cache'

/**
 * GET /v1/sucursales/{id}/menu: a branch's resolved menu for integrators (public-menu/branch-menu.ts),
 * with a strong ETag of its bytes (If-None-Match -> 304). Every plan; a manager on their branches.
 */
export const branchMenuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/menu',
    {
      schema: {
        ...doc,
        operationId: 'getSucursalMenu',
        summary: "The branch's menu as its diners get it: its own prices, enabled flags and sold-out marks",
        description:
          "Each value is the branch's: its template's row, else its region's, else the base menu's; a locked field (GET /v1/locks) is the base menu's everywhere. " +
          'Every product of a category is listed with `enabled` (the public page shows the enabled ones) and `sold_out` (marked Agotado in the branch now). ' +
          "Texts in `lang` (one of the menu's languages, default 'es'; another: 400 about lang), falling back to Spanish where a text has no translation. " +
          'Cache-Control: private, no-cache with a strong ETag: send it back in If-None-Match to get 304 without a body while nothing changed.',
        params: IdParams,
        querystring: Type.Object({
          lang: Type.Optional(Type.String({ maxLength: 35, description: "ISO 639-1, e.g. 'en'; default 'es'" })),
        }),
        response: { 200: Info(Type.Ref('BranchMenu')), 304: NotModified, ...errors(NOT_FOUND) },
      },
    },
    async (request, reply) => {
      const info = await branchMenu(app.ctx, request.accountId, request.params.id, request.query.lang)
      // The tag of its content: equal menus (whatever changed elsewhere) keep their tag.
      const etag = `"${createHash('sha256').update(JSON.stringify(info)).digest('base64url').slice(0, 32)}"`
      reply.header('cache-control', REVALIDATE).header('etag', etag)
      if (matches(request, etag)) return reply.code(304).send(null)
      return { info }
    },
  )
}
