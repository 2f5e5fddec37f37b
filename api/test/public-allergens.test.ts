import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ALLERGEN_CODES } from '@menu/shared/menu/allergens'
import { account, call, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { type JsonLd, jsonLdOf, scriptsOf } from './public-allergens-data.js'

/**
 * Allergens on the public menu (issue 28): each dish's allergens as icon + word, 'Puede
 * contener' apart, the notice where nothing is confirmed, a variant's own; the legend; the
 * no-JavaScript filter (?sin=, both query forms); the schema.org JSON-LD; the JSON view model.
 * The 150-dish size budget is public-allergens-size.test.ts.
 */

const ALL_FREE = Object.fromEntries(ALLERGEN_CODES.map((c) => [c, 'free']))

/** The markup of a dish by its heading (h4 in a category), up to the next dish or the section's end. */
function dish(html: string, name: string): string {
  const at = html.indexOf(`<h4>${name}</h4>`)
  assert.ok(at > 0, `dish ${name} on the page`)
  const ends = [html.indexOf('<div class="pb">', at), html.indexOf('</section>', at)].filter((i) => i > 0)
  return html.slice(html.lastIndexOf('<li', at), Math.min(...ends))
}

describe(`public menu: allergens (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  /** An owner whose first branch (Centro) has a phone and address, and a menu with every allergen case. */
  async function menu(plan: 'NEGOCIO' | 'FRANCHISES' = 'NEGOCIO') {
    const a = await account(t, plan)
    const api = menuApi(t, a.access_token)
    const [first] = (await api.req('GET', '/v1/sucursales')).body.info
    const branch = (
      await api.req('PUT', `/v1/sucursales/${first.id}`, {
        name: 'Centro',
        phone: '555 123 4567',
        address: 'Av. Juárez 10, CDMX',
      })
    ).body.info as { id: number; route_key: string }
    const fuertes = await api.category(await api.family('Comidas'), 'Fuertes')
    const postres = await api.category(await api.family('Postres'), 'Dulces')
    const ids = {
      pasta: await api.product(fuertes, 'Pasta', 120, { description: 'Con crema' }),
      ensalada: await api.product(fuertes, 'Ensalada', 90),
      pozole: await api.product(fuertes, 'Pozole', 110),
      tacos: await api.product(fuertes, 'Tacos', 60),
      flan: await api.product(postres, 'Flan', 45),
    }
    // A group whose variants give facts only on some: one request (and one multi-row insert).
    const extras = (
      await api.req('POST', '/v1/groups', {
        name: 'Extras',
        variants: [
          { name: 'Queso', price: 15, allergens: { milk: 'contains' }, calories: 110, portion: '30 g' },
          { name: 'Salsa de cacahuate', price: 10, allergens: { peanuts: 'may_contain' } },
          { name: 'Aguacate', price: 20 },
        ],
      })
    ).body.info.id as number
    const tortilla = (
      await api.req('POST', '/v1/groups', {
        name: 'Tortilla',
        variants: [
          { name: 'De trigo', allergens: { gluten: 'contains' } },
          { name: 'De harina', allergens: { gluten: 'contains' } },
        ],
      })
    ).body.info.id as number
    await api.req('PUT', `/v1/products/${ids.ensalada}`, { variant_groups: [{ group_id: extras }] })
    await api.req('PUT', `/v1/products/${ids.tacos}`, {
      variant_groups: [{ group_id: tortilla, limit: 1, obligatory: true }],
    })
    const facts = await api.req('PUT', '/v1/products/allergens', {
      items: [
        {
          id: ids.pasta,
          allergens: { ...ALL_FREE, gluten: 'contains', milk: 'contains', eggs: 'may_contain' },
          diets: ['vegetarian'],
          calories: 640,
          portion: '350 g',
        },
        { id: ids.ensalada, allergens: ALL_FREE, diets: ['vegan'], calories: 1200 },
        { id: ids.pozole, allergens: { gluten: 'free', peanuts: 'may_contain' } },
        { id: ids.tacos, allergens: { ...ALL_FREE, gluten: 'free' } },
      ],
    })
    assert.equal(facts.status, 200, JSON.stringify(facts.body))
    return { ...a, api, branch, ids, fuertes }
  }
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/m/${url}`, headers })
  const json = (url: string) => call(t.app, { method: 'GET', url: `/v1/public/menus/${url}` })

  it('shows each dish its allergens as icon + word, may-contain apart, the notice where nothing is confirmed, and a variant its own', async () => {
    const o = await menu()
    const html = (await page(o.branch.route_key)).body
    const pasta = dish(html, 'Pasta')
    assert.match(
      pasta,
      /<p><b>Contiene:<\/b> <i aria-hidden="true">.<\/i>Gluten, <i aria-hidden="true">.<\/i>Leche<\/p>/u,
    )
    assert.match(pasta, /<p><b>Puede contener:<\/b> <i aria-hidden="true">.<\/i>Huevo<\/p>/u)
    assert.ok(!pasta.includes('sin confirmar'), 'every allergen confirmed')
    assert.ok(pasta.includes('<p class="pr">$120</p></div><p class="nu">350 g · 640 kcal</p>'))
    assert.match(pasta, /<p class="dt">Vegetariano<\/p>/)
    // Everything confirmed free: said in words; vegan and gluten free as words; 1,200 kcal.
    const ensalada = dish(html, 'Ensalada')
    assert.ok(ensalada.includes('No contiene ninguno de los 14 alérgenos'))
    assert.ok(ensalada.includes('<p class="dt">Vegano · Sin gluten</p>'))
    assert.ok(ensalada.includes('<p class="nu">1,200 kcal</p>'))
    // A variant's allergens, calories and portion show with it; a variant without any shows nothing.
    assert.match(
      ensalada,
      /<li><span>Queso<span class="vf"><span><b>Contiene:<\/b> <i aria-hidden="true">.<\/i>Leche<\/span> · 30 g · 110 kcal<\/span><\/span><span>\+\$15<\/span><\/li>/u,
    )
    assert.match(ensalada, /Salsa de cacahuate<span class="vf"><span><b>Puede contener:<\/b> <i[^>]*>.<\/i>Cacahuate/u)
    assert.ok(ensalada.includes('<li><span>Aguacate</span><span>+$20</span></li>'))
    // Partly confirmed: what is confirmed, and that the rest is not (never read as free).
    const pozole = dish(html, 'Pozole')
    assert.ok(pozole.includes('<b>Puede contener:</b>') && pozole.includes('Cacahuate'))
    assert.ok(pozole.includes('<p class="nc"><a href="#sin-confirmar">Otros sin confirmar</a></p>'))
    assert.ok(pozole.includes('<p class="dt">Sin gluten</p>'), "'Sin gluten' derived from gluten: free")
    assert.ok(!pozole.includes('Contiene:'))
    // Nothing confirmed: the notice, and no list.
    const flan = dish(html, 'Flan')
    assert.ok(flan.includes('<p class="nc"><a href="#sin-confirmar">Alérgenos sin confirmar</a></p>'))
    // The whole sentence once, near the filter, where every marker leads.
    assert.equal(html.split('id="sin-confirmar"').length - 1, 1)
    assert.ok(
      html.includes(
        '<p class="ncn" id="sin-confirmar"><b>Sin confirmar:</b> el restaurante aún no lo confirma; consulta al personal antes de pedir.</p>',
      ),
    )
    assert.ok(!html.includes('consulta al personal</p>'), 'not under each dish')
    assert.ok(!flan.includes('Contiene') && !flan.includes('Sin gluten') && !flan.includes('class="nu"'))
    // The icon font is on the page (icons are glyphs of it); no colour carries meaning alone.
    assert.match(html, /@font-face\{font-family:"Font Awesome 7 Free"/)

    // The legend: only the allergens the page shows (contained or may contain), and the words.
    const legend = html.slice(
      html.indexOf('<details class="lg">'),
      html.indexOf('</details>', html.indexOf('class="lg"')),
    )
    const named = [...legend.matchAll(/<li><i aria-hidden="true">.<\/i><b>([^<]+)<\/b>/gu)].map((m) => m[1])
    assert.deepEqual(named, ['Gluten', 'Huevo', 'Cacahuate', 'Leche'])
    for (const word of ['<b>Contiene</b>:', '<b>Puede contener</b>:', '<b>Sin confirmar</b>:', '<b>Sin gluten</b>:'])
      assert.ok(legend.includes(word), word)

    // The JSON view model carries them too.
    const view = (await json(o.branch.route_key)).body.info
    const products = view.families[0].categories[0].products
    const pastaJson = products.find((p: { name: string }) => p.name === 'Pasta')
    assert.equal(pastaJson.allergens.gluten, 'contains')
    assert.equal(pastaJson.allergens.eggs, 'may_contain')
    assert.deepEqual([pastaJson.diets, pastaJson.calories, pastaJson.portion], [['vegetarian'], 640, '350 g'])
    const queso = products
      .find((p: { name: string }) => p.name === 'Ensalada')
      .variant_groups[0].variants.find((v: { name: string }) => v.name === 'Queso')
    assert.deepEqual([queso.allergens, queso.calories, queso.portion], [{ milk: 'contains' }, 110, '30 g'])
    assert.deepEqual(view.filter, { avoid: [], hidden: 0 })
  })

  it('filters without JavaScript: ?sin=a,b and ?sin=a&sin=b are one page; contains hides, may-contain warns, unconfirmed keeps its notice', async () => {
    const o = await menu()
    const key = o.branch.route_key
    const whole = await page(key)
    // The form: a plain GET form with a checkbox per allergen, named sin, and a submit button.
    const form = whole.body.match(/<form method="get">[\s\S]*?<\/form>/)![0]
    assert.equal((form.match(/<input type="checkbox" name="sin" value="[a-z_]+">/g) ?? []).length, 14)
    assert.match(form, /<legend>Ocultar platillos con…<\/legend>/)
    assert.match(form, /<button class="btn" type="submit">/)
    assert.ok(!/<details class="af" open>/.test(whole.body), 'the form starts closed')

    const comma = await page(`${key}?sin=milk,peanuts`)
    const repeated = await page(`${key}?sin=peanuts&sin=milk`)
    const withUnknown = await page(`${key}?sin=milk&sin=nada,peanuts&sin=`)
    assert.equal(comma.statusCode, 200)
    assert.equal(comma.body, repeated.body)
    assert.equal(comma.headers.etag, repeated.headers.etag, 'one normalized filter, one ETag')
    assert.equal(withUnknown.headers.etag, comma.headers.etag, 'unknown codes are ignored')
    assert.notEqual(comma.headers.etag, whole.headers.etag)
    assert.equal(
      (await page(`${key}?sin=milk,peanuts`, { 'if-none-match': comma.headers.etag as string })).statusCode,
      304,
    )

    const html = comma.body
    // Pasta contains milk: hidden, and counted.
    assert.ok(!html.includes('<h4>Pasta</h4>'))
    assert.match(html, /<div class="fs" role="status"><p><b>Se ocultó 1 platillo que contiene cacahuate o leche\.<\/b>/)
    assert.match(html, new RegExp(`<a href="${key}">Quitar filtro y ver todo el menú</a>`))
    // The boxes of the filter are ticked, and the form is open.
    assert.match(html, /<details class="af" open>/)
    assert.ok(html.includes('value="peanuts" checked') && html.includes('value="milk" checked'))
    assert.ok(html.includes('value="gluten">'))
    // Ensalada is free of both; its cheese extra contains milk: that choice goes, the other two stay.
    const ensalada = dish(html, 'Ensalada')
    assert.ok(!ensalada.includes('Queso') && ensalada.includes('Aguacate'))
    assert.match(
      ensalada,
      /Salsa de cacahuate<span class="vf">.*<b><i aria-hidden="true">.<\/i>Puede contener cacahuate<\/b>/u,
    )
    assert.match(
      ensalada,
      /Aguacate<span class="vf"><b><i[^>]*>.<\/i>Cacahuate y leche: sin confirmar, consulta al personal<\/b><\/span>/u,
    )
    // Pozole: may contain peanuts (a warning), milk not confirmed (a notice).
    const pozole = dish(html, 'Pozole')
    assert.match(pozole, /<p class="aw"><i aria-hidden="true">.<\/i>Puede contener cacahuate<\/p>/u)
    assert.match(pozole, /<p class="aw"><i aria-hidden="true">.<\/i>Leche: sin confirmar, consulta al personal<\/p>/u)
    // Flan: nothing confirmed; it stays, with its notice (no second one).
    const flan = dish(html, 'Flan')
    assert.ok(flan.includes('>Alérgenos sin confirmar</a>') && !flan.includes('class="aw"'))

    // Gluten: Pasta contains it; the tacos' required tortilla always does: both go, and Flan stays.
    const gluten = (await page(`${key}?sin=gluten`)).body
    assert.ok(!gluten.includes('<h4>Pasta</h4>') && !gluten.includes('<h4>Tacos</h4>'))
    assert.match(gluten, /Se ocultaron 2 platillos que contienen gluten\./)
    // Nothing hidden: said so.
    assert.match((await page(`${key}?sin=lupin`)).body, /Ningún platillo contiene altramuz\./)

    // The JSON answers the same filter, in both forms.
    const j = (await json(`${key}?sin=peanuts&sin=milk`)).body.info
    assert.deepEqual(j.filter, { avoid: ['peanuts', 'milk'], hidden: 1 })
    assert.deepEqual((await json(`${key}?sin=milk,peanuts`)).body.info.filter, j.filter)

    // A category the filter empties goes (like any empty one); a menu it empties says why.
    const soy = { ...ALL_FREE, soy: 'contains' }
    const changed = await o.api.req('PUT', '/v1/products/allergens', {
      items: [
        { id: o.ids.flan, allergens: { eggs: 'contains' } },
        { id: o.ids.ensalada, allergens: soy },
        { id: o.ids.pozole, allergens: soy },
        { id: o.ids.tacos, allergens: soy },
      ],
    })
    assert.equal(changed.status, 200, JSON.stringify(changed.body))
    const noDesserts = (await page(`${key}?sin=eggs`)).body
    assert.ok(!noDesserts.includes('Postres') && !noDesserts.includes('Dulces'))
    assert.ok(noDesserts.includes('<h4>Ensalada</h4>'))
    const nothing = (await page(`${key}?sin=soy,eggs,gluten`)).body
    assert.ok(!nothing.includes('<h4>') && !nothing.includes('aún no tiene productos'))
    assert.match(nothing, /Se ocultaron 5 platillos que contienen gluten, huevo o soya\./)

    // The whole menu is still the whole menu (its own cache entry).
    assert.equal((await page(key)).body.includes('<h4>Pasta</h4>'), true)
  })

  it('an old route key redirects with the filter', async () => {
    const o = await menu('FRANCHISES')
    const old = o.branch.route_key
    await o.api.req('PUT', `/v1/sucursales/${o.branch.id}`, { route_key: `${old}-nuevo` })
    const res = await page(`${old}?sin=peanuts&sin=xyz&sin=gluten`)
    assert.equal(res.statusCode, 301)
    assert.equal(res.headers.location, `/m/${old}-nuevo?sin=gluten,peanuts`)
  })

  it('describes the menu in schema.org JSON-LD: Restaurant > Menu > MenuSection > MenuItem, as the page shows it', async () => {
    const o = await menu()
    // A hostile name cannot end the data block.
    await o.api.product(o.fuertes, '</script><script>alert(1)</script>', 5)
    const res = await page(o.branch.route_key)
    const html = res.body
    // No script but the data block; the policy still allows none, and the form may post to the page only.
    assert.deepEqual(scriptsOf(html), ['<script type="application/ld+json">'])
    const csp = res.headers['content-security-policy'] as string
    assert.match(csp, /script-src 'none'/)
    assert.match(csp, /form-action 'self'/)
    assert.ok(!html.includes('</script><script>alert'))

    const ld: JsonLd = jsonLdOf(html)
    assert.equal(ld['@context'], 'https://schema.org')
    assert.equal(ld['@type'], 'Restaurant')
    assert.equal(ld.name, 'La Cantina (Centro)')
    assert.equal(ld.url, `${t.config.publicUrl}/m/${o.branch.route_key}`)
    assert.equal(ld.address, 'Av. Juárez 10, CDMX')
    assert.equal(ld.telephone, '+525551234567')
    assert.equal(ld.hasMenu['@type'], 'Menu')
    const sections = ld.hasMenu.hasMenuSection
    assert.deepEqual(
      sections.map((s) => [s['@type'], s.name, s.hasMenuSection?.map((c) => c.name)]),
      [
        ['MenuSection', 'Comidas', ['Fuertes']],
        ['MenuSection', 'Postres', ['Dulces']],
      ],
    )
    const items = sections[0]!.hasMenuSection![0]!.hasMenuItem!
    assert.deepEqual(
      items.map((i) => i.name),
      ['Pasta', 'Ensalada', 'Pozole', 'Tacos', '</script><script>alert(1)</script>'],
    )
    assert.deepEqual(items[0], {
      '@type': 'MenuItem',
      name: 'Pasta',
      offers: { '@type': 'Offer', price: 120, priceCurrency: 'MXN' },
      suitableForDiet: ['VegetarianDiet'],
      nutrition: { '@type': 'NutritionInformation', calories: '640 calories' },
    })
    assert.deepEqual(items[1]!.suitableForDiet, ['VeganDiet', 'GlutenFreeDiet'])
    assert.deepEqual(items[2]!.suitableForDiet, ['GlutenFreeDiet'])
    assert.equal(items[2]!.nutrition, undefined)

    // Filtered, it lists what the page shows: no Pasta.
    const filtered = jsonLdOf((await page(`${o.branch.route_key}?sin=milk`)).body)
    const shown = filtered.hasMenu.hasMenuSection[0]!.hasMenuSection![0]!.hasMenuItem!.map((i) => i.name)
    assert.ok(!shown.includes('Pasta') && shown.includes('Ensalada'))
    // A sold-out dish stays (the page lists it), marked so.
    const sold = await o.api.req('PUT', `/v1/products/${o.ids.pozole}/sold-out`, {
      sucursal_id: o.branch.id,
      variant_id: null,
      until: 'manual',
    })
    assert.equal(sold.status, 200, JSON.stringify(sold.body))
    const pozole = jsonLdOf(
      (await page(o.branch.route_key)).body,
    ).hasMenu.hasMenuSection[0]!.hasMenuSection![0]!.hasMenuItem!.find((i) => i.name === 'Pozole')!
    assert.equal(pozole.offers.availability, 'https://schema.org/SoldOut')
  })

  it("a branch's template changes prices, never the allergens of the base menu", async () => {
    const o = await menu('FRANCHISES')
    const template = (await o.api.req('POST', '/v1/templates', { name: 'Zona norte' })).body.info.id as number
    const set = await o.api.req('PUT', `/v1/templates/${template}/products`, [{ product_id: o.ids.pasta, price: 150 }])
    assert.ok(set.status < 300, JSON.stringify(set.body))
    await o.api.req('PUT', `/v1/sucursales/${o.branch.id}`, { template_id: template })
    const html = (await page(o.branch.route_key)).body
    const pasta = dish(html, 'Pasta')
    assert.ok(pasta.includes('$150'), 'the template applies')
    assert.match(pasta, /<b>Contiene:<\/b> <i[^>]*>.<\/i>Gluten, <i[^>]*>.<\/i>Leche/u)
    assert.ok(pasta.includes('350 g · 640 kcal'))
    assert.ok(dish(html, 'Ensalada').includes('Queso<span class="vf">'))
    assert.equal(jsonLdOf(html).hasMenu.hasMenuSection[0]!.hasMenuSection![0]!.hasMenuItem![0]!.offers.price, 150)
    assert.ok(!(await page(`${o.branch.route_key}?sin=milk`)).body.includes('<h4>Pasta</h4>'))
  })
})
