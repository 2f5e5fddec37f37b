import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { account, call, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { receiver, send } from './webhooks-helpers.js'

describe(`webhooks outside development: public https addresses only (${DIALECT})`, () => {
  let t: TestApp
  let rx: Awaited<ReturnType<typeof receiver>>
  before(async () => {
    t = await makeApp({ WEBHOOKS_ALLOW_PRIVATE: '0' })
    rx = await receiver()
  })
  after(async () => {
    await rx.close()
    await t.close()
  })

  it('refuses private, loopback, link-local and unspecified addresses, names resolving to them, and http', async () => {
    const a = await account(t, 'FRANCHISES')
    const create = (url: string) =>
      call(t.app, {
        method: 'POST',
        url: '/v1/webhooks',
        token: a.access_token,
        payload: { url, events: ['menu.changed'] },
      })
    for (const url of [
      'https://127.0.0.1/hooks',
      'https://10.1.2.3/hooks',
      'https://192.168.0.10/hooks',
      'https://172.20.0.1/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://[::1]/hooks',
      'https://[fd00::1]/hooks',
      'https://[fe80::1]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'https://localhost/hooks', // a name: refused for what it resolves to
      'https://localhost:8443/hooks',
      'http://93.184.215.14/hooks', // public, but not https
      rx.url,
    ]) {
      const res = await create(url)
      assert.equal(res.status, 400, url)
      assert.deepEqual([res.body.error.code, res.body.error.field], ['WEBHOOK_URL_FORBIDDEN', 'url'], url)
    }
    assert.deepEqual((await call(t.app, { method: 'GET', url: '/v1/webhooks', token: a.access_token })).body.info, [])
    const allowed = await create('https://93.184.215.14/hooks') // a public address literal: no lookup needed
    assert.equal(allowed.status, 201, JSON.stringify(allowed.body))
  })

  it('checks again at send time: a stored private address is never reached (DNS rebinding)', async () => {
    const a = await account(t, 'FRANCHISES')
    // As if its name had resolved to a public address when saved and to 127.0.0.1 now.
    await t.db
      .insertInto('webhooks')
      .values({
        account_id: a.id,
        url: rx.url.replace('127.0.0.1', 'localhost').replace('http:', 'https:'),
        events: JSON.stringify(['menu.changed']),
        secret: 'whsec_test',
        enabled: 1,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute()
    const { id: hook } = await t.db
      .selectFrom('webhooks')
      .select('id')
      .where('account_id', '=', a.id)
      .executeTakeFirstOrThrow()
    await menuApi(t, a.access_token).product(0, 'Tacos', 80)
    const before = rx.got.length
    await send(t, a.id)
    assert.equal(rx.got.length, before, 'nothing reached the private address')
    const res = await call(t.app, { method: 'GET', url: `/v1/webhooks/${hook}/deliveries`, token: a.access_token })
    const [d] = res.body.info
    assert.deepEqual([d.event, d.state, d.attempts, d.response_status], ['menu.changed', 'pending', 1, null])
    assert.match(d.last_error, /no es pública/)
  })
})
