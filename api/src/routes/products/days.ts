import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { comboDaysRepo } from '../../data/combo-days.js'
import { menuDeps } from '../../data/toolkit.js'
import { errors, IdParams, Info, Ok } from '../../schemas/common.js'
import { StepsBody } from '../../schemas/menu.js'
import { INVALID, NOT_FOUND } from '../common.js'

const doc = { tags: ['products'], security: [{ bearerAuth: [] }] }
const DateText = (description: string) => Type.String({ maxLength: 10, description })
const ComboDay = Type.Object({
  date: DateText("'YYYY-MM-DD', the branch's local date"),
  steps: Type.Array(Type.Ref('ComboStep')),
})

/** /v1/products/{id}/days: a menu of the day's steps by date (docs/combos.md). */
export const productDayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = (accountId: number) => comboDaysRepo(menuDeps(app.ctx), accountId)

  app.get(
    '/:id/days',
    {
      schema: {
        ...doc,
        operationId: 'listProductDays',
        summary: "A menu of the day's dated steps from..to (inclusive); a date not listed offers the combo's own steps",
        params: IdParams,
        querystring: Type.Object({ from: DateText('First date'), to: DateText('Last date') }),
        response: { 200: Info(Type.Array(ComboDay)), ...errors({ ...INVALID, ...NOT_FOUND }) },
      },
    },
    async (request) => ({
      info: await repo(request.accountId).list(request.params.id, request.query.from, request.query.to),
    }),
  )

  app.put(
    '/:id/days',
    {
      schema: {
        ...doc,
        operationId: 'updateProductDays',
        summary:
          "Set the steps of the given dates, all or nothing (one history entry); steps [] gives a date back the combo's own",
        description:
          'Only a daily combo (kind combo, daily true), else 400 on daily. A dish in a step must be one of your dishes (404; a combo: 400).',
        params: IdParams,
        body: Type.Object({
          days: Type.Array(Type.Object({ date: DateText("'YYYY-MM-DD'"), steps: StepsBody }), { maxItems: 62 }),
        }),
        response: { 200: Ok, ...errors({ ...INVALID, ...NOT_FOUND }) },
      },
    },
    async (request) => {
      await repo(request.accountId).put(request.params.id, request.body.days)
      return { info: { ok: true } }
    },
  )
}
