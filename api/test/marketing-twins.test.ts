import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { account, DIALECT, makeApp, marketingApi, type TestApp } from './helpers.js'

/**
 * Promociones and Publicidad are one implementation (data/marketing-common.ts,
 * routes/marketing/routes.ts) with their own names, fields and images: the same request
 * answers alike on both, with the same codes and Spanish messages.
 */
describe(`marketing boards: one implementation, the same answers (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  for (const board of ['promotions', 'advertising'] as const) {
    it(`${board}: create, refusals, update, clone placed last, delete`, async () => {
      const a = await account(t, 'NEGOCIO')
      const api = marketingApi(t, a.access_token)
      const url = `/v1/${board}`
      const refused = async (method: 'POST' | 'PUT', path: string, body: object) => {
        const res = await api.req(method, path, body)
        return [res.status, res.body.error?.code, res.body.error?.message]
      }
      assert.deepEqual((await refused('POST', url, { name: 'Martes', description: ' ' })).slice(0, 2), [
        400,
        'VALIDATION_ERROR',
      ])
      assert.deepEqual(
        (await refused('POST', url, { name: 'Martes', description: 'x', expiration: '2000-01-01' })).slice(0, 2),
        [400, 'VALIDATION_ERROR'],
      )
      assert.match(
        String((await refused('POST', url, { name: 'Martes', description: 'x', expiration: '2000-01-01' }))[2]),
        /^La vigencia debe ser mayor a \d\d-\d\d-\d{4}$/,
      )

      const first = (await api.req('POST', url, { name: 'Martes 2x1', description: 'Dos por uno' })).body.info
        .id as number
      const second = (await api.req('POST', url, { name: 'Jueves', description: 'Postre gratis' })).body.info
        .id as number
      const image = board === 'promotions' ? 'poster' : 'image_mobile'
      assert.deepEqual(await refused('PUT', `${url}/${first}`, { [image]: 'https://example.com/x.webp' }), [
        400,
        'VALIDATION_ERROR',
        `La imagen se sube como archivo (POST /v1/${board}/${first}/attachment).`,
      ])
      const updated = await api.req('PUT', `${url}/${first}`, { enabled: false, expiration: null })
      assert.equal(updated.status, 200)
      assert.equal(updated.body.info.enabled, false)

      const copy = await api.req('POST', `${url}/${first}/clone`)
      assert.equal(copy.status, 201, JSON.stringify(copy.body))
      const list = (await api.req('GET', url)).body.info as Array<{ id: number; name: string; enabled: boolean }>
      assert.deepEqual(
        list.map((item) => [item.id, item.name, item.enabled]),
        [
          [first, 'Martes 2x1', false],
          [second, 'Jueves', true],
          [copy.body.info.id, 'Martes 2x1 (copia)', false],
        ],
      )

      assert.equal((await api.req('DELETE', `${url}/${second}`)).status, 200)
      const gone = await api.req('GET', `${url}/${second}`)
      assert.deepEqual([gone.status, gone.body.error.code], [404, 'RESOURCE_NOT_FOUND'])
      // Without a position a new one goes last on both boards.
      const last = (await api.req('POST', url, { name: 'Viernes', description: 'Café' })).body.info.id as number
      assert.equal(((await api.req('GET', url)).body.info as Array<{ id: number }>).at(-1)?.id, last)
    })
  }
})
