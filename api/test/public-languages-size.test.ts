import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { after, before, describe, it } from 'node:test'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

/**
 * The public menu's budget in any language: the bench's 150-dish menu (bench/lib/public-menu-data.mjs:
 * 5 families x 3 categories x 10 dishes, 100 with a photo, tags, variant groups; photos as
 * stored URLs, not uploads) translated whole into English and French stays within 20 KB of gzip
 * as sent in each language, with its language links and alternates.
 */
const BUDGET = 20 * 1024

const ES = (
  'pollo res cerdo camarón pescado queso frijoles arroz aguacate chipotle chile guajillo cebolla cilantro limón tortilla ' +
  'maíz harina salsa verde roja mole poblano tomate epazote nopal elote crema hongos chorizo tocino piña mango chocolate'
).split(' ')
const EN = (
  'chicken beef pork shrimp fish cheese beans rice avocado chipotle chili guajillo onion cilantro lime tortilla ' +
  'corn flour sauce green red mole poblano tomato epazote cactus corncob cream mushrooms chorizo bacon pineapple mango chocolate'
).split(' ')
const FR = (
  'poulet bœuf porc crevette poisson fromage haricots riz avocat chipotle piment guajillo oignon coriandre citron tortilla ' +
  'maïs farine sauce verte rouge mole poblano tomate épazote nopal épi crème champignons chorizo lard ananas mangue chocolat'
).split(' ')
const DISHES: Array<[string, string, string]> = [
  ['Tacos', 'Tacos', 'Tacos'],
  ['Enchiladas', 'Enchiladas', 'Enchiladas'],
  ['Sopa', 'Soup', 'Soupe'],
  ['Ensalada', 'Salad', 'Salade'],
  ['Torta', 'Sandwich', 'Sandwich'],
  ['Pozole', 'Pozole', 'Pozole'],
  ['Agua', 'Drink', 'Boisson'],
  ['Pastel', 'Cake', 'Gâteau'],
]

function seeded(n: number) {
  let x = (n * 2654435761) % 4294967296
  return () => {
    x = (x * 1664525 + 1013904223) % 4294967296
    return x / 4294967296
  }
}

/** A dish's name and description in the three languages (the same words, each in its own). */
function dish(n: number) {
  const r = seeded(n + 1)
  const [d, a, b] = [Math.floor(r() * DISHES.length), Math.floor(r() * ES.length), Math.floor(r() * ES.length)]
  const words = Array.from({ length: 12 + Math.floor(r() * 10) }, () => Math.floor(r() * ES.length))
  const text = (list: string[], dishes: number, and: string, served: string, name: string) => ({
    name: `${DISHES[d]![dishes]} ${name} ${list[a]} ${and} ${list[b]}`,
    description: `${words
      .slice(0, 4)
      .map((w) => list[w])
      .join(', ')} ${and} ${list[words[4]!]}; ${served} ${words
      .slice(5)
      .map((w) => list[w])
      .join(' ')}.`,
  })
  return {
    es: text(ES, 0, 'y', 'servido con', 'de'),
    en: text(EN, 1, 'and', 'served with', 'with'),
    fr: text(FR, 2, 'et', 'servi avec', 'au'),
  }
}

describe(`public menu: size in each language (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  it('150 dishes translated into English and French: each language at most 20 KB gzip', async () => {
    const a = await account(t, 'NEGOCIO')
    const api = menuApi(t, a.access_token)
    const [branch] = (await api.req('GET', '/v1/sucursales')).body.info
    await api.req('PUT', `/v1/sucursales/${branch.id}`, {
      name: 'Centro',
      phone: '5551234567',
      address: 'Av. Juárez 10, Centro, CDMX',
      // 'Mi pedido' on (issue 45): each dish's 'Agregar' button is within the budget in every language.
      table_orders: true,
    })
    assert.equal((await api.req('PUT', '/v1/profiles/me', { languages: ['es', 'en', 'fr'] })).status, 200)
    const tags = []
    for (const [es, en, fr] of [
      ['Picante', 'Spicy', 'Épicé'],
      ['Vegano', 'Vegan', 'Végan'],
      ['Favorito', 'Favourite', 'Favori'],
    ])
      tags.push(await api.tag(es!, { icon: 'fa-solid fa-star', translations: { en: { name: en }, fr: { name: fr } } }))
    const group = await api.created('POST', '/v1/groups', {
      name: 'Tamaño',
      translations: { en: { name: 'Size' }, fr: { name: 'Taille' } },
      variants: [
        { name: 'Chico', translations: { en: { name: 'Small' }, fr: { name: 'Petit' } } },
        { name: 'Grande', price: 20, translations: { en: { name: 'Large' }, fr: { name: 'Grand' } } },
      ],
    })
    let n = 0
    for (const [fi, [es, en, fr]] of [
      ['Entradas', 'Starters', 'Entrées'],
      ['Platos fuertes', 'Main dishes', 'Plats'],
      ['Tacos', 'Tacos', 'Tacos'],
      ['Postres', 'Desserts', 'Desserts'],
      ['Bebidas', 'Drinks', 'Boissons'],
    ].entries()) {
      const family = await api.family(es!, { translations: { en: { name: en }, fr: { name: fr } } })
      for (let ci = 0; ci < 3; ci++) {
        const category = await api.category(family, `${es} ${ci + 1}`, {
          translations: { en: { name: `${en} ${ci + 1}` }, fr: { name: `${fr} ${ci + 1}` } },
        })
        for (let pi = 0; pi < 10; pi++, n++) {
          const texts = dish(n)
          const id = await api.product(category, texts.es.name, [45, 89.5, 120, 35.05, 210][n % 5]! + pi, {
            description: texts.es.description,
            translations: { en: texts.en, fr: texts.fr },
          })
          if (n < 100) {
            // A stored photo, as an upload leaves it (the page only names its files).
            const image = `/uploads/${randomBytes(12).toString('base64url')}-800.webp`
            await t.db.updateTable('products').set({ image }).where('id', '=', id).execute()
          }
          if (n % 3 === 0) await api.req('POST', `/v1/products/${id}/tags`, { tag_id: tags[n % tags.length] })
          if (n % 5 === 0) await api.req('POST', `/v1/products/${id}/variants`, { group_id: group })
        }
      }
      void fi
    }

    const sizes: Record<string, number> = {}
    for (const lang of ['es', 'en', 'fr']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/m/${branch.route_key}?lang=${lang}`,
        headers: { 'accept-encoding': 'gzip' },
      })
      assert.equal(res.statusCode, 200)
      const html = gunzipSync(res.rawPayload).toString('utf8')
      assert.ok(html.startsWith(`<!doctype html><html lang="${lang}">`))
      assert.equal((html.match(/<h4>/g) ?? []).length, 150)
      assert.equal((html.match(/<img /g) ?? []).length, 100)
      assert.equal((html.match(/<button name="a\d+" id="a\d+">/g) ?? []).length, 150)
      assert.equal((html.match(/<link rel="alternate"/g) ?? []).length, 4)
      if (lang !== 'es') assert.ok(html.includes(dish(7)[lang as 'en' | 'fr'].description), `${lang}: translated`)
      sizes[lang] = res.rawPayload.length
      assert.ok(
        res.rawPayload.length <= BUDGET,
        `${lang}: ${res.rawPayload.length} bytes of gzip (HTML ${html.length})`,
      )
    }
    // The languages cost about the same: one page per language, not all of them in one.
    assert.ok(Math.max(...Object.values(sizes)) < 1.25 * Math.min(...Object.values(sizes)), JSON.stringify(sizes))
  })
})
