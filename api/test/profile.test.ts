import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { account, call, DIALECT, makeApp, type TestApp } from './helpers.js'

describe(`profiles (${DIALECT})`, () => {
  let t: TestApp
  before(async () => { t = await makeApp() })
  after(async () => t.close())

  const get = (token: string) => call(t.app, { method: 'GET', url: '/v1/profiles/me', token })
  const put = (token: string, payload: object) => call(t.app, { method: 'PUT', url: '/v1/profiles/me', token, payload })

  it('GET /v1/profiles/me returns every Profile field with the defaults', async () => {
    const a = await account(t)
    const res = await get(a.access_token)
    assert.equal(res.status, 200)
    assert.deepEqual(res.body.info, {
      email: a.email,
      company: 'La Cantina',
      business_kind: 'Bar',
      gtm_id: null,
      google_analytics: null,
      facebook_pixel: null,
      logo: null,
      currency: 'MXN',
      theme: { background: '#FFFFFF', font: '#242424', button_background: '#5227D0', button_font: '#FFFFFF' },
      fonts: { headline: 'SS Nickson One', body: 'Aktiv Grotesk' },
      plan: { code: 'FREEMIUM', scopes: [{ name: 'Promotions', limit: null }] },
      default_payment_method_id: null,
      subscriptions: [],
    })
  })

  it('reports the plan scopes with their limits', async () => {
    const f = await account(t, 'FRANCHISES')
    const { plan } = (await get(f.access_token)).body.info
    assert.equal(plan.code, 'FRANCHISES')
    assert.deepEqual(plan.scopes, [
      { name: 'Advertising', limit: null },
      { name: 'Promotions', limit: null },
      { name: 'Sucursales', limit: 5 },
      { name: 'Templates', limit: null },
    ])
    const n = await account(t, 'NEGOCIO')
    assert.deepEqual((await get(n.access_token)).body.info.plan.scopes.find((s: { name: string }) => s.name === 'Sucursales'), { name: 'Sucursales', limit: 1 })
  })

  it('PUT updates only the given fields and returns the profile', async () => {
    const a = await account(t)
    const res = await put(a.access_token, {
      company: 'Mariscos El Güero',
      business_kind: 'Mariscos',
      gtm_id: 'GTM-ABC1234',
      facebook_pixel: '123456789012345',
      fonts: { headline_font: 'Roboto' },
      background_color: '#000000',
      button_font_color: '#abcdef',
      default_payment_method_id: 'pm_1',
    })
    assert.equal(res.status, 200)
    const p = res.body.info
    assert.equal(p.company, 'Mariscos El Güero')
    assert.equal(p.business_kind, 'Mariscos')
    assert.equal(p.gtm_id, 'GTM-ABC1234')
    assert.equal(p.facebook_pixel, '123456789012345')
    assert.deepEqual(p.fonts, { headline: 'Roboto', body: 'Aktiv Grotesk' })
    assert.deepEqual(p.theme, { background: '#000000', font: '#242424', button_background: '#5227D0', button_font: '#abcdef' })
    assert.equal(p.default_payment_method_id, 'pm_1')
    assert.deepEqual((await get(a.access_token)).body.info, p)

    const cleared = await put(a.access_token, { gtm_id: '', facebook_pixel: '' })
    assert.equal(cleared.body.info.gtm_id, null)
    assert.equal(cleared.body.info.facebook_pixel, null)
    assert.equal(cleared.body.info.company, 'Mariscos El Güero')
  })

  it('validates colours, GTM id, pixel and empty names with their messages, naming the field', async () => {
    const a = await account(t)
    const cases: Array<[object, string]> = [
      [{ background_color: 'red' }, 'El color debe tener el formato #RRGGBB'],
      [{ button_color: '#12345' }, 'El color debe tener el formato #RRGGBB'],
      [{ gtm_id: 'XYZ' }, 'No coincide con el formato adecuado'],
      [{ facebook_pixel: '1234' }, 'El identificador deben ser entre 15 y 18 dígitos'],
      [{ facebook_pixel: '12345678901234567890' }, 'El identificador deben ser entre 15 y 18 dígitos'],
    ]
    for (const [payload, message] of cases) {
      const res = await put(a.access_token, payload)
      assert.equal(res.status, 400, JSON.stringify(payload))
      const field = Object.keys(payload)[0]!
      assert.deepEqual(res.body, { error: { code: 'VALIDATION_ERROR', message, field, fields: [{ field, message }] } })
    }
    const empty = await put(a.access_token, { company: '' })
    assert.equal(empty.status, 400)
    assert.equal(empty.body.error.code, 'VALIDATION_ERROR')
    assert.equal(empty.body.error.field, 'company')
    assert.equal((await get(a.access_token)).body.info.company, 'La Cantina')
  })

  it('accepts the GTM/Analytics id shapes: GTM-, G-, UA- and AW- ids', async () => {
    const a = await account(t)
    for (const id of ['GTM-ABC1234', 'G-ABCDEFG12', 'UA-1234567-1', 'AW-123456789']) {
      assert.equal((await put(a.access_token, { gtm_id: id })).status, 200, id)
    }
  })
})
