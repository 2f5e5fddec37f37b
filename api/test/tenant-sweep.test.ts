import assert from 'node:assert/strict'
import fs from 'node:fs'
import { after, before, describe, it } from 'node:test'
import sharp from 'sharp'
import { menuOfEachKind } from './sweep-menu.js'
import { regionRowAttempts } from './sweep-regions.js'
import { tableCallAttempts, tableCallOf } from './sweep-table-calls.js'
import { account, call, DIALECT, makeApp, multipartFiles, type TestApp, uniqueEmail } from './helpers.js'

/**
 * Tenant sweep generated from api/openapi.json: every operation with an id in its path or
 * body is called by account B with account A's ids and must answer 404 RESOURCE_NOT_FOUND,
 * leaving A's data unchanged. The id positions come from the document (path parameters,
 * integer `id` / `*_id` / `*_ids` body properties), so an operation or id field added later
 * fails this test until a case below exercises it. A list whose rows name their own kind (an
 * enumerated `kind` or `entity` beside the `id`, as PUT /v1/translations and POST
 * /v1/scheduled-changes) needs an attempt with A's id for every kind the enumeration lists.
 */

interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
  enum?: unknown[]
}
interface Operation {
  parameters?: Array<{ in: string; name: string }>
  requestBody?: { content: Record<string, { schema?: JsonSchema }> }
  security?: unknown[]
}

const doc = JSON.parse(fs.readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>
}

const SINGULAR: Record<string, string> = {
  families: 'family',
  categories: 'category',
  products: 'product',
  tags: 'tag',
  groups: 'group',
  variants: 'variant',
  promotions: 'promotion',
  advertising: 'advertising',
  sucursales: 'branch',
  templates: 'template',
  regions: 'region',
  'payment-methods': 'payment_method',
  // The API's field names say 'sucursal' (sucursal_id, disable_sucursal_ids): both name a branch.
  sucursal: 'branch',
  disable_sucursal: 'branch',
  glossary: 'glossary_term',
  // PUT /v1/translations names a variant group's kind so.
  variant_group: 'group',
  // PUT /v1/translations: a combo's step or option is named by the combo's id (and a path).
  combo_step: 'combo',
  combo_item: 'combo',
  'scheduled-changes': 'scheduled_change',
  history: 'history_entry',
  members: 'member',
  'api-keys': 'api_key',
  webhooks: 'webhook',
  // POST /v1/webhooks/{id}/deliveries/{deliveryId}/resend
  delivery: 'webhook_delivery',
  // PUT /v1/sucursales/{id}/calls/{callId}
  call: 'table_call',
}
const kindOf = (name: string): string => {
  const kind = SINGULAR[name] ?? name
  assert.ok(Object.values(SINGULAR).includes(kind), `unknown id kind '${name}': add it to SINGULAR`)
  return kind
}

/** Where an id can be in a request: a path parameter or a body position such as 'variant_groups[].group_id'. */
interface IdPosition {
  where: 'path' | 'body'
  name: string
  kind: string
  /** The id's kind is the value of this sibling field of the row ('kind'): value -> kind, every one to try. */
  by?: { field: string; kinds: Record<string, string> }
}

/** The kind a path parameter names: {familyId} -> family; {id} -> the nearest collection before it (/sucursales/enable/{id}: branch). */
function pathIds(path: string): IdPosition[] {
  const segments = path.split('/')
  return segments.flatMap((segment, i) => {
    const param = /^\{(\w+)\}$/.exec(segment)?.[1]
    if (!param || param === 'routeKey') return []
    const collection =
      segments
        .slice(0, i)
        .reverse()
        .find((s) => s in SINGULAR) ?? segments[i - 1]!
    const kind = param === 'id' ? kindOf(collection) : kindOf(`${param.replace(/Id$/, '')}`)
    return [{ where: 'path' as const, name: param, kind }]
  })
}

const isInteger = (s: JsonSchema): boolean => s.type === 'integer' || Boolean(s.anyOf?.some(isInteger))

/** The values a string enumeration allows: its `enum`, or a union of one-value enums (TypeBox literals). */
const enumOf = (s: JsonSchema | undefined): string[] | undefined =>
  s?.enum?.map(String) ??
  (s?.anyOf?.length && s.anyOf.every((b) => b.enum) ? s.anyOf.flatMap((b) => b.enum!.map(String)) : undefined)
/** The sibling fields that name a row's kind. */
const KIND_FIELDS = ['kind', 'entity']

/** Integer id positions of a JSON body schema; a root array's `id` is of the path's last collection of a known kind. */
function bodyIds(path: string, schema: JsonSchema | undefined): IdPosition[] {
  const segments = path.split('/').filter((s) => s && !s.startsWith('{'))
  // /v1/products/allergens: the rows are products.
  const collection = segments.findLast((s) => s in SINGULAR) ?? segments.at(-1)!
  const out: IdPosition[] = []
  // A field named for no kind ('items') holds rows of the enclosing kind (here: the path's collection).
  const ownerOf = (name: string, owner: string) => (name in SINGULAR ? name : owner)
  const walk = (s: JsonSchema, at: string, owner: string) => {
    for (const branch of s.anyOf ?? []) walk(branch, at, owner)
    if (s.type === 'array' && s.items) {
      const name =
        at
          .split(/[.[\]]/)
          .filter(Boolean)
          .at(-1) ?? ''
      if (/_ids$/.test(name) && isInteger(s.items))
        out.push({ where: 'body', name: `${at}[]`, kind: kindOf(name.replace(/_ids$/, '')) })
      else walk(s.items, `${at}[]`, ownerOf(name, owner))
    }
    const kindField = KIND_FIELDS.find((f) => enumOf(s.properties?.[f]))
    const kinds = kindField ? enumOf(s.properties?.[kindField]) : undefined
    for (const [key, prop] of Object.entries(s.properties ?? {})) {
      const name = at ? `${at}.${key}` : key
      if (key === 'id' && isInteger(prop) && kinds)
        out.push({
          where: 'body',
          name,
          kind: 'by kind',
          by: { field: kindField!, kinds: Object.fromEntries(kinds.map((k) => [k, kindOf(k)])) },
        })
      else if (key === 'id' && isInteger(prop)) out.push({ where: 'body', name, kind: kindOf(owner) })
      else if (/_id$/.test(key) && isInteger(prop))
        out.push({ where: 'body', name, kind: kindOf(key.replace(/_id$/, '')) })
      else walk(prop, name, ownerOf(key, owner))
    }
  }
  if (schema) walk(schema, '', collection)
  return out
}

/** Every value at a body position ('variant_groups[].group_id'). */
function valuesAt(body: unknown, position: string): unknown[] {
  let values = [body]
  for (const step of position.split('.')) {
    const [, key, arrays] = /^([^[]*)((?:\[\])*)$/.exec(step)!
    values = values.map((v) => (key ? (v as Record<string, unknown> | undefined)?.[key!] : v))
    for (let i = 0; i < arrays!.length / 2; i++) values = values.flatMap((v) => (Array.isArray(v) ? v : []))
  }
  return values
}

/** One call of the sweep: the concrete URL (with ids in it) and body; `multipart` sends a small PNG per named part. */
interface Attempt {
  url: string
  body?: unknown
  multipart?: string[]
  headers?: Record<string, string>
}

const OPERATIONS = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({
    key: `${method.toUpperCase()} ${path}`,
    path,
    method: method.toUpperCase(),
    op,
  })),
)

describe(`tenant sweep from openapi.json (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  it("account B gets 404 for every id-bearing operation with account A's ids, and A's data does not change", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c84' } })
      .png()
      .toBuffer()

    /** Each account's ids by kind; A's are the ones under attack, B's are its own (so only A's id can cause the 404). */
    async function tenant() {
      const a = await account(t, 'FRANCHISES')
      const { menu, family, category, group, variant, tag, product, combo, promotion, advertising } =
        await menuOfEachKind(t, a.access_token)
      const branch = (await menu.read<Array<{ id: number }>>('/v1/sucursales'))[0]!.id
      // A webhook (on a port where nothing listens: never the network): the writes below queue its deliveries.
      const webhook = await menu.created('POST', '/v1/webhooks', {
        url: 'http://127.0.0.1:9/hook',
        events: ['menu.changed'],
      })
      const soldOut = await menu.req('PUT', `/v1/products/${product}/sold-out`, {
        sucursal_id: branch,
        variant_id: variant,
        until: 'manual',
      })
      assert.equal(soldOut.status, 200, JSON.stringify(soldOut.body))
      // A dated menu of the day (the snapshot reads it back unchanged).
      const day = await menu.req('PUT', `/v1/products/${combo}/days`, {
        days: [
          { date: '2026-06-01', steps: [{ name: 'Sopa', min: 1, max: 1, items: [{ name: 'Caldo', surcharge: 0 }] }] },
        ],
      })
      assert.equal(day.status, 200, JSON.stringify(day.body))
      const template = await menu.created('POST', '/v1/templates', {
        name: 'Plantilla',
        products: [{ product_id: product, price: 11, enabled: false }],
        variants: [{ variant_id: variant, price: 2 }],
        promotions: [{ promotion_id: promotion, description: 'Solo aquí' }],
        advertising: [{ advertising_id: advertising, enabled: false }],
      })
      // A region of the branch, with a row of its own.
      const region = await menu.created('POST', '/v1/regions', { name: 'Región', sucursal_ids: [branch] })
      const regionRow = await menu.req('PUT', `/v1/regions/${region}/products`, [{ product_id: product, price: 12 }])
      assert.equal(regionRow.status, 200, JSON.stringify(regionRow.body))
      // A saved card (text id 'pm_…'): through the sandbox card page, as the panel does.
      const checkout = await menu.read<{ url: string }>('/v1/payment-sources/card-token')
      const card = await call(t.app, {
        method: 'POST',
        url: `${checkout.url}/card`,
        payload: { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Titular' },
      })
      const saved = await call(t.app, {
        method: 'POST',
        url: '/v1/profiles/me/payment-methods',
        token: a.access_token,
        payload: { card_token: card.body.card_token },
      })
      assert.equal(saved.status, 201, JSON.stringify(saved.body))
      const payment_method = saved.body.info.id as string
      // English, so PUT /v1/translations gets past its language check to the ids.
      assert.equal((await menu.req('PUT', '/v1/profiles/me', { languages: ['es', 'en'] })).status, 200)
      const glossary_term = await menu.created('POST', '/v1/glossary', { term: 'Término' })
      const scheduled_change = await menu.created('POST', '/v1/scheduled-changes', {
        name: 'Programado',
        run_at: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
        changes: [{ entity: 'product', id: product, fields: { price: 12 } }],
      })
      // The newest change of A's history (the scheduled set's product, as any entry would do).
      const history_entry = (await menu.read<{ items: Array<{ id: number }> }>('/v1/history?page_size=1')).items[0]!.id
      // A person invited to the team (a manager of the first branch).
      const member = await menu.created('POST', '/v1/members', {
        email: uniqueEmail('sweep'),
        role: 'manager',
        branch_ids: [branch],
      })
      const ids: Record<string, number | string> = {
        family,
        category,
        group,
        variant,
        tag,
        product,
        combo,
        promotion,
        advertising,
        branch,
        template,
        region,
        payment_method,
        glossary_term,
        scheduled_change,
        history_entry,
        member,
        api_key: await menu.created('POST', '/v1/api-keys', { name: 'Integración', scope: 'read' }),
        webhook,
        webhook_delivery: (await menu.read<Array<{ id: number }>>(`/v1/webhooks/${webhook}/deliveries`))[0]!.id,
        table_call: await tableCallOf(t, a.id, branch),
      }
      return { token: a.access_token, menu, ids }
    }
    const A = await tenant()
    const B = await tenant()
    const a = A.ids
    const b = B.ids

    /** The rows a template create or update may carry, each kind with one of A's items among B's. */
    const templateRows = [
      {
        products: [
          { product_id: b.product, price: 1 },
          { product_id: a.product, price: 1 },
        ],
      },
      {
        variants: [
          { variant_id: b.variant, price: 1 },
          { variant_id: a.variant, price: 1 },
        ],
      },
      { products: [{ product_id: b.product, price: 1 }], promotions: [{ promotion_id: a.promotion, enabled: true }] },
      {
        advertising: [
          { advertising_id: b.advertising, enabled: false },
          { advertising_id: a.advertising, enabled: true },
        ],
      },
    ]

    /** A combo's fields offering one dish (A's in B's combo: 404, nothing written). */
    const comboOf = (dish: number | string) => ({
      kind: 'combo',
      steps: [{ name: 'Paso', min: 1, max: 1, items: [{ product_id: dish, surcharge: 0 }] }],
    })

    /** For each operation of the document with ids: B's attempts, each with at least one of A's ids. */
    const ATTEMPTS: Record<string, Attempt[]> = {
      'PUT /v1/families': [
        {
          url: '/v1/families',
          body: [
            { id: b.family, position: 0 },
            { id: a.family, position: 1 },
          ],
        },
      ],
      'PUT /v1/families/{id}': [{ url: `/v1/families/${a.family}`, body: { name: 'Robada' } }],
      'DELETE /v1/families/{id}': [{ url: `/v1/families/${a.family}` }],
      'POST /v1/families/{id}/clone': [{ url: `/v1/families/${a.family}/clone` }],
      'POST /v1/families/{id}/attachment': [{ url: `/v1/families/${a.family}/attachment`, multipart: ['icon'] }],
      'POST /v1/families/{familyId}/categories': [
        { url: `/v1/families/${a.family}/categories`, body: { name: 'Intrusa' } },
      ],
      'PUT /v1/families/categories': [
        {
          url: '/v1/families/categories',
          body: [
            { id: b.category, position: 0 },
            { id: a.category, position: 1 },
          ],
        },
      ],
      'PUT /v1/families/categories/{id}': [
        { url: `/v1/families/categories/${a.category}`, body: { name: 'Robada' } },
        { url: `/v1/families/categories/${b.category}`, body: { family_id: a.family } },
      ],
      'DELETE /v1/families/categories/{id}': [{ url: `/v1/families/categories/${a.category}` }],
      'POST /v1/families/categories/{id}/clone': [{ url: `/v1/families/categories/${a.category}/clone` }],
      'POST /v1/categories/{id}/products': [
        { url: `/v1/categories/${a.category}/products`, body: { name: 'Intruso', price: 1 } },
        { url: `/v1/categories/${b.category}/products`, body: { name: 'Intruso', price: 1, tag_ids: [b.tag, a.tag] } },
        {
          url: `/v1/categories/${b.category}/products`,
          body: { name: 'Intruso', price: 1, variant_groups: [{ group_id: a.group }] },
        },
        { url: `/v1/categories/${b.category}/products`, body: { name: 'Intruso', price: 1, ...comboOf(a.product) } },
      ],
      'PUT /v1/products': [
        {
          url: '/v1/products',
          body: [
            { id: b.product, position: 0 },
            { id: a.product, position: 1 },
          ],
        },
      ],
      'GET /v1/products/{id}': [{ url: `/v1/products/${a.product}` }],
      'PUT /v1/products/{id}': [
        { url: `/v1/products/${a.product}`, body: { name: 'Robado' } },
        { url: `/v1/products/${b.product}`, body: { category_id: a.category } },
        { url: `/v1/products/${b.product}`, body: { tag_ids: [a.tag] } },
        { url: `/v1/products/${b.product}`, body: { variant_groups: [{ group_id: a.group }] } },
        { url: `/v1/products/${b.combo}`, body: { steps: comboOf(a.product).steps } },
        { url: `/v1/products/${b.product}`, body: comboOf(a.product) },
      ],
      'GET /v1/products/{id}/days': [
        { url: `/v1/products/${a.combo}/days?from=2026-01-01&to=2026-12-31` },
        { url: `/v1/products/${a.product}/days?from=2026-01-01&to=2026-12-31` },
      ],
      'PUT /v1/products/{id}/days': [
        { url: `/v1/products/${a.product}/days`, body: { days: [] } },
        {
          url: `/v1/products/${a.combo}/days`,
          body: { days: [{ date: '2026-06-01', steps: comboOf(b.product).steps }] },
        },
        {
          url: `/v1/products/${b.combo}/days`,
          body: { days: [{ date: '2026-06-01', steps: comboOf(a.product).steps }] },
        },
      ],
      'DELETE /v1/products/{id}': [{ url: `/v1/products/${a.product}` }],
      'GET /v1/products/{id}/scheduled-changes': [{ url: `/v1/products/${a.product}/scheduled-changes` }],
      'PUT /v1/products/allergens': [
        {
          url: '/v1/products/allergens',
          body: {
            items: [
              { id: b.product, allergens: {} },
              { id: a.product, allergens: { gluten: 'contains' } },
            ],
          },
        },
      ],
      'POST /v1/products/{id}/clone': [{ url: `/v1/products/${a.product}/clone` }],
      'POST /v1/products/{id}/attachment': [{ url: `/v1/products/${a.product}/attachment`, multipart: ['image'] }],
      'POST /v1/products/{id}/tags': [
        { url: `/v1/products/${a.product}/tags`, body: { tag_id: b.tag } },
        { url: `/v1/products/${b.product}/tags`, body: { tag_id: a.tag } },
      ],
      'DELETE /v1/products/{id}/tags/{tagId}': [
        { url: `/v1/products/${a.product}/tags/${b.tag}` },
        { url: `/v1/products/${b.product}/tags/${a.tag}` },
      ],
      'POST /v1/products/{id}/variants': [
        { url: `/v1/products/${a.product}/variants`, body: { group_id: b.group } },
        { url: `/v1/products/${b.product}/variants`, body: { group_id: a.group } },
      ],
      'PUT /v1/products/{id}/variants': [
        { url: `/v1/products/${a.product}/variants`, body: { group_id: b.group, limit: 1, obligatory: true } },
        { url: `/v1/products/${b.product}/variants`, body: { group_id: a.group, limit: 1, obligatory: true } },
      ],
      'PUT /v1/products/{id}/sold-out': [
        {
          url: `/v1/products/${a.product}/sold-out`,
          body: { sucursal_id: b.branch, variant_id: null, until: 'manual' },
        },
        {
          url: `/v1/products/${b.product}/sold-out`,
          body: { sucursal_id: a.branch, variant_id: null, until: 'manual' },
        },
        {
          url: `/v1/products/${b.product}/sold-out`,
          body: { sucursal_id: b.branch, variant_id: a.variant, until: 'end_of_day' },
        },
      ],
      'DELETE /v1/products/{id}/sold-out': [
        { url: `/v1/products/${a.product}/sold-out` },
        { url: `/v1/products/${b.product}/sold-out?sucursal_id=${a.branch}` },
        { url: `/v1/products/${b.product}/sold-out?variant_id=${a.variant}` },
      ],
      'DELETE /v1/products/{id}/variants/{groupId}': [
        { url: `/v1/products/${a.product}/variants/${b.group}` },
        { url: `/v1/products/${b.product}/variants/${a.group}` },
      ],
      'PUT /v1/tags': [
        {
          url: '/v1/tags',
          body: [
            { id: b.tag, position: 0 },
            { id: a.tag, position: 1 },
          ],
        },
      ],
      'GET /v1/tags/{id}': [{ url: `/v1/tags/${a.tag}` }],
      'PUT /v1/tags/{id}': [{ url: `/v1/tags/${a.tag}`, body: { name: 'Robada' } }],
      'DELETE /v1/tags/{id}': [{ url: `/v1/tags/${a.tag}` }],
      'POST /v1/tags/{id}/clone': [{ url: `/v1/tags/${a.tag}/clone` }],
      'PUT /v1/groups': [
        {
          url: '/v1/groups',
          body: [
            { id: b.group, position: 0 },
            { id: a.group, position: 1 },
          ],
        },
      ],
      'GET /v1/groups/{id}': [{ url: `/v1/groups/${a.group}` }],
      'PUT /v1/groups/{id}': [
        { url: `/v1/groups/${a.group}`, body: { name: 'Robado' } },
        { url: `/v1/groups/${b.group}`, body: { variants: [{ id: a.variant, name: 'Robada' }] } },
      ],
      'DELETE /v1/groups/{id}': [{ url: `/v1/groups/${a.group}` }],
      'POST /v1/groups/{id}/clone': [{ url: `/v1/groups/${a.group}/clone` }],
      'POST /v1/groups/{groupId}/variants': [{ url: `/v1/groups/${a.group}/variants`, body: { name: 'Intrusa' } }],
      'PUT /v1/groups/{groupId}/variants': [
        { url: `/v1/groups/${a.group}/variants`, body: [{ id: a.variant, position: 0 }] },
        {
          url: `/v1/groups/${b.group}/variants`,
          body: [
            { id: b.variant, position: 0 },
            { id: a.variant, position: 1 },
          ],
        },
      ],
      'PUT /v1/groups/variants/{id}': [{ url: `/v1/groups/variants/${a.variant}`, body: { name: 'Robada' } }],
      'DELETE /v1/groups/variants/{id}': [{ url: `/v1/groups/variants/${a.variant}` }],
      'PUT /v1/promotions': [
        {
          url: '/v1/promotions',
          body: [
            { id: b.promotion, position: 0 },
            { id: a.promotion, position: 1 },
          ],
        },
      ],
      'GET /v1/promotions/{id}': [{ url: `/v1/promotions/${a.promotion}` }],
      'PUT /v1/promotions/{id}': [{ url: `/v1/promotions/${a.promotion}`, body: { name: 'Robada' } }],
      'DELETE /v1/promotions/{id}': [{ url: `/v1/promotions/${a.promotion}` }],
      'POST /v1/promotions/{id}/clone': [{ url: `/v1/promotions/${a.promotion}/clone` }],
      'POST /v1/promotions/{id}/attachment': [
        { url: `/v1/promotions/${a.promotion}/attachment`, multipart: ['poster'] },
      ],
      'GET /v1/advertising/{id}': [{ url: `/v1/advertising/${a.advertising}` }],
      'PUT /v1/advertising/{id}': [{ url: `/v1/advertising/${a.advertising}`, body: { name: 'Robado' } }],
      'DELETE /v1/advertising/{id}': [{ url: `/v1/advertising/${a.advertising}` }],
      'POST /v1/advertising/{id}/clone': [{ url: `/v1/advertising/${a.advertising}/clone` }],
      'POST /v1/advertising/{id}/attachment': [
        { url: `/v1/advertising/${a.advertising}/attachment`, multipart: ['image_mobile'] },
      ],
      'POST /v1/sucursales': [
        { url: '/v1/sucursales', body: { name: 'Intrusa', template_id: a.template } },
        { url: '/v1/sucursales', body: { name: 'Intrusa', region_id: a.region } },
      ],
      'PUT /v1/sucursales/{id}': [
        { url: `/v1/sucursales/${a.branch}`, body: { name: 'Robada' } },
        { url: `/v1/sucursales/${b.branch}`, body: { template_id: a.template } },
        { url: `/v1/sucursales/${b.branch}`, body: { region_id: a.region } },
      ],
      'POST /v1/regions': [{ url: '/v1/regions', body: { name: 'Intrusa', sucursal_ids: [b.branch, a.branch] } }],
      'GET /v1/regions/{id}': [{ url: `/v1/regions/${a.region}` }],
      'PUT /v1/regions/{id}': [
        { url: `/v1/regions/${a.region}`, body: { name: 'Robada' } },
        { url: `/v1/regions/${b.region}`, body: { sucursal_ids: [b.branch, a.branch] } },
      ],
      'DELETE /v1/regions/{id}': [{ url: `/v1/regions/${a.region}` }],
      ...regionRowAttempts(a, b),
      ...tableCallAttempts(a, b),
      ...Object.fromEntries(
        ['POST /v1/price-changes/preview', 'POST /v1/price-changes'].map((key) => [
          key,
          [{ category_ids: [a.category] }, { region_ids: [a.region] }, { sucursal_ids: [b.branch, a.branch] }].map(
            (ids) => ({ url: key.slice(5), body: { ...ids, percent: 5, rounding: 'cent' } }),
          ),
        ]),
      ),
      'PUT /v1/sucursales/enable/{id}': [{ url: `/v1/sucursales/enable/${a.branch}`, body: { enabled: false } }],
      'DELETE /v1/sucursales/{id}': [{ url: `/v1/sucursales/${a.branch}` }],
      'GET /v1/sucursales/{id}/print/tents.pdf': [{ url: `/v1/sucursales/${a.branch}/print/tents.pdf` }],
      'GET /v1/sucursales/{id}/print/poster.pdf': [{ url: `/v1/sucursales/${a.branch}/print/poster.pdf` }],
      'GET /v1/sucursales/{id}/print/menu.pdf': [{ url: `/v1/sucursales/${a.branch}/print/menu.pdf` }],
      'GET /v1/sucursales/{id}/menu': [{ url: `/v1/sucursales/${a.branch}/menu` }],
      'POST /v1/templates': templateRows.map((rows) => ({ url: '/v1/templates', body: { name: 'Intrusa', ...rows } })),
      'GET /v1/templates/{id}': [{ url: `/v1/templates/${a.template}` }],
      'PUT /v1/templates/{id}': [
        { url: `/v1/templates/${a.template}`, body: { name: 'Robada' } },
        ...templateRows.map((rows) => ({ url: `/v1/templates/${b.template}`, body: { name: 'Propia', ...rows } })),
      ],
      'POST /v1/templates/clone/{id}': [{ url: `/v1/templates/clone/${a.template}` }],
      'DELETE /v1/templates/{id}': [{ url: `/v1/templates/${a.template}` }],
      'GET /v1/templates/{id}/products': [{ url: `/v1/templates/${a.template}/products` }],
      'PUT /v1/templates/{id}/products': [
        { url: `/v1/templates/${a.template}/products`, body: [{ product_id: b.product, price: 1 }] },
        {
          url: `/v1/templates/${b.template}/products`,
          body: [
            { product_id: b.product, price: 1 },
            { product_id: a.product, price: 1 },
          ],
        },
      ],
      'GET /v1/templates/{id}/promotions': [{ url: `/v1/templates/${a.template}/promotions` }],
      'PUT /v1/templates/{id}/promotions': [
        { url: `/v1/templates/${a.template}/promotions`, body: [{ promotion_id: b.promotion, enabled: true }] },
        {
          url: `/v1/templates/${b.template}/promotions`,
          body: [
            { promotion_id: b.promotion, enabled: false },
            { promotion_id: a.promotion, description: 'Robada' },
          ],
        },
      ],
      'GET /v1/templates/{id}/advertising': [{ url: `/v1/templates/${a.template}/advertising` }],
      'PUT /v1/templates/{id}/advertising': [
        { url: `/v1/templates/${a.template}/advertising`, body: [{ advertising_id: b.advertising, enabled: true }] },
        {
          url: `/v1/templates/${b.template}/advertising`,
          body: [
            { advertising_id: b.advertising, enabled: false },
            { advertising_id: a.advertising, enabled: true },
          ],
        },
      ],
      'GET /v1/templates/items/products/{id}': [{ url: `/v1/templates/items/products/${a.product}` }],
      'PUT /v1/templates/items/products/{id}': [
        { url: `/v1/templates/items/products/${a.product}`, body: [{ template_id: b.template, price: 1 }] },
        {
          url: `/v1/templates/items/products/${b.product}`,
          body: [
            { template_id: b.template, price: 1 },
            { template_id: a.template, price: 2 },
          ],
        },
      ],
      'GET /v1/templates/items/promotions/{id}': [{ url: `/v1/templates/items/promotions/${a.promotion}` }],
      'PUT /v1/templates/items/promotions/{id}': [
        { url: `/v1/templates/items/promotions/${a.promotion}`, body: [{ template_id: b.template, enabled: false }] },
        {
          url: `/v1/templates/items/promotions/${b.promotion}`,
          body: [
            { template_id: b.template, enabled: false },
            { template_id: a.template, description: 'Robada' },
          ],
        },
      ],
      'GET /v1/templates/items/advertising/{id}': [{ url: `/v1/templates/items/advertising/${a.advertising}` }],
      'PUT /v1/templates/items/advertising/{id}': [
        {
          url: `/v1/templates/items/advertising/${a.advertising}`,
          body: [{ template_id: b.template, enabled: false }],
        },
        {
          url: `/v1/templates/items/advertising/${b.advertising}`,
          body: [
            { template_id: b.template, enabled: false },
            { template_id: a.template, enabled: false },
          ],
        },
      ],
      'GET /v1/templates/{id}/groups/variants': [{ url: `/v1/templates/${a.template}/groups/variants` }],
      'DELETE /v1/profiles/me/payment-methods/{id}': [{ url: `/v1/profiles/me/payment-methods/${a.payment_method}` }],
      // Charging calls need an idempotency key; the branch ids to disable are checked before anything else.
      'POST /v1/subscriptions/sucursales': [
        {
          url: '/v1/subscriptions/sucursales',
          headers: { 'idempotency-key': 'sweep-1' },
          body: { features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 1 }], disable_sucursal_ids: [a.branch] },
        },
      ],
      'PUT /v1/subscriptions/sucursales': [
        {
          url: '/v1/subscriptions/sucursales',
          headers: { 'idempotency-key': 'sweep-2' },
          body: { features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 1 }], disable_sucursal_ids: [a.branch] },
        },
      ],
      'PUT /v1/subscriptions/menu': [
        {
          url: '/v1/subscriptions/menu',
          headers: { 'idempotency-key': 'sweep-3' },
          body: {
            plan_code: 'FRANCHISES',
            interval: 'monthly',
            features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 1 }],
            disable_sucursal_ids: [a.branch],
          },
        },
      ],
      'PUT /v1/translations': Object.entries({
        family: a.family,
        category: a.category,
        product: a.product,
        variant_group: a.group,
        variant: a.variant,
        tag: a.tag,
        promotion: a.promotion,
        advertising: a.advertising,
        combo_step: a.combo,
        combo_item: a.combo,
      }).map(([kind, id]) => ({
        url: '/v1/translations',
        body: {
          items: [
            { kind: 'tag', id: b.tag, field: 'name', lang: 'en', text: 'Propia' },
            {
              kind,
              id,
              field: 'name',
              lang: 'en',
              text: 'Robado',
              ...(kind.startsWith('combo_') ? { path: kind === 'combo_step' ? 'steps.0' : 'steps.0.items.0' } : {}),
            },
          ],
        },
      })),
      'PUT /v1/glossary/{id}': [{ url: `/v1/glossary/${a.glossary_term}`, body: { term: 'Robado' } }],
      'DELETE /v1/glossary/{id}': [{ url: `/v1/glossary/${a.glossary_term}` }],
      // A set naming one of A's items (after one of B's own), for each kind a set may change.
      'POST /v1/scheduled-changes': [
        ...Object.entries({
          product: a.product,
          variant: a.variant,
          promotion: a.promotion,
          advertising: a.advertising,
        }).map(([entity, id]) => ({
          url: '/v1/scheduled-changes',
          body: {
            name: 'Robado',
            run_at: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
            changes: [
              { entity: 'product', id: b.product, fields: { enabled: false } },
              { entity, id, fields: { enabled: false } },
            ],
          },
        })),
        {
          // A's dish in the steps of B's combo, scheduled.
          url: '/v1/scheduled-changes',
          body: {
            name: 'Robado',
            run_at: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
            changes: [{ entity: 'product', id: b.combo, fields: { steps: comboOf(a.product).steps } }],
          },
        },
      ],
      'DELETE /v1/scheduled-changes/{id}': [{ url: `/v1/scheduled-changes/${a.scheduled_change}` }],
      'POST /v1/history/{id}/undo': [{ url: `/v1/history/${a.history_entry}/undo` }],
      'POST /v1/members': [
        {
          url: '/v1/members',
          body: { email: uniqueEmail('sweep'), role: 'manager', branch_ids: [b.branch, a.branch] },
        },
      ],
      'PUT /v1/members/{id}': [
        { url: `/v1/members/${a.member}`, body: { role: 'staff' } },
        { url: `/v1/members/${b.member}`, body: { branch_ids: [b.branch, a.branch] } },
      ],
      'DELETE /v1/members/{id}': [{ url: `/v1/members/${a.member}` }],
      'POST /v1/members/{id}/invitation': [{ url: `/v1/members/${a.member}/invitation` }],
      'GET /v1/members/{id}/sign-ins': [{ url: `/v1/members/${a.member}/sign-ins` }],
      'DELETE /v1/api-keys/{id}': [{ url: `/v1/api-keys/${a.api_key}` }],
      'PUT /v1/webhooks/{id}': [{ url: `/v1/webhooks/${a.webhook}`, body: { enabled: false } }],
      'DELETE /v1/webhooks/{id}': [{ url: `/v1/webhooks/${a.webhook}` }],
      'GET /v1/webhooks/{id}/deliveries': [{ url: `/v1/webhooks/${a.webhook}/deliveries` }],
      'POST /v1/webhooks/{id}/deliveries/{deliveryId}/resend': [
        { url: `/v1/webhooks/${a.webhook}/deliveries/${b.webhook_delivery}/resend` },
        { url: `/v1/webhooks/${b.webhook}/deliveries/${a.webhook_delivery}/resend` },
      ],
      'PUT /v1/templates/{id}/groups/variants': [
        { url: `/v1/templates/${a.template}/groups/variants`, body: [{ variant_id: b.variant, price: 1 }] },
        {
          url: `/v1/templates/${b.template}/groups/variants`,
          body: [
            { variant_id: b.variant, price: 1 },
            { variant_id: a.variant, price: 1 },
          ],
        },
      ],
    }

    // Coverage: every id position of every operation in the document is A's in some attempt.
    const uncovered: string[] = []
    for (const { key, path, method, op } of OPERATIONS) {
      const positions = [...pathIds(path), ...bodyIds(path, op.requestBody?.content['application/json']?.schema)]
      const attempts = ATTEMPTS[key]
      if (positions.length === 0) {
        assert.equal(attempts, undefined, `${key} has no id in its path or body: remove its attempts`)
        continue
      }
      if (!attempts) {
        uncovered.push(`${key} (no attempt)`)
        continue
      }
      // Ids are integers, or text for saved cards ('pm_…'): compared as text. A query string may follow.
      const template = new RegExp(`^${path.replace(/\{(\w+)\}/g, '(?<$1>[^/?]+)')}(?:\\?.*)?$`)
      for (const position of positions) {
        if (position.by) {
          const { field, kinds } = position.by
          const rows = position.name.replace(/\.id$/, '')
          for (const [value, kind] of Object.entries(kinds)) {
            const hit = attempts.some((attempt) =>
              valuesAt(attempt.body, rows).some((row) => {
                const r = row as Record<string, unknown> | undefined
                return r?.[field] === value && String(r.id) === String(a[kind])
              }),
            )
            if (!hit) uncovered.push(`${method} ${path}: body ${position.name} with ${field} '${value}' (${kind})`)
          }
          continue
        }
        const hit = attempts.some((attempt) => {
          const values =
            position.where === 'path'
              ? [template.exec(attempt.url)?.groups?.[position.name]]
              : valuesAt(attempt.body, position.name)
          return values.map(String).includes(String(a[position.kind]))
        })
        if (!hit) uncovered.push(`${method} ${path}: ${position.where} ${position.name} (${position.kind})`)
      }
    }
    for (const key of Object.keys(ATTEMPTS))
      assert.ok(
        OPERATIONS.some((o) => o.key === key),
        `${key} is not in openapi.json`,
      )
    assert.deepEqual(uncovered, [], 'operations of openapi.json whose ids the sweep does not try')

    const snapshot = async () => {
      const read = (url: string) => A.menu.read(url)
      const regionRows = ['products', 'variants', 'promotions', 'advertising'].map(
        (rows) => `/v1/regions/${a.region}/${rows}`,
      )
      return Promise.all(
        [
          '/v1/families',
          '/v1/products',
          '/v1/tags',
          '/v1/groups',
          '/v1/promotions',
          '/v1/advertising',
          '/v1/sucursales',
          '/v1/sold-out',
          '/v1/profiles/me',
          '/v1/profiles/me/payment-methods',
          '/v1/translations',
          '/v1/glossary',
          '/v1/scheduled-changes',
          '/v1/members',
          `/v1/groups/${a.group}`,
          `/v1/products/${a.combo}/days?from=2026-01-01&to=2026-12-31`,
          '/v1/templates',
          ...['products', 'groups/variants', 'promotions', 'advertising'].map(
            (rows) => `/v1/templates/${a.template}/${rows}`,
          ),
          '/v1/regions',
          ...regionRows,
          '/v1/webhooks',
          `/v1/webhooks/${a.webhook}/deliveries`,
          `/v1/sucursales/${a.branch}/calls`,
        ].map(read),
      )
    }
    const before = await snapshot()
    const answers: string[] = []
    for (const [key, attempts] of Object.entries(ATTEMPTS)) {
      const method = key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE'
      for (const attempt of attempts) {
        const res = attempt.multipart
          ? await call(t.app, {
              method,
              url: attempt.url,
              token: B.token,
              ...multipartFiles(
                attempt.multipart.map((field) => ({
                  field,
                  filename: 'x.png',
                  content: png,
                  contentType: 'image/png',
                })),
              ),
            })
          : await call(t.app, {
              method,
              url: attempt.url,
              token: B.token,
              payload: attempt.body as object | undefined,
              headers: attempt.headers,
            })
        if (res.status !== 404 || res.body?.error?.code !== 'RESOURCE_NOT_FOUND')
          answers.push(
            `${method} ${attempt.url} ${JSON.stringify(attempt.body ?? attempt.multipart ?? '')} -> ${res.status} ${JSON.stringify(res.body)}`,
          )
      }
    }
    assert.deepEqual(answers, [], 'every attempt answers 404 RESOURCE_NOT_FOUND')
    assert.deepEqual(await snapshot(), before, "A's data is unchanged")
  })
})
