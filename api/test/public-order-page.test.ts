import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { toWeekdayAt } from './public-allergens-data.js'
import { diner, restaurant } from './public-order-helpers.js'

/**
 * The menu page's side of 'Mi pedido' (issue 45, public-menu/order-buttons.ts): an 'Agregar'
 * button on each dish offered now, only while the branch's switch is on and its plan includes
 * the table service; one form holding the page's state; 'Ver mi pedido'; the waiter calls with
 * ?mesa=n. No script, and nothing per visitor in the cached page.
 */

const BUTTON = /<button name="a(\d+)" id="a(\d+)">([^<]+)<\/button>/g
const buttonsOf = (html: string) => [...html.matchAll(BUTTON)].map((m) => ({ value: m[1], id: m[2], text: m[3] }))

describe(`public menu: the order buttons (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url })
    assert.equal(res.statusCode, 200)
    return res.body
  }
  const jsonMenu = async (key: string) =>
    (await t.app.inject({ method: 'GET', url: `/v1/public/menus/${key}` })).json().info as { ordering: boolean }

  it("each dish offered now has its button; sold-out and off-hours dishes don't; one form with the page's state", async () => {
    const r = await restaurant(t, { languages: ['es', 'en'] })
    const tacos = await r.api.product(r.category, 'Tacos al pastor', 90)
    const pozole = await r.api.product(r.category, 'Pozole', 120)
    const agotado = await r.api.product(r.category, 'Mole', 150)
    const sold = await r.api.req('PUT', `/v1/products/${agotado}/sold-out`, {
      sucursal_id: r.branch.id,
      variant_id: null,
      until: 'manual',
    })
    assert.equal(sold.status, 200, JSON.stringify(sold.body))
    // Shown with its hours outside them ('Mostrar con su horario'): listed, not orderable.
    assert.equal((await r.api.req('PUT', '/v1/profiles/me', { off_schedule: 'label' })).status, 200)
    const breakfast = await r.api.product(r.category, 'Chilaquiles', 80, {
      schedule: { days: [1, 2, 3, 4, 5], ranges: [{ start: '07:00', end: '12:00' }] },
    })
    toWeekdayAt(t, 2, '14:00')
    assert.equal((await jsonMenu(r.branch.route_key)).ordering, true)

    const html = await page(`/m/${r.branch.route_key}`)
    const buttons = buttonsOf(html)
    assert.deepEqual(
      buttons.map((b) => Number(b.value)),
      [tacos, pozole],
    )
    for (const b of buttons) assert.deepEqual([b.id, b.text], [b.value, 'Agregar'])
    assert.ok(!html.includes(`name="a${agotado}"`) && !html.includes(`name="a${breakfast}"`))
    assert.ok(html.includes('<p class="hrs">Lun a vie de 7:00 a 12:00</p>'), 'the off-hours dish is listed')
    // The one form the buttons post, around the dishes; a menu in several languages names the page's.
    const open = `<form id="o" method="post" action="/m/${r.branch.route_key}/pedido"><input type="hidden" name="lang" value="es">`
    assert.ok(html.includes(open))
    const [from, to] = [html.indexOf(open), html.indexOf('</form>', html.indexOf(open))]
    assert.ok(
      html.indexOf(`id="a${tacos}"`) > from && html.lastIndexOf('<button name="a') < to,
      'the buttons are in it',
    )
    assert.equal(html.split('<form id="o"').length - 1, 1)
    assert.ok(html.includes(`<a class="btn" href="/m/${r.branch.route_key}/pedido?lang=es">Ver mi pedido</a>`))
    // The button the diner comes back to (#a<id>) says it was added.
    assert.match(html, /#o button:target::before\{content:"✓ Agregado · "\}/)
    // No waiter calls without a table.
    assert.ok(!html.includes('/mesero'))
    // No script but the one JSON-LD data block.
    assert.deepEqual(
      [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]),
      ['<script type="application/ld+json">'],
    )

    // The state the diner is in goes with every button: language, table, filter, search.
    const state = await page(`/m/${r.branch.route_key}?lang=en&mesa=4&sin=gluten,milk&q=tacos`)
    const expected =
      `<form id="o" method="post" action="/m/${r.branch.route_key}/pedido">` +
      '<input type="hidden" name="lang" value="en"><input type="hidden" name="mesa" value="4">' +
      '<input type="hidden" name="sin" value="gluten"><input type="hidden" name="sin" value="milk">' +
      '<input type="hidden" name="q" value="tacos">'
    const start = state.indexOf('<form id="o"')
    assert.equal(state.slice(start, start + expected.length + 1), `${expected}<`, 'the state, then the dishes')
    assert.deepEqual(
      buttonsOf(state).map((b) => [Number(b.value), b.text]),
      [[tacos, 'Add']],
    )
    assert.ok(
      state.includes(
        `<a class="btn" href="/m/${r.branch.route_key}/pedido?lang=en&amp;mesa=4&amp;sin=gluten,milk&amp;q=tacos">View my order</a>`,
      ),
    )
  })

  it("?mesa=n: 'Llamar al mesero' and 'Pedir la cuenta' under the table, in the page's language", async () => {
    const r = await restaurant(t, { languages: ['es', 'fr'] })
    await r.api.product(r.category, 'Tacos', 90)
    const html = await page(`/m/${r.branch.route_key}?mesa=4`)
    assert.ok(
      html.includes(
        `<p class="branch">Mesa 4</p><form class="cw" method="post" action="/m/${r.branch.route_key}/mesero">` +
          '<input type="hidden" name="mesa" value="4"><input type="hidden" name="lang" value="es">' +
          '<button class="btn" name="k" value="waiter">Llamar al mesero</button>' +
          '<button class="btn" name="k" value="bill">Pedir la cuenta</button></form>',
      ),
    )
    const fr = await page(`/m/${r.branch.route_key}?mesa=4&lang=fr`)
    assert.ok(fr.includes('value="waiter">Appeler le serveur</button>'))
    assert.ok(fr.includes('value="bill">Demander l&#39;addition</button>'))
    // A table the branch does not have (it has 10): the page without it, and without the calls.
    const beyond = await page(`/m/${r.branch.route_key}?mesa=11`)
    assert.ok(!beyond.includes('/mesero') && beyond.includes('<form id="o"'))
  })

  it('no buttons with the switch off, on FREEMIUM (even with the switch on in the database), or after a downgrade', async () => {
    const r = await restaurant(t)
    await r.api.product(r.category, 'Tacos', 90)
    assert.equal(buttonsOf(await page(`/m/${r.branch.route_key}`)).length, 1)
    assert.equal((await r.api.req('PUT', `/v1/sucursales/${r.branch.id}`, { table_orders: false })).status, 200)
    const off = await page(`/m/${r.branch.route_key}?mesa=3`)
    assert.equal(buttonsOf(off).length, 0)
    assert.ok(!off.includes('<form id="o"') && !off.includes('/pedido') && !off.includes('/mesero'))
    assert.ok(!off.includes('#o button'), 'nor their rules')
    assert.equal((await jsonMenu(r.branch.route_key)).ordering, false)

    const free = await account(t, 'FREEMIUM')
    const api = menuApi(t, free.access_token)
    const [branch] = (await api.req('GET', '/v1/sucursales')).body.info as Array<{ id: number; route_key: string }>
    await api.product(await api.category(await api.family('Comidas'), 'Tacos'), 'Tacos', 90)
    await t.db.updateTable('sucursales').set({ table_orders: 1 }).where('id', '=', branch!.id).execute()
    const html = await page(`/m/${branch!.route_key}?mesa=1`)
    assert.equal(buttonsOf(html).length, 0)
    assert.ok(!html.includes('<form id="o"') && !html.includes('/mesero'))
    assert.equal((await jsonMenu(branch!.route_key)).ordering, false)
  })

  it('the page is the same cached bytes for every diner: nothing per visitor, no cookie', async () => {
    const r = await restaurant(t)
    await r.api.product(r.category, 'Tacos', 90)
    const [ana, beto] = [diner(t), diner(t)]
    const first = await ana.get(`/m/${r.branch.route_key}?mesa=2`)
    const second = await beto.get(`/m/${r.branch.route_key}?mesa=2`)
    assert.equal(first.statusCode, 200)
    assert.equal(first.body, second.body)
    assert.equal(first.headers.etag, second.headers.etag)
    assert.equal(first.headers['set-cookie'], undefined)
    assert.equal(ana.jar.size + beto.jar.size, 0)
  })
})
