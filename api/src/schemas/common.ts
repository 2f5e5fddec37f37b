import type { FastifySchema } from 'fastify'
import { type TSchema, Type } from 'typebox'
import { keyAccepted } from '../auth/api-key-format.js'
import type { ErrorCode } from '../errors.js'
import { MESSAGES, VISIBLE } from '../validation.js'

const Field = Type.String({
  description: "Dotted path of the field inside the request body or query, e.g. 'name' or 'variants.0.name'",
})

/** `{ error: { code, message, field?, fields?, action_url?, request_id? } }`: the one error body of the API. */
export const ErrorEnvelope = Type.Object(
  {
    error: Type.Object({
      code: Type.String({ description: 'Stable English constant, e.g. RESOURCE_NOT_FOUND' }),
      message: Type.String({
        description: 'Human-readable message (Spanish for end users); with several field problems, the first one',
      }),
      field: Type.Optional(
        Type.String({ description: 'The field of the first problem (see fields), when the error is about a field' }),
      ),
      fields: Type.Optional(
        Type.Array(
          Type.Object({
            field: Field,
            message: Type.String({ description: 'What is wrong with this field (Spanish)' }),
          }),
          { description: 'Every field problem, in order (schema validation reports all of them)' },
        ),
      ),
      action_url: Type.Optional(
        Type.String({
          description:
            "PAYMENT_ACTION_REQUIRED: the bank's authentication page (3-D Secure) to show in the 500x500 card frame; " +
            "it posts {type: 'menu-payment-authenticated'} to the panel when done: then repeat the request with the same Idempotency-Key",
        }),
      ),
      request_id: Type.Optional(
        Type.String({
          description: 'The id of the request (also its X-Request-Id header and in its log lines), to quote to support',
        }),
      ),
    }),
  },
  { $id: 'ErrorEnvelope', title: 'ErrorEnvelope' },
)

/** `{ info: T }`: the one success body of the API. */
export const Info = <T extends TSchema>(info: T) => Type.Object({ info })

export const Ok = Info(Type.Object({ ok: Type.Boolean() }))
export const Created = Info(Type.Object({ id: Type.Integer() }))

/**
 * Text of a request. Every request string is multi-line text (no control character but tab and
 * line breaks: plugins/validator.ts); `Line` is one line (no tabs or line breaks either).
 */
export const Line = (options: Record<string, unknown> = {}) => Type.String({ format: 'line', ...options })

/** Optional one-line text that may be cleared with null or ''. */
export const NullableText = (options: Record<string, unknown> = {}) =>
  Type.Optional(Type.Union([Line({ maxLength: 300, ...options }), Type.Null()]))

/** The codes each error response (made by `errorResponse`) documents, so more can be added to it later. */
const CODES = new WeakMap<TSchema, readonly ErrorCode[]>()

/** One error response: the envelope, described by the codes that can appear in it. */
function errorResponse(codes: readonly ErrorCode[]): TSchema {
  const schema = Type.Ref('ErrorEnvelope', { description: codes.join(', ') })
  CODES.set(schema, codes)
  return schema
}

/**
 * The error responses a route can give, documented with the codes that can appear, so the
 * OpenAPI document (and the generated client types) list them.
 */
export function errors(
  byStatus: Partial<Record<400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 502, ErrorCode[]>>,
): Record<number, TSchema> {
  const out: Record<number, TSchema> = {}
  for (const [status, codes] of Object.entries(byStatus)) {
    out[Number(status)] = errorResponse(codes ?? [])
  }
  return out
}

/** A conditional GET (If-None-Match) of an unchanged answer: no body. */
export const NotModified = Type.Null({
  description: 'Not modified: the ETag sent in If-None-Match is still current (no body)',
})

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The errors a route answers by the way it is declared, before or around its handler:
 * - 400 VALIDATION_ERROR: its schema checks something (body, query, path, headers), or it
 *   takes a body, which may be malformed JSON (every POST, PUT, PATCH and DELETE does);
 * - 413 PAYLOAD_TOO_LARGE and 415 UNSUPPORTED_MEDIA_TYPE: it takes a body (over the body
 *   limit; a content type without a parser);
 * - 400 BAD_REQUEST and 414 URI_TOO_LONG: it has path parameters (a malformed %-escape; one
 *   longer than the router takes);
 * - 500 INTERNAL_ERROR: every route (an unexpected failure, never with its details);
 * - 503 DATABASE_UNAVAILABLE: every route (the database is unreachable or dropped the
 *   connection: try again after Retry-After; db/errors.ts);
 * - 403 SCOPE_REQUIRED, API_KEY_READ_ONLY (writes) and 429 TOO_MANY_REQUESTS: every operation
 *   that takes an API key (auth/api-keys.ts).
 */
function frameworkErrors(method: string, url: string, schema: FastifySchema): Partial<Record<number, ErrorCode[]>> {
  const out: Partial<Record<number, ErrorCode[]>> = { 500: ['INTERNAL_ERROR'], 503: ['DATABASE_UNAVAILABLE'] }
  const add = (status: number, code: ErrorCode) => {
    out[status] = [...(out[status] ?? []), code]
  }
  const body = BODY_METHODS.has(method)
  if (body || schema.body || schema.querystring || schema.params || schema.headers) add(400, 'VALIDATION_ERROR')
  if (url.includes(':')) {
    add(400, 'BAD_REQUEST')
    add(414, 'URI_TOO_LONG')
  }
  if (body) {
    add(413, 'PAYLOAD_TOO_LARGE')
    add(415, 'UNSUPPORTED_MEDIA_TYPE')
  }
  // Called with an API key (auth/api-keys.ts): the plan must include integrations, a read key
  // only reads, and each key has its rate.
  if (keyAccepted(url)) {
    add(403, 'SCOPE_REQUIRED')
    if (method !== 'GET' && method !== 'HEAD') add(403, 'API_KEY_READ_ONLY')
    add(429, 'TOO_MANY_REQUESTS')
  }
  return out
}

/**
 * A documented route's schema with every error of `frameworkErrors` added to its responses
 * (to the codes of a status it already documents, or as a new status): what the OpenAPI
 * document shows (plugins/swagger.ts) and what the API tests hold every answer to. Kept out
 * of the schema Fastify compiles, where each status would cost a serializer at start-up for
 * bodies that sendError writes whole anyway. Nothing given is changed (schemas are shared).
 */
export function withFrameworkErrors(method: string | string[], url: string, schema: FastifySchema): FastifySchema {
  if (!schema.response || schema.hide) return schema
  const response = { ...(schema.response as Record<number, TSchema>) }
  for (const m of [method].flat()) {
    for (const [status, extra] of Object.entries(frameworkErrors(m, url, schema))) {
      const declared = response[Number(status)]
      const codes = declared ? CODES.get(declared) : []
      if (!codes) throw new Error(`${m} ${url}: its ${status} response is not made by errors() (schemas/common.ts)`)
      const missing = extra!.filter((code) => !codes.includes(code))
      if (missing.length) response[Number(status)] = errorResponse([...codes, ...missing])
    }
  }
  return { ...schema, response }
}

/** Every /v1 route can answer these. */
export const AUTHED = { 401: ['TOKEN_EXPIRED', 'WRONG_TOKEN'] } as const satisfies Partial<Record<401, ErrorCode[]>>

/** Required text: at least one visible character ('Campo obligatorio'), as the shared `required` rule. */
export const RequiredText = (options: Record<string, unknown> = {}) =>
  Type.String({ minLength: 1, pattern: VISIBLE, 'x-message': MESSAGES.required, ...options })

/** A required name: one line with a visible character. */
export const Name = RequiredText({ format: 'line', maxLength: 200 })

/** The largest id of the database's integer columns (PostgreSQL integer, 32 bits). */
export const ID_MAX = 2147483647

/** An id in a request (path, body or query): 1 to ID_MAX, so a bigger one is a 400, never a database error. */
export const Id = (options: Record<string, unknown> = {}) => Type.Integer({ minimum: 1, maximum: ID_MAX, ...options })

/** A positive integer id in the path. */
export const IdParams = Type.Object({ id: Id() })
