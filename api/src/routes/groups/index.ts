import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { groupsRepo } from '../../data/groups.js'
import { menuDeps } from '../../data/menu-common.js'
import { AUTHED, Created, errors, IdParams, Info, Name, Ok } from '../../schemas/common.js'
import { AffectedInfo, DeletedInfo, OptionalPosition, Price, ReorderBody } from '../../schemas/menu.js'

const doc = { tags: ['groups'], security: [{ bearerAuth: [] }] }
const VariantPrice = Type.Optional(Type.Union([Price, Type.Null()], { description: 'null (or absent): no extra price' }))
const GroupParams = Type.Object({ groupId: Type.Integer({ minimum: 1, maximum: 2147483647 }) })
const NewVariant = Type.Object({ name: Name, price: VariantPrice, enabled: Type.Optional(Type.Boolean()) })
const SyncVariant = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: 'A variant of this group (kept and updated); absent: a new one' })),
  name: Name,
  price: VariantPrice,
  enabled: Type.Optional(Type.Boolean()),
})
const SearchQuery = Type.Object({ search: Type.Optional(Type.String({ maxLength: 200, description: "Group or variant name contains (case- and accent-insensitive)" })) })

/** /v1/groups: variant groups and their variants (spec §7 Variant groups and variants). */
export const groupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = (accountId: number) => groupsRepo(menuDeps(app.ctx), accountId)

  app.get('', {
    schema: {
      ...doc,
      summary: 'Variant groups by position, each with its variants by position',
      querystring: SearchQuery,
      response: { 200: Info(Type.Array(Type.Ref('VariantGroup'))), ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED }) },
    },
  }, async (request) => ({ info: await repo(request.accountId).list(request.query.search) }))

  app.get('/:id', {
    schema: {
      ...doc,
      summary: 'One variant group with its variants',
      params: IdParams,
      response: { 200: Info(Type.Ref('VariantGroup')), ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 404: ['RESOURCE_NOT_FOUND'] }) },
    },
  }, async (request) => ({ info: await repo(request.accountId).get(request.params.id) }))

  app.post('', {
    schema: {
      ...doc,
      summary: 'Create a group with its variants, all or nothing (one transaction)',
      description: 'Every variant needs a name (400 Campo obligatorio, nothing created). Position defaults to the number of groups.',
      body: Type.Object({ name: Name, position: OptionalPosition, variants: Type.Optional(Type.Array(NewVariant, { maxItems: 500 })) }),
      response: { 201: Created, ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED }) },
    },
  }, async (request, reply) => reply.code(201).send({ info: { id: await repo(request.accountId).create(request.body) } }))

  app.put('', {
    schema: {
      ...doc,
      summary: 'Reorder variant groups: [{id, position}] in one transaction',
      body: ReorderBody,
      response: { 200: Ok, ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 404: ['RESOURCE_NOT_FOUND'] }) },
    },
  }, async (request) => {
    await repo(request.accountId).reorder(request.body)
    return { info: { ok: true } }
  })

  app.put('/variants/:id', {
    schema: {
      ...doc,
      summary: 'Update a variant',
      params: IdParams,
      body: Type.Object({ name: Type.Optional(Name), price: VariantPrice, enabled: Type.Optional(Type.Boolean()), position: OptionalPosition }),
      response: { 200: Info(Type.Ref('Variant')), ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 404: ['RESOURCE_NOT_FOUND'] }) },
    },
  }, async (request) => ({ info: await repo(request.accountId).updateVariant(request.params.id, request.body) }))

  app.delete('/variants/:id', {
    schema: {
      ...doc,
      summary: 'Delete a variant',
      params: IdParams,
      response: { 200: Info(DeletedInfo), ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 404: ['RESOURCE_NOT_FOUND'] }) },
    },
  }, async (request) => ({ info: await repo(request.accountId).deleteVariant(request.params.id) }))

  app.put('/:id', {
    schema: {
      ...doc,
      summary: 'Update a group; `variants`, when given, is its complete new variant list (one transaction)',
      description: 'Rows with an id (a variant of this group) are updated, rows without are created, missing ones are deleted; order = array order.',
      params: IdParams,
      body: Type.Object({ name: Type.Optional(Name), position: OptionalPosition, variants: Type.Optional(Type.Array(SyncVariant, { maxItems: 500 })) }),
      response: { 200: Info(Type.Ref('VariantGroup')), ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 404: ['RESOURCE_NOT_FOUND'] }) },
    },
  }, async (request) => ({ info: await repo(request.accountId).update(request.params.id, request.body) }))

  app.post('/:id/clone', {
    schema: {
      ...doc,
      summary: "Clone a group as '<name> (copia)' with its variants, placed last (not attached to products)",
      params: IdParams,
      response: { 201: Created, ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 404: ['RESOURCE_NOT_FOUND'] }) },
    },
  }, async (request, reply) => reply.code(201).send({ info: { id: await repo(request.accountId).clone(request.params.id) } }))

  app.delete('/:id', {
    schema: {
      ...doc,
      summary: 'Delete a group and its variants; it is detached from its products, which stay',
      params: IdParams,
      response: { 200: Info(AffectedInfo), ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 404: ['RESOURCE_NOT_FOUND'] }) },
    },
  }, async (request) => ({ info: await repo(request.accountId).delete(request.params.id) }))

  app.post('/:groupId/variants', {
    schema: {
      ...doc,
      summary: 'Add a variant to a group (last unless a position is given)',
      params: GroupParams,
      body: Type.Object({ name: Name, price: VariantPrice, enabled: Type.Optional(Type.Boolean()), position: OptionalPosition }),
      response: { 201: Created, ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 404: ['RESOURCE_NOT_FOUND'] }) },
    },
  }, async (request, reply) => reply.code(201).send({ info: { id: await repo(request.accountId).createVariant(request.params.groupId, request.body) } }))

  app.put('/:groupId/variants', {
    schema: {
      ...doc,
      summary: "Reorder a group's variants: [{id, position}] in one transaction",
      params: GroupParams,
      body: ReorderBody,
      response: { 200: Ok, ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 404: ['RESOURCE_NOT_FOUND'] }) },
    },
  }, async (request) => {
    await repo(request.accountId).reorderVariants(request.params.groupId, request.body)
    return { info: { ok: true } }
  })
}
