import fs from 'node:fs'
import { Ajv } from 'ajv'
import type { Answer } from './fake-stripe-objects.js'

/**
 * Holds the fake Stripe's answers to Stripe's published OpenAPI description (the subset in
 * test/fixtures/stripe-openapi.json, written by scripts/stripe-openapi-subset.mjs): a field
 * missing, of another type or outside its enumeration is a problem, so the fake cannot drift
 * from what the real API answers.
 */
const doc = JSON.parse(fs.readFileSync(new URL('../fixtures/stripe-openapi.json', import.meta.url), 'utf8')) as {
  info: { version: string }
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
