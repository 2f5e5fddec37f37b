import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { AD_IMAGES, advertisingRepo } from '../../data/advertising.js'
import { marketingDeps, todayOf } from '../../data/marketing-common.js'
import { readImageFiles } from '../../images/images.js'
import { errors, IdParams, Info, Name, NotModified } from '../../schemas/common.js'
import { ExpirationInput, ImageField, RequiredDescription } from '../../schemas/marketing.js'
import { DeletedInfo, OptionalPosition } from '../../schemas/menu.js'
import { TRANSLATED_FIELDS as T, translationsBody } from '../../schemas/translations.js'
import {
  attachmentRoute,
  cloneRoute,
  createRoute,
  deleteRoute,
  getRoute,
  SCOPED,
  SCOPED_NOT_FOUND as NOT_FOUND,
} from '../common.js'

const doc = { tags: ['advertising'], security: [{ bearerAuth: [] }] }
const AdvertisingInfo = Info(Type.Ref('Advertising'))
const UPLOAD = 'POST /v1/advertising/{id}/attachment'
const FILE = (size: string) =>
  Type.String({
    format: 'binary',
    description: `.jpg, .jpeg, .png or .gif (checked by content), at most 10 MB; cropped to ${size}`,
  })

/** /v1/advertising: the Publicidad board, in creation order (no reorder). */
export const advertisingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every call follows the Publicidad section's plan rule (sections.json lists /v1/advertising under it).
  const repo = (accountId: number) => advertisingRepo(marketingDeps(app.ctx), accountId)

  app.get(
    '',
    {
      schema: {
        ...doc,
        operationId: 'listAdvertising',
        summary: 'Advertising in creation order',
        response: { 200: Info(Type.Array(Type.Ref('Advertising'))), 304: NotModified, ...errors(SCOPED) },
      },
    },
    (request, reply) =>
      app.ctx.lists.send(request, reply, async () => ({ info: await repo(request.accountId).list() }), {
        variant: todayOf(marketingDeps(app.ctx)), // `expired` changes at midnight
      }),
  )

  getRoute(app, {
    doc,
    operationId: 'getAdvertising',
    summary: 'One advertisement',
    info: Type.Ref('Advertising'),
    codes: NOT_FOUND,
    get: (accountId, id) => repo(accountId).get(id),
  })

  createRoute(app, {
    doc,
    operationId: 'createAdvertising',
    summary: 'Create an advertisement (enabled, no images yet), placed after the last one',
    description:
      "expiration: 'YYYY-MM-DD' after today, else 400 'La vigencia debe ser mayor a DD-MM-YYYY'. Upload the images with POST /{id}/attachment.",
    body: Type.Object({
      name: Name,
      description: RequiredDescription,
      expiration: ExpirationInput,
      position: OptionalPosition,
      translations: translationsBody(T.advertising),
    }),
    codes: SCOPED,
    create: (accountId, body) => repo(accountId).create(body),
  })

  app.put(
    '/:id',
    {
      schema: {
        ...doc,
        operationId: 'updateAdvertising',
        summary:
          'Update an advertisement; expiration: null clears it; image_mobile/image_desktop: null removes that image',
        description: 'A new expiration must be after today; repeating the stored one is not re-checked.',
        params: IdParams,
        body: Type.Object({
          name: Type.Optional(Name),
          description: Type.Optional(RequiredDescription),
          expiration: ExpirationInput,
          enabled: Type.Optional(Type.Boolean()),
          translations: translationsBody(T.advertising),
          image_mobile: ImageField(UPLOAD),
          image_desktop: ImageField(UPLOAD),
        }),
        response: { 200: AdvertisingInfo, ...errors(NOT_FOUND) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).update(request.params.id, request.body) }),
  )

  attachmentRoute(app, {
    doc,
    operationId: 'uploadAdvertisingImages',
    summary: 'Upload image_mobile (1080x1920) and/or image_desktop (1920x1080): multipart, one file part per name',
    description:
      'Cover crop around the centre, WebP, plus half-size siblings (540x960, 960x540). All parts are checked ' +
      'before anything is stored: one bad part stores nothing. Replaced files are deleted. Answers both current URLs.',
    codes: NOT_FOUND,
    body: Type.Object(
      {
        image_mobile: Type.Optional(FILE('1080x1920')),
        image_desktop: Type.Optional(FILE('1920x1080')),
      },
      { 'x-multipart': true },
    ),
    info: Type.Object({
      image_mobile: Type.Union([Type.String({ description: 'URL of the 1080x1920 image' }), Type.Null()]),
      image_desktop: Type.Union([Type.String({ description: 'URL of the 1920x1080 image' }), Type.Null()]),
    }),
    find: (accountId, id) => repo(accountId).get(id),
    store: async (request, id) => repo(request.accountId).setImages(id, await readImageFiles(request, AD_IMAGES)),
  })

  cloneRoute(app, {
    doc,
    operationId: 'cloneAdvertising',
    summary: "Clone an advertisement as '<name> (copia)', placed last, with its own copies of both images",
    codes: NOT_FOUND,
    clone: (accountId, id) => repo(accountId).clone(id),
  })

  deleteRoute(app, {
    doc,
    operationId: 'deleteAdvertising',
    summary: 'Delete an advertisement (and its image files)',
    info: DeletedInfo,
    codes: NOT_FOUND,
    remove: (accountId, id) => repo(accountId).delete(id),
  })
}
