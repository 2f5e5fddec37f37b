import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { regionsRepo } from '../../data/regions.js'
import type { TemplateItems } from '../../data/templates.js'
import { errors, IdParams, Info, NotModified } from '../../schemas/common.js'
import { NewRegion, RegionChanges } from '../../schemas/regions.js'
import {
  createRoute,
  deleteRoute,
  type ErrorCodes,
  getRoute,
  type RouteDoc,
  SCOPED,
  SCOPED_NOT_FOUND,
} from '../common.js'
import { ROW_ROUTES, ROWS_NAME, ROWS_NOTE } from '../templates/index.js'

const doc: RouteDoc = { tags: ['regions'], security: [{ bearerAuth: [] }] }
const RegionRef = Type.Ref('Region')
const TAKEN: ErrorCodes = { ...SCOPED_NOT_FOUND, 409: ['REGION_NAME_TAKEN'] }

/**
 * /v1/regions: groups of branches with their own rows (data/regions.ts), part of the Multisucursal
 * section (sections.json lists it: its plan rule applies to every call, 403 SCOPE_REQUIRED). A
 * region's rows take the template rows' bodies and answers (routes/templates ROW_ROUTES).
 */
export const regionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = (accountId: number) => regionsRepo(app.ctx.db, accountId, app.ctx.config.now)

  app.get(
    '',
    {
      schema: {
        ...doc,
        operationId: 'listRegions',
        summary: "The account's regions, by name, with their branches",
        response: { 200: Info(Type.Array(RegionRef)), 304: NotModified, ...errors(SCOPED) },
      },
    },
    (request, reply) =>
      app.ctx.lists.send(request, reply, async () => ({ info: await repo(request.accountId).list() })),
  )

  getRoute(app, {
    doc,
    operationId: 'getRegion',
    summary: 'One region with its branches',
    info: RegionRef,
    codes: SCOPED_NOT_FOUND,
    get: (accountId, id) => repo(accountId).get(id),
  })

  createRoute(app, {
    doc,
    operationId: 'createRegion',
    summary: 'Create a region (a unique name) with, optionally, its branches; one transaction',
    description: 'A branch already in another region moves to this one.',
    body: NewRegion,
    codes: TAKEN,
    create: async (accountId, body) => (await repo(accountId).create(body)).id,
  })

  app.put(
    '/:id',
    {
      schema: {
        ...doc,
        operationId: 'updateRegion',
        summary: 'Rename a region and/or set its whole set of branches, in one transaction',
        params: IdParams,
        body: RegionChanges,
        response: { 200: Info(RegionRef), ...errors(TAKEN) },
      },
    },
    async (request) => ({ info: await repo(request.accountId).update(request.params.id, request.body) }),
  )

  deleteRoute(app, {
    doc,
    operationId: 'deleteRegion',
    summary: 'Delete a region and its rows; its branches keep working, without a region',
    codes: SCOPED_NOT_FOUND,
    info: Type.Object({ id: Type.Integer() }),
    remove: (accountId, id) => repo(accountId).remove(id),
  })

  for (const { kind, url, body, row, what, shape } of ROW_ROUTES) {
    // The templates' variants live under /groups/variants (the editor's tab); a region's are /variants.
    const path = kind === 'variants' ? '/:id/variants' : url
    const answer = { 200: Info(Type.Array(Type.Ref(row))), ...errors(SCOPED_NOT_FOUND) }
    app.get(
      path,
      {
        schema: {
          ...doc,
          operationId: `listRegion${ROWS_NAME[kind]}`,
          summary: `Every ${what === 'advertising' ? 'advertisement' : what.replace(/s$/, '')} of the menu as the region shows it: effective values, which are the region's own, last change`,
          description: "`inherited` is the base menu's (a region's rows sit over the base menu).",
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
      path,
      {
        schema: {
          ...doc,
          operationId: `saveRegion${ROWS_NAME[kind]}`,
          summary: `Save some of the region's ${what} rows ${shape} in one transaction; answers the whole list`,
          description: `${ROWS_NOTE} A locked field (GET /v1/locks) may only follow the base: 403 FIELD_LOCKED.`,
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
}
