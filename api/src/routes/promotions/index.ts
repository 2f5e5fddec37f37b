import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { marketingDeps } from '../../data/marketing-common.js'
import { promotionsRepo } from '../../data/promotions.js'
import type { ErrorCode } from '../../errors.js'
import { readImageFile } from '../../images/images.js'
import { requireScope } from '../../plugins/scopes.js'
import { AUTHED, Created, errors, IdParams, Info, Name, Ok } from '../../schemas/common.js'
import { ExpirationInput, ImageField, RequiredDescription } from '../../schemas/marketing.js'
import { DeletedInfo, ImageUploadBody, OptionalPosition, ReorderBody } from '../../schemas/menu.js'

const doc = { tags: ['promotions'], security: [{ bearerAuth: [] }] }
type Codes = Partial<Record<400 | 401 | 403 | 404 | 413, ErrorCode[]>>
/** Every call: the plan must include Promotions (403 SCOPE_REQUIRED 'Tu plan no incluye Promociones'). */
const SCOPED: Codes = { 400: ['VALIDATION_ERROR'], ...AUTHED, 403: ['SCOPE_REQUIRED'] }
const NOT_FOUND: Codes = { ...SCOPED, 404: ['RESOURCE_NOT_FOUND'] }
const PromotionInfo = Info(Type.Ref('Promotion'))

/** /v1/promotions (spec §7 Promotions and advertising): the drag-ordered Promociones board. */
export const promotionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', requireScope('Promotions'))
  const repo = (accountId: number) => promotionsRepo(marketingDeps(app.ctx), accountId)

  app.get('', {
    schema: { ...doc, summary: 'Promotions by position', response: { 200: Info(Type.Array(Type.Ref('Promotion'))), ...errors(SCOPED) } },
  }, async (request) => ({ info: await repo(request.accountId).list() }))

  app.get('/:id', {
    schema: { ...doc, summary: 'One promotion', params: IdParams, response: { 200: PromotionInfo, ...errors(NOT_FOUND) } },
  }, async (request) => ({ info: await repo(request.accountId).get(request.params.id) }))

  app.post('', {
    schema: {
      ...doc,
      summary: 'Create a promotion (enabled, no poster yet); position defaults to the number of promotions',
      description: "expiration: 'YYYY-MM-DD' after today, else 400 'La vigencia debe ser mayor a DD-MM-YYYY'. Upload the poster with POST /{id}/attachment.",
      body: Type.Object({ name: Name, description: RequiredDescription, expiration: ExpirationInput, position: OptionalPosition }),
      response: { 201: Created, ...errors(SCOPED) },
    },
  }, async (request, reply) => reply.code(201).send({ info: { id: await repo(request.accountId).create(request.body) } }))

  app.put('', {
    schema: {
      ...doc,
      summary: 'Reorder promotions: [{id, position}] in one transaction',
      body: ReorderBody,
      response: { 200: Ok, ...errors(NOT_FOUND) },
    },
  }, async (request) => {
    await repo(request.accountId).reorder(request.body)
    return { info: { ok: true } }
  })

  app.put('/:id', {
    schema: {
      ...doc,
      summary: 'Update a promotion; expiration: null clears it; poster: null removes the poster',
      description: 'A new expiration must be after today; repeating the stored one is not re-checked.',
      params: IdParams,
      body: Type.Object({
        name: Type.Optional(Name),
        description: Type.Optional(RequiredDescription),
        expiration: ExpirationInput,
        enabled: Type.Optional(Type.Boolean()),
        poster: ImageField('POST /v1/promotions/{id}/attachment'),
      }),
      response: { 200: PromotionInfo, ...errors(NOT_FOUND) },
    },
  }, async (request) => ({ info: await repo(request.accountId).update(request.params.id, request.body) }))

  app.post('/:id/attachment', {
    schema: {
      ...doc,
      summary: 'Upload the poster (multipart, file field `poster`): cropped to 1080x1920 WebP, plus 540x960',
      description: 'Cover crop around the centre (always exactly 1080x1920). Replaces (and deletes) the previous poster. Formats are checked by content.',
      consumes: ['multipart/form-data'],
      params: IdParams,
      body: ImageUploadBody('poster'),
      response: {
        200: Info(Type.Object({ poster: Type.String({ description: 'URL of the 1080x1920 poster' }) })),
        ...errors({ ...NOT_FOUND, 400: ['IMAGE_REQUIRED', 'IMAGE_INVALID', 'VALIDATION_ERROR'], 413: ['IMAGE_TOO_LARGE'] }),
      },
    },
  }, async (request) => {
    const promotions = repo(request.accountId)
    await promotions.get(request.params.id) // 404 before reading the upload
    const file = await readImageFile(request, 'poster')
    return { info: { poster: await promotions.setPoster(request.params.id, file) } }
  })

  app.post('/:id/clone', {
    schema: {
      ...doc,
      summary: "Clone a promotion as '<name> (copia)', placed last, with its own copy of the poster",
      params: IdParams,
      response: { 201: Created, ...errors(NOT_FOUND) },
    },
  }, async (request, reply) => reply.code(201).send({ info: { id: await repo(request.accountId).clone(request.params.id) } }))

  app.delete('/:id', {
    schema: { ...doc, summary: 'Delete a promotion (and its poster files)', params: IdParams, response: { 200: Info(DeletedInfo), ...errors(NOT_FOUND) } },
  }, async (request) => ({ info: await repo(request.accountId).delete(request.params.id) }))
}
