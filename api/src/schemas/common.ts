import { type TSchema, Type } from 'typebox'
import type { ErrorCode } from '../errors.js'
import { MESSAGES, VISIBLE } from '../validation.js'

const Field = Type.String({ description: "Dotted path of the field inside the request body or query, e.g. 'name' or 'variants.0.name'" })

/** `{ error: { code, message, field?, fields? } }`: the one error body of the API. */
export const ErrorEnvelope = Type.Object({
  error: Type.Object({
    code: Type.String({ description: 'Stable English constant, e.g. RESOURCE_NOT_FOUND' }),
    message: Type.String({ description: 'Human-readable message (Spanish for end users); with several field problems, the first one' }),
    field: Type.Optional(Type.String({ description: 'The field of the first problem (see fields), when the error is about a field' })),
    fields: Type.Optional(Type.Array(
      Type.Object({ field: Field, message: Type.String({ description: 'What is wrong with this field (Spanish)' }) }),
      { description: 'Every field problem, in order (schema validation reports all of them)' },
    )),
  }),
}, { $id: 'ErrorEnvelope', title: 'ErrorEnvelope' })

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

/**
 * The error responses a route can give, documented with the codes that can appear, so the
 * OpenAPI document (and the generated client types) list them.
 */
export function errors(byStatus: Partial<Record<400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429, ErrorCode[]>>): Record<number, TSchema> {
  const out: Record<number, TSchema> = {}
  for (const [status, codes] of Object.entries(byStatus)) {
    out[Number(status)] = Type.Ref('ErrorEnvelope', { description: (codes ?? []).join(', ') })
  }
  return out
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
