import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { AUTHED, errors, Info } from '../../schemas/common.js'

/** /v1/fonts: the sans-serif families an owner can choose for the menu's headlines and text. */
export const fontRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      schema: {
        operationId: 'listFonts',
        summary:
          'The sans-serif families an owner can choose: the built-in catalogue, then the listing service (when configured)',
        description:
          "The defaults ('SS Nickson One', 'Aktiv Grotesk') are not listed: they are the 'Default' choice. Every file is served from this server.",
        tags: ['profiles'],
        security: [{ bearerAuth: [] }],
        response: { 200: Info(Type.Array(Type.Ref('FontOption'))), ...errors(AUTHED) },
      },
    },
    async () => ({ info: await app.ctx.fonts.list() }),
  )
}
