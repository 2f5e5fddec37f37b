import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { prorate } from '../src/billing/pricing.js'
import { saveCard, watchCharges } from './billing-helpers.js'
import { account, call, DIALECT, login, makeApp, type TestApp } from './helpers.js'

const DAY = 24 * 60 * 60 * 1000

interface QuoteLine {
  kind: string
  action: string
  description: string
  charge_now: number
  takes_effect: string
  amount_per_period: number
  carried_to_renewal: number
}
interface Quote {
  currency: string
  interval: string
  lines: QuoteLine[]
  charge_now: number
  recurring_amount: number
  carried_to_renewal: number
  expires_at: string
  payment_required: boolean
  enabled_branches: number
}
interface SubscriptionView {
  code: string
  status: string
  amount: number
  next_amount: number | null
  next_interval: string | null
  expires_at: string
  features: Array<{ quantity: number }>
}

describe(`GET /v1/subscriptions/quote: what 'Realizar Cambio' charges now and what recurs afterwards (${DIALECT})`, () => {
  let t: TestApp
  /** Every cent the provider is asked to charge (every test card here succeeds). */
  let chargedCents = 0
  before(async () => {
    t = await makeApp()
    t.app.ctx.payments = watchCharges(t.app.ctx.payments, (request) => {
      chargedCents += request.amountCents
    })
  })
  after(async () => t.close())

  let keys = 0
  const newKey = () => `cotizacion-${process.pid}-${++keys}`
  const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object, idempotencyKey: string) =>
    call(t.app, { method, url, token, payload, headers: { 'idempotency-key': idempotencyKey } })

  /** A new account with a saved card; `travel` moves the clock and signs in again (a token does not outlive a jump of days). */
  async function owner() {
    const a = await account(t)
    await saveCard(t.app, a.access_token)
    const o = {
      id: a.id,
      token: a.access_token,
      async travel(ms: number) {
        t.travel(ms)
        o.token = (await login(t, a.email)).access_token
      },
    }
    return o
  }

  /** Buys Negocio monthly for `o` and moves the clock to `left` ms before its period ends; answers that end. */
  async function negocioUntil(o: Awaited<ReturnType<typeof owner>>, left: number): Promise<string> {
    const start = await send(
      o.token,
      'POST',
      '/v1/subscriptions/menu',
      { plan_code: 'NEGOCIO', interval: 'monthly' },
      newKey(),
    )
    assert.equal(start.status, 201, JSON.stringify(start.body))
    const periodEnd = start.body.info.expires_at as string
    await o.travel(Date.parse(periodEnd) - t.config.now() - left)
    return periodEnd
  }

  const quote = (token: string | undefined, query: string) =>
    call(t.app, { method: 'GET', url: `/v1/subscriptions/quote?${query}`, ...(token ? { token } : {}) })
  const subscriptions = async (token: string) =>
    (await call(t.app, { method: 'GET', url: '/v1/profiles/me', token })).body.info.subscriptions as SubscriptionView[]
  const history = async (token: string) =>
    (await call(t.app, { method: 'GET', url: '/v1/subscriptions/billing?amount=true', token })).body.info as Array<{
      action: string
      description: string
      amount: number
    }>
  /** What the profile's subscriptions recur at once their waiting changes apply (a cancelled one ends with its period). */
  const recurring = (subs: SubscriptionView[]) =>
    subs.reduce((sum, s) => sum + (s.status === 'active' ? (s.next_amount ?? s.amount) : 0), 0)

  /**
   * Quotes, checks the quote charges and writes nothing, runs the calls, then checks the quote
   * against what happened: the sum charged, the amounts in the profile, the period end and the
   * history rows written (one per line that is not 'none', with its action, text and charge).
   */
  async function quoteThenRun(token: () => string, query: string, run: (key: string) => Promise<void>): Promise<Quote> {
    const res = await quote(token(), query)
    assert.equal(res.status, 200, JSON.stringify(res.body))
    const q = res.body.info as Quote
    const charged = chargedCents
    const rows = await history(token())
    // A new period ends one interval from now: only its end moves between two quotes.
    const again = (await quote(token(), query)).body.info as Quote
    assert.deepEqual({ ...again, expires_at: q.expires_at }, q, 'a second quote answers the same')
    assert.ok(Date.parse(again.expires_at) - Date.parse(q.expires_at) < 60_000)
    assert.equal(chargedCents, charged, 'the quote charges nothing')
    assert.deepEqual(await history(token()), rows, 'the quote writes nothing')

    await run(newKey())
    assert.equal(chargedCents - charged, Math.round(q.charge_now * 100), 'charge_now is what the calls charged')
    assert.equal(q.payment_required, q.charge_now > 0)
    assert.equal(
      q.charge_now,
      q.lines.reduce((sum, l) => sum + l.charge_now, 0),
    )
    const subs = await subscriptions(token())
    assert.equal(recurring(subs), q.recurring_amount, 'recurring_amount is what the profile recurs at')
    assert.equal(
      q.recurring_amount,
      q.lines.reduce((sum, l) => sum + l.amount_per_period, 0),
    )
    assert.equal(
      q.carried_to_renewal,
      q.lines.reduce((sum, l) => sum + l.carried_to_renewal, 0),
    )
    // The period the change runs in: the current one exactly, or a new one from (almost) the same instant.
    const end = Date.parse(subs[0]!.expires_at) - Date.parse(q.expires_at)
    assert.ok(end >= 0 && end < 60_000, `expires_at ${q.expires_at} vs ${subs[0]!.expires_at}`)
    const written = (await history(token())).slice(0, -rows.length || undefined).reverse()
    assert.deepEqual(
      written.map((r) => [r.action, r.description, r.amount]),
      q.lines.filter((l) => l.action !== 'none').map((l) => [l.action, l.description, l.charge_now]),
    )
    return q
  }

  const line = (q: Quote, kind: string) => q.lines.find((l) => l.kind === kind)

  it('FREEMIUM -> Negocio monthly: the list price now, 299 a month', async () => {
    const o = await owner()
    const q = await quoteThenRun(
      () => o.token,
      'plan_code=NEGOCIO&interval=monthly',
      async (key) => {
        assert.equal(
          (await send(o.token, 'POST', '/v1/subscriptions/menu', { plan_code: 'NEGOCIO', interval: 'monthly' }, key))
            .status,
          201,
        )
      },
    )
    assert.deepEqual(q.lines, [
      {
        kind: 'menu',
        action: 'activation',
        description: 'Plan Negocio mensual',
        charge_now: 299,
        takes_effect: 'now',
        amount_per_period: 299,
        carried_to_renewal: 0,
      },
    ])
    assert.deepEqual(
      [q.currency, q.interval, q.charge_now, q.recurring_amount, q.payment_required, q.enabled_branches],
      ['MXN', 'monthly', 299, 299, true, 1],
    )
  })

  it('FREEMIUM -> Franquicias monthly with 3 branches: the plan, then the add-on prorated to the new period end (399 + 750)', async () => {
    const o = await owner()
    const q = await quoteThenRun(
      () => o.token,
      'plan_code=FRANCHISES&interval=monthly&branches=3',
      async (key) => {
        assert.equal(
          (await send(o.token, 'POST', '/v1/subscriptions/menu', { plan_code: 'FRANCHISES', interval: 'monthly' }, key))
            .status,
          201,
        )
        const addOn = await send(
          o.token,
          'PUT',
          '/v1/subscriptions/sucursales',
          { features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 3 }] },
          key,
        )
        assert.equal(addOn.status, 200, JSON.stringify(addOn.body))
      },
    )
    const addOn =
      prorate({ oldCents: 0, newCents: 75000, interval: 'monthly', periodEnd: q.expires_at, now: t.config.now() }) / 100
    assert.deepEqual([q.charge_now, q.recurring_amount], [399 + addOn, 1149])
    // A new period of 30 days or more: the add-on is charged whole (proration counts at most 30 days).
    if (Date.parse(q.expires_at) - t.config.now() >= 30 * DAY - 60_000) assert.equal(q.charge_now, 1149)
    assert.deepEqual(line(q, 'sucursales'), {
      kind: 'sucursales',
      action: 'activation',
      description: q.lines[1]!.description,
      charge_now: addOn,
      takes_effect: 'now',
      amount_per_period: 750,
      carried_to_renewal: 0,
    })
    assert.match(q.lines[1]!.description, /^3 sucursales adicionales \(prorrateo de \d+ días\)$/)
  })

  it('Negocio -> Franquicias + 3 branches mid-period (prorated); then 3 -> 2 (nothing now, from the period end); then Negocio (the add-on ends)', async () => {
    const o = await owner()
    const periodEnd = await negocioUntil(o, 15 * DAY)

    const up = await quoteThenRun(
      () => o.token,
      'plan_code=FRANCHISES&interval=monthly&branches=3',
      async (key) => {
        const res = await send(
          o.token,
          'PUT',
          '/v1/subscriptions/menu',
          { plan_code: 'FRANCHISES', interval: 'monthly', features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 3 }] },
          key,
        )
        assert.equal(res.status, 200, JSON.stringify(res.body))
      },
    )
    assert.deepEqual(up.lines, [
      {
        kind: 'menu',
        action: 'upgraded',
        description: 'Cambio a Franquicias (prorrateo de 15 días)',
        charge_now: 50,
        takes_effect: 'now',
        amount_per_period: 399,
        carried_to_renewal: 0,
      },
      {
        kind: 'sucursales',
        action: 'activation',
        description: '3 sucursales adicionales (prorrateo de 15 días)',
        charge_now: 375,
        takes_effect: 'now',
        amount_per_period: 750,
        carried_to_renewal: 0,
      },
    ])
    assert.deepEqual([up.charge_now, up.recurring_amount, up.expires_at], [425, 1149, periodEnd])

    // Three branches enabled: down to 2 the owner must untick one (enabled_branches tells the panel).
    for (const name of ['Norte', 'Sur'])
      assert.equal(
        (await call(t.app, { method: 'POST', url: '/v1/sucursales', token: o.token, payload: { name } })).status,
        201,
      )
    const branches = (await call(t.app, { method: 'GET', url: '/v1/sucursales', token: o.token })).body.info as Array<{
      id: number
      name: string
    }>
    const down = await quoteThenRun(
      () => o.token,
      'plan_code=FRANCHISES&interval=monthly&branches=2',
      async (key) => {
        const res = await send(
          o.token,
          'PUT',
          '/v1/subscriptions/menu',
          {
            plan_code: 'FRANCHISES',
            interval: 'monthly',
            features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 2 }],
            disable_sucursal_ids: [branches.find((b) => b.name === 'Sur')!.id],
          },
          key,
        )
        assert.equal(res.status, 200, JSON.stringify(res.body))
      },
    )
    assert.deepEqual(down.lines, [
      {
        kind: 'menu',
        action: 'none',
        description: 'Sin cambios: Plan Franquicias mensual',
        charge_now: 0,
        takes_effect: 'now',
        amount_per_period: 399,
        carried_to_renewal: 0,
      },
      {
        kind: 'sucursales',
        action: 'downgraded',
        description: 'Cambio a 2 sucursales adicionales al terminar el periodo',
        charge_now: 0,
        takes_effect: 'period_end',
        amount_per_period: 500,
        carried_to_renewal: 0,
      },
    ])
    assert.deepEqual(
      [down.charge_now, down.payment_required, down.recurring_amount, down.enabled_branches],
      [0, false, 899, 3],
    )

    // Negocio from the period end: the add-on ends with the period too.
    const negocio = await quoteThenRun(
      () => o.token,
      'plan_code=NEGOCIO&interval=monthly',
      async (key) => {
        assert.equal(
          (await send(o.token, 'PUT', '/v1/subscriptions/menu', { plan_code: 'NEGOCIO', interval: 'monthly' }, key))
            .status,
          200,
        )
      },
    )
    assert.deepEqual(negocio.lines, [
      {
        kind: 'menu',
        action: 'downgraded',
        description: 'Cambio a Negocio mensual al terminar el periodo',
        charge_now: 0,
        takes_effect: 'period_end',
        amount_per_period: 299,
        carried_to_renewal: 0,
      },
      {
        kind: 'sucursales',
        action: 'none',
        description: '3 sucursales adicionales: terminan al final del periodo',
        charge_now: 0,
        takes_effect: 'period_end',
        amount_per_period: 0,
        carried_to_renewal: 0,
      },
    ])
    assert.equal(negocio.recurring_amount, 299)
  })

  it('Franquicias with 2 branches -> 4 mid-period (the added ones prorated); then yearly (nothing now; the add-on follows from the period end)', async () => {
    const o = await owner()
    const key = newKey()
    assert.equal(
      (await send(o.token, 'POST', '/v1/subscriptions/menu', { plan_code: 'FRANCHISES', interval: 'monthly' }, key))
        .status,
      201,
    )
    assert.equal(
      (
        await send(
          o.token,
          'PUT',
          '/v1/subscriptions/sucursales',
          { features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 2 }] },
          key,
        )
      ).status,
      200,
    )
    await o.travel(10 * DAY)
    const periodEnd = (await subscriptions(o.token))[1]!.expires_at
    const more = await quoteThenRun(
      () => o.token,
      'plan_code=FRANCHISES&interval=monthly&branches=4',
      async (k) => {
        const res = await send(
          o.token,
          'PUT',
          '/v1/subscriptions/menu',
          { plan_code: 'FRANCHISES', interval: 'monthly', features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 4 }] },
          k,
        )
        assert.equal(res.status, 200, JSON.stringify(res.body))
      },
    )
    const prorated =
      prorate({ oldCents: 50000, newCents: 100000, interval: 'monthly', periodEnd, now: t.config.now() }) / 100
    assert.ok(prorated > 0 && prorated < 500, `prorated ${prorated}`)
    assert.deepEqual(
      [
        more.lines[0]!.action,
        more.lines[1]!.action,
        more.lines[1]!.takes_effect,
        more.charge_now,
        more.recurring_amount,
      ],
      ['none', 'upgraded', 'now', prorated, 1399],
    )
    assert.match(more.lines[1]!.description, /^Aumento a 4 sucursales adicionales \(prorrateo de \d+ días\)$/)

    const yearly = await quoteThenRun(
      () => o.token,
      'plan_code=FRANCHISES&interval=yearly',
      async (k) => {
        assert.equal(
          (await send(o.token, 'PUT', '/v1/subscriptions/menu', { plan_code: 'FRANCHISES', interval: 'yearly' }, k))
            .status,
          200,
        )
      },
    )
    assert.deepEqual(yearly.lines, [
      {
        kind: 'menu',
        action: 'updated',
        description: 'Cambio a Franquicias anual al terminar el periodo',
        charge_now: 0,
        takes_effect: 'period_end',
        amount_per_period: 3990,
        carried_to_renewal: 0,
      },
      {
        kind: 'sucursales',
        action: 'none',
        description: 'Sin cambios: 4 sucursales adicionales',
        charge_now: 0,
        takes_effect: 'period_end',
        amount_per_period: 10000,
        carried_to_renewal: 0,
      },
    ])
    assert.deepEqual(
      [yearly.interval, yearly.charge_now, yearly.payment_required, yearly.recurring_amount, yearly.expires_at],
      ['yearly', 0, false, 13990, periodEnd],
    )

    // While yearly waits, more or fewer branches keep the add-on on the menu plan's interval from the period end.
    const five = await quoteThenRun(
      () => o.token,
      'plan_code=FRANCHISES&interval=yearly&branches=5',
      async (k) => {
        const res = await send(
          o.token,
          'PUT',
          '/v1/subscriptions/menu',
          { plan_code: 'FRANCHISES', interval: 'yearly', features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 5 }] },
          k,
        )
        assert.equal(res.status, 200, JSON.stringify(res.body))
      },
    )
    assert.deepEqual(
      [five.lines[1]!.action, five.lines[1]!.amount_per_period, five.recurring_amount],
      ['upgraded', 12500, 3990 + 12500],
    )
    const three = await quoteThenRun(
      () => o.token,
      'plan_code=FRANCHISES&interval=yearly&branches=3',
      async (k) => {
        const res = await send(
          o.token,
          'PUT',
          '/v1/subscriptions/menu',
          { plan_code: 'FRANCHISES', interval: 'yearly', features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 3 }] },
          k,
        )
        assert.equal(res.status, 200, JSON.stringify(res.body))
      },
    )
    assert.deepEqual(
      [three.lines[1]!.action, three.lines[1]!.takes_effect, three.lines[1]!.amount_per_period, three.recurring_amount],
      ['downgraded', 'period_end', 7500, 3990 + 7500],
    )
    const addOnView = (await subscriptions(o.token))[1]!
    assert.deepEqual(
      [addOnView.features[0]!.quantity, addOnView.next_interval, addOnView.next_amount],
      [5, 'yearly', 7500],
    )
  })

  it('Negocio monthly -> yearly: nothing now, 2990 from the period end', async () => {
    const o = await owner()
    assert.equal(
      (await send(o.token, 'POST', '/v1/subscriptions/menu', { plan_code: 'NEGOCIO', interval: 'monthly' }, newKey()))
        .status,
      201,
    )
    const q = await quoteThenRun(
      () => o.token,
      'plan_code=NEGOCIO&interval=yearly',
      async (key) => {
        assert.equal(
          (await send(o.token, 'PUT', '/v1/subscriptions/menu', { plan_code: 'NEGOCIO', interval: 'yearly' }, key))
            .status,
          200,
        )
      },
    )
    assert.deepEqual(q.lines, [
      {
        kind: 'menu',
        action: 'updated',
        description: 'Cambio a Negocio anual al terminar el periodo',
        charge_now: 0,
        takes_effect: 'period_end',
        amount_per_period: 2990,
        carried_to_renewal: 0,
      },
    ])
    assert.deepEqual([q.charge_now, q.payment_required, q.recurring_amount], [0, false, 2990])
  })

  it('during the demo -> a paid plan: the full price, no credit for the demo', async () => {
    const o = await owner()
    assert.equal((await send(o.token, 'POST', '/v1/subscriptions/menu', { demo: true }, newKey())).status, 201)
    const q = await quoteThenRun(
      () => o.token,
      'plan_code=FRANCHISES&interval=yearly',
      async (key) => {
        assert.equal(
          (await send(o.token, 'POST', '/v1/subscriptions/menu', { plan_code: 'FRANCHISES', interval: 'yearly' }, key))
            .status,
          201,
        )
      },
    )
    assert.deepEqual(q.lines, [
      {
        kind: 'menu',
        action: 'activation',
        description: 'Plan Franquicias anual',
        charge_now: 3990,
        takes_effect: 'now',
        amount_per_period: 3990,
        carried_to_renewal: 0,
      },
    ])
  })

  it('a first subscription takes its currency from time_zone: USD amounts, the add-on code in USD', async () => {
    const o = await owner()
    const mxn = (await quote(o.token, 'plan_code=NEGOCIO&interval=monthly')).body.info as Quote
    assert.deepEqual([mxn.currency, mxn.charge_now], ['MXN', 299])
    const q = await quoteThenRun(
      () => o.token,
      'plan_code=FRANCHISES&interval=monthly&branches=2&time_zone=Europe%2FMadrid',
      async (key) => {
        assert.equal(
          (
            await send(
              o.token,
              'POST',
              '/v1/subscriptions/menu',
              { plan_code: 'FRANCHISES', interval: 'monthly', time_zone: 'Europe/Madrid' },
              key,
            )
          ).status,
          201,
        )
        const addOn = await send(
          o.token,
          'PUT',
          '/v1/subscriptions/sucursales',
          { features: [{ code: 'MENU-SUCURSALES-USD', quantity: 2 }] },
          key,
        )
        assert.equal(addOn.status, 200, JSON.stringify(addOn.body))
      },
    )
    const addOn =
      prorate({ oldCents: 0, newCents: 2500, interval: 'monthly', periodEnd: q.expires_at, now: t.config.now() }) / 100
    assert.deepEqual(
      [q.currency, q.lines[0]!.charge_now, q.lines[1]!.charge_now, q.charge_now, q.recurring_amount],
      ['USD', 20, addOn, 20 + addOn, 45],
    )
    // Once subscribed, the account's currency wins over the zone.
    const later = (await quote(o.token, 'plan_code=FRANCHISES&interval=yearly&time_zone=America%2FMexico_City')).body
      .info as Quote
    assert.deepEqual([later.currency, later.lines[0]!.amount_per_period], ['USD', 200])
  })

  it('a cancelled or unpaid plan answers like the calls: 409 SUBSCRIPTION_NOT_ACTIVE', async () => {
    const o = await owner()
    assert.equal(
      (await send(o.token, 'POST', '/v1/subscriptions/menu', { plan_code: 'NEGOCIO', interval: 'monthly' }, newKey()))
        .status,
      201,
    )
    assert.equal(
      (await call(t.app, { method: 'POST', url: '/v1/subscriptions/menu/cancel', token: o.token })).status,
      200,
    )
    const q = await quote(o.token, 'plan_code=FRANCHISES&interval=monthly')
    const put = await send(
      o.token,
      'PUT',
      '/v1/subscriptions/menu',
      { plan_code: 'FRANCHISES', interval: 'monthly' },
      newKey(),
    )
    assert.deepEqual(
      [q.status, q.body.error.code, q.body.error.message],
      [409, 'SUBSCRIPTION_NOT_ACTIVE', 'Reactiva tu suscripción para cambiarla.'],
    )
    assert.deepEqual(q.body, put.body)
    // An unpaid plan (a renewal charge failed) is resumed, not replaced: the same 409.
    await t.db
      .updateTable('subscriptions')
      .set({ status: 'unpaid' })
      .where('account_id', '=', o.id)
      .where('kind', '=', 'menu')
      .execute()
    const unpaid = await quote(o.token, 'plan_code=NEGOCIO&interval=yearly')
    assert.deepEqual([unpaid.status, unpaid.body.error.code], [409, 'SUBSCRIPTION_NOT_ACTIVE'])
    assert.deepEqual(
      unpaid.body,
      (await send(o.token, 'PUT', '/v1/subscriptions/menu', { plan_code: 'NEGOCIO', interval: 'yearly' }, newKey()))
        .body,
    )
  })

  it("an upgrade on the last day prorates under the provider's minimum (MXN 10.00): nothing charged now, the plan changes now, the amount carried to the renewal", async () => {
    const o = await owner()
    await negocioUntil(o, DAY / 2)
    const up = await quoteThenRun(
      () => o.token,
      'plan_code=FRANCHISES&interval=monthly',
      async (key) => {
        const res = await send(
          o.token,
          'PUT',
          '/v1/subscriptions/menu',
          { plan_code: 'FRANCHISES', interval: 'monthly' },
          key,
        )
        assert.equal(res.status, 200, JSON.stringify(res.body))
      },
    )
    // ceil(100 x 1 / 30) = 3.34 MXN: Stripe (and the sandbox) refuse a charge under 10 MXN.
    assert.deepEqual(up.lines, [
      {
        kind: 'menu',
        action: 'upgraded',
        description: 'Cambio a Franquicias (prorrateo de 1 día). Se cobrará en tu próxima renovación: $3.34 MXN',
        charge_now: 0,
        takes_effect: 'now',
        amount_per_period: 399,
        carried_to_renewal: 3.34,
      },
    ])
    assert.deepEqual([up.charge_now, up.payment_required, up.carried_to_renewal], [0, false, 3.34])
    const profile = (await call(t.app, { method: 'GET', url: '/v1/profiles/me', token: o.token })).body.info
    assert.equal(profile.plan.code, 'FRANCHISES', 'the plan changes now')
    const menu = await t.db
      .selectFrom('subscriptions')
      .select(['plan_code', 'carried_cents'])
      .where('account_id', '=', o.id)
      .where('kind', '=', 'menu')
      .executeTakeFirstOrThrow()
    assert.deepEqual([menu.plan_code, Number(menu.carried_cents)], ['FRANCHISES', 334])
  })

  it('USD: one more branch on the last day (0.42 USD, under 0.50) is carried too; 3 days before the end (10.00 MXN) is charged now', async () => {
    const o = await owner()
    const key = newKey()
    const first = await send(
      o.token,
      'POST',
      '/v1/subscriptions/menu',
      { plan_code: 'FRANCHISES', interval: 'monthly', time_zone: 'Europe/Madrid' },
      key,
    )
    assert.equal(first.status, 201, JSON.stringify(first.body))
    const two = await send(
      o.token,
      'PUT',
      '/v1/subscriptions/sucursales',
      { features: [{ code: 'MENU-SUCURSALES-USD', quantity: 2 }] },
      key,
    )
    assert.equal(two.status, 200, JSON.stringify(two.body))
    await o.travel(Date.parse(first.body.info.expires_at) - t.config.now() - DAY / 2)
    const q = await quoteThenRun(
      () => o.token,
      'plan_code=FRANCHISES&interval=monthly&branches=3',
      async (k) => {
        const res = await send(
          o.token,
          'PUT',
          '/v1/subscriptions/menu',
          { plan_code: 'FRANCHISES', interval: 'monthly', features: [{ code: 'MENU-SUCURSALES-USD', quantity: 3 }] },
          k,
        )
        assert.equal(res.status, 200, JSON.stringify(res.body))
      },
    )
    // ceil(12.50 x 1 / 30) = 0.42 USD.
    assert.deepEqual(line(q, 'sucursales'), {
      kind: 'sucursales',
      action: 'upgraded',
      description:
        'Aumento a 3 sucursales adicionales (prorrateo de 1 día). Se cobrará en tu próxima renovación: $0.42 USD',
      charge_now: 0,
      takes_effect: 'now',
      amount_per_period: 37.5,
      carried_to_renewal: 0.42,
    })
    assert.deepEqual([q.currency, q.charge_now, q.carried_to_renewal], ['USD', 0, 0.42])

    // At the minimum itself the amount is charged now: Negocio -> Franquicias with 3 days left is 10.00 MXN.
    const mxn = await owner()
    await negocioUntil(mxn, 2.5 * DAY)
    const at = (await quote(mxn.token, 'plan_code=FRANCHISES&interval=monthly')).body.info as Quote
    assert.deepEqual([at.charge_now, at.carried_to_renewal, at.payment_required], [10, 0, true])
  })

  it('bad input is 400 VALIDATION_ERROR on its field; no token is 401', async () => {
    const o = await owner()
    for (const [query, field] of [
      ['plan_code=FREEMIUM&interval=monthly', 'plan_code'],
      ['plan_code=GOLD&interval=monthly', 'plan_code'],
      ['interval=monthly', 'plan_code'],
      ['plan_code=NEGOCIO&interval=weekly', 'interval'],
      ['plan_code=NEGOCIO', 'interval'],
      ['plan_code=FRANCHISES&interval=monthly&branches=0', 'branches'],
      ['plan_code=FRANCHISES&interval=monthly&branches=dos', 'branches'],
      ['plan_code=NEGOCIO&interval=monthly&branches=2', 'branches'],
    ] as const) {
      const res = await quote(o.token, query)
      assert.deepEqual(
        [res.status, res.body.error?.code, res.body.error?.field],
        [400, 'VALIDATION_ERROR', field],
        `${query}: ${JSON.stringify(res.body)}`,
      )
    }
    const withNegocio = await quote(o.token, 'plan_code=NEGOCIO&interval=monthly&branches=2')
    assert.equal(withNegocio.body.error.message, 'Las sucursales adicionales requieren el plan Franquicias')
    const anonymous = await quote(undefined, 'plan_code=NEGOCIO&interval=monthly')
    assert.deepEqual([anonymous.status, anonymous.body.error.code], [401, 'WRONG_TOKEN'])
  })
})
