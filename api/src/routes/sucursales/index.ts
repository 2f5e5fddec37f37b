import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { profileRepo } from '../../data/accounts.js'
import { enabledBranchLimit } from '../../data/plans.js'
import { sucursalesRepo } from '../../data/sucursales.js'
import { AppError } from '../../errors.js'
import { AUTHED, errors, Id, IdParams, Info, Line, Name, NullableText } from '../../schemas/common.js'
import { routeKeyProblem } from '../../validation.js'
import { menuUrl } from '../../public-menu/url.js'

const editable = {
  address: NullableText(),
  phone: NullableText({ format: 'phone', description: '10 digits; spaces are ignored' }),
  whatsapp_num: NullableText(),
  facebook_usr: NullableText(),
  instagram_usr: NullableText(),
  tiktok_usr: NullableText(),
  website: NullableText(),
  route_key: Type.Optional(Line({ maxLength: 80, description: 'No whitespace; letters, digits, - and _' })),
  template_id: Type.Optional(Type.Union([Id(), Type.Null()])),
}
const SucursalInfo = Info(Type.Ref('Sucursal'))

/** The route-key messages of the shared rule ('No puede ser vacio', ...) as a 400. */
function checkRouteKey(key: string | undefined) {
  if (key === undefined) return
  const problem = routeKeyProblem(key)
  if (problem) throw new AppError('VALIDATION_ERROR', problem)
}

/** /v1/sucursales: the account's branches. */
export const sucursalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = (accountId: number) => sucursalesRepo(app.ctx.db, accountId, app.ctx.config.now)
  const withMenuUrl = <T extends { route_key: string }>(s: T) => ({ ...s, menu_url: menuUrl(app.ctx.config.publicMenuUrl, s.route_key) })

  app.get('', {
    schema: {
      summary: "The account's branches",
      tags: ['sucursales'],
      security: [{ bearerAuth: [] }],
      response: { 200: Info(Type.Array(Type.Ref('Sucursal'))), ...errors(AUTHED) },
    },
  }, async (request) => ({ info: (await repo(request.accountId).list()).map(withMenuUrl) }))

  app.post('', {
    schema: {
      summary: 'Create a branch; it starts enabled while the plan allows more enabled branches',
      description: 'route_key is generated from the name unless given. Plans without a Sucursales scope allow one enabled branch.',
      tags: ['sucursales'],
      security: [{ bearerAuth: [] }],
      body: Type.Object({ name: Name, ...editable }),
      response: { 201: SucursalInfo, ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 404: ['RESOURCE_NOT_FOUND'], 409: ['ROUTE_KEY_IN_USE'] }) },
    },
  }, async (request, reply) => {
    checkRouteKey(request.body.route_key)
    const plan = await profileRepo(app.ctx.db, request.accountId).plan()
    const created = await repo(request.accountId).create(request.body, enabledBranchLimit(plan))
    return reply.code(201).send({ info: withMenuUrl(created) })
  })

  app.put('/:id', {
    schema: {
      summary: 'Update any subset of a branch; empty optional values are stored as null',
      tags: ['sucursales'],
      security: [{ bearerAuth: [] }],
      params: IdParams,
      body: Type.Object({ name: Type.Optional(Name), ...editable }),
      response: { 200: SucursalInfo, ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 404: ['RESOURCE_NOT_FOUND'], 409: ['ROUTE_KEY_IN_USE'] }) },
    },
  }, async (request) => {
    checkRouteKey(request.body.route_key)
    return { info: withMenuUrl(await repo(request.accountId).update(request.params.id, request.body)) }
  })
}
