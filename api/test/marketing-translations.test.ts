import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { components } from '../../shared/src/api/schema'
import { account, DIALECT, makeApp, marketingApi, menuApi, type TestApp } from './helpers.js'

type TPromotion = components['schemas']['TemplatePromotion']
type TAdvertising = components['schemas']['TemplateAdvertising']
type InTemplate = components['schemas']['MarketingInTemplate']

describe(`promotions, advertising and template descriptions in other languages (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  /** An owner whose menu is offered in Spanish, English and French. */
  async function owner(plan: 'NEGOCIO' | 'FRANCHISES' = 'NEGOCIO') {
    const token = (await account(t, plan)).access_token
    const api = { ...marketingApi(t, token), created: menuApi(t, token).created }
    assert.equal((await api.req('PUT', '/v1/profiles/me', { languages: ['es', 'en', 'fr'] })).status, 200)
    return api
  }

  for (const kind of ['promotions', 'advertising'] as const) {
    it(`${kind}: create, read, update and clone carry the translations`, async () => {
      const api = await owner()
      const id = await api.created('POST', `/v1/${kind}`, {
        name: 'Martes de tacos',
        description: 'Dos por uno en tacos al pastor',
        translations: { en: { name: 'Taco Tuesday', description: 'Two for one pastor tacos' } },
      })
      const one = async () => (await api.req('GET', `/v1/${kind}/${id}`)).body.info.translations
      assert.deepEqual(await one(), {
        en: { name: 'Taco Tuesday', description: 'Two for one pastor tacos', reviewed: true },
      })
      const list = (await api.req('GET', `/v1/${kind}`)).body.info as Array<{ id: number; translations: object }>
      assert.deepEqual(list.find((x) => x.id === id)!.translations, await one())

      // A language given replaces that language's texts; the others stay; {} removes one.
      const fr = await api.req('PUT', `/v1/${kind}/${id}`, {
        translations: { fr: { name: ' Mardi des tacos ', reviewed: false } },
      })
      assert.equal(fr.status, 200, JSON.stringify(fr.body))
      assert.deepEqual(fr.body.info.translations, {
        en: { name: 'Taco Tuesday', description: 'Two for one pastor tacos', reviewed: true },
        fr: { name: 'Mardi des tacos', reviewed: false },
      })
      // An edit of other fields keeps them.
      await api.req('PUT', `/v1/${kind}/${id}`, { name: 'Martes de tacos y más' })
      assert.equal((await one()).fr.name, 'Mardi des tacos')

      const copy = await api.created('POST', `/v1/${kind}/${id}/clone`)
      assert.deepEqual((await api.req('GET', `/v1/${kind}/${copy}`)).body.info.translations, await one())

      await api.req('PUT', `/v1/${kind}/${id}`, { translations: { en: {} } })
      assert.deepEqual(await one(), { fr: { name: 'Mardi des tacos', reviewed: false } })
      // The clone kept its own copy.
      assert.equal((await api.req('GET', `/v1/${kind}/${copy}`)).body.info.translations.en.name, 'Taco Tuesday')
    })

    it(`${kind}: a language not chosen or unknown is a 400 naming it; another account's item is a 404`, async () => {
      const api = await owner()
      const id = await api.created('POST', `/v1/${kind}`, { name: 'Karaoke', description: 'Viernes' })
      for (const [code, field] of [
        ['de', 'translations.de'],
        ['xx', 'translations.xx'],
        ['es', 'translations.es'],
      ] as const) {
        const res = await api.req('PUT', `/v1/${kind}/${id}`, { translations: { [code]: { name: 'x' } } })
        assert.equal(res.status, 400, code)
        assert.equal(res.body.error.code, 'VALIDATION_ERROR')
        assert.equal(res.body.error.field, field)
      }
      // A create refused for its translations creates nothing.
      const before = (await api.req('GET', `/v1/${kind}`)).body.info.length
      const refused = await api.req('POST', `/v1/${kind}`, {
        name: 'Otro',
        description: 'Otro',
        translations: { de: { name: 'Andere' } },
      })
      assert.equal(refused.status, 400)
      assert.equal(refused.body.error.field, 'translations.de')
      assert.equal((await api.req('GET', `/v1/${kind}`)).body.info.length, before)
      // Portion is a dish's text: a promotion or an ad has none.
      assert.equal(
        (await api.req('PUT', `/v1/${kind}/${id}`, { translations: { en: { portion: '1 pz' } } })).status,
        400,
      )

      const stranger = await owner()
      const res = await stranger.req('PUT', `/v1/${kind}/${id}`, { translations: { en: { name: 'Robado' } } })
      assert.equal(res.status, 404)
      assert.equal((await stranger.req('GET', `/v1/${kind}/${id}`)).status, 404)
      assert.deepEqual((await api.req('GET', `/v1/${kind}/${id}`)).body.info.translations, {})
    })
  }

  it("templates: the own description's translations are saved, read, cloned and dropped with the description", async () => {
    const api = await owner('FRANCHISES')
    const promo = await api.promotion('2x1', { translations: { en: { description: 'Two for one' } } })
    const ad = await api.ad('Anuncio')
    const created = await api.req('POST', '/v1/templates', {
      name: 'Zona norte',
      promotions: [
        {
          promotion_id: promo,
          description: 'Dos por uno los martes',
          translations: { en: { description: 'Tuesdays' } },
        },
      ],
    })
    assert.equal(created.status, 201, JSON.stringify(created.body))
    const tpl = created.body.info.id as number
    const promotions = async (id = tpl) =>
      (await api.req('GET', `/v1/templates/${id}/promotions`)).body.info as TPromotion[]
    assert.deepEqual((await promotions())[0]!.translations, { en: { description: 'Tuesdays', reviewed: true } })

    // Through the editor's save of one kind: another language added, the first kept.
    const saved = await api.req('PUT', `/v1/templates/${tpl}/advertising`, [
      { advertising_id: ad, description: 'Solo aquí', translations: { fr: { description: 'Seulement ici' } } },
    ])
    assert.equal(saved.status, 200, JSON.stringify(saved.body))
    const row = (saved.body.info as TAdvertising[])[0]!
    assert.equal(row.description, 'Solo aquí')
    assert.deepEqual(row.translations, { fr: { description: 'Seulement ici', reviewed: true } })
    await api.req('PUT', `/v1/templates/${tpl}/promotions`, [
      { promotion_id: promo, translations: { fr: { description: 'Les mardis', reviewed: false } } },
    ])
    assert.deepEqual((await promotions())[0]!.translations, {
      en: { description: 'Tuesdays', reviewed: true },
      fr: { description: 'Les mardis', reviewed: false },
    })

    // A template's copy keeps them.
    const copy = (await api.req('POST', `/v1/templates/clone/${tpl}`)).body.info.id as number
    assert.deepEqual((await promotions(copy))[0]!.translations, (await promotions())[0]!.translations)

    // The master-enable modal answers and saves them too.
    const across = await api.req('PUT', `/v1/templates/items/promotions/${promo}`, [
      { template_id: copy, translations: { en: { description: 'On Tuesdays' } } },
    ])
    assert.equal(across.status, 200, JSON.stringify(across.body))
    const inCopy = (across.body.info as InTemplate[]).find((r) => r.template_id === copy)!
    assert.equal(inCopy.translations.en?.description, 'On Tuesdays')
    assert.equal(inCopy.translations.fr?.description, 'Les mardis')

    // Back to the base description: its translations go with it (the base item's apply again).
    await api.req('PUT', `/v1/templates/${tpl}/promotions`, [{ promotion_id: promo, description: null }])
    const back = (await promotions())[0]!
    assert.equal(back.overridden.description, false)
    assert.deepEqual(back.translations, {})
    assert.equal((await api.promotionById(promo)).translations.en?.description, 'Two for one')
  })

  it('templates: translations without an own description, or in a language not chosen, are a 400 naming them', async () => {
    const api = await owner('FRANCHISES')
    const promo = await api.promotion('2x1')
    const ad = await api.ad('Anuncio')
    const tpl = (await api.req('POST', '/v1/templates', { name: 'Centro' })).body.info.id as number
    const cases: Array<[string, unknown, string]> = [
      [
        `/v1/templates/${tpl}/promotions`,
        [{ promotion_id: promo, translations: { en: { description: 'x' } } }],
        '0.translations',
      ],
      [
        `/v1/templates/${tpl}/advertising`,
        [{ advertising_id: ad, description: 'Propia', translations: { de: { description: 'x' } } }],
        '0.translations.de',
      ],
      [
        `/v1/templates/${tpl}`,
        { promotions: [{ promotion_id: promo, description: 'Propia', translations: { it: { description: 'x' } } }] },
        'promotions.0.translations.it',
      ],
      [
        `/v1/templates/items/advertising/${ad}`,
        [{ template_id: tpl, description: 'Propia', translations: { xx: { description: 'x' } } }],
        '0.translations.xx',
      ],
    ]
    for (const [url, body, field] of cases) {
      const res = await api.req('PUT', url, body)
      assert.equal(res.status, 400, url)
      assert.equal(res.body.error.field, field, url)
    }
    // Nothing was written (all or nothing).
    const rows = (await api.req('GET', `/v1/templates/${tpl}/promotions`)).body.info as TPromotion[]
    assert.equal(rows[0]!.overridden.description, false)
    // Only the description is a template's own text.
    const name = await api.req('PUT', `/v1/templates/${tpl}/promotions`, [
      { promotion_id: promo, description: 'Propia', translations: { en: { name: 'x' } } },
    ])
    assert.equal(name.status, 400)

    // Another account's template or promotion: 404, nothing changes.
    const stranger = await owner('FRANCHISES')
    const own = (await stranger.req('POST', '/v1/templates', { name: 'Mía' })).body.info.id as number
    for (const [url, body] of [
      [`/v1/templates/${tpl}/promotions`, [{ promotion_id: promo, description: 'Robada', translations: {} }]],
      [`/v1/templates/${own}/promotions`, [{ promotion_id: promo, description: 'Robada', translations: {} }]],
    ] as const) {
      assert.equal((await stranger.req('PUT', url, body)).status, 404, url)
    }
    assert.equal(
      ((await api.req('GET', `/v1/templates/${tpl}/promotions`)).body.info as TPromotion[])[0]!.description,
      'Descripción de 2x1',
    )
  })
})
