import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { noFactValues } from '@menu/shared/menu/dish-facts'
import { MESSAGES } from '../src/validation.js'
import { account, DIALECT, makeApp, menuApi, type Product, type TestApp } from './helpers.js'

describe(`products (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const owner = async () => menuApi(t, (await account(t)).access_token)
  const names = (list: Product[]) => list.map((p) => p.name)

  it('creates a product with every field; prices round-trip exactly (12.5, 0.1, 19.99)', async () => {
    const api = await owner()
    const c = await api.category(await api.family('Bebidas'), 'Calientes')
    const id = await api.product(c, 'Café de olla', 12.5, { description: '  Con canela  ' })
    const res = await api.req('GET', `/v1/products/${id}`)
    assert.equal(res.status, 200)
    const p = res.body.info
    assert.match(p.updated, /^\d{4}-\d\d-\d\dT/)
    assert.deepEqual(p, {
      id,
      name: 'Café de olla',
      price: 12.5,
      description: 'Con canela',
      image: null,
      thumbnail: null,
      featured: false,
      recommended: false,
      enabled: true,
      position: 0,
      category_id: c,
      updated: p.updated,
      schedule: null,
      tags: [],
      variant_groups: [],
      kind: 'dish',
      steps: [],
      daily: false,
      allergens: {},
      diets: [],
      ...noFactValues(),
      translations: {},
    })
    for (const price of [0.1, 19.99, 0, 1.01, 1234567.89]) {
      const pid = await api.product(c, `p${price}`, price)
      assert.equal((await api.productById(pid)).price, price)
    }
    assert.equal((await api.req('PUT', `/v1/products/${id}`, { price: 0.3 })).body.info.price, 0.3)
    const tooPrecise = await api.req('PUT', `/v1/products/${id}`, { price: 1.005 })
    assert.equal(tooPrecise.status, 400)
    assert.equal(tooPrecise.body.error.code, 'VALIDATION_ERROR')
    assert.equal(tooPrecise.body.error.message, MESSAGES.price)
    assert.equal((await api.productById(id)).price, 0.3)
  })

  it('validates name and price (required), price range', async () => {
    const api = await owner()
    const noPrice = await api.req('POST', '/v1/categories/0/products', { name: 'X' })
    assert.equal(noPrice.status, 400)
    assert.match(noPrice.body.error.message, /^Campo obligatorio/)
    assert.match(
      (await api.req('POST', '/v1/categories/0/products', { price: 3 })).body.error.message,
      /^Campo obligatorio/,
    )
    assert.equal(
      (await api.req('POST', '/v1/categories/0/products', { name: ' ', price: 3 })).body.error.message,
      'Campo obligatorio',
    )
    assert.equal((await api.req('POST', '/v1/categories/0/products', { name: 'X', price: -1 })).status, 400)
    assert.equal((await api.req('POST', '/v1/categories/0/products', { name: 'X', price: '12' })).status, 400)
    assert.equal((await api.req('POST', '/v1/categories/999999/products', { name: 'X', price: 1 })).status, 404)
  })

  it('new products go last in their category; GET orders by family, category (unclassified last), position', async () => {
    const api = await owner()
    const [f1, f2] = [await api.family('F1'), await api.family('F2')]
    const [c21, c11, c12] = [
      await api.category(f2, 'C21'),
      await api.category(f1, 'C11'),
      await api.category(f1, 'C12'),
    ]
    await api.product(0, 'suelto-1')
    await api.product(c21, 'c21-a')
    await api.product(c12, 'c12-a')
    await api.product(c11, 'c11-a')
    await api.product(c11, 'c11-b')
    await api.product(0, 'suelto-2')
    const list = await api.products()
    assert.deepEqual(names(list), ['c11-a', 'c11-b', 'c12-a', 'c21-a', 'suelto-1', 'suelto-2'])
    assert.deepEqual(
      list.map((p) => p.position),
      [0, 1, 0, 0, 0, 1],
    )
    // moving a family first moves its products first
    await api.req('PUT', '/v1/families', [
      { id: f2, position: 0 },
      { id: f1, position: 1 },
    ])
    assert.deepEqual(names(await api.products()), ['c21-a', 'c11-a', 'c11-b', 'c12-a', 'suelto-1', 'suelto-2'])
  })

  it('filters by search (case/accent-insensitive, name or description), family and category (0 = unclassified)', async () => {
    const api = await owner()
    const [f1, f2] = [await api.family('F1'), await api.family('F2')]
    const [c1, c2] = [await api.category(f1, 'C1'), await api.category(f2, 'C2')]
    await api.product(c1, 'Café americano')
    await api.product(c1, 'Té verde', 10, { description: 'Sin CAFEÍNA' })
    await api.product(c2, 'Tacos')
    await api.product(0, 'Agua')
    const get = async (q: string) => names(await api.products(`?${q}`))
    assert.deepEqual(await get('search=CAFE'), ['Café americano', 'Té verde'])
    assert.deepEqual(await get(`family_id=${f2}`), ['Tacos'])
    assert.deepEqual(await get(`category_id=${c1}`), ['Café americano', 'Té verde'])
    assert.deepEqual(await get('category_id=0'), ['Agua'])
    assert.deepEqual(await get(`family_id=${f1}&search=verde`), ['Té verde'])
    assert.equal((await api.req('GET', '/v1/products?family_id=abc')).status, 400)
  })

  it('reorders products in one request; a foreign id changes nothing', async () => {
    const api = await owner()
    const other = await owner()
    const c = await api.category(await api.family('F'), 'C')
    const [a, b, d] = [await api.product(c, 'a'), await api.product(c, 'b'), await api.product(c, 'd')]
    const foreign = await other.product(0, 'ajeno')
    assert.equal(
      (
        await api.req('PUT', '/v1/products', [
          { id: d, position: 0 },
          { id: a, position: 1 },
          { id: b, position: 2 },
        ])
      ).status,
      200,
    )
    assert.deepEqual(names(await api.products()), ['d', 'a', 'b'])
    const bad = await api.req('PUT', '/v1/products', [
      { id: b, position: 0 },
      { id: d, position: 1 },
      { id: a, position: 2 },
      { id: foreign, position: 3 },
    ])
    assert.equal(bad.status, 404)
    assert.deepEqual(names(await api.products()), ['d', 'a', 'b'])
    assert.equal((await other.productById(foreign)).position, 0)
  })

  it('PUT updates fields; a category change (category_id, null/0 = unclassified) puts it last there', async () => {
    const api = await owner()
    const f = await api.family('F')
    const [c1, c2] = [await api.category(f, 'C1'), await api.category(f, 'C2')]
    const p = await api.product(c1, 'Viajero', 5)
    await api.product(c2, 'Residente')
    const res = await api.req('PUT', `/v1/products/${p}`, {
      category_id: c2,
      name: 'Viajero 2',
      description: 'Nuevo',
      enabled: false,
    })
    assert.equal(res.status, 200)
    assert.equal(res.body.info.category_id, c2)
    assert.equal(res.body.info.position, 1)
    assert.equal(res.body.info.enabled, false)
    assert.equal(res.body.info.description, 'Nuevo')
    const loose = await api.req('PUT', `/v1/products/${p}`, { category_id: 0 })
    assert.equal(loose.body.info.category_id, null)
    assert.equal((await api.req('PUT', `/v1/products/${p}`, { category_id: c1 })).body.info.category_id, c1)
    assert.equal((await api.req('PUT', `/v1/products/${p}`, { category_id: null })).body.info.category_id, null)
    assert.equal((await api.req('PUT', `/v1/products/${p}`, { description: '' })).body.info.description, null)
  })

  it('featured/recommended without an image: 400 IMAGE_REQUIRED (Imagen requerida), nothing changed', async () => {
    const api = await owner()
    const created = await api.req('POST', '/v1/categories/0/products', { name: 'X', price: 1, featured: true })
    const featuredError = { field: 'featured', message: 'Imagen requerida' }
    assert.deepEqual(created.body, { error: { code: 'IMAGE_REQUIRED', ...featuredError, fields: [featuredError] } })
    assert.equal((await api.products()).length, 0)
    const p = await api.product(0, 'Sin foto')
    for (const flag of ['featured', 'recommended']) {
      const res = await api.req('PUT', `/v1/products/${p}`, { [flag]: true, name: 'Cambiado' })
      assert.equal(res.status, 400)
      const fieldError = { field: flag, message: 'Imagen requerida' }
      assert.deepEqual(res.body.error, { code: 'IMAGE_REQUIRED', ...fieldError, fields: [fieldError] })
    }
    const after = await api.productById(p)
    assert.equal(after.name, 'Sin foto')
    assert.equal(after.featured, false)
    assert.equal((await api.req('PUT', `/v1/products/${p}`, { featured: false, recommended: false })).status, 200)
  })

  it('attaches and detaches tags and variant groups (limit, obligatory)', async () => {
    const api = await owner()
    const p = await api.product(0, 'Hamburguesa', 120)
    const [spicy, vegan] = [await api.tag('Picante', { icon: 'fa-solid fa-pepper-hot' }), await api.tag('Vegano')]
    const g = await api.group('Término', [
      { name: 'Medio', price: null },
      { name: 'Bien cocido', price: 5.5 },
    ])
    const g2 = await api.group('Extras', [{ name: 'Queso', price: 15 }])

    let res = await api.req('POST', `/v1/products/${p}/tags`, { tag_id: vegan })
    assert.equal(res.status, 200)
    res = await api.req('POST', `/v1/products/${p}/tags`, { tag_id: spicy })
    await api.req('POST', `/v1/products/${p}/tags`, { tag_id: spicy }) // twice: no duplicate
    res = await api.req('GET', `/v1/products/${p}`)
    assert.deepEqual(
      (res.body.info as Product).tags.map((x) => x.name),
      ['Picante', 'Vegano'],
      'tags by tag position',
    )
    assert.deepEqual(res.body.info.tags[0], {
      id: spicy,
      name: 'Picante',
      icon: 'fa-solid fa-pepper-hot',
      global: false,
      position: 0,
      translations: {},
    })

    res = await api.req('POST', `/v1/products/${p}/variants`, { group_id: g })
    assert.deepEqual(
      (res.body.info as Product).variant_groups.map((x) => [x.id, x.limit, x.obligatory]),
      [[g, null, false]],
    )
    assert.deepEqual(
      (res.body.info as Product).variant_groups[0]!.variants.map((v) => [v.name, v.price]),
      [
        ['Medio', null],
        ['Bien cocido', 5.5],
      ],
    )
    res = await api.req('PUT', `/v1/products/${p}/variants`, { group_id: g, limit: 1, obligatory: true })
    assert.deepEqual(
      (res.body.info as Product).variant_groups.map((x) => [x.id, x.limit, x.obligatory]),
      [[g, 1, true]],
    )
    res = await api.req('PUT', `/v1/products/${p}/variants`, { group_id: g2, limit: null, obligatory: false })
    assert.deepEqual(
      (res.body.info as Product).variant_groups.map((x) => x.name),
      ['Término', 'Extras'],
      'attachment order',
    )
    assert.equal(
      (await api.req('PUT', `/v1/products/${p}/variants`, { group_id: g, limit: 0, obligatory: true })).status,
      400,
    )

    res = await api.req('DELETE', `/v1/products/${p}/variants/${g}`)
    assert.deepEqual(
      (res.body.info as Product).variant_groups.map((x) => x.id),
      [g2],
    )
    res = await api.req('DELETE', `/v1/products/${p}/tags/${vegan}`)
    assert.deepEqual(
      (res.body.info as Product).tags.map((x) => x.id),
      [spicy],
    )
    // the group and tag themselves stay
    assert.equal((await api.req('GET', `/v1/groups/${g}`)).status, 200)
    assert.equal((await api.req('GET', `/v1/tags/${vegan}`)).status, 200)
    // the list shows the same relations
    const listed = (await api.products())[0]
    assert.deepEqual(listed, await api.productById(p))
  })

  it('creates a product with its tags and variant groups in one request (groups in the given order)', async () => {
    const api = await owner()
    const [spicy, vegan] = [await api.tag('Picante'), await api.tag('Vegano')]
    const [size, extras] = [
      await api.group('Tamaño', [{ name: 'Chico' }]),
      await api.group('Extras', [{ name: 'Queso', price: 15 }]),
    ]
    const id = await api.product(0, 'Burrito', 80, {
      tag_ids: [vegan, spicy, vegan],
      variant_groups: [
        { group_id: extras, limit: 2 },
        { group_id: size, obligatory: true },
      ],
    })
    const p = await api.productById(id)
    assert.deepEqual(
      p.tags.map((x) => x.id),
      [spicy, vegan],
      'each tag once, by tag position',
    )
    assert.deepEqual(
      p.variant_groups.map((g) => [g.id, g.limit, g.obligatory]),
      [
        [extras, 2, false],
        [size, null, true],
      ],
    )
    assert.deepEqual(await api.products(), [p])
  })

  it('PUT with tag_ids and variant_groups replaces both sets with the fields, touching the product once', async () => {
    const api = await owner()
    const [a, b, c] = [await api.tag('A'), await api.tag('B'), await api.tag('C')]
    const [g1, g2, g3] = [await api.group('G1'), await api.group('G2'), await api.group('G3')]
    const id = await api.product(0, 'Torta', 50, {
      tag_ids: [a, b],
      variant_groups: [{ group_id: g1, limit: 3, obligatory: true }, { group_id: g2 }],
    })
    const before = await api.productById(id)
    await new Promise((resolve) => setTimeout(resolve, 5))
    let res = await api.req('PUT', `/v1/products/${id}`, {
      name: 'Torta cubana',
      tag_ids: [c, b],
      variant_groups: [
        { group_id: g3, limit: 1 },
        { group_id: g1, obligatory: false },
      ],
    })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    let p = res.body.info as Product
    assert.equal(p.name, 'Torta cubana')
    assert.deepEqual(
      p.tags.map((x) => x.id),
      [b, c],
    )
    // g1 keeps its limit (absent), its obligatory changes; g2 is gone; order is the given one
    assert.deepEqual(
      p.variant_groups.map((g) => [g.id, g.limit, g.obligatory]),
      [
        [g3, 1, false],
        [g1, 3, false],
      ],
    )
    assert.ok(p.updated > before.updated, 'updated moves')

    // absent lists leave them unchanged; empty lists clear them
    res = await api.req('PUT', `/v1/products/${id}`, { price: 55 })
    assert.deepEqual(
      (res.body.info as Product).tags.map((x) => x.id),
      [b, c],
    )
    assert.deepEqual(
      (res.body.info as Product).variant_groups.map((g) => g.id),
      [g3, g1],
    )
    res = await api.req('PUT', `/v1/products/${id}`, { tag_ids: [], variant_groups: [] })
    p = res.body.info as Product
    assert.deepEqual([p.tags, p.variant_groups, p.price], [[], [], 55])
    assert.equal((await api.groupById(g1)).products_count, 0)

    // the per-group call still works next to the lists
    res = await api.req('PUT', `/v1/products/${id}/variants`, { group_id: g2, limit: null, obligatory: true })
    assert.deepEqual(
      (res.body.info as Product).variant_groups.map((g) => [g.id, g.obligatory]),
      [[g2, true]],
    )
    assert.equal(
      (await api.req('PUT', `/v1/products/${id}`, { variant_groups: [{ group_id: g1 }, { group_id: g1 }] })).status,
      400,
    )
  })

  it('a missing or foreign tag or group id in the lists: 404 and nothing changes (fields, tags, groups)', async () => {
    const api = await owner()
    const other = await owner()
    const [foreignTag, foreignGroup] = [await other.tag('Ajena'), await other.group('Ajeno')]
    const tag = await api.tag('Mía')
    const group = await api.group('Mío')
    const id = await api.product(0, 'Original', 10, { tag_ids: [tag], variant_groups: [{ group_id: group, limit: 1 }] })
    const before = await api.productById(id)
    const missing = 2_000_000_000
    for (const body of [
      { name: 'Cambiado', tag_ids: [tag, foreignTag] },
      { name: 'Cambiado', tag_ids: [missing] },
      { name: 'Cambiado', tag_ids: [], variant_groups: [{ group_id: foreignGroup }] },
      { name: 'Cambiado', tag_ids: [], variant_groups: [{ group_id: group, limit: 2 }, { group_id: missing }] },
    ]) {
      const res = await api.req('PUT', `/v1/products/${id}`, body)
      assert.equal(res.status, 404, JSON.stringify(body))
      assert.equal(res.body.error.code, 'RESOURCE_NOT_FOUND')
      assert.deepEqual(await api.productById(id), before, `nothing changed after ${JSON.stringify(body)}`)
    }
    const create = await api.req('POST', '/v1/categories/0/products', {
      name: 'Nuevo',
      price: 1,
      tag_ids: [tag],
      variant_groups: [{ group_id: foreignGroup }],
    })
    assert.equal(create.status, 404)
    assert.deepEqual(
      (await api.products()).map((p) => p.id),
      [id],
      'no product created',
    )
    assert.equal((await other.groupById(foreignGroup)).products_count, 0)
  })

  it('clones a product with its tags and variant groups, last in its category; deleting removes it only', async () => {
    const api = await owner()
    const c = await api.category(await api.family('F'), 'C')
    const p = await api.product(c, 'Latte', 45.5, { description: 'Espumoso' })
    await api.product(c, 'Otro')
    const tag = await api.tag('Caliente')
    const g = await api.group('Leche', [{ name: 'Entera' }])
    await api.req('POST', `/v1/products/${p}/tags`, { tag_id: tag })
    await api.req('PUT', `/v1/products/${p}/variants`, { group_id: g, limit: 1, obligatory: true })
    const res = await api.req('POST', `/v1/products/${p}/clone`)
    assert.equal(res.status, 201)
    const copy = (await api.req('GET', `/v1/products/${res.body.info.id}`)).body.info
    const original = await api.productById(p)
    assert.equal(copy.name, 'Latte (copia)')
    assert.equal(copy.position, 2)
    assert.equal(copy.category_id, c)
    assert.equal(copy.price, 45.5)
    assert.equal(copy.description, 'Espumoso')
    assert.deepEqual(copy.tags, original.tags)
    assert.deepEqual(copy.variant_groups, original.variant_groups)
    assert.equal((await api.groupById(g)).products_count, 2)

    assert.deepEqual((await api.req('DELETE', `/v1/products/${p}`)).body, { info: { id: p } })
    assert.equal((await api.req('GET', `/v1/products/${p}`)).status, 404)
    assert.equal((await api.groupById(g)).products_count, 1)
    assert.equal((await api.req('GET', `/v1/tags/${tag}`)).status, 200)
    assert.equal((await api.req('DELETE', `/v1/products/${p}`)).status, 404)
  })
})
