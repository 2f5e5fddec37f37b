import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { onlyBranches } from '../../data/branch-scope.js'
import { type SoldOut as SoldOutMark, soldOutRepo } from '../../data/sold-out.js'
import { AUTHED, errors, Id, ID_MAX, IdParams, Info, NotModified } from '../../schemas/common.js'
import { NOT_FOUND, type RouteApp } from '../common.js'

const doc = { tags: ['sold-out'], security: [{ bearerAuth: [] }] }

const SoldOut = Type.Object({
  product_id: Type.Integer(),
  variant_id: Type.Union([Type.Integer(), Type.Null()], { description: 'null: the product itself' }),
  sucursal_id: Type.Integer(),
  until: Type.Union(
    [Type.String({ description: "ISO instant: the branch's next midnight in its time zone" }), Type.Null()],
    {
      description: 'null: until the owner reactivates it',
    },
  ),
})
const SoldOutList = Info(Type.Array(SoldOut))

const repo = (app: RouteApp, accountId: number) =>
  soldOutRepo({ db: app.ctx.db, now: app.ctx.config.now, timeZone: app.ctx.config.timeZone }, accountId)

/** A person bound to branches (Gerente de sucursal, Personal) reads only their branches' marks. */
const theirs = (request: FastifyRequest, rows: SoldOutMark[]) =>
  onlyBranches(rows, request.member.branchIds, (r) => r.sucursal_id)

/**
 * /v1/sold-out: what is sold out now, in every branch. A list of its own rather than a field of
 * GET /v1/products: it changes many times a day while the product list is large and stable,
 * so the board refreshes a few rows instead of the whole catalogue (both go through the list
 * cache's ETag). Not kept in the list cache: it also changes when a day ends, with no write.
 */
export const soldOutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      schema: {
        ...doc,
        operationId: 'listSoldOut',
        summary: 'Products and variants sold out right now, one entry per branch',
        description: 'A person bound to branches (Gerente de sucursal, Personal) gets only their branches.',
        response: { 200: SoldOutList, 304: NotModified, ...errors(AUTHED) },
      },
    },
    (request, reply) =>
      app.ctx.lists.send(
        request,
        reply,
        async () => ({ info: theirs(request, await repo(app, request.accountId).list()) }),
        {
          keep: false,
        },
      ),
  )
}

/** /v1/products/{id}/sold-out: mark and reactivate. */
export const productSoldOutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/:id/sold-out',
    {
      schema: {
        ...doc,
        operationId: 'markProductSoldOut',
        summary:
          "Mark the product (or one of its variants) sold out in one branch or all, until the end of the branch's day or until reactivated",
        description:
          'Repeating it is harmless (the end moves). "All branches" marks each branch, each ending at its own midnight. ' +
          "Answers the product's marks (a person bound to branches: in their branches).",
        params: IdParams,
        body: Type.Object({
          sucursal_id: Type.Union([Id(), Type.Null()], { description: 'null: every branch' }),
          variant_id: Type.Union([Id(), Type.Null()], {
            description: "null: the product itself; else one of the product's variants",
          }),
          until: Type.Union([Type.Literal('end_of_day'), Type.Literal('manual')], {
            description: "end_of_day: the branch's next midnight; manual: until reactivated",
          }),
        }),
        response: { 200: SoldOutList, ...errors(NOT_FOUND) },
      },
    },
    async (request) => ({
      info: theirs(request, await repo(app, request.accountId).mark(request.params.id, request.body)),
    }),
  )

  app.delete(
    '/:id/sold-out',
    {
      schema: {
        ...doc,
        operationId: 'reactivateProduct',
        summary: 'Reactivate the product (and/or its variants) in one branch or all',
        description: "Answers the product's remaining marks (a person bound to branches: in their branches).",
        params: IdParams,
        querystring: Type.Object({
          sucursal_id: Type.Optional(Id({ description: 'Absent: every branch' })),
          variant_id: Type.Optional(
            Type.Integer({
              minimum: 0,
              maximum: ID_MAX,
              description: 'Absent: the product and all its variants; 0: the product itself; an id: that variant',
            }),
          ),
        }),
        response: { 200: SoldOutList, ...errors(NOT_FOUND) },
      },
    },
    async (request) => ({
      info: theirs(request, await repo(app, request.accountId).undo(request.params.id, request.query)),
    }),
  )
}
