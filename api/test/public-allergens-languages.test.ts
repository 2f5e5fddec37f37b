import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ALLERGEN_CODES } from '@menu/shared/menu/allergens'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { jsonLdOf } from './public-allergens-data.js'

/**
 * The allergen part of the public menu in the diner's language (issues 28 and 29): each dish's
 * allergens, diets and notices, the filter form, its result and the legend use the page's words
 * (words/), not the Spanish catalogue's. Spanish is public-allergens.test.ts.
 */

const ALL_FREE = Object.fromEntries(ALLERGEN_CODES.map((c) => [c, 'free']))
const ICON = '<i aria-hidden="true">.</i>'

/** The markup of a dish by its heading, up to the next dish or the section's end. */
function dish(html: string, name: string): string {
  const at = html.indexOf(`<h4>${name}</h4>`)
  assert.ok(at > 0, `dish ${name} on the page`)
  const ends = [html.indexOf('<div class="pb">', at), html.indexOf('</section>', at)].filter((i) => i > 0)
  return html.slice(html.lastIndexOf('<li', at), Math.min(...ends))
}
const between = (html: string, from: string, to: string) => {
  const at = html.indexOf(from)
  assert.ok(at >= 0, from)
  return html.slice(at, html.indexOf(to, at))
}
const legendNames = (html: string) =>
  [
    ...between(html, '<details class="lg">', '</details>').matchAll(
      /<li><i[^>]*>.<\/i><b>([^<]+)<\/b>: ([^<]+)<\/li>/gu,
    ),
  ].map((m) => [m[1], m[2]])

describe(`public menu: allergens in the diner's language (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  /** A menu in Spanish, English and French: a dish with every case of the allergen part. */
  async function menu() {
    const a = await account(t, 'NEGOCIO')
    const api = menuApi(t, a.access_token)
    const [branch] = (await api.req('GET', '/v1/sucursales')).body.info as Array<{ route_key: string }>
    const profile = await api.req('PUT', '/v1/profiles/me', { languages: ['es', 'en', 'fr'] })
    assert.equal(profile.status, 200, JSON.stringify(profile.body))
    const fuertes = await api.category(await api.family('Comidas'), 'Fuertes')
    const pasta = await api.product(fuertes, 'Pasta', 120)
    const ensalada = await api.product(fuertes, 'Ensalada', 90)
    const pozole = await api.product(fuertes, 'Pozole', 110)
    await api.product(fuertes, 'Flan', 45)
    const facts = await api.req('PUT', '/v1/products/allergens', {
      items: [
        {
          id: pasta,
          allergens: { ...ALL_FREE, gluten: 'contains', milk: 'contains', eggs: 'may_contain' },
          diets: ['vegetarian'],
          calories: 1200,
          portion: '350 g',
        },
        { id: ensalada, allergens: ALL_FREE, diets: ['vegan'] },
        { id: pozole, allergens: { gluten: 'free', peanuts: 'may_contain' } },
      ],
    })
    assert.equal(facts.status, 200, JSON.stringify(facts.body))
    return branch!.route_key
  }
  const page = async (key: string, query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/m/${key}${query}` })
    assert.equal(res.statusCode, 200)
    return res.body
  }

  it('English: Contains / May contain, English allergen names, notices, diets, legend and filter form', async () => {
    const key = await menu()
    const html = await page(key, '?lang=en')
    const pasta = dish(html, 'Pasta')
    assert.match(pasta, new RegExp(`<p><b>Contains:</b> ${ICON}Gluten, ${ICON}Milk</p>`, 'u'))
    assert.match(pasta, new RegExp(`<p><b>May contain:</b> ${ICON}Eggs</p>`, 'u'))
    assert.ok(pasta.includes('<p class="nu">350 g · 1,200 kcal</p>'))
    assert.ok(pasta.includes('<p class="dt">Vegetarian</p>'))
    const ensalada = dish(html, 'Ensalada')
    assert.ok(ensalada.includes('<p>Contains none of the 14 allergens</p>'))
    assert.ok(ensalada.includes('<p class="dt">Vegan · Gluten free</p>'))
    // Short markers linking to the one sentence near the filter, in the language.
    assert.ok(dish(html, 'Pozole').includes('<p class="nc"><a href="#sin-confirmar">Others not confirmed</a></p>'))
    assert.ok(dish(html, 'Flan').includes('<p class="nc"><a href="#sin-confirmar">Allergens not confirmed</a></p>'))
    assert.ok(
      html.includes(
        '<p class="ncn" id="sin-confirmar"><b>Not confirmed:</b> the restaurant has not confirmed it yet; ask the staff before ordering.</p>',
      ),
    )

    assert.ok(html.includes('<section class="alg" aria-label="Allergens">'))
    const form = between(html, '<details class="af">', '</details>')
    assert.ok(form.includes('<summary>Filter by allergens</summary>'))
    assert.ok(form.includes('<legend>Hide dishes with…</legend>'))
    assert.ok(form.includes('<button class="btn" type="submit">Apply filter</button>'))
    assert.ok(form.includes('<input type="hidden" name="lang" value="en">'), 'the filter keeps the language')
    assert.match(form, /value="peanuts">.*Peanuts<\/label>/u)
    assert.match(form, /value="crustaceans">.*Crustaceans<\/label>/u)

    assert.deepEqual(legendNames(html), [
      ['Gluten', 'Cereals containing gluten: wheat, rye, barley, oats'],
      ['Eggs', 'Eggs and egg products'],
      ['Peanuts', 'Peanuts and peanut products'],
      ['Milk', 'Milk and dairy products, including lactose'],
    ])
    const legend = between(html, '<details class="lg">', '</details>')
    assert.ok(legend.includes('<summary>What each allergen means</summary>'))
    assert.ok(legend.includes('<b>Contains</b>: the dish has this ingredient. <b>May contain</b>:'))
    assert.ok(legend.includes('<b>Not confirmed</b>:') && legend.includes('<b>Gluten free</b>: confirmed gluten free.'))
    // Nothing of the allergen part is left in Spanish.
    for (const spanish of [
      'Contiene',
      'Puede contener',
      'Alérgenos',
      'alérgeno',
      'Cacahuate',
      'Leche',
      'platillo',
      'Sin gluten',
    ])
      assert.ok(!html.includes(spanish), spanish)
    const ld = jsonLdOf(html).hasMenu
    assert.ok(ld.name.startsWith('Menu of '), ld.name)
    assert.equal(ld.inLanguage, 'en-US')

    // The filter's result, warnings and the way back, in English and in this language.
    const filtered = await page(key, '?lang=en&sin=milk,peanuts')
    assert.ok(!filtered.includes('<h4>Pasta</h4>'))
    assert.ok(
      filtered.includes('<b>1 dish containing peanuts or milk was hidden.</b> Dishes that may contain it'),
      between(filtered, '<div class="fs"', '</div>'),
    )
    assert.ok(filtered.includes(`<a href="${key}?lang=en">Remove the filter and see the whole menu</a>`))
    const pozole = dish(filtered, 'Pozole')
    assert.ok(pozole.includes('May contain peanuts</p>'), pozole)
    assert.ok(pozole.includes('Milk: not confirmed, please ask the staff</p>'), pozole)
    assert.ok((await page(key, '?lang=en&sin=crustaceans')).includes('<b>No dish contains crustaceans.</b>'))
  })

  it('French: Contient / Peut contenir, French names, legend and filter; Spanish stays the catalogue’s', async () => {
    const key = await menu()
    const html = await page(key, '?lang=fr')
    const pasta = dish(html, 'Pasta')
    assert.match(pasta, new RegExp(`<p><b>Contient:</b> ${ICON}Gluten, ${ICON}Lait</p>`, 'u'))
    assert.match(pasta, new RegExp(`<p><b>Peut contenir:</b> ${ICON}Œufs</p>`, 'u'))
    assert.ok(pasta.includes('<p class="nu">350 g · 1\u202f200 kcal</p>'), 'French number format')
    assert.ok(pasta.includes('<p class="dt">Végétarien</p>'))
    assert.ok(dish(html, 'Ensalada').includes('<p class="dt">Végan · Sans gluten</p>'))
    assert.ok(dish(html, 'Flan').includes('<a href="#sin-confirmar">Allergènes non confirmés</a>'))
    const form = between(html, '<details class="af">', '</details>')
    assert.ok(form.includes('<summary>Filtrer par allergènes</summary>'))
    assert.ok(form.includes('<legend>Masquer les plats avec…</legend>'))
    assert.ok(form.includes('Appliquer le filtre</button>'))
    assert.match(form, /value="peanuts">.*Arachides<\/label>/u)
    assert.deepEqual(
      legendNames(html).map(([name]) => name),
      ['Gluten', 'Œufs', 'Arachides', 'Lait'],
    )
    assert.ok(html.includes('<summary>Ce que signifie chaque allergène</summary>'))
    assert.ok(html.includes('<b>Contient</b>: le plat contient cet ingrédient.'))
    const filtered = await page(key, '?lang=fr&sin=milk,peanuts')
    assert.ok(
      filtered.includes('<b>1 plat masqué (contient : arachides ou lait).</b>'),
      between(filtered, '<div class="fs"', '</div>'),
    )
    assert.ok(dish(filtered, 'Pozole').includes('Peut contenir : arachides</p>'))
    assert.equal(jsonLdOf(html).hasMenu.inLanguage, 'fr-FR')

    // The same menu in Spanish: the catalogue's words, and the form keeps the language too.
    const es = await page(key, '?lang=es')
    assert.match(dish(es, 'Pasta'), new RegExp(`<p><b>Contiene:</b> ${ICON}Gluten, ${ICON}Leche</p>`, 'u'))
    assert.ok(es.includes('<legend>Ocultar platillos con…</legend>'))
    assert.ok(es.includes('<input type="hidden" name="lang" value="es">'))
  })
})
