import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MAX_EXTRA_LANGUAGES } from '@menu/shared/menu/languages'
import { HTTPS_URL_MAX_LENGTH } from '@menu/shared/validation'
import { Type } from 'typebox'
import { logoRepo, profileRepo } from '../../data/accounts.js'
import { planGate } from '../../plugins/plan-gates.js'
import { readImageFile } from '../../images/images.js'
import { uploadOf } from '../../errors.js'
import { ImageUploadBody } from '../../schemas/menu.js'
import { AUTHED, errors, Info } from '../../schemas/common.js'

const Color = Type.String({ format: 'hex-color', description: '#RRGGBB' })
const FontName = Type.String({ minLength: 1, maxLength: 100 })
const ProfileInfo = Info(Type.Ref('Profile'))

/** /v1/profiles: the signed-in account's own profile (company, tracking ids, theme, fonts, plan). */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        operationId: 'getProfile',
        summary: 'The signed-in account: identity, brand, integrations and plan with its scopes',
        tags: ['profiles'],
        security: [{ bearerAuth: [] }],
        response: { 200: ProfileInfo, ...errors({ ...AUTHED, 404: ['RESOURCE_NOT_FOUND'] }) },
      },
    },
    async (request) => ({
      info: await profileRepo(app.ctx.db, request.accountId, app.ctx.config.now, request.member.memberId).get(),
    }),
  )

  app.put(
    '/me',
    {
      schema: {
        operationId: 'updateProfile',
        summary: 'Update any subset of the editable profile fields; returns the updated profile',
        description:
          "An empty string clears gtm_id, facebook_pixel or privacy_url. While gtm_id, google_analytics or facebook_pixel is set the account needs privacy_url (its 'Aviso de privacidad', linked from the public menu): a request that would leave one set without it is refused as a whole, 400 VALIDATION_ERROR naming privacy_url. gtm_id and facebook_pixel (tracking ids), fonts and the four colours (brand identity) need a plan other than FREEMIUM: else 403 SCOPE_REQUIRED naming the field, and nothing is stored. default_payment_method_id is null or the id of one of the account's saved cards (else 400 VALIDATION_ERROR 'Método de pago no encontrado').",
        tags: ['profiles'],
        security: [{ bearerAuth: [] }],
        body: Type.Object({
          company: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
          business_kind: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
          gtm_id: Type.Optional(
            Type.String({ format: 'gtm-id', description: 'Google Tag Manager/Analytics id, e.g. GTM-ABC1234' }),
          ),
          facebook_pixel: Type.Optional(Type.String({ format: 'facebook-pixel', description: '15 to 18 digits' })),
          privacy_url: Type.Optional(
            Type.String({
              format: 'https-url',
              maxLength: HTTPS_URL_MAX_LENGTH,
              description: "The owner's privacy notice ('Aviso de privacidad'), a full https URL",
            }),
          ),
          fonts: Type.Optional(
            Type.Object({ headline_font: Type.Optional(FontName), body_font: Type.Optional(FontName) }),
          ),
          background_color: Type.Optional(Color),
          font_color: Type.Optional(Color),
          button_color: Type.Optional(Color),
          button_font_color: Type.Optional(Color),
          default_payment_method_id: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
          off_schedule: Type.Optional(
            Type.Union([Type.Literal('hide'), Type.Literal('label')], {
              description: "Fuera de horario: 'hide' (Ocultar) or 'label' (Mostrar con su horario)",
            }),
          ),
          languages: Type.Optional(
            Type.Array(Type.String({ pattern: '^[a-z]{2}$' }), {
              minItems: 1,
              maxItems: 1 + MAX_EXTRA_LANGUAGES,
              description:
                "'es' first, then up to 5 others of en, fr, pt, de, it, ja, ko, zh, once each (400 naming languages.N). More extra languages than the plan's 'Languages' scope allows (FREEMIUM 1, the others 5): 403 SCOPE_REQUIRED naming languages",
            }),
          ),
        }),
        response: {
          200: ProfileInfo,
          ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 403: ['SCOPE_REQUIRED'], 404: ['RESOURCE_NOT_FOUND'] }),
        },
      },
    },
    async (request) => ({
      info: await profileRepo(app.ctx.db, request.accountId, app.ctx.config.now, request.member.memberId).update(
        request.body,
        app.ctx.fonts.canChoose,
      ),
    }),
  )

  const logo = (request: { accountId: number; member: { memberId: number } }) =>
    logoRepo(app.ctx.db, request.accountId, app.ctx.images, app.ctx.config.now, request.member.memberId)

  app.post(
    '/attachment',
    {
      schema: {
        operationId: 'uploadLogo',
        summary: 'Upload the logo (multipart, file field `logo`); returns the updated profile',
        description:
          'Checked by content (.jpg, .jpeg, .png, .gif; 10 MB), re-encoded to a 320 px square WebP (whole image, transparent padding) plus 160 px. Replaces and deletes the previous logo. Other form fields (a base64 copy of the file) are ignored. Brand identity: not on FREEMIUM (403 SCOPE_REQUIRED, checked before the upload is read).',
        tags: ['profiles'],
        security: [{ bearerAuth: [] }],
        ...planGate('branding', 'logo'),
        consumes: ['multipart/form-data'],
        body: ImageUploadBody('logo'),
        response: {
          200: ProfileInfo,
          ...errors({
            ...AUTHED,
            400: ['IMAGE_REQUIRED', 'IMAGE_INVALID', 'VALIDATION_ERROR'],
            403: ['SCOPE_REQUIRED'],
            404: ['RESOURCE_NOT_FOUND'],
            413: ['IMAGE_TOO_LARGE'],
          }),
        },
      },
    },
    async (request) => {
      const repo = logo(request)
      return { info: await uploadOf('logo', async () => repo.upload(await readImageFile(request, 'logo'))) }
    },
  )

  app.delete(
    '/attachment',
    {
      schema: {
        operationId: 'deleteLogo',
        summary: 'Remove the logo (and its files); returns the updated profile',
        description: 'Brand identity: not on FREEMIUM (403 SCOPE_REQUIRED).',
        tags: ['profiles'],
        security: [{ bearerAuth: [] }],
        ...planGate('branding', 'logo'),
        response: { 200: ProfileInfo, ...errors({ ...AUTHED, 403: ['SCOPE_REQUIRED'], 404: ['RESOURCE_NOT_FOUND'] }) },
      },
    },
    async (request) => ({ info: await logo(request).remove() }),
  )
}
