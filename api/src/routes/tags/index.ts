import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { tagsRepo } from '../../data/tags-write.js'
import { menuDeps } from '../../data/toolkit.js'
import { errors, IdParams, Info, Line, Name, NotModified } from '../../schemas/common.js'
import { AffectedInfo, OptionalPosition } from '../../schemas/menu.js'
import { cloneRoute, createRoute, deleteRoute, getRoute, INVALID, NOT_FOUND, reorderRoute } from '../common.js'
import { TRANSLATED_FIELDS as T, translationsBody } from '../../schemas/translations.js'

const doc = { tags: ['tags'], security: [{ bearerAuth: [] }] }
/** A font icon class list such as 'fa-solid fa-pepper-hot' ('' or null clears it). */
const Icon = Type.Optional(
  Type.Union([
    Type.String({
      maxLength: 100,
      pattern: '^[A-Za-z0-9 _-]*$',
      'x-message': 'El icono debe ser una clase de icono, p. ej. fa-solid fa-pepper-hot',
    }),
    Type.Null(),
  ]),
)
const SearchQuery = Type.Object({
  search: Type.Optional(Line({ maxLength: 200, description: 'Name contains (case- and accent-insensitive)' })),
})

/** /v1/tags: the signed-in account's tags. */
export const tagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = (accountId: number) => tagsRepo(menuDeps(app.ctx), accountId)

  app.get(
    '',
    {
      schema: {
        ...doc,
        operationId: 'listTags',
        summary: 'Tags by position, optionally filtered by name',
        querystring: SearchQuery,
        response: { 200: Info(Type.Array(Type.Ref('Tag'))), 304: NotModified, ...errors(INVALID) },
      },
    },
    (request, reply) =>
      app.ctx.lists.send(
        request,
        reply,
        async () => ({ info: await repo(request.accountId).list(request.query.search) }),
        {
          keep: request.query.search === undefined,
        },
      ),
  )

  getRoute(app, {
    doc,
    operationId: 'getTag',
    summary: 'One tag',
    info: Type.Ref('Tag'),
    get: (accountId, id) => repo(accountId).get(id),
  })

  createRoute(app, {
    doc,
    operationId: 'createTag',
    summary: 'Create a tag; position defaults to the number of tags',
    body: Type.Object({ name: Name, icon: Icon, position: OptionalPosition, translations: translationsBody(T.tag) }),
    create: (accountId, body) => repo(accountId).create(body),
  })

  reorderRoute(app, {
    doc,
    operationId: 'reorderTags',
    summary: 'Reorder tags: [{id, position}] in one transaction',
    reorder: (accountId, items) => repo(accountId).reorder(items),
  })

  app.put(
    '/:id',
    {
      schema: {
        ...doc,
        operationId: 'updateTag',
        summary: 'Update a tag',
        params: IdParams,
        body: Type.Object({
          name: Type.Optional(Name),
          icon: Icon,
          position: OptionalPosition,
          translations: translationsBody(T.tag),
        }),
        response: { 200: Info(Type.Ref('Tag')), ...errors(NOT_FOUND) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).update(request.params.id, request.body) }),
  )

  cloneRoute(app, {
    doc,
    operationId: 'cloneTag',
    summary: "Clone a tag as '<name> (copia)', placed last",
    clone: (accountId, id) => repo(accountId).clone(id),
  })

  deleteRoute(app, {
    doc,
    operationId: 'deleteTag',
    summary: 'Delete a tag; it is removed from its products, which stay',
    info: AffectedInfo,
    remove: (accountId, id) => repo(accountId).delete(id),
  })
}
