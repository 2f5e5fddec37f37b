// Extracts from Stripe's published OpenAPI description (github.com/stripe/openapi spec3.json, the
// API version the `stripe` package pins) the component schemas of the objects the local fake of
// Stripe answers (test/support/fake-stripe.ts) and the request body schemas of the operations it
// serves, so its tests hold every answer and every request the adapter sends to Stripe's own
// shapes without committing the whole 6 MB description.
//   node scripts/stripe-openapi-subset.mjs <spec3.json> [out.json]
// Schemas more than DEPTH references away from the roots become `{}` (anything): the fake's answers
// leave those fields null or absent, and the file stays small. Descriptions are dropped.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOTS = ['customer', 'setup_intent', 'payment_intent', 'refund', 'payment_method', 'error', 'event']
const DEPTH = 1
/** The operations the fake serves: their form-encoded request body schemas are kept (`paths`). */
const OPERATIONS = [
  ['post', '/v1/customers'],
  ['delete', '/v1/customers/{customer}'],
  ['post', '/v1/setup_intents'],
  ['get', '/v1/setup_intents/{intent}'],
  ['post', '/v1/payment_intents'],
  ['get', '/v1/payment_intents/{intent}'],
  ['post', '/v1/refunds'],
]
const FORM = 'application/x-www-form-urlencoded'
const DROPPED_KEYS = new Set(['description', 'x-expansionResources', 'x-stripeBypassValidation', 'title'])

const [source, out] = process.argv.slice(2)
if (!source) {
  console.error('usage: node scripts/stripe-openapi-subset.mjs <spec3.json> [out.json]')
  process.exit(2)
}
const target =
  out ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'stripe-openapi.json')
const doc = JSON.parse(fs.readFileSync(source, 'utf8'))
const schemas = doc.components.schemas
const PREFIX = '#/components/schemas/'

/**
 * Every $ref name inside `node`. `names`: `node` is a `properties` map, whose keys are field names (a field
 * called `description` or `title` is kept), not schema keywords.
 */
function refsOf(node, found = new Set(), names = false) {
  if (Array.isArray(node)) for (const item of node) refsOf(item, found)
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.add(value.slice(PREFIX.length))
      else if (names || !DROPPED_KEYS.has(key)) refsOf(value, found, !names && key === 'properties')
    }
  return found
}

// Breadth first: each schema's shortest distance from a root.
const depth = new Map(ROOTS.map((name) => [name, 0]))
const queue = [...ROOTS]
while (queue.length) {
  const name = queue.shift()
  const d = depth.get(name)
  if (d >= DEPTH) continue
  for (const ref of refsOf(schemas[name]))
    if (!depth.has(ref)) {
      depth.set(ref, d + 1)
      queue.push(ref)
    }
}

/** `node` without descriptions, its references to schemas left out replaced by `{}` (`names`: as in refsOf). */
function copy(node, names = false) {
  if (Array.isArray(node)) return node.map((item) => copy(item))
  if (!node || typeof node !== 'object') return node
  if (!names && typeof node.$ref === 'string') {
    const name = node.$ref.slice(PREFIX.length)
    return depth.has(name) ? { $ref: node.$ref } : {}
  }
  const result = {}
  for (const [key, value] of Object.entries(node))
    if (names || !DROPPED_KEYS.has(key)) result[key] = copy(value, !names && key === 'properties')
  return result
}

/** Each operation's request body schema, as `paths` of the description (nothing else of the operation). */
const paths = {}
for (const [method, route] of OPERATIONS) {
  const schema = doc.paths[route]?.[method]?.requestBody?.content?.[FORM]?.schema
  if (!schema) throw new Error(`${method.toUpperCase()} ${route}: no ${FORM} request body schema`)
  paths[route] ??= {}
  paths[route][method] = { requestBody: { content: { [FORM]: { schema: copy(schema) } } } }
}

const subset = {
  'x-source': `Subset of Stripe's OpenAPI description (github.com/stripe/openapi spec3.json, openapi ${doc.openapi}, API version ${doc.info.version}), written by api/scripts/stripe-openapi-subset.mjs: schemas of ${ROOTS.join(', ')} and what they reference up to ${DEPTH} levels (deeper references are {}), and the request body schemas of ${OPERATIONS.map(([m, r]) => `${m.toUpperCase()} ${r}`).join(', ')}.`,
  openapi: doc.openapi,
  info: { title: doc.info.title, version: doc.info.version },
  paths,
  components: {
    schemas: Object.fromEntries([...depth.keys()].sort().map((name) => [name, copy(schemas[name])])),
  },
}
fs.writeFileSync(target, `${JSON.stringify(subset, null, 2)}\n`)
// In the repository's own format, so a rerun on the same description changes nothing.
execFileSync('npx', ['biome', 'format', '--write', target], { stdio: 'ignore' })
console.log(`${target}: ${depth.size} schemas, ${fs.statSync(target).size} bytes`)
