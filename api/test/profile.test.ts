import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { accountsData } from '../src/data/accounts.js'
import { account, call, DIALECT, makeApp, type TestApp } from './helpers.js'

describe(`profiles (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const get = (token: string) => call(t.app, { method: 'GET', url: '/v1/profiles/me', token })
  const put = (token: string, payload: object) => call(t.app, { method: 'PUT', url: '/v1/profiles/me', token, payload })

  it('GET /v1/profiles/me returns every Profile field with the defaults', async () => {
    const a = await account(t)
    const res = await get(a.access_token)
    assert.equal(res.status, 200)
    const { member, ...profile } = res.body.info
    // The person signed in: the account's owner, its first member, whose e-mail is the account's.
    assert.equal(member.role, 'owner')
    assert.equal(member.email, a.email)
    assert.equal(member.is_owner, true)
    assert.equal(member.state, 'active')
    assert.deepEqual(member.branch_ids, [])
    assert.equal(member.totp_enabled, false)
    assert.ok(member.last_access_at, 'signing in is an access')
    assert.deepEqual(profile, {
      email: a.email,
      company: 'La Cantina',
      business_kind: 'Bar',
      gtm_id: null,
      google_analytics: null,
      facebook_pixel: null,
      privacy_url: null,
      logo: null,
      currency: 'MXN',
      off_schedule: 'hide',
      languages: ['es'],
      theme: { background: '#FFFFFF', font: '#242424', button_background: '#5227D0', button_font: '#FFFFFF' },
      fonts: { headline: 'SS Nickson One', body: 'Aktiv Grotesk' },
      plan: {
        code: 'FREEMIUM',
        scopes: [
          { name: 'Languages', limit: 1 },
          { name: 'Miembros', limit: 1 },
          { name: 'Promotions', limit: null },
        ],
      },
      default_payment_method_id: null,
      subscriptions: [],
      require_totp: false,
    })
  })

  it('reports the plan scopes with their limits', async () => {
    const f = await account(t, 'FRANCHISES')
    const { plan } = (await get(f.access_token)).body.info
    assert.equal(plan.code, 'FRANCHISES')
    assert.deepEqual(plan.scopes, [
      { name: 'Advertising', limit: null },
      { name: 'Languages', limit: 5 },
      { name: 'Miembros', limit: 25 },
      { name: 'Promotions', limit: null },
      { name: 'Sucursales', limit: 5 },
      { name: 'Templates', limit: null },
    ])
    const n = await account(t, 'NEGOCIO')
    assert.deepEqual(
      (await get(n.access_token)).body.info.plan.scopes.find((s: { name: string }) => s.name === 'Sucursales'),
      { name: 'Sucursales', limit: 1 },
    )
  })

  it('PUT updates only the given fields and returns the profile', async () => {
    const a = await account(t, 'NEGOCIO')
    const res = await put(a.access_token, {
      company: 'Mariscos El Güero',
      business_kind: 'Mariscos',
      gtm_id: 'GTM-ABC1234',
      facebook_pixel: '123456789012345',
      // Tracking ids need the privacy notice (privacy-notice.test.ts).
      privacy_url: 'https://mariscos.mx/privacidad',
      fonts: { headline_font: 'Roboto' },
      background_color: '#000000',
      button_font_color: '#abcdef',
      default_payment_method_id: null, // a card id must be one of the account's saved cards: payments.test.ts
    })
    assert.equal(res.status, 200)
    const p = res.body.info
    assert.equal(p.company, 'Mariscos El Güero')
    assert.equal(p.business_kind, 'Mariscos')
    assert.equal(p.gtm_id, 'GTM-ABC1234')
    assert.equal(p.facebook_pixel, '123456789012345')
    assert.deepEqual(p.fonts, { headline: 'Roboto', body: 'Aktiv Grotesk' })
    assert.deepEqual(p.theme, {
      background: '#000000',
      font: '#242424',
      button_background: '#5227D0',
      button_font: '#abcdef',
    })
    assert.equal(p.default_payment_method_id, null)
    assert.deepEqual((await get(a.access_token)).body.info, p)
    const unknownCard = await put(a.access_token, { company: 'Otra', default_payment_method_id: 'pm_1' })
    assert.deepEqual(
      [unknownCard.status, unknownCard.body.error.field, unknownCard.body.error.message],
      [400, 'default_payment_method_id', 'Método de pago no encontrado'],
    )
    assert.equal((await get(a.access_token)).body.info.company, 'Mariscos El Güero', 'refused as a whole')

    const cleared = await put(a.access_token, { gtm_id: '', facebook_pixel: '' })
    assert.equal(cleared.body.info.gtm_id, null)
    assert.equal(cleared.body.info.facebook_pixel, null)
    assert.equal(cleared.body.info.company, 'Mariscos El Güero')
  })

  it('validates colours, GTM id, pixel and empty names with their messages, naming the field', async () => {
    const a = await account(t, 'NEGOCIO')
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

  it('accepts the GTM/Analytics id shapes: GTM-, G- (GA4, 10 characters too), UA- and AW- ids', async () => {
    const a = await account(t, 'NEGOCIO')
    for (const id of ['GTM-ABC1234', 'G-ABCDEFG12', 'G-1A2B3C4D5E', 'UA-1234567-1', 'AW-123456789']) {
      const res = await put(a.access_token, { gtm_id: id, privacy_url: 'https://cafe.mx/privacidad' })
      assert.equal(res.status, 200, id)
    }
  })

  it('FREEMIUM cannot set tracking ids, colours or fonts: 403 SCOPE_REQUIRED naming the field, nothing stored', async () => {
    const a = await account(t)
    const before = (await get(a.access_token)).body.info
    const tracking = 'Tu plan no incluye Google Tag Manager ni Facebook Pixel'
    const branding = 'Tu plan no incluye la identidad de marca'
    const cases: Array<[object, string, string]> = [
      [{ gtm_id: 'GTM-ABC1234' }, 'gtm_id', tracking],
      [{ facebook_pixel: '123456789012345' }, 'facebook_pixel', tracking],
      [{ gtm_id: '' }, 'gtm_id', tracking],
      [{ background_color: '#000000' }, 'background_color', branding],
      [{ font_color: '#000000' }, 'font_color', branding],
      [{ button_color: '#000000' }, 'button_color', branding],
      [{ button_font_color: '#000000' }, 'button_font_color', branding],
      [{ fonts: { headline_font: 'Lobster' } }, 'fonts.headline_font', branding],
      [{ fonts: { body_font: 'Lobster' } }, 'fonts.body_font', branding],
      // the whole request is refused: the allowed company is not stored either
      [{ company: 'Otra', button_color: '#000000' }, 'button_color', branding],
    ]
    for (const [payload, field, message] of cases) {
      const res = await put(a.access_token, payload)
      assert.equal(res.status, 403, JSON.stringify(payload))
      assert.deepEqual(res.body, { error: { code: 'SCOPE_REQUIRED', message, field, fields: [{ field, message }] } })
    }
    assert.deepEqual((await get(a.access_token)).body.info, before)
    // what every plan may edit still works
    assert.equal((await put(a.access_token, { company: 'Otra', business_kind: 'Café' })).status, 200)
  })

  it('the paid plans set tracking ids, colours and fonts; a downgrade keeps them but refuses new changes', async () => {
    for (const plan of ['NEGOCIO', 'FRANCHISES'] as const) {
      const a = await account(t, plan)
      const res = await put(a.access_token, {
        gtm_id: 'GTM-ABC1234',
        facebook_pixel: '123456789012345',
        privacy_url: 'https://cafe.mx/privacidad',
        background_color: '#000000',
        fonts: { body_font: 'Montserrat' },
      })
      assert.equal(res.status, 200, plan)
      await accountsData(t.db).setPlan(a.id, 'FREEMIUM')
      assert.equal((await put(a.access_token, { gtm_id: 'GTM-XYZ9876' })).status, 403)
      const kept = (await get(a.access_token)).body.info
      assert.equal(kept.gtm_id, 'GTM-ABC1234')
      assert.equal(kept.theme.background, '#000000')
      assert.equal(kept.fonts.body, 'Montserrat')
    }
  })
})
