import assert from 'node:assert/strict'
import { after, before, describe, it, mock } from 'node:test'
import { buildApp } from '../src/app.js'
import { createDb } from '../src/db/connection.js'
import { isoAt } from '../src/db/values.js'
import { scheduleScheduledChanges } from '../src/scheduled/schedule.js'
import { account, call, DIALECT, mailsTo, makeApp, menuApi, type TestApp, until } from './helpers.js'
import { type Owner, scheduledFixtures } from './scheduled-helpers.js'

describe(`the scheduled-changes job with several instances and its timer (${DIALECT})`, () => {
  let t: TestApp
  let f: ReturnType<typeof scheduledFixtures>
  before(async () => {
    t = await makeApp()
    f = scheduledFixtures(t)
  })
  after(async () => t.close())

  it('two app instances on one database running the job at once apply and e-mail each set once', async () => {
    // PostgreSQL: a second connection pool, as a second server would have. SQLite: the same file
    // through the same connection (one process cannot wait on its own second connection).
    const db2 = DIALECT === 'postgres' ? createDb(t.config) : t.db
    const app2 = await buildApp(t.config, { db: db2 })
    await app2.ready()
    try {
      const owners = [await f.owner(), await f.owner()]
      const sets: Array<{ o: Owner; id: number; name: string }> = []
      for (const [i, o] of owners.entries()) {
        for (const n of [1, 2, 3]) {
          const name = `Conjunto ${i}-${n}`
          const set = await f.scheduled(o, {
            name,
            run_at: f.inHours(1),
            changes: [
              { entity: 'product', id: o.tacos, fields: { price: 80 + n } },
              { entity: 'variant', id: o.variant, fields: { price: 10 + n } },
            ],
          })
          sets.push({ o, id: set.id, name })
        }
      }
      f.travelPast(f.inHours(1))
      // (Summaries are not asserted: on PostgreSQL the database holds other test files' sets too.)
      await Promise.all([f.run(t.app), f.run(app2), f.run(t.app), f.run(app2)])
      await Promise.all([f.run(t.app), f.run(app2)])
      for (const { o, id, name } of sets) {
        assert.equal((await f.statusOf(o, id))?.status, 'applied', name)
        assert.equal(
          mailsTo(t.config, o.email).filter((m) => m.subject === `Se aplicaron los cambios programados «${name}»`)
            .length,
          1,
          `${name} e-mailed once`,
        )
      }
      // Sets of one account apply in run_at order, then id: the last one's prices stand.
      for (const o of owners) assert.equal((await (await f.api(o)).productById(o.tacos)).price, 83)
      // Each set is one entry of its owner's history, named for it.
      for (const o of owners) {
        const history = await (await f.api(o)).read<{ items: Array<{ action: string; label: string | null }> }>(
          '/v1/history?page_size=200',
        )
        const mine = sets.filter((s) => s.o === o).map((s) => s.name)
        assert.deepEqual(
          history.items
            .filter((e) => e.action === 'scheduled')
            .map((e) => e.label)
            .sort(),
          [...mine].sort(),
        )
      }
    } finally {
      await app2.close()
      if (db2 !== t.db) await db2.destroy()
    }
  })

  it('the job as main.ts starts it runs by itself every SCHEDULED_CHANGES_INTERVAL_SECONDS and stops with the app', async () => {
    // The scheduler's timers (1 s with the interval at 1), watched: each one either fires (its run
    // is awaited) or is cleared at close, and none is set once the app has closed.
    const realSetTimeout = globalThis.setTimeout
    const realClearTimeout = globalThis.clearTimeout
    const timers: Array<{ timer: NodeJS.Timeout; run?: Promise<unknown> }> = []
    const cleared = new Set<unknown>()
    const setSpy = mock.method(globalThis, 'setTimeout', ((
      fn: (...args: unknown[]) => unknown,
      ms?: number,
      ...args: unknown[]
    ) => {
      if (ms !== 1000) return realSetTimeout(fn, ms, ...args)
      const entry: { timer: NodeJS.Timeout; run?: Promise<unknown> } = {
        timer: realSetTimeout(() => {
          entry.run = Promise.resolve(fn(...args))
        }, ms),
      }
      timers.push(entry)
      return entry.timer
    }) as typeof setTimeout)
    const clearSpy = mock.method(globalThis, 'clearTimeout', ((timer: NodeJS.Timeout) => {
      cleared.add(timer)
      realClearTimeout(timer)
    }) as typeof clearTimeout)
    try {
      const o = await f.owner()
      const app3 = await buildApp({ ...t.config, scheduledChangesIntervalSeconds: 1 }, { db: t.db })
      scheduleScheduledChanges(app3)
      await app3.ready()
      let set: { id: number; run_at: string }
      try {
        set = await f.scheduled(o, {
          name: 'Solo',
          run_at: f.inHours(1),
          changes: [{ entity: 'product', id: o.tacos, fields: { price: 77 } }],
        })
        f.travelPast(set.run_at)
        await until(
          async () => (await f.statusOf(o, set.id))?.status === 'applied',
          'a run started by itself applied the set',
        )
      } finally {
        await app3.close()
      }
      await Promise.all(timers.map((entry) => entry.run))
      const count = timers.length
      assert.ok(
        timers.every((entry) => entry.run !== undefined || cleared.has(entry.timer)),
        'every timer of the job ran or was cleared at close',
      )
      const later = await f.scheduled(o, {
        name: 'Después',
        run_at: f.inHours(1),
        changes: [{ entity: 'product', id: o.tacos, fields: { price: 78 } }],
      })
      f.travelPast(later.run_at)
      assert.equal(timers.length, count, 'no timer set after close')
      assert.equal((await f.statusOf(o, later.id))?.status, 'pending', 'no run after close')
    } finally {
      setSpy.mock.restore()
      clearSpy.mock.restore()
    }
  })
})

describe(`POST /__test__/clock runs the scheduled-changes job too (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({ TEST_CLOCK: '1' })
  })
  after(async () => t.close())

  it('a set due after the move is applied before the answer', async () => {
    const a = await account(t)
    const menu = menuApi(t, a.access_token)
    const tacos = await menu.product(await menu.category(await menu.family('Comidas'), 'Tacos'), 'Tacos', 80)
    const set = await call(t.app, {
      method: 'POST',
      url: '/v1/scheduled-changes',
      token: a.access_token,
      payload: {
        name: 'En dos minutos',
        run_at: isoAt(t.config.now() + 2 * 60 * 1000),
        changes: [{ entity: 'product', id: tacos, fields: { price: 90 } }],
      },
    })
    assert.equal(set.status, 201, JSON.stringify(set.body))
    const moved = await call(t.app, { method: 'POST', url: '/__test__/clock', payload: { advance_minutes: 3 } })
    assert.equal(moved.status, 200)
    assert.equal((await menu.productById(tacos)).price, 90)
  })
})
