import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { components } from '../../shared/src/api/schema'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

type Item = components['schemas']['TranslationItem']

/**
 * A combo's step names and named options on the Traducciones board (docs/languages.md): listed
 * right after the combo as 'combo_step' / 'combo_item' with the combo's id and a path; saved
 * into the combo's steps in one transaction (the product answers them, history records it);
 * identical texts share a translation; the bulk fill (glossary) fills them too.
 */
describe(`the translations board: combos (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  async function owner() {
    const a = await account(t, 'NEGOCIO')
    const api = menuApi(t, a.access_token)
    assert.equal((await api.req('PUT', '/v1/profiles/me', { languages: ['es', 'en'] })).status, 200)
    const category = await api.category(await api.family('Comida'), 'Corridas')
    const tinga = await api.product(category, 'Tinga', 90)
    const corrida = await api.product(category, 'Comida corrida', 120, {
      kind: 'combo',
      steps: [
        {
          name: 'Sopa',
          min: 1,
          max: 1,
          translations: { en: { name: 'Soup' } },
          items: [{ name: 'Sopa de fideo' }, { name: 'Arroz' }],
        },
        { name: 'Guisado', min: 1, max: 1, items: [{ product_id: tinga }, { name: 'Arroz', surcharge: 5 }] },
      ],
    })
    const board = async (query = '') => {
      const res = await api.req('GET', `/v1/translations${query}`)
      assert.equal(res.status, 200, JSON.stringify(res.body))
      return res.body.info as { items: Item[]; same: components['schemas']['SameTexts'][] }
    }
    const save = (items: object[]) => api.req('PUT', '/v1/translations', { items })
    return { api, board, save, ids: { tinga, corrida } }
  }

  it("lists the combo's step names and named options after it, with paths; a dish option is the dish's", async () => {
    const o = await owner()
    const { items, same } = await o.board()
    const combo = items.filter((i) => i.id === o.ids.corrida)
    assert.deepEqual(
      combo.map((i) => [i.kind, i.path ?? null, i.source, i.context]),
      [
        ['product', null, 'Comida corrida', 'Comida › Corridas'],
        ['combo_step', 'steps.0', 'Sopa', 'Comida › Corridas › Comida corrida'],
        ['combo_item', 'steps.0.items.0', 'Sopa de fideo', 'Comida › Corridas › Comida corrida › Sopa'],
        ['combo_item', 'steps.0.items.1', 'Arroz', 'Comida › Corridas › Comida corrida › Sopa'],
        ['combo_step', 'steps.1', 'Guisado', 'Comida › Corridas › Comida corrida'],
        ['combo_item', 'steps.1.items.1', 'Arroz', 'Comida › Corridas › Comida corrida › Guisado'],
      ],
    )
    assert.deepEqual(combo[1]!.texts, { en: { text: 'Soup', reviewed: true } })
    // The two 'Arroz' options are identical texts.
    const arroz = same.find((s) => s.source === 'Arroz')!
    assert.deepEqual(
      arroz.texts.map((x) => x.path),
      ['steps.0.items.1', 'steps.1.items.1'],
    )
    assert.deepEqual(
      (await o.board('?kind=combo_step')).items.map((i) => i.source),
      ['Sopa', 'Guisado'],
    )
  })

  it('saves into the steps (applyToSame reaching both Arroz), keeping the rest; the product answers them', async () => {
    const o = await owner()
    const res = await o.save([
      { kind: 'combo_step', id: o.ids.corrida, field: 'name', path: 'steps.1', lang: 'en', text: 'Main' },
      {
        kind: 'combo_item',
        id: o.ids.corrida,
        field: 'name',
        path: 'steps.0.items.1',
        lang: 'en',
        text: 'Rice',
        applyToSame: true,
      },
      { kind: 'combo_step', id: o.ids.corrida, field: 'name', path: 'steps.0', lang: 'en', text: '' },
    ])
    assert.equal(res.status, 200, JSON.stringify(res.body))
    const steps = (await o.api.productById(o.ids.corrida)).steps
    assert.deepEqual(steps[0]!.translations, {})
    assert.deepEqual(steps[1]!.translations, { en: { name: 'Main', reviewed: true } })
    assert.deepEqual(steps[0]!.items[1]!.translations, { en: { name: 'Rice', reviewed: true } })
    assert.deepEqual(steps[1]!.items[1]!.translations, { en: { name: 'Rice', reviewed: true } })
    assert.deepEqual(
      steps[1]!.items.map((it) => [it.product_id, it.surcharge]),
      [
        [o.ids.tinga, null],
        [null, 5],
      ],
    )
  })

  it('a missing or wrong path is a 400 naming items.N.path; a dish option, a foreign combo or a dish is a 404; nothing written', async () => {
    const o = await owner()
    const before = await o.api.productById(o.ids.corrida)
    const good = { kind: 'combo_step', id: o.ids.corrida, field: 'name', path: 'steps.1', lang: 'en', text: 'Main' }
    const bad = async (item: object, status: number, field?: string) => {
      const res = await o.save([good, item])
      assert.equal(res.status, status, JSON.stringify(res.body))
      if (field) assert.equal(res.body.error.field, field)
    }
    await bad({ ...good, path: undefined }, 400, 'items.1.path')
    await bad({ ...good, path: 'steps.0.items.0' }, 400, 'items.1.path')
    await bad({ ...good, path: 'pasos.0' }, 400)
    await bad({ ...good, kind: 'combo_item', path: 'steps.1.items.0' }, 404) // the dish Tinga
    await bad({ ...good, path: 'steps.7' }, 404)
    await bad({ ...good, id: o.ids.tinga }, 404)
    const other = await owner()
    await bad({ ...good, id: other.ids.corrida }, 404)
    assert.deepEqual(await o.api.productById(o.ids.corrida), before)
  })

  it("a menu of the day's steps of a date from today on are listed and saved into that date (past dates are not)", async () => {
    const o = await owner()
    assert.equal((await o.api.req('PUT', `/v1/products/${o.ids.corrida}`, { daily: true })).status, 200)
    const day = (n: number) => new Date(t.app.ctx.config.now() + n * 86_400_000).toISOString().slice(0, 10)
    const steps = (soup: string) => [{ name: 'Sopa', min: 1, max: 1, items: [{ name: soup }] }]
    const put = await o.api.req('PUT', `/v1/products/${o.ids.corrida}/days`, {
      days: [
        { date: day(-5), steps: steps('Caldo viejo') },
        { date: day(1), steps: steps('Sopa de lentejas') },
      ],
    })
    assert.equal(put.status, 200, JSON.stringify(put.body))
    const { items } = await o.board()
    const dated = items.filter((i) => i.path?.startsWith('days.'))
    assert.deepEqual(
      dated.map((i) => [i.kind, i.path, i.source]),
      [
        ['combo_step', `days.${day(1)}.steps.0`, 'Sopa'],
        ['combo_item', `days.${day(1)}.steps.0.items.0`, 'Sopa de lentejas'],
      ],
    )
    assert.match(dated[0]!.context, /^Comida › Corridas › Comida corrida › \w+ \d{1,2} de \w+$/)
    // 'Sopa' is written on the combo and on the day: identical texts share the combo's 'Soup'.
    assert.deepEqual(dated[0]!.shared, { en: 'Soup' })

    const path = `days.${day(1)}.steps.0.items.0`
    const res = await o.save([
      { kind: 'combo_item', id: o.ids.corrida, field: 'name', path, lang: 'en', text: 'Lentil soup' },
    ])
    assert.equal(res.status, 200, JSON.stringify(res.body))
    const got = await o.api.req('GET', `/v1/products/${o.ids.corrida}/days?from=${day(1)}&to=${day(1)}`)
    assert.deepEqual(got.body.info[0].steps[0].items[0].translations, { en: { name: 'Lentil soup', reviewed: true } })
    // The combo's own steps are untouched.
    assert.equal((await o.api.productById(o.ids.corrida)).steps[0]!.items[0]!.name, 'Sopa de fideo')
    const past = await o.save([
      {
        kind: 'combo_item',
        id: o.ids.corrida,
        field: 'name',
        path: `days.${day(30)}.steps.0.items.0`,
        lang: 'en',
        text: 'x',
      },
    ])
    assert.equal(past.status, 404)
  })

  it('the bulk fill fills the combo texts from the glossary', async () => {
    const o = await owner()
    assert.equal(
      (await o.api.req('POST', '/v1/glossary', { term: 'Guisado', translations: { en: 'Stew' } })).status,
      201,
    )
    const res = await o.api.req('POST', '/v1/translations/fill', { lang: 'en' })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    const steps = (await o.api.productById(o.ids.corrida)).steps
    assert.deepEqual(steps[1]!.translations, { en: { name: 'Stew', reviewed: true } })
  })
})
