import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { templatesRepo } from '../../data/templates.js'
import { requireSection } from '../../plugins/scopes.js'
import { errors, Info } from '../../schemas/common.js'
import { type RouteDoc, SCOPED } from '../common.js'

const doc: RouteDoc = { tags: ['templates'], security: [{ bearerAuth: [] }] }

/** /v1/templates: branch templates, part of the Multisucursal section (its plan rule applies). */
export const templateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', requireSection('multisucursal'))

  app.get('', {
    schema: {
      ...doc,
      summary: "The account's templates, by name",
      response: { 200: Info(Type.Array(Type.Ref('TemplateSummary'))), ...errors(SCOPED) },
    },
  }, async (request) => ({ info: await templatesRepo(app.ctx.db, request.accountId).list() }))
}
