import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ALLERGEN_CODES } from '@menu/shared/menu/allergens'
import { createPublicMenus } from '../src/public-menu/page.js'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { scriptsOf } from './public-allergens-data.js'

/**
 * The diner's search on the public menu (issue 40, item 3): a GET form (?q=) the server
 * answers, ignoring case and accents, over the names and descriptions the diner reads (their
 * language, Spanish where a text has no translation); with ?sin=, ?lang= and ?mesa=; 'No
 * encontramos …' with the way back; the query echoed escaped; pages cached per query, apart
 * and within a budget.
 */

const ALL_FREE = Object.fromEntries(ALLERGEN_CODES.map((c) => [c, 'free']))

/** The dishes a page shows, by their headings. */
const dishes = (html: string): string[] => [...html.matchAll(/<h4>([^<]+)<\/h4>/g)].map((m) => m[1]!)

describe(`public menu: search (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  /** A menu in Spanish and English: nopal dishes with and without accents and translations, a branch with 5 tables. */
  async function menu() {
    const a = await account(t, 'NEGOCIO')
    const api = menuApi(t, a.access_token)
    const [first] = (await api.req('GET', '/v1/sucursales')).body.info
    const branch = (await api.req('PUT', `/v1/sucursales/${first.id}`, { name: 'Centro', tables: 5 })).body.info as {
      id: number
      route_key: string
    }
    assert.equal((await api.req('PUT', '/v1/profiles/me', { languages: ['es', 'en'] })).status, 200)
    const entradas = await api.category(await api.family('Comidas'), 'Entradas', {
      translations: { en: { name: 'Starters' } },
    })
    const ids = {
      ensalada: await api.product(entradas, 'Ensalada de nopales', 90, {
        description: 'Con queso fresco',
        translations: { en: { name: 'Cactus salad', description: 'With fresh cheese' } },
      }),
      // An accent in the name and no translation: the English page shows (and searches) it in Spanish.
      nopal: await api.product(entradas, 'Nopál a la plancha', 70),
      // Found by its description, untranslated under a translated name.
      taco: await api.product(entradas, 'Taco de pastor', 30, {
        description: 'Con NOPAL tierno',
        translations: { en: { name: 'Pastor taco' } },
      }),
      flan: await api.product(entradas, 'Flan', 45, { translations: { en: { name: 'Caramel custard' } } }),
    }
    const facts = await api.req('PUT', '/v1/products/allergens', {
      items: [
        { id: ids.ensalada, allergens: { ...ALL_FREE, milk: 'contains' } },
        { id: ids.nopal, allergens: ALL_FREE },
      ],
    })
    assert.equal(facts.status, 200, JSON.stringify(facts.body))
    return { ...a, api, branch, entradas, key: branch.route_key }
  }
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/m/${url}`, headers })

  it('finds dishes ignoring case and accents, by name or description; every word must be found', async () => {
    const o = await menu()
    const whole = await page(o.key)
    // The form: a GET form to the page itself, labelled, with the query box.
    const form = whole.body.match(/<form class="sf" method="get" role="search">[\s\S]*?<\/form>/)![0]
    assert.match(form, /<label class="vh" for="q">Buscar platillo<\/label>/)
    assert.match(form, /<input id="q" type="search" name="q" maxlength="60" placeholder="Buscar platillo" value="">/)
    assert.match(form, /<input type="hidden" name="lang" value="es">/, 'keeps the language of a menu in several')

    for (const q of ['nopal', 'NOPAL', 'Nopál', '  nopal  ']) {
      const res = await page(`${o.key}?q=${encodeURIComponent(q)}`)
      assert.equal(res.statusCode, 200)
      assert.deepEqual(dishes(res.body), ['Ensalada de nopales', 'Nopál a la plancha', 'Taco de pastor'], q)
      assert.ok(res.body.includes('<b>3 platillos con «'), q)
      assert.ok(res.body.includes(`<a href="${o.key}?lang=es">Ver todo el menú</a>`), 'the way back to the whole menu')
    }
    const two = await page(`${o.key}?q=ensalada+NOPAL`)
    assert.deepEqual(dishes(two.body), ['Ensalada de nopales'])
    assert.ok(two.body.includes('<b>1 platillo con «ensalada NOPAL»</b>'))
    assert.ok(two.body.includes('value="ensalada NOPAL"'), 'the box keeps the query')
    // An empty query is the whole menu (same bytes as without it).
    assert.equal((await page(`${o.key}?q=+`)).headers.etag, whole.headers.etag)
  })

  it("searches the diner's language, each untranslated text in Spanish, and says it in that language", async () => {
    const o = await menu()
    const cactus = await page(`${o.key}?lang=en&q=cactus`)
    assert.deepEqual(dishes(cactus.body), ['Cactus salad'])
    assert.ok(cactus.body.includes('1 dish matching “cactus”'))
    // 'nopal' in English: the untranslated name and the untranslated description (Spanish fallback).
    const nopal = await page(`${o.key}?lang=en&q=nopal`)
    assert.deepEqual(dishes(nopal.body), ['Nopál a la plancha', 'Pastor taco'])
    assert.ok(nopal.body.includes('<a href="'.concat(o.key, '?lang=en">See the whole menu</a>')))
    // Accept-Language chooses too.
    const header = await page(`${o.key}?q=custard`, { 'accept-language': 'en' })
    assert.deepEqual(dishes(header.body), ['Caramel custard'])
  })

  it('combines with the allergen filter and the table, each kept by the other forms and links', async () => {
    const o = await menu()
    const res = await page(`${o.key}?q=nopal&sin=milk&mesa=3`)
    assert.equal(res.statusCode, 200)
    // The salad contains milk: the filter leaves it out, the search finds the rest.
    assert.deepEqual(dishes(res.body), ['Nopál a la plancha', 'Taco de pastor'])
    assert.match(res.body, /<p class="branch">Mesa 3<\/p>/)
    const search = res.body.match(/<form class="sf"[\s\S]*?<\/form>/)![0]
    for (const field of ['name="lang" value="es"', 'name="mesa" value="3"', 'name="sin" value="milk"'])
      assert.ok(search.includes(`<input type="hidden" ${field}>`), `the search form keeps ${field}`)
    const filter = res.body.match(/<form method="get">[\s\S]*?<\/form>/)![0]
    assert.ok(filter.includes('<input type="hidden" name="q" value="nopal">'), 'the allergen filter keeps the search')
    assert.ok(filter.includes('<input type="hidden" name="mesa" value="3">'))
    // Each way back drops only its own part.
    assert.ok(res.body.includes(`<a href="${o.key}?lang=es&amp;mesa=3&amp;sin=milk">Ver todo el menú</a>`))
    assert.ok(
      res.body.includes(`<a href="${o.key}?lang=es&amp;mesa=3&amp;q=nopal">Quitar filtro y ver todo el menú</a>`),
    )
    // The form's repeated spelling is the same page.
    const repeated = await page(`${o.key}?sin=milk&mesa=3&q=nopal&lang=es`)
    assert.deepEqual(dishes(repeated.body), dishes(res.body))
  })

  it("says 'No encontramos …' with the way back, never 'no products yet'", async () => {
    const o = await menu()
    const res = await page(`${o.key}?q=sushi&mesa=2`)
    assert.equal(res.statusCode, 200)
    assert.deepEqual(dishes(res.body), [])
    assert.ok(res.body.includes('<div class="fs" role="status"><p><b>No encontramos platillos con «sushi».</b></p>'))
    assert.ok(res.body.includes(`<a href="${o.key}?lang=es&amp;mesa=2">Ver todo el menú</a>`))
    assert.ok(!res.body.includes('Este menú aún no tiene productos.'))
  })

  it('echoes the query escaped: it is user input in HTML', async () => {
    const o = await menu()
    const evil = `"><script>alert(1)</script><b x='`
    const res = await page(`${o.key}?q=${encodeURIComponent(evil)}`)
    assert.equal(res.statusCode, 200)
    assert.ok(!res.body.includes('<script>alert'), 'no script from the query')
    assert.deepEqual(scriptsOf(res.body), ['<script type="application/ld+json">'])
    assert.ok(res.body.includes('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b x=&#39;"'))
    assert.ok(res.body.includes('«&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b x=&#39;»'))
    // Longer queries are cut (the box's maxlength); a repeated ?q= takes the first.
    const long = await page(`${o.key}?q=${'n'.repeat(500)}&q=flan`)
    assert.ok(long.body.includes(`value="${'n'.repeat(60)}"`))
  })

  it('caches each query apart (its own bytes and ETag), in a budget of its own, and follows edits', async () => {
    const o = await menu()
    const [nopal, flan, whole] = [await page(`${o.key}?q=nopal`), await page(`${o.key}?q=flan`), await page(o.key)]
    assert.notEqual(nopal.headers.etag, flan.headers.etag)
    assert.deepEqual(dishes((await page(`${o.key}?q=flan`)).body), ['Flan'])
    assert.deepEqual(dishes((await page(`${o.key}?q=nopal`)).body).length, 3, 'not the other query from the cache')
    assert.equal((await page(o.key)).headers.etag, whole.headers.etag)
    // An edit shows in the next search.
    await o.api.product(o.entradas, 'Flan de nopal', 50)
    assert.deepEqual(dishes((await page(`${o.key}?q=flan`)).body), ['Flan', 'Flan de nopal'])

    // Random queries fill the search cache only, within its budget; the menu's own pages stay.
    const menus = createPublicMenus(t.app.ctx)
    await menus.get(o.key)
    // Until the oldest go (pages are about 14 KB: a few hundred fill the 4 MB).
    let evicted = false
    for (let i = 0; i < 2000 && !evicted; i++) {
      await menus.get(o.key, {}, [], undefined, `q${i}${'x'.repeat(50)}`)
      evicted = menus.searchCache().size < i + 1
    }
    const cached = menus.searchCache()
    assert.ok(evicted && cached.bytes <= cached.budget, JSON.stringify(cached))
    assert.equal(menus.cacheSize(), 1, 'the whole menu is still cached, alone in its cache')
  })
})
