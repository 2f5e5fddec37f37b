import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { components } from '../../shared/src/api/schema'
import { account, DIALECT, makeApp, marketingApi, menuApi, type TestApp } from './helpers.js'

type Item = components['schemas']['TranslationItem']
type Board = { languages: components['schemas']['TranslationLanguage'][]; items: Item[] }

describe(`the translations board: GET and PUT /v1/translations (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  /** An owner with English and French and a small menu of every kind. */
  async function menu() {
    const a = await account(t, 'NEGOCIO')
    const api = menuApi(t, a.access_token)
    const marketing = marketingApi(t, a.access_token)
    assert.equal((await api.req('PUT', '/v1/profiles/me', { languages: ['es', 'en', 'fr'] })).status, 200)
    const family = await api.family('Comida', { description: 'Platos fuertes' })
    const category = await api.category(family, 'Tacos')
    const pastor = await api.product(category, 'Tacos al pastor', 90, {
      description: 'Con piña',
      portion: '3 piezas',
      translations: { en: { name: 'Pastor tacos' } },
    })
    const loose = await api.product(category, 'Agua de jamaica', 30)
    assert.equal((await api.req('PUT', `/v1/products/${loose}`, { category_id: null })).status, 200)
    const group = await api.group('Tamaño', [{ name: 'Grande', price: 5 }])
    const variant = (await api.groupById(group)).variants[0]!.id
    const tag = await api.tag('Picante')
    const promotion = await marketing.promotion('Martes de tacos')
    const ad = await marketing.ad('Cerveza fría')
    const board = async (query = '') => {
      const res = await api.req('GET', `/v1/translations${query}`)
      assert.equal(res.status, 200, JSON.stringify(res.body))
      return res.body.info as Board
    }
    return { api, board, ids: { family, category, pastor, loose, group, variant, tag, promotion, ad } }
  }
  const keys = (items: Item[]) => items.map((i) => `${i.kind}:${i.field}`)

  it('lists every text in menu order with its context, texts and the progress per language', async () => {
    const { board, ids } = await menu()
    const { languages, items } = await board()
    assert.deepEqual(keys(items), [
      'family:name',
      'family:description',
      'category:name',
      'product:name',
      'product:description',
      'product:portion',
      'product:name', // unclassified, after the classified ones
      'variant_group:name',
      'variant:name',
      'tag:name',
      'promotion:name',
      'promotion:description',
      'advertising:name',
      'advertising:description',
    ])
    assert.deepEqual(items[3], {
      kind: 'product',
      id: ids.pastor,
      field: 'name',
      source: 'Tacos al pastor',
      context: 'Comida › Tacos',
      texts: { en: { text: 'Pastor tacos', reviewed: true } },
    })
    assert.deepEqual(items[4]!.texts, {}, 'a language without the text is absent')
    assert.equal(items[2]!.context, 'Comida')
    assert.equal(items[6]!.context, 'Productos sin clasificar')
    assert.equal(items[8]!.context, 'Variantes › Tamaño')
    assert.deepEqual(languages, [
      { code: 'en', name: 'Inglés', translated: 1, total: 14 },
      { code: 'fr', name: 'Francés', translated: 0, total: 14 },
    ])
  })

  it('filters by language and status, kind and search; progress ignores the filters; a language not chosen is a 400', async () => {
    const { api, board, ids } = await menu()
    const saved = await api.req('PUT', '/v1/translations', {
      items: [
        { kind: 'tag', id: ids.tag, field: 'name', lang: 'fr', text: 'Épicé', reviewed: false },
        { kind: 'family', id: ids.family, field: 'name', lang: 'en', text: 'Food' },
        { kind: 'family', id: ids.family, field: 'name', lang: 'fr', text: 'Plats' },
      ],
    })
    assert.deepEqual(saved.body, { info: { updated: 3 } })

    const untranslatedEn = await board('?lang=en&status=untranslated')
    assert.equal(untranslatedEn.items.length, 12, 'all but the family name and the pastor name')
    assert.ok(!untranslatedEn.items.some((i) => i.kind === 'family' && i.field === 'name'))
    assert.deepEqual(
      untranslatedEn.languages.map((l) => [l.code, l.translated, l.total]),
      [
        ['en', 2, 14],
        ['fr', 2, 14],
      ],
    )
    // Without lang: missing in any language (the pastor's name has no French).
    assert.equal((await board('?status=untranslated')).items.length, 13)
    const unreviewed = await board('?status=unreviewed')
    assert.deepEqual(keys(unreviewed.items), ['tag:name'])
    assert.deepEqual(unreviewed.items[0]!.texts, { fr: { text: 'Épicé', reviewed: false } })
    assert.equal((await board('?status=unreviewed&lang=en')).items.length, 0)
    assert.deepEqual(keys((await board('?kind=product')).items), [
      'product:name',
      'product:description',
      'product:portion',
      'product:name',
    ])
    // Search: Spanish or translated text, case- and accent-insensitive.
    assert.deepEqual(
      (await board('?search=PINA')).items.map((i) => i.source),
      ['Con piña'],
    )
    assert.deepEqual(
      (await board('?search=epice')).items.map((i) => i.source),
      ['Picante'],
    )

    for (const [lang, message] of [
      ['de', /alemán/],
      ['es', /español/],
      ['xx', /no es un idioma/],
    ] as const) {
      const res = await api.req('GET', `/v1/translations?lang=${lang}`)
      assert.equal(res.status, 400, lang)
      assert.equal(res.body.error.field, 'lang')
      assert.match(res.body.error.message, message)
    }
  })

  it("saves texts of several entities at once; the entities answer them; '' removes one", async () => {
    const { api, board, ids } = await menu()
    const res = await api.req('PUT', '/v1/translations', {
      items: [
        { kind: 'product', id: ids.pastor, field: 'description', lang: 'en', text: '  With pineapple ' },
        { kind: 'product', id: ids.pastor, field: 'portion', lang: 'fr', text: '3 pièces', reviewed: false },
        { kind: 'variant', id: ids.variant, field: 'name', lang: 'en', text: 'Large' },
        { kind: 'variant_group', id: ids.group, field: 'name', lang: 'en', text: 'Size' },
        { kind: 'category', id: ids.category, field: 'name', lang: 'en', text: 'Tacos' },
        { kind: 'promotion', id: ids.promotion, field: 'description', lang: 'en', text: 'Taco Tuesday' },
        { kind: 'advertising', id: ids.ad, field: 'name', lang: 'fr', text: 'Bière froide' },
      ],
    })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    assert.equal(res.body.info.updated, 7)
    assert.deepEqual((await api.productById(ids.pastor)).translations, {
      en: { name: 'Pastor tacos', description: 'With pineapple', reviewed: true },
      fr: { portion: '3 pièces', reviewed: false },
    })
    const group = await api.groupById(ids.group)
    assert.equal(group.translations.en?.name, 'Size')
    assert.equal(group.variants[0]!.translations.en?.name, 'Large')
    const items = (await board()).items
    const find = (kind: string, field: string) => items.find((i) => i.kind === kind && i.field === field)!
    assert.deepEqual(find('promotion', 'description').texts, { en: { text: 'Taco Tuesday', reviewed: true } })
    assert.deepEqual(find('advertising', 'name').texts, { fr: { text: 'Bière froide', reviewed: true } })

    const removed = await api.req('PUT', '/v1/translations', {
      items: [{ kind: 'product', id: ids.pastor, field: 'name', lang: 'en', text: '' }],
    })
    assert.equal(removed.status, 200)
    assert.deepEqual((await api.productById(ids.pastor)).translations.en, {
      description: 'With pineapple',
      reviewed: true,
    })
  })

  it('is all or nothing: a wrong field, language or text is a 400 naming it, and nothing is saved', async () => {
    const { api, ids } = await menu()
    const good = { kind: 'tag', id: ids.tag, field: 'name', lang: 'en', text: 'Spicy' }
    for (const [bad, field, message] of [
      [{ ...good, field: 'description' }, 'items.1.field', /solo se traduce: nombre/],
      [{ ...good, kind: 'variant', id: ids.variant, field: 'description' }, 'items.1.field', /nombre, porción/],
      [{ ...good, lang: 'de' }, 'items.1.lang', /alemán/],
      [{ ...good, lang: 'xx' }, 'items.1.lang', /no es un idioma/],
      [{ ...good, lang: 'es' }, 'items.1.lang', /español/],
      [{ ...good, text: 'Dos\nlíneas' }, 'items.1.text', /una sola línea/],
      [{ ...good, kind: 'product', id: ids.pastor, field: 'portion', text: 'x'.repeat(41) }, 'items.1.text', /40/],
    ] as const) {
      const res = await api.req('PUT', '/v1/translations', { items: [good, bad] })
      assert.equal(res.status, 400, JSON.stringify(bad))
      assert.equal(res.body.error.code, 'VALIDATION_ERROR')
      assert.equal(res.body.error.field, field)
      assert.match(res.body.error.message, message)
    }
    assert.equal((await api.req('PUT', '/v1/translations', { items: [] })).status, 400)
    assert.equal((await api.req('PUT', '/v1/translations', { items: [{ ...good, kind: 'template' }] })).status, 400)
    assert.deepEqual((await api.tags()).find((x) => x.id === ids.tag)!.translations, {}, 'the good item was not saved')
  })

  it("another account's ids answer 404 and change nothing, its own included", async () => {
    const mine = await menu()
    const theirs = await menu()
    const res = await mine.api.req('PUT', '/v1/translations', {
      items: [
        { kind: 'tag', id: mine.ids.tag, field: 'name', lang: 'en', text: 'Spicy' },
        { kind: 'product', id: theirs.ids.pastor, field: 'name', lang: 'en', text: 'Robado' },
      ],
    })
    assert.equal(res.status, 404)
    assert.equal(res.body.error.code, 'RESOURCE_NOT_FOUND')
    assert.deepEqual((await mine.api.tags()).find((x) => x.id === mine.ids.tag)!.translations, {})
    assert.equal((await theirs.api.productById(theirs.ids.pastor)).translations.en?.name, 'Pastor tacos')
    // A missing id of the right kind, too.
    const missing = await mine.api.req('PUT', '/v1/translations', {
      items: [{ kind: 'variant', id: 2_000_000_000, field: 'name', lang: 'en', text: 'x' }],
    })
    assert.equal(missing.status, 404)
    // The board lists only the account's own texts.
    const sources = (await mine.board()).items.map((i) => `${i.kind}:${i.id}`)
    assert.ok(!sources.includes(`product:${theirs.ids.pastor}`))
  })
})
