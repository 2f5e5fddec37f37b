import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { type Static, type TObject, type TSchema, Type } from 'typebox'
import type { PositionItem } from '../data/toolkit.js'
import { uploadOf } from '../errors.js'
import { readImageFile } from '../images/images.js'
import { AUTHED, Created, errors, IdParams, Info, Ok } from '../schemas/common.js'
import { ImageUploadBody, ReorderBody } from '../schemas/menu.js'

/**
 * Route declarations that several /v1 resources make alike (create, reorder, clone, get, delete,
 * image upload). Each helper registers one route on the plugin instance it is given, in the place of
 * the call, so the routes (and the OpenAPI document) keep the order the resource declares them in.
 */

/** The instance a TypeBox route plugin receives. */
export type RouteApp = Parameters<FastifyPluginAsyncTypebox>[0]
/** The OpenAPI tags and security a resource's routes share (`const doc` in each route file). */
export interface RouteDoc {
  tags: string[]
  security: Array<Record<string, string[]>>
}
/** The error codes a route documents, by status (see `errors`). */
export type ErrorCodes = Parameters<typeof errors>[0]

/** A signed-in route with a body or query: it may be invalid. */
export const INVALID: ErrorCodes = { 400: ['VALIDATION_ERROR'], ...AUTHED }
/** A route about one of the account's rows: the id may be missing or belong to another account. */
export const NOT_FOUND: ErrorCodes = { ...INVALID, 404: ['RESOURCE_NOT_FOUND'] }
/** Every call of a resource behind a plan gate (plugins/plan-gates.ts): 403 SCOPE_REQUIRED. */
export const SCOPED: ErrorCodes = { 400: ['VALIDATION_ERROR'], ...AUTHED, 403: ['SCOPE_REQUIRED'] }
export const SCOPED_NOT_FOUND: ErrorCodes = { ...SCOPED, 404: ['RESOURCE_NOT_FOUND'] }

interface RouteOptions {
  doc: RouteDoc
  /** The operation's name in the OpenAPI document and generated clients: a camelCase verb phrase (createProduct). */
  operationId: string
  summary: string
  /** Default NOT_FOUND. */
  codes?: ErrorCodes
}

/**
 * What a create or clone answers: by default `create`/`clone` return the new id and the answer
 * is `{info: {id}}`; with `info` (a schema) they return that object (which has the id).
 */
type Creates<Args extends unknown[]> =
  | { info?: undefined; create: (...args: Args) => Promise<number> }
  | { info: TSchema; create: (...args: Args) => Promise<{ id: number }> }
type Clones =
  | { info?: undefined; clone: (accountId: number, id: number) => Promise<number> }
  | { info: TSchema; clone: (accountId: number, id: number) => Promise<{ id: number }> }

/**
 * `POST url` (default ''): creates a row from `body`, 201 `{info: {id}}` (or, with `info`, 201
 * `{info: <info>}`). With `params`, `create` also gets the parent from the path (e.g. the family
 * of a new category).
 */
export function createRoute<B extends TObject, P extends TObject>(
  app: RouteApp,
  options: RouteOptions & {
    url?: string
    description?: string
    params?: P
    body: B
  } & Creates<[accountId: number, body: Static<B>, params: Static<P>]>,
) {
  const {
    url = '',
    doc,
    operationId,
    summary,
    description,
    params,
    body,
    codes = params ? NOT_FOUND : INVALID,
  } = options
  app.post(
    url,
    {
      schema: {
        ...doc,
        operationId,
        summary,
        ...(description ? { description } : {}),
        ...(params ? { params } : {}),
        body,
        response: { 201: options.info ? Info(options.info) : Created, ...errors(codes) },
      },
    },
    async (request, reply) => {
      const created = await options.create(request.accountId, request.body as Static<B>, request.params as Static<P>)
      return reply.code(201).send({ info: typeof created === 'number' ? { id: created } : created })
    },
  )
}

/**
 * `PUT url` (default ''): a drag reorder `[{id, position}]` in one transaction, 200 `{info: {ok: true}}`.
 * With `params`, `reorder` also gets the parent from the path (e.g. a group's variants).
 */
export function reorderRoute<P extends TObject>(
  app: RouteApp,
  options: RouteOptions & {
    url?: string
    params?: P
    reorder: (accountId: number, items: PositionItem[], params: Static<P>) => Promise<void>
  },
) {
  const { url = '', doc, operationId, summary, params, codes = NOT_FOUND, reorder } = options
  app.put(
    url,
    {
      schema: {
        ...doc,
        operationId,
        summary,
        ...(params ? { params } : {}),
        body: ReorderBody,
        response: { 200: Ok, ...errors(codes) },
      },
    },
    async (request) => {
      await reorder(request.accountId, request.body, request.params as Static<P>)
      return { info: { ok: true } }
    },
  )
}

/** `POST url` (default '/:id/clone'): 201 `{info: {id}}` of the copy (or, with `info`, 201 `{info: <info>}` of it). */
export function cloneRoute(app: RouteApp, options: RouteOptions & { url?: string } & Clones) {
  const { url = '/:id/clone', doc, operationId, summary, codes = NOT_FOUND } = options
  app.post(
    url,
    {
      schema: {
        ...doc,
        operationId,
        summary,
        params: IdParams,
        response: { 201: options.info ? Info(options.info) : Created, ...errors(codes) },
      },
    },
    async (request, reply) => {
      const copy = await options.clone(request.accountId, request.params.id)
      return reply.code(201).send({ info: typeof copy === 'number' ? { id: copy } : copy })
    },
  )
}

/** `GET /:id`: 200 `{info: <info>}`. */
export function getRoute(
  app: RouteApp,
  options: RouteOptions & {
    info: TSchema
    get: (accountId: number, id: number) => Promise<unknown>
  },
) {
  const { doc, operationId, summary, info, codes = NOT_FOUND, get } = options
  app.get(
    '/:id',
    {
      schema: { ...doc, operationId, summary, params: IdParams, response: { 200: Info(info), ...errors(codes) } },
    },
    async (request) => ({ info: await get(request.accountId, request.params.id) }),
  )
}

/** `DELETE url` (default '/:id'): 200 `{info: <info>}` (what the delete did). */
export function deleteRoute(
  app: RouteApp,
  options: RouteOptions & {
    url?: string
    info: TSchema
    remove: (accountId: number, id: number) => Promise<unknown>
  },
) {
  const { url = '/:id', doc, operationId, summary, info, codes = NOT_FOUND, remove } = options
  app.delete(
    url,
    {
      schema: { ...doc, operationId, summary, params: IdParams, response: { 200: Info(info), ...errors(codes) } },
    },
    async (request) => ({ info: await remove(request.accountId, request.params.id) }),
  )
}

/**
 * `POST /:id/attachment`, multipart: `find` runs first, so a missing or foreign id answers 404
 * before the upload is read; then `store` reads the file part(s) and answers `{info: <info>}`.
 */
export function attachmentRoute(
  app: RouteApp,
  options: RouteOptions & {
    description: string
    body: TSchema
    info: TSchema
    find: (accountId: number, id: number) => Promise<unknown>
    store: (request: FastifyRequest, id: number) => Promise<unknown>
  },
) {
  const { doc, operationId, summary, description, body, info, codes = NOT_FOUND, find, store } = options
  app.post(
    '/:id/attachment',
    {
      schema: {
        ...doc,
        operationId,
        summary,
        description,
        consumes: ['multipart/form-data'],
        params: IdParams,
        body,
        response: {
          200: Info(info),
          ...errors({
            ...codes,
            400: ['IMAGE_REQUIRED', 'IMAGE_INVALID', 'VALIDATION_ERROR'],
            413: ['IMAGE_TOO_LARGE'],
          }),
        },
      },
    },
    async (request) => {
      await find(request.accountId, request.params.id) // 404 before reading the upload
      return { info: await store(request, request.params.id) }
    },
  )
}

/** `attachmentRoute` for one image in the file field `field`: answers `{info: {[field]: URL}}`. */
export function imageAttachmentRoute(
  app: RouteApp,
  options: RouteOptions & {
    description: string
    field: string
    /** Description of the answered URL. */
    url: string
    find: (accountId: number, id: number) => Promise<unknown>
    save: (accountId: number, id: number, file: Buffer) => Promise<string>
  },
) {
  const { field, url, save, ...rest } = options
  attachmentRoute(app, {
    ...rest,
    body: ImageUploadBody(field),
    info: Type.Object({ [field]: Type.String({ description: url }) }),
    store: async (request, id) => ({
      [field]: await uploadOf(field, async () => save(request.accountId, id, await readImageFile(request, field))),
    }),
  })
}
