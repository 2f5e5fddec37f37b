import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, before, describe, it, mock } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import type { PaymentProvider } from '../src/billing/payments/provider.js'
import { runRenewals } from '../src/billing/renewals/job.js'
import { scheduleRenewals } from '../src/billing/renewals/schedule.js'
import { nextPeriodEnd, periodsFrom } from '../src/billing/renewals/period.js'
import { priceListFromRows, seedPriceRows } from '../src/billing/pricing.js'
import { settle } from '../src/billing/subscriptions/settle.js'
import { addInterval } from '../src/billing/subscription-rules.js'
import { loadConfig } from '../src/config.js'
import { productionRefusals } from '../src/production-checks.js'
import { createDb, type Db } from '../src/db/connection.js'
import { receiptEmail } from '../src/mail/receipt.js'
import { saveCard as saveCardOf, VISA_OK, watchCharges } from './billing-helpers.js'
import { account, call, DIALECT, lastMail, login, makeApp, type TestApp, until } from './helpers.js'

const FAILS_ON_RENEWAL = '4000 0000 0000 0341'
const ZONE = 'America/Mexico_City'
const DAY = 24 * 60 * 60 * 1000

describe('renewal periods count from the first period (pure)', () => {
  it('a Jan 31 subscription ends Feb 28, then Mar 31, Apr 30, May 31 (no drift to the 28th)', () => {
    const start = '2027-01-31T18:00:00.000Z' // noon in Mexico City
    const feb = addInterval(start, 'monthly', { timeZone: ZONE })
    assert.equal(feb, '2027-02-28T18:00:00.000Z')
    const first = nextPeriodEnd(
      { interval: 'monthly', current_period_start: start, expires_at: feb, period_anchor: null },
      'monthly',
      ZONE,
    )
    assert.deepEqual(first, { expires_at: '2027-03-31T18:00:00.000Z', period_anchor: start })
    const second = nextPeriodEnd(
      { interval: 'monthly', current_period_start: feb, expires_at: first.expires_at, period_anchor: start },
      'monthly',
      ZONE,
    )
    assert.deepEqual(second, { expires_at: '2027-04-30T18:00:00.000Z', period_anchor: start })
    const third = nextPeriodEnd(
      {
        interval: 'monthly',
        current_period_start: first.expires_at,
        expires_at: second.expires_at,
        period_anchor: start,
      },
      'monthly',
      ZONE,
    )
    assert.equal(third.expires_at, '2027-05-31T18:00:00.000Z')
    assert.equal(periodsFrom(start, third.expires_at, 'monthly', ZONE), 4)
  })

  it('ignores a stale anchor (a new period after a resume), and starts a new series when the interval changes', () => {
    const stale = nextPeriodEnd(
      {
        interval: 'monthly',
        current_period_start: '2027-06-10T18:00:00.000Z',
        expires_at: '2027-07-10T18:00:00.000Z',
        period_anchor: '2027-01-31T18:00:00.000Z',
      },
      'monthly',
      ZONE,
    )
    assert.deepEqual(stale, { expires_at: '2027-08-10T18:00:00.000Z', period_anchor: '2027-06-10T18:00:00.000Z' })
    const yearly = nextPeriodEnd(
      {
        interval: 'monthly',
        current_period_start: '2027-01-31T18:00:00.000Z',
        expires_at: '2027-02-28T18:00:00.000Z',
        period_anchor: null,
      },
      'yearly',
      ZONE,
    )
    assert.deepEqual(yearly, { expires_at: '2028-02-28T18:00:00.000Z', period_anchor: '2027-02-28T18:00:00.000Z' })
    // Neither anchor on the series (e.g. an add-on bought mid-period): from the current end.
    const loose = nextPeriodEnd(
      {
        interval: 'monthly',
        current_period_start: '2027-02-10T18:00:00.000Z',
        expires_at: '2027-02-28T18:00:00.000Z',
        period_anchor: null,
      },
      'monthly',
      ZONE,
    )
    assert.equal(loose.expires_at, '2027-03-28T18:00:00.000Z')
  })

  it('an unpaid subscription is kept for the grace, then expires (settle with unpaidGraceMs)', () => {
    const prices = priceListFromRows('MXN', seedPriceRows())
    const end = '2027-03-31T18:00:00.000Z'
    const row = {
      kind: 'menu' as const,
      plan_code: 'NEGOCIO',
      interval: 'monthly' as const,
      quantity: 1,
      amount_cents: 29900,
      status: 'unpaid' as const,
      demo: 0 as const,
      expires_at: end,
      next_plan_code: null,
      next_interval: null,
      next_quantity: null,
    }
    const at = (ms: number) => ({ now: Date.parse(end) + ms, prices, timeZone: ZONE, unpaidGraceMs: 15 * DAY })
    assert.deepEqual(settle(row, at(15 * DAY - 1)), { kind: 'none' })
    assert.deepEqual(settle(row, at(15 * DAY)), { kind: 'expire' })
    assert.equal(settle({ ...row, status: 'active' }, at(0)).kind, 'renew')
  })

  it('the receipt names the plan, amount (shared price format), period and card in Spanish', () => {
    const m = receiptEmail({
      to: 'a@example.com',
      company: 'La <Cantina>',
      item: 'Negocio (mensual)',
      amountCents: 29900,
      currency: 'MXN',
      periodStart: '2027-02-28T18:00:00.000Z',
      periodEnd: '2027-03-31T18:00:00.000Z',
      card: { brand: 'visa', last4: '4242' },
      timeZone: ZONE,
    })
    assert.equal(m.subject, 'Recibo de tu suscripción - Menú Digital')
    for (const part of [
      'Negocio (mensual)',
      '$299 MXN',
      'del 28 de febrero de 2027 al 31 de marzo de 2027',
      'Visa terminada en 4242',
    ])
      assert.ok(m.text.includes(part), part)
    assert.ok(m.html.includes('La &#60;Cantina&#62;'))
    const usd = receiptEmail({
      to: 'b@example.com',
      company: 'X',
      item: '1 sucursal adicional (mensual)',
      amountCents: 1250,
      currency: 'USD',
      periodStart: '2027-01-15T18:00:00Z',
      periodEnd: '2027-02-15T18:00:00Z',
      card: undefined,
      timeZone: ZONE,
    })
    assert.ok(usd.text.includes('cobramos $12.50 USD a tu tarjeta guardada'), usd.text)
  })
})

describe('TEST_CLOCK', () => {
  it('is refused in production, with a clear error', () => {
    const sites = {
      PUBLIC_URL: 'https://panel.example.com',
      PUBLIC_MENU_URL: 'https://menu.example.com',
      SMTP_URL: 'smtp://smtp.example.com',
      PAYMENTS_PROVIDER: 'sandbox',
      JWT_SECRET: 'x'.repeat(48),
    }
    assert.deepEqual(productionRefusals(loadConfig({ TEST_CLOCK: '1', NODE_ENV: 'production', ...sites })), [
      'TEST_CLOCK=1 is for browser tests only: unset it',
    ])
    assert.deepEqual(productionRefusals(loadConfig({ TEST_CLOCK: '1', NODE_ENV: 'test' })), [])
    assert.equal(loadConfig({ NODE_ENV: 'production' }).testClock, undefined)
    assert.equal(loadConfig({}).renewalIntervalSeconds, 600)
    assert.equal(loadConfig({ RENEWAL_INTERVAL_SECONDS: '0' }).renewalIntervalSeconds, 0)
  })
})

describe(`renewal job (${DIALECT})`, () => {
  let t: TestApp
  /** Provider charges per idempotency key ('<accountId>:<key>'), through every app of this test. */
  const providerCalls: string[] = []
  const counting = (inner: PaymentProvider) =>
    watchCharges(inner, async (request) => {
      providerCalls.push(request.idempotencyKey)
      await sleep(30) // held a moment, so concurrent runs overlap
    })

  before(async () => {
    t = await makeApp()
    t.app.ctx.payments = counting(t.app.ctx.payments)
  })
  after(async () => t.close())

  let keys = 0
  const key = () => `renov-${process.pid}-${++keys}`
  const send = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    call(t.app, { method, url, token, ...(payload ? { payload } : {}), headers: { 'idempotency-key': key() } })
  const run = (app: FastifyInstance = t.app) => runRenewals(app.ctx, app.log)
  const chargesOf = (accountId: number) => providerCalls.filter((k) => k.startsWith(`${accountId}:renewal:`))

  const saveCard = (token: string, number = VISA_OK) => saveCardOf(t.app, token, number)

  /** A verified account with a card and a paid menu plan (monthly). */
  async function subscribed(plan: 'NEGOCIO' | 'FRANCHISES', card = VISA_OK) {
    const a = await account(t)
    await saveCard(a.access_token, card)
    const res = await send(a.access_token, 'POST', '/v1/subscriptions/menu', { plan_code: plan, interval: 'monthly' })
    assert.equal(res.status, 201, JSON.stringify(res.body))
    return a
  }

  type Owner = { email: string; access_token: string }
  /** A fresh access token: the clock moves by weeks, past the token's 15 minutes. */
  const fresh = async (a: Owner) => (await login(t, a.email)).access_token
  const profile = async (a: Owner) =>
    (await call(t.app, { method: 'GET', url: '/v1/profiles/me', token: await fresh(a) })).body.info
  const history = async (a: Owner) =>
    (await call(t.app, { method: 'GET', url: '/v1/subscriptions/billing?amount=true', token: await fresh(a) })).body
      .info as Array<{ action: string; description: string; amount: number; expires_at: string }>
  const branchLimit = (p: { plan: { scopes: Array<{ name: string; limit: number | null }> } }) =>
    p.plan.scopes.find((s) => s.name === 'Sucursales')?.limit
  const enabledBranches = async (db: Db, accountId: number) =>
    (await db.selectFrom('sucursales').select('enabled').where('account_id', '=', accountId).execute()).map((r) =>
      Number(r.enabled),
    )
  /** Moves the clock just past `iso`. */
  const travelPast = (iso: string) => {
    const ms = Date.parse(iso) - t.config.now() + 60_000
    if (ms > 0) t.travel(ms)
  }

  it('renews an active Negocio with 4242: one charge, history renewal, expires_at + 1 month, a receipt; a second run at the same time charges nothing', async () => {
    const a = await subscribed('NEGOCIO')
    const before = (await profile(a)).subscriptions[0]
    await run()
    assert.deepEqual(chargesOf(a.id), [], 'nothing is due before expires_at')
    travelPast(before.expires_at)
    await run()
    await run() // same `now`: already renewed
    assert.deepEqual(chargesOf(a.id), [`${a.id}:renewal:menu:${before.expires_at}`])
    const after = (await profile(a)).subscriptions[0]
    assert.deepEqual(
      [after.status, after.plan, after.amount, after.expires_at],
      ['active', 'NEGOCIO', 299, addInterval(before.expires_at, 'monthly', { timeZone: t.config.timeZone })],
    )
    const rows = await history(a)
    assert.deepEqual(
      rows.map((r) => r.action),
      ['renewal', 'activation'],
    )
    assert.deepEqual(
      [rows[0].description, rows[0].amount, rows[0].expires_at],
      ['Renovación de Negocio (mensual)', 299, after.expires_at],
    )
    const mail = lastMail(t.config, a.email)
    assert.equal(mail.subject, 'Recibo de tu suscripción - Menú Digital')
    for (const part of ['Negocio (mensual)', '$299 MXN', 'Visa terminada en 4242'])
      assert.ok(mail.text.includes(part), part)
    const charge = await t.db
      .selectFrom('charges')
      .select(['status', 'amount_cents', 'description'])
      .where('account_id', '=', a.id)
      .where('idempotency_key', '=', `renewal:menu:${before.expires_at}`)
      .executeTakeFirstOrThrow()
    assert.deepEqual(
      [charge.status, Number(charge.amount_cents), charge.description],
      ['succeeded', 29900, 'Renovación de Negocio (mensual)'],
    )
  })

  it("an upgrade carried to the renewal (under the provider's minimum) is charged once, with the period: history, charge and receipt say so", async () => {
    const a = await subscribed('NEGOCIO')
    const start = (await profile(a)).subscriptions[0]
    t.travel(Date.parse(start.expires_at) - t.config.now() - DAY / 2)
    const up = await send(await fresh(a), 'PUT', '/v1/subscriptions/menu', {
      plan_code: 'FRANCHISES',
      interval: 'monthly',
    })
    assert.equal(up.status, 200, JSON.stringify(up.body))
    assert.deepEqual(chargesOf(a.id), [])
    assert.deepEqual(
      (await history(a)).map((r) => [r.action, r.description, r.amount]),
      [
        ['upgraded', 'Cambio a Franquicias (prorrateo de 1 día). Se cobrará en tu próxima renovación: $3.34 MXN', 0],
        ['activation', 'Plan Negocio mensual', 299],
      ],
    )
    travelPast(start.expires_at)
    await run()
    await run() // same `now`: already renewed, nothing charged again
    const description = 'Renovación de Franquicias (mensual), más $3.34 MXN de un cambio del periodo anterior'
    const charge = await t.db
      .selectFrom('charges')
      .select(['status', 'amount_cents', 'description'])
      .where('account_id', '=', a.id)
      .where('idempotency_key', '=', `renewal:menu:${start.expires_at}`)
      .executeTakeFirstOrThrow()
    assert.deepEqual(
      [charge.status, Number(charge.amount_cents), charge.description],
      ['succeeded', 39900 + 334, description],
    )
    const rows = await history(a)
    assert.deepEqual([rows[0].action, rows[0].description, rows[0].amount], ['renewal', description, 402.34])
    const mail = lastMail(t.config, a.email)
    for (const part of ['$402.34 MXN', 'Incluye: $3.34 MXN de un cambio del periodo anterior'])
      assert.ok(mail.text.includes(part), `${part} in ${mail.text}`)
    const menu = () =>
      t.db
        .selectFrom('subscriptions')
        .select(['carried_cents', 'expires_at'])
        .where('account_id', '=', a.id)
        .where('kind', '=', 'menu')
        .executeTakeFirstOrThrow()
    assert.equal(Number((await menu()).carried_cents), 0, 'charged once: nothing is carried any more')

    // The next period is the plan's price alone.
    travelPast((await menu()).expires_at)
    await run()
    assert.equal(chargesOf(a.id).length, 2)
    const next = (await history(a))[0]
    assert.deepEqual([next.description, next.amount], ['Renovación de Franquicias (mensual)', 399])
    // Ended at its period end: later runs of this file (the clock moves on by years) have one account less to renew.
    await call(t.app, { method: 'POST', url: '/v1/subscriptions/menu/cancel', token: await fresh(a) })
  })

  it('a card that fails on renewal (4000 0000 0000 0341): unpaid, expires_at kept, no history line; ends to FREEMIUM after the grace', async () => {
    const a = await subscribed('NEGOCIO', FAILS_ON_RENEWAL)
    const before = (await profile(a)).subscriptions[0]
    travelPast(before.expires_at)
    const summary = await run()
    assert.ok(summary.unpaid >= 1)
    assert.equal(chargesOf(a.id).length, 1)
    let p = await profile(a)
    assert.deepEqual(
      [p.subscriptions[0].status, p.subscriptions[0].expires_at, p.plan.code],
      ['unpaid', before.expires_at, 'NEGOCIO'],
    )
    assert.deepEqual(
      (await history(a)).map((r) => r.action),
      ['activation'],
    )
    await run() // within the grace: still unpaid (the suspension banner asks for it), not charged again
    assert.equal(chargesOf(a.id).length, 1)
    assert.equal((await profile(a)).subscriptions[0].status, 'unpaid')
    t.travel(16 * DAY)
    await run()
    p = await profile(a)
    assert.deepEqual([p.subscriptions[0].status, p.plan.code], ['expired', 'FREEMIUM'])
    assert.equal(chargesOf(a.id).length, 1)
  })

  it('no card: unpaid without charging', async () => {
    const a = await subscribed('NEGOCIO')
    const card = (await profile(a)).default_payment_method_id
    assert.equal(
      (await call(t.app, { method: 'DELETE', url: `/v1/profiles/me/payment-methods/${card}`, token: a.access_token }))
        .status,
      200,
    )
    travelPast((await profile(a)).subscriptions[0].expires_at)
    await run()
    assert.deepEqual(chargesOf(a.id), [])
    assert.equal((await profile(a)).subscriptions[0].status, 'unpaid')
  })

  it('cancelled: ends to FREEMIUM at expires_at, data kept, branches beyond the limit disabled, nothing charged', async () => {
    const a = await subscribed('FRANCHISES')
    for (const name of ['Norte', 'Sur'])
      assert.equal(
        (await call(t.app, { method: 'POST', url: '/v1/sucursales', token: a.access_token, payload: { name } })).status,
        201,
      )
    assert.deepEqual(await enabledBranches(t.db, a.id), [1, 1, 1])
    assert.equal((await send(a.access_token, 'POST', '/v1/subscriptions/menu/cancel')).status, 200)
    travelPast((await profile(a)).subscriptions[0].expires_at)
    await run()
    const p = await profile(a)
    assert.deepEqual([p.plan.code, p.subscriptions[0].status], ['FREEMIUM', 'expired'])
    assert.deepEqual((await enabledBranches(t.db, a.id)).sort(), [0, 0, 1])
    assert.deepEqual(chargesOf(a.id), [])
  })

  it('a waiting downgrade FRANCHISES -> NEGOCIO renews as Negocio (299) and disables the branches beyond 1', async () => {
    const a = await subscribed('FRANCHISES')
    for (const name of ['Norte', 'Sur'])
      await call(t.app, { method: 'POST', url: '/v1/sucursales', token: a.access_token, payload: { name } })
    const down = await send(a.access_token, 'PUT', '/v1/subscriptions/menu', {
      plan_code: 'NEGOCIO',
      interval: 'monthly',
    })
    assert.equal(down.body.info.next_plan, 'NEGOCIO')
    travelPast(down.body.info.expires_at)
    await run()
    const p = await profile(a)
    assert.deepEqual(
      [
        p.plan.code,
        p.subscriptions[0].plan,
        p.subscriptions[0].amount,
        p.subscriptions[0].next_plan,
        p.subscriptions[0].status,
      ],
      ['NEGOCIO', 'NEGOCIO', 299, null, 'active'],
    )
    assert.equal((await history(a))[0].description, 'Renovación de Negocio (mensual)')
    assert.equal(chargesOf(a.id).length, 1)
    const charge = await t.db
      .selectFrom('charges')
      .select('amount_cents')
      .where('account_id', '=', a.id)
      .where('idempotency_key', 'like', 'renewal:%')
      .executeTakeFirstOrThrow()
    assert.equal(Number(charge.amount_cents), 29900)
    assert.deepEqual((await enabledBranches(t.db, a.id)).sort(), [0, 0, 1])
  })

  it('the branch add-on renews with the menu plan, at its waiting quantity, to the same expires_at', async () => {
    const a = await subscribed('FRANCHISES')
    assert.equal(
      (
        await send(a.access_token, 'POST', '/v1/subscriptions/sucursales', {
          features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 3 }],
        })
      ).status,
      201,
    )
    const fewer = await send(a.access_token, 'PUT', '/v1/subscriptions/sucursales', {
      features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 2 }],
    })
    assert.equal(fewer.status, 200, JSON.stringify(fewer.body))
    const before = (await profile(a)).subscriptions
    travelPast(before[0].expires_at)
    await run()
    const p = await profile(a)
    const [menu, addOn] = p.subscriptions
    assert.deepEqual(
      [menu.status, menu.amount, addOn.status, addOn.amount, addOn.features[0].quantity, addOn.next_features],
      ['active', 399, 'active', 500, 2, null],
    )
    assert.equal(addOn.expires_at, menu.expires_at)
    assert.equal(branchLimit(p), 2)
    assert.equal(chargesOf(a.id).length, 2)
    const rows = (await history(a)).filter((r) => r.action === 'renewal')
    assert.deepEqual(rows.map((r) => [r.description, r.amount]).sort(), [
      ['Renovación de 2 sucursales adicionales', 500],
      ['Renovación de Franquicias (mensual)', 399],
    ])
  })

  it('the demo ends to FREEMIUM at its 15th day, without a charge', async () => {
    const a = await account(t)
    assert.equal((await send(a.access_token, 'POST', '/v1/subscriptions/menu', { demo: true })).status, 201)
    travelPast((await profile(a)).subscriptions[0].expires_at)
    await run()
    const p = await profile(a)
    assert.deepEqual([p.plan.code, p.subscriptions[0].status, p.subscriptions[0].demo], ['FREEMIUM', 'expired', true])
    assert.deepEqual(chargesOf(a.id), [])
  })

  it('an account mid-step (its billing claimed by a subscription call) is skipped and renewed by the next run', async () => {
    const a = await subscribed('NEGOCIO')
    travelPast((await profile(a)).subscriptions[0].expires_at)
    await t.db
      .updateTable('accounts')
      .set({ billing_claim: 'menu:otra-pestaña', billing_claim_at: new Date(t.config.now()).toISOString() })
      .where('id', '=', a.id)
      .execute()
    assert.ok((await run()).busy >= 1)
    assert.deepEqual(chargesOf(a.id), [])
    await t.db
      .updateTable('accounts')
      .set({ billing_claim: null, billing_claim_at: null })
      .where('id', '=', a.id)
      .execute()
    await run()
    assert.equal(chargesOf(a.id).length, 1)
    assert.equal((await history(a))[0].action, 'renewal')
  })

  it('two app instances on one database running the job at once charge and write each period once', async () => {
    // PostgreSQL: a second connection pool, as a second server would have. SQLite: the same file
    // through the same connection (one process cannot wait on its own second connection).
    const db2 = DIALECT === 'postgres' ? createDb(t.config) : t.db
    const app2 = await buildApp(t.config, { db: db2 })
    await app2.ready()
    app2.ctx.payments = counting(app2.ctx.payments)
    try {
      const accounts = [await subscribed('NEGOCIO'), await subscribed('FRANCHISES'), await subscribed('NEGOCIO')]
      travelPast((await profile(accounts[0])).subscriptions[0].expires_at)
      travelPast((await profile(accounts[2])).subscriptions[0].expires_at)
      // (Summaries are not asserted: on PostgreSQL the database holds other test files' accounts too.)
      await Promise.all([run(t.app), run(app2)])
      await Promise.all([run(t.app), run(app2)])
      for (const a of accounts) {
        assert.equal(chargesOf(a.id).length, 1, `account ${a.id} charged once`)
        assert.deepEqual(
          (await history(a)).map((r) => r.action),
          ['renewal', 'activation'],
        )
      }
    } finally {
      await app2.close()
      if (db2 !== t.db) await db2.destroy()
    }
  })

  it('month end: a Jan 31 subscription renews to Feb 28/29, then back to Mar 31', async () => {
    const year = new Date(t.config.now()).getUTCFullYear() + 2
    t.travel(Date.parse(`${year}-01-31T18:00:00.000Z`) - t.config.now())
    const a = await subscribed('NEGOCIO')
    const feb = (await profile(a)).subscriptions[0].expires_at
    assert.match(feb, new RegExp(`^${year}-02-2[89]T`))
    travelPast(feb)
    await run()
    const mar = (await profile(a)).subscriptions[0].expires_at
    assert.match(mar, new RegExp(`^${year}-03-31T`))
    travelPast(mar)
    await run()
    assert.match((await profile(a)).subscriptions[0].expires_at, new RegExp(`^${year}-04-30T`))
    assert.equal(chargesOf(a.id).length, 2)
  })

  it('the scheduled job (as main.ts starts it) runs soon after start by itself, and stops with the app', async () => {
    // The scheduler's timers (1 s with RENEWAL_INTERVAL_SECONDS=1), watched: each one either
    // fires (its run is awaited) or is cleared, and none is set once the app has closed.
    const realSetTimeout = globalThis.setTimeout
    const realClearTimeout = globalThis.clearTimeout
    const timers: { timer: NodeJS.Timeout; run?: Promise<unknown> }[] = []
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
      const app3 = await buildApp({ ...t.config, renewalIntervalSeconds: 1 }, { db: t.db })
      app3.ctx.payments = counting(app3.ctx.payments)
      scheduleRenewals(app3)
      await app3.ready()
      try {
        const a = await subscribed('NEGOCIO')
        travelPast((await profile(a)).subscriptions[0].expires_at)
        await until(() => chargesOf(a.id).length > 0, 'a run started by itself charged the due subscription')
        await Promise.all(timers.map((entry) => entry.run))
        assert.equal(chargesOf(a.id).length, 1)
        assert.equal((await history(a))[0].action, 'renewal')
      } finally {
        await app3.close()
      }
      await Promise.all(timers.map((entry) => entry.run)) // a run going at close time ends
      const set = timers.length
      assert.ok(
        timers.every((entry) => entry.run !== undefined || cleared.has(entry.timer)),
        'every timer of the job ran or was cleared at close',
      )
      const last = timers[timers.length - 1]!
      assert.ok(cleared.has(last.timer) && last.run === undefined, 'the pending timer was cleared at close')
      const b = await subscribed('NEGOCIO')
      travelPast((await profile(b)).subscriptions[0].expires_at)
      assert.equal(timers.length, set, 'no timer set after close')
      assert.deepEqual(chargesOf(b.id), [], 'no run after close')
    } finally {
      setSpy.mock.restore()
      clearSpy.mock.restore()
    }
  })

  it('POST /__test__/clock is not there without TEST_CLOCK', async () => {
    const res = await call(t.app, { method: 'POST', url: '/__test__/clock', payload: { advance_days: 40 } })
    assert.equal(res.status, 404)
  })
})

describe(`POST /__test__/clock with TEST_CLOCK=1 (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({ TEST_CLOCK: '1' })
  })
  after(async () => t.close())

  it('moves the clock forward, runs the renewal job once and answers the new now', async () => {
    const a = await account(t)
    const page = await call(t.app, { method: 'GET', url: '/v1/subscriptions/card-token', token: a.access_token })
    const card = await call(t.app, {
      method: 'POST',
      url: `${page.body.info.url}/card`,
      payload: { number: VISA_OK, expiry: '12/34', cvc: '123', name: 'Ana' },
    })
    await call(t.app, {
      method: 'POST',
      url: '/v1/profiles/me/payment-methods',
      token: a.access_token,
      payload: { card_token: card.body.card_token },
    })
    const sub = await call(t.app, {
      method: 'POST',
      url: '/v1/subscriptions/menu',
      token: a.access_token,
      headers: { 'idempotency-key': 'reloj-1' },
      payload: { plan_code: 'NEGOCIO', interval: 'monthly' },
    })
    assert.equal(sub.status, 201)
    const before = Date.now()
    const res = await call(t.app, { method: 'POST', url: '/__test__/clock', payload: { advance_days: 32 } })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    const now = Date.parse(res.body.now)
    assert.ok(now >= before + 32 * DAY && now < Date.now() + 32 * DAY + 1000, res.body.now)
    assert.ok(Math.abs(t.config.now() - now) < 1000)
    const rows = (
      await call(t.app, {
        method: 'GET',
        url: '/v1/subscriptions/billing',
        token: (await login(t, a.email)).access_token,
      })
    ).body.info
    assert.deepEqual(
      rows.map((r: { action: string }) => r.action),
      ['renewal', 'activation'],
    )
    const bad = await call(t.app, { method: 'POST', url: '/__test__/clock', payload: { advance_days: -1 } })
    assert.deepEqual([bad.status, bad.body.error.code], [400, 'VALIDATION_ERROR'])
  })
})
