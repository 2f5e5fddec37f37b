import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import * as routeKeyCase from '../src/db/migrations/0006_route_key_case.js'
import { account, call, DIALECT, makeApp, type TestApp } from './helpers.js'

/** Route keys are case-insensitive: stored in lower case, unique in any case, found in any case. */
describe(`route keys in any letter case (${DIALECT})`, () => {
  let t: TestApp
  before(async () => { t = await makeApp() })
  after(async () => t.close())

  let counter = 0
  const unique = (base: string) => `${base}-${process.pid}-${Date.now().toString(36)}-${++counter}`
  /** A signed-in owner and the id of the first branch the server made for them. */
  async function owner() {
    const a = await account(t, 'FRANCHISES')
    const branches = await call(t.app, { method: 'GET', url: '/v1/sucursales', token: a.access_token })
    return { token: a.access_token, branchId: branches.body.info[0].id as number }
  }
  const setKey = (o: { token: string; branchId: number }, route_key: string) =>
    call(t.app, { method: 'PUT', url: `/v1/sucursales/${o.branchId}`, token: o.token, payload: { route_key } })
  const menuOf = async (key: string) => call(t.app, { method: 'GET', url: `/v1/public/menus/${key}` })

  it('stores a chosen key in lower case and finds the branch by any spelling', async () => {
    const alice = await owner()
    const key = unique('Alice-Key')
    const res = await setKey(alice, key)
    assert.equal(res.status, 200)
    assert.equal(res.body.info.route_key, key.toLowerCase())
    for (const spelling of [key, key.toLowerCase(), key.toUpperCase()]) {
      const menu = await menuOf(spelling)
      assert.equal(menu.status, 200, spelling)
      assert.equal(menu.body.info.route_key, key.toLowerCase())
    }
    const page = await call(t.app, { method: 'GET', url: `/m/${key.toUpperCase()}` })
    assert.equal(page.status, 200)
  })

  it('refuses a key that differs from another branch\'s only by case, current or old', async () => {
    const [alice, mallory] = [await owner(), await owner()]
    const key = unique('casa')
    assert.equal((await setKey(alice, key)).status, 200)
    for (const spelling of [key.toUpperCase(), `${key[0]!.toUpperCase()}${key.slice(1)}`]) {
      const taken = await setKey(mallory, spelling)
      assert.equal(taken.status, 409, spelling)
      assert.equal(taken.body.error.code, 'ROUTE_KEY_IN_USE')
    }
    const created = await call(t.app, { method: 'POST', url: '/v1/sucursales', token: mallory.token, payload: { name: 'Otra', route_key: key.toUpperCase() } })
    assert.equal(created.status, 409)
    // An old key stays reserved for its branch in any case, and redirects in any case.
    const next = unique('casa-nueva')
    assert.equal((await setKey(alice, next)).status, 200)
    assert.equal((await setKey(mallory, key.toUpperCase())).body.error?.code, 'ROUTE_KEY_IN_USE')
    const moved = await menuOf(key.toUpperCase())
    assert.equal(moved.status, 301)
    assert.equal(moved.headers.location, `/v1/public/menus/${next}`)
    const page = await call(t.app, { method: 'GET', url: `/m/${key.toUpperCase()}` })
    assert.equal(page.status, 301)
    assert.equal(page.headers.location, `/m/${next}`)
    // The branch may take its old key back in another spelling.
    const back = await setKey(alice, key.toUpperCase())
    assert.equal(back.status, 200)
    assert.equal(back.body.info.route_key, key)
  })

  it('the migration lowers existing keys; on a collision by case the older branch keeps the key', async () => {
    const [first, second, third] = [await owner(), await owner(), await owner()]
    const base = unique('dup')
    // Rows as an older version could leave them: spelled in mixed case, colliding by case.
    await routeKeyCase.down(t.db)
    try {
      await t.db.updateTable('sucursales').set({ route_key: base.toUpperCase() }).where('id', '=', first.branchId).execute()
      await t.db.updateTable('sucursales').set({ route_key: base }).where('id', '=', second.branchId).execute()
      await t.db.updateTable('sucursales').set({ route_key: `${base}-2` }).where('id', '=', third.branchId).execute()
      const at = new Date().toISOString()
      const old = (route_key: string, o: { branchId: number }, accountId: number) =>
        t.db.insertInto('route_key_history').values({ route_key, sucursal_id: o.branchId, account_id: accountId, created_at: at }).execute()
      const accountOf = async (o: { branchId: number }) => Number((await t.db.selectFrom('sucursales').select('account_id').where('id', '=', o.branchId).executeTakeFirstOrThrow()).account_id)
      await old(`${base}-OLD`, third, await accountOf(third)) // lowered, kept
      await old(`${base.toUpperCase()}`.replace(/-/g, '_'), third, await accountOf(third)) // no collision: lowered, kept
      await old(`${base}-2`.toUpperCase(), first, await accountOf(first)) // collides with a current key: dropped
    } finally {
      await routeKeyCase.up(t.db)
    }
    const keyOf = async (o: { branchId: number }) => (await t.db.selectFrom('sucursales').select('route_key').where('id', '=', o.branchId).executeTakeFirstOrThrow()).route_key
    assert.equal(await keyOf(first), base)
    assert.equal(await keyOf(third), `${base}-2`)
    assert.equal(await keyOf(second), `${base}-3`)
    const history = await t.db.selectFrom('route_key_history').select(['route_key', 'sucursal_id']).where('route_key', 'like', `${base.slice(0, 3)}%`).execute()
    const mine = history.filter((h) => h.route_key.toLowerCase().replace(/_/g, '-').startsWith(base)).map((h) => [h.route_key, Number(h.sucursal_id)]).sort()
    assert.deepEqual(mine, [[`${base}-old`, third.branchId], [base.replace(/-/g, '_'), third.branchId]].sort())
    // Every spelling reaches one branch, and the database itself refuses a key differing only by case.
    assert.equal((await menuOf(base.toUpperCase())).body.info.route_key, base)
    assert.equal((await menuOf(`${base}-OLD`)).headers.location, `/v1/public/menus/${base}-2`)
    const clash = await t.db.updateTable('sucursales').set({ route_key: base.toUpperCase() }).where('id', '=', second.branchId).execute().then(() => 'stored', () => 'refused')
    assert.equal(clash, 'refused')
  })
})
