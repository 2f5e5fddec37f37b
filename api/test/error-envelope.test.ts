import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { buildApp } from '../src/app.js'
import { AppError } from '../src/errors.js'
import { account, call, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'

describe(`the error envelope names the fields (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const signup = (payload: object) => call(t.app, { method: 'POST', url: '/auth/signup', payload })

  it('every field problem is in fields, in order; field and message are the first one', async () => {
    const res = await signup({ email: 'no-es-correo', password: 'corta', company: 'X', business_kind: 'Bar' })
    assert.equal(res.status, 400)
    assert.deepEqual(res.body, {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'El formato de correo no es valido',
        field: 'email',
        fields: [
          { field: 'email', message: 'El formato de correo no es valido' },
          { field: 'password', message: 'Tu contraseña debe ser mínimo 8 caracteres' },
        ],
      },
    })
  })

  it('each missing property is a field of its own with the plain required message', async () => {
    const res = await signup({ email: 'ana@example.com' })
    assert.equal(res.body.error.message, 'Campo obligatorio: password, company, business_kind')
    assert.equal(res.body.error.field, 'password')
    assert.deepEqual(res.body.error.fields, [
      { field: 'password', message: 'Campo obligatorio' },
      { field: 'company', message: 'Campo obligatorio' },
      { field: 'business_kind', message: 'Campo obligatorio' },
    ])
  })

  it('nested fields are dotted paths (variants.1.name), missing nested properties too', async () => {
    const { access_token: token } = await account(t)
    const res = await call(t.app, {
      method: 'POST',
      url: '/v1/groups',
      token,
      payload: { name: ' ', variants: [{ name: 'Bien' }, { name: '' }, { price: 3 }] },
    })
    assert.equal(res.status, 400)
    assert.deepEqual(res.body.error, {
      code: 'VALIDATION_ERROR',
      message: 'Campo obligatorio',
      field: 'name',
      fields: [
        { field: 'name', message: 'Campo obligatorio' },
        { field: 'variants.1.name', message: 'Campo obligatorio' },
        { field: 'variants.2.name', message: 'Campo obligatorio' },
      ],
    })
  })

  it('a nullable field reports its own rule once, and query fields are named too', async () => {
    const { access_token: token } = await account(t, 'FRANCHISES')
    const phone = await call(t.app, {
      method: 'POST',
      url: '/v1/sucursales',
      token,
      payload: { name: 'X', phone: '123' },
    })
    assert.deepEqual(phone.body.error.fields, [{ field: 'phone', message: 'El teléfono deben ser 10 dígitos' }])
    const search = await call(t.app, { method: 'GET', url: `/v1/groups?search=${'x'.repeat(201)}`, token })
    assert.equal(search.status, 400)
    assert.equal(search.body.error.field, 'search')
  })

  it('an error raised in code carries its field; headers still reach the response; others name no field', async () => {
    const extra = await makeApp()
    const app = await buildApp(extra.config, { db: extra.db })
    app.get('/taken', async () => {
      throw new AppError('ROUTE_KEY_IN_USE', undefined, { field: 'route_key', headers: { 'x-probe': '1' } })
    })
    app.get('/missing', async () => {
      throw new AppError('RESOURCE_NOT_FOUND')
    })
    // The request id a proxy sent (a safe token) is kept; an unsafe one is replaced by a fresh one.
    const taken = await app.inject({ method: 'GET', url: '/taken', headers: { 'x-request-id': 'proxy-42' } })
    assert.equal(taken.statusCode, 409)
    assert.equal(taken.headers['x-probe'], '1')
    assert.equal(taken.headers['x-request-id'], 'proxy-42')
    assert.deepEqual(taken.json(), {
      error: {
        code: 'ROUTE_KEY_IN_USE',
        message: 'Ya esta en uso',
        field: 'route_key',
        fields: [{ field: 'route_key', message: 'Ya esta en uso' }],
        request_id: 'proxy-42',
      },
    })
    const missing = await app.inject({ method: 'GET', url: '/missing', headers: { 'x-request-id': 'a b<script>' } })
    const id = missing.headers['x-request-id']
    assert.match(String(id), /^[0-9a-f-]{36}$/)
    assert.deepEqual(missing.json(), {
      error: { code: 'RESOURCE_NOT_FOUND', message: 'El recurso no existe.', request_id: id },
    })
    await app.close()
    await extra.close()
  })

  it('an image error names the multipart part it came in (icon); the part is checked by content', async () => {
    const { access_token: token } = await account(t)
    const api = menuApi(t, token)
    const family = await api.family('Bebidas')
    const res = await api.upload(
      `/v1/families/${family}/attachment`,
      'icon',
      'icono.png',
      Buffer.from('no es una imagen'),
      'image/png',
    )
    assert.equal(res.status, 400)
    assert.equal(res.body.error.code, 'IMAGE_INVALID')
    assert.equal(res.body.error.field, 'icon')
    assert.deepEqual(res.body.error.fields, [{ field: 'icon', message: res.body.error.message }])
    const missing = await call(t.app, { method: 'POST', url: `/v1/families/${family}/attachment`, token, payload: {} })
    assert.deepEqual([missing.body.error.code, missing.body.error.field], ['IMAGE_REQUIRED', 'icon'])
    const foreign = await api.upload('/v1/families/999999999/attachment', 'icon', 'icono.png', Buffer.from('x'))
    assert.deepEqual(foreign.body, { error: { code: 'RESOURCE_NOT_FOUND', message: 'El recurso no existe.' } })
  })
})
