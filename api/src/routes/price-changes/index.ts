import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { priceChangesRepo } from '../../data/price-changes-write.js'
import { resolveOverrides } from '../../public-menu/resolve.js'
import { errors, Info } from '../../schemas/common.js'
import {
  PriceChangeApplied,
  PriceChangeBody,
  PriceChangePreview,
  PriceChangeScheduled,
  PriceChangeSelection,
} from '../../schemas/price-changes.js'
import { type ErrorCodes, type RouteDoc, SCOPED_NOT_FOUND } from '../common.js'

const doc: RouteDoc = { tags: ['price-changes'], security: [{ bearerAuth: [] }] }

const CODES: ErrorCodes = { ...SCOPED_NOT_FOUND, 403: ['SCOPE_REQUIRED', 'FIELD_LOCKED'] }

const TARGETS =
  "Targets: each region of region_ids (its own rows), each branch of sucursal_ids (its template's rows), neither: the base menu. " +
  "A target's price before is its effective one (branch: its template's row, else its region's, else the base). " +
  'A locked price (Bloqueos) cannot change in regions or branches: 403 FIELD_LOCKED. At most 5,000 prices (400 beyond).'

/** /v1/price-changes: bulk price changes, with rounding, now or at each branch's local time (Multisucursal > Cambiar precios). */
export const priceChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The one resolution of a branch's prices (public-menu/resolve.ts): what its diners see is the change's "before".
  const repo = (accountId: number) => priceChangesRepo(app.ctx.db, app.ctx.config, accountId, resolveOverrides)

  app.post(
    '/preview',
    {
      schema: {
        ...doc,
        operationId: 'previewPriceChange',
        summary: 'Every price a bulk change would set, before and after (nothing is written)',
        description: TARGETS,
        body: PriceChangeSelection,
        response: { 200: Info(PriceChangePreview), ...errors(CODES) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).preview(request.body) }),
  )

  app.post(
    '',
    {
      schema: {
        ...doc,
        operationId: 'applyPriceChange',
        summary: 'Apply a bulk price change now (200, one history entry) or schedule it at run_at (201)',
        description:
          `${TARGETS} Now: one transaction and one history entry, which its undo reverts whole. ` +
          "With run_at: one scheduled set per time zone (a branch's own; regions: their first branch's; base: the account's first branch's), " +
          'holding the prices as planned now, applied by the scheduled-changes job.',
        body: PriceChangeBody,
        response: {
          200: Info(PriceChangeApplied),
          201: Info(PriceChangeScheduled),
          ...errors(CODES),
        },
      },
    },
    async (request, reply) => {
      const { run_at, name, ...selection } = request.body
      if (run_at === undefined) return { info: await repo(request.accountId).apply(selection) }
      const scheduled = await repo(request.accountId).schedule({ ...selection, run_at, ...(name ? { name } : {}) })
      return reply.code(201).send({ info: { scheduled } })
    },
  )
}
