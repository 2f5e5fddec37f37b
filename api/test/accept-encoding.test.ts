import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { FastifyRequest } from 'fastify'
import { accepts, preferredCoding } from '../src/plugins/conditional.js'
import { account, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

/** A request carrying only the header under test. */
const asking = (acceptEncoding?: string) =>
  ({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }) as FastifyRequest

describe('Accept-Encoding: one reading of the header', () => {
  it('reads q-values, case and spaces; q=0 refuses; `*` stands for any coding not named', () => {
    assert.equal(accepts(asking('gzip'), 'gzip'), true)
    assert.equal(accepts(asking('GZip ; Q=0.5'), 'gzip'), true)
    assert.equal(accepts(asking('gzip;q=0'), 'gzip'), false)
    assert.equal(accepts(asking('gzip; q=0.000, br'), 'gzip'), false)
    assert.equal(accepts(asking('*'), 'gzip'), true)
    assert.equal(accepts(asking('gzip;q=0, *'), 'gzip'), false, 'the named coding wins over *')
    assert.equal(accepts(asking('br, *;q=0'), 'gzip'), false)
    assert.equal(accepts(asking(), 'gzip'), false)
    assert.equal(preferredCoding(asking('gzip, br')), 'br')
    assert.equal(preferredCoding(asking('br;q=0, *')), 'gzip')
    assert.equal(preferredCoding(asking('identity')), null)
  })
})

describe(`Accept-Encoding on the public menu and the lists agree (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  it('the public menu reads the header as the lists do: `*` takes gzip, gzip;q=0 does not', async () => {
    const a = await account(t)
    const api = menuApi(t, a.access_token)
    const [branch] = (await api.req('GET', '/v1/sucursales')).body.info
    // The ETag names the coding the route chose ('-gz'); @fastify/compress may still code an identity answer.
    const etag = async (url: string, acceptEncoding: string, token?: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': acceptEncoding, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      })
      assert.equal(res.statusCode, 200)
      return String(res.headers.etag)
    }
    for (const [header, gzip] of [
      ['*', true],
      ['br;q=0, *', true],
      ['GZIP ; q=0.5', true],
      ['gzip;q=0, *', false],
      ['identity', false],
    ] as const) {
      const page = await etag(`/m/${branch.route_key}`, header)
      assert.equal(page.endsWith('-gz"'), gzip, `public menu, Accept-Encoding: ${header} -> ${page}`)
      // The lists add brotli first; `*` then takes br there.
      if (header === '*') continue
      const list = await etag('/v1/products', header, a.access_token)
      assert.equal(list.endsWith('-gz"'), gzip, `list, Accept-Encoding: ${header} -> ${list}`)
    }
  })
})
