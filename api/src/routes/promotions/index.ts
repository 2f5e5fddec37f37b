import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { OptionalSchedule } from '../../schemas/schedule.js'
import { Type } from 'typebox'
import { marketingDeps, todayOf } from '../../data/marketing-common.js'
import { promotionsRepo } from '../../data/promotions.js'
import { errors, IdParams, Info, Name, NotModified } from '../../schemas/common.js'
import { ExpirationInput, ImageField, RequiredDescription } from '../../schemas/marketing.js'
import { DeletedInfo, OptionalPosition } from '../../schemas/menu.js'
import { TRANSLATED_FIELDS as T, translationsBody } from '../../schemas/translations.js'
import {
  cloneRoute,
  createRoute,
  deleteRoute,
  getRoute,
  imageAttachmentRoute,
  reorderRoute,
  SCOPED,
  SCOPED_NOT_FOUND as NOT_FOUND,
} from '../common.js'

const doc = { tags: ['promotions'], security: [{ bearerAuth: [] }] }
const PromotionInfo = Info(Type.Ref('Promotion'))

/** /v1/promotions: the drag-ordered Promociones board; every call follows the section's plan rule (sections.json lists it). */
export const promotionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = (accountId: number) => promotionsRepo(marketingDeps(app.ctx), accountId)

  app.get(
    '',
    {
      schema: {
        ...doc,
        operationId: 'listPromotions',
        summary: 'Promotions by position',
        response: { 200: Info(Type.Array(Type.Ref('Promotion'))), 304: NotModified, ...errors(SCOPED) },
      },
    },
    (request, reply) =>
      app.ctx.lists.send(request, reply, async () => ({ info: await repo(request.accountId).list() }), {
        variant: todayOf(marketingDeps(app.ctx)), // `expired` changes at midnight
      }),
  )

  getRoute(app, {
    doc,
    operationId: 'getPromotion',
    summary: 'One promotion',
    info: Type.Ref('Promotion'),
    codes: NOT_FOUND,
    get: (accountId, id) => repo(accountId).get(id),
  })

  createRoute(app, {
    doc,
    operationId: 'createPromotion',
    summary: 'Create a promotion (enabled, no poster yet); position defaults to the number of promotions',
    description:
      "expiration: 'YYYY-MM-DD' after today, else 400 'La vigencia debe ser mayor a DD-MM-YYYY'. Upload the poster with POST /{id}/attachment.",
    body: Type.Object({
      name: Name,
      description: RequiredDescription,
      expiration: ExpirationInput,
      position: OptionalPosition,
      translations: translationsBody(T.promotion),
      schedule: OptionalSchedule,
    }),
    codes: SCOPED,
    create: (accountId, body) => repo(accountId).create(body),
  })

  reorderRoute(app, {
    doc,
    operationId: 'reorderPromotions',
    summary: 'Reorder promotions: [{id, position}] in one transaction',
    codes: NOT_FOUND,
    reorder: (accountId, items) => repo(accountId).reorder(items),
  })

  app.put(
    '/:id',
    {
      schema: {
        ...doc,
        operationId: 'updatePromotion',
        summary: 'Update a promotion; expiration: null clears it; poster: null removes the poster',
        description: 'A new expiration must be after today; repeating the stored one is not re-checked.',
        params: IdParams,
        body: Type.Object({
          name: Type.Optional(Name),
          description: Type.Optional(RequiredDescription),
          expiration: ExpirationInput,
          enabled: Type.Optional(Type.Boolean()),
          translations: translationsBody(T.promotion),
          poster: ImageField('POST /v1/promotions/{id}/attachment'),
          schedule: OptionalSchedule,
        }),
        response: { 200: PromotionInfo, ...errors(NOT_FOUND) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).update(request.params.id, request.body) }),
  )

  imageAttachmentRoute(app, {
    doc,
    operationId: 'uploadPromotionPoster',
    summary: 'Upload the poster (multipart, file field `poster`): cropped to 1080x1920 WebP, plus 540x960',
    description:
      'Cover crop around the centre (always exactly 1080x1920). Replaces (and deletes) the previous poster. Formats are checked by content.',
    codes: NOT_FOUND,
    field: 'poster',
    url: 'URL of the 1080x1920 poster',
    find: (accountId, id) => repo(accountId).get(id),
    save: (accountId, id, file) => repo(accountId).setPoster(id, file),
  })

  cloneRoute(app, {
    doc,
    operationId: 'clonePromotion',
    summary: "Clone a promotion as '<name> (copia)', placed last, with its own copy of the poster",
    codes: NOT_FOUND,
    clone: (accountId, id) => repo(accountId).clone(id),
  })

  deleteRoute(app, {
    doc,
    operationId: 'deletePromotion',
    summary: 'Delete a promotion (and its poster files)',
    info: DeletedInfo,
    codes: NOT_FOUND,
    remove: (accountId, id) => repo(accountId).delete(id),
  })
}
