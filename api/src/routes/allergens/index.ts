import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ALLERGENS } from '@menu/shared/menu/allergens'
import { Type } from 'typebox'
import { AUTHED, errors, Info } from '../../schemas/common.js'

/** The catalogue never changes while the process runs: one answer for everyone. */
const CATALOGUE = ALLERGENS.map(({ code, name, description, icon }) => ({
  code,
  name,
  description,
  icon: `fa-solid fa-${icon}`,
}))

/** /v1/allergens: the fixed catalogue of the 14 allergens a dish can declare. */
export const allergenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      schema: {
        operationId: 'listAllergens',
        summary: "The 14 allergens (Mexico's NOM-051 list and the EU's 14), in catalogue order",
        description:
          "Codes are stable: products' and variants' `allergens` maps use them as keys. Names are the words diners read.",
        tags: ['products'],
        security: [{ bearerAuth: [] }],
        response: { 200: Info(Type.Array(Type.Ref('Allergen'))), ...errors(AUTHED) },
      },
    },
    async () => ({ info: CATALOGUE }),
  )
}
