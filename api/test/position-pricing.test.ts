import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { POSITION_MESSAGES } from '@menu/shared/menu/combos'
import { esc } from '../src/public-menu/escape.js'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

/** Extras priced by position (docs/combos.md): a variant group's `position_pricing`. */
describe(`extras priced by position (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const owner = async () => menuApi(t, (await account(t)).access_token)
  const pricingOf = async (api: ReturnType<typeof menuApi>, id: number) => (await api.groupById(id)).position_pricing

  it('sets, keeps, changes and clears each form; a clone copies it', async () => {
    const api = await owner()
    const none = await api.created('POST', '/v1/groups', { name: 'Salsas', variants: [{ name: 'Verde' }] })
    assert.equal(await pricingOf(api, none), null)
    const id = await api.created('POST', '/v1/groups', {
      name: 'Extras',
      variants: [{ name: 'Queso', price: 12 }],
      position_pricing: { free: 2, each: 10 },
    })
    assert.deepEqual(await pricingOf(api, id), { free: 2, each: 10 })
    // Absent: unchanged, whatever else the request changes.
    assert.equal((await api.req('PUT', `/v1/groups/${id}`, { name: 'Extras de la casa' })).status, 200)
    assert.deepEqual(await pricingOf(api, id), { free: 2, each: 10 })
    const put = await api.req('PUT', `/v1/groups/${id}`, { position_pricing: { prices: [0, 8.5, 12] } })
    assert.equal(put.status, 200, JSON.stringify(put.body))
    assert.deepEqual(put.body.info.position_pricing, { prices: [0, 8.5, 12] })
    const clone = await api.req('POST', `/v1/groups/${id}/clone`)
    assert.equal(clone.status, 201)
    assert.deepEqual(await pricingOf(api, clone.body.info.id), { prices: [0, 8.5, 12] })
    assert.equal((await api.req('PUT', `/v1/groups/${id}`, { position_pricing: null })).status, 200)
    assert.equal(await pricingOf(api, id), null)
    // The clone is its own group: clearing the source left it as it was.
    assert.deepEqual(await pricingOf(api, clone.body.info.id), { prices: [0, 8.5, 12] })
    // Two forms at once are neither.
    const both = await api.req('PUT', `/v1/groups/${id}`, { position_pricing: { free: 1, each: 5, prices: [1] } })
    assert.equal(both.status, 400)
    assert.equal(await pricingOf(api, id), null)
  })

  it("answers the shared rule's Spanish message and field; nothing is written", async () => {
    const api = await owner()
    const id = await api.created('POST', '/v1/groups', { name: 'Extras', position_pricing: { free: 1, each: 5 } })
    const cases: Array<[unknown, string, string]> = [
      [{ free: 1.5, each: 5 }, 'position_pricing.free', POSITION_MESSAGES.free],
      [{ free: 101, each: 5 }, 'position_pricing.free', POSITION_MESSAGES.free],
      [{ free: -1, each: 5 }, 'position_pricing.free', POSITION_MESSAGES.free],
      [{ free: 1, each: 2.345 }, 'position_pricing.each', POSITION_MESSAGES.price],
      [{ free: 1, each: -5 }, 'position_pricing.each', POSITION_MESSAGES.price],
      [{ prices: [] }, 'position_pricing.prices', POSITION_MESSAGES.noPrices],
      [{ prices: Array(21).fill(5) }, 'position_pricing.prices', POSITION_MESSAGES.tooManyPrices],
      [{ prices: [0, 5, 1.001] }, 'position_pricing.prices.2', POSITION_MESSAGES.price],
    ]
    for (const [pricing, field, message] of cases) {
      for (const [method, url] of [
        ['PUT', `/v1/groups/${id}`],
        ['POST', '/v1/groups'],
      ] as const) {
        const res = await api.req(method, url, { name: 'Extras', position_pricing: pricing })
        assert.equal(res.status, 400, `${method} ${JSON.stringify(pricing)}`)
        assert.equal(res.body.error.code, 'VALIDATION_ERROR')
        assert.equal(res.body.error.field, field, JSON.stringify(pricing))
        assert.equal(res.body.error.message, message, JSON.stringify(pricing))
      }
    }
    assert.deepEqual(await pricingOf(api, id), { free: 1, each: 5 })
    assert.equal((await api.groups()).length, 1)
  })

  it('a group and the limits of its products never conflict, whichever side changes', async () => {
    const api = await owner()
    const category = await api.category(await api.family('Comidas'), 'Tacos')
    const group = await api.created('POST', '/v1/groups', {
      name: 'Extras',
      variants: [{ name: 'Queso' }, { name: 'Aguacate' }, { name: 'Cebolla' }],
      position_pricing: { free: 2, each: 10 },
    })
    const product = await api.product(category, 'Taco', 25)
    const limitOf = async () => (await api.productById(product)).variant_groups.map((g) => g.limit)

    // The product side: a limit below the free extras is refused, on every way to set it.
    const put = await api.req('PUT', `/v1/products/${product}`, { variant_groups: [{ group_id: group, limit: 1 }] })
    assert.equal(put.status, 400, JSON.stringify(put.body))
    assert.equal(put.body.error.field, 'variant_groups.0.limit')
    assert.equal(put.body.error.message, POSITION_MESSAGES.freeOverMax)
    assert.deepEqual(await limitOf(), [])
    const attach = await api.req('POST', `/v1/products/${product}/variants`, { group_id: group, limit: 1 })
    assert.equal(attach.status, 400)
    assert.equal(attach.body.error.field, 'limit')
    assert.equal(attach.body.error.message, POSITION_MESSAGES.freeOverMax)
    assert.deepEqual(await limitOf(), [])
    const created = await api.req('POST', `/v1/categories/${category}/products`, {
      name: 'Gringa',
      price: 40,
      variant_groups: [{ group_id: group, limit: 1 }],
    })
    assert.equal(created.status, 400)
    assert.equal(created.body.error.field, 'variant_groups.0.limit')
    assert.equal((await api.products()).length, 1)

    assert.equal((await api.req('POST', `/v1/products/${product}/variants`, { group_id: group, limit: 2 })).status, 200)
    assert.deepEqual(await limitOf(), [2])
    const lower = await api.req('PUT', `/v1/products/${product}/variants`, {
      group_id: group,
      limit: 1,
      obligatory: false,
    })
    assert.equal(lower.status, 400)
    assert.equal(lower.body.error.field, 'limit')
    assert.deepEqual(await limitOf(), [2])

    // The group side: against the smallest limit among its products (null: no limit).
    const other = await api.product(category, 'Quesadilla', 30, { variant_groups: [{ group_id: group, limit: null }] })
    for (const [pricing, field, message] of [
      [{ free: 3, each: 10 }, 'position_pricing.free', POSITION_MESSAGES.freeOverMax],
      [{ prices: [0, 5, 10] }, 'position_pricing.prices', POSITION_MESSAGES.pricesOverMax],
    ] as const) {
      const res = await api.req('PUT', `/v1/groups/${group}`, { position_pricing: pricing })
      assert.equal(res.status, 400, JSON.stringify(pricing))
      assert.equal(res.body.error.field, field)
      assert.equal(res.body.error.message, message)
    }
    assert.deepEqual(await pricingOf(api, group), { free: 2, each: 10 })
    assert.equal((await api.req('PUT', `/v1/groups/${group}`, { position_pricing: { prices: [0, 5] } })).status, 200)
    // Lowering a limit under the number of position prices is refused too.
    const fewer = await api.req('PUT', `/v1/products/${product}`, { variant_groups: [{ group_id: group, limit: 1 }] })
    assert.equal(fewer.status, 400)
    assert.equal(fewer.body.error.message, POSITION_MESSAGES.pricesOverMax)
    // No limit, or no pricing: nothing to conflict with.
    assert.equal(
      (await api.req('PUT', `/v1/products/${product}`, { variant_groups: [{ group_id: group, limit: null }] })).status,
      200,
    )
    assert.equal((await api.req('PUT', `/v1/groups/${group}`, { position_pricing: { free: 3, each: 10 } })).status, 200)
    assert.equal((await api.req('PUT', `/v1/groups/${group}`, { position_pricing: null })).status, 200)
    assert.equal(
      (await api.req('PUT', `/v1/products/${other}`, { variant_groups: [{ group_id: group, limit: 1 }] })).status,
      200,
    )
  })

  it("the product answer carries it, and the public page says it under the group's name", async () => {
    const api = await owner()
    const category = await api.category(await api.family('Comidas'), 'Tacos')
    const group = await api.created('POST', '/v1/groups', {
      name: 'Extras',
      variants: [{ name: 'Queso', price: 12 }],
      position_pricing: { free: 2, each: 10 },
    })
    const other = await api.created('POST', '/v1/groups', {
      name: 'Salsas',
      variants: [{ name: 'Verde' }],
      position_pricing: { prices: [0, 5, 8] },
    })
    const product = await api.product(category, 'Taco', 25, {
      variant_groups: [
        { group_id: group, limit: 3 },
        { group_id: other, limit: null },
      ],
    })
    assert.deepEqual(
      (await api.productById(product)).variant_groups.map((g) => g.position_pricing),
      [{ free: 2, each: 10 }, { prices: [0, 5, 8] }],
    )
    const [branch] = (await api.req('GET', '/v1/sucursales')).body.info as Array<{ route_key: string }>
    const view = JSON.parse((await t.app.inject(`/v1/public/menus/${branch!.route_key}`)).body)
    const dish = view.info.families[0].categories[0].products[0]
    const words = ['Las primeras 2 sin costo, después +$10 c/u', '1.ª sin costo · 2.ª +$5 · 3.ª +$8 y siguientes']
    assert.deepEqual(
      dish.variant_groups.map((g: { pricing_text: string | null }) => g.pricing_text),
      words,
    )
    const page = (await t.app.inject(`/m/${branch!.route_key}`)).body
    for (const text of words) assert.ok(page.includes(esc(text)), `the page says '${text}'`)
  })
})
