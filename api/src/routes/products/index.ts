import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { productsRepo } from '../../data/products-write.js'
import { ProductFactsBody } from '../../schemas/allergens.js'
import { menuDeps } from '../../data/toolkit.js'
import { errors, Id, ID_MAX, IdParams, Info, Line, NotModified } from '../../schemas/common.js'
import { DeletedInfo, Limit, NewProduct, ProductChanges } from '../../schemas/menu.js'
import { PendingScheduledSets } from '../../schemas/scheduled.js'
import { scheduledRepo } from '../../scheduled/repo.js'
import {
  cloneRoute,
  createRoute,
  deleteRoute,
  getRoute,
  imageAttachmentRoute,
  INVALID,
  NOT_FOUND,
  reorderRoute,
} from '../common.js'

const doc = { tags: ['products'], security: [{ bearerAuth: [] }] }
const ProductInfo = Info(Type.Ref('Product'))
/** /v1/products: the signed-in account's products. */
export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = (accountId: number) => productsRepo(menuDeps(app.ctx), accountId)

  app.get(
    '',
    {
      schema: {
        ...doc,
        operationId: 'listProducts',
        summary: 'Products in board order: family, category (unclassified last), then product position',
        querystring: Type.Object({
          search: Type.Optional(
            Line({ maxLength: 200, description: 'Name or description contains (case- and accent-insensitive)' }),
          ),
          family_id: Type.Optional(Id()),
          category_id: Type.Optional(
            Type.Integer({ minimum: 0, maximum: ID_MAX, description: '0: unclassified products' }),
          ),
        }),
        response: { 200: Info(Type.Array(Type.Ref('Product'))), 304: NotModified, ...errors(INVALID) },
      },
    },
    (request, reply) =>
      app.ctx.lists.send(request, reply, async () => ({ info: await repo(request.accountId).list(request.query) }), {
        keep: request.query.search === undefined,
      }),
  )

  getRoute(app, {
    doc,
    operationId: 'getProduct',
    summary: 'One product with its tags and variant groups',
    info: Type.Ref('Product'),
    get: (accountId, id) => repo(accountId).get(id),
  })

  reorderRoute(app, {
    doc,
    operationId: 'reorderProducts',
    summary: 'Reorder products: [{id, position}] in one transaction',
    reorder: (accountId, items) => repo(accountId).reorder(items),
  })

  app.put(
    '/allergens',
    {
      schema: {
        ...doc,
        operationId: 'updateProductsAllergens',
        summary:
          "The allergen board's save: several products' allergens, diets, calories or portion, all or nothing (one transaction)",
        description:
          'Each item changes only the fields it gives (a given allergens map replaces the whole map). A foreign or missing id: 404; a diet its allergens contradict: 400 naming items.N.diets; nothing changes.',
        body: Type.Object({
          items: Type.Array(Type.Object({ id: Id(), ...ProductFactsBody }), { minItems: 1, maxItems: 1000 }),
        }),
        response: { 200: Info(Type.Array(Type.Ref('Product'))), ...errors(NOT_FOUND) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).setFacts(request.body.items) }),
  )

  app.put(
    '/:id',
    {
      schema: {
        ...doc,
        operationId: 'updateProduct',
        summary:
          'Update a product, its tags and its variant groups in one transaction; featured/recommended need an image; image: null removes it (and turns them off)',
        description:
          'category_id null or 0 makes it unclassified; a new category puts it last there. tag_ids and variant_groups replace the whole set when given.',
        params: IdParams,
        body: ProductChanges,
        response: { 200: ProductInfo, ...errors({ ...NOT_FOUND, 400: ['VALIDATION_ERROR', 'IMAGE_REQUIRED'] }) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).update(request.params.id, request.body) }),
  )

  imageAttachmentRoute(app, {
    doc,
    operationId: 'uploadProductImage',
    summary: 'Upload the product image (multipart, file field `image`): WebP 800 px and 400 px wide',
    description: 'Replaces (and deletes) the previous image. Formats are checked by content.',
    field: 'image',
    url: 'URL of the 800 px image',
    find: (accountId, id) => repo(accountId).get(id),
    save: (accountId, id, file) => repo(accountId).setImage(id, file),
  })

  cloneRoute(app, {
    doc,
    operationId: 'cloneProduct',
    summary:
      "Clone a product as '<name> (copia)', last in its category, with its tags, variant groups and a copy of its image",
    clone: (accountId, id) => repo(accountId).clone(id),
  })

  deleteRoute(app, {
    doc,
    operationId: 'deleteProduct',
    summary: 'Delete a product (and its image files)',
    info: DeletedInfo,
    remove: (accountId, id) => repo(accountId).delete(id),
  })

  app.get(
    '/:id/scheduled-changes',
    {
      schema: {
        ...doc,
        operationId: 'listProductPendingScheduledChanges',
        summary: 'The pending scheduled sets that change this product (its delete confirm names them)',
        description:
          'A set whose product is deleted fails whole when it runs (the menu unchanged, the owner e-mailed), so the panel warns before the delete.',
        params: IdParams,
        response: { 200: Info(PendingScheduledSets), ...errors(NOT_FOUND) },
      },
    },
    async (request) => ({
      info: await scheduledRepo(app.ctx.db, app.ctx.config, request.accountId).pendingFor('product', request.params.id),
    }),
  )

  app.post(
    '/:id/variants',
    {
      schema: {
        ...doc,
        operationId: 'attachProductVariantGroup',
        summary: 'Attach a variant group to the product (no change if already attached)',
        params: IdParams,
        body: Type.Object({ group_id: Id(), limit: Type.Optional(Limit), obligatory: Type.Optional(Type.Boolean()) }),
        response: { 200: ProductInfo, ...errors(NOT_FOUND) },
      },
    },
    async (request) => {
      const { group_id, ...opts } = request.body
      return { info: await repo(request.accountId).attachGroup(request.params.id, group_id, opts) }
    },
  )

  app.put(
    '/:id/variants',
    {
      schema: {
        ...doc,
        operationId: 'setProductVariantGroup',
        summary: "Set a variant group's per-product limit and obligatory flag (attaching it if needed)",
        params: IdParams,
        body: Type.Object({ group_id: Id(), limit: Limit, obligatory: Type.Boolean() }),
        response: { 200: ProductInfo, ...errors(NOT_FOUND) },
      },
    },
    async (request) => {
      const { group_id, ...opts } = request.body
      return { info: await repo(request.accountId).attachGroup(request.params.id, group_id, opts) }
    },
  )

  app.delete(
    '/:id/variants/:groupId',
    {
      schema: {
        ...doc,
        operationId: 'detachProductVariantGroup',
        summary: 'Detach a variant group from the product (the group stays)',
        params: Type.Object({ id: Id(), groupId: Id() }),
        response: { 200: ProductInfo, ...errors(NOT_FOUND) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).detachGroup(request.params.id, request.params.groupId) }),
  )

  app.post(
    '/:id/tags',
    {
      schema: {
        ...doc,
        operationId: 'attachProductTag',
        summary: 'Attach a tag to the product (no change if already attached)',
        params: IdParams,
        body: Type.Object({ tag_id: Id() }),
        response: { 200: ProductInfo, ...errors(NOT_FOUND) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).attachTag(request.params.id, request.body.tag_id) }),
  )

  app.delete(
    '/:id/tags/:tagId',
    {
      schema: {
        ...doc,
        operationId: 'detachProductTag',
        summary: 'Remove a tag from the product (the tag stays)',
        params: Type.Object({ id: Id(), tagId: Id() }),
        response: { 200: ProductInfo, ...errors(NOT_FOUND) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).detachTag(request.params.id, request.params.tagId) }),
  )
}

/** /v1/categories/{id}/products: creating a product inside a category. */
export const categoryProductRoutes: FastifyPluginAsyncTypebox = async (app) => {
  createRoute(app, {
    url: '/:id/products',
    doc,
    operationId: 'createProduct',
    summary:
      'Create a product in a category (id 0: unclassified) with its tags and variant groups, in one transaction; position defaults to the count in that category',
    description: 'featured/recommended cannot be true yet: a new product has no image (IMAGE_REQUIRED).',
    params: Type.Object({
      id: Type.Integer({ minimum: 0, maximum: ID_MAX, description: '0: Productos sin clasificar' }),
    }),
    body: NewProduct,
    codes: { ...NOT_FOUND, 400: ['VALIDATION_ERROR', 'IMAGE_REQUIRED'] },
    create: (accountId, body, { id }) => productsRepo(menuDeps(app.ctx), accountId).create(id, body),
  })
}
