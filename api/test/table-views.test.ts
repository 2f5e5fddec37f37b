import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { VISITOR_WINDOW_MS } from '../src/views/counter.js'
import { account, call, DIALECT, login, makeApp, type TestApp } from './helpers.js'

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

interface BranchViews {
  sucursal_id: number
  total: number
  days: Array<{ date: string; views: number }>
  tables: Array<{ table: number; views: number }>
}

describe(`tables on the public menu: ?mesa=n and its views (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({ APP_TIMEZONE: 'America/Mexico_City', VIEWS_FLUSH_SECONDS: '0' })
  })
  after(async () => t.close())

  const firstBranch = async (token: string) =>
    (
      (await call(t.app, { method: 'GET', url: '/v1/sucursales', token })).body.info as Array<{
        id: number
        route_key: string
        tables: number
      }>
    )[0]
  const setTables = (token: string, id: number, tables: number) =>
    call(t.app, { method: 'PUT', url: `/v1/sucursales/${id}`, token, body: { tables } })
  const updateBranch = (token: string, id: number, body: object) =>
    call(t.app, { method: 'PUT', url: `/v1/sucursales/${id}`, token, body })
  const views = async (token: string) => {
    const res = await call(t.app, { method: 'GET', url: '/v1/sucursales/views?days=2', token })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    return res.body.info as BranchViews[]
  }
  let clients = 0
  const open = (key: string, query = '', ip = `198.51.100.${++clients % 250}`, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/m/${key}${query}`, remoteAddress: ip, headers: { 'user-agent': BROWSER, ...headers } })

  it('tables: 0 to 500, kept when not sent; anything else is refused in Spanish, naming tables', async () => {
    const a = await account(t, 'NEGOCIO')
    const first = await firstBranch(a.access_token)
    assert.equal(first.tables, 0)
    const set = await updateBranch(a.access_token, first.id, { tables: 12 })
    assert.equal(set.status, 200)
    assert.equal(set.body.info.tables, 12)
    assert.equal(
      (await updateBranch(a.access_token, first.id, { name: 'Centro' })).body.info.tables,
      12,
      'kept when not sent',
    )
    assert.equal((await updateBranch(a.access_token, first.id, { tables: 500 })).body.info.tables, 500)
    for (const tables of [501, -1, 2.5, '7']) {
      const bad = await updateBranch(a.access_token, first.id, { tables })
      assert.equal(bad.status, 400, String(tables))
      assert.deepEqual(
        [bad.body.error.field, bad.body.error.message],
        ['tables', 'El número de mesas debe ser un entero de 0 a 500'],
      )
    }
    assert.equal(
      (await call(t.app, { method: 'GET', url: '/v1/sucursales', token: a.access_token })).body.info[0].tables,
      500,
    )
  })

  it("shows 'Mesa 7' for ?mesa=7 of a branch with 12 tables, keeps it in its own links and form, and caches it apart", async () => {
    const a = await account(t, 'NEGOCIO')
    const branch = await firstBranch(a.access_token)
    assert.equal((await setTables(a.access_token, branch.id, 12)).status, 200)
    const plain = await open(branch.route_key)
    const seven = await open(branch.route_key, '?mesa=7')
    assert.equal(seven.statusCode, 200)
    assert.match(seven.body, /<p class="branch">Mesa 7<\/p>/)
    assert.doesNotMatch(plain.body, /Mesa \d/)
    assert.doesNotMatch(seven.body, /<script(?! type="application\/ld\+json")/, 'no JavaScript')
    assert.notEqual(seven.headers.etag, plain.headers.etag, 'a page of its own (cache key and ETag)')
    // The plain page right after is still the plain one (the cache keeps both).
    assert.doesNotMatch((await open(branch.route_key)).body, /Mesa \d/)
    // In English, with the allergen filter, the table stays.
    const english = await open(branch.route_key, '?mesa=7', undefined, { 'accept-language': 'en' })
    assert.equal(english.statusCode, 200)
    const twelve = await open(branch.route_key, '?mesa=12&sin=gluten')
    assert.match(twelve.body, /Mesa 12/)
    assert.match(twelve.body, /<input type="hidden" name="mesa" value="12">/)
    assert.match(twelve.body, /\?mesa=12"/, 'the way back to the whole menu keeps the table')
  })

  it('ignores a table the branch does not have or that is not a plain integer: the page as without it, never an error', async () => {
    const a = await account(t, 'NEGOCIO')
    const branch = await firstBranch(a.access_token)
    await setTables(a.access_token, branch.id, 5)
    const plain = await open(branch.route_key)
    for (const query of [
      '?mesa=6',
      '?mesa=0',
      '?mesa=-1',
      '?mesa=2.5',
      '?mesa=abc',
      '?mesa=',
      '?mesa=03',
      '?mesa=1e2',
      '?mesa=99999999999999999999',
      '?mesa=3&mesa=4',
    ]) {
      const res = await open(branch.route_key, query)
      assert.equal(res.statusCode, 200, query)
      assert.doesNotMatch(res.body, /Mesa \d/, query)
      assert.equal(res.headers.etag, plain.headers.etag, `${query}: the same page as without it`)
    }
    const info = (await views(a.access_token))[0]
    assert.deepEqual(
      info.tables.map((x) => x.views),
      [0, 0, 0, 0, 0],
      'no table counted',
    )
    // A branch without tables ignores every ?mesa.
    await setTables(a.access_token, branch.id, 0)
    assert.doesNotMatch((await open(branch.route_key, '?mesa=1')).body, /Mesa \d/)
  })

  it('counts each table once per diner and window, as the branch; panel previews and robots are not counted', async () => {
    const a = await account(t, 'NEGOCIO')
    const branch = await firstBranch(a.access_token)
    await setTables(a.access_token, branch.id, 3)
    const diner = '203.0.113.50'
    await open(branch.route_key, '', diner) // the entrance poster
    await open(branch.route_key, '?mesa=2', diner) // then the table's tent: counts for table 2
    await open(branch.route_key, '?mesa=2', diner) // a reload: nothing more
    await open(branch.route_key, '?mesa=2') // another diner at table 2
    await open(branch.route_key, '?mesa=3') // and one at table 3
    await open(branch.route_key, '?mesa=1&preview=1') // the panel's preview
    await open(branch.route_key, '?mesa=1', undefined, { 'user-agent': 'WhatsApp/2.23.20.0' })
    let info = (await views(a.access_token))[0]
    assert.equal(info.sucursal_id, branch.id)
    assert.equal(info.total, 3, 'the branch: three diners')
    assert.deepEqual(info.tables, [
      { table: 1, views: 0 },
      { table: 2, views: 2 },
      { table: 3, views: 1 },
    ])
    // Once the window has passed the same diner counts again.
    t.travel(VISITOR_WINDOW_MS + 1000)
    await open(branch.route_key, '?mesa=2', diner)
    const token = (await login(t, a.email)).access_token // the first one expired meanwhile
    info = (await views(token))[0]
    assert.equal(info.tables[1].views, 3)
    // Fewer tables later: the scans of table 3 are still reported.
    await setTables(token, branch.id, 1)
    info = (await views(token))[0]
    assert.deepEqual(info.tables, [
      { table: 1, views: 0 },
      { table: 2, views: 3 },
      { table: 3, views: 1 },
    ])
  })

  it("another account's branch: its tables cannot be set (404) and its table views are not listed", async () => {
    const a = await account(t, 'NEGOCIO')
    const b = await account(t, 'NEGOCIO')
    const theirs = await firstBranch(b.access_token)
    await setTables(b.access_token, theirs.id, 4)
    await open(theirs.route_key, '?mesa=4')
    const res = await setTables(a.access_token, theirs.id, 9)
    assert.equal(res.status, 404)
    assert.equal(res.body.error.code, 'RESOURCE_NOT_FOUND')
    const mine = await views(a.access_token)
    assert.ok(mine.every((v) => v.sucursal_id !== theirs.id))
    assert.deepEqual((await views(b.access_token))[0].tables.at(-1), { table: 4, views: 1 })
  })
})
