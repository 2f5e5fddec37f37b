import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import sharp from 'sharp'
import { accountsData } from '../src/data/accounts.js'
import { account, DIALECT, makeApp, marketingApi, multipartFile, type TestApp } from './helpers.js'

const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#c33' } })
    .png()
    .toBuffer()

describe(`promotions and advertising: plan scopes and tenancy (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  /** Every route of both boards, for an existing id (or a body that would otherwise be valid). */
  const routes = (promotion: number, ad: number): Array<[string, string, unknown?]> => [
    ['GET', '/v1/promotions'],
    ['GET', `/v1/promotions/${promotion}`],
    ['POST', '/v1/promotions', { name: 'n', description: 'd' }],
    ['PUT', `/v1/promotions/${promotion}`, { name: 'n' }],
    ['PUT', '/v1/promotions', [{ id: promotion, position: 0 }]],
    ['POST', `/v1/promotions/${promotion}/clone`],
    ['DELETE', `/v1/promotions/${promotion}`],
    ['GET', '/v1/advertising'],
    ['GET', `/v1/advertising/${ad}`],
    ['POST', '/v1/advertising', { name: 'n', description: 'd' }],
    ['PUT', `/v1/advertising/${ad}`, { name: 'n' }],
    ['POST', `/v1/advertising/${ad}/clone`],
    ['DELETE', `/v1/advertising/${ad}`],
  ]

  it("a FREEMIUM account gets 403 SCOPE_REQUIRED 'Tu plan no incluye Publicidad' on every /v1/advertising call, and has Promotions", async () => {
    const freemium = await account(t) // sign-up plan
    const api = marketingApi(t, freemium.access_token)
    const denied = { error: { code: 'SCOPE_REQUIRED', message: 'Tu plan no incluye Publicidad' } }
    const image = multipartFile('image_mobile', 'a.png', await png())
    const calls: Array<[string, string, unknown?]> = [
      ...routes(1, 1).filter(([, url]) => url.startsWith('/v1/advertising')),
      ['POST', '/v1/advertising', {}], // refused before the body is even validated
      ['GET', '/v1/advertising/not-a-number'],
    ]
    for (const [method, url, payload] of calls) {
      const res = await api.req(method as 'GET', url, payload)
      assert.equal(res.status, 403, `${method} ${url}`)
      assert.deepEqual(res.body, denied, `${method} ${url}`)
    }
    const upload = await t.app.inject({
      method: 'POST',
      url: '/v1/advertising/1/attachment',
      headers: { ...image.headers, authorization: `Bearer ${freemium.access_token}` },
      payload: image.payload,
    })
    assert.equal(upload.statusCode, 403)
    assert.equal((await api.req('GET', '/v1/promotions')).status, 200, 'FREEMIUM includes Promotions')
    assert.equal((await api.req('POST', '/v1/promotions', { name: 'n', description: 'd' })).status, 201)
  })

  it('the plan is read on every request: an upgrade or downgrade applies at once', async () => {
    const a = await account(t)
    const api = marketingApi(t, a.access_token)
    assert.equal((await api.req('GET', '/v1/advertising')).status, 403)
    await accountsData(t.db).setPlan(a.id, 'NEGOCIO')
    const ad = await api.ad('Ya puedo')
    assert.deepEqual(
      (await api.advertising()).map((x) => x.id),
      [ad],
    )
    await accountsData(t.db).setPlan(a.id, 'FRANCHISES')
    assert.equal((await api.req('GET', `/v1/advertising/${ad}`)).status, 200)
    await accountsData(t.db).setPlan(a.id, 'FREEMIUM')
    assert.equal((await api.req('GET', `/v1/advertising/${ad}`)).status, 403)
  })

  it("a plan without Promotions gets 403 'Tu plan no incluye Promociones' on every /v1/promotions call", async () => {
    await t.db
      .insertInto('plans')
      .values({ code: 'TEST-NO-SCOPES', name: 'Sin alcances' })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute()
    const a = await account(t)
    await accountsData(t.db).setPlan(a.id, 'TEST-NO-SCOPES')
    const api = marketingApi(t, a.access_token)
    for (const [method, url, payload] of routes(1, 1)) {
      const res = await api.req(method as 'GET', url, payload)
      assert.equal(res.status, 403, `${method} ${url}`)
      const label = url.startsWith('/v1/promotions') ? 'Promociones' : 'Publicidad'
      assert.deepEqual(res.body, { error: { code: 'SCOPE_REQUIRED', message: `Tu plan no incluye ${label}` } })
    }
    const poster = multipartFile('poster', 'a.png', await png())
    const upload = await t.app.inject({
      method: 'POST',
      url: '/v1/promotions/1/attachment',
      headers: { ...poster.headers, authorization: `Bearer ${a.access_token}` },
      payload: poster.payload,
    })
    assert.equal(upload.statusCode, 403)
  })

  it("another account's promotions and advertising answer 404 to every call, exactly like missing ids, and nothing changes", async () => {
    const owner = marketingApi(t, (await account(t, 'NEGOCIO')).access_token)
    const promotion = await owner.promotion('Privada', { expiration: '2099-01-01' })
    const ad = await owner.ad('Privado')
    await owner.upload(`/v1/promotions/${promotion}/attachment`, 'poster', 'p.png', await png())
    await owner.uploadMany(`/v1/advertising/${ad}/attachment`, [
      { field: 'image_mobile', filename: 'm.png', content: await png() },
    ])
    const snapshot = async () => ({ promotions: await owner.promotions(), advertising: await owner.advertising() })
    const before = await snapshot()

    const intruder = marketingApi(t, (await account(t, 'FRANCHISES')).access_token)
    const own = await intruder.promotion('Mía')
    const notFound = { error: { code: 'RESOURCE_NOT_FOUND', message: 'El recurso no existe.' } }
    const missing = 2_000_000_000
    const calls: Array<[string, string, unknown?]> = [
      ...routes(promotion, ad).filter(([, url]) => /\/\d+(\/|$)/.test(url)),
      [
        'PUT',
        '/v1/promotions',
        [
          { id: own, position: 1 },
          { id: promotion, position: 0 },
        ],
      ],
    ]
    for (const [method, url, payload] of calls) {
      const res = await intruder.req(method as 'GET', url, payload)
      assert.equal(res.status, 404, `${method} ${url} -> ${res.status} ${JSON.stringify(res.body)}`)
      assert.deepEqual(res.body, notFound, `${method} ${url}`)
      const same = await intruder.req(
        method as 'GET',
        url.replace(/\/\d+(?=\/|$)/, `/${missing}`),
        Array.isArray(payload) ? [{ id: missing, position: 0 }] : payload,
      )
      assert.deepEqual(same.body, notFound, `${method} ${url} with a missing id`)
    }
    // uploads too, and nothing is stored for them
    const poster = await intruder.upload(`/v1/promotions/${promotion}/attachment`, 'poster', 'p.png', await png())
    assert.deepEqual(poster.body, notFound)
    const images = await intruder.uploadMany(`/v1/advertising/${ad}/attachment`, [
      { field: 'image_mobile', filename: 'm.png', content: await png() },
      { field: 'image_desktop', filename: 'd.png', content: await png() },
    ])
    assert.deepEqual(images.body, notFound)

    assert.deepEqual(await snapshot(), before, "the owner's promotions and advertising are unchanged")
    assert.deepEqual(
      (await intruder.promotions()).map((p) => [p.id, p.position]),
      [[own, 0]],
      "the intruder's reorder rolled back",
    )
    assert.deepEqual(await intruder.advertising(), [], 'lists never show another account’s rows')
  })
})
