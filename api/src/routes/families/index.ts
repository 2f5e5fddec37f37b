import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { familiesRepo } from '../../data/families.js'
import { menuDeps } from '../../data/menu-common.js'
import { readImageFile } from '../../images/images.js'
import { AUTHED, Created, errors, IdParams, Info, Name, Ok } from '../../schemas/common.js'
import { Description, ImageUploadBody, OptionalPosition, ReorderBody, UnclassifiedInfo } from '../../schemas/menu.js'

const doc = { tags: ['families'], security: [{ bearerAuth: [] }] }
const FamilyParams = Type.Object({ familyId: Type.Integer({ minimum: 1, maximum: 2147483647 }) })

/** /v1/families: families and their categories (spec §7 Families and categories). */
export const familyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = (accountId: number) => familiesRepo(menuDeps(app.ctx), accountId)

  app.get('', {
    schema: {
      ...doc,
      summary: 'Families by position, each with its categories by position',
      response: { 200: Info(Type.Array(Type.Ref('Family'))), ...errors(AUTHED) },
    },
  }, async (request) => ({ info: await repo(request.accountId).list() }))

  app.post('', {
    schema: {
      ...doc,
      summary: 'Create a family; position defaults to the number of families',
      body: Type.Object({ name: Name, description: Description, position: OptionalPosition }),
      response: { 201: Created, ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED }) },
    },
  }, async (request, reply) => reply.code(201).send({ info: { id: await repo(request.accountId).create(request.body) } }))

  app.put('', {
    schema: {
      ...doc,
      summary: 'Reorder families: [{id, position}] in one transaction',
      body: ReorderBody,
      response: { 200: Ok, ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 404: ['RESOURCE_NOT_FOUND'] }) },
    },
  }, async (request) => {
    await repo(request.accountId).reorder(request.body)
    return { info: { ok: true } }
  })

  // Static /categories routes are declared before /:id ones for readability; the router prefers static segments anyway.
  app.put('/categories', {
    schema: {
      ...doc,
      summary: 'Reorder categories: [{id, position}] in one transaction',
      body: ReorderBody,
      response: { 200: Ok, ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 404: ['RESOURCE_NOT_FOUND'] }) },
    },
  }, async (request) => {
    await repo(request.accountId).reorderCategories(request.body)
    return { info: { ok: true } }
  })

  app.put('/categories/:id', {
    schema: {
      ...doc,
      summary: 'Update a category; a new family_id moves it (last in that family unless a position is given)',
      params: IdParams,
      body: Type.Object({
        name: Type.Optional(Name),
        description: Description,
        family_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
        position: OptionalPosition,
      }),
      response: { 200: Info(Type.Ref('Category')), ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 404: ['RESOURCE_NOT_FOUND'] }) },
    },
  }, async (request) => ({ info: await repo(request.accountId).updateCategory(request.params.id, request.body) }))

  app.post('/categories/:id/clone', {
    schema: {
      ...doc,
      summary: "Clone a category as '<name> (copia)', last in its family; its products are not copied",
      params: IdParams,
      response: { 201: Created, ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 404: ['RESOURCE_NOT_FOUND'] }) },
    },
  }, async (request, reply) => reply.code(201).send({ info: { id: await repo(request.accountId).cloneCategory(request.params.id) } }))

  app.delete('/categories/:id', {
    schema: {
      ...doc,
      summary: "Delete a category; its products become unclassified ('Productos sin clasificar'), never deleted",
      params: IdParams,
      response: { 200: Info(UnclassifiedInfo), ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 404: ['RESOURCE_NOT_FOUND'] }) },
    },
  }, async (request) => ({ info: await repo(request.accountId).deleteCategory(request.params.id) }))

  app.put('/:id', {
    schema: {
      ...doc,
      summary: 'Update a family; icon: null removes the icon (upload one with POST /attachment)',
      params: IdParams,
      body: Type.Object({
        name: Type.Optional(Name),
        description: Description,
        position: OptionalPosition,
        icon: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 500, description: 'Only the current URL (no change)' })])),
      }),
      response: { 200: Info(Type.Ref('Family')), ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 404: ['RESOURCE_NOT_FOUND'] }) },
    },
  }, async (request) => ({ info: await repo(request.accountId).update(request.params.id, request.body) }))

  app.post('/:id/attachment', {
    schema: {
      ...doc,
      summary: 'Upload the family icon (multipart, file field `icon`): re-encoded to a 256 px square WebP',
      description: 'Replaces (and deletes) the previous icon. Formats are checked by content.',
      consumes: ['multipart/form-data'],
      params: IdParams,
      body: ImageUploadBody('icon'),
      response: {
        200: Info(Type.Object({ icon: Type.String({ description: 'URL of the stored icon' }) })),
        ...errors({ 400: ['IMAGE_REQUIRED', 'IMAGE_INVALID', 'VALIDATION_ERROR'], ...AUTHED, 404: ['RESOURCE_NOT_FOUND'], 413: ['IMAGE_TOO_LARGE'] }),
      },
    },
  }, async (request) => {
    const families = repo(request.accountId)
    await families.get(request.params.id) // 404 before reading the upload
    const file = await readImageFile(request, 'icon')
    return { info: { icon: await families.setIcon(request.params.id, file) } }
  })

  app.post('/:id/clone', {
    schema: {
      ...doc,
      summary: "Clone a family as '<name> (copia)', placed last, with copies of its categories (not of their products)",
      params: IdParams,
      response: { 201: Created, ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 404: ['RESOURCE_NOT_FOUND'] }) },
    },
  }, async (request, reply) => reply.code(201).send({ info: { id: await repo(request.accountId).clone(request.params.id) } }))

  app.delete('/:id', {
    schema: {
      ...doc,
      summary: "Delete a family and its categories; their products become unclassified, never deleted",
      params: IdParams,
      response: { 200: Info(UnclassifiedInfo), ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 404: ['RESOURCE_NOT_FOUND'] }) },
    },
  }, async (request) => ({ info: await repo(request.accountId).delete(request.params.id) }))

  app.post('/:familyId/categories', {
    schema: {
      ...doc,
      summary: 'Create a category in a family; position defaults to the number of categories in that family',
      params: FamilyParams,
      body: Type.Object({ name: Name, description: Description, position: OptionalPosition }),
      response: { 201: Created, ...errors({ 400: ['VALIDATION_ERROR'], ...AUTHED, 404: ['RESOURCE_NOT_FOUND'] }) },
    },
  }, async (request, reply) => reply.code(201).send({ info: { id: await repo(request.accountId).createCategory(request.params.familyId, request.body) } }))
}
