import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, before, describe, it } from 'node:test'
import { type PriceList, priceListFromRows, prorate, seedPriceRows } from '../src/billing/pricing.js'
import { settle, settleAccount, type SettleRow } from '../src/billing/subscriptions/settle.js'
import { saveCard as saveCardOf, VISA_OK, watchCharges } from './billing-helpers.js'
import { account, call, DIALECT, login, makeApp, type TestApp } from './helpers.js'

const VISA_DECLINED = '4000 0000 0000 0002'
const DECLINED = 'El pago falló. Por favor intenta más tarde o usa otra tarjeta diferente'
const DAY = 24 * 60 * 60 * 1000

describe('settle (pure): what the end of a period does to one subscription', () => {
  const prices: PriceList = priceListFromRows('MXN', seedPriceRows())
  const end = '2026-03-31T06:00:00.000Z'
  const base: SettleRow = {
    kind: 'menu',
    plan_code: 'FRANCHISES',
    interval: 'monthly',
    quantity: 1,
    amount_cents: 39900,
    status: 'active',
    demo: 0,
    expires_at: end,
    next_plan_code: null,
    next_interval: null,
    next_quantity: null,
  }
  const at = (iso: string) => ({ now: Date.parse(iso), prices, timeZone: 'America/Mexico_City' })

  it('does nothing before expires_at, nor to an expired subscription', () => {
    assert.deepEqual(settle(base, at('2026-03-31T05:59:59.999Z')), { kind: 'none' })
    assert.deepEqual(settle({ ...base, status: 'cancelled' }, at('2026-03-30T00:00:00Z')), { kind: 'none' })
    assert.deepEqual(settle({ ...base, status: 'expired' }, at('2026-05-01T00:00:00Z')), { kind: 'none' })
  })

  it('expires a cancelled, unpaid or demo subscription once its period is over', () => {
    for (const row of [
      { ...base, status: 'cancelled' as const },
      { ...base, status: 'unpaid' as const },
      { ...base, demo: 1 as const, amount_cents: 0 },
    ]) {
      assert.deepEqual(settle(row, at(end)), { kind: 'expire' })
    }
  })

  it('renews an active one from expires_at, applying the waiting change at the current list price', () => {
    assert.deepEqual(settle(base, at('2026-04-02T00:00:00Z')), {
      kind: 'renew',
      terms: {
        code: 'MENU-FRANCHISES-MXN',
        plan_code: 'FRANCHISES',
        interval: 'monthly',
        quantity: 1,
        unit_price_cents: 39900,
        amount_cents: 39900,
        current_period_start: end,
        expires_at: '2026-04-30T06:00:00.000Z',
      },
    })
    const down = settle({ ...base, next_plan_code: 'NEGOCIO', next_interval: 'yearly' }, at(end))
    assert.equal(down.kind, 'renew')
    assert.deepEqual(
      down.kind === 'renew' && [
        down.terms.plan_code,
        down.terms.interval,
        down.terms.amount_cents,
        down.terms.expires_at,
      ],
      ['NEGOCIO', 'yearly', 299000, '2027-03-31T06:00:00.000Z'],
    )
    const addOn = settle(
      { ...base, kind: 'sucursales', plan_code: 'SUCURSALES', quantity: 3, amount_cents: 75000, next_quantity: 2 },
      at(end),
    )
    assert.deepEqual(
      addOn.kind === 'renew' && [
        addOn.terms.code,
        addOn.terms.quantity,
        addOn.terms.unit_price_cents,
        addOn.terms.amount_cents,
      ],
      ['MENU-SUCURSALES-MXN', 2, 25000, 50000],
    )
  })
})

describe(`subscriptions: demo, menu plan, branch add-on, history (${DIALECT})`, () => {
  let t: TestApp
  let charges = 0
  before(async () => {
    t = await makeApp()
    // Count every charge the provider is asked for, holding each a moment so concurrent calls overlap.
    t.app.ctx.payments = watchCharges(t.app.ctx.payments, async () => {
      charges++
      await sleep(30)
    })
  })
  after(async () => t.close())

  let keys = 0
  const key = () => `intento-${process.pid}-${++keys}`
  const send = (
    token: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    idempotencyKey: string | null = key(),
  ) =>
    call(t.app, {
      method,
      url,
      token,
      ...(payload ? { payload } : {}),
      headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    })

  const saveCard = (token: string, number = VISA_OK) => saveCardOf(t.app, token, number)

  const profile = async (token: string) =>
    (await call(t.app, { method: 'GET', url: '/v1/profiles/me', token })).body.info
  const history = async (token: string) =>
    (await call(t.app, { method: 'GET', url: '/v1/subscriptions/billing?amount=true', token })).body.info as Array<{
      action: string
      description: string
      amount: number
    }>
  const branchLimit = (p: { plan: { scopes: Array<{ name: string; limit: number | null }> } }) =>
    p.plan.scopes.find((s) => s.name === 'Sucursales')?.limit
  const paidCharges = async (accountId: number) =>
    Number(
      (
        await t.db
          .selectFrom('charges')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('account_id', '=', accountId)
          .where('status', '=', 'succeeded')
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('FREEMIUM -> demo -> Negocio -> Franquicias prorated -> add-on -> fewer branches -> declined -> cancel/resume -> settled to FREEMIUM', async () => {
    const a = await account(t)
    let token = a.access_token
    /** Moves the clock and signs in again (the access token does not outlive a jump of days). */
    const travel = async (ms: number) => {
      t.travel(ms)
      token = (await login(t, a.email)).access_token
    }

    // FREEMIUM, never subscribed.
    let p = await profile(token)
    assert.equal(p.plan.code, 'FREEMIUM')
    assert.deepEqual(p.subscriptions, [])

    // Demo: Franquicias for 15 days, no card; once only.
    const demo = await send(token, 'POST', '/v1/subscriptions/menu', { demo: true })
    assert.equal(demo.status, 201, JSON.stringify(demo.body))
    assert.deepEqual(
      [
        demo.body.info.plan,
        demo.body.info.demo,
        demo.body.info.used_demo,
        demo.body.info.amount,
        demo.body.info.status,
      ],
      ['FRANCHISES', true, true, 0, 'active'],
    )
    assert.equal(
      Date.parse(demo.body.info.expires_at) - t.config.now() <= 15 * DAY &&
        Date.parse(demo.body.info.expires_at) - t.config.now() > 15 * DAY - 60_000,
      true,
    )
    p = await profile(token)
    assert.equal(p.plan.code, 'FRANCHISES')
    assert.equal(branchLimit(p), 5)
    assert.deepEqual(
      p.subscriptions.map((s: { demo: boolean }) => s.demo),
      [true],
    )
    const demoAddOn = await send(token, 'POST', '/v1/subscriptions/sucursales', {
      features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 6 }],
    })
    assert.deepEqual([demoAddOn.status, demoAddOn.body.error.code], [409, 'FRANCHISES_REQUIRED'])
    const again = await send(token, 'POST', '/v1/subscriptions/menu', { demo: true })
    assert.deepEqual(
      [again.status, again.body.error.code, again.body.error.message],
      [409, 'DEMO_USED', 'Ya usaste tu prueba gratuita'],
    )

    // Paying needs a card and an idempotency key.
    const noCard = await send(token, 'POST', '/v1/subscriptions/menu', { plan_code: 'NEGOCIO', interval: 'monthly' })
    assert.deepEqual(
      [noCard.status, noCard.body.error.code, noCard.body.error.message],
      [409, 'PAYMENT_METHOD_REQUIRED', 'Agrega una tarjeta para continuar'],
    )
    await saveCard(token)
    const noKey = await send(
      token,
      'POST',
      '/v1/subscriptions/menu',
      { plan_code: 'NEGOCIO', interval: 'monthly' },
      null,
    )
    assert.deepEqual([noKey.status, noKey.body.error.code], [400, 'VALIDATION_ERROR'])

    // Negocio monthly replaces the demo (no credit): 299 charged.
    const before = charges
    const negocio = await send(token, 'POST', '/v1/subscriptions/menu', { plan_code: 'NEGOCIO', interval: 'monthly' })
    assert.equal(negocio.status, 201, JSON.stringify(negocio.body))
    assert.deepEqual(
      [
        negocio.body.info.code,
        negocio.body.info.plan,
        negocio.body.info.amount,
        negocio.body.info.demo,
        negocio.body.info.used_demo,
      ],
      ['MENU-NEGOCIO-MXN', 'NEGOCIO', 299, false, true],
    )
    assert.equal(charges, before + 1)
    assert.equal((await profile(token)).plan.code, 'NEGOCIO')
    const exists = await send(token, 'POST', '/v1/subscriptions/menu', { plan_code: 'FRANCHISES', interval: 'monthly' })
    assert.deepEqual([exists.status, exists.body.error.code], [409, 'SUBSCRIPTION_EXISTS'])

    // Upgrade with 15 days left: the prorated difference, charged once.
    const periodEnd = negocio.body.info.expires_at as string
    await travel(Date.parse(periodEnd) - t.config.now() - 15 * DAY)
    const expected =
      prorate({ oldCents: 29900, newCents: 39900, interval: 'monthly', periodEnd, now: t.config.now() }) / 100
    assert.equal(expected, 50)
    const upKey = key()
    const up = await send(
      token,
      'PUT',
      '/v1/subscriptions/menu',
      { plan_code: 'FRANCHISES', interval: 'monthly' },
      upKey,
    )
    assert.equal(up.status, 200, JSON.stringify(up.body))
    assert.deepEqual([up.body.info.plan, up.body.info.amount, up.body.info.expires_at], ['FRANCHISES', 399, periodEnd])
    const retried = await send(
      token,
      'PUT',
      '/v1/subscriptions/menu',
      { plan_code: 'FRANCHISES', interval: 'monthly' },
      upKey,
    )
    assert.deepEqual(retried.body, up.body)
    assert.equal(charges, before + 2)
    assert.deepEqual((await history(token))[0], {
      ...(await history(token))[0],
      action: 'upgraded',
      description: 'Cambio a Franquicias (prorrateo de 15 días)',
      amount: expected,
    })

    // Three branches enabled, then the add-on for 3: prorated to the menu period end; the limit is now 3.
    for (const name of ['Norte', 'Sur'])
      assert.equal((await call(t.app, { method: 'POST', url: '/v1/sucursales', token, payload: { name } })).status, 201)
    const addOn = await send(token, 'POST', '/v1/subscriptions/sucursales', {
      features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 3 }],
    })
    assert.equal(addOn.status, 201, JSON.stringify(addOn.body))
    assert.deepEqual(
      [addOn.body.info.code, addOn.body.info.amount, addOn.body.info.interval, addOn.body.info.expires_at],
      ['MENU-SUCURSALES-MXN', 750, 'monthly', periodEnd],
    )
    assert.deepEqual(addOn.body.info.features, [
      { code: 'MENU-SUCURSALES-MXN', name: 'Sucursales adicionales', quantity: 3, amount: 750 },
    ])
    assert.equal(
      (await history(token))[0]!.amount,
      prorate({ oldCents: 0, newCents: 75000, interval: 'monthly', periodEnd, now: t.config.now() }) / 100,
    )
    assert.equal((await history(token))[0]!.amount, 375)
    p = await profile(token)
    assert.equal(branchLimit(p), 3)
    assert.deepEqual(
      p.subscriptions.map((s: { plan: string }) => s.plan),
      ['FRANCHISES', 'SUCURSALES'],
    )
    // Every branch check uses it: a fourth branch is created disabled and cannot be enabled.
    const fourth = await call(t.app, { method: 'POST', url: '/v1/sucursales', token, payload: { name: 'Este' } })
    assert.deepEqual([fourth.status, fourth.body.info.enabled], [201, false])
    const enable = await call(t.app, {
      method: 'PUT',
      url: `/v1/sucursales/enable/${fourth.body.info.id}`,
      token,
      payload: { enabled: true },
    })
    assert.deepEqual([enable.status, enable.body.error.code], [409, 'ENABLED_LIMIT_REACHED'])
    assert.match(enable.body.error.message, /permitidas en tu plan es 3\./)
    const zero = await send(token, 'PUT', '/v1/subscriptions/sucursales', {
      features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 0 }],
    })
    assert.deepEqual(
      [zero.status, zero.body.error.message, zero.body.error.field],
      [400, 'Indica 1 o más sucursales', 'features.0.quantity'],
    )

    // Down to 2 with 3 enabled: refused without a branch to disable; with one, it is disabled now and 2 applies at the period end.
    const branches = (await call(t.app, { method: 'GET', url: '/v1/sucursales', token })).body.info as Array<{
      id: number
      name: string
      enabled: boolean
    }>
    const refused = await send(token, 'PUT', '/v1/subscriptions/sucursales', {
      features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 2 }],
    })
    assert.deepEqual(
      [refused.status, refused.body.error.code, refused.body.error.message],
      [
        409,
        'BRANCH_COUNT_BELOW_ENABLED',
        'El limite de sucursales que elegiste es menor a las sucursales habilitadas actualmente.',
      ],
    )
    const sur = branches.find((b) => b.name === 'Sur')!
    const lowered = await send(token, 'PUT', '/v1/subscriptions/sucursales', {
      features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 2 }],
      disable_sucursal_ids: [sur.id],
    })
    assert.equal(lowered.status, 200, JSON.stringify(lowered.body))
    assert.deepEqual(
      [lowered.body.info.features[0].quantity, lowered.body.info.next_features, lowered.body.info.next_amount],
      [3, [{ code: 'MENU-SUCURSALES-MXN', quantity: 2 }], 500],
    )
    const afterLower = (await call(t.app, { method: 'GET', url: '/v1/sucursales', token })).body.info as Array<{
      id: number
      enabled: boolean
    }>
    assert.equal(afterLower.find((b) => b.id === sur.id)!.enabled, false)
    assert.equal(afterLower.filter((b) => b.enabled).length, 2)
    assert.equal(charges, before + 3)

    // A declined card on an upgrade: 402 with the spec's message, and nothing changed.
    const declined = await saveCard(token, VISA_DECLINED)
    const snapshot = [await profile(token), await history(token)]
    const refusedPay = await send(token, 'PUT', '/v1/subscriptions/sucursales', {
      features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 4 }],
      payment_method_id: declined,
    })
    assert.deepEqual(
      [refusedPay.status, refusedPay.body.error.code, refusedPay.body.error.message],
      [402, 'PAYMENT_DECLINED', DECLINED],
    )
    assert.deepEqual([await profile(token), await history(token)], snapshot)

    // Cancel keeps the plan until expires_at; resume within the period is free.
    const cancelled = await call(t.app, { method: 'POST', url: '/v1/subscriptions/menu/cancel', token })
    assert.deepEqual([cancelled.status, cancelled.body.info.status], [200, 'cancelled'])
    assert.equal((await profile(token)).plan.code, 'FRANCHISES')
    const resumed = await send(token, 'POST', '/v1/subscriptions/menu/resume')
    assert.deepEqual([resumed.status, resumed.body.info.status], [200, 'active'])
    assert.deepEqual((await history(token))[0], { ...(await history(token))[0], action: 'resume', amount: 0 })
    assert.equal(charges, before + 4) // the declined attempt reached the provider; the resume charged nothing
    assert.equal(await paidCharges(a.id), 3) // Negocio, upgrade, add-on (the demo charged nothing)

    // Cancel again, and settle past expires_at: FREEMIUM, branches kept, only the oldest enabled.
    await call(t.app, { method: 'POST', url: '/v1/subscriptions/menu/cancel', token })
    assert.deepEqual(await settleAccount(t.db, a.id, { now: t.config.now(), timeZone: t.config.timeZone }), [])
    assert.equal((await profile(token)).plan.code, 'FRANCHISES')
    await travel(16 * DAY)
    assert.deepEqual(await settleAccount(t.db, a.id, { now: t.config.now(), timeZone: t.config.timeZone }), [])
    p = await profile(token)
    assert.equal(p.plan.code, 'FREEMIUM')
    assert.deepEqual(
      p.subscriptions.map((s: { status: string }) => s.status),
      ['expired', 'expired'],
    )
    const finalBranches = (await call(t.app, { method: 'GET', url: '/v1/sucursales', token })).body.info as Array<{
      id: number
      name: string
      enabled: boolean
    }>
    assert.equal(finalBranches.length, 4)
    assert.deepEqual(
      finalBranches.filter((b) => b.enabled).map((b) => b.id),
      [Math.min(...finalBranches.map((b) => b.id))],
    )

    const rows = await history(token)
    assert.deepEqual(
      rows.map((r) => r.action),
      ['resume', 'downgraded', 'activation', 'upgraded', 'activation', 'activation'],
    )
    assert.deepEqual(
      rows.map((r) => r.amount),
      [0, 0, 375, 50, 299, 0],
    )
    assert.equal(rows.at(-1)!.description, 'Prueba gratuita Franquicias (15 días)')
    assert.equal(rows.at(-2)!.description, 'Plan Negocio mensual')
    const plain = (await call(t.app, { method: 'GET', url: '/v1/subscriptions/billing', token })).body.info
    assert.equal(plain.length, 6)
    assert.ok(plain.every((r: object) => !('amount' in r)))

    // An ended plan is resumed by paying a new period from now.
    const back = await send(token, 'POST', '/v1/subscriptions/menu/resume')
    assert.deepEqual(
      [back.status, back.body.info.status, back.body.info.plan, back.body.info.amount],
      [200, 'active', 'FRANCHISES', 399],
    )
    assert.deepEqual((await history(token))[0], { ...(await history(token))[0], action: 'resume', amount: 399 })
  })

  it('five identical concurrent POSTs charge once, write one history row and answer the same', async () => {
    const a = await account(t)
    await saveCard(a.access_token)
    const before = charges
    const sameKey = key()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send(
          a.access_token,
          'POST',
          '/v1/subscriptions/menu',
          { plan_code: 'FRANCHISES', interval: 'yearly' },
          sameKey,
        ),
      ),
    )
    for (const res of answers) {
      assert.equal(res.status, 201, JSON.stringify(res.body))
      assert.deepEqual(res.body, answers[0]!.body)
    }
    assert.equal(answers[0]!.body.info.amount, 3990)
    assert.equal(charges, before + 1)
    assert.equal(await paidCharges(a.id), 1)
    assert.equal((await history(a.access_token)).length, 1)

    // Two different attempts at once (two tabs): one is charged, the other is refused without paying.
    const other = await account(t)
    await saveCard(other.access_token)
    const tabs = await Promise.all(
      [key(), key()].map((k) =>
        send(other.access_token, 'POST', '/v1/subscriptions/menu', { plan_code: 'NEGOCIO', interval: 'monthly' }, k),
      ),
    )
    assert.deepEqual(tabs.map((r) => r.status).sort(), [201, 409])
    assert.ok(
      ['CHARGE_IN_PROGRESS', 'SUBSCRIPTION_EXISTS'].includes(tabs.find((r) => r.status === 409)!.body.error.code),
    )
    assert.equal(await paidCharges(other.id), 1)
  })

  it('PUT /v1/subscriptions/menu with the add-on in features: the upgrade and the branches in one call, one key, two history rows', async () => {
    const a = await account(t)
    await saveCard(a.access_token)
    assert.equal(
      (await send(a.access_token, 'POST', '/v1/subscriptions/menu', { plan_code: 'NEGOCIO', interval: 'monthly' }))
        .status,
      201,
    )
    const before = charges
    const both = await send(a.access_token, 'PUT', '/v1/subscriptions/menu', {
      plan_code: 'FRANCHISES',
      interval: 'monthly',
      features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 2 }],
    })
    assert.equal(both.status, 200, JSON.stringify(both.body))
    assert.equal(both.body.info.plan, 'FRANCHISES')
    assert.equal(charges, before + 2)
    const p = await profile(a.access_token)
    assert.deepEqual(
      p.subscriptions.map((s: { code: string; amount: number }) => [s.code, s.amount]),
      [
        ['MENU-FRANCHISES-MXN', 399],
        ['MENU-SUCURSALES-MXN', 500],
      ],
    )
    assert.equal(branchLimit(p), 2)
    assert.deepEqual(
      (await history(a.access_token)).map((r) => r.action),
      ['activation', 'upgraded', 'activation'],
    )
    // Yearly from the period end: the add-on follows the menu plan's interval, nothing charged now.
    const yearly = await send(a.access_token, 'PUT', '/v1/subscriptions/menu', {
      plan_code: 'FRANCHISES',
      interval: 'yearly',
    })
    assert.deepEqual(
      [yearly.body.info.interval, yearly.body.info.next_interval, yearly.body.info.next_amount],
      ['monthly', 'yearly', 3990],
    )
    const addOnView = (await profile(a.access_token)).subscriptions[1]
    assert.deepEqual([addOnView.interval, addOnView.next_interval, addOnView.next_amount], ['monthly', 'yearly', 5000])
    assert.equal(charges, before + 2)
    // Down to Negocio at the period end: the add-on ends with the period too, and cannot be resumed while that change waits.
    const negocio = await send(a.access_token, 'PUT', '/v1/subscriptions/menu', {
      plan_code: 'NEGOCIO',
      interval: 'monthly',
    })
    assert.deepEqual(
      [negocio.body.info.plan, negocio.body.info.next_plan, negocio.body.info.next_interval],
      ['FRANCHISES', 'NEGOCIO', 'monthly'],
    )
    assert.equal((await profile(a.access_token)).subscriptions[1].status, 'cancelled')
    assert.equal(
      (await send(a.access_token, 'POST', '/v1/subscriptions/sucursales/resume')).body.error?.code,
      'FRANCHISES_REQUIRED',
    )
    // Undoing it (back to the current terms) lets the add-on be resumed.
    assert.equal(
      (await send(a.access_token, 'PUT', '/v1/subscriptions/menu', { plan_code: 'FRANCHISES', interval: 'monthly' }))
        .body.info.next_plan,
      null,
    )
    const resumed = await send(a.access_token, 'POST', '/v1/subscriptions/sucursales/resume')
    assert.deepEqual([resumed.status, resumed.body.info.status, resumed.body.info.next_interval], [200, 'active', null])
    assert.equal(charges, before + 2)
    // An add-on code of another currency than the account's is refused.
    const wrongCode = await send(a.access_token, 'PUT', '/v1/subscriptions/sucursales', {
      features: [{ code: 'MENU-SUCURSALES-USD', quantity: 3 }],
    })
    assert.deepEqual([wrongCode.status, wrongCode.body.error.field], [400, 'features'])
  })

  it('a demo ends at its 15th day: FREEMIUM, it cannot be resumed nor taken again; concurrent demo requests start one', async () => {
    const a = await account(t)
    const tries = await Promise.all(
      [key(), key(), key()].map((k) => send(a.access_token, 'POST', '/v1/subscriptions/menu', { demo: true }, k)),
    )
    assert.deepEqual(tries.map((r) => r.status).sort(), [201, 409, 409])
    assert.equal((await history(a.access_token)).length, 1)
    const start = t.config.now()
    assert.deepEqual(
      await settleAccount(t.db, a.id, { now: start + 15 * DAY - 60_000, timeZone: t.config.timeZone }),
      [],
    )
    assert.equal(
      (await t.db.selectFrom('accounts').select('plan_code').where('id', '=', a.id).executeTakeFirstOrThrow())
        .plan_code,
      'FRANCHISES',
    )
    await settleAccount(t.db, a.id, { now: start + 15 * DAY, timeZone: t.config.timeZone })
    const p = await profile(a.access_token)
    assert.deepEqual(
      [p.plan.code, p.subscriptions[0].status, p.subscriptions[0].demo, p.subscriptions[0].used_demo],
      ['FREEMIUM', 'expired', true, true],
    )
    const resume = await send(a.access_token, 'POST', '/v1/subscriptions/menu/resume')
    assert.deepEqual(
      [resume.status, resume.body.error.code, resume.body.error.message],
      [409, 'SUBSCRIPTION_REQUIRED', 'Tu prueba gratuita terminó: contrata un plan para continuar.'],
    )
    assert.equal(
      (await send(a.access_token, 'POST', '/v1/subscriptions/menu', { demo: true })).body.error.code,
      'DEMO_USED',
    )
  })

  it('takes the currency from the time zone of an account that never subscribed (USD amounts)', async () => {
    const a = await account(t)
    await saveCard(a.access_token)
    const res = await send(a.access_token, 'POST', '/v1/subscriptions/menu', {
      plan_code: 'NEGOCIO',
      interval: 'monthly',
      time_zone: 'Europe/Madrid',
    })
    assert.equal(res.status, 201, JSON.stringify(res.body))
    assert.deepEqual([res.body.info.code, res.body.info.amount, res.body.info.plan_price], ['MENU-NEGOCIO-USD', 15, 15])
    assert.equal((await profile(a.access_token)).currency, 'USD')
    const charge = await t.db
      .selectFrom('charges')
      .select(['amount_cents', 'currency'])
      .where('account_id', '=', a.id)
      .executeTakeFirstOrThrow()
    assert.deepEqual([Number(charge.amount_cents), charge.currency], [1500, 'USD'])
    const up = await send(a.access_token, 'PUT', '/v1/subscriptions/menu', {
      plan_code: 'FRANCHISES',
      interval: 'monthly',
    })
    assert.equal(up.body.info.amount, 20)
  })

  it('needs Franquicias for the add-on, and keeps every account to its own subscriptions, cards and history', async () => {
    const a = await account(t)
    const cardA = await saveCard(a.access_token)
    assert.equal(
      (await send(a.access_token, 'POST', '/v1/subscriptions/menu', { plan_code: 'NEGOCIO', interval: 'monthly' }))
        .status,
      201,
    )
    const noFranchises = await send(a.access_token, 'POST', '/v1/subscriptions/sucursales', {
      features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 2 }],
    })
    assert.deepEqual(
      [noFranchises.status, noFranchises.body.error.code, noFranchises.body.error.message],
      [409, 'FRANCHISES_REQUIRED', 'Las sucursales adicionales requieren el plan Franquicias'],
    )
    const down = await send(a.access_token, 'PUT', '/v1/subscriptions/menu', {
      plan_code: 'NEGOCIO',
      interval: 'yearly',
    })
    assert.deepEqual(
      [down.status, down.body.info.plan, down.body.info.next_interval, down.body.info.next_amount],
      [200, 'NEGOCIO', 'yearly', 2990],
    )
    assert.equal((await history(a.access_token))[0]!.action, 'updated')

    const b = await account(t)
    const stolen = await send(b.access_token, 'POST', '/v1/subscriptions/menu', {
      plan_code: 'NEGOCIO',
      interval: 'monthly',
      payment_method_id: cardA,
    })
    assert.deepEqual([stolen.status, stolen.body.error.code], [404, 'RESOURCE_NOT_FOUND'])
    assert.deepEqual(await history(b.access_token), [])
    assert.deepEqual((await profile(b.access_token)).subscriptions, [])
    const change = await send(b.access_token, 'PUT', '/v1/subscriptions/menu', {
      plan_code: 'FRANCHISES',
      interval: 'monthly',
    })
    assert.deepEqual([change.status, change.body.error.code], [409, 'SUBSCRIPTION_REQUIRED'])
    const cancel = await call(t.app, { method: 'POST', url: '/v1/subscriptions/menu/cancel', token: b.access_token })
    assert.equal(cancel.status, 409)
    assert.equal((await profile(a.access_token)).subscriptions[0].status, 'active')
    assert.equal((await history(a.access_token)).length, 2)
    assert.equal((await call(t.app, { method: 'GET', url: '/v1/subscriptions/billing' })).status, 401)
  })
})
