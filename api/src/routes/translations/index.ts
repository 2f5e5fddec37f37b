import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { translationBoard } from '../../data/translation-board.js'
import { firstBoardDay } from '../../data/translation-combos.js'
import { translationFill } from '../../translation/fill.js'
import { translationSaves } from '../../data/translation-save.js'
import { menuDeps, scoped } from '../../data/toolkit.js'
import { errors, Info } from '../../schemas/common.js'
import { Board, BoardQuery, FillBody, FillInfo, SaveBody } from '../../schemas/translation-board.js'
import { INVALID, NOT_FOUND } from '../common.js'

const doc = { tags: ['translations'], security: [{ bearerAuth: [] }] }

/** /v1/translations: the Traducciones screen (every text a diner reads × the account's languages). */
export const translationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      schema: {
        ...doc,
        operationId: 'listTranslations',
        summary: "Every text a diner reads, with its translations in the account's languages and the progress of each",
        description:
          'One item per entity and field (family, category, product, variant group, variant, tag, promotion, advertising; ' +
          'only texts written in Spanish). Template overrides of descriptions are edited in the template editor, not here. ' +
          "Progress counts every text, whatever the filters. A `lang` that is not one of the account's languages: 400 naming lang. " +
          'Identical Spanish texts share a translation: a text without its own reads the one they have (`shared`), ' +
          'and `same` says where the texts written more than once are.',
        querystring: BoardQuery,
        response: { 200: Info(Board), ...errors(INVALID) },
      },
    },
    async (request) => ({
      info: await translationBoard(
        scoped(app.ctx.db, request.accountId),
        request.query,
        // A menu of the day's steps from today on (the oldest date still today somewhere).
        firstBoardDay(app.ctx.config.now()),
      ),
    }),
  )

  app.put(
    '',
    {
      schema: {
        ...doc,
        operationId: 'updateTranslations',
        summary: 'Save translated texts of several entities, all or nothing (one transaction)',
        description:
          "Each item sets one text of one entity in one language ('' removes it); reviewed defaults to true; " +
          'applyToSame sets it on every text written identically in Spanish too (overrides included). ' +
          'A language not chosen: 400 naming items.N.lang; a field the kind does not translate: 400 naming items.N.field; ' +
          'a foreign or missing id: 404; nothing changes. Template overrides are edited in the template editor.',
        body: SaveBody,
        response: {
          200: Info(Type.Object({ updated: Type.Integer({ minimum: 0, description: 'Texts saved' }) })),
          ...errors(NOT_FOUND),
        },
      },
    },
    async (request) => ({
      info: { updated: await translationSaves(menuDeps(app.ctx), request.accountId).save(request.body.items) },
    }),
  )

  app.post(
    '/fill',
    {
      schema: {
        ...doc,
        operationId: 'fillTranslations',
        summary:
          'Fill every untranslated text of one language: the glossary, then the machine translator if one is configured',
        description:
          'A text that is exactly a glossary term (case- and accent-insensitive) gets its fixed translation, or stays as written. ' +
          "With a machine-translation provider configured (TRANSLATION_PROVIDER; off by default) the other texts are machine translated, glossary terms kept intact, and marked reviewed: false ('Sin revisar'). " +
          'Texts already translated are never changed. When the provider fails nothing is saved: 502 TRANSLATION_PROVIDER_FAILED.',
        body: FillBody,
        response: {
          200: Info(FillInfo),
          ...errors({ ...INVALID, 502: ['TRANSLATION_PROVIDER_FAILED'] }),
        },
      },
    },
    async (request) => ({
      info: await translationFill(menuDeps(app.ctx), request.accountId, app.ctx.translator).fill(request.body.lang),
    }),
  )
}
