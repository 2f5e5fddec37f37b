import { promotionsRepo } from '../../data/promotions.js'
import { ImageField } from '../../schemas/marketing.js'
import { OptionalSchedule } from '../../schemas/schedule.js'
import { imageAttachmentRoute, SCOPED_NOT_FOUND as NOT_FOUND } from '../common.js'
import { marketingRoutes } from '../marketing/routes.js'

/** /v1/promotions: the drag-ordered Promociones board (routes/marketing/routes.ts), one poster and a schedule each. */
export const promotionRoutes = marketingRoutes({
  tag: 'promotions',
  schema: 'Promotion',
  kind: 'promotion',
  repo: promotionsRepo,
  list: { operationId: 'listPromotions', summary: 'Promotions by position' },
  get: { operationId: 'getPromotion', summary: 'One promotion' },
  create: {
    operationId: 'createPromotion',
    summary: 'Create a promotion (enabled, no poster yet); position defaults to the number of promotions',
    description:
      "expiration: 'YYYY-MM-DD' after today, else 400 'La vigencia debe ser mayor a DD-MM-YYYY'. Upload the poster with POST /{id}/attachment.",
    fields: { schedule: OptionalSchedule },
  },
  reorder: { operationId: 'reorderPromotions', summary: 'Reorder promotions: [{id, position}] in one transaction' },
  update: {
    operationId: 'updatePromotion',
    summary: 'Update a promotion; expiration: null clears it; poster: null removes the poster',
    fields: { poster: ImageField('POST /v1/promotions/{id}/attachment'), schedule: OptionalSchedule },
  },
  attachment: (app, doc, repo) =>
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
    }),
  clone: {
    operationId: 'clonePromotion',
    summary: "Clone a promotion as '<name> (copia)', placed last, with its own copy of the poster",
  },
  delete: { operationId: 'deletePromotion', summary: 'Delete a promotion (and its poster files)' },
})
