import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, before, describe, it } from 'node:test'
import { canonicalJson } from '../src/billing/payments/idempotency.js'
import { saveCard, watchCharges } from './billing-helpers.js'
import { account, call, DIALECT, makeApp, type TestApp } from './helpers.js'

/**
 * Idempotency keys bind to their first request: the same key and body replays, the same key
 * with another body is 422 IDEMPOTENCY_KEY_REUSED with nothing charged or changed. A payment
 * method id of the request must be the account's whatever the call charges (404 otherwise).
 */

const VISA_DECLINED = '4000 0000 0000 0002'
const REUSED = {
  code: 'IDEMPOTENCY_KEY_REUSED',
  message: 'Esta clave de idempotencia ya se usó con otra solicitud: usa una clave nueva para un cambio diferente.',
}

describe(`idempotency keys and payment methods (${DIALECT})`, () => {
  let t: TestApp
  let providerCharges = 0
  before(async () => {
    t = await makeApp()
    // Count the provider's charges, holding each a moment so concurrent calls overlap.
    t.app.ctx.payments = watchCharges(t.app.ctx.payments, async () => {
      providerCharges++
      await sleep(30)
    })
  })
  // On PostgreSQL every test file shares one database: plans left active would be renewed by every later
  // renewal run (the renewal tests move the clock years ahead). Cancelled, they end once.
  const tokens: string[] = []
  const owner = async () => {
    const a = await account(t)
    tokens.push(a.access_token)
    return a
  }
  after(async () => {
    for (const token of tokens) await call(t.app, { method: 'POST', url: '/v1/subscriptions/menu/cancel', token })
    await t.close()
  })

  let keys = 0
  const key = () => `clave-${process.pid}-${++keys}`
  const send = (
    token: string,
    method: 'POST' | 'PUT',
    url: string,
    payload: object | undefined,
    idempotencyKey: string,
  ) =>
    call(t.app, { method, url, token, ...(payload ? { payload } : {}), headers: { 'idempotency-key': idempotencyKey } })
  const state = async (token: string, accountId: number) => ({
    profile: (await call(t.app, { method: 'GET', url: '/v1/profiles/me', token })).body.info,
    history: (await call(t.app, { method: 'GET', url: '/v1/subscriptions/billing?amount=true', token })).body.info,
    charges: (
      await t.db
        .selectFrom('charges')
        .select(['amount_cents', 'status'])
        .where('account_id', '=', accountId)
        .orderBy('id')
        .execute()
    ).map((c) => [Number(c.amount_cents), c.status]),
  })
  const error = (res: { body: { error?: { code: string; message: string } } }) => ({
    code: res.body.error?.code,
    message: res.body.error?.message,
  })

  it('the canonical body ignores the order of fields, not their values', () => {
    assert.equal(canonicalJson({ b: 1, a: [{ y: 2, x: 1 }] }), canonicalJson({ a: [{ x: 1, y: 2 }], b: 1 }))
    assert.notEqual(canonicalJson({ a: [1, 2] }), canonicalJson({ a: [2, 1] }))
    assert.notEqual(canonicalJson({ a: 1 }), canonicalJson({ a: '1' }))
  })

  it('a key used for NEGOCIO monthly is refused for FRANCHISES yearly (422, nothing charged or changed); the same body replays', async () => {
    const o = await owner()
    await saveCard(t.app, o.access_token)
    const k = key()
    const first = await send(
      o.access_token,
      'POST',
      '/v1/subscriptions/menu',
      { plan_code: 'NEGOCIO', interval: 'monthly' },
      k,
    )
    assert.equal(first.status, 201, JSON.stringify(first.body))
    const after1 = await state(o.access_token, o.id)
    const charged = providerCharges

    const other = await send(
      o.access_token,
      'POST',
      '/v1/subscriptions/menu',
      { plan_code: 'FRANCHISES', interval: 'yearly' },
      k,
    )
    assert.deepEqual([other.status, error(other)], [422, REUSED])
    assert.deepEqual(await state(o.access_token, o.id), after1, 'nothing changed')
    assert.equal(providerCharges, charged, 'nothing charged')

    // The same request, its fields in another order: the first answer again, nothing more.
    const replay = await send(
      o.access_token,
      'POST',
      '/v1/subscriptions/menu',
      { interval: 'monthly', plan_code: 'NEGOCIO' },
      k,
    )
    assert.deepEqual([replay.status, replay.body], [201, first.body])
    assert.deepEqual(await state(o.access_token, o.id), after1)
    // The same key on another call that writes the same step ('menu:<key>') is another request too.
    const change = await send(
      o.access_token,
      'PUT',
      '/v1/subscriptions/menu',
      { plan_code: 'NEGOCIO', interval: 'yearly' },
      k,
    )
    assert.deepEqual([change.status, error(change)], [422, REUSED])
    assert.deepEqual(await state(o.access_token, o.id), after1)
  })

  it('a key that charged nothing but wrote (a downgrade) is bound too; a declined charge binds its key', async () => {
    const o = await owner()
    await saveCard(t.app, o.access_token)
    assert.equal(
      (
        await send(
          o.access_token,
          'POST',
          '/v1/subscriptions/menu',
          { plan_code: 'FRANCHISES', interval: 'monthly' },
          key(),
        )
      ).status,
      201,
    )
    const k = key()
    const down = await send(
      o.access_token,
      'PUT',
      '/v1/subscriptions/menu',
      { plan_code: 'NEGOCIO', interval: 'monthly' },
      k,
    )
    assert.deepEqual([down.status, down.body.info.next_plan], [200, 'NEGOCIO'])
    const afterDown = await state(o.access_token, o.id)
    const other = await send(
      o.access_token,
      'PUT',
      '/v1/subscriptions/menu',
      { plan_code: 'NEGOCIO', interval: 'yearly' },
      k,
    )
    assert.deepEqual([other.status, error(other)], [422, REUSED])
    assert.deepEqual(await state(o.access_token, o.id), afterDown)
    assert.deepEqual(
      (await send(o.access_token, 'PUT', '/v1/subscriptions/menu', { plan_code: 'NEGOCIO', interval: 'monthly' }, k))
        .body,
      down.body,
    )

    const b = await owner()
    const declined = await saveCard(t.app, b.access_token, VISA_DECLINED)
    const d = key()
    const refused = await send(
      b.access_token,
      'POST',
      '/v1/subscriptions/menu',
      { plan_code: 'NEGOCIO', interval: 'monthly', payment_method_id: declined },
      d,
    )
    assert.deepEqual([refused.status, refused.body.error.code], [402, 'PAYMENT_DECLINED'])
    const reused = await send(
      b.access_token,
      'POST',
      '/v1/subscriptions/menu',
      { plan_code: 'FRANCHISES', interval: 'monthly', payment_method_id: declined },
      d,
    )
    assert.deepEqual([reused.status, error(reused)], [422, REUSED])
    const again = await send(
      b.access_token,
      'POST',
      '/v1/subscriptions/menu',
      { plan_code: 'NEGOCIO', interval: 'monthly', payment_method_id: declined },
      d,
    )
    assert.deepEqual(
      [again.status, again.body.error.code],
      [402, 'PAYMENT_DECLINED'],
      'the same request replays the decline',
    )
    assert.deepEqual((await state(b.access_token, b.id)).charges, [[29900, 'declined']])
  })

  it('a request refused before charging or writing binds nothing: corrected, it goes through with its key', async () => {
    const o = await owner()
    await saveCard(t.app, o.access_token)
    const k = key()
    const incomplete = await send(o.access_token, 'POST', '/v1/subscriptions/menu', { plan_code: 'NEGOCIO' }, k)
    assert.deepEqual([incomplete.status, incomplete.body.error.field], [400, 'interval'])
    const noAddOn = await send(
      o.access_token,
      'POST',
      '/v1/subscriptions/sucursales',
      { features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 2 }] },
      k,
    )
    assert.deepEqual([noAddOn.status, noAddOn.body.error.code], [409, 'FRANCHISES_REQUIRED'])
    const fixed = await send(
      o.access_token,
      'POST',
      '/v1/subscriptions/menu',
      { plan_code: 'NEGOCIO', interval: 'monthly' },
      k,
    )
    assert.equal(fixed.status, 201, JSON.stringify(fixed.body))
  })

  it("the panel's one key for POST /menu then PUT /sucursales still buys both (two steps of one attempt)", async () => {
    const o = await owner()
    await saveCard(t.app, o.access_token)
    const k = key()
    assert.equal(
      (
        await send(
          o.access_token,
          'POST',
          '/v1/subscriptions/menu',
          { plan_code: 'FRANCHISES', interval: 'monthly' },
          k,
        )
      ).status,
      201,
    )
    const addOn = await send(
      o.access_token,
      'PUT',
      '/v1/subscriptions/sucursales',
      { features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 3 }] },
      k,
    )
    assert.deepEqual([addOn.status, addOn.body.info.features[0].quantity], [200, 3])
    // Each part replays with its own request; the add-on's key refuses another count.
    assert.deepEqual(
      (
        await send(
          o.access_token,
          'PUT',
          '/v1/subscriptions/sucursales',
          { features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 3 }] },
          k,
        )
      ).body,
      addOn.body,
    )
    const more = await send(
      o.access_token,
      'PUT',
      '/v1/subscriptions/sucursales',
      { features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 4 }] },
      k,
    )
    assert.deepEqual([more.status, error(more)], [422, REUSED])
  })

  it('two requests with one key and different bodies at the same moment: one goes through, the other is 422, one charge', async () => {
    const o = await owner()
    await saveCard(t.app, o.access_token)
    const k = key()
    const before = providerCharges
    const answers = await Promise.all([
      send(o.access_token, 'POST', '/v1/subscriptions/menu', { plan_code: 'NEGOCIO', interval: 'monthly' }, k),
      send(o.access_token, 'POST', '/v1/subscriptions/menu', { plan_code: 'FRANCHISES', interval: 'yearly' }, k),
    ])
    assert.deepEqual(answers.map((a) => a.status).sort(), [201, 422], JSON.stringify(answers.map((a) => a.body)))
    assert.equal(providerCharges - before, 1)
    const won = answers.find((a) => a.status === 201)!.body.info
    const { profile, history } = await state(o.access_token, o.id)
    assert.deepEqual([profile.plan.code, history.length], [won.plan, 1])
  })

  it("another account's payment method is 404 whatever the call charges (nothing, for a demo or a downgrade), and nothing changes", async () => {
    const other = await owner()
    const stranger = await saveCard(t.app, other.access_token)
    const o = await owner()
    for (const card of [stranger, 'pm_noexiste']) {
      const demo = await send(
        o.access_token,
        'POST',
        '/v1/subscriptions/menu',
        { demo: true, payment_method_id: card },
        key(),
      )
      assert.deepEqual([demo.status, demo.body.error?.code], [404, 'RESOURCE_NOT_FOUND'], `demo with ${card}`)
    }
    assert.deepEqual((await state(o.access_token, o.id)).profile.subscriptions, [], 'no demo started')

    await saveCard(t.app, o.access_token)
    const paid = await send(
      o.access_token,
      'POST',
      '/v1/subscriptions/menu',
      { plan_code: 'NEGOCIO', interval: 'monthly', payment_method_id: stranger },
      key(),
    )
    assert.deepEqual([paid.status, paid.body.error?.code], [404, 'RESOURCE_NOT_FOUND'])
    assert.equal(
      (
        await send(
          o.access_token,
          'POST',
          '/v1/subscriptions/menu',
          { plan_code: 'FRANCHISES', interval: 'monthly' },
          key(),
        )
      ).status,
      201,
    )
    assert.equal(
      (
        await send(
          o.access_token,
          'PUT',
          '/v1/subscriptions/sucursales',
          { features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 3 }] },
          key(),
        )
      ).status,
      200,
    )
    const before = await state(o.access_token, o.id)
    for (const [method, url, body] of [
      ['PUT', '/v1/subscriptions/menu', { plan_code: 'NEGOCIO', interval: 'monthly', payment_method_id: stranger }], // a downgrade: 0 now
      ['PUT', '/v1/subscriptions/menu', { plan_code: 'FRANCHISES', interval: 'monthly', payment_method_id: stranger }], // no change at all
      [
        'PUT',
        '/v1/subscriptions/sucursales',
        { features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 2 }], payment_method_id: stranger },
      ], // fewer: 0 now
      [
        'POST',
        '/v1/subscriptions/sucursales',
        { features: [{ code: 'MENU-SUCURSALES-MXN', quantity: 2 }], payment_method_id: stranger },
      ],
    ] as const) {
      const res = await send(o.access_token, method, url, body, key())
      assert.deepEqual(
        [res.status, res.body.error?.code],
        [404, 'RESOURCE_NOT_FOUND'],
        `${method} ${url} ${JSON.stringify(body)}`,
      )
    }
    assert.deepEqual(await state(o.access_token, o.id), before)
  })
})
