import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { accountsData } from '../src/data/accounts.js'
import { expireSubscription } from '../src/data/subscriptions.js'
import { inTransaction } from '../src/data/toolkit.js'
import { createDb } from '../src/db/connection.js'
import { migrateToLatest } from '../src/db/migrate.js'
import * as changeMarker from '../src/db/migrations/0033_change_marker.js'
import { account, DIALECT, makeApp, menuApi, type TestApp, tempDir } from './helpers.js'
import { scheduledFixtures } from './scheduled-helpers.js'

/**
 * One change marker per account (history/marker.ts, issue 41): every kind of write that changes
 * what a diner sees shows on the account's public menu at the next request, and leaves another
 * account's cached menu in place (served from the cache, not rebuilt). The views counter's
 * flushes change no menu and empty no cache.
 */
describe(`one change marker per account (${DIALECT})`, () => {
  let t: TestApp
  /** Whether the page cache answered the last public-menu request (metrics.pageCache). */
  let lastHit: boolean | undefined
  before(async () => {
    t = await makeApp()
    const metrics = t.app.ctx.metrics
    const count = metrics.pageCache.bind(metrics)
    metrics.pageCache = (hit) => {
      lastHit = hit
      count(hit)
    }
  })
  after(async () => t.close())

  // A phone's browser: each page is a counted view (views/), as a diner's is.
  const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari'

  /** The public page of `key`, and whether the cache answered it. */
  async function page(key: string): Promise<{ html: string; hit: boolean }> {
    lastHit = undefined
    const res = await t.app.inject({ method: 'GET', url: `/m/${key}`, headers: { 'user-agent': PHONE } })
    assert.equal(res.statusCode, 200, res.body)
    assert.notEqual(lastHit, undefined, 'the page went through the page cache')
    return { html: res.body, hit: lastHit === true }
  }

  /** A verified owner whose first branch shows one dish, 'Café' at $30. */
  async function owner(plan?: 'NEGOCIO' | 'FRANCHISES') {
    const a = await account(t, plan)
    const api = menuApi(t, a.access_token)
    const [branch] = (await api.req('GET', '/v1/sucursales')).body.info as Array<{ id: number; route_key: string }>
    const cafe = await api.product(await api.category(await api.family('Bebidas'), 'Calientes'), 'Café', 30)
    return { ...a, api, branch: branch!, key: branch!.route_key, cafe }
  }

  /**
   * Warms both menus, runs `write` (of `writer`'s account), then: the writer's menu satisfies
   * `shows` at once, and the bystander's cached menu is answered from the cache, unchanged.
   */
  async function seenAtOnce(
    writer: { key: string },
    bystander: { key: string },
    write: () => Promise<unknown>,
    shows: (html: string) => boolean,
  ) {
    await page(writer.key)
    const still = await page(bystander.key)
    assert.ok((await page(bystander.key)).hit, "the bystander's menu is cached")
    assert.ok(!shows((await page(writer.key)).html), 'not shown before the write')
    await write()
    const after = await page(writer.key)
    assert.ok(shows(after.html), 'the write shows at once')
    assert.equal(after.hit, false)
    const other = await page(bystander.key)
    assert.ok(other.hit, "another account's write keeps this menu's cache entry")
    assert.equal(other.html, still.html)
  }

  it('a menu write (recorded by the history) and its undo', async () => {
    const [a, b] = [await owner(), await owner()]
    await seenAtOnce(
      a,
      b,
      async () => assert.equal((await a.api.req('PUT', `/v1/products/${a.cafe}`, { price: 91 })).status, 200),
      (html) => html.includes('$91'),
    )
    const [last] = (await a.api.read<{ items: Array<{ id: number }> }>('/v1/history')).items
    await seenAtOnce(
      a,
      b,
      async () => assert.equal((await a.api.req('POST', `/v1/history/${last!.id}/undo`)).status, 200),
      (html) => html.includes('$30') && !html.includes('$91'),
    )
  })

  it("a sold-out mark, the brand (settings) and a branch's template", async () => {
    const [a, b] = [await owner('FRANCHISES'), await owner()]
    await seenAtOnce(
      a,
      b,
      async () => {
        const body = { sucursal_id: a.branch.id, variant_id: null, until: 'end_of_day' }
        assert.equal((await a.api.req('PUT', `/v1/products/${a.cafe}/sold-out`, body)).status, 200)
      },
      (html) => html.includes('Agotado'),
    )
    await seenAtOnce(
      a,
      b,
      async () => assert.equal((await a.api.req('PUT', '/v1/profiles/me', { company: 'Casa Nueva' })).status, 200),
      (html) => html.includes('Casa Nueva'),
    )
    const template = await a.api.created('POST', '/v1/templates', { name: 'Zona norte' })
    assert.equal((await a.api.req('PUT', `/v1/sucursales/${a.branch.id}`, { template_id: template })).status, 200)
    await seenAtOnce(
      a,
      b,
      async () => {
        const rows = [{ product_id: a.cafe, price: 35 }]
        assert.equal((await a.api.req('PUT', `/v1/templates/${template}/products`, rows)).status, 200)
      },
      (html) => html.includes('$35'),
    )
  })

  it('a scheduled change applied by the job', async () => {
    const f = scheduledFixtures(t)
    const o = await f.owner()
    const [branch] = (await (await f.api(o)).read<Array<{ route_key: string }>>('/v1/sucursales'))!
    const a = { key: branch!.route_key }
    const b = await owner()
    const set = await f.scheduled(o, {
      name: 'Precios de temporada',
      run_at: f.inHours(1),
      changes: [{ entity: 'product', id: o.tacos, fields: { price: 87 } }],
    })
    f.travelPast(set.run_at)
    await seenAtOnce(
      a,
      b,
      async () => {
        await f.run()
        assert.equal((await f.statusOf(o, set.id))?.status, 'applied')
      },
      (html) => html.includes('$87'),
    )
  })

  it('a plan change, which the history does not record: by the CLI and by a lapsed subscription', async () => {
    const [a, b] = [await owner('NEGOCIO'), await owner()]
    assert.equal((await a.api.req('PUT', '/v1/profiles/me', { background_color: '#123abc' })).status, 200)
    const branded = (html: string) => html.toLowerCase().includes('#123abc')
    assert.ok(branded((await page(a.key)).html), 'the plan shows the brand')
    await seenAtOnce(
      a,
      b,
      () => accountsData(t.db).setPlan(a.id, 'FREEMIUM'),
      (html) => !branded(html),
    )
    await seenAtOnce(a, b, () => accountsData(t.db).setPlan(a.id, 'NEGOCIO'), branded)
    await seenAtOnce(
      a,
      b,
      () => inTransaction(t.db, (trx) => expireSubscription(trx, a.id, 'menu', t.config.now())),
      (html) => !branded(html),
    )
  })

  it('the views counter flushing changes no menu and empties no cache', async () => {
    const [a, b] = [await owner(), await owner()]
    const before = [await page(a.key), await page(b.key)]
    await t.app.menuViews.flush()
    const counted = await t.db.selectFrom('menu_views').select('account_id').where('account_id', 'in', [a.id, b.id])
    assert.ok((await counted.execute()).length > 0, 'the views were written')
    for (const [i, key] of [a.key, b.key].entries()) {
      const again = await page(key)
      assert.ok(again.hit, 'still served from the cache after the flush')
      assert.equal(again.html, before[i]!.html)
    }
  })

  it('the marker lives in the database: a write another instance makes shows at once', async () => {
    const second = await makeApp({ DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl ?? '' })
    try {
      const [a, b] = [await owner(), await owner()]
      await seenAtOnce(
        a,
        b,
        async () => {
          const res = await second.app.inject({
            method: 'PUT',
            url: `/v1/products/${a.cafe}`,
            headers: { authorization: `Bearer ${a.access_token}` },
            payload: { price: 64 },
          })
          assert.equal(res.statusCode, 200, res.body)
        },
        (html) => html.includes('$64'),
      )
    } finally {
      await second.close()
    }
  })

  it('migration 0033 drops every list_version trigger and the column, and its down brings them back (a SQLite file)', async () => {
    const db = createDb({ dataDir: tempDir('marker'), databaseUrl: undefined })
    try {
      await migrateToLatest(db)
      const names = async (query: ReturnType<typeof sql<{ name: string }>>) =>
        (await query.execute(db)).rows.map((r) => r.name)
      const listTriggers = async () =>
        (await names(sql`select name from sqlite_master where type = 'trigger'`)).filter((n) => n.startsWith('lv_'))
      const accountColumns = () => names(sql`select name from pragma_table_info('accounts')`)
      assert.deepEqual(await listTriggers(), [])
      assert.ok((await accountColumns()).includes('change_marker'))
      assert.ok(!(await accountColumns()).includes('list_version'))
      await changeMarker.down(db as never)
      // 0012's 17 tables, 0015's sold_out and 0016's template_schedules (3 events each), and the plan's.
      assert.equal((await listTriggers()).length, 19 * 3 + 1)
      assert.ok((await accountColumns()).includes('list_version'))
      await changeMarker.up(db as never)
      assert.deepEqual(await listTriggers(), [])
      assert.ok((await accountColumns()).includes('change_marker'))
    } finally {
      await db.destroy()
    }
  })
})
