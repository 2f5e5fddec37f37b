import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { account, call, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

describe(`families and categories (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const owner = async () => {
    const a = await account(t)
    return { ...a, api: menuApi(t, a.access_token) }
  }
  const families = (api: ReturnType<typeof menuApi>) => api.families()

  it('creates families and categories last among their siblings and lists them nested by position', async () => {
    const { api } = await owner()
    assert.deepEqual(await families(api), [])
    const drinks = await api.family('Bebidas', { description: 'Frías y calientes' })
    const food = await api.family('Comida')
    const hot = await api.category(drinks, 'Calientes')
    const cold = await api.category(drinks, 'Frías', { description: '  Con hielo  ' })
    const tacos = await api.category(food, 'Tacos')
    const list = await families(api)
    assert.deepEqual(list, [
      {
        id: drinks,
        name: 'Bebidas',
        description: 'Frías y calientes',
        icon: null,
        position: 0,
        translations: {},
        categories: [
          {
            id: hot,
            name: 'Calientes',
            description: null,
            position: 0,
            family_id: drinks,
            schedule: null,
            translations: {},
          },
          {
            id: cold,
            name: 'Frías',
            description: 'Con hielo',
            position: 1,
            family_id: drinks,
            schedule: null,
            translations: {},
          },
        ],
      },
      {
        id: food,
        name: 'Comida',
        description: null,
        icon: null,
        position: 1,
        translations: {},
        categories: [
          {
            id: tacos,
            name: 'Tacos',
            description: null,
            position: 0,
            family_id: food,
            schedule: null,
            translations: {},
          },
        ],
      },
    ])
  })

  it('an explicit position is kept; ties keep creation order', async () => {
    const { api } = await owner()
    const a = await api.family('A', { position: 5 })
    const b = await api.family('B', { position: 0 })
    const c = await api.family('C', { position: 5 })
    assert.deepEqual(
      (await families(api)).map((f) => [f.id, f.position]),
      [
        [b, 0],
        [a, 5],
        [c, 5],
      ],
    )
  })

  it('validates names: Campo obligatorio', async () => {
    const { api } = await owner()
    const missing = await api.req('POST', '/v1/families', { description: 'x' })
    assert.equal(missing.status, 400)
    assert.equal(missing.body.error.code, 'VALIDATION_ERROR')
    assert.match(missing.body.error.message, /^Campo obligatorio/)
    assert.equal((await api.req('POST', '/v1/families', { name: '   ' })).body.error.message, 'Campo obligatorio')
    const f = await api.family('Bebidas')
    assert.equal(
      (await api.req('POST', `/v1/families/${f}/categories`, { name: '' })).body.error.message,
      'Campo obligatorio',
    )
    assert.equal((await api.req('PUT', `/v1/families/${f}`, { name: ' ' })).body.error.message, 'Campo obligatorio')
  })

  it('PUT updates a family; description "" or null clears it; an icon URL cannot be set by hand', async () => {
    const { api } = await owner()
    const f = await api.family('Bebidas', { description: 'Algo' })
    const res = await api.req('PUT', `/v1/families/${f}`, { name: 'Bebidas frías', description: '' })
    assert.equal(res.status, 200)
    assert.deepEqual(res.body.info, {
      id: f,
      name: 'Bebidas frías',
      description: null,
      icon: null,
      position: 0,
      categories: [],
      translations: {},
    })
    assert.equal((await api.req('PUT', `/v1/families/${f}`, { description: null })).body.info.description, null)
    assert.equal((await api.req('PUT', `/v1/families/${f}`, { icon: null })).status, 200)
    assert.equal((await api.req('PUT', `/v1/families/${f}`, { icon: 'https://evil.example/x.png' })).status, 400)
  })

  it('reorders families and categories in one request; GET follows the new order', async () => {
    const { api } = await owner()
    const [a, b, c] = [await api.family('A'), await api.family('B'), await api.family('C')]
    const ok = await api.req('PUT', '/v1/families', [
      { id: c, position: 0 },
      { id: a, position: 1 },
      { id: b, position: 2 },
    ])
    assert.deepEqual(ok.body, { info: { ok: true } })
    assert.deepEqual(
      (await families(api)).map((f) => [f.id, f.position]),
      [
        [c, 0],
        [a, 1],
        [b, 2],
      ],
    )

    const [x, y, z] = [await api.category(a, 'X'), await api.category(a, 'Y'), await api.category(a, 'Z')]
    assert.equal(
      (
        await api.req('PUT', '/v1/families/categories', [
          { id: z, position: 0 },
          { id: y, position: 1 },
          { id: x, position: 2 },
        ])
      ).status,
      200,
    )
    const fa = (await families(api)).find((f) => f.id === a)!
    assert.deepEqual(
      fa.categories.map((cat) => [cat.id, cat.position]),
      [
        [z, 0],
        [y, 1],
        [x, 2],
      ],
    )
  })

  it('a reorder with a foreign or missing id changes nothing (404)', async () => {
    const { api } = await owner()
    const other = await owner()
    const foreign = await other.api.family('Ajena')
    const [a, b] = [await api.family('A'), await api.family('B')]
    const res = await api.req('PUT', '/v1/families', [
      { id: b, position: 0 },
      { id: a, position: 1 },
      { id: foreign, position: 2 },
    ])
    assert.equal(res.status, 404)
    assert.equal(res.body.error.code, 'RESOURCE_NOT_FOUND')
    assert.deepEqual(
      (await families(api)).map((f) => [f.id, f.position]),
      [
        [a, 0],
        [b, 1],
      ],
    )
    assert.deepEqual(
      (await families(other.api)).map((f) => [f.id, f.position]),
      [[foreign, 0]],
    )
    assert.equal(
      (
        await api.req('PUT', '/v1/families', [
          { id: a, position: 1 },
          { id: 2_000_000_000, position: 0 },
        ])
      ).status,
      404,
    )
    assert.deepEqual(
      (await families(api)).map((f) => f.position),
      [0, 1],
    )
    const dup = await api.req('PUT', '/v1/families', [
      { id: a, position: 1 },
      { id: a, position: 0 },
    ])
    assert.equal(dup.status, 400)
  })

  it('moves a category to another family (last there)', async () => {
    const { api } = await owner()
    const [a, b] = [await api.family('A'), await api.family('B')]
    await api.category(b, 'B1')
    await api.category(b, 'B2')
    const cat = await api.category(a, 'Viajera')
    const res = await api.req('PUT', `/v1/families/categories/${cat}`, {
      family_id: b,
      name: 'Viajera 2',
      description: 'd',
    })
    assert.equal(res.status, 200)
    assert.deepEqual(res.body.info, {
      id: cat,
      name: 'Viajera 2',
      description: 'd',
      position: 2,
      family_id: b,
      schedule: null,
      translations: {},
    })
    const list = await families(api)
    assert.deepEqual(list[0].categories, [])
    assert.deepEqual(
      list[1].categories.map((c) => c.name),
      ['B1', 'B2', 'Viajera 2'],
    )
  })

  it('clones a family with its categories (not products) and a category alone, placed last', async () => {
    const { api } = await owner()
    const f = await api.family('Bebidas', { description: 'Todas' })
    await api.family('Postres')
    const c1 = await api.category(f, 'Calientes', { description: 'Café' })
    await api.category(f, 'Frías')
    await api.product(c1, 'Americano', 30)
    const clone = await api.req('POST', `/v1/families/${f}/clone`)
    assert.equal(clone.status, 201)
    const list = await families(api)
    assert.equal(list.length, 3)
    const copy = list[2]
    assert.equal(copy.id, clone.body.info.id)
    assert.equal(copy.name, 'Bebidas (copia)')
    assert.equal(copy.description, 'Todas')
    assert.equal(copy.position, 2)
    assert.deepEqual(
      copy.categories.map((c) => [c.name, c.description, c.position]),
      [
        ['Calientes', 'Café', 0],
        ['Frías', null, 1],
      ],
    )
    const products = await api.products()
    assert.equal(products.length, 1, 'products are not cloned with the family')

    const cc = await api.req('POST', `/v1/families/categories/${c1}/clone`)
    assert.equal(cc.status, 201)
    const cats = (await families(api))[0].categories
    assert.deepEqual(
      cats.map((c) => [c.name, c.position]),
      [
        ['Calientes', 0],
        ['Frías', 1],
        ['Calientes (copia)', 2],
      ],
    )
    assert.equal((await api.products(`?category_id=${cc.body.info.id}`)).length, 0)
  })

  it('deleting a category leaves its products unclassified, after the ones already there', async () => {
    const { api } = await owner()
    const f = await api.family('F')
    const c = await api.category(f, 'C')
    const loose = await api.product(0, 'Suelto', 1)
    const p1 = await api.product(c, 'Uno', 10)
    const p2 = await api.product(c, 'Dos', 12.5)
    const res = await api.req('DELETE', `/v1/families/categories/${c}`)
    assert.deepEqual(res.body, { info: { id: c, unclassified_products: 2 } })
    const products = await api.products()
    assert.deepEqual(
      products.map((p) => [p.id, p.category_id]),
      [
        [loose, null],
        [p1, null],
        [p2, null],
      ],
    )
    assert.deepEqual((await families(api))[0].categories, [])
    assert.equal((await api.req('DELETE', `/v1/families/categories/${c}`)).status, 404)
  })

  it('deleting a family deletes its categories; every product stays, unclassified', async () => {
    const { api } = await owner()
    const f = await api.family('F')
    const keep = await api.family('Otra')
    const [c1, c2] = [await api.category(f, 'C1'), await api.category(f, 'C2')]
    const kept = await api.category(keep, 'K')
    await api.product(c1, 'a', 1)
    await api.product(c2, 'b', 1)
    await api.product(c2, 'c', 1)
    const stay = await api.product(kept, 'k', 1)
    const res = await api.req('DELETE', `/v1/families/${f}`)
    assert.deepEqual(res.body, { info: { id: f, unclassified_products: 3 } })
    assert.deepEqual(
      (await families(api)).map((x) => x.id),
      [keep],
    )
    const products = await api.products()
    assert.deepEqual(
      products.map((p) => [p.name, p.category_id]),
      [
        ['k', kept],
        ['a', null],
        ['b', null],
        ['c', null],
      ],
    )
    assert.equal(products.find((p) => p.id === stay)!.category_id, kept)
    const empty = await api.family('Vacía')
    assert.deepEqual((await api.req('DELETE', `/v1/families/${empty}`)).body.info, {
      id: empty,
      unclassified_products: 0,
    })
  })

  it('needs a token', async () => {
    assert.equal((await call(t.app, { method: 'GET', url: '/v1/families' })).status, 401)
  })
})
