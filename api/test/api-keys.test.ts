import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { accountsData } from '../src/data/accounts.js'
import { account, call, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { addMember } from './role-helpers.js'

/**
 * API keys (docs/integrations.md): the owner creates them (the key answered once), an
 * integrator calls /v1 with `Authorization: Bearer mk_live_…` as an administrator of the
 * account; a read key only reads; revoked or unknown keys are 401; each key has its rate.
 */
describe(`API keys (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({ API_KEY_RATE_LIMIT: '12' })
  })
  after(async () => t.close())

  /** A FRANCHISES owner with a product, and a way to make keys. */
  async function owner() {
    const o = await account(t, 'FRANCHISES')
    const menu = menuApi(t, o.access_token)
    const category = await menu.category(await menu.family('Bebidas'), 'Calientes')
    const cafe = await menu.product(category, 'Café', 30)
    const createKey = async (name: string, scope: 'read' | 'write') => {
      const res = await menu.req('POST', '/v1/api-keys', { name, scope })
      assert.equal(res.status, 201, JSON.stringify(res.body))
      return res.body.info as { id: number; key: string; name: string; prefix: string; scope: string }
    }
    return { ...o, menu, cafe, createKey }
  }
  const withKey = (key: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    call(t.app, { method, url, token: key, ...(payload ? { payload } : {}) })

  it('answers the key once: the list shows its prefix, scope and state, never the key', async () => {
    const o = await owner()
    const created = await o.createKey('  Punto de venta  ', 'read')
    assert.match(created.key, /^mk_live_[0-9a-f]{40}$/)
    assert.equal(created.prefix, `${created.key.slice(0, 12)}…`)
    assert.equal(created.name, 'Punto de venta')
    const second = await o.createKey('Reparto', 'write')
    const list = await o.menu.read<Array<Record<string, unknown>>>('/v1/api-keys')
    assert.deepEqual(
      list.map((k) => [k.id, k.name, k.prefix, k.scope, k.last_used, k.revoked]),
      [
        [second.id, 'Reparto', second.prefix, 'write', null, null],
        [created.id, 'Punto de venta', created.prefix, 'read', null, null],
      ],
    )
    assert.ok(!JSON.stringify(list).includes(created.key.slice(12)), 'the list never holds a key')
    const stored = await t.db.selectFrom('api_keys').select('key_hash').where('id', '=', created.id).executeTakeFirst()
    assert.match(String(stored?.key_hash), /^[0-9a-f]{64}$/)
    assert.notEqual(stored?.key_hash, created.key)
  })

  it('a write key edits a product as an administrator; the history names the key, with no member', async () => {
    const o = await owner()
    const { key } = await o.createKey('POS', 'write')
    const res = await withKey(key, 'PUT', `/v1/products/${o.cafe}`, { price: 35 })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    assert.equal((await o.menu.productById(o.cafe)).price, 35)
    const history = await o.menu.read<{ items: Array<{ actor: string; member: unknown }> }>('/v1/history')
    assert.equal(history.items[0]?.actor, 'Clave API «POS»')
    assert.equal(history.items[0]?.member, null)
    // Its use is recorded, once a minute at most: a second call within it writes nothing.
    const lastUsed = async () => (await o.menu.read<Array<{ last_used: string | null }>>('/v1/api-keys'))[0]?.last_used
    const first = await lastUsed()
    assert.ok(first, 'last_used is set')
    t.travel(30_000)
    assert.equal((await withKey(key, 'GET', '/v1/families')).status, 200)
    assert.equal(await lastUsed(), first)
    t.travel(31_000)
    assert.equal((await withKey(key, 'GET', '/v1/families')).status, 200)
    assert.ok(Date.parse(String(await lastUsed())) >= Date.parse(first) + 60_000, 'written again a minute later')
  })

  it('a read key GETs, but any write is 403 API_KEY_READ_ONLY and changes nothing', async () => {
    const o = await owner()
    const { key } = await o.createKey('Solo lectura', 'read')
    const read = await withKey(key, 'GET', `/v1/products/${o.cafe}`)
    assert.equal(read.status, 200, JSON.stringify(read.body))
    assert.equal(read.body.info.name, 'Café')
    const write = await withKey(key, 'PUT', `/v1/products/${o.cafe}`, { price: 99 })
    assert.equal(write.status, 403)
    assert.equal(write.body.error.code, 'API_KEY_READ_ONLY')
    // Refused before the body is read: a body that is not even valid gets the same answer.
    const invalid = await withKey(key, 'PUT', `/v1/products/${o.cafe}`, { price: 'caro' })
    assert.equal(invalid.body.error.code, 'API_KEY_READ_ONLY')
    assert.equal((await o.menu.productById(o.cafe)).price, 30)
  })

  it('a revoked key and an unknown key are 401 Wrong token', async () => {
    const o = await owner()
    const { id, key } = await o.createKey('Viejo', 'write')
    assert.equal((await withKey(key, 'GET', '/v1/products')).status, 200)
    const revoked = await o.menu.req('DELETE', `/v1/api-keys/${id}`)
    assert.deepEqual([revoked.status, revoked.body], [200, { info: { id } }])
    const after = await withKey(key, 'GET', '/v1/products')
    assert.deepEqual([after.status, after.body.error], [401, { code: 'WRONG_TOKEN', message: 'Wrong token' }])
    const [listed] = await o.menu.read<Array<{ revoked: string | null }>>('/v1/api-keys')
    assert.ok(listed?.revoked, 'listed as revoked')
    const unknown = await withKey(`mk_live_${'0'.repeat(40)}`, 'GET', '/v1/products')
    assert.equal(unknown.status, 401)
    assert.equal(unknown.body.error.code, 'WRONG_TOKEN')
  })

  it('a key manages no keys, webhooks, team or billing, is nobody’s profile and opens no /auth route', async () => {
    const o = await owner()
    const { key } = await o.createKey('Integrador', 'write')
    for (const [method, url, payload] of [
      ['GET', '/v1/api-keys'],
      ['POST', '/v1/api-keys', { name: 'Otra', scope: 'write' }],
      ['GET', '/v1/webhooks'],
      ['GET', '/v1/members'],
      ['POST', '/v1/members', { email: 'x@example.com', role: 'admin', branch_ids: [] }],
      ['GET', '/v1/profiles/me/payment-methods'],
    ] as const) {
      const res = await withKey(key, method, url, payload)
      assert.equal(res.status, 403, `${method} ${url}: ${JSON.stringify(res.body)}`)
      assert.equal(res.body.error.code, 'ROLE_FORBIDDEN', `${method} ${url}`)
    }
    for (const [method, url, payload] of [
      ['GET', '/v1/members/me'],
      ['PUT', '/v1/members/me', { name: 'Robot' }],
      ['PUT', '/auth/change-password', { current_password: 'x', new_password: 'y12345678' }],
    ] as const) {
      const res = await withKey(key, method, url, payload)
      assert.equal(res.status, 401, `${method} ${url}: ${JSON.stringify(res.body)}`)
      assert.equal(res.body.error.code, 'WRONG_TOKEN')
    }
  })

  it('keys are the owner’s, on a plan with integrations: without it they stop working (403)', async () => {
    const o = await owner()
    const { key } = await o.createKey('Plan', 'read')
    const admin = await addMember(t, o.id, 'admin')
    const byAdmin = await call(t.app, { method: 'GET', url: '/v1/api-keys', token: admin.token })
    assert.equal(byAdmin.body.error.code, 'ROLE_FORBIDDEN')
    await accountsData(t.db).setPlan(o.id, 'NEGOCIO')
    const res = await withKey(key, 'GET', '/v1/products')
    assert.equal(res.status, 403)
    assert.equal(res.body.error.code, 'SCOPE_REQUIRED')
    const create = await o.menu.req('POST', '/v1/api-keys', { name: 'Nueva', scope: 'read' })
    assert.equal(create.body.error.code, 'SCOPE_REQUIRED')
    await accountsData(t.db).setPlan(o.id, 'FRANCHISES')
    assert.equal((await withKey(key, 'GET', '/v1/products')).status, 200)
  })

  it('each key has its rate: past API_KEY_RATE_LIMIT a minute, 429 with Retry-After; other keys go on', async () => {
    const o = await owner()
    const { key } = await o.createKey('Rápido', 'read')
    const other = await o.createKey('Otro', 'read')
    for (let i = 0; i < 12; i++) assert.equal((await withKey(key, 'GET', '/v1/families')).status, 200)
    const res = await withKey(key, 'GET', '/v1/families')
    assert.equal(res.status, 429)
    assert.equal(res.body.error.code, 'TOO_MANY_REQUESTS')
    assert.ok(Number(res.headers['retry-after']) >= 1 && Number(res.headers['retry-after']) <= 60)
    assert.equal((await withKey(other.key, 'GET', '/v1/families')).status, 200)
    t.travel(61_000)
    assert.equal((await withKey(key, 'GET', '/v1/families')).status, 200)
  })

  it("a key sees only its account: another account's rows and keys are 404", async () => {
    const a = await owner()
    const b = await owner()
    const { key } = await a.createKey('A', 'write')
    const other = await withKey(key, 'GET', `/v1/products/${b.cafe}`)
    assert.equal(other.status, 404)
    const mine = await withKey(key, 'GET', '/v1/products')
    assert.deepEqual(
      mine.body.info.map((p: { id: number }) => p.id),
      [a.cafe],
    )
    const bKey = await b.createKey('B', 'read')
    const revoke = await a.menu.req('DELETE', `/v1/api-keys/${bKey.id}`)
    assert.equal(revoke.status, 404)
    assert.equal((await withKey(bKey.key, 'GET', '/v1/products')).status, 200)
  })

  it('validates the name and the scope', async () => {
    const o = await owner()
    const blank = await o.menu.req('POST', '/v1/api-keys', { name: '   ', scope: 'read' })
    assert.deepEqual([blank.status, blank.body.error.code, blank.body.error.field], [400, 'VALIDATION_ERROR', 'name'])
    const scope = await o.menu.req('POST', '/v1/api-keys', { name: 'X', scope: 'admin' })
    assert.deepEqual([scope.status, scope.body.error.field], [400, 'scope'])
  })
})
