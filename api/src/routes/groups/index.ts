import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { groupsRepo } from '../../data/groups-write.js'
import { DishFactsBody } from '../../schemas/allergens.js'
import { menuDeps } from '../../data/toolkit.js'
import { errors, Id, IdParams, Info, Line, Name, NotModified } from '../../schemas/common.js'
import { AffectedInfo, DeletedInfo, OptionalPosition, Price } from '../../schemas/menu.js'
import { cloneRoute, createRoute, deleteRoute, getRoute, INVALID, NOT_FOUND, reorderRoute } from '../common.js'
import { TRANSLATED_FIELDS as T, translationsBody } from '../../schemas/translations.js'

const doc = { tags: ['groups'], security: [{ bearerAuth: [] }] }
const VariantPrice = Type.Optional(
  Type.Union([Price, Type.Null()], { description: 'null (or absent): no extra price' }),
)
const GroupParams = Type.Object({ groupId: Id() })
const NewVariant = Type.Object({
  name: Name,
  price: VariantPrice,
  enabled: Type.Optional(Type.Boolean()),
  ...DishFactsBody,
  translations: translationsBody(T.variant),
})
const SyncVariant = Type.Object({
  id: Type.Optional(Id({ description: 'A variant of this group (kept and updated); absent: a new one' })),
  name: Name,
  price: VariantPrice,
  enabled: Type.Optional(Type.Boolean()),
  ...DishFactsBody,
  translations: translationsBody(T.variant),
})
/**
 * Extras priced by position in requests: only the shape here, the values are checked by the
 * shared rule (positionPricingProblem, in groups-pricing.ts) so the panel's Spanish messages
 * answer, with the limits of the products the group is attached to.
 */
const PositionPricingBody = Type.Optional(
  Type.Union(
    [
      Type.Object(
        {
          free: Type.Number({ description: 'The first N extras cost nothing (a whole number, 0 to 100)' }),
          each: Type.Number({ description: 'The price of every extra after the free ones' }),
        },
        { additionalProperties: false },
      ),
      Type.Object(
        {
          prices: Type.Array(Type.Number(), {
            maxItems: 100,
            description: 'prices[i]: the (i+1)-th extra picked; the last repeats (1 to 20 prices)',
          }),
        },
        { additionalProperties: false },
      ),
      Type.Null(),
    ],
    {
      description:
        "null: each variant's own price (the default). A product attached with a limit below `free` or the number of `prices`: 400, field position_pricing.free / position_pricing.prices",
    },
  ),
)
const SearchQuery = Type.Object({
  search: Type.Optional(
    Line({ maxLength: 200, description: 'Group or variant name contains (case- and accent-insensitive)' }),
  ),
})

/** /v1/groups: the signed-in account's variant groups and their variants. */
export const groupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = (accountId: number) => groupsRepo(menuDeps(app.ctx), accountId)

  app.get(
    '',
    {
      schema: {
        ...doc,
        operationId: 'listVariantGroups',
        summary: 'Variant groups by position, each with its variants by position',
        querystring: SearchQuery,
        response: { 200: Info(Type.Array(Type.Ref('VariantGroup'))), 304: NotModified, ...errors(INVALID) },
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
    operationId: 'getVariantGroup',
    summary: 'One variant group with its variants',
    info: Type.Ref('VariantGroup'),
    get: (accountId, id) => repo(accountId).get(id),
  })

  createRoute(app, {
    doc,
    operationId: 'createVariantGroup',
    summary: 'Create a group with its variants, all or nothing (one transaction)',
    description:
      'Every variant needs a name (400 Campo obligatorio, nothing created). Position defaults to the number of groups.',
    body: Type.Object({
      name: Name,
      position: OptionalPosition,
      translations: translationsBody(T.variant_group),
      variants: Type.Optional(Type.Array(NewVariant, { maxItems: 500 })),
      position_pricing: PositionPricingBody,
    }),
    create: (accountId, body) => repo(accountId).create(body),
  })

  reorderRoute(app, {
    doc,
    operationId: 'reorderVariantGroups',
    summary: 'Reorder variant groups: [{id, position}] in one transaction',
    reorder: (accountId, items) => repo(accountId).reorder(items),
  })

  app.put(
    '/variants/:id',
    {
      schema: {
        ...doc,
        operationId: 'updateVariant',
        summary: 'Update a variant',
        params: IdParams,
        body: Type.Object({
          name: Type.Optional(Name),
          price: VariantPrice,
          enabled: Type.Optional(Type.Boolean()),
          position: OptionalPosition,
          ...DishFactsBody,
          translations: translationsBody(T.variant),
        }),
        response: { 200: Info(Type.Ref('Variant')), ...errors(NOT_FOUND) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).updateVariant(request.params.id, request.body) }),
  )

  deleteRoute(app, {
    url: '/variants/:id',
    doc,
    operationId: 'deleteVariant',
    summary: 'Delete a variant',
    info: DeletedInfo,
    remove: (accountId, id) => repo(accountId).deleteVariant(id),
  })

  app.put(
    '/:id',
    {
      schema: {
        ...doc,
        operationId: 'updateVariantGroup',
        summary: 'Update a group; `variants`, when given, is its complete new variant list (one transaction)',
        description:
          'Rows with an id (a variant of this group) are updated, rows without are created, missing ones are deleted; order = array order.',
        params: IdParams,
        body: Type.Object({
          name: Type.Optional(Name),
          position: OptionalPosition,
          translations: translationsBody(T.variant_group),
          variants: Type.Optional(Type.Array(SyncVariant, { maxItems: 500 })),
          position_pricing: PositionPricingBody,
        }),
        response: { 200: Info(Type.Ref('VariantGroup')), ...errors(NOT_FOUND) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).update(request.params.id, request.body) }),
  )

  cloneRoute(app, {
    doc,
    operationId: 'cloneVariantGroup',
    summary: "Clone a group as '<name> (copia)' with its variants, placed last (not attached to products)",
    clone: (accountId, id) => repo(accountId).clone(id),
  })

  deleteRoute(app, {
    doc,
    operationId: 'deleteVariantGroup',
    summary: 'Delete a group and its variants; it is detached from its products, which stay',
    info: AffectedInfo,
    remove: (accountId, id) => repo(accountId).delete(id),
  })

  createRoute(app, {
    url: '/:groupId/variants',
    doc,
    operationId: 'createVariant',
    summary: 'Add a variant to a group (last unless a position is given)',
    params: GroupParams,
    body: Type.Object({
      name: Name,
      price: VariantPrice,
      enabled: Type.Optional(Type.Boolean()),
      position: OptionalPosition,
      ...DishFactsBody,
      translations: translationsBody(T.variant),
    }),
    create: (accountId, body, { groupId }) => repo(accountId).createVariant(groupId, body),
  })

  reorderRoute(app, {
    url: '/:groupId/variants',
    doc,
    operationId: 'reorderVariants',
    summary: "Reorder a group's variants: [{id, position}] in one transaction",
    params: GroupParams,
    reorder: (accountId, items, { groupId }) => repo(accountId).reorderVariants(groupId, items),
  })
}
