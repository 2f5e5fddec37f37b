import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { isoAt } from '../src/db/values.js'
import { slugify } from '../src/data/sucursales.js'
import { account, call, DIALECT, makeApp, type TestApp } from './helpers.js'

describe(`sucursales (${DIALECT})`, () => {
  let t: TestApp
  before(async () => { t = await makeApp() })
  after(async () => t.close())

  const list = (token: string) => call(t.app, { method: 'GET', url: '/v1/sucursales', token })
  const create = (token: string, payload: object) => call(t.app, { method: 'POST', url: '/v1/sucursales', token, payload })
  const update = (token: string, id: number | string, payload: object) => call(t.app, { method: 'PUT', url: `/v1/sucursales/${id}`, token, payload })
  const addTemplate = async (accountId: number, name: string) => {
    const row = await t.db.insertInto('templates').values({ account_id: accountId, name, created_at: isoAt(Date.now()), updated_at: isoAt(Date.now()) }).returning('id').executeTakeFirstOrThrow()
    return Number(row.id)
  }

  it('slugify makes readable URL-safe keys', () => {
    assert.equal(slugify('  Café Olé — Centro!! '), 'cafe-ole-centro')
    assert.equal(slugify('###'), 'sucursal')
  })

  it('lists the first branch (made at verification), then the created branch with every Sucursal field', async () => {
    const a = await account(t, 'FRANCHISES')
    const [first] = (await list(a.access_token)).body.info
    assert.deepEqual((await list(a.access_token)).body, { info: [first] })
    assert.equal(first.name, 'La Cantina')
    const res = await create(a.access_token, { name: 'Café Olé Centro', phone: '555 123 4567', instagram_usr: 'cafeole' })
    assert.equal(res.status, 201)
    const s = res.body.info
    assert.equal(typeof s.id, 'number')
    assert.match(s.route_key, /^cafe-ole-centro-[0-9a-f]{6}$/)
    assert.deepEqual(s, {
      id: s.id, name: 'Café Olé Centro', address: null, phone: '5551234567', whatsapp_num: null, facebook_usr: null,
      instagram_usr: 'cafeole', tiktok_usr: null, website: null, route_key: s.route_key, enabled: true, template: null, template_id: null,
      menu_url: `${t.config.publicMenuUrl}/m/${s.route_key}`,
    })
    assert.deepEqual((await list(a.access_token)).body.info, [first, s])
  })

  it('menu_url uses PUBLIC_MENU_URL when it is set (the diners may reach another host than the panel)', async () => {
    const other = await makeApp({ PUBLIC_MENU_URL: 'https://menu.example.com/' })
    try {
      const a = await account(other)
      const res = await call(other.app, { method: 'POST', url: '/v1/sucursales', token: a.access_token, payload: { name: 'Centro' } })
      assert.equal(res.body.info.menu_url, `https://menu.example.com/m/${res.body.info.route_key}`)
    } finally {
      await other.close()
    }
  })

  it('enables new branches only up to the plan limit (FREEMIUM: 1, FRANCHISES: 5), the first branch included', async () => {
    const free = await account(t)
    assert.deepEqual((await list(free.access_token)).body.info.map((b: { enabled: boolean }) => b.enabled), [true])
    assert.equal((await create(free.access_token, { name: 'Dos' })).body.info.enabled, false)

    const fr = await account(t, 'FRANCHISES')
    const enabled: boolean[] = []
    for (let i = 0; i < 5; i++) enabled.push((await create(fr.access_token, { name: `Sucursal ${i}` })).body.info.enabled)
    assert.deepEqual(enabled, [true, true, true, true, false])
  })

  it('validates the name, phone and route key', async () => {
    const a = await account(t)
    const noName = await create(a.access_token, { address: 'Calle 1' })
    assert.equal(noName.status, 400)
    assert.match(noName.body.error.message, /^Campo obligatorio/)
    assert.equal((await create(a.access_token, { name: '   ' })).body.error.message, 'Campo obligatorio')
    const phone = { field: 'phone', message: 'El teléfono deben ser 10 dígitos' }
    assert.deepEqual((await create(a.access_token, { name: 'X', phone: '123' })).body, { error: { code: 'VALIDATION_ERROR', ...phone, fields: [phone] } })
    const { id, route_key } = (await create(a.access_token, { name: 'Norte' })).body.info
    assert.equal((await update(a.access_token, id, { route_key: '' })).body.error.message, 'No puede ser vacio')
    assert.equal((await update(a.access_token, id, { route_key: 'con espacio' })).body.error.message, 'No debe contener espacios en blanco')
    const other = (await create(a.access_token, { name: 'Sur' })).body.info
    const taken = await update(a.access_token, other.id, { route_key })
    assert.equal(taken.status, 409)
    assert.deepEqual(taken.body.error, { code: 'ROUTE_KEY_IN_USE', message: 'Ya esta en uso' })
    assert.equal((await create(a.access_token, { name: 'Este', route_key })).status, 409)
  })

  it('PUT updates only the given fields; empty optional values become null', async () => {
    const a = await account(t)
    const { id } = (await create(a.access_token, { name: 'Centro', address: 'Av. Juárez 1', website: 'https://x.mx' })).body.info
    const templateId = await addTemplate(a.id, 'Carta de verano')
    const res = await update(a.access_token, id, { name: 'Centro Histórico', address: '', website: null, tiktok_usr: 'centro', route_key: `centro-${a.id}-x`, template_id: templateId })
    assert.equal(res.status, 200)
    const s = res.body.info
    assert.equal(s.name, 'Centro Histórico')
    assert.equal(s.address, null)
    assert.equal(s.website, null)
    assert.equal(s.tiktok_usr, 'centro')
    assert.equal(s.route_key, `centro-${a.id}-x`)
    assert.deepEqual(s.template, { id: templateId, name: 'Carta de verano' })
    assert.equal(s.template_id, templateId)
    assert.equal((await update(a.access_token, id, { template_id: null })).body.info.template, null)
  })

  it("another account's branch or template answers 404 exactly like a missing one", async () => {
    const a = await account(t)
    const b = await account(t)
    const { id } = (await create(a.access_token, { name: 'Privada' })).body.info
    const foreign = await update(b.access_token, id, { name: 'Robada' })
    const missing = await update(b.access_token, 999_999_999, { name: 'Nada' })
    assert.equal(foreign.status, 404)
    assert.deepEqual(foreign.body, missing.body)
    assert.equal(foreign.body.error.code, 'RESOURCE_NOT_FOUND')
    assert.deepEqual((await list(b.access_token)).body.info.map((s: { name: string }) => s.name), ['La Cantina'])
    assert.deepEqual((await list(a.access_token)).body.info.map((s: { name: string }) => s.name), ['La Cantina', 'Privada'])

    const foreignTemplate = await addTemplate(a.id, 'De A')
    const own = (await create(b.access_token, { name: 'De B' })).body.info
    assert.equal((await update(b.access_token, own.id, { template_id: foreignTemplate })).status, 404)
    assert.equal((await create(b.access_token, { name: 'Otra', template_id: foreignTemplate })).status, 404)
  })

  it('rejects a non-numeric id and requires a token', async () => {
    const a = await account(t)
    assert.equal((await update(a.access_token, 'abc', { name: 'X' })).body.error.code, 'VALIDATION_ERROR')
    assert.equal((await call(t.app, { method: 'POST', url: '/v1/sucursales', payload: { name: 'X' } })).status, 401)
  })
})
