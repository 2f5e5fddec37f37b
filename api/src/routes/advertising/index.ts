import { Type } from 'typebox'
import { AD_IMAGES, advertisingRepo } from '../../data/advertising.js'
import { readImageFiles } from '../../images/images.js'
import { ImageField } from '../../schemas/marketing.js'
import { attachmentRoute, SCOPED_NOT_FOUND as NOT_FOUND } from '../common.js'
import { marketingRoutes } from '../marketing/routes.js'

const UPLOAD = 'POST /v1/advertising/{id}/attachment'
const FILE = (size: string) =>
  Type.String({
    format: 'binary',
    description: `.jpg, .jpeg, .png or .gif (checked by content), at most 10 MB; cropped to ${size}`,
  })

/** /v1/advertising: the Publicidad board (routes/marketing/routes.ts), in creation order (no reorder), two images each. */
export const advertisingRoutes = marketingRoutes({
  tag: 'advertising',
  schema: 'Advertising',
  kind: 'advertising',
  repo: advertisingRepo,
  list: { operationId: 'listAdvertising', summary: 'Advertising in creation order' },
  get: { operationId: 'getAdvertising', summary: 'One advertisement' },
  create: {
    operationId: 'createAdvertising',
    summary: 'Create an advertisement (enabled, no images yet), placed after the last one',
    description:
      "expiration: 'YYYY-MM-DD' after today, else 400 'La vigencia debe ser mayor a DD-MM-YYYY'. Upload the images with POST /{id}/attachment.",
    fields: {},
  },
  update: {
    operationId: 'updateAdvertising',
    summary: 'Update an advertisement; expiration: null clears it; image_mobile/image_desktop: null removes that image',
    fields: { image_mobile: ImageField(UPLOAD), image_desktop: ImageField(UPLOAD) },
  },
  attachment: (app, doc, repo) =>
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
    }),
  clone: {
    operationId: 'cloneAdvertising',
    summary: "Clone an advertisement as '<name> (copia)', placed last, with its own copies of both images",
  },
  delete: { operationId: 'deleteAdvertising', summary: 'Delete an advertisement (and its image files)' },
})
