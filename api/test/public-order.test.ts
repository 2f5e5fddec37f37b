import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { DIALECT, makeApp, type TestApp } from './helpers.js'
import { diner, type Restaurant, restaurant, textOf } from './public-order-helpers.js'

/**
 * 'Mi pedido' (docs/table-service.md, "Diners"): adding dishes from the menu's buttons and the
 * choices page, the list priced again from the current menu (sold out since, new prices), its
 * quantity forms, the Spanish block for the waiter, the WhatsApp link, one list per visitor and
 * branch, the dish-add count, and a branch that does not take lists. Pages without script.
 */
describe(`public order: Mi pedido (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const base = (r: Restaurant) => `/m/${r.branch.route_key}`
  const addsOf = async (r: Restaurant) =>
    t.db.selectFrom('dish_adds').selectAll().where('sucursal_id', '=', r.branch.id).execute()

  it('adds a dish: back to it on the menu with the table, a cookie, and the list shows it; no script', async () => {
    const r = await restaurant(t)
    const tacos = await r.api.product(r.category, 'Tacos al pastor', 90)
    const d = diner(t)
    const add = await d.post(`${base(r)}/pedido`, { a: tacos, n: 2, mesa: 4 })
    assert.equal(add.statusCode, 303)
    assert.equal(add.headers.location, `/m/${r.branch.route_key}?mesa=4#a${tacos}`)
    const cookie = String(add.headers['set-cookie'])
    assert.match(cookie, /^md_pedido=[A-Za-z0-9_-]{22}; Path=\/m\/; Max-Age=86400; HttpOnly; SameSite=Lax$/)
    const list = await d.get(`${base(r)}/pedido?mesa=4`)
    assert.equal(list.statusCode, 200)
    assert.equal(list.headers['cache-control'], 'no-store')
    assert.match(String(list.headers['content-security-policy']), /script-src 'none'/)
    assert.match(String(list.headers['content-security-policy']), /form-action 'self'/)
    assert.doesNotMatch(list.body, /<script/i)
    const text = textOf(list.body)
    assert.match(text, /Mi pedido/)
    assert.match(text, /2 × Tacos al pastor/)
    assert.match(text, /Total \$180/)
    // The waiter's block: Spanish, the table, the lines and the total.
    assert.match(list.body, /<section class="wt" lang="es"/)
    assert.match(text, /Mostrar al mesero Mesa 4 2 × Tacos al pastor \$180 Total: \$180/)
    // The same dish again adds to its line: here as the menu's button posts it (its name `a<id>`, no value).
    await d.post(`${base(r)}/pedido`, { [`a${tacos}`]: '', mesa: 4 })
    assert.match(textOf((await d.get(`${base(r)}/pedido?mesa=4`)).body), /3 × Tacos al pastor.*Total \$270/)
  })

  it('a dish with options goes to the choices page; an obligatory group left empty is refused in Spanish', async () => {
    const r = await restaurant(t)
    const salsas = await r.api.group('Salsa', [{ name: 'Verde' }, { name: 'Roja' }])
    const extras = await r.api.group('Extras', [
      { name: 'Queso extra', price: 15 },
      { name: 'Tocino', price: 25 },
    ])
    const burger = await r.api.product(r.category, 'Hamburguesa', 120, {
      variant_groups: [
        { group_id: salsas, limit: 1, obligatory: true },
        { group_id: extras, limit: 2 },
      ],
    })
    const [verde] = (await r.api.groupById(salsas)).variants
    const [queso, tocino] = (await r.api.groupById(extras)).variants
    const d = diner(t)
    const add = await d.post(`${base(r)}/pedido`, { a: burger, mesa: 4 })
    assert.equal(add.statusCode, 303)
    assert.equal(add.headers.location, `/m/${r.branch.route_key}/pedido/elegir?mesa=4&p=${burger}`)
    const page = await d.get(add.headers.location!)
    assert.equal(page.statusCode, 200)
    assert.doesNotMatch(page.body, /<script/i)
    assert.match(page.body, /<label class="op"><input type="radio" name="v" value="\d+">/)
    assert.match(page.body, /<label class="op"><input type="checkbox" name="v" value="\d+">/)
    assert.match(page.body, /<label for="n">Cantidad<\/label><input id="n" name="n"/)
    const missing = await d.post(`${base(r)}/pedido`, { a: burger, e: 1, mesa: 4, v: queso!.id })
    assert.equal(missing.statusCode, 400)
    assert.match(missing.body, /role="alert">Elige una opción de Salsa\.</)
    assert.match(missing.body, new RegExp(`value="${queso!.id}" checked`), 'what was sent stays ticked')
    const tooMany = await d.post(`${base(r)}/pedido`, {
      a: burger,
      e: 1,
      v: [verde!.id, (await r.api.groupById(salsas)).variants[1]!.id],
    })
    assert.equal(tooMany.statusCode, 400)
    assert.match(tooMany.body, /En Salsa elige como máximo 1\./)
    assert.equal((await d.get(`${base(r)}/pedido`)).body.includes('Hamburguesa'), false, 'nothing was added')
    const ok = await d.post(`${base(r)}/pedido`, {
      a: burger,
      e: 1,
      n: 2,
      mesa: 4,
      v: [verde!.id, queso!.id, tocino!.id],
    })
    assert.equal(ok.statusCode, 303)
    assert.equal(ok.headers.location, `/m/${r.branch.route_key}?mesa=4#a${burger}`)
    const text = textOf((await d.get(`${base(r)}/pedido?mesa=4`)).body)
    // (120 + 15 + 25) × 2
    assert.match(text, /2 × Hamburguesa Verde, Queso extra, Tocino \$320/)
    assert.match(text, /Total \$320/)
  })

  it('extras priced by position and a combo step are priced and checked', async () => {
    const r = await restaurant(t)
    const extras = await r.api.created('POST', '/v1/groups', {
      name: 'Extras',
      variants: [{ name: 'Queso', price: 12 }, { name: 'Chorizo' }, { name: 'Nopales' }],
      position_pricing: { free: 1, each: 10 },
    })
    const tacos = await r.api.product(r.category, 'Tacos', 50, { variant_groups: [{ group_id: extras, limit: null }] })
    const consome = await r.api.product(r.category, 'Consomé', 40)
    const crema = await r.api.product(r.category, 'Crema', 45)
    const combo = await r.api.product(r.category, 'Comida corrida', 120, {
      kind: 'combo',
      steps: [{ name: 'Sopa', min: 1, max: 1, items: [{ product_id: consome }, { product_id: crema, surcharge: 15 }] }],
    })
    const ids = (await r.api.groupById(extras)).variants.map((v) => v.id)
    const d = diner(t)
    assert.equal((await d.post(`${base(r)}/pedido`, { a: tacos, e: 1, v: ids })).statusCode, 303)
    const noSoup = await d.post(`${base(r)}/pedido`, { a: combo, e: 1 })
    assert.equal(noSoup.statusCode, 400)
    assert.match(noSoup.body, /En Sopa elige 1\./)
    assert.equal((await d.post(`${base(r)}/pedido`, { a: combo, e: 1, s0: 1 })).statusCode, 303)
    const text = textOf((await d.get(`${base(r)}/pedido`)).body)
    // 50 + 0 (the first free) + 10 + 10, whichever variants; the combo 120 + 15.
    assert.match(text, /1 × Tacos Queso, Chorizo, Nopales \$70/)
    assert.match(text, /1 × Comida corrida Crema \$135/)
    assert.match(text, /Total \$205/)
  })

  it('quantity −/+, remove and empty the list', async () => {
    const r = await restaurant(t)
    const tacos = await r.api.product(r.category, 'Tacos', 30)
    const agua = await r.api.product(r.category, 'Agua', 20)
    const d = diner(t)
    await d.post(`${base(r)}/pedido`, { a: tacos })
    await d.post(`${base(r)}/pedido`, { a: agua, n: 3 })
    const more = await d.post(`${base(r)}/pedido/cambiar`, { l: 0, n: 4, mesa: 2, q: 'tacos' })
    assert.equal(more.statusCode, 303)
    assert.equal(more.headers.location, `/m/${r.branch.route_key}/pedido?mesa=2&q=tacos`)
    assert.match(textOf((await d.get(`${base(r)}/pedido`)).body), /4 × Tacos.*3 × Agua.*Total \$180/)
    assert.equal((await d.post(`${base(r)}/pedido/cambiar`, { l: 0, n: 0 })).statusCode, 303)
    const after = textOf((await d.get(`${base(r)}/pedido`)).body)
    assert.doesNotMatch(after, /Tacos/)
    assert.match(after, /Total \$60/)
    assert.equal((await d.post(`${base(r)}/pedido/vaciar`, {})).statusCode, 303)
    const empty = textOf((await d.get(`${base(r)}/pedido`)).body)
    assert.match(empty, /Tu pedido está vacío/)
    assert.equal(
      await t.db.selectFrom('order_lists').select('token').where('sucursal_id', '=', r.branch.id).executeTakeFirst(),
      undefined,
    )
  })

  it('prices and availability come from the current menu: sold out since, a new price', async () => {
    const r = await restaurant(t)
    const tacos = await r.api.product(r.category, 'Tacos', 30)
    const agua = await r.api.product(r.category, 'Agua', 20)
    const d = diner(t)
    await d.post(`${base(r)}/pedido`, { a: tacos, n: 2 })
    await d.post(`${base(r)}/pedido`, { a: agua })
    const sold = await r.api.req('PUT', `/v1/products/${agua}/sold-out`, {
      sucursal_id: r.branch.id,
      variant_id: null,
      until: 'manual',
    })
    assert.equal(sold.status, 200, JSON.stringify(sold.body))
    assert.equal((await r.api.req('PUT', `/v1/products/${tacos}`, { price: 35 })).status, 200)
    const page = (await d.get(`${base(r)}/pedido`)).body
    const text = textOf(page)
    assert.match(text, /1 × Agua Ya no disponible/)
    assert.match(text, /2 × Tacos \$70/)
    assert.match(text, /Total \$70/)
    // The waiter's block leaves it out too.
    assert.doesNotMatch(text, /Mostrar al mesero.*Agua/)
    // And it can no longer be added.
    assert.equal((await d.post(`${base(r)}/pedido`, { a: agua })).statusCode, 400)
  })

  it("in the diner's language, with the waiter's block in Spanish and a WhatsApp message", async () => {
    const r = await restaurant(t, { languages: ['es', 'en'] })
    const tacos = await r.api.product(r.category, 'Tacos al pastor', 90, {
      translations: { en: { name: 'Al pastor tacos' } },
    })
    const extras = await r.api.group('Extras', [{ name: 'Queso extra', price: 15 }])
    await r.api.req('PUT', `/v1/groups/${extras}`, { translations: { en: { name: 'Extras' } } })
    const burger = await r.api.product(r.category, 'Hamburguesa', 120, {
      variant_groups: [{ group_id: extras, limit: 1 }],
    })
    const [queso] = (await r.api.groupById(extras)).variants
    const d = diner(t)
    const add = await d.post(`${base(r)}/pedido`, { a: tacos, n: 2, mesa: 4, lang: 'en' })
    assert.equal(add.headers.location, `/m/${r.branch.route_key}?lang=en&mesa=4#a${tacos}`)
    await d.post(`${base(r)}/pedido`, { a: burger, e: 1, v: queso!.id, mesa: 4, lang: 'en' })
    const res = await d.get(`${base(r)}/pedido?lang=en&mesa=4`)
    assert.equal(res.headers['content-language'], 'en')
    assert.match(res.body, /<html lang="en">/)
    const text = textOf(res.body)
    assert.match(text, /My order/)
    assert.match(text, /2 × Al pastor tacos MX\$180/)
    assert.match(
      text,
      /Show to the waiter Mesa 4 2 × Tacos al pastor \$180 1 × Hamburguesa \$135 Queso extra Total: \$315/,
    )
    const link = res.body.match(/href="(https:\/\/wa\.me\/525512345678\?text=[^"]+)"/)?.[1]
    assert.ok(link, 'the WhatsApp link')
    assert.equal(
      new URL(link!.replaceAll('&amp;', '&')).searchParams.get('text'),
      'Pedido · Mesa 4\n2 × Tacos al pastor — $180\n1 × Hamburguesa — $135\n   Queso extra\nTotal: $315',
    )
  })

  it('no WhatsApp link without a number; one list per visitor and per branch', async () => {
    const r = await restaurant(t, { whatsapp: null })
    const other = await restaurant(t)
    const tacos = await r.api.product(r.category, 'Tacos', 30)
    const d = diner(t)
    await d.post(`${base(r)}/pedido`, { a: tacos })
    const mine = await d.get(`${base(r)}/pedido`)
    assert.match(textOf(mine.body), /1 × Tacos/)
    assert.doesNotMatch(mine.body, /wa\.me/)
    // Another visitor sees an empty list; the same visitor at another branch too.
    assert.match(textOf((await diner(t).get(`${base(r)}/pedido`)).body), /Tu pedido está vacío/)
    assert.match(textOf((await d.get(`${base(other)}/pedido`)).body), /Tu pedido está vacío/)
    // A dish of another branch's menu cannot be added here.
    assert.equal((await d.post(`${base(other)}/pedido`, { a: tacos })).statusCode, 400)
  })

  it('counts a dish once per visitor and day', async () => {
    const r = await restaurant(t)
    const tacos = await r.api.product(r.category, 'Tacos', 30)
    const [one, two] = [diner(t), diner(t)]
    await one.post(`${base(r)}/pedido`, { a: tacos })
    await one.post(`${base(r)}/pedido`, { a: tacos })
    assert.equal((await addsOf(r)).length, 1)
    await two.post(`${base(r)}/pedido`, { a: tacos })
    const rows = await addsOf(r)
    assert.equal(rows.length, 2)
    assert.ok(rows.every((row) => row.product_id === tacos && /^[A-Za-z0-9_-]{22}$/.test(row.visitor)))
  })

  it('a visitor changing their list too often (120 in 10 min) waits: the 429 page, nothing written', async () => {
    const r = await restaurant(t)
    const tacos = await r.api.product(r.category, 'Tacos al pastor', 90)
    const d = diner(t)
    for (let i = 0; i < 60; i++) assert.equal((await d.post(`${base(r)}/pedido`, { a: tacos })).statusCode, 303)
    for (let i = 0; i < 60; i++)
      assert.equal((await d.post(`${base(r)}/pedido/cambiar`, { l: 0, n: 1 })).statusCode, 303)
    const refused = await d.post(`${base(r)}/pedido`, { a: tacos })
    assert.equal(refused.statusCode, 429)
    assert.match(textOf(refused.body), /Son muchos cambios seguidos; espera un momento/)
    assert.equal((await d.post(`${base(r)}/pedido/vaciar`, {})).statusCode, 429)
    assert.match(textOf((await d.get(`${base(r)}/pedido`)).body), /1 × Tacos al pastor/, 'the list is as it was')
    // Another visitor is not held back, and ten minutes later this one may go on.
    assert.equal((await diner(t).post(`${base(r)}/pedido`, { a: tacos })).statusCode, 303)
    t.travel(10 * 60_000 + 1000)
    assert.equal((await d.post(`${base(r)}/pedido/vaciar`, {})).statusCode, 303)
  })

  it('malformed forms are refused with a page, never a 500; a large body is refused', async () => {
    const r = await restaurant(t)
    const tacos = await r.api.product(r.category, 'Tacos', 30)
    const d = diner(t)
    const forms: Array<Record<string, string | number>> = [
      {},
      { a: 'abc' },
      { a: '-1' },
      { a: tacos, n: 999 },
      { a: tacos, n: 'x', v: 'x', s0: '-1' },
    ]
    for (const fields of forms) {
      const res = await d.post(`${base(r)}/pedido`, fields)
      assert.equal(res.statusCode, 400, JSON.stringify(fields))
      assert.match(String(res.headers['content-type']), /^text\/html/)
    }
    for (const fields of [
      { l: 'zz', n: 1 },
      { l: 5, n: 1 },
      { l: 0, n: -3 },
    ]) {
      assert.equal((await d.post(`${base(r)}/pedido/cambiar`, fields)).statusCode, 303, JSON.stringify(fields))
    }
    assert.equal((await d.get(`${base(r)}/pedido`)).statusCode, 200, 'the list still shows')
    const big = await d.post(`${base(r)}/pedido`, { a: tacos, x: 'y'.repeat(9000) })
    assert.equal(big.statusCode, 413)
    assert.equal((await addsOf(r)).length, 0)
  })

  it('a branch that does not take lists answers the 404 page; an unknown key the plain 404', async () => {
    const r = await restaurant(t)
    const tacos = await r.api.product(r.category, 'Tacos', 30)
    assert.equal((await r.api.req('PUT', `/v1/sucursales/${r.branch.id}`, { table_orders: false })).status, 200)
    const d = diner(t)
    const add = await d.post(`${base(r)}/pedido`, { a: tacos })
    assert.equal(add.statusCode, 404)
    assert.match(add.body, /Esta sucursal no toma pedidos ni llamadas desde la mesa\./)
    assert.equal(add.headers['set-cookie'], undefined)
    assert.equal((await d.get(`${base(r)}/pedido`)).statusCode, 404)
    assert.equal((await addsOf(r)).length, 0)
    const unknown = await d.post('/m/no-existe-esta-clave/pedido', { a: tacos })
    assert.equal(unknown.statusCode, 404)
    assert.doesNotMatch(unknown.body, /no toma pedidos/)
    // The menu page shows no buttons then (the view's ordering).
    assert.doesNotMatch((await d.get(base(r))).body, /\/pedido/)
  })
})

describe(`public order on a menu host of its own (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({ PUBLIC_URL: 'https://panel.example.com', PUBLIC_MENU_URL: 'https://menu.example.com' })
  })
  after(async () => t.close())

  it("the order pages are the menu's: served on its host, not the panel's", async () => {
    const r = await restaurant(t)
    const tacos = await r.api.product(r.category, 'Tacos', 30)
    const d = diner(t)
    const url = `/m/${r.branch.route_key}/pedido`
    const onMenu = await d.post(url, { a: tacos, mesa: 1 }, { host: 'menu.example.com' })
    assert.equal(onMenu.statusCode, 303)
    assert.equal(onMenu.headers.location, `/m/${r.branch.route_key}?mesa=1#a${tacos}`)
    assert.match(textOf((await d.get(url, { host: 'menu.example.com' })).body), /1 × Tacos/)
    assert.equal((await d.post(url, { a: tacos }, { host: 'panel.example.com' })).statusCode, 404)
  })
})
