import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

describe(`menu languages and translations (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const owner = async (plan: 'FREEMIUM' | 'NEGOCIO' = 'NEGOCIO') => menuApi(t, (await account(t, plan)).access_token)

  it('the profile answers Spanish alone until the owner adds languages; the list is checked', async () => {
    const api = await owner()
    assert.deepEqual((await api.read<{ languages: string[] }>('/v1/profiles/me')).languages, ['es'])
    const ok = await api.req('PUT', '/v1/profiles/me', { languages: ['es', 'en', 'fr'] })
    assert.equal(ok.status, 200)
    assert.deepEqual(ok.body.info.languages, ['es', 'en', 'fr'])
    for (const [languages, field] of [
      [['en', 'es'], 'languages.0'],
      [['es', 'xx'], 'languages.1'],
      [['es', 'en', 'en'], 'languages.2'],
    ] as const) {
      const res = await api.req('PUT', '/v1/profiles/me', { languages })
      assert.equal(res.status, 400, JSON.stringify(languages))
      assert.equal(res.body.error.field, field)
    }
    assert.deepEqual((await api.read<{ languages: string[] }>('/v1/profiles/me')).languages, ['es', 'en', 'fr'])
  })

  it('plan rule: FREEMIUM gets one extra language, the paid plans five (403 SCOPE_REQUIRED)', async () => {
    const free = await owner('FREEMIUM')
    assert.equal((await free.req('PUT', '/v1/profiles/me', { languages: ['es', 'en'] })).status, 200)
    const two = await free.req('PUT', '/v1/profiles/me', { languages: ['es', 'en', 'fr'] })
    assert.equal(two.status, 403)
    assert.equal(two.body.error.code, 'SCOPE_REQUIRED')
    assert.equal(two.body.error.field, 'languages')
    const paid = await owner('NEGOCIO')
    const five = ['es', 'en', 'fr', 'pt', 'de', 'it']
    assert.equal((await paid.req('PUT', '/v1/profiles/me', { languages: five })).status, 200)
    assert.equal((await paid.req('PUT', '/v1/profiles/me', { languages: [...five, 'ja'] })).status, 400)
  })

  it('every menu entity takes and answers translations; a language not chosen is a 400 naming it', async () => {
    const api = await owner()
    await api.req('PUT', '/v1/profiles/me', { languages: ['es', 'en', 'fr'] })
    const en = (name: string, more: object = {}) => ({ en: { name, ...more } })
    const family = await api.family('Bebidas', { translations: en('Drinks') })
    const category = await api.category(family, 'Calientes', { translations: en('Hot') })
    const product = await api.product(category, 'Café de olla', 35, {
      translations: { en: { name: 'Pot coffee', description: 'With cinnamon', portion: '1 cup' } },
    })
    const tag = await api.tag('Picante', { translations: en('Spicy') })
    const group = await api.created('POST', '/v1/groups', {
      name: 'Tamaño',
      translations: en('Size'),
      variants: [{ name: 'Grande', translations: en('Large', { portion: '500 ml' }) }],
    })
    const fam = (await api.families()).find((f) => f.id === family)!
    assert.deepEqual(fam.translations, { en: { name: 'Drinks', reviewed: true } })
    assert.deepEqual(fam.categories[0]!.translations, { en: { name: 'Hot', reviewed: true } })
    assert.deepEqual((await api.productById(product)).translations, {
      en: { name: 'Pot coffee', description: 'With cinnamon', portion: '1 cup', reviewed: true },
    })
    assert.deepEqual((await api.tags()).find((x) => x.id === tag)!.translations.en?.name, 'Spicy')
    const g = await api.groupById(group)
    assert.equal(g.translations.en?.name, 'Size')
    assert.deepEqual(g.variants[0]!.translations.en, { name: 'Large', portion: '500 ml', reviewed: true })

    // One language replaced, the other kept; {} removes a language; reviewed false is kept.
    await api.req('PUT', `/v1/products/${product}`, { translations: { fr: { name: 'Café', reviewed: false } } })
    await api.req('PUT', `/v1/products/${product}`, { translations: { en: {} } })
    assert.deepEqual((await api.productById(product)).translations, { fr: { name: 'Café', reviewed: false } })

    for (const [url, body, field] of [
      [`/v1/products/${product}`, { translations: { de: { name: 'Kaffee' } } }, 'translations.de'],
      [`/v1/products/${product}`, { translations: { es: { name: 'Café' } } }, 'translations.es'],
      [`/v1/tags/${tag}`, { translations: { xx: { name: 'x' } } }, 'translations.xx'],
      [
        `/v1/groups/${group}`,
        { variants: [{ name: 'Chico', translations: { pt: { name: 'x' } } }] },
        'variants.0.translations.pt',
      ],
    ] as const) {
      const res = await api.req('PUT', url, body)
      assert.equal(res.status, 400, JSON.stringify(body))
      assert.equal(res.body.error.field, field)
    }
    // A field a kind does not translate is refused by the schema.
    assert.equal((await api.req('PUT', `/v1/tags/${tag}`, { translations: { en: { description: 'x' } } })).status, 400)
  })

  it('a clone keeps the translations; another account cannot read or write them', async () => {
    const api = await owner()
    await api.req('PUT', '/v1/profiles/me', { languages: ['es', 'en'] })
    const category = await api.category(await api.family('Comida'), 'Tacos')
    const product = await api.product(category, 'Tacos al pastor', 90, {
      translations: { en: { name: 'Pastor tacos' } },
    })
    const copy = await api.created('POST', `/v1/products/${product}/clone`)
    assert.equal((await api.productById(copy)).translations.en?.name, 'Pastor tacos')
    const stranger = await owner()
    await stranger.req('PUT', '/v1/profiles/me', { languages: ['es', 'en'] })
    const res = await stranger.req('PUT', `/v1/products/${product}`, { translations: { en: { name: 'Robado' } } })
    assert.equal(res.status, 404)
    assert.equal((await api.productById(product)).translations.en?.name, 'Pastor tacos')
  })
})
