import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ALLERGEN_CODES } from '@menu/shared/menu/allergens'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

describe(`allergens, diets, calories and portion (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const owner = async () => {
    const api = menuApi(t, (await account(t)).access_token)
    const category = await api.category(await api.family('Comida'), 'Platos')
    return { api, category }
  }

  it('GET /v1/allergens: the 14 codes in catalogue order, each with its Spanish word and icon', async () => {
    const { api } = await owner()
    const list = await api.read<Array<{ code: string; name: string; icon: string }>>('/v1/allergens')
    assert.deepEqual(
      list.map((a) => a.code),
      [...ALLERGEN_CODES],
    )
    assert.equal(list.find((a) => a.code === 'peanuts')?.name, 'Cacahuate')
    assert.match(list[0]!.icon, /^fa-solid fa-/)
    assert.equal((await t.app.inject({ method: 'GET', url: '/v1/allergens' })).statusCode, 401)
  })

  it('a new product is not confirmed (empty map, no diets); its facts round-trip in catalogue order', async () => {
    const { api, category } = await owner()
    const plain = await api.productById(await api.product(category, 'Sopa'))
    assert.deepEqual([plain.allergens, plain.diets, plain.calories, plain.portion], [{}, [], null, null])
    const id = await api.product(category, 'Pad thai', 150, {
      allergens: { peanuts: 'contains', gluten: 'free', soy: 'may_contain' },
      diets: ['vegetarian'],
      calories: 640,
      portion: ' 350 g ',
    })
    const p = await api.productById(id)
    assert.deepEqual(Object.entries(p.allergens), [
      ['gluten', 'free'],
      ['peanuts', 'contains'],
      ['soy', 'may_contain'],
    ])
    assert.deepEqual([p.diets, p.calories, p.portion], [['vegetarian'], 640, '350 g'])
    // A partial update keeps what it does not name; null clears calories and portion.
    const res = await api.req('PUT', `/v1/products/${id}`, { calories: null, portion: '' })
    assert.equal(res.status, 200)
    assert.deepEqual(
      [res.body.info.allergens.peanuts, res.body.info.calories, res.body.info.portion],
      ['contains', null, null],
    )
  })

  it('unknown codes and levels, bad calories and diets are a 400 naming the field; nothing changes', async () => {
    const { api, category } = await owner()
    const id = await api.product(category, 'Ensalada', 90, { allergens: { celery: 'contains' } })
    const cases: Array<[object, string]> = [
      [{ allergens: { peanut: 'contains' } }, 'allergens.peanut'],
      [{ allergens: { gluten: 'maybe' } }, 'allergens.gluten'],
      [{ calories: -1 }, 'calories'],
      [{ calories: 1.5 }, 'calories'],
      [{ diets: ['keto'] }, 'diets.0'],
      [{ portion: 'x'.repeat(41) }, 'portion'],
    ]
    for (const [body, field] of cases) {
      const res = await api.req('PUT', `/v1/products/${id}`, body)
      assert.equal(res.status, 400, JSON.stringify(body))
      assert.equal(res.body.error.code, 'VALIDATION_ERROR')
      assert.ok(
        res.body.error.fields?.some((f: { field: string }) => f.field === field) || res.body.error.field === field,
        `${JSON.stringify(body)} -> ${JSON.stringify(res.body.error)}`,
      )
    }
    assert.deepEqual((await api.productById(id)).allergens, { celery: 'contains' })
  })

  it('diets may not contradict the allergens, whichever of the two changes', async () => {
    const { api, category } = await owner()
    const vegan = await api.req('POST', `/v1/categories/${category}/products`, {
      name: 'Tofu',
      price: 80,
      diets: ['vegan'],
      allergens: { milk: 'contains', soy: 'contains' },
    })
    assert.equal(vegan.status, 400)
    assert.match(vegan.body.error.message, /vegano no puede contener leche/)
    const id = await api.product(category, 'Tacos de pescado', 120, { allergens: { fish: 'contains' } })
    const vegetarian = await api.req('PUT', `/v1/products/${id}`, { diets: ['vegetarian'] })
    assert.equal(vegetarian.status, 400)
    assert.match(vegetarian.body.error.message, /vegetariano no puede contener pescado/)
    // may_contain does not contradict a diet (traces are a warning, not an ingredient).
    const ok = await api.req('PUT', `/v1/products/${id}`, { allergens: { fish: 'may_contain' }, diets: ['vegan'] })
    assert.equal(ok.status, 200)
    const back = await api.req('PUT', `/v1/products/${id}`, { allergens: { eggs: 'contains' } })
    assert.equal(back.status, 400)
    assert.deepEqual((await api.productById(id)).allergens, { fish: 'may_contain' })
  })

  it('variants carry their own allergens, calories and portion (create, sync, update, clone)', async () => {
    const { api } = await owner()
    const group = await api.created('POST', '/v1/groups', {
      name: 'Extras',
      variants: [{ name: 'Queso', price: 15, allergens: { milk: 'contains' }, calories: 110, portion: '30 g' }],
    })
    const [queso] = (await api.groupById(group)).variants
    assert.deepEqual([queso!.allergens, queso!.calories, queso!.portion], [{ milk: 'contains' }, 110, '30 g'])
    const nuez = await api.created('POST', `/v1/groups/${group}/variants`, {
      name: 'Nuez',
      allergens: { tree_nuts: 'contains' },
    })
    const updated = await api.req('PUT', `/v1/groups/variants/${nuez}`, { allergens: { tree_nuts: 'may_contain' } })
    assert.deepEqual(updated.body.info.allergens, { tree_nuts: 'may_contain' })
    const bad = await api.req('PUT', `/v1/groups/${group}`, {
      variants: [
        { id: queso!.id, name: 'Queso' },
        { name: 'Chile', allergens: { chili: 'contains' } },
      ],
    })
    assert.equal(bad.status, 400)
    // The sync keeps facts it is not given.
    await api.req('PUT', `/v1/groups/${group}`, { variants: [{ id: queso!.id, name: 'Queso extra' }] })
    assert.deepEqual((await api.groupById(group)).variants[0]!.allergens, { milk: 'contains' })
    const copy = await api.created('POST', `/v1/groups/${group}/clone`)
    assert.deepEqual((await api.groupById(copy)).variants[0]!.allergens, { milk: 'contains' })
  })

  it('the board save: several products at once, all or nothing; another account’s product is a 404', async () => {
    const { api, category } = await owner()
    const a = await api.product(category, 'A')
    const b = await api.product(category, 'B', 10, { allergens: { fish: 'contains' } })
    const res = await api.req('PUT', '/v1/products/allergens', {
      items: [
        { id: a, allergens: { gluten: 'contains', sesame: 'may_contain' } },
        { id: b, allergens: { gluten: 'contains', sesame: 'may_contain' } },
      ],
    })
    assert.equal(res.status, 200)
    assert.equal(res.body.info.length, 2)
    assert.deepEqual((await api.productById(b)).allergens, { gluten: 'contains', sesame: 'may_contain' })
    const contradiction = await api.req('PUT', '/v1/products/allergens', {
      items: [
        { id: a, allergens: {} },
        { id: b, allergens: { fish: 'contains' }, diets: ['vegan'] },
      ],
    })
    assert.equal(contradiction.status, 400)
    assert.equal(contradiction.body.error.field ?? contradiction.body.error.fields?.[0]?.field, 'items.1.diets')
    assert.deepEqual((await api.productById(a)).allergens, { gluten: 'contains', sesame: 'may_contain' })
    const stranger = await owner()
    const foreign = await stranger.api.req('PUT', '/v1/products/allergens', { items: [{ id: a, allergens: {} }] })
    assert.equal(foreign.status, 404)
    assert.equal((await stranger.api.req('PUT', `/v1/products/${a}`, { allergens: {} })).status, 404)
    assert.deepEqual((await api.productById(a)).allergens, { gluten: 'contains', sesame: 'may_contain' })
  })

  it('a clone keeps the allergens, diets, calories and portion', async () => {
    const { api, category } = await owner()
    const id = await api.product(category, 'Pan', 20, {
      allergens: { gluten: 'contains' },
      diets: ['vegan'],
      calories: 200,
      portion: '1 pieza',
    })
    const copy = await api.productById(await api.created('POST', `/v1/products/${id}/clone`))
    assert.deepEqual(
      [copy.allergens, copy.diets, copy.calories, copy.portion],
      [{ gluten: 'contains' }, ['vegan'], 200, '1 pieza'],
    )
  })
})
