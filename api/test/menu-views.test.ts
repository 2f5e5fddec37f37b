import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { buildApp } from '../src/app.js'
import { isDinerView, isPanelPreview } from '../src/views/countable.js'
import { dayFormatter, VISITOR_WINDOW_MS } from '../src/views/counter.js'
import { dayRange } from '../src/views/read.js'
import { account, call, DIALECT, login, makeApp, type TestApp } from './helpers.js'

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36'
const HOUR = 3_600_000

interface BranchViews {
  sucursal_id: number
  total: number
  days: Array<{ date: string; views: number }>
}

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

  const branches = async (token: string) =>
    (await call(t.app, { method: 'GET', url: '/v1/sucursales', token })).body.info as Array<{
      id: number
      route_key: string
    }>
  const views = async (token: string, query = '') => {
    const res = await call(t.app, { method: 'GET', url: `/v1/sucursales/views${query}`, token })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    return res.body.info as BranchViews[]
  }
  /** A diner's phone: its IP address (and, by default, an iPhone's User-Agent). */
  let clients = 0
  const client = () => `198.51.100.${++clients % 250}`
  const DINER = '203.0.113.7'
  const open = (
    key: string,
    headers: Record<string, string> = {},
    method: 'GET' | 'HEAD' = 'GET',
    app = t.app,
    ip = DINER,
    query = '',
  ) =>
    app.inject({ method, url: `/m/${key}${query}`, remoteAddress: ip, headers: { 'user-agent': BROWSER, ...headers } })
  const totalOf = (info: BranchViews[], id: number) => info.find((b) => b.sucursal_id === id)?.total

  it("counts a diner once per branch per window, a 304 revisit included, on the app zone's day; every day of the range present", async () => {
    const a = await account(t)
    const [branch] = await branches(a.access_token)
    const first = await open(branch.route_key)
    assert.equal(first.statusCode, 200)
    const again = await open(branch.route_key, { 'if-none-match': String(first.headers.etag) })
    assert.equal(again.statusCode, 304)
    assert.equal((await open(branch.route_key)).statusCode, 200)
    // Another diner at the same moment.
    assert.equal((await open(branch.route_key, {}, 'GET', t.app, client())).statusCode, 200)

    const info = await views(a.access_token)
    assert.equal(info.length, 1)
    assert.equal(info[0].sucursal_id, branch.id)
    assert.equal(info[0].total, 2)
    assert.equal(info[0].days.length, 30)
    assert.deepEqual(info[0].days.at(-1), { date: '2026-03-09', views: 2 })
    assert.equal(info[0].days[0].date, '2026-02-08')
    assert.ok(info[0].days.slice(0, -1).every((d) => d.views === 0))

    // Two hours later it is March 10 in Mexico City: a new day, and the window has passed.
    t.travel(2 * HOUR)
    await open(branch.route_key)
    const next = await views((await login(t, a.email)).access_token, '?days=2')
    assert.deepEqual(next[0].days, [
      { date: '2026-03-09', views: 2 },
      { date: '2026-03-10', views: 1 },
    ])
    assert.equal(next[0].total, 3)
    t.travel(-2 * HOUR)
  })

  it('a burst of 300 requests from one client at once counts 1; two clients count 2; the same address with another browser is another diner', async () => {
    const a = await account(t)
    const [branch] = await branches(a.access_token)
    const burst = await Promise.all(
      Array.from({ length: 300 }, () => open(branch.route_key, {}, 'GET', t.app, '192.0.2.10')),
    )
    assert.ok(burst.every((res) => res.statusCode === 200))
    assert.equal(totalOf(await views(a.access_token), branch.id), 1)
    await Promise.all(Array.from({ length: 50 }, () => open(branch.route_key, {}, 'GET', t.app, '192.0.2.11')))
    assert.equal(totalOf(await views(a.access_token), branch.id), 2)
    // Two phones on the restaurant's Wi-Fi (one address): different browsers, two diners.
    await open(branch.route_key, { 'user-agent': ANDROID }, 'GET', t.app, '192.0.2.10')
    assert.equal(totalOf(await views(a.access_token), branch.id), 3)
  })

  it(`after the window (${VISITOR_WINDOW_MS / 60_000} minutes since its counted view) the same client counts again, not before`, async () => {
    const a = await account(t)
    const [branch] = await branches(a.access_token)
    // Access tokens last 15 minutes: the owner signs in again after each jump of the clock.
    const total = async () => totalOf(await views((await login(t, a.email)).access_token), branch.id)
    await open(branch.route_key)
    assert.equal(await total(), 1)
    t.travel(VISITOR_WINDOW_MS - 60_000)
    await open(branch.route_key)
    assert.equal(await total(), 1)
    t.travel(60_000)
    await open(branch.route_key)
    assert.equal(await total(), 2)
    // The window runs from the view counted last, not from the first one.
    t.travel(VISITOR_WINDOW_MS / 2)
    await open(branch.route_key)
    assert.equal(await total(), 2)
    t.travel(-(VISITOR_WINDOW_MS + VISITOR_WINDOW_MS / 2))
  })

  it("the panel's preview (?preview=1, with the frame's &v=) counts 0 and is the same page", async () => {
    const a = await account(t)
    const [branch] = await branches(a.access_token)
    const previews = [
      await open(branch.route_key, {}, 'GET', t.app, '192.0.2.20', '?preview=1'),
      await open(branch.route_key, {}, 'GET', t.app, '192.0.2.21', '?preview=1&v=3'),
      await open(branch.route_key, {}, 'GET', t.app, '192.0.2.22', '?v=3&preview=1'),
    ]
    assert.equal(totalOf(await views(a.access_token), branch.id), 0)
    const diner = await open(branch.route_key, {}, 'GET', t.app, '192.0.2.23')
    for (const preview of previews) {
      assert.equal(preview.statusCode, 200)
      assert.equal(preview.body, diner.body)
      assert.equal(preview.headers.etag, diner.headers.etag)
    }
    assert.equal(totalOf(await views(a.access_token), branch.id), 1)
  })

  it('does not count HEAD, prefetches, robots or link previews', async () => {
    const a = await account(t)
    const [branch] = await branches(a.access_token)
    const ignored = [
      await open(branch.route_key, {}, 'HEAD'),
      await open(branch.route_key, { 'sec-purpose': 'prefetch' }),
      await open(branch.route_key, { 'sec-purpose': 'prefetch;prerender' }),
      await open(branch.route_key, { purpose: 'prefetch' }),
      await open(branch.route_key, {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }),
      await open(branch.route_key, {
        'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      }),
      await open(branch.route_key, { 'user-agent': 'WhatsApp/2.23.20.0 A' }),
      await open(branch.route_key, {
        'user-agent':
          'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      }),
    ]
    assert.ok(ignored.every((res) => res.statusCode === 200))
    assert.equal((await views(a.access_token))[0].total, 0)
    await open(branch.route_key)
    assert.equal((await views(a.access_token))[0].total, 1)
    // The JSON view model of the same page is not a page view.
    assert.equal(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/public/menus/${branch.route_key}`,
          remoteAddress: client(),
          headers: { 'user-agent': BROWSER },
        })
      ).statusCode,
      200,
    )
    assert.equal((await views(a.access_token))[0].total, 1)
  })

  it('isDinerView: a browser GET counts; other methods, no User-Agent and announced robots do not; isPanelPreview reads the query', () => {
    assert.equal(isDinerView('GET', { 'user-agent': BROWSER }), true)
    assert.equal(isDinerView('GET', {}), false)
    assert.equal(isDinerView('POST', { 'user-agent': BROWSER }), false)
    assert.equal(isDinerView('GET', { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' }), false)
    assert.equal(isDinerView('GET', { 'user-agent': 'Slackbot-LinkExpanding 1.0' }), false)
    assert.equal(isDinerView('GET', { 'user-agent': 'curl/8.5.0' }), false)
    assert.equal(isDinerView('GET', { 'user-agent': BROWSER, 'x-moz': 'prefetch' }), false)
    assert.equal(isPanelPreview('/m/centro?preview=1'), true)
    assert.equal(isPanelPreview('/m/centro?v=2&preview'), true)
    assert.equal(isPanelPreview('/m/centro'), false)
    assert.equal(isPanelPreview('/m/preview'), false)
    assert.equal(isPanelPreview('/m/centro?previewed=1'), false)
  })

  it("counts each branch apart (one diner opening two branches is a view of each), and never shows another account's branches", async () => {
    const a = await account(t, 'FRANCHISES')
    const b = await account(t)
    const created = await call(t.app, {
      method: 'POST',
      url: '/v1/sucursales',
      token: a.access_token,
      payload: { name: 'Centro' },
    })
    assert.equal(created.status, 201)
    const [one, two] = await branches(a.access_token)
    const [other] = await branches(b.access_token)
    await open(one.route_key)
    await open(two.route_key)
    await open(two.route_key, {}, 'GET', t.app, client())
    await open(other.route_key)

    const mine = await views(a.access_token)
    assert.deepEqual(
      mine.map((v) => [v.sucursal_id, v.total]),
      [
        [one.id, 1],
        [two.id, 2],
      ],
    )
    const theirs = await views(b.access_token)
    assert.deepEqual(
      theirs.map((v) => [v.sucursal_id, v.total]),
      [[other.id, 1]],
    )
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

  it('two app instances on one database agree: one diner on both counts once, other diners add up (also written on close)', async () => {
    const a = await account(t)
    const [branch] = await branches(a.access_token)
    const second = await buildApp(t.config, { db: t.db })
    await second.ready()
    try {
      // One diner whose requests land on both instances, in the same batch of each.
      await open(branch.route_key)
      await open(branch.route_key, {}, 'GET', second)
      await open(branch.route_key, {}, 'GET', t.app, client())
      await open(branch.route_key, {}, 'GET', second, client())
      await open(branch.route_key, {}, 'GET', second, client())
      // Both instances write at the same moment: the diner is counted by one of them only.
      await Promise.all([t.app.menuViews.flush(), second.menuViews.flush()])
      assert.equal(totalOf(await views(a.access_token), branch.id), 4)
      await open(branch.route_key, {}, 'GET', second)
      await open(branch.route_key, {}, 'GET', t.app, client())
      await Promise.all([t.app.menuViews.flush(), second.menuViews.flush()])
      assert.equal(totalOf(await views(a.access_token), branch.id), 5)
      // A view still pending when an instance stops is written as it closes.
      await open(branch.route_key, {}, 'GET', second, client())
    } finally {
      await second.close()
    }
    const stored = await t.db.selectFrom('menu_views').select(['views']).where('sucursal_id', '=', branch.id).execute()
    assert.deepEqual(
      stored.map((r) => Number(r.views)),
      [6],
    )
  })

  it('keeps nothing about a diner in clear: a keyed hash that changes every day, deleted once the window has passed', async () => {
    const a = await account(t)
    const [branch] = await branches(a.access_token)
    const ip = '192.0.2.200'
    const rows = () => t.db.selectFrom('menu_view_visitors').selectAll().where('sucursal_id', '=', branch.id).execute()
    await open(branch.route_key, {}, 'GET', t.app, ip)
    await views(a.access_token)
    const [row] = await rows()
    assert.ok(row)
    assert.match(row.visitor, /^[A-Za-z0-9_-]{22}$/)
    for (const clear of [ip, BROWSER, 'iPhone', '192']) assert.ok(!row.visitor.includes(clear), clear)
    // The next day the same diner has another hash.
    t.travel(24 * HOUR)
    const token = (await login(t, a.email)).access_token
    await open(branch.route_key, {}, 'GET', t.app, ip)
    await views(token)
    const next = await rows()
    assert.equal(next.length, 1, 'the row of yesterday was deleted with this write')
    assert.notEqual(next[0]!.visitor, row.visitor)
    assert.equal(totalOf(await views(token, '?days=2'), branch.id), 2)
    // A window later, with no new view at all, the next write deletes it.
    t.travel(VISITOR_WINDOW_MS)
    await t.app.menuViews.flush()
    assert.deepEqual(await rows(), [])
    t.travel(-24 * HOUR - VISITOR_WINDOW_MS)
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
