import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BILLING_CURRENCIES, currencyForTimeZone } from '@menu/shared/billing/zones'
import { Type } from 'typebox'
import { planCards } from '../../billing/plan-cards.js'
import { errors, Info } from '../../schemas/common.js'
import { INVALID } from '../common.js'

export const UNSUPPORTED_CURRENCY = 'Moneda no soportada'

const Query = Type.Object({
  currency: Type.Optional(
    Type.Enum([...BILLING_CURRENCIES], {
      description: 'MXN or USD; wins over time_zone',
      'x-message': UNSUPPORTED_CURRENCY,
    }),
  ),
  time_zone: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        "The browser's IANA zone (Intl.DateTimeFormat().resolvedOptions().timeZone): a Mexican zone gives MXN, any other USD",
    }),
  ),
})

/** /v1/plans: the plan selector's cards, priced by the server in the account's currency. */
export const planRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      schema: {
        operationId: 'listPlans',
        summary:
          'The plan cards (Gratis, Negocio, Franquicias, Sucursales adicionales) with their prices in a currency',
        description:
          "Currency: `currency`, else from `time_zone` (Mexican zones MXN, any other USD), else (none or blank) MXN. Another currency: 400 VALIDATION_ERROR 'Moneda no soportada'. Amounts come from the price list in the database on every request.",
        tags: ['billing'],
        security: [{ bearerAuth: [] }],
        querystring: Query,
        response: { 200: Info(Type.Array(Type.Ref('PlanCard'))), ...errors(INVALID) },
      },
    },
    async (request) => {
      const { currency, time_zone: timeZone } = request.query
      // A blank zone is no zone: MXN, the default, rather than the 'not Mexican' USD.
      const chosen = currency ?? (timeZone?.trim() ? currencyForTimeZone(timeZone) : 'MXN')
      return { info: await planCards(app.ctx.db, chosen) }
    },
  )
}
