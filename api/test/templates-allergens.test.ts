import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { components } from '../../shared/src/api/schema'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

type TProduct = components['schemas']['TemplateProduct']
type TVariant = components['schemas']['TemplateVariant']

/**
 * Templates keep the base menu's allergens (docs/allergens.md): a recipe does not change per
 * branch. The template lists answer them for the editor to show read-only; a template save
 * cannot set them; a change in the base menu shows in every template at once.
 */
describe(`templates and allergens (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  async function owner() {
    const a = await account(t, 'FRANCHISES')
    const menu = menuApi(t, a.access_token)
    const category = await menu.category(await menu.family('Comida'), 'Platos')
    const group = await menu.created('POST', '/v1/groups', {
      name: 'Extras',
      variants: [{ name: 'Queso', price: 15, allergens: { milk: 'contains' } }],
    })
    const padThai = await menu.product(category, 'Pad thai', 150, {
      allergens: { peanuts: 'contains', soy: 'may_contain', gluten: 'free' },
      diets: ['vegetarian'],
      variant_groups: [{ group_id: group }],
    })
    const sopa = await menu.product(category, 'Sopa', 60)
    const template = async (name: string) => {
      const res = await menu.req('POST', '/v1/templates', { name })
      assert.equal(res.status, 201, JSON.stringify(res.body))
      return res.body.info.id as number
    }
    const list = async <T>(id: number, path: string) => {
      const res = await menu.req('GET', `/v1/templates/${id}/${path}`)
      assert.equal(res.status, 200, JSON.stringify(res.body))
      return res.body.info as T[]
    }
    return {
      menu,
      padThai,
      sopa,
      template,
      products: (id: number) => list<TProduct>(id, 'products'),
      variants: (id: number) => list<TVariant>(id, 'groups/variants'),
    }
  }

  it("a template's lists answer the base menu's allergens and diets; a base change shows in every template", async () => {
    const o = await owner()
    const [norte, sur] = [await o.template('Norte'), await o.template('Sur')]
    for (const id of [norte, sur]) {
      assert.deepEqual(
        (await o.products(id)).map((p) => [p.name, p.allergens, p.diets]),
        [
          ['Pad thai', { gluten: 'free', peanuts: 'contains', soy: 'may_contain' }, ['vegetarian']],
          ['Sopa', {}, []],
        ],
      )
      assert.deepEqual(
        (await o.variants(id)).map((v) => [v.name, v.allergens]),
        [['Queso', { milk: 'contains' }]],
      )
    }
    // A template that overrides the price still shows the base allergens.
    const saved = await o.menu.req('PUT', `/v1/templates/${norte}/products`, [{ product_id: o.sopa, price: 65 }])
    assert.equal(saved.status, 200, JSON.stringify(saved.body))
    assert.equal((await o.menu.req('PUT', `/v1/products/${o.sopa}`, { allergens: { celery: 'contains' } })).status, 200)
    for (const id of [norte, sur]) {
      const sopa = (await o.products(id)).find((p) => p.name === 'Sopa')!
      assert.deepEqual(sopa.allergens, { celery: 'contains' })
    }
    assert.equal((await o.products(norte)).find((p) => p.name === 'Sopa')!.price, 65)
  })

  it('a template save cannot set allergens: a row naming them saves its price only, the allergens stay the base ones', async () => {
    const o = await owner()
    const norte = await o.template('Norte')
    // A template row has no allergens field: like any field a schema does not name, it is dropped.
    const res = await o.menu.req('PUT', `/v1/templates/${norte}/products`, [
      { product_id: o.padThai, price: 140, allergens: { peanuts: 'free' }, diets: ['vegan'] },
    ])
    assert.equal(res.status, 200, JSON.stringify(res.body))
    const row = (res.body.info as TProduct[]).find((p) => p.name === 'Pad thai')!
    assert.deepEqual([row.price, row.allergens.peanuts, row.diets], [140, 'contains', ['vegetarian']])
    assert.deepEqual((await o.menu.productById(o.padThai)).allergens, {
      gluten: 'free',
      peanuts: 'contains',
      soy: 'may_contain',
    })
    assert.equal((await o.products(norte)).find((p) => p.name === 'Pad thai')!.allergens.peanuts, 'contains')
  })
})
