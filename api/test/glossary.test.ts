import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { type GlossaryEntry, protectTerms } from '../src/translation/glossary-text.js'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

describe('glossary terms inside a text (protectTerms)', () => {
  const glossary: GlossaryEntry[] = [
    { term: 'Mole', translations: {} },
    { term: 'Mole poblano', translations: {} },
    { term: 'Agua fresca', translations: { en: 'Fresh water' } },
  ]

  it('replaces whole words, longest first, case- and accent-insensitively, and puts them back', () => {
    const p = protectTerms('Enchiladas de MOLE POBLÁNO y agua fresca, sin molestias', glossary, 'en')!
    assert.equal(p.text, 'Enchiladas de [[0]] y [[1]], sin molestias', "'molestias' is no 'mole'")
    assert.equal(
      p.restore('Enchiladas with [[0]] and [ [1] ], no fuss'),
      'Enchiladas with MOLE POBLÁNO and Fresh water, no fuss',
      'a term stays as written, or becomes its fixed translation',
    )
    assert.equal(p.restore('Enchiladas with [[0]] and water'), undefined, 'a lost token: nothing to store')
    assert.equal(p.restore('[[0]] [[0]] [[1]]'), undefined, 'a repeated token: nothing to store')
    assert.equal(protectTerms('Texto con [[0]] ya escrito', glossary, 'en'), null)
    const plain = protectTerms('Sopa del día', glossary, 'en')!
    assert.equal(plain.text, 'Sopa del día')
    assert.equal(plain.restore('Soup of the day'), 'Soup of the day')
  })
})

describe(`the glossary and the fill without a provider (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  async function owner(languages = ['es', 'en', 'fr']) {
    const api = menuApi(t, (await account(t, 'NEGOCIO')).access_token)
    assert.equal((await api.req('PUT', '/v1/profiles/me', { languages })).status, 200)
    return api
  }

  it('adds, lists, renames and removes terms; a term is unique per account, case and accents aside', async () => {
    const api = await owner()
    const mole = await api.created('POST', '/v1/glossary', { term: ' Mole poblano ' })
    const agua = await api.created('POST', '/v1/glossary', {
      term: 'Agua fresca',
      translations: { en: 'Fresh water', fr: ' ' },
    })
    assert.deepEqual(await api.read('/v1/glossary'), [
      { id: agua, term: 'Agua fresca', translations: { en: 'Fresh water' } },
      { id: mole, term: 'Mole poblano', translations: {} },
    ])

    const again = await api.req('POST', '/v1/glossary', { term: 'MOLE POBLÁNO' })
    assert.equal(again.status, 409)
    assert.equal(again.body.error.code, 'GLOSSARY_TERM_EXISTS')
    assert.equal(again.body.error.field, 'term')
    assert.match(again.body.error.message, /ya está en el glosario/)
    const rename = await api.req('PUT', `/v1/glossary/${agua}`, { term: 'mole poblano' })
    assert.equal(rename.status, 409)
    assert.equal(rename.body.error.code, 'GLOSSARY_TERM_EXISTS')

    // Its own term in other letters is no conflict; translations replace the whole map.
    const own = await api.req('PUT', `/v1/glossary/${mole}`, { term: 'Mole Poblano', translations: { fr: 'Mole' } })
    assert.equal(own.status, 200)
    assert.deepEqual(own.body.info, { id: mole, term: 'Mole Poblano', translations: { fr: 'Mole' } })
    assert.deepEqual((await api.req('PUT', `/v1/glossary/${mole}`, { translations: {} })).body.info.translations, {})

    for (const [body, field] of [
      [{ term: 'Tlayuda', translations: { de: 'x' } }, 'translations.de'],
      [{ term: 'Tlayuda', translations: { es: 'x' } }, 'translations.es'],
      [{ term: '   ' }, 'term'],
      [{ term: 'Tla\nyuda' }, 'term'],
      [{ term: 'Tlayuda', translations: { en: 'Two\nlines' } }, 'translations.en'],
    ] as const) {
      const res = await api.req('POST', '/v1/glossary', body)
      assert.equal(res.status, 400, JSON.stringify(body))
      assert.equal(res.body.error.field, field)
    }

    assert.deepEqual((await api.req('DELETE', `/v1/glossary/${mole}`)).body, { info: { id: mole } })
    assert.equal((await api.read<unknown[]>('/v1/glossary')).length, 1)
    assert.equal((await api.req('DELETE', `/v1/glossary/${mole}`)).status, 404)
    // Once removed, the word can come back.
    assert.equal((await api.req('POST', '/v1/glossary', { term: 'Mole poblano' })).status, 201)
  })

  it("another account's terms are not listed, not unique against, and answer 404", async () => {
    const mine = await owner()
    const theirs = await owner()
    const term = await theirs.created('POST', '/v1/glossary', { term: 'Cochinita pibil' })
    assert.deepEqual(await mine.read('/v1/glossary'), [])
    assert.equal((await mine.req('POST', '/v1/glossary', { term: 'Cochinita pibil' })).status, 201)
    for (const [method, body] of [
      ['PUT', { term: 'Robado' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await mine.req(method, `/v1/glossary/${term}`, body)
      assert.equal(res.status, 404)
      assert.equal(res.body.error.code, 'RESOURCE_NOT_FOUND')
    }
    assert.deepEqual(
      (await theirs.read<Array<{ term: string }>>('/v1/glossary')).map((g) => g.term),
      ['Cochinita pibil'],
    )
  })

  it('without a provider the fill applies the glossary to untranslated texts only', async () => {
    const api = await owner()
    const category = await api.category(await api.family('Comida'), 'Tacos')
    const pastor = await api.product(category, 'Tacos al pastor', 90, { description: 'Con piña' })
    const agua = await api.product(category, 'agua fresca', 25)
    const mole = await api.product(category, 'Mole poblano', 120, {
      translations: { en: { name: 'Poblano mole, our way' } },
    })
    const salsa = await api.product(category, 'Salsa con mole poblano', 15)
    await api.created('POST', '/v1/glossary', { term: 'Tacos al pastor' })
    await api.created('POST', '/v1/glossary', { term: 'Agua Fresca', translations: { en: 'Fresh water' } })
    await api.created('POST', '/v1/glossary', { term: 'Mole poblano', translations: { en: 'Mole' } })

    const res = await api.req('POST', '/v1/translations/fill', { lang: 'en' })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    assert.deepEqual(res.body.info, { filled: 2, machine: false })
    const en = async (id: number) => (await api.productById(id)).translations.en
    assert.deepEqual(await en(pastor), { name: 'Tacos al pastor', reviewed: true }, 'stays as written')
    assert.deepEqual(await en(agua), { name: 'Fresh water', reviewed: true }, 'its fixed translation')
    assert.deepEqual(await en(mole), { name: 'Poblano mole, our way', reviewed: true }, 'a translation stays')
    assert.equal(await en(salsa), undefined, 'a text that only contains a term needs a translator')
    assert.equal((await api.productById(pastor)).translations.fr, undefined, 'other languages untouched')

    // Filling again finds nothing new.
    assert.deepEqual((await api.req('POST', '/v1/translations/fill', { lang: 'en' })).body.info, {
      filled: 0,
      machine: false,
    })
    for (const lang of ['de', 'es']) {
      const bad = await api.req('POST', '/v1/translations/fill', { lang })
      assert.equal(bad.status, 400, lang)
      assert.equal(bad.body.error.field, 'lang')
    }
  })
})
