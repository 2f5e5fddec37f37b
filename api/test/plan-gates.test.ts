import assert from 'node:assert/strict'
import fs from 'node:fs'
import { after, before, describe, it } from 'node:test'
import sharp from 'sharp'
import { accountsData } from '../src/data/accounts.js'
import { type Gate, GATED_FIELDS, gateMessage, type Plan, PLAN_CATALOGUE, planAllowsGate } from '../src/data/plans.js'
import { presentAt } from '../src/plugins/plan-gates.js'
import manifest from '@menu/shared/sections.json' with { type: 'json' }
import { type Attempt, chainAttempts } from './plan-gates-chains.js'
import { tableServiceAttempts } from './plan-gates-tables.js'
import { account, call, DIALECT, makeApp, marketingApi, menuApi, multipartFiles, type TestApp } from './helpers.js'

/**
 * Plan sweep generated from api/openapi.json, the section manifest and the plan rules: every operation the document
 * gates as a whole (`x-plan`, which must match the sections.json `api` lists) and every body field of a gated feature (`x-plan-fields`, the
 * names of GATED_FIELDS wherever a body has them) is called by an account whose plan lacks the
 * rule, for every plan that lacks it, and must answer 403 SCOPE_REQUIRED (naming the field)
 * with the account's data unchanged. An operation or field added later fails this test until
 * an attempt below exercises it.
 */

interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
}
interface Operation {
  'x-plan'?: { gate: Gate; field?: string }
  'x-plan-fields'?: Record<string, Gate>
  requestBody?: { content: Record<string, { schema?: JsonSchema }> }
  responses: Record<string, { description?: string }>
}

const doc = JSON.parse(fs.readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>
}
const OPERATIONS = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({
    key: `${method.toUpperCase()} ${path}`,
    path,
    method: method.toUpperCase(),
    op,
  })),
)

/** The positions of GATED_FIELDS names in a body schema of the document, read independently of the server's walk. */
function expectedFields(schema: JsonSchema | undefined): Record<string, Gate> {
  const out: Record<string, Gate> = {}
  const walk = (s: JsonSchema, at: string) => {
    for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) walk(branch, at)
    if (s.items) walk(s.items, `${at}[]`)
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      const position = at ? `${at}.${name}` : name
      if (GATED_FIELDS[name]) out[position] = GATED_FIELDS[name]!
      walk(prop, position)
    }
  }
  if (schema) walk(schema, '')
  return out
}

/**
 * The section each operation belongs to, read from the section manifest (sections.json, a
 * section's `api` list: a path takes every operation at or under it, 'METHOD /path' one
 * operation), independently of the server's reading.
 */
const SECTION_ENTRIES = (manifest.sections as Array<{ key: string; access?: object; api?: string[] }>).flatMap(
  (section) =>
    (section.api ?? []).map((entry) => ({
      section: section.key,
      entry,
      method: entry.includes(' ') ? entry.split(' ')[0] : undefined,
      path: entry.split(' ').at(-1)!,
    })),
)
const manifestSection = (method: string, path: string) =>
  SECTION_ENTRIES.filter((e) =>
    e.method ? e.method === method && e.path === path : path === e.path || path.startsWith(`${e.path}/`),
  )

/** A plan with no scope at all (inserted by the test): it lacks every section, so even Promotions, which every catalogue plan has, is tried. */
const BARE: Plan = { code: 'PRUEBA-SIN-ALCANCES', scopes: [] }
const PLANS: Plan[] = [...PLAN_CATALOGUE.map(({ code, scopes }) => ({ code, scopes })), BARE]

describe(`plan sweep from openapi.json and the plan rules (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
    await t.db
      .insertInto('plans')
      .values({ code: BARE.code, name: 'Prueba sin alcances' })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute()
  })
  after(async () => t.close())

  it('the document gates every operation the manifest gives a section, and the fields the plan rules imply, and documents 403 SCOPE_REQUIRED on each', () => {
    const problems: string[] = []
    for (const { key, path, method, op } of OPERATIONS) {
      const expected = expectedFields(op.requestBody?.content['application/json']?.schema)
      if (JSON.stringify(op['x-plan-fields'] ?? {}) !== JSON.stringify(expected))
        problems.push(
          `${key}: x-plan-fields ${JSON.stringify(op['x-plan-fields'])}, expected ${JSON.stringify(expected)}`,
        )
      const sections = manifestSection(method, path).map((e) => e.section)
      if (sections.length > 1) problems.push(`${key}: listed by several sections (${sections.join(', ')})`)
      const section = sections[0]
      if (section && op['x-plan']?.gate !== section)
        problems.push(`${key}: x-plan ${JSON.stringify(op['x-plan'])}, expected gate ${section} (sections.json)`)
      const gate = op['x-plan']?.gate
      if (!section && gate && SECTION_ENTRIES.some((e) => e.section === gate))
        problems.push(`${key}: gated by section ${gate}, which sections.json does not list it under`)
      const gated = op['x-plan'] !== undefined || Object.keys(expected).length > 0
      if (gated && !op.responses['403']?.description?.includes('SCOPE_REQUIRED'))
        problems.push(`${key}: 403 SCOPE_REQUIRED not documented`)
    }
    for (const { section, entry, method, path } of SECTION_ENTRIES) {
      if (!(manifest.sections as Array<{ key: string; access?: object }>).find((s) => s.key === section)?.access)
        problems.push(`${section}: lists API operations but has no access rule`)
      if (
        !OPERATIONS.some((o) =>
          method ? o.method === method && o.path === path : o.path === path || o.path.startsWith(`${path}/`),
        )
      )
        problems.push(`${section}: '${entry}' matches no operation of openapi.json`)
    }
    assert.deepEqual(problems, [])
  })

  it('every gated operation and field answers 403 SCOPE_REQUIRED to each plan without it, and nothing changes', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c84' } })
      .png()
      .toBuffer()
    const owner = await account(t, 'FRANCHISES')
    const menu = menuApi(t, owner.access_token)
    const marketing = marketingApi(t, owner.access_token)
    const family = await menu.family('Familia')
    const category = await menu.category(family, 'Categoría')
    const group = await menu.group('Grupo', [{ name: 'Variante', price: 1 }])
    const variant = (await menu.groupById(group)).variants[0]!.id
    const product = await menu.product(category, 'Producto', 10, { variant_groups: [{ group_id: group }] })
    const promotion = await marketing.promotion('Promo')
    const ad = await marketing.ad('Anuncio')
    const template = await menu.created('POST', '/v1/templates', {
      name: 'Plantilla',
      products: [{ product_id: product, price: 12 }],
    })
    const branch = (await menu.read<Array<{ id: number }>>('/v1/sucursales'))[0]!.id
    assert.equal((await menu.req('PUT', `/v1/sucursales/${branch}`, { template_id: template })).status, 200)
    const chain = await chainAttempts(menu, { product, variant, promotion, ad, branch })
    const tables = await tableServiceAttempts(t, owner.id, branch)

    const ATTEMPTS: Record<string, Attempt[]> = {
      'GET /v1/promotions': [{ url: '/v1/promotions' }],
      'POST /v1/promotions': [{ url: '/v1/promotions', body: { name: 'Nueva', description: 'Nueva' } }],
      'PUT /v1/promotions': [{ url: '/v1/promotions', body: [{ id: promotion, position: 0 }] }],
      'GET /v1/promotions/{id}': [{ url: `/v1/promotions/${promotion}` }],
      'PUT /v1/promotions/{id}': [{ url: `/v1/promotions/${promotion}`, body: { name: 'Cambiada' } }],
      'DELETE /v1/promotions/{id}': [{ url: `/v1/promotions/${promotion}` }],
      'POST /v1/promotions/{id}/clone': [{ url: `/v1/promotions/${promotion}/clone` }],
      'POST /v1/promotions/{id}/attachment': [{ url: `/v1/promotions/${promotion}/attachment`, multipart: ['poster'] }],
      'GET /v1/advertising': [{ url: '/v1/advertising' }],
      'POST /v1/advertising': [{ url: '/v1/advertising', body: { name: 'Nuevo', description: 'Nuevo' } }],
      'GET /v1/advertising/{id}': [{ url: `/v1/advertising/${ad}` }],
      'PUT /v1/advertising/{id}': [{ url: `/v1/advertising/${ad}`, body: { name: 'Cambiado' } }],
      'DELETE /v1/advertising/{id}': [{ url: `/v1/advertising/${ad}` }],
      'POST /v1/advertising/{id}/clone': [{ url: `/v1/advertising/${ad}/clone` }],
      'POST /v1/advertising/{id}/attachment': [
        { url: `/v1/advertising/${ad}/attachment`, multipart: ['image_mobile'] },
      ],
      'POST /v1/sucursales': [{ url: '/v1/sucursales', body: { name: 'Otra', template_id: template } }],
      'PUT /v1/sucursales/{id}': [
        { url: `/v1/sucursales/${branch}`, body: { template_id: template } },
        { url: `/v1/sucursales/${branch}`, body: { name: 'Centro', template_id: null } },
      ],
      'PUT /v1/sucursales/enable/{id}': [{ url: `/v1/sucursales/enable/${branch}`, body: { enabled: false } }],
      'DELETE /v1/sucursales/{id}': [{ url: `/v1/sucursales/${branch}` }],
      'GET /v1/templates': [{ url: '/v1/templates' }],
      'POST /v1/templates': [{ url: '/v1/templates', body: { name: 'Otra' } }],
      'GET /v1/templates/{id}': [{ url: `/v1/templates/${template}` }],
      'PUT /v1/templates/{id}': [{ url: `/v1/templates/${template}`, body: { name: 'Cambiada' } }],
      'DELETE /v1/templates/{id}': [{ url: `/v1/templates/${template}` }],
      'POST /v1/templates/clone/{id}': [{ url: `/v1/templates/clone/${template}` }],
      'GET /v1/templates/{id}/products': [{ url: `/v1/templates/${template}/products` }],
      'PUT /v1/templates/{id}/products': [
        { url: `/v1/templates/${template}/products`, body: [{ product_id: product, price: 20 }] },
      ],
      'GET /v1/templates/{id}/groups/variants': [{ url: `/v1/templates/${template}/groups/variants` }],
      'PUT /v1/templates/{id}/groups/variants': [
        { url: `/v1/templates/${template}/groups/variants`, body: [{ variant_id: variant, price: 3 }] },
      ],
      'GET /v1/templates/{id}/promotions': [{ url: `/v1/templates/${template}/promotions` }],
      'PUT /v1/templates/{id}/promotions': [
        { url: `/v1/templates/${template}/promotions`, body: [{ promotion_id: promotion, enabled: false }] },
      ],
      'GET /v1/templates/{id}/advertising': [{ url: `/v1/templates/${template}/advertising` }],
      'PUT /v1/templates/{id}/advertising': [
        { url: `/v1/templates/${template}/advertising`, body: [{ advertising_id: ad, enabled: false }] },
      ],
      'GET /v1/templates/items/products/{id}': [{ url: `/v1/templates/items/products/${product}` }],
      'PUT /v1/templates/items/products/{id}': [
        { url: `/v1/templates/items/products/${product}`, body: [{ template_id: template, price: 30 }] },
      ],
      'GET /v1/templates/items/promotions/{id}': [{ url: `/v1/templates/items/promotions/${promotion}` }],
      'PUT /v1/templates/items/promotions/{id}': [
        { url: `/v1/templates/items/promotions/${promotion}`, body: [{ template_id: template, enabled: false }] },
      ],
      'GET /v1/templates/items/advertising/{id}': [{ url: `/v1/templates/items/advertising/${ad}` }],
      'PUT /v1/templates/items/advertising/{id}': [
        { url: `/v1/templates/items/advertising/${ad}`, body: [{ template_id: template, enabled: false }] },
      ],
      'POST /v1/profiles/attachment': [{ url: '/v1/profiles/attachment', multipart: ['logo'] }],
      'DELETE /v1/profiles/attachment': [{ url: '/v1/profiles/attachment' }],
      'PUT /v1/profiles/me': [
        { url: '/v1/profiles/me', body: { gtm_id: 'GTM-ABC1234' } },
        { url: '/v1/profiles/me', body: { company: 'Otra', facebook_pixel: '' } },
        { url: '/v1/profiles/me', body: { fonts: { headline_font: 'Inter' } } },
        { url: '/v1/profiles/me', body: { fonts: { body_font: 'Inter' } } },
        { url: '/v1/profiles/me', body: { background_color: '#000000' } },
        { url: '/v1/profiles/me', body: { font_color: '#000000' } },
        { url: '/v1/profiles/me', body: { button_color: '#000000' } },
        { url: '/v1/profiles/me', body: { button_font_color: '#000000' } },
      ],
    }

    for (const more of [chain.attempts, tables.attempts])
      for (const [key, attempts] of Object.entries(more)) ATTEMPTS[key] = [...(ATTEMPTS[key] ?? []), ...attempts]

    // Coverage: every gated operation has an attempt, and every gated field is carried by one.
    const uncovered: string[] = []
    for (const { key, op } of OPERATIONS) {
      const fields = Object.keys(op['x-plan-fields'] ?? {})
      const attempts = ATTEMPTS[key]
      if (!op['x-plan'] && fields.length === 0) {
        assert.equal(attempts, undefined, `${key} is not gated: remove its attempts`)
        continue
      }
      if (!attempts) {
        uncovered.push(`${key} (no attempt)`)
        continue
      }
      for (const position of fields) {
        if (!attempts.some((a) => presentAt(a.body, position) !== undefined))
          uncovered.push(`${key}: field ${position}`)
      }
    }
    for (const key of Object.keys(ATTEMPTS))
      assert.ok(
        OPERATIONS.some((o) => o.key === key),
        `${key} is not in openapi.json`,
      )
    assert.deepEqual(uncovered, [], 'gated operations and fields of openapi.json the sweep does not try')

    const setPlan = (code: string) => accountsData(t.db).setPlan(owner.id, code)
    const snapshot = async () => {
      await setPlan('FRANCHISES')
      const reads = [
        '/v1/profiles/me',
        '/v1/sucursales',
        '/v1/templates',
        '/v1/promotions',
        '/v1/advertising',
        '/v1/products',
        '/v1/families',
        ...chain.reads,
        ...tables.reads,
        ...['products', 'groups/variants', 'promotions', 'advertising'].map(
          (rows) => `/v1/templates/${template}/${rows}`,
        ),
      ]
      return Promise.all(reads.map((url) => menu.read(url)))
    }
    const before = await snapshot()

    const operation = (key: string) => OPERATIONS.find((o) => o.key === key)!.op
    const answers: string[] = []
    const tried = new Set<Attempt>()
    for (const plan of PLANS) {
      await setPlan(plan.code)
      for (const [key, attempts] of Object.entries(ATTEMPTS)) {
        const op = operation(key)
        const method = key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE'
        for (const attempt of attempts) {
          // What refuses this attempt for this plan: the operation's gate first, else the first field the plan lacks.
          const opRefusal = op['x-plan'] && !planAllowsGate(plan, op['x-plan'].gate) ? op['x-plan'] : undefined
          const fieldRefusal = Object.entries(op['x-plan-fields'] ?? {})
            .map(([position, gate]) => ({ gate, field: presentAt(attempt.body, position) }))
            .find(({ gate, field }) => field !== undefined && !planAllowsGate(plan, gate))
          const refusal = opRefusal ?? fieldRefusal
          if (!refusal) continue // this plan has what the attempt uses
          tried.add(attempt)
          const res = attempt.multipart
            ? await call(t.app, {
                method,
                url: attempt.url,
                token: owner.access_token,
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
                token: owner.access_token,
                payload: attempt.body as object | undefined,
              })
          const expected = {
            code: 'SCOPE_REQUIRED',
            message: gateMessage(refusal.gate),
            ...(refusal.field === undefined ? {} : { field: refusal.field }),
          }
          const got = res.body?.error
            ? {
                code: res.body.error.code,
                message: res.body.error.message,
                ...(res.body.error.field === undefined ? {} : { field: res.body.error.field }),
              }
            : res.body
          if (res.status !== 403 || JSON.stringify(got) !== JSON.stringify(expected)) {
            answers.push(
              `${plan.code} ${method} ${attempt.url} ${JSON.stringify(attempt.body ?? attempt.multipart ?? '')} -> ${res.status} ${JSON.stringify(res.body)}, expected ${JSON.stringify(expected)}`,
            )
          }
        }
      }
    }
    assert.deepEqual(answers, [], 'every attempt answers 403 SCOPE_REQUIRED for the rule the plan lacks')
    assert.deepEqual(
      Object.values(ATTEMPTS)
        .flat()
        .filter((a) => !tried.has(a)),
      [],
      'every attempt is tried by at least one plan without its rule',
    )
    assert.deepEqual(await snapshot(), before, "the account's data is unchanged")
  })

  it("a branch's template: set with the plan, refused without it (NEGOCIO, FREEMIUM), naming template_id", async () => {
    const owner = await account(t, 'FRANCHISES')
    const menu = menuApi(t, owner.access_token)
    const template = await menu.created('POST', '/v1/templates', { name: 'Plantilla' })
    const branch = (await menu.read<Array<{ id: number }>>('/v1/sucursales'))[0]!.id
    const set = () => menu.req('PUT', `/v1/sucursales/${branch}`, { template_id: template })
    for (const plan of ['NEGOCIO', 'FREEMIUM'] as const) {
      await accountsData(t.db).setPlan(owner.id, plan)
      const refused = await set()
      assert.deepEqual(
        [refused.status, refused.body.error.code, refused.body.error.field, refused.body.error.message],
        [403, 'SCOPE_REQUIRED', 'template_id', 'Tu plan no incluye plantillas'],
        plan,
      )
      assert.equal(
        (await menu.read<Array<{ template_id: number | null }>>('/v1/sucursales'))[0]!.template_id,
        null,
        plan,
      )
      // The other fields of the branch stay editable on every plan.
      assert.equal((await menu.req('PUT', `/v1/sucursales/${branch}`, { address: `Calle ${plan}` })).status, 200, plan)
    }
    await accountsData(t.db).setPlan(owner.id, 'FRANCHISES')
    const allowed = await set()
    assert.deepEqual([allowed.status, allowed.body.info.template_id], [200, template])
  })

  it("a downgraded account's public menu ignores its template (prices, enabled flags), and its ads without Advertising", async () => {
    const owner = await account(t, 'FRANCHISES')
    const menu = menuApi(t, owner.access_token)
    const marketing = marketingApi(t, owner.access_token)
    const category = await menu.category(await menu.family('Bebidas'), 'Calientes')
    const coffee = await menu.product(category, 'Café', 30)
    const tea = await menu.product(category, 'Té', 25)
    const ad = await marketing.ad('Anuncio')
    const png = (w: number, h: number) =>
      sharp({ create: { width: w, height: h, channels: 3, background: '#48c' } })
        .png()
        .toBuffer()
    const up = await marketing.uploadMany(`/v1/advertising/${ad}/attachment`, [
      { field: 'image_mobile', filename: 'm.png', content: await png(540, 960), contentType: 'image/png' },
      { field: 'image_desktop', filename: 'd.png', content: await png(960, 540), contentType: 'image/png' },
    ])
    assert.equal(up.status, 200, JSON.stringify(up.body))
    const template = await menu.created('POST', '/v1/templates', {
      name: 'Aeropuerto',
      products: [
        { product_id: coffee, price: 45 },
        { product_id: tea, price: 25, enabled: false },
      ],
    })
    const branch = (await menu.read<Array<{ id: number; route_key: string }>>('/v1/sucursales'))[0]!
    assert.equal((await menu.req('PUT', `/v1/sucursales/${branch.id}`, { template_id: template })).status, 200)

    const shown = async () => {
      const res = await call(t.app, { method: 'GET', url: `/v1/public/menus/${branch.route_key}` })
      assert.equal(res.status, 200, JSON.stringify(res.body))
      const info = res.body.info as {
        families: Array<{ categories: Array<{ products: Array<{ name: string; price: number }> }> }>
        advertising: Array<{ id: number }>
      }
      const products = info.families.flatMap((f) =>
        f.categories.flatMap((c) => c.products.map((p) => [p.name, p.price])),
      )
      return { products, ads: info.advertising.map((a) => a.id) }
    }
    assert.deepEqual(await shown(), { products: [['Café', 45]], ads: [ad] }, 'FRANCHISES: the template applies')

    await accountsData(t.db).setPlan(owner.id, 'NEGOCIO')
    assert.deepEqual(
      await shown(),
      {
        products: [
          ['Café', 30],
          ['Té', 25],
        ],
        ads: [ad],
      },
      'NEGOCIO: the base menu, its ads',
    )
    await accountsData(t.db).setPlan(owner.id, 'FREEMIUM')
    assert.deepEqual(
      await shown(),
      {
        products: [
          ['Café', 30],
          ['Té', 25],
        ],
        ads: [],
      },
      'FREEMIUM: the base menu, no ads',
    )

    // The template and the branch's choice are kept: an upgrade brings them back.
    await accountsData(t.db).setPlan(owner.id, 'FRANCHISES')
    assert.deepEqual(await shown(), { products: [['Café', 45]], ads: [ad] })
  })
})
