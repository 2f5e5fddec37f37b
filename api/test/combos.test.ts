import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { COMBO_MESSAGES } from '@menu/shared/menu/combos'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

/**
 * Combos through the API (docs/combos.md): a product of kind 'combo' with ordered steps of dish
 * items (the account's dishes) and named items, each with an optional surcharge; validation
 * names the step and item field; a dish answers kind 'dish' and no steps.
 */

type Api = ReturnType<typeof menuApi>

describe(`combos (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  /** An owner with a category and three dishes: two guisados and an agua. */
  async function owner() {
    const api = menuApi(t, (await account(t)).access_token)
    const category = await api.category(await api.family('Comidas'), 'Del día')
    const mole = await api.product(category, 'Mole poblano', 90)
    const tinga = await api.product(category, 'Tinga', 80)
    const agua = await api.product(category, 'Agua de jamaica', 25)
    return { api, category, mole, tinga, agua }
  }

  const comidaCorrida = (d: { mole: number; tinga: number; agua: number }) => [
    {
      name: 'Sopa',
      min: 1,
      max: 1,
      items: [{ name: 'Sopa de fideo' }, { name: 'Consomé', surcharge: null }],
    },
    {
      name: 'Guisado',
      min: 1,
      max: 2,
      items: [{ product_id: d.mole, surcharge: 15 }, { product_id: d.tinga }],
    },
    { name: 'Bebida', min: 0, max: 1, items: [{ product_id: d.agua, surcharge: 0 }] },
  ]

  /** A 400 VALIDATION_ERROR naming `field` with `message`. */
  async function refused(api: Api, method: 'POST' | 'PUT', url: string, body: object, field: string, message: string) {
    const res = await api.req(method, url, body)
    assert.equal(res.status, 400, JSON.stringify(res.body))
    assert.equal(res.body.error.code, 'VALIDATION_ERROR')
    assert.equal(res.body.error.field, field)
    assert.equal(res.body.error.message, message)
  }

  it('creates a combo with three steps (dish items, named items, surcharges) and reads it back', async () => {
    const o = await owner()
    const id = await o.api.product(o.category, 'Comida corrida', 120, { kind: 'combo', steps: comidaCorrida(o) })
    const p = await o.api.productById(id)
    assert.equal(p.kind, 'combo')
    assert.equal(p.daily, false)
    assert.equal(p.price, 120)
    assert.deepEqual(p.steps, [
      {
        name: 'Sopa',
        min: 1,
        max: 1,
        translations: {},
        items: [
          { product_id: null, name: 'Sopa de fideo', surcharge: null, translations: {} },
          { product_id: null, name: 'Consomé', surcharge: null, translations: {} },
        ],
      },
      {
        name: 'Guisado',
        min: 1,
        max: 2,
        translations: {},
        items: [
          { product_id: o.mole, name: null, surcharge: 15, translations: {} },
          { product_id: o.tinga, name: null, surcharge: null, translations: {} },
        ],
      },
      {
        name: 'Bebida',
        min: 0,
        max: 1,
        translations: {},
        items: [{ product_id: o.agua, name: null, surcharge: 0, translations: {} }],
      },
    ])
    // A dish answers its kind and no steps; the list carries the combo as any product.
    const dish = await o.api.productById(o.mole)
    assert.deepEqual([dish.kind, dish.steps, dish.daily], ['dish', [], false])
    const listed = (await o.api.products()).find((x) => x.id === id)!
    assert.deepEqual(listed.steps, p.steps)
  })

  it('names the field of each mistake in the steps, with the panel’s Spanish message', async () => {
    const o = await owner()
    const url = `/v1/categories/${o.category}/products`
    const combo = (steps: unknown) => ({ name: 'Combo', price: 100, kind: 'combo', steps })
    await refused(o.api, 'POST', url, { name: 'Combo', price: 100, kind: 'combo' }, 'steps', COMBO_MESSAGES.noSteps)
    await refused(o.api, 'POST', url, combo([]), 'steps', COMBO_MESSAGES.noSteps)
    const sopa = { name: 'Sopa', min: 1, max: 1, items: [{ name: 'Fideo' }] }
    await refused(
      o.api,
      'POST',
      url,
      combo([sopa, { name: 'Guisado', min: 2, max: 1, items: [{ name: 'a' }, { name: 'b' }] }]),
      'steps.1.min',
      COMBO_MESSAGES.minMax,
    )
    await refused(
      o.api,
      'POST',
      url,
      combo([{ name: 'Guisado', min: 2, max: 3, items: [{ product_id: o.mole }] }]),
      'steps.0.min',
      COMBO_MESSAGES.fewItems,
    )
    await refused(
      o.api,
      'POST',
      url,
      combo([
        sopa,
        { name: 'Guisado', min: 1, max: 1, items: [{ name: 'Tinga' }, { product_id: o.mole, name: 'Mole' }] },
      ]),
      'steps.1.items.1.name',
      COMBO_MESSAGES.itemBoth,
    )
    await refused(o.api, 'POST', url, combo([{ ...sopa, name: '  ' }]), 'steps.0.name', COMBO_MESSAGES.stepName)
    await refused(o.api, 'POST', url, combo([{ ...sopa, items: [] }]), 'steps.0.items', COMBO_MESSAGES.noItems)
    await refused(
      o.api,
      'POST',
      url,
      combo([{ ...sopa, items: [{ name: 'Fideo', surcharge: 1.234 }] }]),
      'steps.0.items.0.surcharge',
      COMBO_MESSAGES.surcharge,
    )
    // A dish has no steps and is never a menu of the day.
    await refused(o.api, 'POST', url, { name: 'Taco', price: 20, steps: [sopa] }, 'steps', COMBO_MESSAGES.dishSteps)
    await refused(o.api, 'PUT', `/v1/products/${o.mole}`, { steps: [sopa] }, 'steps', COMBO_MESSAGES.dishSteps)
    await refused(o.api, 'PUT', `/v1/products/${o.mole}`, { daily: true }, 'daily', COMBO_MESSAGES.notDaily)
    // A combo in a combo's step: 400 on that item.
    const combo1 = await o.api.product(o.category, 'Combo 1', 100, { kind: 'combo', steps: [sopa] })
    await refused(
      o.api,
      'POST',
      url,
      combo([sopa, { name: 'Otro', min: 1, max: 1, items: [{ name: 'x' }, { product_id: combo1 }] }]),
      'steps.1.items.1.product_id',
      COMBO_MESSAGES.nested,
    )
    assert.deepEqual(
      (await o.api.products()).map((p) => p.name),
      ['Mole poblano', 'Tinga', 'Agua de jamaica', 'Combo 1'],
      'nothing was written',
    )
  })

  it("another account's dish in a step is a 404 and nothing is written; another account's combo is a 404", async () => {
    const a = await owner()
    const b = await owner()
    const before = await b.api.products()
    const res = await b.api.req('POST', `/v1/categories/${b.category}/products`, {
      name: 'Robado',
      price: 100,
      kind: 'combo',
      steps: [{ name: 'Guisado', min: 1, max: 1, items: [{ product_id: a.mole }] }],
    })
    assert.equal(res.status, 404, JSON.stringify(res.body))
    assert.equal(res.body.error.code, 'RESOURCE_NOT_FOUND')
    assert.deepEqual(await b.api.products(), before)

    const combo = await a.api.product(a.category, 'Comida corrida', 120, { kind: 'combo', steps: comidaCorrida(a) })
    assert.equal((await b.api.req('GET', `/v1/products/${combo}`)).status, 404)
    assert.equal((await b.api.req('PUT', `/v1/products/${combo}`, { steps: comidaCorrida(b) })).status, 404)
    assert.equal((await b.api.req('GET', `/v1/products/${combo}/days?from=2026-12-07&to=2026-12-13`)).status, 404)
    const mine = await b.api.product(b.category, 'Mío', 100, { kind: 'combo', steps: comidaCorrida(b) })
    const stolen = await b.api.req('PUT', `/v1/products/${mine}`, { steps: comidaCorrida(a) })
    assert.equal(stolen.status, 404)
    assert.deepEqual((await a.api.productById(combo)).steps.length, 3)
    assert.deepEqual(
      (await b.api.productById(mine)).steps[1]!.items.map((it) => it.product_id),
      [b.mole, b.tinga],
    )
  })

  it('updates steps; a combo that becomes a dish loses its steps; a dish becomes a combo with steps', async () => {
    const o = await owner()
    const id = await o.api.product(o.category, 'Comida corrida', 120, { kind: 'combo', steps: comidaCorrida(o) })
    const put = await o.api.req('PUT', `/v1/products/${id}`, {
      steps: [{ name: 'Guisado', min: 1, max: 1, items: [{ product_id: o.tinga, surcharge: 10 }] }],
    })
    assert.equal(put.status, 200, JSON.stringify(put.body))
    assert.deepEqual(
      (await o.api.productById(id)).steps.map((s) => [s.name, s.items.map((it) => [it.product_id, it.surcharge])]),
      [['Guisado', [[o.tinga, 10]]]],
    )
    // Other fields leave the steps alone.
    await o.api.req('PUT', `/v1/products/${id}`, { price: 130 })
    assert.equal((await o.api.productById(id)).steps.length, 1)

    assert.equal((await o.api.req('PUT', `/v1/products/${id}`, { kind: 'dish' })).status, 200)
    // The history says it in words (history/labels.ts).
    const entry = (await o.api.read<{ items: Array<{ changes: Array<{ text: string }> }> }>('/v1/history?page_size=1'))
      .items[0]!
    assert.deepEqual(entry.changes.map((c) => c.text).sort(), [
      'Pasos del combo: Guisado: 1 opción → —',
      'Tipo: Combo → Platillo',
    ])
    const dish = await o.api.productById(id)
    assert.deepEqual([dish.kind, dish.steps, dish.daily], ['dish', [], false])
    // Back to a combo: it needs steps again.
    await refused(o.api, 'PUT', `/v1/products/${id}`, { kind: 'combo' }, 'steps', COMBO_MESSAGES.noSteps)
    const again = await o.api.req('PUT', `/v1/products/${id}`, { kind: 'combo', steps: comidaCorrida(o), daily: true })
    assert.equal(again.status, 200, JSON.stringify(again.body))
    const combo = await o.api.productById(id)
    assert.deepEqual([combo.kind, combo.steps.length, combo.daily], ['combo', 3, true])
  })

  it('a dish offered in a combo (its steps or a dated day) cannot become a combo: 400 on kind naming the combo', async () => {
    const o = await owner()
    await o.api.product(o.category, 'Comida corrida', 120, { kind: 'combo', steps: comidaCorrida(o) })
    const steps = [{ name: 'Sopa', min: 1, max: 1, items: [{ name: 'Fideo' }] }]
    await refused(
      o.api,
      'PUT',
      `/v1/products/${o.tinga}`,
      { kind: 'combo', steps },
      'kind',
      COMBO_MESSAGES.optionOf('Comida corrida'),
    )
    const daily = await o.api.product(o.category, 'Menú ejecutivo', 150, { kind: 'combo', daily: true, steps })
    const lone = await o.api.product(o.category, 'Enchiladas', 70)
    const day = { date: '2026-12-07', steps: [{ name: 'Plato', min: 1, max: 1, items: [{ product_id: lone }] }] }
    assert.equal((await o.api.req('PUT', `/v1/products/${daily}/days`, { days: [day] })).status, 200)
    await refused(
      o.api,
      'PUT',
      `/v1/products/${lone}`,
      { kind: 'combo', steps },
      'kind',
      COMBO_MESSAGES.optionOf('Menú ejecutivo'),
    )
    // A dish offered nowhere may.
    const free = await o.api.product(o.category, 'Paquete', 99)
    assert.equal((await o.api.req('PUT', `/v1/products/${free}`, { kind: 'combo', steps })).status, 200)
  })

  it('clone copies the kind, the steps and the menu of the day with its dated steps', async () => {
    const o = await owner()
    const id = await o.api.product(o.category, 'Comida corrida', 120, {
      kind: 'combo',
      daily: true,
      steps: comidaCorrida(o),
    })
    const monday = [{ name: 'Guisado', min: 1, max: 1, items: [{ product_id: o.mole }] }]
    const saved = await o.api.req('PUT', `/v1/products/${id}/days`, { days: [{ date: '2026-12-07', steps: monday }] })
    assert.equal(saved.status, 200, JSON.stringify(saved.body))
    const copy = await o.api.created('POST', `/v1/products/${id}/clone`)
    const p = await o.api.productById(copy)
    assert.equal(p.name, 'Comida corrida (copia)')
    assert.deepEqual([p.kind, p.daily], ['combo', true])
    assert.deepEqual(p.steps, (await o.api.productById(id)).steps)
    const days = await o.api.read<Array<{ date: string; steps: unknown[] }>>(
      `/v1/products/${copy}/days?from=2026-12-07&to=2026-12-13`,
    )
    assert.deepEqual(
      days.map((d) => d.date),
      ['2026-12-07'],
    )
  })

  it('a dish that is an item of a combo can be deleted; the combo then reads without it', async () => {
    const o = await owner()
    const id = await o.api.product(o.category, 'Comida corrida', 120, {
      kind: 'combo',
      daily: true,
      steps: comidaCorrida(o),
    })
    await o.api.req('PUT', `/v1/products/${id}/days`, {
      days: [
        {
          date: '2026-12-07',
          steps: [{ name: 'Guisado', min: 1, max: 2, items: [{ product_id: o.mole }, { product_id: o.tinga }] }],
        },
      ],
    })
    assert.equal((await o.api.req('DELETE', `/v1/products/${o.mole}`)).status, 200)
    const p = await o.api.productById(id)
    assert.deepEqual(
      p.steps[1]!.items.map((it) => it.product_id),
      [o.tinga],
    )
    const [day] = await o.api.read<Array<{ steps: Array<{ items: Array<{ product_id: number | null }> }> }>>(
      `/v1/products/${id}/days?from=2026-12-07&to=2026-12-07`,
    )
    assert.deepEqual(
      day!.steps[0]!.items.map((it) => it.product_id),
      [o.tinga],
    )
  })
})
