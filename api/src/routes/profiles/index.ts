import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { profileRepo } from '../../data/accounts.js'
import { AUTHED, errors, Info } from '../../schemas/common.js'

const Color = Type.String({ format: 'hex-color', description: '#RRGGBB' })
const FontName = Type.String({ minLength: 1, maxLength: 100 })
const ProfileInfo = Info(Type.Ref('Profile'))

/** /v1/profiles: the signed-in account's own profile (company, tracking ids, theme, fonts, plan). */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/me', {
    schema: {
      summary: 'The signed-in account: identity, brand, integrations and plan with its scopes',
      tags: ['profiles'],
      security: [{ bearerAuth: [] }],
      response: { 200: ProfileInfo, ...errors({ ...AUTHED, 404: ['RESOURCE_NOT_FOUND'] }) },
    },
  }, async (request) => ({ info: await profileRepo(app.ctx.db, request.accountId).get() }))

  app.put('/me', {
    schema: {
      summary: 'Update any subset of the editable profile fields; returns the updated profile',
      description: "An empty string clears gtm_id or facebook_pixel. gtm_id and facebook_pixel (tracking ids), fonts and the four colours (brand identity) need a plan other than FREEMIUM: else 403 SCOPE_REQUIRED naming the field, and nothing is stored.",
      tags: ['profiles'],
      security: [{ bearerAuth: [] }],
      body: Type.Object({
        company: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
        business_kind: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
        gtm_id: Type.Optional(Type.String({ format: 'gtm-id', description: 'Google Tag Manager/Analytics id, e.g. GTM-ABC1234' })),
        facebook_pixel: Type.Optional(Type.String({ format: 'facebook-pixel', description: '15 to 18 digits' })),
        fonts: Type.Optional(Type.Object({ headline_font: Type.Optional(FontName), body_font: Type.Optional(FontName) })),
        background_color: Type.Optional(Color),
        font_color: Type.Optional(Color),
        button_color: Type.Optional(Color),
        button_font_color: Type.Optional(Color),
        default_payment_method_id: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
      }),
      response: { 200: ProfileInfo, ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 403: ['SCOPE_REQUIRED'], 404: ['RESOURCE_NOT_FOUND'] }) },
    },
  }, async (request) => ({ info: await profileRepo(app.ctx.db, request.accountId).update(request.body) }))
}
