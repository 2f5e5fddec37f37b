import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { type TProperties, Type } from 'typebox'
import { type MarketingDeps, marketingDeps, todayOf } from '../../data/marketing-common.js'
import type { PositionItem } from '../../data/toolkit.js'
import { errors, IdParams, Info, Name, NotModified } from '../../schemas/common.js'
import { ExpirationInput, RequiredDescription } from '../../schemas/marketing.js'
import { DeletedInfo, OptionalPosition } from '../../schemas/menu.js'
import { TRANSLATED_FIELDS, translationsBody } from '../../schemas/translations.js'
import {
  cloneRoute,
  createRoute,
  deleteRoute,
  getRoute,
  type RouteApp,
  type RouteDoc,
  reorderRoute,
  SCOPED,
  SCOPED_NOT_FOUND as NOT_FOUND,
} from '../common.js'

/** What the routes call on a marketing repository (data/marketing-common.ts, promotions.ts, advertising.ts). */
interface MarketingRepo {
  list(): Promise<unknown[]>
  get(id: number): Promise<unknown>
  // The bodies are the schemas' below; each repository takes its own input type.
  create(input: never): Promise<number>
  update(id: number, input: never): Promise<unknown>
  clone(id: number): Promise<number>
  delete(id: number): Promise<{ id: number }>
  reorder?(items: PositionItem[]): Promise<void>
}

type Words = { operationId: string; summary: string }

/** One marketing board's API: its names and texts, its own fields, and its upload route. */
export interface MarketingRoutesSpec<R extends MarketingRepo> {
  tag: 'promotions' | 'advertising'
  /** The item's schema name, and its kind among the translated fields. */
  schema: 'Promotion' | 'Advertising'
  kind: 'promotion' | 'advertising'
  repo: (deps: MarketingDeps, accountId: number) => R
  list: Words
  get: Words
  create: Words & { description: string; fields: TProperties }
  /** Drag-ordered boards only. */
  reorder?: Words
  update: Words & { fields: TProperties }
  clone: Words
  delete: Words
  /** The upload route (one image or several), registered between update and clone. */
  attachment: (app: RouteApp, doc: RouteDoc, repo: (accountId: number) => R) => void
}

/**
 * The routes of a marketing board (/v1/promotions, /v1/advertising), one implementation for
 * both: list (cached, varies at midnight: `expired`), get, create, reorder (when drag-ordered),
 * update, upload, clone and delete. Every call follows the section's plan rule (sections.json).
 */
export function marketingRoutes<R extends MarketingRepo>(spec: MarketingRoutesSpec<R>): FastifyPluginAsyncTypebox {
  return async (app) => {
    const doc = { tags: [spec.tag], security: [{ bearerAuth: [] }] }
    const repo = (accountId: number) => spec.repo(marketingDeps(app.ctx), accountId)
    const item = Type.Ref(spec.schema)
    const translations = translationsBody(TRANSLATED_FIELDS[spec.kind])

    app.get(
      '',
      {
        schema: {
          ...doc,
          ...spec.list,
          response: { 200: Info(Type.Array(item)), 304: NotModified, ...errors(SCOPED) },
        },
      },
      (request, reply) =>
        app.ctx.lists.send(request, reply, async () => ({ info: await repo(request.accountId).list() }), {
          variant: todayOf(marketingDeps(app.ctx)), // `expired` changes at midnight
        }),
    )

    getRoute(app, { doc, ...spec.get, info: item, codes: NOT_FOUND, get: (accountId, id) => repo(accountId).get(id) })

    const { fields: createFields, ...create } = spec.create
    createRoute(app, {
      doc,
      ...create,
      body: Type.Object({
        name: Name,
        description: RequiredDescription,
        expiration: ExpirationInput,
        position: OptionalPosition,
        translations,
        ...createFields,
      }),
      codes: SCOPED,
      create: (accountId, body) => repo(accountId).create(body as never),
    })

    if (spec.reorder) {
      reorderRoute(app, {
        doc,
        ...spec.reorder,
        codes: NOT_FOUND,
        reorder: (accountId, items) => repo(accountId).reorder!(items),
      })
    }

    const { fields: updateFields, ...update } = spec.update
    app.put(
      '/:id',
      {
        schema: {
          ...doc,
          ...update,
          description: 'A new expiration must be after today; repeating the stored one is not re-checked.',
          params: IdParams,
          body: Type.Object({
            name: Type.Optional(Name),
            description: Type.Optional(RequiredDescription),
            expiration: ExpirationInput,
            enabled: Type.Optional(Type.Boolean()),
            translations,
            ...updateFields,
          }),
          response: { 200: Info(item), ...errors(NOT_FOUND) },
        },
      },
      async (request) => ({ info: await repo(request.accountId).update(request.params.id, request.body as never) }),
    )

    spec.attachment(app, doc, repo)

    cloneRoute(app, { doc, ...spec.clone, codes: NOT_FOUND, clone: (accountId, id) => repo(accountId).clone(id) })

    deleteRoute(app, {
      doc,
      ...spec.delete,
      info: DeletedInfo,
      codes: NOT_FOUND,
      remove: (accountId, id) => repo(accountId).delete(id),
    })
  }
}
