import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { loadConfig } from '../src/config.js'
import { libreTranslate } from '../src/translation/libretranslate.js'
import { TranslationFailed } from '../src/translation/provider.js'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

interface Sent {
  q: string[]
  source: string
  target: string
  format: string
  api_key?: string
}

/**
 * A LibreTranslate stand-in on a local port: POST /translate answers each text upper-cased
 * behind '[en]' (so what the machine touched shows), or `fail` answers 500 {error}.
 */
async function fakeLibreTranslate() {
  const requests: Sent[] = []
  const state = { fail: false, answer: (s: string, target: string) => `[${target}] ${s.toUpperCase()}` }
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const sent = JSON.parse(body) as Sent
      requests.push(sent)
      const reply = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(json))
      }
      if (req.method !== 'POST' || req.url !== '/translate') return reply(404, { error: 'Not found' })
      if (state.fail) return reply(500, { error: 'Translation engine down' })
      reply(200, { translatedText: sent.q.map((s) => state.answer(s, sent.target)) })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, requests, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

const silentLog = { warn: () => {} }

describe('the LibreTranslate adapter', () => {
  let fake: Awaited<ReturnType<typeof fakeLibreTranslate>>
  before(async () => {
    fake = await fakeLibreTranslate()
  })
  after(async () => fake.close())

  it('sends LibreTranslate requests in batches and answers one text per text, in order', async () => {
    fake.requests.length = 0
    const translator = libreTranslate({ url: fake.url, apiKey: 'k-1', log: silentLog, batch: 2 })
    assert.deepEqual(await translator.translate(['uno', 'dos', 'tres'], 'es', 'fr'), [
      '[fr] UNO',
      '[fr] DOS',
      '[fr] TRES',
    ])
    assert.deepEqual(fake.requests, [
      { q: ['uno', 'dos'], source: 'es', target: 'fr', format: 'text', api_key: 'k-1' },
      { q: ['tres'], source: 'es', target: 'fr', format: 'text', api_key: 'k-1' },
    ])
  })

  it('fails with TranslationFailed on an error status, a wrong answer or no server, without the key', async () => {
    const translator = libreTranslate({ url: fake.url, apiKey: 'secret-key', log: silentLog })
    fake.state.fail = true
    await assert.rejects(translator.translate(['uno'], 'es', 'en'), (err: Error) => {
      assert.ok(err instanceof TranslationFailed)
      assert.match(err.message, /500: Translation engine down/)
      assert.doesNotMatch(err.message, /secret-key/)
      return true
    })
    fake.state.fail = false
    const wrongPath = libreTranslate({ url: `${fake.url}/nothing`, apiKey: undefined, log: silentLog })
    await assert.rejects(wrongPath.translate(['uno'], 'es', 'en'), TranslationFailed)
    const gone = libreTranslate({ url: 'http://127.0.0.1:9', apiKey: undefined, log: silentLog, timeoutMs: 2000 })
    await assert.rejects(gone.translate(['uno'], 'es', 'en'), TranslationFailed)
  })

  it('is configured by TRANSLATION_PROVIDER (unset: none) with TRANSLATION_URL and TRANSLATION_API_KEY', () => {
    assert.equal(loadConfig({}).translation, undefined)
    assert.deepEqual(
      loadConfig({
        TRANSLATION_PROVIDER: 'libretranslate',
        TRANSLATION_URL: 'https://lt.example.com/',
        TRANSLATION_API_KEY: 'k',
      }).translation,
      { provider: 'libretranslate', url: 'https://lt.example.com', apiKey: 'k' },
    )
    assert.throws(() => loadConfig({ TRANSLATION_PROVIDER: 'libretranslate' }), /TRANSLATION_URL/)
    assert.throws(() => loadConfig({ TRANSLATION_PROVIDER: 'deepl' }), /TRANSLATION_PROVIDER/)
  })
})

describe(`the fill with a machine-translation provider (${DIALECT})`, () => {
  let t: TestApp
  let fake: Awaited<ReturnType<typeof fakeLibreTranslate>>
  before(async () => {
    fake = await fakeLibreTranslate()
    t = await makeApp({ TRANSLATION_PROVIDER: 'libretranslate', TRANSLATION_URL: fake.url, TRANSLATION_API_KEY: 'k-1' })
  })
  after(async () => {
    await t.close()
    await fake.close()
  })

  async function menu() {
    const api = menuApi(t, (await account(t, 'NEGOCIO')).access_token)
    assert.equal((await api.req('PUT', '/v1/profiles/me', { languages: ['es', 'en'] })).status, 200)
    const category = await api.category(await api.family('Comida'), 'Tacos')
    const pastor = await api.product(category, 'Tacos al pastor', 90)
    const enchiladas = await api.product(category, 'Enchiladas de mole poblano', 110, {
      description: 'Con agua fresca y tortillas',
      translations: { en: { description: 'With fresh water and tortillas' } },
    })
    await api.created('POST', '/v1/glossary', { term: 'Tacos al pastor' })
    await api.created('POST', '/v1/glossary', { term: 'Mole poblano' })
    await api.created('POST', '/v1/glossary', { term: 'Agua fresca', translations: { en: 'Fresh water' } })
    const board = async () =>
      (await api.read<{ items: Array<{ source: string; texts: object }> }>('/v1/translations')).items
    return { api, pastor, enchiladas, board }
  }

  it('machine translates the rest with glossary terms kept intact and marks it Sin revisar', async () => {
    const { api, pastor, enchiladas } = await menu()
    fake.requests.length = 0
    const res = await api.req('POST', '/v1/translations/fill', { lang: 'en' })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    assert.deepEqual(res.body.info, { filled: 4, machine: true })

    // The glossary's whole-term text is not sent; a term inside a text is sent as a token.
    assert.equal(fake.requests.length, 1)
    const sent = fake.requests[0]!
    assert.deepEqual([sent.source, sent.target, sent.format, sent.api_key], ['es', 'en', 'text', 'k-1'])
    assert.deepEqual(sent.q, ['Comida', 'Tacos', 'Enchiladas de [[0]]'])
    assert.ok(!sent.q.some((q) => /pastor|poblano/i.test(q)), 'no glossary term leaves the server')

    assert.deepEqual((await api.productById(pastor)).translations.en, { name: 'Tacos al pastor', reviewed: true })
    assert.deepEqual(
      (await api.productById(enchiladas)).translations.en,
      { name: '[en] ENCHILADAS DE mole poblano', description: 'With fresh water and tortillas', reviewed: false },
      'the term as written; the owner-written description kept; the entity now Sin revisar',
    )
    const families = await api.families()
    assert.deepEqual(families[0]!.translations.en, { name: '[en] COMIDA', reviewed: false })
  })

  it('leaves a text untranslated when the machine loses a token, and writes nothing when the provider fails', async () => {
    const { api, pastor, enchiladas } = await menu()
    fake.state.answer = (s) => s.replace(/\[\[\d+\]\]/g, 'something').toUpperCase()
    try {
      const lost = await api.req('POST', '/v1/translations/fill', { lang: 'en' })
      assert.deepEqual(lost.body.info, { filled: 3, machine: true })
      assert.equal((await api.productById(enchiladas)).translations.en?.name, undefined)
    } finally {
      fake.state.answer = (s, target) => `[${target}] ${s.toUpperCase()}`
    }

    // A second menu, the provider down: 502, and not even the glossary's texts are written.
    const other = await menu()
    const before = await other.board()
    fake.state.fail = true
    try {
      const res = await other.api.req('POST', '/v1/translations/fill', { lang: 'en' })
      assert.equal(res.status, 502)
      assert.equal(res.body.error.code, 'TRANSLATION_PROVIDER_FAILED')
      assert.match(res.body.error.message, /no se guardó ningún texto/)
    } finally {
      fake.state.fail = false
    }
    assert.deepEqual(await other.board(), before)
    assert.equal((await other.api.productById(other.pastor)).translations.en, undefined)
    assert.equal((await api.productById(pastor)).translations.en?.name, 'Tacos al pastor')
  })
})
