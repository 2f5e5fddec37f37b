import assert from 'node:assert/strict'
import { gunzipSync } from 'node:zlib'
import { after, before, describe, it } from 'node:test'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { bigMenu, comidaCorrida, jsonLdOf, scriptsOf, toWeekdayAt } from './public-allergens-data.js'

/**
 * The public menu's budget with allergens: a 150-dish menu (the bench's, without uploads) with
 * every dish's allergens, the legend, the filter form and the JSON-LD, and a menu of the day
 * shown first within its hours ('Comida corrida', 3 steps), stays within 20 KB of gzip as sent,
 * filtered or not, with no script but the JSON-LD data block.
 */
const BUDGET = 20 * 1024

describe(`public menu: size with allergens (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  it('150 dishes with allergens and a menu of the day: at most 20 KB gzip, whole or filtered; no script but the JSON-LD', async (test) => {
    const a = await account(t, 'NEGOCIO')
    const api = menuApi(t, a.access_token)
    const [branch] = (await api.req('GET', '/v1/sucursales')).body.info
    await api.req('PUT', `/v1/sucursales/${branch.id}`, {
      name: 'Centro',
      phone: '5551234567',
      address: 'Av. Juárez 10, Centro, CDMX',
      // 'Mi pedido' on (issue 45): every dish offered has its 'Agregar' button within the budget.
      table_orders: true,
    })
    await comidaCorrida(api, await bigMenu(t, api))
    // A Tuesday at 14:00 in the branch's zone: within the combo's hours.
    toWeekdayAt(t, 2, '14:00')
    const sizes: string[] = []
    for (const query of ['', '?sin=gluten,peanuts', '?sin=milk&sin=eggs&sin=soy']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/m/${branch.route_key}${query}`,
        headers: { 'accept-encoding': 'gzip' },
      })
      assert.equal(res.statusCode, 200)
      assert.equal(res.headers['content-encoding'], 'gzip')
      const html = gunzipSync(res.rawPayload).toString('utf8')
      assert.ok(
        res.rawPayload.length <= BUDGET,
        `${query || 'whole menu'}: ${res.rawPayload.length} bytes of gzip (HTML ${html.length})`,
      )
      // It really is the whole menu with its allergens.
      const dishes = (html.match(/<h4>/g) ?? []).length
      if (!query) assert.equal(dishes, 150)
      else assert.ok(dishes > 0 && dishes < 150, `${query}: ${dishes} dishes shown`)
      // Every dish but the sold-out ones has its button, posting to the one form of the page.
      const buttons = (html.match(/<button name="a\d+" id="a\d+">Agregar<\/button>/g) ?? []).length
      const sold = (html.match(/<p class="pr"><s>/g) ?? []).length
      assert.equal(buttons, dishes + 1 - sold, `${query}: the dishes and the menu of the day, each with a button`)
      assert.ok(html.includes('<form id="o" method="post" action="/m/'), 'the form the buttons post')
      // The menu of the day first, with its hours and today's choices, and not again in its category.
      assert.ok(html.includes('<h3>Comida corrida · 13:00–17:00</h3>'), `${query}: the menu of the day at the top`)
      assert.equal(html.split('Comida corrida').length - 1, 1 + 2, 'its heading, and its section in the JSON-LD')
      const day = html.slice(
        html.indexOf('<section class="fam" id="dia"'),
        html.indexOf('</section>', html.indexOf('id="dia"')),
      )
      for (const choice of ['Sopa de fideo', 'Crema de elote', 'Agua de jamaica', 'Agua de horchata'])
        assert.ok(day.includes(choice), choice)
      if (!query) assert.equal((day.match(/<li/g) ?? []).length, 1 + 8, 'the combo and its 8 choices')
      assert.ok((html.match(/<div class="al">/g) ?? []).length === dishes + 1)
      // The unconfirmed sentence once; each dish concerned a short marker linking to it.
      assert.equal(html.split('consulta al personal antes de pedir').length - 1, 2, 'the note and the legend')
      assert.ok(html.includes('<p class="nc"><a href="#sin-confirmar">Alérgenos sin confirmar</a></p>'))
      assert.ok(html.includes('<details class="lg">') && html.includes('<form method="get">'))
      assert.deepEqual(scriptsOf(html), ['<script type="application/ld+json">'])
      const [top, ...families] = jsonLdOf(html).hasMenu.hasMenuSection
      const items = families.flatMap((f) => (f.hasMenuSection ?? []).flatMap((c) => c.hasMenuItem ?? []))
      assert.equal(items.length, dishes, 'the JSON-LD lists the dishes the page shows')
      assert.equal(top!.name, 'Comida corrida · 13:00–17:00')
      // Its steps as add-ons; the filter leaves out the guisados that contain what the diner avoids.
      const steps = top!.hasMenuItem![0]!.menuAddOn!.map((s) => [s.name, s.hasMenuItem!.length])
      if (!query)
        assert.deepEqual(steps, [
          ['Sopa', 2],
          ['Guisado', 4],
          ['Bebida', 2],
        ])
      else
        assert.deepEqual(
          steps.map(([name]) => name),
          ['Sopa', 'Guisado', 'Bebida'],
        )
      sizes.push(`${query || 'whole'} ${res.rawPayload.length} B`)
    }
    test.diagnostic(sizes.join(', '))
  })

  it('the same menu and its menu of the day offered in three languages: within 20 KB gzip in each of them', async () => {
    const a = await account(t, 'NEGOCIO')
    const api = menuApi(t, a.access_token)
    const [branch] = (await api.req('GET', '/v1/sucursales')).body.info
    await api.req('PUT', '/v1/profiles/me', { languages: ['es', 'en', 'fr'] })
    await api.req('PUT', `/v1/sucursales/${branch.id}`, { table_orders: true })
    await comidaCorrida(api, await bigMenu(t, api))
    toWeekdayAt(t, 3, '15:00')
    for (const lang of ['es', 'en', 'fr']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/m/${branch.route_key}?lang=${lang}`,
        headers: { 'accept-encoding': 'gzip' },
      })
      assert.equal(res.statusCode, 200)
      const html = gunzipSync(res.rawPayload).toString('utf8')
      assert.ok(html.includes(`<html lang="${lang}"`), lang)
      assert.equal((html.match(/<h4>/g) ?? []).length, 150)
      assert.ok(html.includes('<h3>Comida corrida · 13:00–17:00</h3>'), `${lang}: the menu of the day first`)
      assert.ok(html.includes('<form id="o" method="post"'), `${lang}: with the order buttons`)
      assert.ok(res.rawPayload.length <= BUDGET, `${lang}: ${res.rawPayload.length} bytes of gzip`)
    }
  })
})
