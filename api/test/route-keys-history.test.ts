import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { DELETED_KEYS_KEPT, RELEASED_KEY_DAYS } from '../src/data/route-keys.js'
import { account, call, DIALECT, login, makeApp, type TestApp } from './helpers.js'

/**
 * Route keys through every path that sets one: an undo or a restore writes a branch's key back
 * under the same rules as a rename (it never takes a key another account holds since), and
 * creating and deleting branches cannot hold more than DELETED_KEYS_KEPT keys against others.
 */
describe(`route keys through undo, restore and deleted branches (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  let counter = 0
  const unique = (base: string) => `${base}-${process.pid}-${Date.now().toString(36)}-${++counter}`

  /** A FRANCHISES owner: its token (renewed after a time travel) and its first branch. */
  async function owner() {
    const a = await account(t, 'FRANCHISES')
    const o = { email: a.email, token: a.access_token, branchId: 0 }
    o.branchId = (await call(t.app, { method: 'GET', url: '/v1/sucursales', token: o.token })).body.info[0].id
    return o
  }
  type Owner = Awaited<ReturnType<typeof owner>>
  const relogin = async (o: Owner) => {
    o.token = (await login(t, o.email)).access_token
  }
  const req = (o: Owner, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(t.app, { method, url, token: o.token, payload })
  const setKey = (o: Owner, branchId: number, route_key: string) =>
    req(o, 'PUT', `/v1/sucursales/${branchId}`, { route_key })
  const newBranch = async (o: Owner, route_key: string) => {
    const res = await req(o, 'POST', '/v1/sucursales', { name: 'Temporal', route_key })
    assert.equal(res.status, 201, JSON.stringify(res.body))
    return res.body.info.id as number
  }
  const latestEntry = async (o: Owner) => (await req(o, 'GET', '/v1/history?page_size=1')).body.info.items[0]
  const nextMillisecond = async () => {
    const start = Date.now()
    while (Date.now() <= start) await new Promise((resolve) => setImmediate(resolve))
  }
  const menuOf = async (key: string) => (await call(t.app, { method: 'GET', url: `/v1/public/menus/${key}` })).body

  it('an undo never brings back a key that another account holds since: 409 naming it, nothing changes', async () => {
    const [alice, bob] = [await owner(), await owner()]
    const key = unique('sucursal-cerrada')
    const closed = await newBranch(alice, key)
    assert.equal((await req(alice, 'DELETE', `/v1/sucursales/${closed}`)).status, 200)
    const deletion = await latestEntry(alice)
    assert.equal(deletion.action, 'delete')
    // The reservation runs out; Bob takes the key, then moves to another: the key is Bob's old
    // key now, still redirecting to Bob's menu.
    t.travel((RELEASED_KEY_DAYS + 1) * 86_400_000)
    await Promise.all([relogin(alice), relogin(bob)])
    assert.equal((await setKey(bob, bob.branchId, key)).status, 200)
    const bobsNow = unique('bob-nuevo')
    assert.equal((await setKey(bob, bob.branchId, bobsNow)).status, 200)
    const redirect = await call(t.app, { method: 'GET', url: `/m/${key}` })
    assert.equal(redirect.status, 301)
    assert.equal(redirect.headers.location, `/m/${bobsNow}`)

    const undo = await req(alice, 'POST', `/v1/history/${deletion.id}/undo`)
    assert.equal(undo.status, 409, JSON.stringify(undo.body))
    assert.equal(undo.body.error.code, 'ROUTE_KEY_IN_USE')
    assert.ok(undo.body.error.message.includes(`/m/${key}`), undo.body.error.message)
    // Nothing changed: Alice's branch stays deleted, the key keeps leading to Bob's menu.
    assert.equal((await req(alice, 'GET', '/v1/sucursales')).body.info.length, 1)
    assert.equal((await call(t.app, { method: 'GET', url: `/m/${key}` })).headers.location, `/m/${bobsNow}`)
    // Bob can still take his old key back.
    const back = await setKey(bob, bob.branchId, key)
    assert.equal(back.status, 200)
    assert.equal(back.body.info.route_key, key)
  })

  it('a restore never brings back a key that another account holds since: 409 naming it, nothing changes', async () => {
    const [alice, bob] = [await owner(), await owner()]
    const key = unique('la-de-antes')
    assert.equal((await setKey(alice, alice.branchId, key)).status, 200)
    // History entries carry the wall clock's time: the moment lies strictly between the two renames.
    await nextMillisecond()
    const moment = new Date().toISOString()
    await nextMillisecond()
    const alicesNow = unique('alice-nueva')
    assert.equal((await setKey(alice, alice.branchId, alicesNow)).status, 200)
    // The key stops being Alice's old key (a direct release, as renames beyond the kept ones do),
    // Bob takes it, then moves on: Bob's old key.
    await t.db.deleteFrom('route_key_history').where('route_key', '=', key).execute()
    assert.equal((await setKey(bob, bob.branchId, key)).status, 200)
    assert.equal((await setKey(bob, bob.branchId, unique('bob-otra'))).status, 200)

    const restore = await req(alice, 'POST', '/v1/history/restore', { at: moment })
    assert.equal(restore.status, 409, JSON.stringify(restore.body))
    assert.equal(restore.body.error.code, 'ROUTE_KEY_IN_USE')
    assert.ok(restore.body.error.message.includes(`/m/${key}`), restore.body.error.message)
    assert.equal((await menuOf(alicesNow)).info.route_key, alicesNow, 'nothing changed')
    assert.equal((await setKey(bob, bob.branchId, key)).status, 200, 'Bob may take his old key back')
  })

  it('an undo of a rename goes through the rename rules: the branch takes back its own key, the one it leaves keeps redirecting', async () => {
    const alice = await owner()
    const [first, second] = [unique('primera'), unique('segunda')]
    assert.equal((await setKey(alice, alice.branchId, first)).status, 200)
    assert.equal((await setKey(alice, alice.branchId, second)).status, 200)
    const rename = await latestEntry(alice)
    const undo = await req(alice, 'POST', `/v1/history/${rename.id}/undo`)
    assert.equal(undo.status, 200, JSON.stringify(undo.body))
    assert.equal((await menuOf(first)).info.route_key, first)
    const page = await call(t.app, { method: 'GET', url: `/m/${second}` })
    assert.equal(page.status, 301)
    assert.equal(page.headers.location, `/m/${first}`)
    // The key left is still the branch's: another account cannot take it.
    const bob = await owner()
    assert.equal((await setKey(bob, bob.branchId, second)).status, 409)
  })

  it(`creating and deleting branches holds at most the ${DELETED_KEYS_KEPT} newest keys against other accounts`, async () => {
    const [alice, bob] = [await owner(), await owner()]
    const keys: string[] = []
    for (let i = 0; i < DELETED_KEYS_KEPT + 2; i++) {
      t.travel(1000) // one deletion a second after the last: their order is their time
      const key = unique(`ocupada${i}`)
      keys.push(key)
      const id = await newBranch(alice, key)
      assert.equal((await req(alice, 'DELETE', `/v1/sucursales/${id}`)).status, 200)
    }
    const released = keys.slice(0, 2)
    const held = keys.slice(2)
    for (const key of held) assert.equal((await setKey(bob, bob.branchId, key)).status, 409, key)
    for (const key of released) assert.equal((await setKey(bob, bob.branchId, key)).status, 200, key)
  })
})
