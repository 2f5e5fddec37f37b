import fs from 'node:fs'
import { Ajv } from 'ajv'
import type { Answer } from './fake-stripe-objects.js'

/**
 * Holds the fake Stripe's answers, and the requests the adapter sends it, to Stripe's published
 * OpenAPI description (the subset in test/fixtures/stripe-openapi.json, written by
 * scripts/stripe-openapi-subset.mjs): a field missing, unknown, of another type or outside its
 * enumeration is a problem, so neither the fake nor the adapter can drift from the real API.
 */
const FORM = 'application/x-www-form-urlencoded'
const doc = JSON.parse(fs.readFileSync(new URL('../fixtures/stripe-openapi.json', import.meta.url), 'utf8')) as {
  info: { version: string }
  paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: object }> } }>>
  components: { schemas: Record<string, object> }
}

/** The Stripe API version the description is of (the SDK's pinned one). */
export const DESCRIBED_VERSION = doc.info.version

type Node = Record<string, unknown>
/**
 * OpenAPI 3.0's `nullable: true` as JSON Schema: the node or null. (Ajv's own `nullable` keyword
 * wants a `type` beside it, and Stripe's description puts it beside `anyOf` too.)
 */
function withNull(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNull)
  if (!node || typeof node !== 'object') return node
  const { nullable, ...rest } = node as Node
  const copy = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, withNull(value)]))
  return nullable === true ? { anyOf: [copy, { type: 'null' }] } : copy
}

// Stripe's x-* extensions and formats are not JSON Schema: not strict, formats not checked.
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false })
ajv.addSchema({ components: withNull(doc.components) }, 'stripe')

/** Every problem of `answers`, one line each (empty when all match). */
export function shapeProblems(answers: Answer[]): string[] {
  const problems: string[] = []
  for (const [i, answer] of answers.entries()) {
    const validate = ajv.getSchema(`stripe#/components/schemas/${answer.schema}`)
    if (!validate) {
      problems.push(`answer ${i}: no schema ${answer.schema}`)
      continue
    }
    if (!validate(answer.body))
      for (const e of validate.errors ?? [])
        problems.push(
          `answer ${i} (${answer.schema}): ${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`,
        )
  }
  return problems
}

/** A request the fake received: its method, path and form-decoded body (every value a string, as sent). */
export interface StripeRequest {
  method: string
  path: string
  body: unknown
}

// A form-encoded body carries every value as a string ('2990', 'true'): coerced to the schema's type, as Stripe reads it.
const forms = new Ajv({ strict: false, allErrors: true, validateFormats: false, coerceTypes: true })
forms.addSchema({ paths: withNull(doc.paths), components: withNull(doc.components) }, 'stripe')

/** The described route a request path is of: '/v1/payment_intents/pi_123' -> '/v1/payment_intents/{intent}'. */
function routeOf(path: string): string | undefined {
  const parts = path.split('/')
  return Object.keys(doc.paths).find((route) => {
    const pattern = route.split('/')
    return pattern.length === parts.length && pattern.every((p, i) => p.startsWith('{') || p === parts[i])
  })
}

/** JSON pointer escaping of one path segment. */
const pointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1')

/** The problems of one request's body against its operation's request body schema (empty when it matches). */
export function requestBodyProblems(request: StripeRequest): string[] {
  const method = request.method.toLowerCase()
  const route = routeOf(request.path)
  const label = `${request.method} ${request.path}`
  if (!route || !doc.paths[route]?.[method]) return [`${label}: not an operation of the description's subset`]
  const validate = forms.getSchema(
    `stripe#/paths/${pointer(route)}/${method}/requestBody/content/${pointer(FORM)}/schema`,
  )
  if (!validate) return [`${label}: no request body schema`]
  // A copy: coercion writes the typed values into the object it checks.
  if (validate(structuredClone(request.body))) return []
  return (validate.errors ?? []).map(
    (e) => `${label}: ${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`,
  )
}

/** Every problem of `requests`, one line each (empty when all match). */
export const requestProblems = (requests: StripeRequest[]): string[] => requests.flatMap(requestBodyProblems)
