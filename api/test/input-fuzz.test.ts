import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { ID_MAX } from '../src/schemas/common.js'
import { account, call, DIALECT, makeApp, type TestApp } from './helpers.js'

/**
 * Input fuzz generated from api/openapi.json: every operation that takes input (body, query or
 * path) gets hostile requests built from its own schemas (wrong types, huge and control-character
 * strings, out-of-range numbers, unknown fields, SQL/HTML text, malformed JSON and multipart).
 * No answer may be a 5xx, and every error is the envelope `{error:{code,message}}`.
 * Fixed seed by default; FUZZ_SEED and FUZZ_RUNS (cases per operation) explore more locally.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20240609)
const RUNS = Number(process.env.FUZZ_RUNS ?? 50)

type Schema = {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  enum?: unknown[]
  minimum?: number
  maximum?: number
  maxLength?: number
  maxItems?: number
}
interface Parameter {
  in: 'path' | 'query' | 'header'
  name: string
  schema: Schema
}
interface Operation {
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: Schema }> }
}
interface Document {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, Schema> }
}

const doc = JSON.parse(
  fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../openapi.json'), 'utf8'),
) as Document
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

/** Every operation of the document that takes input: what the fuzz covers. */
const operations = Object.entries(doc.paths).flatMap(([url, ops]) =>
  METHODS.filter((m) => ops[m] && (ops[m]!.requestBody || (ops[m]!.parameters ?? []).length > 0)).map((method) => ({
    method: method.toUpperCase() as Uppercase<typeof method>,
    url,
    op: ops[method]!,
  })),
)

const resolve = (s: Schema): Schema =>
  s.$ref ? resolve(doc.components.schemas[s.$ref.replace('#/components/schemas/', '')]!) : s

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(50),
  '\u0007\u001b[31m',
  '\u007f\u0085',
  '\ud800',
  'x\udc00',
  '\u200b',
  '\ufeff',
  '\u202e',
  'a\nb',
  '\r\n',
  '\t',
  "'; DROP TABLE accounts; --",
  "1' OR '1'='1",
  '" OR ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
  '${7*7}',
  '../../etc/passwd',
  '%00',
  '%s%n',
  'null',
  'undefined',
  '__proto__',
  '🍹'.repeat(300),
  'ñ'.repeat(5000),
  'x'.repeat(100_000),
  '-1',
  '2147483648',
  '1e999',
  'GTM-ABC1234',
  '#ZZZZZZ',
  '@',
]
const HOSTILE_NUMBERS = [
  0, -1, -0, 1.5, 0.001, 2147483647, 2147483648, -2147483649,
  // biome-ignore lint/correctness/noPrecisionLoss: 2^53 + 1 on purpose: the API must answer a number JSON cannot hold exactly
  9007199254740993,
  1e21, 1e308, -1e308, 12.345,
]

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
)
const hostileNumber = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
)
/** A value of any JSON type, including deep and odd ones. */
const wrongType = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [null], { '': 0 }),
  hostileNumber,
  hostileString,
  fc.jsonValue({ maxDepth: 3 }),
)
/** Plausible text with a control character or lone surrogate inside (what PostgreSQL refuses to store). */
const controlString = fc
  .tuple(
    fc.constantFrom('Tacos', '', 'a b'),
    fc.constantFrom('\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\u009f', '\ud800', '\n', '\t'),
    fc.constantFrom('', 'x', ' al pastor'),
  )
  .map((parts) => parts.join(''))
const hostile = fc.oneof(
  { weight: 2, arbitrary: controlString },
  { weight: 1, arbitrary: hostileString },
  { weight: 1, arbitrary: hostileNumber },
  { weight: 1, arbitrary: wrongType },
)

/** A value shaped by `schema` (so the request reaches the handler) or a hostile one in its place. */
function arbitraryFor(input: Schema, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(input)
  const variants = s.anyOf ?? s.oneOf
  let plausible: fc.Arbitrary<unknown>
  if (variants) plausible = fc.oneof(...variants.map((v) => arbitraryFor(v, depth)))
  else if (s.enum) plausible = fc.constantFrom(...s.enum)
  else {
    const type = Array.isArray(s.type) ? s.type[0] : s.type
    if (type === 'string')
      plausible = fc.oneof(
        fc.string({ maxLength: Math.min(s.maxLength ?? 40, 40) }),
        fc.constantFrom('Tacos al pastor', 'GTM-ABC1234', '#AABBCC', '5512345678', '2030-01-31'),
      )
    else if (type === 'integer')
      plausible = fc.integer({ min: Math.max(s.minimum ?? -10, -10), max: Math.min(s.maximum ?? 1000, 1000) })
    else if (type === 'number')
      plausible = fc.oneof(fc.constantFrom(0, 10, 12.5, 99.99), fc.double({ min: 0, max: 1000, noNaN: true }))
    else if (type === 'boolean') plausible = fc.boolean()
    else if (type === 'null') plausible = fc.constant(null)
    else if (type === 'array')
      plausible = depth > 3 ? fc.constant([]) : fc.array(arbitraryFor(s.items ?? {}, depth + 1), { maxLength: 3 })
    else if (type === 'object' || s.properties) plausible = depth > 3 ? fc.constant({}) : objectOf(s, depth + 1)
    else plausible = hostile
  }
  return fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 2, arbitrary: hostile })
}

/** An object with any subset of the schema's properties, sometimes with unknown fields as well. */
function objectOf(s: Schema, depth: number): fc.Arbitrary<unknown> {
  const props = Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, arbitraryFor(v, depth)]))
  const every = fc.record(props).map((o) => o as Record<string, unknown>)
  const some = fc.record(props, { requiredKeys: [] }).map((o) => o as Record<string, unknown>)
  const unknown = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', 'account_id', 'id', 'plan')),
    hostile,
    { maxKeys: 3 },
  )
  return fc
    .tuple(fc.oneof(every, some), fc.option(unknown, { nil: undefined }))
    .map(([o, extra]) => (extra ? { ...extra, ...o } : o))
}

const PLAUSIBLE_TEXT: Record<string, string> = {
  email: 'ana@example.com',
  'gtm-id': 'GTM-ABC1234',
  'facebook-pixel': '123456789012345',
  'hex-color': '#AABBCC',
  phone: '5512345678',
}

/** A valid-looking value of `schema`, so that one hostile field is all that stands between the request and the database. */
function plausibleOf(input: Schema, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(input)
  const variants = s.anyOf ?? s.oneOf
  if (variants) return fc.oneof(...variants.map((v) => plausibleOf(v, depth)))
  if (s.enum) return fc.constantFrom(...s.enum)
  const type = Array.isArray(s.type) ? s.type[0] : s.type
  if (type === 'string')
    return fc.constant(PLAUSIBLE_TEXT[(s as { format?: string }).format ?? ''] ?? 'Tacos al pastor')
  if (type === 'integer')
    return fc.constantFrom(...[1, 2, 3].filter((n) => n >= (s.minimum ?? 0) && n <= (s.maximum ?? 1e9)))
  if (type === 'number') return fc.constantFrom(10, 12.5)
  if (type === 'boolean') return fc.boolean()
  if (type === 'null') return fc.constant(null)
  if (type === 'array')
    return depth > 3 ? fc.constant([]) : fc.array(plausibleOf(s.items ?? {}, depth + 1), { minLength: 1, maxLength: 2 })
  if (type === 'object' || s.properties) {
    return depth > 3
      ? fc.constant({})
      : fc.record(
          Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausibleOf(v, depth + 1)])),
        )
  }
  return fc.constant(null)
}

/** Integer ids (`id`, `*_id`, `*_ids`) and pages inside `input` whose maximum is not ID_MAX, by where they are. */
function uncappedIds(input: Schema, where: string, name = '', seen = new Set<Schema>()): string[] {
  const s = resolve(input)
  if (seen.has(s)) return []
  seen.add(s)
  const type = Array.isArray(s.type) ? s.type[0] : s.type
  const named = name === 'id' || name === 'page' || /_ids?$/.test(name)
  const here = type === 'integer' && named && s.maximum !== ID_MAX ? [`${where} (maximum ${s.maximum})`] : []
  return [
    ...here,
    ...Object.entries(s.properties ?? {}).flatMap(([k, v]) => uncappedIds(v, `${where}.${k}`, k, seen)),
    ...(s.items ? uncappedIds(s.items, `${where}[]`, name, seen) : []),
    ...[...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap((v) => uncappedIds(v, where, name, seen)),
  ]
}

type Json = unknown
const leaves = (v: Json, at: string[] = []): string[][] =>
  Array.isArray(v)
    ? v.flatMap((x, i) => leaves(x, [...at, String(i)]))
    : typeof v === 'object' && v !== null
      ? Object.entries(v).flatMap(([k, x]) => leaves(x, [...at, k]))
      : [at]
function replaced(v: Json, at: string[], value: Json): Json {
  if (at.length === 0) return value
  const [head, ...rest] = at as [string, ...string[]]
  const copy = (Array.isArray(v) ? [...v] : { ...(v as Record<string, Json>) }) as Record<string, Json>
  copy[head] = replaced(copy[head], rest, value)
  return copy
}

/** A plausible body with exactly one value (anywhere in it) replaced by a hostile one. */
const oneHostileField = (schema: Schema) =>
  plausibleOf(schema).chain((v) => {
    const paths = leaves(v)
    return fc.tuple(fc.constantFrom(...paths), hostile).map(([at, h]) => replaced(v, at, h))
  })

/** JSON text no parser should trip over: broken syntax, huge numbers, prototype keys, deep nesting. */
function malformedJson(s: Schema | undefined): fc.Arbitrary<string> {
  const keys = Object.keys(resolve(s ?? {}).properties ?? { name: {} })
  return fc.oneof(
    fc.constantFrom(
      '{',
      '}',
      '[',
      '{"a":',
      '{"a" 1}',
      "{'a':1}",
      'nul',
      '"\\u0000"',
      '{"a":"\\ud800"}',
      '\u0000',
      '',
      ' ',
      '[]',
      '"x"',
      '1',
      'true',
      'null',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"x":1}}}',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      '{"a":1,"a":2}',
    ),
    fc
      .constantFrom(...keys)
      .chain((k) =>
        fc.constantFrom(
          `{"${k}":1e999}`,
          `{"${k}":-1e999}`,
          `{"${k}":"\\u0000"}`,
          `{"${k}":123456789012345678901234567890}`,
          `{"${k}":[[[[[]]]]]}`,
        ),
      ),
    fc.string({ unit: 'binary', maxLength: 60 }),
  )
}

/** Every UTF-8 byte percent-encoded (a lone surrogate becomes U+FFFD, as a browser would send it). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')

/** Path and query parameter text: real ids of the account, out-of-range and non-numeric ones. */
const paramText = (ids: number[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids).map(String) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '1.5',
        '2147483647',
        '2147483648',
        '99999999999999999999',
        // 2^63 and 2^64: past PostgreSQL's bigint, which a page's offset or an id compared with a column becomes.
        '9223372036854775808',
        '18446744073709551616',
        '1e3',
        '1e21',
        'abc',
        '%00',
        'a%00b',
        '1%27--',
        '%3Cscript%3E',
        '%E0%A4%A',
        '9'.repeat(150),
        '',
      ),
    },
    { weight: 1, arbitrary: hostileString.map(percentEncoded) },
  )

interface FuzzRequest {
  url: string
  payload?: string | Buffer
  contentType?: string
}

function requestsFor(op: Operation, url: string, ids: number[]): fc.Arbitrary<FuzzRequest> {
  const params = op.parameters ?? []
  const pathParams = params.filter((p) => p.in === 'path')
  const queryParams = params.filter((p) => p.in === 'query')
  const pathArb = fc
    .tuple(...pathParams.map(() => paramText(ids)))
    .map((values) => pathParams.reduce((u, p, i) => u.replace(`{${p.name}}`, values[i] || '1'), url))
  const queryArb = fc.tuple(...queryParams.map(() => fc.option(paramText(ids), { nil: undefined }))).map((values) =>
    queryParams
      .map((p, i) => (values[i] === undefined ? '' : `${p.name}=${values[i]}`))
      .filter(Boolean)
      .join('&'),
  )
  const json = op.requestBody?.content['application/json']?.schema
  const multipart = op.requestBody?.content['multipart/form-data']
  const body: fc.Arbitrary<Omit<FuzzRequest, 'url'>> = json
    ? fc.oneof(
        {
          weight: 4,
          arbitrary: oneHostileField(json).map((v) => ({
            payload: JSON.stringify(v) ?? 'null',
            contentType: 'application/json',
          })),
        },
        {
          weight: 2,
          arbitrary: arbitraryFor(json).map((v) => ({
            payload: JSON.stringify(v) ?? 'null',
            contentType: 'application/json',
          })),
        },
        { weight: 1, arbitrary: malformedJson(json).map((payload) => ({ payload, contentType: 'application/json' })) },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(
              'text/plain',
              'application/x-www-form-urlencoded',
              'application/json; charset=latin1',
              'multipart/form-data',
            )
            .map((contentType) => ({ payload: 'name=x', contentType })),
        },
      )
    : multipart
      ? fc
          .tuple(
            fc.constantFrom('b', 'x'.repeat(3000), '', '"q"'),
            fc.oneof(
              hostileString,
              fc.constant('--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\u0089PNG'),
            ),
          )
          .map(([boundary, text]) => ({
            payload: Buffer.from(text),
            contentType: `multipart/form-data; boundary=${boundary}`,
          }))
      : fc.constant({})
  return fc.tuple(pathArb, queryArb, body).map(([p, q, b]) => ({ url: q ? `${p}?${q}` : p, ...b }))
}

describe(`input fuzz from the OpenAPI document: no 5xx, every error in the envelope (${DIALECT})`, () => {
  let t: TestApp
  let token: string
  const ids: number[] = []
  before(async () => {
    t = await makeApp()
    // FRANCHISES: every section's calls reach their handlers (Multisucursal and templates included), not a 403.
    token = (await account(t, 'FRANCHISES')).access_token
    const post = async (url: string, payload: object) => {
      const res = await call(t.app, { method: 'POST', url, token, payload })
      assert.equal(res.status, 201, `${url}: ${JSON.stringify(res.body)}`)
      ids.push(res.body.info.id as number)
      return res.body.info.id as number
    }
    const family = await post('/v1/families', { name: 'Bebidas' })
    const category = await post(`/v1/families/${family}/categories`, { name: 'Frías' })
    const product = await post(`/v1/categories/${category}/products`, { name: 'Agua', price: 10 })
    await post('/v1/groups', { name: 'Salsas', variants: [{ name: 'Roja' }] })
    await post('/v1/tags', { name: 'Picante' })
    await post('/v1/promotions', { name: 'Promo', description: '2x1' })
    await post('/v1/advertising', { name: 'Anuncio', description: 'Hoy' })
    await post('/v1/templates', { name: 'Norte' })
    // A history entry and a scheduled set of the account, so their operations reach real rows too.
    const history = await call(t.app, { method: 'GET', url: '/v1/history?page_size=1', token })
    ids.push(history.body.info.items[0].id as number)
    await post('/v1/scheduled-changes', {
      name: 'Precios de verano',
      run_at: '2099-01-01T08:00:00Z',
      changes: [{ entity: 'product', id: product, fields: { price: 12 } }],
    })
  })
  after(async () => t.close())

  it('the document has operations with input, and each one is fuzzed below', () => {
    assert.ok(operations.length >= 40, `only ${operations.length} operations found`)
    const fuzzed = new Set(operations.map(({ method, url }) => `${method} ${url}`))
    for (const op of [
      'GET /v1/history',
      'POST /v1/history/{id}/undo',
      'GET /v1/history/restore',
      'POST /v1/history/restore',
      'POST /v1/scheduled-changes',
      'DELETE /v1/scheduled-changes/{id}',
    ])
      assert.ok(fuzzed.has(op), `${op} is not fuzzed`)
  })

  it('every id and page a request takes is capped at ID_MAX, so a bigger one is a 400 on both engines', async () => {
    const uncapped = operations.flatMap(({ method, url, op }) => [
      ...(op.parameters ?? []).flatMap((p) => uncappedIds(p.schema, `${method} ${url} ${p.in} ${p.name}`, p.name)),
      ...Object.values(op.requestBody?.content ?? {}).flatMap((c) => uncappedIds(c.schema, `${method} ${url} body`)),
    ])
    assert.deepEqual(uncapped, [])
    for (const [method, url] of [
      ['GET', '/v1/history?page=1e21'],
      ['GET', '/v1/history?page=9223372036854775808'],
      ['GET', '/v1/history?entity_id=9223372036854775808'],
      ['POST', '/v1/history/9223372036854775808/undo'],
      ['DELETE', '/v1/scheduled-changes/9223372036854775808'],
    ] as const) {
      const res = await call(t.app, { method, url, token })
      assert.equal(res.status, 400, `${method} ${url}: ${JSON.stringify(res.body)}`)
      assert.equal(res.body.error.code, 'VALIDATION_ERROR', `${method} ${url}`)
    }
  })

  for (const { method, url, op } of operations) {
    it(`${method} ${url}`, async () => {
      await fc.assert(
        fc.asyncProperty(requestsFor(op, url, ids.length ? ids : [1]), async (req) => {
          const headers: Record<string, string> = { authorization: `Bearer ${token}` }
          if (req.contentType) headers['content-type'] = req.contentType
          const res = await t.app.inject({
            method,
            url: req.url,
            headers,
            ...(req.payload !== undefined && method !== 'GET' ? { payload: req.payload } : {}),
          })
          const where = `${method} ${req.url} ${String(req.payload).slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 300)}`
          assert.ok(res.statusCode < 500, where)
          if (res.statusCode >= 400) {
            const body = JSON.parse(res.body) as { error?: { code?: unknown; message?: unknown } }
            assert.ok(
              typeof body.error?.code === 'string' &&
                /^[A-Z_]+$/.test(body.error.code) &&
                typeof body.error.message === 'string',
              where,
            )
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      )
    })
  }
})
