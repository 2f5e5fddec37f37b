// Extracts from Stripe's published OpenAPI description (github.com/stripe/openapi spec3.json, the
// API version the `stripe` package pins) the component schemas of the objects the local fake of
// Stripe answers (test/support/fake-stripe.ts), so its tests hold every answer to Stripe's own
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

/** Every $ref name inside `node`. */
function refsOf(node, found = new Set()) {
  if (Array.isArray(node)) for (const item of node) refsOf(item, found)
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.add(value.slice(PREFIX.length))
      else if (!DROPPED_KEYS.has(key)) refsOf(value, found)
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

/** `node` without descriptions, its references to schemas left out replaced by `{}`. */
function copy(node) {
  if (Array.isArray(node)) return node.map(copy)
  if (!node || typeof node !== 'object') return node
  if (typeof node.$ref === 'string') {
    const name = node.$ref.slice(PREFIX.length)
    return depth.has(name) ? { $ref: node.$ref } : {}
  }
  const result = {}
  for (const [key, value] of Object.entries(node)) if (!DROPPED_KEYS.has(key)) result[key] = copy(value)
  return result
}

const subset = {
  'x-source': `Subset of Stripe's OpenAPI description (github.com/stripe/openapi spec3.json, openapi ${doc.openapi}, API version ${doc.info.version}), written by api/scripts/stripe-openapi-subset.mjs: schemas of ${ROOTS.join(', ')} and what they reference up to ${DEPTH} levels; deeper references are {}.`,
  openapi: doc.openapi,
  info: { title: doc.info.title, version: doc.info.version },
  components: {
    schemas: Object.fromEntries([...depth.keys()].sort().map((name) => [name, copy(schemas[name])])),
  },
}
fs.writeFileSync(target, `${JSON.stringify(subset, null, 2)}\n`)
// In the repository's own format, so a rerun on the same description changes nothing.
execFileSync('npx', ['biome', 'format', '--write', target], { stdio: 'ignore' })
console.log(`${target}: ${depth.size} schemas, ${fs.statSync(target).size} bytes`)
