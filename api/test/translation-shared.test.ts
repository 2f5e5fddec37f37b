import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { components } from '../../shared/src/api/schema'
import { account, call, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

type Item = components['schemas']['TranslationItem']
type Board = {
  languages: components['schemas']['TranslationLanguage'][]
  items: Item[]
  same: components['schemas']['SameTexts'][]
}
type Entry = { id: number; action: string; entity: string; count: number }

/**
 * Identical texts share a translation (docs/languages.md, issue 38 item 8): '1 pieza' translated
 * once is '1 piece' wherever the menu says '1 pieza', unless a text has its own (an override);
 * the Traducciones screen shows which texts share it and applies one to all of them.
 */
describe(`identical texts share a translation (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  /** Three dishes and a variant whose portion is '1 pieza', nothing translated; English and French. */
  async function menu() {
    const a = await account(t, 'NEGOCIO')
    const api = menuApi(t, a.access_token)
    const [branch] = (await api.req('GET', '/v1/sucursales')).body.info as Array<{ route_key: string }>
    assert.equal((await api.req('PUT', '/v1/profiles/me', { languages: ['es', 'en', 'fr'] })).status, 200)
    const family = await api.family('Comida')
    const category = await api.category(family, 'Tacos')
    const pastor = await api.product(category, 'Tacos al pastor', 90, { portion: '1 pieza' })
    const suadero = await api.product(category, 'Tacos de suadero', 95, { portion: '1 pieza' })
    const tripa = await api.product(category, 'Tacos de tripa', 99, { portion: '1 pieza' })
    const group = await api.created('POST', '/v1/groups', {
      name: 'Extra',
      variants: [{ name: 'Tortilla extra', price: 5, portion: '1 pieza' }],
    })
    await api.req('POST', `/v1/products/${pastor}/variants`, { group_id: group })
    const variant = (await api.groupById(group)).variants[0]!.id
    const board = async (query = '') => {
      const res = await api.req('GET', `/v1/translations${query}`)
      assert.equal(res.status, 200, JSON.stringify(res.body))
      return res.body.info as Board
    }
    const save = async (items: object[]) => {
      const res = await api.req('PUT', '/v1/translations', { items })
      assert.equal(res.status, 200, JSON.stringify(res.body))
      return res.body.info.updated as number
    }
    /** The English menu's portions: each dish's, then the pastor's variant's. */
    const portions = async (lang = 'en') => {
      const res = await call(t.app, { method: 'GET', url: `/v1/public/menus/${branch!.route_key}?lang=${lang}` })
      assert.equal(res.status, 200, JSON.stringify(res.body))
      const products = res.body.info.families[0].categories[0].products as Array<{
        portion: string | null
        variant_groups: Array<{ variants: Array<{ portion: string | null }> }>
      }>
      return [...products.map((p) => p.portion), products[0]!.variant_groups[0]!.variants[0]!.portion]
    }
    const page = async (lang: string) =>
      (await t.app.inject({ method: 'GET', url: `/m/${branch!.route_key}?lang=${lang}` })).body
    return { api, board, save, portions, page, ids: { pastor, suadero, tripa, group, variant } }
  }
  const portionOf = (id: number) => ({ kind: 'product', id, field: 'portion' })

  it('a text translated once is translated wherever the menu says it, on the page and in the JSON', async () => {
    const o = await menu()
    assert.deepEqual(await o.portions(), ['1 pieza', '1 pieza', '1 pieza', '1 pieza'])
    assert.equal(await o.save([{ ...portionOf(o.ids.pastor), lang: 'en', text: '1 piece' }]), 1)
    assert.deepEqual(await o.portions(), ['1 piece', '1 piece', '1 piece', '1 piece'], 'every dish and the variant')
    const html = await o.page('en')
    assert.doesNotMatch(html, /1 pieza/)
    assert.equal(html.match(/1 piece/g)?.length, 4)
    // Another language is another translation: French still reads Spanish.
    assert.deepEqual(await o.portions('fr'), ['1 pieza', '1 pieza', '1 pieza', '1 pieza'])
    // Only the text the owner wrote is stored: the others read it, so a change to it shows everywhere.
    assert.deepEqual((await o.api.productById(o.ids.suadero)).translations, {})
    await o.save([{ ...portionOf(o.ids.pastor), lang: 'en', text: '1 taco' }])
    assert.deepEqual(await o.portions(), ['1 taco', '1 taco', '1 taco', '1 taco'])
  })

  it('an override wins: a text with its own translation keeps it, the others share the one most of them have', async () => {
    const o = await menu()
    await o.save([
      { ...portionOf(o.ids.pastor), lang: 'en', text: '1 piece' },
      { ...portionOf(o.ids.tripa), lang: 'en', text: '1 taco' },
      { kind: 'variant', id: o.ids.variant, field: 'portion', lang: 'en', text: '1 piece' },
    ])
    // '1 piece' twice, '1 taco' once: the suadero (none of its own) reads '1 piece'.
    assert.deepEqual(await o.portions(), ['1 piece', '1 piece', '1 taco', '1 piece'])
    // Its own translation removed, the tripa shares again.
    await o.save([{ ...portionOf(o.ids.tripa), lang: 'en', text: '' }])
    assert.deepEqual(await o.portions(), ['1 piece', '1 piece', '1 piece', '1 piece'])
  })

  it('the board shows the shared translation, counts it as translated and lists where identical texts are', async () => {
    const o = await menu()
    await o.save([
      { ...portionOf(o.ids.pastor), lang: 'en', text: '1 piece' },
      { ...portionOf(o.ids.tripa), lang: 'en', text: '1 taco' },
    ])
    const { languages, items, same } = await o.board()
    const portion = (id: number, kind = 'product') =>
      items.find((i) => i.kind === kind && i.id === id && i.field === 'portion')!
    assert.deepEqual(portion(o.ids.pastor).texts, { en: { text: '1 piece', reviewed: true } })
    assert.equal(portion(o.ids.pastor).shared, undefined, 'a text with its own translation shares none')
    assert.deepEqual(portion(o.ids.suadero).texts, {})
    assert.deepEqual(portion(o.ids.suadero).shared, { en: '1 piece' })
    assert.deepEqual(portion(o.ids.tripa).texts, { en: { text: '1 taco', reviewed: true } })
    assert.deepEqual(portion(o.ids.variant, 'variant').shared, { en: '1 piece' })
    // 11 texts: family, category, 3 dish names and portions, group, variant name and portion.
    assert.deepEqual(
      languages.map((l) => [l.code, l.translated, l.total]),
      [
        ['en', 4, 11],
        ['fr', 0, 11],
      ],
    )
    assert.deepEqual(same, [
      {
        source: '1 pieza',
        texts: [
          { kind: 'product', id: o.ids.pastor, field: 'portion', context: 'Comida › Tacos', name: 'Tacos al pastor' },
          { kind: 'product', id: o.ids.suadero, field: 'portion', context: 'Comida › Tacos', name: 'Tacos de suadero' },
          { kind: 'product', id: o.ids.tripa, field: 'portion', context: 'Comida › Tacos', name: 'Tacos de tripa' },
          {
            kind: 'variant',
            id: o.ids.variant,
            field: 'portion',
            context: 'Variantes › Extra',
            name: 'Tortilla extra',
          },
        ],
      },
    ])
    // 'Sin traducir' in English leaves out what the diner reads translated; search finds the shared text.
    const untranslated = await o.board('?lang=en&status=untranslated')
    assert.ok(!untranslated.items.some((i) => i.field === 'portion'))
    assert.equal(untranslated.same.length, 1, 'where identical texts are, every filter aside')
    assert.equal((await o.board('?search=piece')).items.length, 3)
  })

  it("'Aplicar a los N textos iguales' sets the text on every identical text, overrides included, as one change to undo", async () => {
    const o = await menu()
    await o.save([{ ...portionOf(o.ids.tripa), lang: 'en', text: '1 taco' }])
    const updated = await o.save([
      { ...portionOf(o.ids.pastor), lang: 'en', text: ' 1 piece ', applyToSame: true },
      { kind: 'product', id: o.ids.pastor, field: 'name', lang: 'fr', text: 'Tacos al pastor', applyToSame: true },
    ])
    assert.equal(updated, 5, 'four portions and the name, which no other text repeats')
    assert.deepEqual(await o.portions(), ['1 piece', '1 piece', '1 piece', '1 piece'])
    for (const id of [o.ids.pastor, o.ids.suadero, o.ids.tripa])
      assert.equal((await o.api.productById(id)).translations.en?.portion, '1 piece')
    assert.equal((await o.api.groupById(o.ids.group)).variants[0]!.translations.en?.portion, '1 piece')
    assert.deepEqual((await o.api.productById(o.ids.pastor)).translations.fr, {
      name: 'Tacos al pastor',
      reviewed: true,
    })
    // One change in the history: undone, every text goes back as it was, the tripa's override too.
    const [entry] = (await o.api.read<{ items: Entry[] }>('/v1/history?page_size=1')).items
    assert.deepEqual([entry!.action, entry!.entity, entry!.count], ['update', 'product', 3])
    assert.equal((await o.api.req('POST', `/v1/history/${entry!.id}/undo`)).status, 200)
    assert.deepEqual(await o.portions(), ['1 taco', '1 taco', '1 taco', '1 taco'], "the tripa's, now the only one")
    assert.deepEqual((await o.api.productById(o.ids.pastor)).translations, {})
    assert.deepEqual((await o.api.groupById(o.ids.group)).variants[0]!.translations, {})
    await o.save([{ ...portionOf(o.ids.pastor), lang: 'en', text: '1 piece', applyToSame: true }])
    // Applied again with '' it removes the text everywhere: the menu reads Spanish again.
    await o.save([{ ...portionOf(o.ids.suadero), lang: 'en', text: '', applyToSame: true }])
    assert.deepEqual(await o.portions(), ['1 pieza', '1 pieza', '1 pieza', '1 pieza'])
  })

  it("applying to all another account's text is a 404 and changes nothing", async () => {
    const mine = await menu()
    const theirs = await menu()
    const res = await mine.api.req('PUT', '/v1/translations', {
      items: [{ ...portionOf(theirs.ids.pastor), lang: 'en', text: 'Robado', applyToSame: true }],
    })
    assert.equal(res.status, 404)
    assert.equal(res.body.error.code, 'RESOURCE_NOT_FOUND')
    assert.deepEqual(await theirs.portions(), ['1 pieza', '1 pieza', '1 pieza', '1 pieza'])
    assert.deepEqual(await mine.portions(), ['1 pieza', '1 pieza', '1 pieza', '1 pieza'])
  })

  it('the fill leaves alone a text an identical text translates', async () => {
    const o = await menu()
    const term = await o.api.req('POST', '/v1/glossary', { term: '1 pieza', translations: { en: '1 pc' } })
    assert.equal(term.status, 201, JSON.stringify(term.body))
    await o.save([{ ...portionOf(o.ids.pastor), lang: 'en', text: '1 piece' }])
    const fill = await o.api.req('POST', '/v1/translations/fill', { lang: 'en' })
    assert.deepEqual(fill.body.info, { filled: 0, machine: false })
    assert.deepEqual(await o.portions(), ['1 piece', '1 piece', '1 piece', '1 piece'])
  })
})
