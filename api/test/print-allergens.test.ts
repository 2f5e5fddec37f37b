import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { after, before, describe, it } from 'node:test'
import { ALLERGEN_CODES } from '@menu/shared/menu/allergens'
import { dinerFacts, factLines } from '@menu/shared/menu/fact-words'
import type { PublicMenu } from '../src/public-menu/schema.js'
import { wordsFor } from '../src/public-menu/words/index.js'
import { account, call, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

/**
 * The printed menu says about each dish what the public page says (issue 38, docs/print.md):
 * the allergens it contains, and that the rest is not confirmed; the notice to ask the staff
 * when nothing is; each option's own allergens; diets, portion and kcal. Read back from the
 * PDF with poppler's pdftotext, so it is what a diner reads on paper.
 */

const ALL_FREE = Object.fromEntries(ALLERGEN_CODES.map((c) => [c, 'free']))

/** The PDF's words in reading order (column after column), whitespace collapsed: a wrapped line reads whole. */
const pdfWords = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' }).replace(/\s+/g, ' ')

/** What is printed from a dish's name up to the next dish's (`names`: every dish, in menu order). */
function printed(text: string, names: readonly string[], name: string): string {
  const at = text.indexOf(name)
  assert.ok(at >= 0, `${name} is printed in:\n${text}`)
  const ends = names.map((n) => text.indexOf(n, at + name.length)).filter((i) => i > at)
  return text.slice(at, ends.length ? Math.min(...ends) : undefined)
}

describe(`print files: a dish's facts in the public page's words (${DIALECT})`, () => {
  let t: TestApp
  let token: string
  let branch: { id: number; route_key: string }
  const DISHES = ['Enchiladas suizas', 'Agua de jamaica', 'Flan napolitano', 'Helado de vainilla', 'Ensalada verde']
  before(async () => {
    t = await makeApp()
    token = (await account(t, 'NEGOCIO')).access_token
    const menu = menuApi(t, token)
    const mains = await menu.category(await menu.family('Comida'), 'Platos fuertes')
    // Contains two, the other twelve not confirmed.
    await menu.product(mains, 'Enchiladas suizas', 120, { allergens: { gluten: 'contains', milk: 'contains' } })
    // Three confirmed 'No contiene', eleven not confirmed.
    await menu.product(mains, 'Agua de jamaica', 35, { allergens: { peanuts: 'free', milk: 'free', eggs: 'free' } })
    // Nothing confirmed.
    await menu.product(mains, 'Flan napolitano', 45)
    // An option that contains what its dish does not say.
    const helado = await menu.product(mains, 'Helado de vainilla', 50, { allergens: { ...ALL_FREE, milk: 'contains' } })
    const extras = await menu.created('POST', '/v1/groups', {
      name: 'Extras',
      variants: [
        { name: 'Cacahuates garapiñados', price: 12, allergens: { peanuts: 'contains' }, portion: '30 g' },
        { name: 'Fresas', price: 10 },
      ],
    })
    const linked = await menu.req('PUT', `/v1/products/${helado}`, { variant_groups: [{ group_id: extras }] })
    assert.equal(linked.status, 200, JSON.stringify(linked.body))
    // Diets, portion and kcal.
    await menu.product(mains, 'Ensalada verde', 90, {
      allergens: ALL_FREE,
      diets: ['vegetarian', 'vegan'],
      portion: '350 g',
      calories: 1200,
    })
    branch = (await menu.read<Array<typeof branch>>('/v1/sucursales'))[0]!
  })
  after(async () => t.close())

  const menuPdf = async (query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/sucursales/${branch.id}/print/menu.pdf${query}`,
      headers: { authorization: `Bearer ${token}` },
    })
    assert.equal(res.statusCode, 200, res.body)
    return pdfWords(res.rawPayload)
  }

  it('prints what is contained and that the rest is not confirmed, never a silence that reads as safe', async () => {
    const text = await menuPdf()
    const dish = (name: string) => printed(text, DISHES, name)
    assert.match(dish('Enchiladas suizas'), /Contiene: Gluten, Leche Otros alérgenos sin confirmar/)
    // Partly confirmed, nothing contained: still not free, and not 'nothing confirmed' either.
    assert.match(dish('Agua de jamaica'), /Otros alérgenos sin confirmar/)
    assert.doesNotMatch(dish('Agua de jamaica'), /consulta al personal/)
    assert.match(dish('Flan napolitano'), /Alérgenos sin confirmar, consulta al personal/)
  })

  it("prints each option's own allergens and portion after its price", async () => {
    const helado = printed(await menuPdf(), DISHES, 'Helado de vainilla')
    assert.match(helado, /Extras: Cacahuates garapiñados \+\$12 \(Contiene: Cacahuate · 30 g\), Fresas \+\$10/)
    assert.match(helado, /Contiene: Leche/)
    assert.doesNotMatch(helado, /sin confirmar/, 'every allergen of the dish is confirmed')
  })

  it('prints diets, portion and kcal', async () => {
    const ensalada = printed(await menuPdf(), DISHES, 'Ensalada verde')
    assert.match(ensalada, /350 g · 1,200 kcal/)
    assert.match(ensalada, /No contiene ninguno de los 14 alérgenos Vegetariano · Vegano · Sin gluten/)
  })

  it("says every dish's facts as the public menu's view model does, in the menu's language", async () => {
    await menuApi(t, token).req('PUT', '/v1/profiles/me', { languages: ['es', 'en'] })
    for (const lang of ['es', 'en']) {
      const text = await menuPdf(`?lang=${lang}`)
      const view = (await call(t.app, { method: 'GET', url: `/v1/public/menus/${branch.route_key}?lang=${lang}` })).body
        .info as PublicMenu
      const products = view.families.flatMap((f) => f.categories.flatMap((c) => c.products))
      assert.equal(products.length, DISHES.length)
      for (const p of products) {
        const facts = dinerFacts(p, wordsFor(lang), 'dish')
        const dish = printed(
          text,
          products.map((q) => q.name),
          p.name,
        )
        for (const line of [...factLines(facts), facts.portion].filter(Boolean))
          assert.ok(dish.includes(line), `${lang}: ${p.name} prints '${line}' in:\n${dish}`)
      }
      if (lang === 'en') assert.match(text, /Allergens not confirmed, please ask the staff/)
    }
  })
})
