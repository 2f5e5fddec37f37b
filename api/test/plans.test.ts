import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { seedPlanPrices } from '../src/data/price-list.js'
import { prepareDatabase } from '../src/data/prepare.js'
import { account, call, DIALECT, makeApp, type TestApp } from './helpers.js'

/** GET /v1/plans: the plan selector's cards, priced from the plan_prices table. */

interface Card {
  id: string
  title: string
  price: number
  intervals: Array<{ interval: string; code: string; amount: number }>
  features: string[]
  demo_note: string | null
}

describe(`GET /v1/plans (${DIALECT})`, () => {
  let t: TestApp
  let token: string
  before(async () => {
    t = await makeApp()
    token = (await account(t)).access_token
  })
  after(async () => t.close())

  const plans = async (query = '') => {
    const res = await call(t.app, { method: 'GET', url: `/v1/plans${query}`, token })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    return res.body.info as Card[]
  }
  const card = (cards: Card[], id: string) => {
    const found = cards.find((c) => c.id === id)
    assert.ok(found, `card ${id}`)
    return found
  }

  /** Sets one price in the table for the length of `fn`, then puts the seeded one back (PostgreSQL runs share one database). */
  async function withPrice(code: string, interval: 'monthly' | 'yearly', cents: number, fn: () => Promise<void>) {
    const row = await t.db
      .selectFrom('plan_prices')
      .select('amount_cents')
      .where('code', '=', code)
      .where('interval', '=', interval)
      .executeTakeFirstOrThrow()
    await t.db
      .updateTable('plan_prices')
      .set({ amount_cents: cents })
      .where('code', '=', code)
      .where('interval', '=', interval)
      .execute()
    try {
      await fn()
    } finally {
      await t.db
        .updateTable('plan_prices')
        .set({ amount_cents: row.amount_cents })
        .where('code', '=', code)
        .where('interval', '=', interval)
        .execute()
    }
  }

  it('answers the four cards in MXN by default: Gratis, Negocio, Franquicias, Sucursales adicionales', async () => {
    const cards = await plans()
    assert.deepEqual(
      cards.map((c) => [c.id, c.title, c.price]),
      [
        ['FREEMIUM', 'Gratis', 0],
        ['NEGOCIO', 'Negocio', 299],
        ['FRANCHISES', 'Franquicias', 399],
        ['SUCURSALES', 'Sucursales adicionales', 250],
      ],
    )
    assert.deepEqual(card(cards, 'FREEMIUM').intervals, [])
    assert.deepEqual(card(cards, 'NEGOCIO').intervals, [
      { interval: 'monthly', code: 'MENU-NEGOCIO-MXN', amount: 299 },
      { interval: 'yearly', code: 'MENU-NEGOCIO-MXN', amount: 2990 },
    ])
    assert.deepEqual(card(cards, 'FRANCHISES').intervals, [
      { interval: 'monthly', code: 'MENU-FRANCHISES-MXN', amount: 399 },
      { interval: 'yearly', code: 'MENU-FRANCHISES-MXN', amount: 3990 },
    ])
    assert.deepEqual(card(cards, 'SUCURSALES').intervals, [
      { interval: 'monthly', code: 'MENU-SUCURSALES-MXN', amount: 250 },
      { interval: 'yearly', code: 'MENU-SUCURSALES-MXN', amount: 2500 },
    ])
    assert.deepEqual(await plans('?currency=MXN'), cards)
  })

  it('answers USD prices: 15, 20 and 12.5 a month; 150, 200 and 125 a year', async () => {
    const cards = await plans('?currency=USD')
    assert.deepEqual(
      cards.map((c) => [c.id, c.price]),
      [
        ['FREEMIUM', 0],
        ['NEGOCIO', 15],
        ['FRANCHISES', 20],
        ['SUCURSALES', 12.5],
      ],
    )
    assert.deepEqual(card(cards, 'NEGOCIO').intervals, [
      { interval: 'monthly', code: 'MENU-NEGOCIO-USD', amount: 15 },
      { interval: 'yearly', code: 'MENU-NEGOCIO-USD', amount: 150 },
    ])
    assert.deepEqual(
      card(cards, 'FRANCHISES').intervals.map((i) => i.amount),
      [20, 200],
    )
    assert.deepEqual(card(cards, 'SUCURSALES').intervals, [
      { interval: 'monthly', code: 'MENU-SUCURSALES-USD', amount: 12.5 },
      { interval: 'yearly', code: 'MENU-SUCURSALES-USD', amount: 125 },
    ])
  })

  it("picks the currency from the browser's time zone when none is given; currency wins", async () => {
    const price = async (query: string) => card(await plans(query), 'NEGOCIO').price
    assert.equal(await price('?time_zone=America/Tijuana'), 299)
    assert.equal(await price('?time_zone=Mexico/General'), 299)
    assert.equal(await price(`?time_zone=${encodeURIComponent('America/Mexico_City')}`), 299)
    assert.equal(await price('?time_zone=America/New_York'), 15)
    assert.equal(await price('?time_zone=Europe/Madrid'), 15)
    assert.equal(await price('?time_zone=Zona/Desconocida'), 15)
    assert.equal(await price('?time_zone='), 299)
    assert.equal(await price('?currency=MXN&time_zone=Europe/Madrid'), 299)
    assert.equal(await price('?currency=USD&time_zone=America/Cancun'), 15)
  })

  it("refuses another currency: 400 VALIDATION_ERROR 'Moneda no soportada'", async () => {
    for (const currency of ['EUR', 'mxn', '']) {
      const res = await call(t.app, { method: 'GET', url: `/v1/plans?currency=${currency}`, token })
      assert.equal(res.status, 400, currency)
      assert.equal(res.body.error.code, 'VALIDATION_ERROR')
      assert.equal(res.body.error.message, 'Moneda no soportada')
      assert.equal(res.body.error.field, 'currency')
    }
  })

  it('needs a token', async () => {
    const res = await call(t.app, { method: 'GET', url: '/v1/plans' })
    assert.equal(res.status, 401)
    assert.equal(res.body.error.code, 'WRONG_TOKEN')
  })

  it('describes each plan by what it includes', async () => {
    const cards = await plans()
    assert.deepEqual(card(cards, 'FREEMIUM').features, ['Menú digital con código QR', 'Promociones', '1 sucursal'])
    assert.deepEqual(card(cards, 'NEGOCIO').features, [
      'Menú digital con código QR',
      'Promociones',
      'Publicidad',
      'Identidad de marca',
      'Google Tag Manager y Facebook Pixel',
      '1 sucursal',
    ])
    assert.deepEqual(card(cards, 'FRANCHISES').features, [
      'Menú digital con código QR',
      'Promociones',
      'Publicidad',
      'Identidad de marca',
      'Google Tag Manager y Facebook Pixel',
      'Plantillas por sucursal',
    ])
    assert.ok(card(cards, 'SUCURSALES').features.includes('Precio por cada sucursal adicional'))
    assert.deepEqual(
      cards.map((c) => [c.id, c.demo_note]),
      [
        ['FREEMIUM', null],
        ['NEGOCIO', null],
        ['FRANCHISES', 'Hasta 5 sucursales durante la prueba'],
        ['SUCURSALES', null],
      ],
    )
  })

  it("Franquicias' branches are the ones bought: no branch limit among its bullets (the panel prices them per interval from the add-on card); the scope's limit is the demo's", async () => {
    for (const currency of ['MXN', 'USD']) {
      const franquicias = card(await plans(`?currency=${currency}`), 'FRANCHISES')
      assert.deepEqual(
        franquicias.features.filter((feature) => /sucursales/i.test(feature)),
        [],
        currency,
      )
      assert.equal(franquicias.demo_note, 'Hasta 5 sucursales durante la prueba')
    }
  })

  it("follows the catalogue in the database: a plan's branch limit", async () => {
    const limit = async (value: number) =>
      t.db
        .updateTable('plan_scopes')
        .set({ limit: value })
        .where('plan_code', '=', 'FRANCHISES')
        .where('name', '=', 'Sucursales')
        .execute()
    await limit(8)
    try {
      assert.equal(card(await plans(), 'FRANCHISES').demo_note, 'Hasta 8 sucursales durante la prueba')
    } finally {
      await limit(5)
    }
  })

  it('shows a price changed in the database on the next request', async () => {
    await withPrice('MENU-NEGOCIO-MXN', 'monthly', 34950, async () => {
      const negocio = card(await plans(), 'NEGOCIO')
      assert.equal(negocio.price, 349.5)
      assert.deepEqual(
        negocio.intervals.map((i) => i.amount),
        [349.5, 2990],
      )
      assert.equal(card(await plans('?currency=USD'), 'NEGOCIO').price, 15, 'the other currency is its own row')
    })
    assert.equal(card(await plans(), 'NEGOCIO').price, 299)
  })

  it('seeding again (every start) never overwrites a changed price, and restores a missing row', async () => {
    await withPrice('MENU-SUCURSALES-USD', 'yearly', 9900, async () => {
      await seedPlanPrices(t.db)
      await prepareDatabase(t.db)
      assert.deepEqual(
        card(await plans('?currency=USD'), 'SUCURSALES').intervals.map((i) => i.amount),
        [12.5, 99],
      )
    })
    await t.db
      .deleteFrom('plan_prices')
      .where('code', '=', 'MENU-FRANCHISES-USD')
      .where('interval', '=', 'monthly')
      .execute()
    await seedPlanPrices(t.db)
    assert.equal(card(await plans('?currency=USD'), 'FRANCHISES').price, 20)
    const rows = await t.db.selectFrom('plan_prices').select(['code', 'interval']).execute()
    assert.equal(rows.length, 12)
  })
})
