import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import sharp from 'sharp'
import { MESSAGES } from '@menu/shared/validation'
import { isoAt } from '../src/db/values.js'
import type { components } from '../../shared/src/api/schema'
import { account, call, DIALECT, makeApp, marketingApi, menuApi, type TestApp } from './helpers.js'

type Summary = components['schemas']['TemplateSummary']
type TProduct = components['schemas']['TemplateProduct']
type TVariant = components['schemas']['TemplateVariant']
type TPromotion = components['schemas']['TemplatePromotion']
type TAdvertising = components['schemas']['TemplateAdvertising']
type PublicMenu = components['schemas']['PublicMenu']

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer()

describe(`templates (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  /** A FRANCHISES owner with a small menu: two products (one with variants), a variant group, a promotion and an ad. */
  async function owner() {
    const a = await account(t, 'FRANCHISES')
    const menu = menuApi(t, a.access_token)
    const marketing = marketingApi(t, a.access_token)
    const req = menu.req
    const category = await menu.category(await menu.family('Bebidas'), 'Calientes')
    const group = await menu.group('Leche', [
      { name: 'Entera', price: null },
      { name: 'Almendra', price: 10 },
    ])
    const [entera, almendra] = (await menu.groupById(group)).variants.map((v) => v.id) as [number, number]
    const cafe = await menu.product(category, 'Café', 30, { variant_groups: [{ group_id: group }] })
    const te = await menu.product(category, 'Té', 25)
    const promo = await marketing.promotion('2x1')
    const ad = await marketing.ad('Anuncio')
    const template = async (name: string, extra: object = {}) => {
      const res = await req('POST', '/v1/templates', { name, ...extra })
      assert.equal(res.status, 201, JSON.stringify(res.body))
      return res.body.info as Summary
    }
    const list = async <T>(id: number, path: string) => {
      const res = await req('GET', `/v1/templates/${id}/${path}`)
      assert.equal(res.status, 200, JSON.stringify(res.body))
      return res.body.info as T[]
    }
    return {
      ...a,
      menu,
      marketing,
      req,
      category,
      group,
      entera,
      almendra,
      cafe,
      te,
      promo,
      ad,
      template,
      products: (id: number) => list<TProduct>(id, 'products'),
      variants: (id: number) => list<TVariant>(id, 'groups/variants'),
      promotions: (id: number) => list<TPromotion>(id, 'promotions'),
      advertising: (id: number) => list<TAdvertising>(id, 'advertising'),
      templates: async () => (await req('GET', '/v1/templates')).body.info as Summary[],
    }
  }
  type Owner = Awaited<ReturnType<typeof owner>>
  const rowCount = async (
    table: 'template_products' | 'template_variants' | 'template_promotions' | 'template_advertising',
    templateId: number,
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('template_id', '=', templateId)
          .executeTakeFirstOrThrow()
      ).n,
    )
  /** Every list of a template, to compare before and after a refused save. */
  const everything = async (o: Owner, id: number) => ({
    summary: (await o.req('GET', `/v1/templates/${id}`)).body,
    products: await o.products(id),
    variants: await o.variants(id),
    promotions: await o.promotions(id),
    advertising: await o.advertising(id),
  })

  it('create, read, rename: 201 {info: TemplateSummary}; name required; updated is the last change', async () => {
    const o = await owner()
    const res = await o.req('POST', '/v1/templates', { name: '  Zona norte ' })
    assert.equal(res.status, 201)
    const created = res.body.info as Summary
    assert.deepEqual(created, { id: created.id, name: 'Zona norte', updated: created.updated, region: null })
    assert.equal(created.updated, new Date(created.updated).toISOString())
    assert.deepEqual((await o.req('GET', `/v1/templates/${created.id}`)).body.info, created)
    const other = await o.template('Centro')
    assert.deepEqual(
      (await o.templates()).map((x) => x.name),
      ['Centro', 'Zona norte'],
    )

    for (const bad of [{}, { name: '' }, { name: '   ' }]) {
      const refused = await o.req('POST', '/v1/templates', bad)
      assert.equal(refused.status, 400, JSON.stringify(bad))
      assert.equal(refused.body.error.code, 'VALIDATION_ERROR')
      assert.deepEqual(refused.body.error.fields, [{ field: 'name', message: 'Campo obligatorio' }])
    }
    assert.equal((await o.req('PUT', `/v1/templates/${created.id}`, { name: ' ' })).status, 400)
    assert.equal((await o.templates()).length, 2, 'nothing created by refused requests')

    t.travel(60_000)
    try {
      const renamed = await o.req('PUT', `/v1/templates/${created.id}`, { name: 'Zona sur' })
      assert.equal(renamed.status, 200)
      assert.equal(renamed.body.info.name, 'Zona sur')
      assert.ok(renamed.body.info.updated > created.updated, 'a rename is a change')
      const same = await o.req('PUT', `/v1/templates/${created.id}`, { name: 'Zona sur' })
      t.travel(60_000)
      assert.equal(
        (await o.req('PUT', `/v1/templates/${created.id}`, {})).body.info.updated,
        same.body.info.updated,
        'no change: same date',
      )
      assert.equal(
        (await o.req('PUT', `/v1/templates/${other.id}`, { products: [{ product_id: o.te, price: 25 }] })).body.info
          .updated,
        other.updated,
        'the base price is no override: nothing changes',
      )
    } finally {
      t.travel(-120_000)
    }
  })

  it("another account's or a missing template answers 404 on every call, and nothing changes", async () => {
    const a = await owner()
    const b = await owner()
    const tpl = await a.template('De A', { products: [{ product_id: a.cafe, price: 40 }] })
    const before = await everything(a, tpl.id)
    for (const id of [tpl.id, 999_999_999]) {
      for (const [method, url, payload] of [
        ['GET', `/v1/templates/${id}`],
        ['PUT', `/v1/templates/${id}`, { name: 'Robada' }],
        ['POST', `/v1/templates/clone/${id}`],
        ['GET', `/v1/templates/${id}/products`],
        ['PUT', `/v1/templates/${id}/products`, [{ product_id: b.cafe, price: 1 }]],
        ['GET', `/v1/templates/${id}/groups/variants`],
        ['PUT', `/v1/templates/${id}/groups/variants`, [{ variant_id: b.entera, price: 1 }]],
        ['GET', `/v1/templates/${id}/promotions`],
        ['PUT', `/v1/templates/${id}/promotions`, [{ promotion_id: b.promo, enabled: false }]],
        ['GET', `/v1/templates/${id}/advertising`],
        ['PUT', `/v1/templates/${id}/advertising`, [{ advertising_id: b.ad, enabled: false }]],
        ['DELETE', `/v1/templates/${id}`],
      ] as const) {
        const res = await b.req(method, url, payload)
        assert.equal(res.status, 404, `${method} ${url}`)
        assert.deepEqual(res.body, { error: { code: 'RESOURCE_NOT_FOUND', message: 'El recurso no existe.' } })
      }
    }
    assert.deepEqual(await everything(a, tpl.id), before)
    assert.deepEqual(await b.templates(), [])
  })

  it('lists: every base item with effective values, overridden flags, has_variants and the row date', async () => {
    const o = await owner()
    const tpl = await o.template('Norte')
    let products = await o.products(tpl.id)
    assert.deepEqual(products, [
      {
        product_id: o.cafe,
        name: 'Café',
        base_price: 30,
        price: 30,
        enabled: true,
        overridden: { price: false, enabled: false },
        inherited: { price: 30, enabled: true, from: 'base' },
        has_variants: true,
        updated: null,
        schedule: null,
        allergens: {},
        diets: [],
      },
      {
        product_id: o.te,
        name: 'Té',
        base_price: 25,
        price: 25,
        enabled: true,
        overridden: { price: false, enabled: false },
        inherited: { price: 25, enabled: true, from: 'base' },
        has_variants: false,
        updated: null,
        schedule: null,
        allergens: {},
        diets: [],
      },
    ])
    const saved = await o.req('PUT', `/v1/templates/${tpl.id}/products`, [
      { product_id: o.cafe, price: 32.5 },
      { product_id: o.te, price: null, enabled: false },
    ])
    assert.equal(saved.status, 200, JSON.stringify(saved.body))
    products = saved.body.info
    assert.deepEqual(products, await o.products(tpl.id), 'the PUT answers the GET list')
    const [cafe, te] = products as [TProduct, TProduct]
    assert.deepEqual(
      { ...cafe, updated: null },
      {
        product_id: o.cafe,
        name: 'Café',
        base_price: 30,
        price: 32.5,
        enabled: true,
        overridden: { price: true, enabled: false },
        inherited: { price: 30, enabled: true, from: 'base' },
        has_variants: true,
        updated: null,
        schedule: null,
        allergens: {},
        diets: [],
      },
    )
    assert.deepEqual(
      { ...te, updated: null },
      {
        product_id: o.te,
        name: 'Té',
        base_price: 25,
        price: 25,
        enabled: false,
        overridden: { price: false, enabled: true },
        inherited: { price: 25, enabled: true, from: 'base' },
        has_variants: false,
        updated: null,
        schedule: null,
        allergens: {},
        diets: [],
      },
    )
    assert.match(cafe.updated!, /^\d{4}-\d\d-\d\dT.*Z$/)
    assert.ok((await o.req('GET', `/v1/templates/${tpl.id}`)).body.info.updated >= tpl.updated)

    const variants = (
      await o.req('PUT', `/v1/templates/${tpl.id}/groups/variants`, [
        { variant_id: o.entera, price: 5 },
        { variant_id: o.almendra, price: null, enabled: false },
      ])
    ).body.info
    assert.deepEqual(
      variants.map((v: TVariant) => ({ ...v, updated: v.updated === null ? null : 'set' })),
      [
        {
          variant_id: o.entera,
          name: 'Entera',
          group_id: o.group,
          group_name: 'Leche',
          base_price: null,
          price: 5,
          enabled: true,
          overridden: { price: true, enabled: false },
          inherited: { price: null, enabled: true, from: 'base' },
          updated: 'set',
          allergens: {},
        },
        {
          variant_id: o.almendra,
          name: 'Almendra',
          group_id: o.group,
          group_name: 'Leche',
          base_price: 10,
          price: 10,
          enabled: false,
          overridden: { price: false, enabled: true },
          inherited: { price: 10, enabled: true, from: 'base' },
          updated: 'set',
          allergens: {},
        },
      ],
    )

    const promotions = (
      await o.req('PUT', `/v1/templates/${tpl.id}/promotions`, [
        { promotion_id: o.promo, description: '  3x2 en el norte\nsolo hoy ' },
      ])
    ).body.info
    assert.deepEqual(
      promotions.map((p: TPromotion) => ({ ...p, updated: null })),
      [
        {
          promotion_id: o.promo,
          name: '2x1',
          base_description: 'Descripción de 2x1',
          description: '3x2 en el norte\nsolo hoy',
          enabled: true,
          expiration: null,
          overridden: { description: true, enabled: false },
          inherited: { description: 'Descripción de 2x1', enabled: true, from: 'base' },
          updated: null,
          schedule: null,
          translations: {},
        },
      ],
    )
    const ads = (await o.req('PUT', `/v1/templates/${tpl.id}/advertising`, [{ advertising_id: o.ad, enabled: false }]))
      .body.info
    assert.deepEqual(
      ads.map((p: TAdvertising) => ({ ...p, updated: null })),
      [
        {
          advertising_id: o.ad,
          name: 'Anuncio',
          base_description: 'Descripción de Anuncio',
          description: 'Descripción de Anuncio',
          enabled: false,
          expiration: null,
          overridden: { description: false, enabled: true },
          inherited: { description: 'Descripción de Anuncio', enabled: true, from: 'base' },
          updated: null,
          translations: {},
        },
      ],
    )
    // an absent value is unchanged: the ad keeps enabled: false when only its description is saved
    const both = (
      await o.req('PUT', `/v1/templates/${tpl.id}/advertising`, [{ advertising_id: o.ad, description: 'Solo aquí' }])
    ).body.info[0]
    assert.deepEqual(
      [both.description, both.enabled, both.overridden],
      ['Solo aquí', false, { description: true, enabled: true }],
    )
  })

  it('base changes reach rows that follow the base only; a later item shows at its base value; deleting an item removes its rows', async () => {
    const o = await owner()
    const tpl = await o.template('Norte', { products: [{ product_id: o.cafe, price: 40 }] })
    await o.req('PUT', `/v1/products/${o.cafe}`, { price: 35 })
    await o.req('PUT', `/v1/products/${o.te}`, { price: 27, enabled: false })
    let products = await o.products(tpl.id)
    assert.deepEqual(
      products.map((p) => [p.name, p.base_price, p.price, p.enabled]),
      [
        ['Café', 35, 40, true],
        ['Té', 27, 27, false],
      ],
    )
    await o.req('PUT', `/v1/promotions/${o.promo}`, { description: 'Nueva base' })
    assert.equal((await o.promotions(tpl.id))[0]!.description, 'Nueva base')

    const nuevo = await o.menu.product(o.category, 'Chocolate', 33)
    products = await o.products(tpl.id)
    assert.deepEqual(products.at(-1), {
      product_id: nuevo,
      name: 'Chocolate',
      base_price: 33,
      price: 33,
      enabled: true,
      overridden: { price: false, enabled: false },
      inherited: { price: 33, enabled: true, from: 'base' },
      has_variants: false,
      updated: null,
      schedule: null,
      allergens: {},
      diets: [],
    })
    const variant = await o.menu.variant(o.group, 'Avena', 8)
    assert.deepEqual(
      (await o.variants(tpl.id)).map((v) => [v.name, v.price]),
      [
        ['Entera', null],
        ['Almendra', 10],
        ['Avena', 8],
      ],
    )

    await o.req('PUT', `/v1/templates/${tpl.id}/products`, [{ product_id: nuevo, price: 50, enabled: false }])
    await o.req('PUT', `/v1/templates/${tpl.id}/groups/variants`, [{ variant_id: variant, price: 9 }])
    assert.equal(await rowCount('template_products', tpl.id), 2)
    assert.equal((await o.req('DELETE', `/v1/products/${nuevo}`)).status, 200)
    assert.equal((await o.req('DELETE', `/v1/groups/variants/${variant}`)).status, 200)
    assert.equal(await rowCount('template_products', tpl.id), 1, "the deleted product's row is gone")
    assert.equal(await rowCount('template_variants', tpl.id), 0, "the deleted variant's row is gone")
    await o.req('PUT', `/v1/templates/${tpl.id}/promotions`, [{ promotion_id: o.promo, enabled: false }])
    await o.req('DELETE', `/v1/promotions/${o.promo}`)
    assert.equal(await rowCount('template_promotions', tpl.id), 0)
    assert.deepEqual(await o.promotions(tpl.id), [])
  })

  it('Restablecer: the base value or null clears an override; a row that overrides nothing is removed', async () => {
    const o = await owner()
    const tpl = await o.template('Norte', {
      products: [{ product_id: o.cafe, price: 40, enabled: false }],
      variants: [{ variant_id: o.almendra, price: 12 }],
      promotions: [{ promotion_id: o.promo, description: 'Otra', enabled: false }],
      advertising: [{ advertising_id: o.ad, description: 'Otra' }],
    })
    // price back to the base value; enabled stays overridden
    let cafe = (await o.req('PUT', `/v1/templates/${tpl.id}/products`, [{ product_id: o.cafe, price: 30 }])).body
      .info[0] as TProduct
    assert.deepEqual([cafe.price, cafe.enabled, cafe.overridden], [30, false, { price: false, enabled: true }])
    cafe = (
      await o.req('PUT', `/v1/templates/${tpl.id}/products`, [{ product_id: o.cafe, price: null, enabled: true }])
    ).body.info[0]
    assert.deepEqual(
      [cafe.price, cafe.enabled, cafe.overridden, cafe.updated],
      [30, true, { price: false, enabled: false }, null],
    )
    assert.equal(await rowCount('template_products', tpl.id), 0)

    const almendra = (
      await o.req('PUT', `/v1/templates/${tpl.id}/groups/variants`, [{ variant_id: o.almendra, price: null }])
    ).body.info[1] as TVariant
    assert.deepEqual(
      [almendra.price, almendra.overridden, almendra.updated],
      [10, { price: false, enabled: false }, null],
    )

    let promo = (
      await o.req('PUT', `/v1/templates/${tpl.id}/promotions`, [
        { promotion_id: o.promo, description: '   ', enabled: null },
      ])
    ).body.info[0] as TPromotion
    assert.deepEqual([promo.description, promo.enabled, promo.updated], ['Descripción de 2x1', true, null])
    await o.req('PUT', `/v1/templates/${tpl.id}/promotions`, [{ promotion_id: o.promo, description: 'Otra' }])
    promo = (
      await o.req('PUT', `/v1/templates/${tpl.id}/promotions`, [
        { promotion_id: o.promo, description: ' Descripción de 2x1 ' },
      ])
    ).body.info[0]
    assert.deepEqual([promo.overridden, promo.updated], [{ description: false, enabled: false }, null])
    const ad = (
      await o.req('PUT', `/v1/templates/${tpl.id}/advertising`, [{ advertising_id: o.ad, description: null }])
    ).body.info[0] as TAdvertising
    assert.deepEqual([ad.description, ad.updated], ['Descripción de Anuncio', null])
    for (const table of [
      'template_products',
      'template_variants',
      'template_promotions',
      'template_advertising',
    ] as const) {
      assert.equal(await rowCount(table, tpl.id), 0, table)
    }
  })

  it('PUT of rows is all or nothing: one missing or foreign id among good ones answers 404 and changes nothing; duplicates 400', async () => {
    const o = await owner()
    const b = await owner()
    const tpl = await o.template('Norte', { products: [{ product_id: o.te, price: 20 }] })
    const before = await everything(o, tpl.id)
    const attempts: Array<[string, unknown[]]> = [
      [
        'products',
        [
          { product_id: o.cafe, price: 99 },
          { product_id: o.te, price: 1 },
          { product_id: 999_999_999, price: 1 },
        ],
      ],
      [
        'products',
        [
          { product_id: o.cafe, price: 99 },
          { product_id: b.cafe, price: 1 },
        ],
      ],
      [
        'groups/variants',
        [
          { variant_id: o.entera, price: 3 },
          { variant_id: b.entera, price: 1 },
        ],
      ],
      [
        'promotions',
        [
          { promotion_id: o.promo, enabled: false },
          { promotion_id: b.promo, enabled: false },
        ],
      ],
      [
        'advertising',
        [
          { advertising_id: o.ad, enabled: false },
          { advertising_id: b.ad, enabled: false },
        ],
      ],
    ]
    for (const [path, body] of attempts) {
      const res = await o.req('PUT', `/v1/templates/${tpl.id}/${path}`, body)
      assert.equal(res.status, 404, `${path} ${JSON.stringify(body)}`)
      assert.equal(res.body.error.code, 'RESOURCE_NOT_FOUND')
    }
    const twice = await o.req('PUT', `/v1/templates/${tpl.id}/products`, [
      { product_id: o.cafe, price: 1 },
      { product_id: o.te, price: 2 },
      { product_id: o.cafe, price: 3 },
    ])
    assert.equal(twice.status, 400)
    assert.deepEqual(twice.body.error, {
      code: 'VALIDATION_ERROR',
      message: 'Cada producto debe aparecer una sola vez.',
      field: '2.product_id',
      fields: [{ field: '2.product_id', message: 'Cada producto debe aparecer una sola vez.' }],
    })
    assert.equal(
      (
        await o.req('PUT', `/v1/templates/${tpl.id}/groups/variants`, [
          { variant_id: o.entera, price: 1 },
          { variant_id: o.entera, price: null },
        ])
      ).body.error.message,
      'Cada variante debe aparecer una sola vez.',
    )
    assert.deepEqual(await everything(o, tpl.id), before, 'nothing changed')
    assert.deepEqual(
      await everything(b, (await b.template('De B')).id).then((x) => x.products.map((p) => p.price)),
      [30, 25],
      "B's menu untouched",
    )
    // an empty list changes nothing and answers the list
    assert.deepEqual((await o.req('PUT', `/v1/templates/${tpl.id}/products`, [])).body.info, before.products)
  })

  it('price rule: at most two decimals, >= 0, required in every product and variant row (null follows the base); never a 500', async () => {
    const o = await owner()
    const tpl = await o.template('Norte')
    const tooPrecise = await o.req('PUT', `/v1/templates/${tpl.id}/products`, [
      { product_id: o.te, price: 10 },
      { product_id: o.cafe, price: 1.005 },
    ])
    assert.equal(tooPrecise.status, 400)
    assert.deepEqual(tooPrecise.body.error, {
      code: 'VALIDATION_ERROR',
      message: MESSAGES.price,
      field: '1.price',
      fields: [{ field: '1.price', message: MESSAGES.price }],
    })
    const negative = await o.req('PUT', `/v1/templates/${tpl.id}/groups/variants`, [
      { variant_id: o.entera, price: -1 },
    ])
    assert.equal(negative.status, 400)
    assert.equal(negative.body.error.field, '0.price')
    const missing = await o.req('PUT', `/v1/templates/${tpl.id}/products`, [{ product_id: o.cafe, enabled: false }])
    assert.equal(missing.status, 400)
    assert.deepEqual(missing.body.error.fields, [{ field: '0.price', message: 'Campo obligatorio' }])
    assert.equal(
      (await o.req('PUT', `/v1/templates/${tpl.id}/groups/variants`, [{ variant_id: o.entera }])).body.error.fields[0]
        .field,
      '0.price',
    )
    assert.equal(
      (await o.req('PUT', `/v1/templates/${tpl.id}/products`, [{ product_id: o.cafe, price: '12' }])).status,
      400,
    )
    assert.equal(
      (await o.req('PUT', `/v1/templates/${tpl.id}/products`, [{ product_id: o.cafe, price: 10_000_000 }])).status,
      400,
    )
    assert.equal(
      (await o.req('PUT', `/v1/templates/${tpl.id}/products`, { product_id: o.cafe, price: 1 })).status,
      400,
      'the body is a list',
    )
    const batch = await o.req('PUT', `/v1/templates/${tpl.id}`, {
      name: 'Otro',
      products: [
        { product_id: o.te, price: 1 },
        { product_id: o.cafe, price: 0.001 },
      ],
    })
    assert.deepEqual(
      [batch.status, batch.body.error.field, batch.body.error.message],
      [400, 'products.1.price', MESSAGES.price],
    )
    assert.equal((await o.req('GET', `/v1/templates/${tpl.id}`)).body.info.name, 'Norte')
    // exact to the cent; 0 is a price
    const saved = (
      await o.req('PUT', `/v1/templates/${tpl.id}/products`, [
        { product_id: o.cafe, price: 19.99 },
        { product_id: o.te, price: 0 },
      ])
    ).body.info as TProduct[]
    assert.deepEqual(
      saved.map((p) => p.price),
      [19.99, 0],
    )
  })

  it('create and update with rows are all or nothing: a bad id among them creates nothing / leaves the template as it was', async () => {
    const o = await owner()
    const b = await owner()
    const rows = {
      products: [
        { product_id: o.cafe, price: 31 },
        { product_id: o.te, price: null, enabled: false },
      ],
      variants: [{ variant_id: o.almendra, price: 11 }],
      promotions: [{ promotion_id: o.promo, description: 'Norte' }],
      advertising: [{ advertising_id: o.ad, enabled: false }],
    }
    for (const bad of [
      { ...rows, advertising: [{ advertising_id: b.ad, enabled: false }] },
      {
        ...rows,
        variants: [
          { variant_id: o.almendra, price: 11 },
          { variant_id: b.entera, price: 1 },
        ],
      },
      { ...rows, products: [...rows.products, { product_id: 999_999_999, price: 1 }] },
    ]) {
      const res = await o.req('POST', '/v1/templates', { name: 'Nunca', ...bad })
      assert.equal(res.status, 404)
    }
    assert.equal(
      (
        await o.req('POST', '/v1/templates', {
          name: 'Nunca',
          ...rows,
          promotions: [{ promotion_id: o.promo }, { promotion_id: o.promo }],
        })
      ).status,
      400,
    )
    assert.deepEqual(await o.templates(), [], 'a refused create creates nothing')

    const tpl = await o.template('Norte', rows)
    assert.deepEqual(
      (await o.products(tpl.id)).map((p) => [p.price, p.enabled]),
      [
        [31, true],
        [25, false],
      ],
    )
    assert.deepEqual(
      (await o.variants(tpl.id)).map((v) => v.price),
      [null, 11],
    )
    assert.deepEqual(
      (await o.promotions(tpl.id)).map((p) => p.description),
      ['Norte'],
    )
    assert.deepEqual(
      (await o.advertising(tpl.id)).map((p) => p.enabled),
      [false],
    )

    const before = await everything(o, tpl.id)
    const refused = await o.req('PUT', `/v1/templates/${tpl.id}`, {
      name: 'Renombrada',
      products: [{ product_id: o.cafe, price: 45 }],
      variants: [{ variant_id: o.entera, price: 2 }],
      promotions: [{ promotion_id: b.promo, enabled: true }],
    })
    assert.equal(refused.status, 404)
    assert.deepEqual(await everything(o, tpl.id), before, 'name and rows as they were')

    const updated = await o.req('PUT', `/v1/templates/${tpl.id}`, {
      name: 'Renombrada',
      products: [{ product_id: o.cafe, price: 45 }],
      variants: [{ variant_id: o.entera, price: 2 }],
    })
    assert.equal(updated.status, 200)
    assert.equal(updated.body.info.name, 'Renombrada')
    assert.deepEqual(
      (await o.products(tpl.id)).map((p) => [p.price, p.enabled]),
      [
        [45, true],
        [25, false],
      ],
    )
    assert.deepEqual(
      (await o.variants(tpl.id)).map((v) => v.price),
      [2, 11],
    )
  })

  it("clone: '<name> (copia)' with every row copied; the copy is independent", async () => {
    const o = await owner()
    const tpl = await o.template('Norte', {
      products: [{ product_id: o.cafe, price: 31, enabled: false }],
      variants: [{ variant_id: o.almendra, price: 11 }],
      promotions: [{ promotion_id: o.promo, description: 'Norte' }],
      advertising: [{ advertising_id: o.ad, enabled: false }],
    })
    const res = await o.req('POST', `/v1/templates/clone/${tpl.id}`)
    assert.equal(res.status, 201)
    const copy = res.body.info as Summary
    assert.equal(copy.name, 'Norte (copia)')
    assert.notEqual(copy.id, tpl.id)
    const [source, cloned] = [await everything(o, tpl.id), await everything(o, copy.id)]
    assert.deepEqual({ ...cloned, summary: null }, { ...source, summary: null }, 'every row copied, with its date')
    await o.req('PUT', `/v1/templates/${copy.id}/products`, [{ product_id: o.cafe, price: null, enabled: null }])
    assert.deepEqual((await o.products(tpl.id))[0]!.price, 31, 'the source keeps its rows')
    assert.deepEqual(
      (await o.templates()).map((x) => x.name),
      ['Norte', 'Norte (copia)'],
    )
  })

  it('delete: the rows go, every branch that used it gets template_id null (the count answered), other branches keep theirs', async () => {
    const o = await owner()
    const tpl = await o.template('Norte', {
      products: [{ product_id: o.cafe, price: 31 }],
      promotions: [{ promotion_id: o.promo, enabled: false }],
    })
    const keep = await o.template('Sur')
    const branch = async (name: string, template_id: number | null) => {
      const res = await o.req('POST', '/v1/sucursales', { name, template_id })
      assert.equal(res.status, 201, JSON.stringify(res.body))
      return res.body.info.id as number
    }
    const [n1, n2, s1] = [
      await branch('Norte 1', tpl.id),
      await branch('Norte 2', tpl.id),
      await branch('Sur 1', keep.id),
    ]
    const res = await o.req('DELETE', `/v1/templates/${tpl.id}`)
    assert.equal(res.status, 200)
    assert.deepEqual(res.body, { info: { id: tpl.id, sucursales_affected: 2 } })
    const branches = (await o.req('GET', '/v1/sucursales')).body.info as Array<{
      id: number
      template_id: number | null
      template: unknown
    }>
    const of = (id: number) => branches.find((s) => s.id === id)!
    assert.deepEqual([of(n1).template_id, of(n1).template, of(n2).template_id], [null, null, null])
    assert.deepEqual(of(s1).template, { id: keep.id, name: 'Sur' })
    assert.equal(await rowCount('template_products', tpl.id), 0)
    assert.equal(await rowCount('template_promotions', tpl.id), 0)
    assert.equal((await o.req('GET', `/v1/templates/${tpl.id}`)).status, 404)
    assert.equal((await o.req('DELETE', `/v1/templates/${tpl.id}`)).status, 404)
    assert.deepEqual((await o.req('DELETE', `/v1/templates/${keep.id}`)).body.info, {
      id: keep.id,
      sucursales_affected: 1,
    })
  })

  it('the database itself keeps the rules: deleting a template row sets its branches to null and removes its rows (foreign keys)', async () => {
    const o = await owner()
    const tpl = await o.template('Norte', {
      products: [{ product_id: o.cafe, price: 31 }],
      variants: [{ variant_id: o.entera, price: 1 }],
    })
    const s = (await o.req('POST', '/v1/sucursales', { name: 'Norte 1', template_id: tpl.id })).body.info
    await t.db.deleteFrom('templates').where('id', '=', tpl.id).execute()
    const row = await t.db
      .selectFrom('sucursales')
      .select('template_id')
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow()
    assert.equal(row.template_id, null, 'ON DELETE SET NULL')
    assert.equal(await rowCount('template_products', tpl.id), 0, 'ON DELETE CASCADE')
    assert.equal(await rowCount('template_variants', tpl.id), 0, 'ON DELETE CASCADE')
    // the override tables refuse items that do not exist
    const other = await o.template('Sur')
    await assert.rejects(
      t.db
        .insertInto('template_products')
        .values({
          template_id: other.id,
          product_id: 999_999_999,
          account_id: o.id,
          price_cents: 1,
          enabled: null,
          updated_at: isoAt(Date.now()),
        })
        .execute(),
    )
  })

  it('the public menu of each branch applies its template; a template change shows on the next load (new ETag), other branches unchanged', async () => {
    const o = await owner()
    const pan = await o.menu.product(o.category, 'Pan dulce', 18)
    const poster = await png(540, 960)
    assert.equal(
      (await o.marketing.upload(`/v1/promotions/${o.promo}/attachment`, 'poster', 'p.png', poster)).status,
      200,
    )
    const ad2 = await o.marketing.ad('Anuncio dos')
    for (const ad of [o.ad, ad2]) {
      const up = await o.marketing.uploadMany(`/v1/advertising/${ad}/attachment`, [
        { field: 'image_mobile', filename: 'm.png', content: poster },
        { field: 'image_desktop', filename: 'd.png', content: await png(960, 540) },
      ])
      assert.equal(up.status, 200, JSON.stringify(up.body))
    }
    const norte = await o.template('Norte', {
      products: [
        { product_id: o.cafe, price: 35.5 },
        { product_id: pan, price: null, enabled: false },
      ],
      variants: [{ variant_id: o.almendra, price: 12 }],
      promotions: [{ promotion_id: o.promo, description: 'Solo en el norte' }],
      advertising: [{ advertising_id: ad2, enabled: false }],
    })
    const sur = await o.template('Sur', { products: [{ product_id: o.te, price: 20 }] })
    const [first] = (await o.req('GET', '/v1/sucursales')).body.info
    const branch = async (name: string, template_id: number | null) =>
      (await o.req('POST', '/v1/sucursales', { name, template_id })).body.info as { id: number; route_key: string }
    const [north, south] = [await branch('Norte', norte.id), await branch('Sur', sur.id)]
    const base = first as { route_key: string }

    const menuOf = async (key: string) => {
      const res = await call(t.app, { method: 'GET', url: `/v1/public/menus/${key}` })
      assert.equal(res.status, 200)
      const view = res.body.info as PublicMenu
      const products = view.families.flatMap((f) => f.categories.flatMap((c) => c.products))
      return {
        etag: res.headers.etag as string,
        products: Object.fromEntries(products.map((p) => [p.name, p.price])),
        variants: Object.fromEntries(
          products.flatMap((p) =>
            p.variant_groups.flatMap((g) => g.variants.map((v) => [`${p.name}/${v.name}`, v.price])),
          ),
        ),
        promotions: view.promotions.map((p) => [p.name, p.description]),
        advertising: view.advertising.map((a) => a.name),
      }
    }
    const page = async (key: string) => await t.app.inject({ method: 'GET', url: `/m/${key}` })

    const plain = await menuOf(base.route_key)
    assert.deepEqual(
      { ...plain, etag: null },
      {
        etag: null,
        products: { Café: 30, Té: 25, 'Pan dulce': 18 },
        variants: { 'Café/Entera': null, 'Café/Almendra': 10 },
        promotions: [['2x1', 'Descripción de 2x1']],
        advertising: ['Anuncio', 'Anuncio dos'],
      },
    )
    const n = await menuOf(north.route_key)
    assert.deepEqual(
      { ...n, etag: null },
      {
        etag: null,
        products: { Café: 35.5, Té: 25 },
        variants: { 'Café/Entera': null, 'Café/Almendra': 12 },
        promotions: [['2x1', 'Solo en el norte']],
        advertising: ['Anuncio'],
      },
      'price, disabled product absent, variant price, promotion description, disabled ad absent',
    )
    const s = await menuOf(south.route_key)
    assert.deepEqual(s.products, { Café: 30, Té: 20, 'Pan dulce': 18 })
    assert.deepEqual([s.variants, s.promotions, s.advertising], [plain.variants, plain.promotions, plain.advertising])
    const northPage = await page(north.route_key)
    assert.ok(
      northPage.body.includes('$35.50') &&
        !northPage.body.includes('Pan dulce') &&
        northPage.body.includes('Solo en el norte'),
    )

    // a template change shows on the next load of its branches only
    const southPage = await page(south.route_key)
    const basePage = await page(base.route_key)
    assert.equal(
      (await o.req('PUT', `/v1/templates/${norte.id}/products`, [{ product_id: o.cafe, price: 37 }])).status,
      200,
    )
    const again = await page(north.route_key)
    assert.equal(
      (
        await t.app.inject({
          method: 'GET',
          url: `/m/${north.route_key}`,
          headers: { 'if-none-match': northPage.headers.etag as string },
        })
      ).statusCode,
      200,
    )
    assert.notEqual(again.headers.etag, northPage.headers.etag)
    assert.ok(again.body.includes('$37') && !again.body.includes('$35.50'))
    assert.equal((await menuOf(north.route_key)).products.Café, 37)
    assert.notEqual((await menuOf(north.route_key)).etag, n.etag)
    const [southAgain, baseAgain] = [await page(south.route_key), await page(base.route_key)]
    assert.equal(southAgain.headers.etag, southPage.headers.etag, 'another branch on another template is unchanged')
    assert.equal(baseAgain.headers.etag, basePage.headers.etag, 'a branch without a template is unchanged')
    assert.equal(
      (
        await t.app.inject({
          method: 'GET',
          url: `/m/${south.route_key}`,
          headers: { 'if-none-match': southPage.headers.etag as string },
        })
      ).statusCode,
      304,
    )

    // a branch moved to another template, and a deleted template, show at once too
    await o.req('PUT', `/v1/sucursales/${south.id}`, { template_id: norte.id })
    assert.equal((await menuOf(south.route_key)).products.Café, 37)
    await o.req('DELETE', `/v1/templates/${norte.id}`)
    assert.deepEqual((await menuOf(north.route_key)).products, plain.products)
    assert.deepEqual((await menuOf(south.route_key)).promotions, plain.promotions)
  })

  it('every call follows the Multisucursal rule: 403 SCOPE_REQUIRED on FREEMIUM and NEGOCIO, before the body is read', async () => {
    for (const plan of ['FREEMIUM', 'NEGOCIO'] as const) {
      const a = await account(t, plan)
      for (const [method, url, payload] of [
        ['GET', '/v1/templates'],
        ['GET', '/v1/templates/1'],
        ['POST', '/v1/templates', { name: 'X' }],
        ['PUT', '/v1/templates/1', { name: 'X' }],
        ['POST', '/v1/templates/clone/1'],
        ['DELETE', '/v1/templates/1'],
        ['GET', '/v1/templates/1/products'],
        ['PUT', '/v1/templates/1/products', []],
        ['GET', '/v1/templates/1/promotions'],
        ['PUT', '/v1/templates/1/promotions', []],
        ['GET', '/v1/templates/1/advertising'],
        ['PUT', '/v1/templates/1/advertising', [{ bad: true }]],
        ['GET', '/v1/templates/1/groups/variants'],
        ['PUT', '/v1/templates/1/groups/variants', 'not json'],
      ] as const) {
        const res = await call(t.app, { method, url, token: a.access_token, payload: payload as never })
        assert.equal(res.status, 403, `${plan} ${method} ${url}`)
        assert.deepEqual(res.body, { error: { code: 'SCOPE_REQUIRED', message: 'Tu plan no incluye Multisucursal' } })
      }
    }
  })

  it("simultaneous saves of the same rows never fail: each is one transaction under the template's row lock", async () => {
    const o = await owner()
    const tpl = await o.template('Norte')
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 3 === 2
          ? o.req('PUT', `/v1/templates/${tpl.id}`, {
              products: [{ product_id: o.cafe, price: 40 + i }],
              variants: [{ variant_id: o.entera, price: i }],
            })
          : o.req('PUT', `/v1/templates/${tpl.id}/products`, [
              { product_id: o.cafe, price: 40 + i },
              { product_id: o.te, price: null, enabled: i % 2 === 0 },
            ]),
      ),
    )
    assert.deepEqual(
      answers.map((r) => r.status),
      Array(12).fill(200),
      JSON.stringify(answers.find((r) => r.status !== 200)?.body),
    )
    assert.equal(
      await rowCount('template_products', tpl.id),
      (await o.products(tpl.id)).filter((p) => p.updated !== null).length,
    )
    assert.ok((await o.products(tpl.id))[0]!.overridden.price)
  })

  it('saves of many rows: 2,000 products in one PUT, 200 changed rows in a later one', async () => {
    const o = await owner()
    const now = isoAt(Date.now())
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      account_id: o.id,
      category_id: o.category,
      name: `P${i}`,
      price_cents: 1000 + i,
      description: null,
      image: null,
      featured: 0 as const,
      recommended: 0 as const,
      enabled: 1 as const,
      position: i + 2,
      created_at: now,
      updated_at: now,
    }))
    for (let i = 0; i < rows.length; i += 400)
      await t.db
        .insertInto('products')
        .values(rows.slice(i, i + 400))
        .execute()
    const tpl = await o.template('Grande')
    const all = await o.products(tpl.id)
    assert.equal(all.length, 2002)
    const res = await o.req(
      'PUT',
      `/v1/templates/${tpl.id}/products`,
      all.map((p) => ({ product_id: p.product_id, price: p.base_price + 1 })),
    )
    assert.equal(res.status, 200)
    assert.equal(await rowCount('template_products', tpl.id), 2002)
    const changed = all.slice(0, 200).map((p) => ({ product_id: p.product_id, price: p.base_price, enabled: false }))
    const res2 = await o.req('PUT', `/v1/templates/${tpl.id}/products`, changed)
    assert.equal(res2.status, 200)
    assert.deepEqual(
      (res2.body.info as TProduct[]).slice(0, 3).map((p) => [p.price, p.enabled, p.overridden]),
      all.slice(0, 3).map((p) => [p.base_price, false, { price: false, enabled: true }]),
    )
    assert.equal(await rowCount('template_products', tpl.id), 2002)
  })

  it('one item across every template (the master-enable modal): read by name, saved in one transaction, all or nothing', async () => {
    const o = await owner()
    const norte = await o.template('Norte')
    const centro = await o.template('Centro')
    const across = (kind: string, id: number) => o.req('GET', `/v1/templates/items/${kind}/${id}`)
    const saveAcross = (kind: string, id: number, body: object) =>
      o.req('PUT', `/v1/templates/items/${kind}/${id}`, body)

    const start = await across('products', o.cafe)
    assert.deepEqual(
      start.body.info,
      [centro, norte].map((tpl) => ({
        template_id: tpl.id,
        template_name: tpl.name,
        base_price: 30,
        price: 30,
        enabled: true,
        overridden: { price: false, enabled: false },
      })),
    )
    // enable mode: off in Norte only; update mode: another price in Centro
    const saved = await saveAcross('products', o.cafe, [
      { template_id: norte.id, price: null, enabled: false },
      { template_id: centro.id, price: 32.5 },
    ])
    assert.equal(saved.status, 200, JSON.stringify(saved.body))
    assert.deepEqual(
      saved.body.info.map((r: { template_name: string; price: number; enabled: boolean; overridden: object }) => [
        r.template_name,
        r.price,
        r.enabled,
        r.overridden,
      ]),
      [
        ['Centro', 32.5, true, { price: true, enabled: false }],
        ['Norte', 30, false, { price: false, enabled: true }],
      ],
    )
    assert.equal((await o.products(centro.id)).find((p) => p.product_id === o.cafe)!.price, 32.5)
    // replicate mode: the base value again (follows the base; the row is gone)
    await saveAcross('products', o.cafe, [{ template_id: centro.id, price: 30 }])
    assert.equal(await rowCount('template_products', centro.id), 0)

    await saveAcross('promotions', o.promo, [{ template_id: norte.id, description: 'Solo en el norte' }])
    const promo = (await across('promotions', o.promo)).body.info.find(
      (r: { template_id: number }) => r.template_id === norte.id,
    )
    assert.equal(promo.description, 'Solo en el norte')
    assert.deepEqual(promo.overridden, { description: true, enabled: false })
    await saveAcross('advertising', o.ad, [{ template_id: centro.id, enabled: false }])
    assert.equal((await o.advertising(centro.id)).find((r) => r.advertising_id === o.ad)!.enabled, false)

    // all or nothing: a foreign template among good ones, a bad price, a repeated template
    const other = await owner()
    const foreign = await other.template('Ajena')
    const before = [await everything(o, norte.id), await everything(o, centro.id)]
    assert.equal(
      (
        await saveAcross('products', o.cafe, [
          { template_id: norte.id, price: 1 },
          { template_id: foreign.id, price: 2 },
        ])
      ).status,
      404,
    )
    const bad = await saveAcross('products', o.cafe, [
      { template_id: norte.id, price: 1 },
      { template_id: centro.id, price: 1.234 },
    ])
    assert.deepEqual([bad.status, bad.body.error.field, bad.body.error.message], [400, '1.price', MESSAGES.price])
    assert.equal(
      (
        await saveAcross('products', o.cafe, [
          { template_id: norte.id, price: 1 },
          { template_id: norte.id, price: 2 },
        ])
      ).body.error.message,
      'Cada plantilla debe aparecer una sola vez.',
    )
    assert.equal(
      (await saveAcross('products', other.cafe, [{ template_id: norte.id, price: 1 }])).status,
      404,
      "another account's product",
    )
    assert.equal((await across('promotions', other.promo)).status, 404)
    assert.deepEqual([await everything(o, norte.id), await everything(o, centro.id)], before)
  })
})
