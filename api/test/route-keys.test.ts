import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { isReservedRouteKey, ROUTE_KEY_PATTERN } from '@menu/shared/validation'
import * as routeKeyCase from '../src/db/migrations/0006_route_key_case.js'
import * as oldKeysLimit from '../src/db/migrations/0020_old_route_keys_limit.js'
import { OLD_KEYS_KEPT } from '../src/data/route-keys.js'
import { account, call, DIALECT, makeApp, type TestApp } from './helpers.js'

/**
 * The app's database handle as a migration takes it: a migration types only the tables it
 * touches, as they were at its point of the history, which the app's newer type does not match.
 */
const asMigrationDb = <M extends (db: never) => unknown>(_migration: M, db: unknown) => db as Parameters<M>[0]

/** Route keys are case-insensitive: stored in lower case, unique in any case, found in any case. */
describe(`route keys in any letter case (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
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

  it("refuses a key that differs from another branch's only by case, current or old", async () => {
    const [alice, mallory] = [await owner(), await owner()]
    const key = unique('casa')
    assert.equal((await setKey(alice, key)).status, 200)
    for (const spelling of [key.toUpperCase(), `${key[0]!.toUpperCase()}${key.slice(1)}`]) {
      const taken = await setKey(mallory, spelling)
      assert.equal(taken.status, 409, spelling)
      assert.equal(taken.body.error.code, 'ROUTE_KEY_IN_USE')
    }
    const created = await call(t.app, {
      method: 'POST',
      url: '/v1/sucursales',
      token: mallory.token,
      payload: { name: 'Otra', route_key: key.toUpperCase() },
    })
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
    await routeKeyCase.down(asMigrationDb(routeKeyCase.down, t.db))
    try {
      await t.db
        .updateTable('sucursales')
        .set({ route_key: base.toUpperCase() })
        .where('id', '=', first.branchId)
        .execute()
      await t.db.updateTable('sucursales').set({ route_key: base }).where('id', '=', second.branchId).execute()
      await t.db
        .updateTable('sucursales')
        .set({ route_key: `${base}-2` })
        .where('id', '=', third.branchId)
        .execute()
      const at = new Date().toISOString()
      const old = (route_key: string, o: { branchId: number }, accountId: number) =>
        t.db
          .insertInto('route_key_history')
          .values({ route_key, sucursal_id: o.branchId, account_id: accountId, created_at: at })
          .execute()
      const accountOf = async (o: { branchId: number }) =>
        Number(
          (
            await t.db
              .selectFrom('sucursales')
              .select('account_id')
              .where('id', '=', o.branchId)
              .executeTakeFirstOrThrow()
          ).account_id,
        )
      await old(`${base}-OLD`, third, await accountOf(third)) // lowered, kept
      await old(`${base.toUpperCase()}`.replace(/-/g, '_'), third, await accountOf(third)) // no collision: lowered, kept
      await old(`${base}-2`.toUpperCase(), first, await accountOf(first)) // collides with a current key: dropped
    } finally {
      await routeKeyCase.up(asMigrationDb(routeKeyCase.up, t.db))
    }
    const keyOf = async (o: { branchId: number }) =>
      (await t.db.selectFrom('sucursales').select('route_key').where('id', '=', o.branchId).executeTakeFirstOrThrow())
        .route_key
    assert.equal(await keyOf(first), base)
    assert.equal(await keyOf(third), `${base}-2`)
    assert.equal(await keyOf(second), `${base}-3`)
    const history = await t.db
      .selectFrom('route_key_history')
      .select(['route_key', 'sucursal_id'])
      .where('route_key', 'like', `${base.slice(0, 3)}%`)
      .execute()
    const mine = history
      .filter((h) => h.route_key.toLowerCase().replace(/_/g, '-').startsWith(base))
      .map((h) => [h.route_key, Number(h.sucursal_id)])
      .sort()
    assert.deepEqual(
      mine,
      [
        [`${base}-old`, third.branchId],
        [base.replace(/-/g, '_'), third.branchId],
      ].sort(),
    )
    // Every spelling reaches one branch, and the database itself refuses a key differing only by case.
    assert.equal((await menuOf(base.toUpperCase())).body.info.route_key, base)
    assert.equal((await menuOf(`${base}-OLD`)).headers.location, `/v1/public/menus/${base}-2`)
    const clash = await t.db
      .updateTable('sucursales')
      .set({ route_key: base.toUpperCase() })
      .where('id', '=', second.branchId)
      .execute()
      .then(
        () => 'stored',
        () => 'refused',
      )
    assert.equal(clash, 'refused')
  })
})

/** Reserved words, and how many old keys a branch holds. */
describe(`route keys a branch may take (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  let counter = 0
  const unique = (base: string) => `${base}-${process.pid}-${Date.now().toString(36)}-${++counter}`
  async function owner() {
    const a = await account(t, 'FRANCHISES')
    const branches = await call(t.app, { method: 'GET', url: '/v1/sucursales', token: a.access_token })
    return {
      token: a.access_token,
      branchId: branches.body.info[0].id as number,
      routeKey: branches.body.info[0].route_key as string,
    }
  }
  const setKey = (o: { token: string; branchId: number }, route_key: string) =>
    call(t.app, { method: 'PUT', url: `/v1/sucursales/${o.branchId}`, token: o.token, payload: { route_key } })
  const RESERVED = { code: 'VALIDATION_ERROR', message: 'Es una palabra reservada, elige otra', field: 'route_key' }
  const refusal = (body: { error: Record<string, unknown> }) => ({
    code: body.error.code,
    message: body.error.message,
    field: body.error.field,
  })

  it('refuses a reserved word as a new key, in any letter case: 400 naming route_key, on update, create and the availability lookup', async () => {
    const alice = await owner()
    for (const word of [
      'admin',
      'API',
      'login',
      'm',
      'v1',
      'uploads',
      'docs',
      'sandbox',
      'remotes',
      'auth',
      'multisucursal',
      'soporte',
    ]) {
      const res = await setKey(alice, word)
      assert.equal(res.status, 400, word)
      assert.deepEqual(refusal(res.body), RESERVED, word)
    }
    const created = await call(t.app, {
      method: 'POST',
      url: '/v1/sucursales',
      token: alice.token,
      payload: { name: 'Admin', route_key: 'Admin' },
    })
    assert.equal(created.status, 400)
    assert.deepEqual(refusal(created.body), RESERVED)
    const lookup = await call(t.app, { method: 'GET', url: '/v1/sucursales/url/login', token: alice.token })
    assert.equal(lookup.status, 400)
    assert.deepEqual(refusal(lookup.body), RESERVED)
    // Nothing changed; a name that only contains a reserved word is fine.
    const branch = await call(t.app, { method: 'GET', url: '/v1/sucursales', token: alice.token })
    assert.equal(branch.body.info[0].route_key, alice.routeKey)
    const key = unique('admin-centro')
    assert.equal((await setKey(alice, key)).status, 200)
    // A generated key (from the name) is never a reserved word.
    const named = await call(t.app, {
      method: 'POST',
      url: '/v1/sucursales',
      token: alice.token,
      payload: { name: 'Login' },
    })
    assert.equal(named.status, 201)
    assert.match(named.body.info.route_key, /^login-[0-9a-f]{6}$/)
  })

  it('a branch that already holds a reserved word (taken before the rule) keeps it and may send it back unchanged', async () => {
    const alice = await owner()
    const word = 'demo'
    await t.db.updateTable('sucursales').set({ route_key: word }).where('id', '=', alice.branchId).execute()
    try {
      const res = await call(t.app, {
        method: 'PUT',
        url: `/v1/sucursales/${alice.branchId}`,
        token: alice.token,
        payload: { name: 'Centro', route_key: 'DEMO' },
      })
      assert.equal(res.status, 200, JSON.stringify(res.body))
      assert.equal(res.body.info.route_key, word)
      assert.equal((await call(t.app, { method: 'GET', url: `/m/${word}` })).status, 200)
    } finally {
      await t.db.updateTable('sucursales').set({ route_key: alice.routeKey }).where('id', '=', alice.branchId).execute()
    }
  })

  it('reserves every first path segment the server itself answers', () => {
    const segments = new Set(
      [...t.app.printRoutes({ commonPrefix: false }).matchAll(/^[├└]── \/([^/\s(]+)/gmu)].map((m) => m[1]!),
    )
    const keyLike = [...segments].filter((s) => ROUTE_KEY_PATTERN.test(s))
    assert.ok(keyLike.includes('m') && keyLike.includes('v1') && keyLike.includes('auth'), `parsed ${[...segments]}`)
    assert.deepEqual(
      keyLike.filter((s) => !isReservedRouteKey(s)),
      [],
    )
  })

  it(`keeps only the ${OLD_KEYS_KEPT} newest old keys of a branch; older ones are free for anyone`, async () => {
    const [alice, bob] = [await owner(), await owner()]
    const keys = [alice.routeKey]
    for (let i = 1; i <= 5; i++) {
      t.travel(1000) // each rename a second after the last: their order is their time
      keys.push(unique(`nombre${i}`))
      assert.equal((await setKey(alice, keys[i]!)).status, 200)
    }
    const current = keys[5]!
    const kept = keys.slice(2, 5)
    for (const old of kept) {
      const page = await call(t.app, { method: 'GET', url: `/m/${old}` })
      assert.equal(page.status, 301, old)
      assert.equal(page.headers.location, `/m/${current}`)
      assert.equal((await setKey(bob, old)).status, 409, old)
    }
    const history = await t.db
      .selectFrom('route_key_history')
      .select('route_key')
      .where('sucursal_id', '=', alice.branchId)
      .execute()
    assert.deepEqual(history.map((r) => r.route_key).sort(), [...kept].sort())
    // Released: the oldest keys answer nothing now, and another account may take one.
    assert.equal((await call(t.app, { method: 'GET', url: `/m/${keys[0]}` })).status, 404)
    assert.equal((await setKey(bob, keys[1]!)).status, 200)
    // Taking back a kept old key makes the current one old: still three.
    assert.equal((await setKey(alice, keys[2]!)).status, 200)
    const after = await t.db
      .selectFrom('route_key_history')
      .select('route_key')
      .where('sucursal_id', '=', alice.branchId)
      .execute()
    assert.deepEqual(after.map((r) => r.route_key).sort(), [keys[3]!, keys[4]!, current].sort())
  })

  it("the migration releases the old keys of each branch beyond the newest three, and leaves deleted branches' keys alone", async () => {
    const [alice, bob] = [await owner(), await owner()]
    const accountOf = async (branchId: number) =>
      Number(
        (await t.db.selectFrom('sucursales').select('account_id').where('id', '=', branchId).executeTakeFirstOrThrow())
          .account_id,
      )
    const base = unique('viejo')
    const row = async (n: number, branchId: number | null, accountId: number) =>
      t.db
        .insertInto('route_key_history')
        .values({
          route_key: `${base}-${n}`,
          sucursal_id: branchId,
          account_id: accountId,
          created_at: new Date(Date.UTC(2025, 0, n)).toISOString(),
          reserved_until: branchId === null ? '2099-01-01T00:00:00.000Z' : null,
        })
        .execute()
    const [a, b] = [await accountOf(alice.branchId), await accountOf(bob.branchId)]
    for (let n = 1; n <= 6; n++) await row(n, alice.branchId, a)
    for (let n = 7; n <= 8; n++) await row(n, bob.branchId, b)
    for (let n = 9; n <= 13; n++) await row(n, null, b)
    await oldKeysLimit.up(asMigrationDb(oldKeysLimit.up, t.db))
    const left = await t.db
      .selectFrom('route_key_history')
      .select('route_key')
      .where('route_key', 'like', `${base}-%`)
      .execute()
    assert.deepEqual(
      left.map((r) => Number(r.route_key.slice(base.length + 1))).sort((x, y) => x - y),
      [4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
    )
  })
})
