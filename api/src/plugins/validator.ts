import type { FastifySchemaCompiler, FastifySchemaValidationError, FastifyServerOptions } from 'fastify'
import type { TSchema } from 'typebox'
import { Compile } from 'typebox/compile'
import { Value } from 'typebox/value'
import { ERRORS, type FieldError } from '../errors.js'
import { FORMATS, MESSAGES, multiLineText, type FormatName } from '../validation.js'

/** Resolves a local JSON pointer ('#/properties/email') inside `schema`. */
function subschema(schema: unknown, pointer: string): Record<string, unknown> | undefined {
  let node: unknown = schema
  for (const part of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')]
    if (node === undefined) return undefined
  }
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : undefined
}

/** '/variants/0/name' -> 'variants.0.name'; JSON-pointer escapes are undone. */
const dotted = (instancePath: string) =>
  instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.')

const join = (path: string, name: string) => (path ? `${path}.${name}` : name)

/** The properties a 'required' error reports missing. */
const missingOf = (e: FastifySchemaValidationError) =>
  e.keyword === 'required'
    ? (((e.params as Record<string, unknown>).requiredProperties as string[] | undefined) ?? [])
    : []

/** The Spanish message for one failed rule, or a plain description naming the field. */
function messageFor(e: FastifySchemaValidationError, schema: unknown): string {
  const field = dotted(e.instancePath)
  const params = e.params as Record<string, unknown>
  if (e.keyword === 'required') return `${MESSAGES.required}: ${missingOf(e).join(', ')}`
  if (e.keyword === 'format' && typeof params.format === 'string' && params.format in FORMATS) {
    return FORMATS[params.format as FormatName][1]
  }
  // A schema may carry its own message for any failure (e.g. passwords: minLength), or one per
  // rule it breaks ({ maximum: '…', '*': '…' }: '*' for any other).
  const own = subschema(schema, e.schemaPath)?.['x-message']
  if (typeof own === 'string') return own
  if (typeof own === 'object' && own !== null) {
    const byRule = own as Record<string, unknown>
    const message = byRule[e.keyword] ?? byRule['*']
    if (typeof message === 'string') return message
  }
  return field ? `${field}: ${e.message}` : `Solicitud: ${e.message}`
}

/**
 * Every string of a request (body, query, path), whatever its schema, is at least valid
 * multi-line text (shared rule): no control character but tab and line breaks, no lone
 * surrogate. So no NUL reaches a database, on either engine, even through a field added later.
 * The walk is iterative (depth first, in document order): a hostile body nested thousands of
 * levels deep ('[[[[...]]]]') cannot overflow the stack; the schema then refuses it (400).
 */
function textErrors(root: unknown): FastifySchemaValidationError[] {
  const out: FastifySchemaValidationError[] = []
  const pending: Array<[unknown, string]> = [[root, '']]
  while (pending.length > 0) {
    const [value, path] = pending.pop()!
    if (typeof value === 'string') {
      const message = multiLineText(value)
      if (message) out.push({ keyword: 'text', instancePath: path, schemaPath: '#', params: {}, message })
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push([value[i], `${path}/${i}`])
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value)
      for (let i = entries.length - 1; i >= 0; i--)
        pending.push([entries[i]![1], `${path}/${entries[i]![0].replace(/~/g, '~0').replace(/\//g, '~1')}`])
    }
  }
  return out
}

/**
 * TypeBox validation (as @fastify/type-provider-typebox does) plus readable messages:
 * each error's `message` becomes the one the user should see. Text errors come first.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  // Multipart bodies are read by the handler (images/images.ts); their schema only documents them.
  if (httpPart === 'body' && (schema as Record<string, unknown>)['x-multipart'] === true) return (value) => ({ value })
  const check = Compile(schema)
  return (value) => {
    // Only querystring, params and headers arrive as strings and need conversion.
    const converted = httpPart === 'body' ? value : Value.Convert(schema, value)
    const text = httpPart === 'headers' ? [] : textErrors(converted)
    if (text.length === 0 && check.Check(converted)) return { value: converted }
    const errors = check.Check(converted) ? [] : (check.Errors(converted) as FastifySchemaValidationError[])
    return { error: [...text, ...errors.map((e) => ({ ...e, message: messageFor(e, schema) }))] }
  }
}

/**
 * Every field problem of a failed validation, one per field (the first rule it broke; a
 * nullable field that fails reports its value's rule, not 'must be null'), in the order
 * found. A missing property is reported at its own path with the plain 'Campo obligatorio'.
 * Problems with the request as a whole (not an object at all) name no field and are left out.
 */
export function fieldErrors(errors: readonly FastifySchemaValidationError[]): FieldError[] {
  const found = new Map<string, string>()
  const add = (field: string, message: string) => {
    if (field && !found.has(field)) found.set(field, message)
  }
  for (const e of errors) {
    const path = dotted(e.instancePath)
    if (e.keyword === 'required') for (const name of missingOf(e)) add(join(path, name), MESSAGES.required)
    else add(path, e.message ?? ERRORS.VALIDATION_ERROR.message)
  }
  return [...found].map(([field, message]) => ({ field, message }))
}

/** Fastify's validation error message: the first problem, already phrased for people. */
export const schemaErrorFormatter: NonNullable<FastifyServerOptions['schemaErrorFormatter']> = (errors) =>
  new Error(errors[0]?.message ?? 'Datos no válidos')
