import type { FastifySchemaCompiler, FastifySchemaValidationError, FastifyServerOptions } from 'fastify'
import type { TSchema } from 'typebox'
import { Compile } from 'typebox/compile'
import { Value } from 'typebox/value'
import { FORMATS, MESSAGES, type FormatName } from '../validation.js'

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

/** The spec's Spanish message for one failed rule, or a plain description naming the field. */
function messageFor(e: FastifySchemaValidationError, schema: unknown): string {
  const field = e.instancePath.replace(/^\//, '').replace(/\//g, '.')
  const params = e.params as Record<string, unknown>
  if (e.keyword === 'required') {
    const missing = (params.requiredProperties as string[] | undefined) ?? []
    return `${MESSAGES.required}: ${missing.join(', ')}`
  }
  if (e.keyword === 'format' && typeof params.format === 'string' && params.format in FORMATS) {
    return FORMATS[params.format as FormatName][1]
  }
  // A schema may carry its own message for any failure (e.g. passwords: minLength).
  const own = subschema(schema, e.schemaPath)?.['x-message']
  if (typeof own === 'string') return own
  return field ? `${field}: ${e.message}` : `Solicitud: ${e.message}`
}

/**
 * TypeBox validation (as @fastify/type-provider-typebox does) plus readable messages:
 * each error's `message` becomes the one the user should see.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  // Multipart bodies are read by the handler (images/images.ts); their schema only documents them.
  if (httpPart === 'body' && (schema as Record<string, unknown>)['x-multipart'] === true) return (value) => ({ value })
  const check = Compile(schema)
  return (value) => {
    // Only querystring, params and headers arrive as strings and need conversion.
    const converted = httpPart === 'body' ? value : Value.Convert(schema, value)
    if (check.Check(converted)) return { value: converted }
    const errors = check.Errors(converted) as FastifySchemaValidationError[]
    return { error: errors.map((e) => ({ ...e, message: messageFor(e, schema) })) }
  }
}

/** Fastify's validation error message: the first problem, already phrased for people. */
export const schemaErrorFormatter: NonNullable<FastifyServerOptions['schemaErrorFormatter']> = (errors) => new Error(errors[0]?.message ?? 'Datos no válidos')
