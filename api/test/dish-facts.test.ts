import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { DISH_FACTS, dinerValue, FACT_LABELS, VALUE_FACTS, type ValueFact } from '@menu/shared/menu/dish-facts'
import { SPANISH_FACT_WORDS } from '@menu/shared/menu/fact-words'
import { TRANSLATABLE_FIELDS } from '@menu/shared/menu/languages'
import { columnLabel } from '../src/history/labels.js'
import { FACT_HEADERS } from '../src/menu-sheet/allergens.js'
import { translationHeaders } from '../src/menu-sheet/translations.js'
import { esc } from '../src/public-menu/escape.js'
import { TRANSLATED_FIELDS } from '../src/schemas/translations.js'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { getCell, headersOf, ndjson, readXlsx, setCell, sheetCalls, xlsxBuffer } from './sheet-helpers.js'

/**
 * The dish facts are declared once (shared/src/menu/dish-facts.ts) and every consumer iterates
 * the declaration. This checklist walks EVERY declared value fact through each of them, so a
 * fact added to DISH_FACTS (with its migration) is checked here without a line of this file
 * changing, and a consumer that names the facts by hand instead of iterating fails for the new
 * one: the API's request and answer schemas (rule and message), the repositories (product,
 * variant, clone), the history's label, the spreadsheet (column, export, import, translation
 * column), the translations and the public page (HTML in Spanish and translated, JSON).
 */

interface Entry {
  changes: Array<{ text: string }>
}

/** Two valid values of a fact and one its rule refuses. */
function samples(fact: ValueFact): { one: string | number; two: string | number; bad: string | number } {
  if (fact.kind === 'integer') return { one: Math.min(fact.max, 321), two: Math.min(fact.max, 654), bad: fact.max + 1 }
  return {
    one: `${fact.label} uno`.slice(0, fact.maxLength),
    two: `${fact.label} dos`.slice(0, fact.maxLength),
    bad: 'x'.repeat(fact.maxLength + 1),
  }
}

describe(`dish facts: every declared fact through every consumer (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  it('declares each fact once, with a label the history and the sheet use', () => {
    const names = DISH_FACTS.map((f) => f.name)
    assert.equal(new Set(names).size, names.length, 'a fact declared twice')
    for (const fact of DISH_FACTS) {
      assert.equal(columnLabel('products', fact.name), fact.label, `history label of products.${fact.name}`)
      if (fact.kind !== 'diets')
        assert.equal(columnLabel('variants', fact.name), fact.label, `history label of variants.${fact.name}`)
    }
    for (const fact of VALUE_FACTS) {
      assert.ok(FACT_HEADERS.includes(fact.label), `sheet column ${fact.label}`)
      const translatable = fact.kind === 'text' && fact.translatable
      for (const fields of [TRANSLATABLE_FIELDS, TRANSLATED_FIELDS.product, TRANSLATED_FIELDS.variant])
        assert.equal((fields as readonly string[]).includes(fact.name), translatable, `${fact.name} translated`)
      assert.equal(
        translationHeaders(['en']).includes(`${FACT_LABELS[fact.name]} (en)`),
        translatable,
        `sheet translation column of ${fact.name}`,
      )
    }
  })

  it('takes, checks, stores, records, exports, imports and shows each value fact', async () => {
    const a = await account(t, 'NEGOCIO')
    const api = menuApi(t, a.access_token)
    assert.equal((await api.req('PUT', '/v1/profiles/me', { languages: ['es', 'en'] })).status, 200)
    const [branch] = (await api.req('GET', '/v1/sucursales')).body.info as Array<{ route_key: string }>
    const one = Object.fromEntries(VALUE_FACTS.map((f) => [f.name, samples(f).one]))
    const two = Object.fromEntries(VALUE_FACTS.map((f) => [f.name, samples(f).two]))
    const category = await api.category(await api.family('Comidas'), 'Fuertes')
    const factsOf = async (id: number) => (await api.productById(id)) as unknown as Record<string, unknown>

    // Request and answer schemas, the repositories: a product and a variant take every fact.
    const product = await api.product(category, 'Pozole', 120, one)
    for (const [name, value] of Object.entries(one)) assert.equal((await factsOf(product))[name], value, name)
    const group = await api.created('POST', '/v1/groups', { name: 'Tamaño', variants: [{ name: 'Grande', ...one }] })
    const [variant] = (await api.groupById(group)).variants as unknown as Array<Record<string, unknown>>
    for (const [name, value] of Object.entries(one)) assert.equal(variant![name], value, `variant ${name}`)
    const clone = await api.req('POST', `/v1/products/${product}/clone`)
    assert.equal(clone.status, 201, JSON.stringify(clone.body))
    for (const [name, value] of Object.entries(one))
      assert.equal((await factsOf(clone.body.info.id))[name], value, `clone ${name}`)
    assert.equal((await api.req('DELETE', `/v1/products/${clone.body.info.id}`)).status, 200)

    for (const fact of VALUE_FACTS) {
      // The declared rule and its Spanish message, on the product and on a variant.
      const bad = await api.req('PUT', `/v1/products/${product}`, { [fact.name]: samples(fact).bad })
      assert.equal(bad.status, 400, `${fact.name}: ${JSON.stringify(bad.body)}`)
      assert.equal(bad.body.error.message, fact.message)
      // The history names the change with the declared label.
      assert.equal((await api.req('PUT', `/v1/products/${product}`, { [fact.name]: two[fact.name] })).status, 200)
      const [latest] = (await api.read<{ items: Entry[] }>('/v1/history?page_size=1')).items
      assert.ok(
        latest!.changes.some((c) => c.text.startsWith(`${fact.label}: `)),
        `${fact.name}: ${JSON.stringify(latest)}`,
      )
    }

    // The spreadsheet: a column per fact holding the value; an import of a changed cell sets it.
    const sheet = sheetCalls(t, a.access_token)
    const wb = await readXlsx((await sheet.exportFile('xlsx')).body)
    const ws = wb.worksheets[0]!
    for (const fact of VALUE_FACTS) {
      assert.ok(headersOf(ws).includes(fact.label), fact.label)
      assert.equal(getCell(ws, 'Pozole', fact.label), two[fact.name], `exported ${fact.label}`)
      setCell(ws, 'Pozole', fact.label, one[fact.name]!)
    }
    const applied = ndjson((await sheet.apply(await xlsxBuffer(wb))).body)
    assert.deepEqual(applied.at(-1), { type: 'result', created: 0, updated: 1, removed: 0 })
    for (const [name, value] of Object.entries(one))
      assert.equal((await factsOf(product))[name], value, `imported ${name}`)

    // Translations: each translatable fact in English.
    const english = Object.fromEntries(
      VALUE_FACTS.flatMap((f) => (f.kind === 'text' && f.translatable ? [[f.name, `${samples(f).two} (en)`]] : [])),
    )
    const put = await api.req('PUT', `/v1/products/${product}`, { translations: { en: english } })
    assert.equal(put.status, 200, JSON.stringify(put.body))

    // The public page: each fact as the diner reads it, in Spanish and translated; the JSON view.
    const page = async (lang: string) => (await t.app.inject(`/m/${branch!.route_key}?lang=${lang}`)).body
    const spanish = await page('es')
    const translated = await page('en')
    for (const fact of VALUE_FACTS) {
      const said = dinerValue(fact, one[fact.name], SPANISH_FACT_WORDS.allergy.integer)!
      assert.ok(spanish.includes(esc(said)), `page shows ${fact.name} '${said}'`)
      if (english[fact.name]) assert.ok(translated.includes(esc(english[fact.name])), `page in English: ${fact.name}`)
    }
    const view = JSON.parse((await t.app.inject(`/v1/public/menus/${branch!.route_key}`)).body)
    const dish = view.info.families[0].categories[0].products[0]
    for (const [name, value] of Object.entries(one)) assert.equal(dish[name], value, `view model ${name}`)
  })
})
