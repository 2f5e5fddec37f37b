import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { OptionalSchedule } from '../../schemas/schedule.js'
import { Type } from 'typebox'
import { familiesRepo } from '../../data/families-write.js'
import { menuDeps } from '../../data/toolkit.js'
import { AUTHED, errors, Id, IdParams, Info, Name, NotModified } from '../../schemas/common.js'
import { CategoryChanges, Description, FamilyChanges, OptionalPosition, UnclassifiedInfo } from '../../schemas/menu.js'
import { cloneRoute, createRoute, deleteRoute, imageAttachmentRoute, NOT_FOUND, reorderRoute } from '../common.js'
import { TRANSLATED_FIELDS as T, translationsBody } from '../../schemas/translations.js'

const doc = { tags: ['families'], security: [{ bearerAuth: [] }] }
const FamilyParams = Type.Object({ familyId: Id() })

/** /v1/families: the signed-in account's families and their categories. */
export const familyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = (accountId: number) => familiesRepo(menuDeps(app.ctx), accountId)

  app.get(
    '',
    {
      schema: {
        ...doc,
        operationId: 'listFamilies',
        summary: 'Families by position, each with its categories by position',
        response: { 200: Info(Type.Array(Type.Ref('Family'))), 304: NotModified, ...errors(AUTHED) },
      },
    },
    (request, reply) =>
      app.ctx.lists.send(request, reply, async () => ({ info: await repo(request.accountId).list() })),
  )

  createRoute(app, {
    doc,
    operationId: 'createFamily',
    summary: 'Create a family; position defaults to the number of families',
    body: Type.Object({
      name: Name,
      description: Description,
      position: OptionalPosition,
      translations: translationsBody(T.family),
    }),
    create: (accountId, body) => repo(accountId).create(body),
  })

  reorderRoute(app, {
    doc,
    operationId: 'reorderFamilies',
    summary: 'Reorder families: [{id, position}] in one transaction',
    reorder: (accountId, items) => repo(accountId).reorder(items),
  })

  // Static /categories routes are declared before /:id ones for readability; the router prefers static segments anyway.
  reorderRoute(app, {
    url: '/categories',
    doc,
    operationId: 'reorderCategories',
    summary: 'Reorder categories: [{id, position}] in one transaction',
    reorder: (accountId, items) => repo(accountId).reorderCategories(items),
  })

  app.put(
    '/categories/:id',
    {
      schema: {
        ...doc,
        operationId: 'updateCategory',
        summary: 'Update a category; a new family_id moves it (last in that family unless a position is given)',
        params: IdParams,
        body: CategoryChanges,
        response: { 200: Info(Type.Ref('Category')), ...errors(NOT_FOUND) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).updateCategory(request.params.id, request.body) }),
  )

  cloneRoute(app, {
    url: '/categories/:id/clone',
    doc,
    operationId: 'cloneCategory',
    summary: "Clone a category as '<name> (copia)', last in its family; its products are not copied",
    clone: (accountId, id) => repo(accountId).cloneCategory(id),
  })

  deleteRoute(app, {
    url: '/categories/:id',
    doc,
    operationId: 'deleteCategory',
    summary: "Delete a category; its products become unclassified ('Productos sin clasificar'), never deleted",
    info: UnclassifiedInfo,
    remove: (accountId, id) => repo(accountId).deleteCategory(id),
  })

  app.put(
    '/:id',
    {
      schema: {
        ...doc,
        operationId: 'updateFamily',
        summary: 'Update a family; icon: null removes the icon (upload one with POST /attachment)',
        params: IdParams,
        body: FamilyChanges,
        response: { 200: Info(Type.Ref('Family')), ...errors(NOT_FOUND) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).update(request.params.id, request.body) }),
  )

  imageAttachmentRoute(app, {
    doc,
    operationId: 'uploadFamilyIcon',
    summary: 'Upload the family icon (multipart, file field `icon`): re-encoded to a 256 px square WebP',
    description: 'Replaces (and deletes) the previous icon. Formats are checked by content.',
    field: 'icon',
    url: 'URL of the stored icon',
    find: (accountId, id) => repo(accountId).get(id),
    save: (accountId, id, file) => repo(accountId).setIcon(id, file),
  })

  cloneRoute(app, {
    doc,
    operationId: 'cloneFamily',
    summary: "Clone a family as '<name> (copia)', placed last, with copies of its categories (not of their products)",
    clone: (accountId, id) => repo(accountId).clone(id),
  })

  deleteRoute(app, {
    doc,
    operationId: 'deleteFamily',
    summary: 'Delete a family and its categories; their products become unclassified, never deleted',
    info: UnclassifiedInfo,
    remove: (accountId, id) => repo(accountId).delete(id),
  })

  createRoute(app, {
    url: '/:familyId/categories',
    doc,
    operationId: 'createCategory',
    summary: 'Create a category in a family; position defaults to the number of categories in that family',
    params: FamilyParams,
    body: Type.Object({
      name: Name,
      description: Description,
      position: OptionalPosition,
      schedule: OptionalSchedule,
      translations: translationsBody(T.category),
    }),
    create: (accountId, body, { familyId }) => repo(accountId).createCategory(familyId, body),
  })
}
