import assert from 'node:assert/strict'
import { gunzipSync } from 'node:zlib'
import { after, before, describe, it } from 'node:test'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { bigMenu, jsonLdOf, scriptsOf } from './public-allergens-data.js'

/**
 * The public menu's budget with allergens: a 150-dish menu (the bench's, without uploads) with
 * every dish's allergens, the legend, the filter form and the JSON-LD stays within 20 KB of
 * gzip as sent, filtered or not, with no script but the JSON-LD data block.
 */
const BUDGET = 20 * 1024

describe(`public menu: size with allergens (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  it('150 dishes with allergens: at most 20 KB gzip, whole or filtered; no script but the JSON-LD', async () => {
    const a = await account(t, 'NEGOCIO')
    const api = menuApi(t, a.access_token)
    const [branch] = (await api.req('GET', '/v1/sucursales')).body.info
    await api.req('PUT', `/v1/sucursales/${branch.id}`, {
      name: 'Centro',
      phone: '5551234567',
      address: 'Av. Juárez 10, Centro, CDMX',
    })
    await bigMenu(t, api)
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
      assert.ok((html.match(/<div class="al">/g) ?? []).length === dishes)
      // The unconfirmed sentence once; each dish concerned a short marker linking to it.
      assert.equal(html.split('consulta al personal antes de pedir').length - 1, 2, 'the note and the legend')
      assert.ok(html.includes('<p class="nc"><a href="#sin-confirmar">Alérgenos sin confirmar</a></p>'))
      assert.ok(html.includes('<details class="lg">') && html.includes('<form method="get">'))
      assert.deepEqual(scriptsOf(html), ['<script type="application/ld+json">'])
      const items = jsonLdOf(html).hasMenu.hasMenuSection.flatMap((f) =>
        (f.hasMenuSection ?? []).flatMap((c) => c.hasMenuItem ?? []),
      )
      assert.equal(items.length, dishes, 'the JSON-LD lists the dishes the page shows')
    }
  })

  it('the same menu offered in three languages stays within 20 KB gzip in each of them', async () => {
    const a = await account(t, 'NEGOCIO')
    const api = menuApi(t, a.access_token)
    const [branch] = (await api.req('GET', '/v1/sucursales')).body.info
    await api.req('PUT', '/v1/profiles/me', { languages: ['es', 'en', 'fr'] })
    await bigMenu(t, api)
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
      assert.ok(res.rawPayload.length <= BUDGET, `${lang}: ${res.rawPayload.length} bytes of gzip`)
    }
  })
})
