import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { type TSchema, Type } from 'typebox'
import { onlyBranchTemplates } from '../../data/branch-scope.js'
import {
  type AcrossItem,
  type AcrossKind,
  type TemplateItems,
  type TemplateRowKind,
  templatesRepo,
} from '../../data/templates.js'
import { errors, IdParams, Info, Name, NotModified } from '../../schemas/common.js'
import {
  MarketingAcrossRows,
  ProductAcrossRows,
  TemplateAdvertisingRows,
  TemplateProductRows,
  TemplatePromotionRows,
  TemplateRowsFields,
  TemplateVariantRows,
} from '../../schemas/templates.js'
import { cloneRoute, createRoute, deleteRoute, getRoute, type RouteDoc, SCOPED, SCOPED_NOT_FOUND } from '../common.js'

const doc: RouteDoc = { tags: ['templates'], security: [{ bearerAuth: [] }] }
const Summary = Type.Ref('TemplateSummary')

export const ROWS_NOTE =
  'A value equal to the base one, or null, follows the base menu (a row that then overrides nothing is removed); ' +
  'descriptions: blank follows the base. Prices follow the shared price rule (400 naming the field).'

/** The four kinds of rows: their path, the item schema of a save and the row schema answered (regions' rows too). */
export const ROW_ROUTES: Array<{
  kind: TemplateRowKind
  url: string
  body: TSchema
  row: string
  what: string
  shape: string
}> = [
  {
    kind: 'products',
    url: '/:id/products',
    body: TemplateProductRows,
    row: 'TemplateProduct',
    what: 'products',
    shape: '[{product_id, price, enabled}]',
  },
  {
    kind: 'promotions',
    url: '/:id/promotions',
    body: TemplatePromotionRows,
    row: 'TemplatePromotion',
    what: 'promotions',
    shape: '[{promotion_id, description, enabled}]',
  },
  {
    kind: 'advertising',
    url: '/:id/advertising',
    body: TemplateAdvertisingRows,
    row: 'TemplateAdvertising',
    what: 'advertising',
    shape: '[{advertising_id, description, enabled}]',
  },
  {
    kind: 'variants',
    url: '/:id/groups/variants',
    body: TemplateVariantRows,
    row: 'TemplateVariant',
    what: 'variants',
    shape: '[{variant_id, price, enabled}]',
  },
]

/** The names of each kind in the operationIds: listTemplateProducts, saveTemplateVariants, getProductInTemplates. */
export const ROWS_NAME: Record<TemplateRowKind, string> = {
  products: 'Products',
  promotions: 'Promotions',
  advertising: 'Advertising',
  variants: 'Variants',
}
const ITEM_NAME: Record<AcrossKind, string> = {
  products: 'Product',
  promotions: 'Promotion',
  advertising: 'Advertising',
}

/**
 * /v1/templates: branch templates (plantillas), part of the Multisucursal section (sections.json lists it; its plan rule
 * applies to every call: 403 SCOPE_REQUIRED).
 */
export const templateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = (accountId: number) => templatesRepo(app.ctx.db, accountId, app.ctx.config.now)
  /** One item across templates, as a person bound to branches sees it: their branches' templates only. */
  const theirTemplates = <T extends { template_id: number }>(request: FastifyRequest, rows: T[]) =>
    onlyBranchTemplates(app.ctx.db, request.accountId, rows, request.member.branchIds, (row) => row.template_id)

  app.get(
    '',
    {
      schema: {
        ...doc,
        operationId: 'listTemplates',
        summary: "The account's templates, by name",
        description: 'A person bound to branches (Gerente de sucursal) gets only the templates their branches use.',
        response: { 200: Info(Type.Array(Summary)), 304: NotModified, ...errors(SCOPED) },
      },
    },
    (request, reply) =>
      app.ctx.lists.send(request, reply, async () => ({
        info: await onlyBranchTemplates(
          app.ctx.db,
          request.accountId,
          await repo(request.accountId).list(),
          request.member.branchIds,
          (template) => template.id,
        ),
      })),
  )

  getRoute(app, {
    doc,
    operationId: 'getTemplate',
    summary: 'One template',
    info: Summary,
    codes: SCOPED_NOT_FOUND,
    get: (accountId, id) => repo(accountId).get(id),
  })

  createRoute(app, {
    doc,
    operationId: 'createTemplate',
    summary: 'Create a template, optionally with its rows, in one transaction (a failure creates nothing)',
    description: `products, variants, promotions and advertising take the items of the PUT of each list. ${ROWS_NOTE}`,
    body: Type.Object({ name: Name, ...TemplateRowsFields }),
    codes: SCOPED_NOT_FOUND,
    info: Summary,
    create: (accountId, body) => repo(accountId).create(body),
  })

  app.put(
    '/:id',
    {
      schema: {
        ...doc,
        operationId: 'updateTemplate',
        summary: 'Rename a template and/or save some of its rows, in one transaction (a failure leaves it as it was)',
        description: `products, variants, promotions and advertising take the items of the PUT of each list. ${ROWS_NOTE}`,
        params: IdParams,
        body: Type.Object({ name: Type.Optional(Name), ...TemplateRowsFields }),
        response: { 200: Info(Summary), ...errors(SCOPED_NOT_FOUND) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).update(request.params.id, request.body) }),
  )

  cloneRoute(app, {
    url: '/clone/:id',
    doc,
    operationId: 'cloneTemplate',
    summary: "Clone a template as '<name> (copia)' with all its rows",
    codes: SCOPED_NOT_FOUND,
    info: Summary,
    clone: (accountId, id) => repo(accountId).clone(id),
  })

  deleteRoute(app, {
    doc,
    operationId: 'deleteTemplate',
    summary: 'Delete a template; the branches that used it are left without one',
    codes: SCOPED_NOT_FOUND,
    info: Type.Object({
      id: Type.Integer(),
      sucursales_affected: Type.Integer({
        minimum: 0,
        description: 'Branches that used it (their template_id is now null)',
      }),
    }),
    remove: (accountId, id) => repo(accountId).remove(id),
  })

  for (const { kind, url, body, row, what, shape } of ROW_ROUTES) {
    const answer = { 200: Info(Type.Array(Type.Ref(row))), ...errors(SCOPED_NOT_FOUND) }
    app.get(
      url,
      {
        schema: {
          ...doc,
          operationId: `listTemplate${ROWS_NAME[kind]}`,
          summary: `Every ${what === 'advertising' ? 'advertisement' : what.replace(/s$/, '')} of the menu as the template shows it: effective values, which are overridden, last change`,
          params: IdParams,
          response: { ...answer, 304: NotModified },
        },
      },
      (request, reply) =>
        app.ctx.lists.send(request, reply, async () => ({
          info: await repo(request.accountId).rows(request.params.id, kind),
        })),
    )

    app.put(
      url,
      {
        schema: {
          ...doc,
          operationId: `saveTemplate${ROWS_NAME[kind]}`,
          summary: `Save some of the template's ${what} rows ${shape} in one transaction; answers the whole list`,
          description: ROWS_NOTE,
          params: IdParams,
          body,
          response: answer,
        },
      },
      async (request) => ({
        info: await repo(request.accountId).saveRows(
          request.params.id,
          kind,
          request.body as TemplateItems[typeof kind],
        ),
      }),
    )
  }

  // One item across every template: the master-enable modal ('Actualizar {target} en plantillas').
  const ACROSS: Array<{ kind: AcrossKind; noun: string; body: TSchema; row: string }> = [
    { kind: 'products', noun: 'product', body: ProductAcrossRows, row: 'ProductInTemplate' },
    { kind: 'promotions', noun: 'promotion', body: MarketingAcrossRows, row: 'MarketingInTemplate' },
    { kind: 'advertising', noun: 'advertisement', body: MarketingAcrossRows, row: 'MarketingInTemplate' },
  ]
  for (const { kind, noun, body, row } of ACROSS) {
    const answer = { 200: Info(Type.Array(Type.Ref(row))), ...errors(SCOPED_NOT_FOUND) }
    app.get(
      `/items/${kind}/:id`,
      {
        schema: {
          ...doc,
          operationId: `get${ITEM_NAME[kind]}InTemplates`,
          summary: `One ${noun} in every template of the account (by name): effective values and which are overridden`,
          description: 'A person bound to branches (Gerente de sucursal) gets only the templates their branches use.',
          params: IdParams,
          response: answer,
        },
      },
      async (request) => ({
        info: await theirTemplates(request, await repo(request.accountId).across(kind, request.params.id)),
      }),
    )
    app.put(
      `/items/${kind}/:id`,
      {
        schema: {
          ...doc,
          operationId: `save${ITEM_NAME[kind]}InTemplates`,
          summary: `Save one ${noun} in several templates, in one transaction (all or nothing); answers it in every template`,
          description: `${ROWS_NOTE} A person bound to branches (Gerente de sucursal) is answered their branches' templates only.`,
          params: IdParams,
          body,
          response: answer,
        },
      },
      async (request) => ({
        info: await theirTemplates(
          request,
          await repo(request.accountId).saveAcross(kind, request.params.id, request.body as AcrossItem[]),
        ),
      }),
    )
  }
}
