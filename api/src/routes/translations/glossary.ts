import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { glossaryRepo } from '../../data/glossary.js'
import { menuDeps } from '../../data/toolkit.js'
import { AUTHED, errors, IdParams, Info } from '../../schemas/common.js'
import { GlossaryChanges, NewGlossaryTerm } from '../../schemas/translation-board.js'
import { createRoute, deleteRoute, type ErrorCodes, NOT_FOUND } from '../common.js'

const doc = { tags: ['translations'], security: [{ bearerAuth: [] }] }
const EXISTS: ErrorCodes = { 409: ['GLOSSARY_TERM_EXISTS'] }

/** /v1/glossary: terms that stay as written in every language, or have a fixed translation (the fill applies them). */
export const glossaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = (accountId: number) => glossaryRepo(menuDeps(app.ctx), accountId)

  app.get(
    '',
    {
      schema: {
        ...doc,
        operationId: 'listGlossaryTerms',
        summary: "The account's glossary, in alphabetical order",
        response: { 200: Info(Type.Array(Type.Ref('GlossaryTerm'))), ...errors(AUTHED) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).list() }),
  )

  createRoute(app, {
    doc,
    operationId: 'createGlossaryTerm',
    summary: 'Add a term; the same word already there (case- and accent-insensitive): 409 GLOSSARY_TERM_EXISTS',
    description:
      "translations: language (one of the account's; another: 400 naming translations.<code>) -> fixed translation; a language absent keeps the term as written",
    body: NewGlossaryTerm,
    codes: { 400: ['VALIDATION_ERROR'], ...AUTHED, ...EXISTS },
    create: (accountId, body) => repo(accountId).create(body),
  })

  app.put(
    '/:id',
    {
      schema: {
        ...doc,
        operationId: 'updateGlossaryTerm',
        summary: 'Rename a term or replace its translations',
        params: IdParams,
        body: GlossaryChanges,
        response: { 200: Info(Type.Ref('GlossaryTerm')), ...errors({ ...NOT_FOUND, ...EXISTS }) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).update(request.params.id, request.body) }),
  )

  deleteRoute(app, {
    doc,
    operationId: 'deleteGlossaryTerm',
    summary: 'Remove a term (texts already filled keep their translation)',
    info: Type.Object({ id: Type.Integer() }),
    remove: (accountId, id) => repo(accountId).delete(id),
  })
}
