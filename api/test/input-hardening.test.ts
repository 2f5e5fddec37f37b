import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { account, call, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

/** The one error body: `{ error: { code, message, ... } }` with a stable upper-case code. */
function assertEnvelope(res: { status: number; body: unknown }, status: number, code?: string) {
  assert.equal(res.status, status, JSON.stringify(res.body))
  const error = (res.body as { error?: { code?: unknown; message?: unknown } }).error
  assert.ok(error && typeof error.code === 'string' && /^[A-Z_]+$/.test(error.code), JSON.stringify(res.body))
  assert.equal(typeof error.message, 'string')
  if (code) assert.equal(error.code, code)
}

describe(`text and ids are checked before they reach the database (${DIALECT})`, () => {
  let t: TestApp
  let token: string
  before(async () => {
    t = await makeApp()
    token = (await account(t, 'FRANCHISES')).access_token
  })
  after(async () => t.close())

  it('a NUL or another control character in any text answers 400 naming the field', async () => {
    const cases: Array<[string, string, object, string]> = [
      ['POST', '/auth/login', { username: 'a\u0000@b.c', password: 'secreto123' }, 'username'],
      [
        'POST',
        '/auth/signup',
        { email: 'a\u0000@b.co', password: 'secreto123', company: 'X', business_kind: 'Bar' },
        'email',
      ],
      [
        'POST',
        '/auth/signup',
        { email: 'ana@b.co', password: 'secreto123', company: 'La\u0000Cantina', business_kind: 'Bar' },
        'company',
      ],
      ['PUT', '/auth/verify-email', { token: 'abc\u0000' }, 'token'],
      ['POST', '/v1/families', { name: 'Bebidas\u0000' }, 'name'],
      ['POST', '/v1/families', { name: 'Bebidas', description: 'Frías\u0007' }, 'description'],
      ['POST', '/v1/tags', { name: 'Picante\u001b[31m' }, 'name'],
      ['POST', '/v1/sucursales', { name: 'Centro', address: 'Calle 1\u0000' }, 'address'],
      ['PUT', '/v1/profiles/me', { company: 'X\u0000' }, 'company'],
      ['POST', '/v1/groups', { name: 'Salsas', variants: [{ name: 'Roja\u0000' }] }, 'variants.0.name'],
    ]
    for (const [method, url, payload, field] of cases) {
      const res = await call(t.app, { method: method as 'POST', url, token, payload })
      assertEnvelope(res, 400, 'VALIDATION_ERROR')
      assert.equal(res.body.error.field, field, `${method} ${url}: ${JSON.stringify(res.body)}`)
    }
  })

  it('a query or path text with a NUL answers 400 too (search, public route key)', async () => {
    assertEnvelope(
      await call(t.app, { method: 'GET', url: '/v1/products?search=a%00b', token }),
      400,
      'VALIDATION_ERROR',
    )
    assertEnvelope(await call(t.app, { method: 'GET', url: '/v1/public/menus/a%00b' }), 400, 'VALIDATION_ERROR')
  })

  it('a required text needs a visible character: only NUL, zero-width or blanks is "Campo obligatorio"', async () => {
    for (const name of ['\u0000', '\u200b', ' \u200b\u00a0 ', '\ufeff']) {
      const res = await call(t.app, { method: 'POST', url: '/v1/families', token, payload: { name } })
      assertEnvelope(res, 400, 'VALIDATION_ERROR')
      assert.equal(res.body.error.field, 'name')
    }
    const blank = await call(t.app, { method: 'POST', url: '/v1/families', token, payload: { name: '\u200b' } })
    assert.equal(blank.body.error.message, 'Campo obligatorio')
  })

  it('single-line text refuses line breaks; descriptions keep them (and tabs)', async () => {
    const broken = await call(t.app, { method: 'POST', url: '/v1/families', token, payload: { name: 'Be\nbidas' } })
    assertEnvelope(broken, 400, 'VALIDATION_ERROR')
    assert.equal(broken.body.error.field, 'name')
    const ok = await call(t.app, {
      method: 'POST',
      url: '/v1/families',
      token,
      payload: { name: 'Bebidas ñ 🍹', description: 'Línea 1\r\nLínea 2\tfin' },
    })
    assert.equal(ok.status, 201, JSON.stringify(ok.body))
    const menu = menuApi(t, token)
    const families = await menu.families()
    assert.equal(families.find((f) => f.id === ok.body.info.id)?.description, 'Línea 1\r\nLínea 2\tfin')
  })

  it('an id beyond the integer column answers 400 or 404, never 500 (path, body and query)', async () => {
    const big = 2147483649
    const probes: Array<[string, string, object | undefined]> = [
      ['POST', '/v1/sucursales', { name: 'Centro', template_id: big }],
      ['GET', `/v1/products/${big}`, undefined],
      ['GET', `/v1/products?family_id=${big}`, undefined],
      ['GET', `/v1/products/99999999999999999999999`, undefined],
      ['POST', '/v1/families/categories/1/clone', undefined],
      ['POST', `/v1/products/1/tags`, { tag_id: big }],
      ['PUT', '/v1/families', [{ id: big, position: 0 }]],
    ]
    for (const [method, url, payload] of probes) {
      const res = await call(t.app, { method: method as 'POST', url, token, ...(payload ? { payload } : {}) })
      assert.ok(res.status === 400 || res.status === 404, `${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`)
      assertEnvelope(res, res.status)
    }
  })
})

describe(`malformed requests answer in the error envelope (${DIALECT})`, () => {
  let t: TestApp
  let token: string
  let ids: { family: number; product: number; promotion: number; advertising: number }
  before(async () => {
    t = await makeApp()
    const owner = await account(t, 'NEGOCIO')
    token = owner.access_token
    const post = async (url: string, payload: object) => {
      const res = await call(t.app, { method: 'POST', url, token, payload })
      assert.equal(res.status, 201, `${url}: ${JSON.stringify(res.body)}`)
      return res.body.info.id as number
    }
    const family = await post('/v1/families', { name: 'Bebidas' })
    const category = await post(`/v1/families/${family}/categories`, { name: 'Frías' })
    ids = {
      family,
      product: await post(`/v1/categories/${category}/products`, { name: 'Agua', price: 10 }),
      promotion: await post('/v1/promotions', { name: 'Promo', description: '2x1' }),
      advertising: await post('/v1/advertising', { name: 'Anuncio', description: 'Hoy' }),
    }
  })
  after(async () => t.close())

  const attachments = () => [
    `/v1/families/${ids.family}/attachment`,
    `/v1/products/${ids.product}/attachment`,
    `/v1/promotions/${ids.promotion}/attachment`,
    `/v1/advertising/${ids.advertising}/attachment`,
  ]

  it('malformed multipart answers 400 on every attachment endpoint', async () => {
    const part = (boundary: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxxxx`
    const bodies: Array<[string, string, string]> = [
      ['no boundary', 'multipart/form-data', `${part('b')}\r\n--b--\r\n`],
      ['junk body', 'multipart/form-data; boundary=b', 'esto no es multipart'],
      ['truncated part', 'multipart/form-data; boundary=b', part('b')],
      ['boundary mismatch', 'multipart/form-data; boundary=otro', `${part('b')}\r\n--b--\r\n`],
      [
        'very long boundary',
        `multipart/form-data; boundary=${'x'.repeat(5000)}`,
        `${part('x'.repeat(5000))}\r\n--${'x'.repeat(5000)}--\r\n`,
      ],
      ['part without headers', 'multipart/form-data; boundary=b', '--b\r\n\r\nxx\r\n--b--\r\n'],
    ]
    for (const url of attachments()) {
      for (const [label, type, payload] of bodies) {
        const res = await call(t.app, { method: 'POST', url, token, headers: { 'content-type': type }, payload })
        assert.ok(res.status >= 400 && res.status < 500, `${url} ${label}: ${res.status} ${JSON.stringify(res.body)}`)
        assertEnvelope(res, res.status)
      }
    }
  })

  it('a body nested thousands of levels deep answers 400, never a stack overflow (500)', async () => {
    for (const depth of [1_000, 50_000]) {
      for (const [method, url] of [
        ['PUT', '/v1/products'],
        ['POST', '/v1/families'],
        ['POST', '/v1/groups'],
      ] as const) {
        // a deep array; an unknown field holding a deep object (accepted and ignored by the schema)
        for (const payload of [
          '['.repeat(depth) + ']'.repeat(depth),
          `{"name":"x","a":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`,
        ]) {
          const res = await call(t.app, {
            method,
            url,
            token,
            headers: { 'content-type': 'application/json' },
            payload,
          })
          assert.ok(
            res.status === 400 || res.status === 201,
            `${method} ${url} depth ${depth}: ${res.status} ${JSON.stringify(res.body)}`,
          )
          if (res.status === 400) assertEnvelope(res, 400)
        }
      }
    }
  })

  it('a path parameter longer than the router accepts answers 414 URI_TOO_LONG in the envelope', async () => {
    for (const method of ['DELETE', 'PUT'] as const) {
      const res = await call(t.app, { method, url: `/v1/products/${'9'.repeat(300)}`, token, payload: {} })
      assertEnvelope(res, 414, 'URI_TOO_LONG')
    }
  })

  it('a malformed URL component answers 400 in the envelope', async () => {
    const res = await call(t.app, { method: 'DELETE', url: '/v1/products/%E0%A4%A', token })
    assertEnvelope(res, 400, 'BAD_REQUEST')
  })

  it('HTTP parse errors (a broken request line or header) answer 400 in the envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as { port: number }
    const { connect } = await import('node:net')
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(request))
        let data = ''
        socket.on('data', (chunk) => {
          data += chunk.toString()
        })
        socket.on('close', () => resolve(data))
        socket.on('error', reject)
      })
    for (const request of [
      'GARBAGE\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
      `GET /${'a'.repeat(20000)} HTTP/1.1\r\nHost: x\r\nX: ${'b'.repeat(20000)}\r\n\r\n`,
    ]) {
      const answer = await raw(request)
      const [head = '', body = ''] = answer.split('\r\n\r\n')
      const status = Number(head.split(' ')[1])
      assert.ok(status >= 400 && status < 500, answer.slice(0, 200))
      assertEnvelope({ status, body: JSON.parse(body) }, status)
      assert.match(head, /content-type: application\/json/i)
    }
  })

  it('authenticated /v1 and /auth replies are never stored by caches (Cache-Control: no-store); the cached lists only privately, revalidated each time', async () => {
    // A board's list is kept by the browser alone and revalidated with its ETag on every use (docs/performance.md).
    const list = await call(t.app, { method: 'GET', url: '/v1/families', token })
    assert.equal(list.headers['cache-control'], 'private, no-cache')
    assert.ok(list.headers.etag, 'a cached list carries its ETag')
    const cases = [
      await call(t.app, { method: 'GET', url: '/v1/profiles/me', token }),
      await call(t.app, { method: 'GET', url: '/v1/products/999999', token }),
      await call(t.app, { method: 'GET', url: '/v1/families' }),
      await call(t.app, {
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'nadie@example.com', password: 'secreto123' },
      }),
    ]
    for (const res of cases) assert.equal(res.headers['cache-control'], 'no-store', JSON.stringify(res.body))
  })
})
