import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { buildApp } from '../src/app.js'
import { isDinerView } from '../src/views/countable.js'
import { dayFormatter } from '../src/views/counter.js'
import { dayRange } from '../src/views/read.js'
import { account, call, DIALECT, login, makeApp, type TestApp } from './helpers.js'

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const HOUR = 3_600_000

interface BranchViews { sucursal_id: number; total: number; days: Array<{ date: string; views: number }> }

describe(`menu views (${DIALECT})`, () => {
  let t: TestApp
  // 2026-03-10 04:30 UTC is still March 9 in Mexico City (UTC-6): the app's day, not UTC's.
  const start = Date.parse('2026-03-10T04:30:00Z')
  before(async () => {
    t = await makeApp({ APP_TIMEZONE: 'America/Mexico_City', VIEWS_FLUSH_SECONDS: '0' })
    const real = t.config.now
    t.travel(start - real())
  })
  after(async () => t.close())

  const branches = async (token: string) => (await call(t.app, { method: 'GET', url: '/v1/sucursales', token })).body.info as Array<{ id: number; route_key: string }>
  const views = async (token: string, query = '') => {
    const res = await call(t.app, { method: 'GET', url: `/v1/sucursales/views${query}`, token })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    return res.body.info as BranchViews[]
  }
  const open = (key: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET', app = t.app) =>
    app.inject({ method, url: `/m/${key}`, headers: { 'user-agent': BROWSER, ...headers } })
  const totalOf = (info: BranchViews[], id: number) => info.find((b) => b.sucursal_id === id)?.total

  it('counts each view once, 304 revisits included, on the app zone\'s day; every day of the range present', async () => {
    const a = await account(t)
    const [branch] = await branches(a.access_token)
    const first = await open(branch.route_key)
    assert.equal(first.statusCode, 200)
    const again = await open(branch.route_key, { 'if-none-match': String(first.headers.etag) })
    assert.equal(again.statusCode, 304)
    assert.equal((await open(branch.route_key)).statusCode, 200)

    const info = await views(a.access_token)
    assert.equal(info.length, 1)
    assert.equal(info[0].sucursal_id, branch.id)
    assert.equal(info[0].total, 3)
    assert.equal(info[0].days.length, 30)
    assert.deepEqual(info[0].days.at(-1), { date: '2026-03-09', views: 3 })
    assert.equal(info[0].days[0].date, '2026-02-08')
    assert.ok(info[0].days.slice(0, -1).every((d) => d.views === 0))

    // Two hours later it is March 10 in Mexico City: a new day.
    t.travel(2 * HOUR)
    await open(branch.route_key)
    const next = await views((await login(t, a.email)).access_token, '?days=2')
    assert.deepEqual(next[0].days, [{ date: '2026-03-09', views: 3 }, { date: '2026-03-10', views: 1 }])
    assert.equal(next[0].total, 4)
    t.travel(-2 * HOUR)
  })

  it('does not count HEAD, prefetches, robots or link previews', async () => {
    const a = await account(t)
    const [branch] = await branches(a.access_token)
    const ignored = [
      await open(branch.route_key, {}, 'HEAD'),
      await open(branch.route_key, { 'sec-purpose': 'prefetch' }),
      await open(branch.route_key, { 'sec-purpose': 'prefetch;prerender' }),
      await open(branch.route_key, { purpose: 'prefetch' }),
      await open(branch.route_key, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
      await open(branch.route_key, { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' }),
      await open(branch.route_key, { 'user-agent': 'WhatsApp/2.23.20.0 A' }),
      await open(branch.route_key, { 'user-agent': 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse' }),
    ]
    assert.ok(ignored.every((res) => res.statusCode === 200))
    assert.equal((await views(a.access_token))[0].total, 0)
    await open(branch.route_key)
    assert.equal((await views(a.access_token))[0].total, 1)
    // The JSON view model of the same page is not a page view.
    assert.equal((await t.app.inject({ method: 'GET', url: `/v1/public/menus/${branch.route_key}`, headers: { 'user-agent': BROWSER } })).statusCode, 200)
    assert.equal((await views(a.access_token))[0].total, 1)
  })

  it('isDinerView: a browser GET counts; other methods, no User-Agent and announced robots do not', () => {
    assert.equal(isDinerView('GET', { 'user-agent': BROWSER }), true)
    assert.equal(isDinerView('GET', {}), false)
    assert.equal(isDinerView('POST', { 'user-agent': BROWSER }), false)
    assert.equal(isDinerView('GET', { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' }), false)
    assert.equal(isDinerView('GET', { 'user-agent': 'Slackbot-LinkExpanding 1.0' }), false)
    assert.equal(isDinerView('GET', { 'user-agent': 'curl/8.5.0' }), false)
    assert.equal(isDinerView('GET', { 'user-agent': BROWSER, 'x-moz': 'prefetch' }), false)
  })

  it('counts two branches apart, and never shows another account\'s branches', async () => {
    const a = await account(t, 'FRANCHISES')
    const b = await account(t)
    const created = await call(t.app, { method: 'POST', url: '/v1/sucursales', token: a.access_token, payload: { name: 'Centro' } })
    assert.equal(created.status, 201)
    const [one, two] = await branches(a.access_token)
    const [other] = await branches(b.access_token)
    await open(one.route_key)
    await open(two.route_key)
    await open(two.route_key)
    await open(other.route_key)

    const mine = await views(a.access_token)
    assert.deepEqual(mine.map((v) => [v.sucursal_id, v.total]), [[one.id, 1], [two.id, 2]])
    const theirs = await views(b.access_token)
    assert.deepEqual(theirs.map((v) => [v.sucursal_id, v.total]), [[other.id, 1]])
  })

  it('answers 400 VALIDATION_ERROR for days outside 1..90; 401 without a token', async () => {
    const a = await account(t)
    for (const days of ['0', '91', 'abc', '-1']) {
      const res = await call(t.app, { method: 'GET', url: `/v1/sucursales/views?days=${days}`, token: a.access_token })
      assert.equal(res.status, 400, days)
      assert.equal(res.body.error.code, 'VALIDATION_ERROR')
    }
    assert.equal((await views(a.access_token, '?days=90'))[0].days.length, 90)
    assert.equal((await views(a.access_token, '?days=1'))[0].days.length, 1)
    assert.equal((await call(t.app, { method: 'GET', url: '/v1/sucursales/views' })).status, 401)
  })

  it('adds up the counts of two app instances on one database (additive writes, also written on close)', async () => {
    const a = await account(t)
    const [branch] = await branches(a.access_token)
    const second = await buildApp(t.config, { db: t.db })
    await second.ready()
    try {
      await open(branch.route_key)
      await open(branch.route_key, {}, 'GET', second)
      await open(branch.route_key, {}, 'GET', second)
      // Both instances write their pending counts at the same moment: neither overwrites the other.
      await Promise.all([t.app.menuViews.flush(), second.menuViews.flush()])
      assert.equal(totalOf(await views(a.access_token), branch.id), 3)
      await open(branch.route_key, {}, 'GET', second)
      await open(branch.route_key)
      await Promise.all([t.app.menuViews.flush(), second.menuViews.flush()])
      assert.equal(totalOf(await views(a.access_token), branch.id), 5)
      // A count still pending when an instance stops is written as it closes.
      await open(branch.route_key, {}, 'GET', second)
    } finally {
      await second.close()
    }
    const stored = await t.db.selectFrom('menu_views').select(['views']).where('sucursal_id', '=', branch.id).execute()
    assert.deepEqual(stored.map((r) => Number(r.views)), [6])
  })

  it('dayFormatter: the local day changes exactly at local midnight, also in a zone off the hour (the day is kept per quarter hour)', () => {
    const mexico = dayFormatter('America/Mexico_City') // UTC-6
    assert.equal(mexico(Date.parse('2026-03-10T05:45:00Z')), '2026-03-09')
    assert.equal(mexico(Date.parse('2026-03-10T05:59:59.999Z')), '2026-03-09')
    assert.equal(mexico(Date.parse('2026-03-10T06:00:00Z')), '2026-03-10')
    const nepal = dayFormatter('Asia/Kathmandu') // UTC+5:45
    assert.equal(nepal(Date.parse('2026-03-09T18:00:00Z')), '2026-03-09')
    assert.equal(nepal(Date.parse('2026-03-09T18:14:59.999Z')), '2026-03-09')
    assert.equal(nepal(Date.parse('2026-03-09T18:15:00Z')), '2026-03-10')
    assert.equal(nepal(Date.parse('2026-03-09T18:14:00Z')), '2026-03-09') // back in time too
  })

  it('dayRange: the last n calendar days, oldest first, across a month end', () => {
    assert.deepEqual(dayRange('2026-03-01', 3), ['2026-02-27', '2026-02-28', '2026-03-01'])
  })
})
