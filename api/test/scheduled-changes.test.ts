import assert from 'node:assert/strict'
import { after, before, describe, it, mock } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import { accountsData } from '../src/data/accounts.js'
import { createDb } from '../src/db/connection.js'
import { isoAt } from '../src/db/values.js'
import { CLAIM_STALE_MS } from '../src/scheduled/claim.js'
import { runScheduledChanges } from '../src/scheduled/job.js'
import { scheduleScheduledChanges } from '../src/scheduled/schedule.js'
import {
  account,
  call,
  DIALECT,
  login,
  mailsTo,
  makeApp,
  marketingApi,
  menuApi,
  type TestApp,
  until,
} from './helpers.js'

const HOUR = 60 * 60 * 1000

describe(`scheduled changes (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const run = (app: FastifyInstance = t.app) => runScheduledChanges(app.ctx, app.log)
  /** An instant `hours` from the app's now, with its offset (Z). */
  const inHours = (hours: number) => isoAt(t.config.now() + hours * HOUR)

  /** A verified owner with a small menu: two products, a variant, a promotion and an ad. */
  async function owner(plan: 'FREEMIUM' | 'NEGOCIO' | 'FRANCHISES' = 'FRANCHISES') {
    const a = await account(t, plan === 'FREEMIUM' ? 'NEGOCIO' : plan)
    const menu = menuApi(t, a.access_token)
    const marketing = marketingApi(t, a.access_token)
    const category = await menu.category(await menu.family('Comidas'), 'Tacos')
    const tacos = await menu.product(category, 'Tacos al pastor', 80)
    const agua = await menu.product(category, 'Agua de horchata', 30)
    const group = await menu.group('Tamaño', [{ name: 'Grande', price: 10 }])
    const variant = (await menu.groupById(group)).variants[0]!.id
    const promo = await marketing.promotion('2x1')
    const ad = await marketing.ad('Verano')
    if (plan === 'FREEMIUM') await accountsData(t.db).setPlan(a.id, 'FREEMIUM')
    return { ...a, category, tacos, agua, group, variant, promo, ad }
  }
  type Owner = Awaited<ReturnType<typeof owner>>

  /** The owner's API with a fresh token (the clock moves by hours, past the token's 15 minutes). */
  const api = async (o: Owner) => {
    const token = (await login(t, o.email)).access_token
    return { ...menuApi(t, token), ...marketingApi(t, token), token }
  }
  const schedule = async (o: Owner, body: object) =>
    call(t.app, { method: 'POST', url: '/v1/scheduled-changes', token: (await api(o)).token, payload: body })
  const list = async (o: Owner) => {
    const res = await call(t.app, { method: 'GET', url: '/v1/scheduled-changes', token: (await api(o)).token })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    return res.body.info.items as Array<{
      id: number
      name: string
      status: string
      run_at: string
      applied_at: string | null
      error: string | null
    }>
  }
  const cancel = async (o: Owner, id: number) =>
    call(t.app, { method: 'DELETE', url: `/v1/scheduled-changes/${id}`, token: (await api(o)).token })
  const statusOf = async (o: Owner, id: number) => (await list(o)).find((s) => s.id === id)
  /** Moves the clock just past `iso`. */
  const travelPast = (iso: string) => {
    const ms = Date.parse(iso) - t.config.now() + 1000
    if (ms > 0) t.travel(ms)
  }
  const scheduled = async (o: Owner, body: object): Promise<{ id: number; run_at: string }> => {
    const res = await schedule(o, body)
    assert.equal(res.status, 201, JSON.stringify(res.body))
    return res.body.info
  }

  it('creates a pending set with the items’ names; a local run_at is read in the first branch’s zone', async () => {
    const o = await owner()
    const res = await schedule(o, {
      name: 'Precios de enero',
      run_at: '2031-01-15T08:00:00-06:00',
      changes: [
        { entity: 'product', id: o.tacos, fields: { price: 95.5, enabled: true } },
        { entity: 'variant', id: o.variant, fields: { price: 12 } },
        { entity: 'promotion', id: o.promo, fields: { enabled: false } },
        { entity: 'advertising', id: o.ad, fields: { enabled: false } },
      ],
    })
    assert.equal(res.status, 201, JSON.stringify(res.body))
    const set = res.body.info
    assert.deepEqual(
      { ...set, id: undefined, created_at: undefined },
      {
        id: undefined,
        name: 'Precios de enero',
        run_at: '2031-01-15T14:00:00.000Z',
        status: 'pending',
        changes: [
          { entity: 'product', id: o.tacos, name: 'Tacos al pastor', fields: { price: 95.5, enabled: true } },
          { entity: 'variant', id: o.variant, name: 'Grande', fields: { price: 12 } },
          { entity: 'promotion', id: o.promo, name: '2x1', fields: { enabled: false } },
          { entity: 'advertising', id: o.ad, name: 'Verano', fields: { enabled: false } },
        ],
        created_at: undefined,
        applied_at: null,
        error: null,
      },
    )
    const product = { entity: 'product', id: o.tacos, fields: { price: 90 } }
    // Local wall-clock time: the app's zone (Mexico City, UTC-6) while the branch has none of its own...
    assert.equal(
      (await scheduled(o, { name: 'Local', run_at: '2031-01-15T08:00', changes: [product] })).run_at,
      '2031-01-15T14:00:00.000Z',
    )
    // ...then the first branch's zone (Tijuana: UTC-8 in January, UTC-7 in July).
    const a = await api(o)
    const branch = (await a.read<Array<{ id: number }>>('/v1/sucursales'))[0]!.id
    assert.equal((await a.req('PUT', `/v1/sucursales/${branch}`, { time_zone: 'America/Tijuana' })).status, 200)
    assert.equal(
      (await scheduled(o, { name: 'Invierno', run_at: '2031-01-15T08:00', changes: [product] })).run_at,
      '2031-01-15T16:00:00.000Z',
    )
    assert.equal(
      (await scheduled(o, { name: 'Verano', run_at: '2031-07-15T08:30', changes: [product] })).run_at,
      '2031-07-15T15:30:00.000Z',
    )
  })

  it('validates a set when created, with the rules of each item’s own update; nothing is stored on an error', async () => {
    const o = await owner()
    const other = await owner()
    const ok = { entity: 'product', id: o.tacos, fields: { price: 90 } }
    const refused = async (body: object, status: number, code: string, field: string, message?: string) => {
      const res = await schedule(o, { name: 'Cambios', run_at: inHours(2), changes: [ok], ...body })
      assert.deepEqual(
        [res.status, res.body.error?.code, res.body.error?.field],
        [status, code, field],
        JSON.stringify(res.body),
      )
      if (message) assert.equal(res.body.error.message, message)
    }
    // The shared price rule (two decimals at most), as PUT /v1/products/{id} answers it.
    const productPrice = await call(t.app, {
      method: 'PUT',
      url: `/v1/products/${o.tacos}`,
      token: (await api(o)).token,
      payload: { price: 12.345 },
    })
    assert.equal(productPrice.status, 400)
    await refused(
      { changes: [ok, { entity: 'product', id: o.agua, fields: { price: 12.345 } }] },
      400,
      'VALIDATION_ERROR',
      'changes.1.fields.price',
      productPrice.body.error.message,
    )
    await refused(
      { changes: [{ entity: 'variant', id: o.variant, fields: { price: -1 } }] },
      400,
      'VALIDATION_ERROR',
      'changes.0.fields.price',
    )
    await refused(
      { changes: [{ entity: 'promotion', id: o.promo, fields: { price: 5 } }] },
      400,
      'VALIDATION_ERROR',
      'changes.0.fields.price',
    )
    await refused(
      { changes: [{ entity: 'product', id: o.tacos, fields: {} }] },
      400,
      'VALIDATION_ERROR',
      'changes.0.fields',
    )
    await refused({ changes: [ok, ok] }, 400, 'VALIDATION_ERROR', 'changes.1.id')
    // Another account's id is a 404 exactly like a missing one.
    await refused(
      { changes: [ok, { entity: 'product', id: other.tacos, fields: { enabled: false } }] },
      404,
      'RESOURCE_NOT_FOUND',
      'changes.1.id',
    )
    await refused(
      { changes: [{ entity: 'variant', id: other.variant, fields: { enabled: false } }] },
      404,
      'RESOURCE_NOT_FOUND',
      'changes.0.id',
    )
    await refused(
      { changes: [{ entity: 'promotion', id: 2_000_000_000, fields: { enabled: false } }] },
      404,
      'RESOURCE_NOT_FOUND',
      'changes.0.id',
    )
    // run_at: in the future, a real date, in one of the two forms.
    await refused(
      { run_at: inHours(-1) },
      400,
      'VALIDATION_ERROR',
      'run_at',
      'Elige una fecha y hora posteriores a este momento.',
    )
    await refused({ run_at: '2031-02-30T08:00' }, 400, 'VALIDATION_ERROR', 'run_at', 'La fecha u hora no existe.')
    await refused({ run_at: 'mañana' }, 400, 'VALIDATION_ERROR', 'run_at')
    await refused(
      { changes: [{ entity: 'category', id: o.category, fields: { enabled: false } }] },
      400,
      'VALIDATION_ERROR',
      'changes.0.entity',
    )
    assert.deepEqual(await list(o), [])
  })

  it('promotions need the Promotions scope and advertising the Advertising scope: 403 SCOPE_REQUIRED', async () => {
    const free = await owner('FREEMIUM') // Gratis: promotions, no advertising
    const res = await schedule(free, {
      name: 'Anuncio',
      run_at: inHours(1),
      changes: [
        { entity: 'promotion', id: free.promo, fields: { enabled: false } },
        { entity: 'advertising', id: free.ad, fields: { enabled: false } },
      ],
    })
    assert.deepEqual(
      [res.status, res.body.error.code, res.body.error.field, res.body.error.message],
      [403, 'SCOPE_REQUIRED', 'changes.1.entity', 'Tu plan no incluye Publicidad'],
    )
    await scheduled(free, {
      name: 'Promo',
      run_at: inHours(1),
      changes: [{ entity: 'promotion', id: free.promo, fields: { enabled: false } }],
    })
  })

  it('lists pending sets first (soonest first), then the others newest first; cancels a pending set once', async () => {
    const o = await owner()
    const change = [{ entity: 'product', id: o.tacos, fields: { enabled: false } }]
    const late = await scheduled(o, { name: 'Tarde', run_at: inHours(30), changes: change })
    const soon = await scheduled(o, { name: 'Pronto', run_at: inHours(10), changes: change })
    const middle = await scheduled(o, { name: 'Medio', run_at: inHours(20), changes: change })
    const first = await scheduled(o, { name: 'Primero', run_at: inHours(5), changes: change })
    assert.deepEqual(
      (await list(o)).map((s) => [s.name, s.status]),
      [
        ['Primero', 'pending'],
        ['Pronto', 'pending'],
        ['Medio', 'pending'],
        ['Tarde', 'pending'],
      ],
    )
    const cancelled = await cancel(o, middle.id)
    assert.equal(cancelled.status, 204)
    assert.equal(cancelled.body, '')
    const again = await cancel(o, middle.id)
    assert.deepEqual([again.status, again.body.error.code], [409, 'SCHEDULED_CHANGE_NOT_PENDING'])
    travelPast(soon.run_at)
    await run()
    const missing = await cancel(o, 2_000_000_000)
    assert.deepEqual([missing.status, missing.body.error.code], [404, 'RESOURCE_NOT_FOUND'])
    assert.deepEqual(
      (await list(o)).map((s) => [s.name, s.status]),
      [
        ['Tarde', 'pending'],
        ['Medio', 'cancelled'],
        ['Pronto', 'applied'],
        ['Primero', 'applied'],
      ],
    )
    assert.equal((await cancel(o, first.id)).body.error.code, 'SCHEDULED_CHANGE_NOT_PENDING')
    assert.equal((await statusOf(o, late.id))?.status, 'pending')
  })

  it('the job applies a due set once, all of it, and e-mails the owner', async () => {
    const o = await owner()
    const set = await scheduled(o, {
      name: 'Precios de enero',
      run_at: inHours(3),
      changes: [
        { entity: 'product', id: o.tacos, fields: { price: 95.5 } },
        { entity: 'product', id: o.agua, fields: { enabled: false } },
        { entity: 'variant', id: o.variant, fields: { price: 12, enabled: false } },
        { entity: 'promotion', id: o.promo, fields: { enabled: false } },
        { entity: 'advertising', id: o.ad, fields: { enabled: false } },
      ],
    })
    await run()
    assert.equal((await (await api(o)).productById(o.tacos)).price, 80, 'not before run_at')
    travelPast(set.run_at)
    await run()
    await run() // applied once: nothing left to do
    const a = await api(o)
    assert.deepEqual([(await a.productById(o.tacos)).price, (await a.productById(o.tacos)).enabled], [95.5, true])
    assert.equal((await a.productById(o.agua)).enabled, false)
    const variant = (await a.groupById(o.group)).variants[0]!
    assert.deepEqual([variant.price, variant.enabled], [12, false])
    assert.equal((await a.promotionById(o.promo)).enabled, false)
    assert.equal((await a.advertisingById(o.ad)).enabled, false)
    const after = await statusOf(o, set.id)
    assert.equal(after?.status, 'applied')
    assert.equal(after?.error, null)
    assert.ok(after?.applied_at && Date.parse(after.applied_at) >= Date.parse(set.run_at))
    const mails = mailsTo(t.config, o.email).filter((m) => m.subject.includes('cambios programados'))
    assert.deepEqual(
      mails.map((m) => m.subject),
      ['Se aplicaron los cambios programados «Precios de enero»'],
    )
    for (const part of [
      'Producto «Tacos al pastor»: precio $95.50',
      'Variante «Grande»: precio $12, inactivo',
      'Anuncio «Verano»: inactivo',
    ])
      assert.ok(mails[0]!.text.includes(part), `${part} in ${mails[0]!.text}`)
  })

  it('one change that cannot be made leaves the whole menu unchanged: failed, with the reason, and e-mailed', async () => {
    const o = await owner()
    const set = await scheduled(o, {
      name: 'Cambios de <marzo>',
      run_at: inHours(2),
      changes: [
        { entity: 'product', id: o.tacos, fields: { price: 99, enabled: false } },
        { entity: 'variant', id: o.variant, fields: { price: 15 } },
        { entity: 'product', id: o.agua, fields: { price: 35 } },
      ],
    })
    const a = await api(o)
    assert.equal((await a.req('DELETE', `/v1/products/${o.agua}`)).status, 200)
    travelPast(set.run_at)
    await run()
    const b = await api(o)
    const tacos = await b.productById(o.tacos)
    assert.deepEqual([tacos.price, tacos.enabled], [80, true], 'the first change was rolled back')
    assert.equal((await b.groupById(o.group)).variants[0]!.price, 10)
    const after = await statusOf(o, set.id)
    assert.deepEqual(
      [after?.status, after?.error, after?.applied_at],
      ['failed', 'El producto «Agua de horchata» ya no existe.', null],
    )
    const mail = mailsTo(t.config, o.email).at(-1)!
    assert.equal(mail.subject, 'No se pudieron aplicar los cambios programados «Cambios de <marzo>»')
    assert.ok(mail.text.includes('El producto «Agua de horchata» ya no existe.'), mail.text)
    assert.ok(mail.text.includes('Tu menú no cambió.'), mail.text)
    assert.ok(mail.html.includes('Cambios de &#60;marzo&#62;'), mail.html)
    assert.equal((await cancel(o, set.id)).body.error.code, 'SCHEDULED_CHANGE_NOT_PENDING')
  })

  it('a plan that lost the scope by run time fails the set, with the reason', async () => {
    const o = await owner('NEGOCIO')
    const set = await scheduled(o, {
      name: 'Sin anuncio',
      run_at: inHours(1),
      changes: [
        { entity: 'product', id: o.tacos, fields: { price: 70 } },
        { entity: 'advertising', id: o.ad, fields: { enabled: false } },
      ],
    })
    await accountsData(t.db).setPlan(o.id, 'FREEMIUM')
    travelPast(set.run_at)
    await run()
    assert.equal((await (await api(o)).productById(o.tacos)).price, 80)
    const after = await statusOf(o, set.id)
    assert.deepEqual([after?.status, after?.error], ['failed', 'Tu plan no incluye Publicidad: el anuncio «Verano».'])
  })

  it('a set held by another run is left to it; a claim gone stale is taken over', async () => {
    const o = await owner()
    const set = await scheduled(o, {
      name: 'Retenido',
      run_at: inHours(1),
      changes: [{ entity: 'product', id: o.tacos, fields: { price: 85 } }],
    })
    travelPast(set.run_at)
    await t.db
      .updateTable('scheduled_changes')
      .set({ claim_key: 'scheduled:other-instance', claimed_at: isoAt(t.config.now()) })
      .where('id', '=', set.id)
      .execute()
    await run()
    assert.equal((await statusOf(o, set.id))?.status, 'pending')
    assert.equal((await (await api(o)).productById(o.tacos)).price, 80)
    t.travel(CLAIM_STALE_MS + 1000) // that instance died
    await run()
    assert.equal((await statusOf(o, set.id))?.status, 'applied')
    assert.equal((await (await api(o)).productById(o.tacos)).price, 85)
  })

  it('two app instances on one database running the job at once apply and e-mail each set once', async () => {
    // PostgreSQL: a second connection pool, as a second server would have. SQLite: the same file
    // through the same connection (one process cannot wait on its own second connection).
    const db2 = DIALECT === 'postgres' ? createDb(t.config) : t.db
    const app2 = await buildApp(t.config, { db: db2 })
    await app2.ready()
    try {
      const owners = [await owner(), await owner()]
      const sets: Array<{ o: Owner; id: number; name: string }> = []
      for (const [i, o] of owners.entries()) {
        for (const n of [1, 2, 3]) {
          const name = `Conjunto ${i}-${n}`
          const set = await scheduled(o, {
            name,
            run_at: inHours(1),
            changes: [
              { entity: 'product', id: o.tacos, fields: { price: 80 + n } },
              { entity: 'variant', id: o.variant, fields: { price: 10 + n } },
            ],
          })
          sets.push({ o, id: set.id, name })
        }
      }
      travelPast(inHours(1))
      // (Summaries are not asserted: on PostgreSQL the database holds other test files' sets too.)
      await Promise.all([run(t.app), run(app2), run(t.app), run(app2)])
      await Promise.all([run(t.app), run(app2)])
      for (const { o, id, name } of sets) {
        assert.equal((await statusOf(o, id))?.status, 'applied', name)
        assert.equal(
          mailsTo(t.config, o.email).filter((m) => m.subject === `Se aplicaron los cambios programados «${name}»`)
            .length,
          1,
          `${name} e-mailed once`,
        )
      }
      // Sets of one account apply in run_at order, then id: the last one's prices stand.
      for (const o of owners) assert.equal((await (await api(o)).productById(o.tacos)).price, 83)
    } finally {
      await app2.close()
      if (db2 !== t.db) await db2.destroy()
    }
  })

  it("another account's set is a 404 and is not listed", async () => {
    const a = await owner()
    const b = await owner()
    const set = await scheduled(a, {
      name: 'De A',
      run_at: inHours(4),
      changes: [{ entity: 'product', id: a.tacos, fields: { price: 1 } }],
    })
    const res = await cancel(b, set.id)
    assert.deepEqual([res.status, res.body.error.code], [404, 'RESOURCE_NOT_FOUND'])
    assert.deepEqual(await list(b), [])
    assert.equal((await statusOf(a, set.id))?.status, 'pending')
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
      const o = await owner()
      const app3 = await buildApp({ ...t.config, scheduledChangesIntervalSeconds: 1 }, { db: t.db })
      scheduleScheduledChanges(app3)
      await app3.ready()
      let set: { id: number; run_at: string }
      try {
        set = await scheduled(o, {
          name: 'Solo',
          run_at: inHours(1),
          changes: [{ entity: 'product', id: o.tacos, fields: { price: 77 } }],
        })
        travelPast(set.run_at)
        await until(
          async () => (await statusOf(o, set.id))?.status === 'applied',
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
      const later = await scheduled(o, {
        name: 'Después',
        run_at: inHours(1),
        changes: [{ entity: 'product', id: o.tacos, fields: { price: 78 } }],
      })
      travelPast(later.run_at)
      assert.equal(timers.length, count, 'no timer set after close')
      assert.equal((await statusOf(o, later.id))?.status, 'pending', 'no run after close')
    } finally {
      setSpy.mock.restore()
      clearSpy.mock.restore()
    }
  })
})
