import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { runRefunds, UNCLAIMED_REFUND_MINUTES } from '../src/billing/payments/refunds.js'
import { runRenewals } from '../src/billing/renewals/job.js'
import { PAYMENT_WEBHOOK_PATH } from '../src/billing/payments/webhook-route.js'
import { subscribeNegocio } from './billing-helpers.js'
import { account, call, DIALECT, login, makeApp, type TestApp } from './helpers.js'
import { type FakeCard, type FakeStripe, STRIPE_ENV, signedWebhook, startFakeStripe } from './support/fake-stripe.js'
import { requestProblems, shapeProblems } from './support/stripe-schemas.js'

/**
 * The app with Stripe as its provider (PAYMENTS_PROVIDER=stripe, against the local fake): the
 * card page is Stripe's and the SetupIntent it confirmed is saved as the account's card; a
 * charge the bank wants authenticated answers 402 with the Stripe.js page, Stripe's signed
 * webhook settles it, and the owner's repeat makes the change; a charge nobody comes back for
 * is refunded through Stripe.
 */
describe(`the API with Stripe as the provider (${DIALECT})`, () => {
  let fake: FakeStripe
  let t: TestApp
  before(async () => {
    fake = await startFakeStripe()
    t = await makeApp({ ...STRIPE_ENV, STRIPE_API_URL: fake.url })
  })
  // On PostgreSQL every test file shares one database: plans left active would be renewed by later renewal runs.
  const tokens: string[] = []
  after(async () => {
    for (const token of tokens) await call(t.app, { method: 'POST', url: '/v1/subscriptions/menu/cancel', token })
    await t.close()
    await fake.close()
  })
  let keys = 0
  const subscribe = (token: string, key: string) => subscribeNegocio(t.app, token, key)
  /** POST /v1/profiles/me/payment-methods: what the panel does with the card page's token. */
  const saveCardToken = (token: string, cardToken: string) =>
    call(t.app, { method: 'POST', url: '/v1/profiles/me/payment-methods', token, payload: { card_token: cardToken } })
  /** An owner with a card saved through Stripe's card page (what Stripe.js does is the fake's confirmSetup). */
  async function ownerWithCard(card: FakeCard) {
    const owner = await account(t)
    tokens.push(owner.access_token)
    const page = await call(t.app, { method: 'GET', url: '/v1/payment-sources/card-token', token: owner.access_token })
    fake.confirmSetup(page.body.info.checkout_id, card)
    const saved = await saveCardToken(owner.access_token, page.body.info.checkout_id)
    assert.equal(saved.status, 201, JSON.stringify(saved.body))
    return owner
  }
  const deliver = (event: Record<string, unknown>, secret = STRIPE_ENV.STRIPE_WEBHOOK_SECRET) => {
    const { rawBody, headers } = signedWebhook(secret, event)
    return t.app.inject({
      method: 'POST',
      url: PAYMENT_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
      payload: rawBody,
    })
  }
  /** An owner whose Negocio subscription waits for the bank (3-D Secure): the call's key and the PaymentIntent. */
  async function awaitingBank() {
    const owner = await ownerWithCard('authenticate')
    const key = `stripe-app-${process.pid}-${++keys}`
    const answer = await subscribe(owner.access_token, key)
    assert.equal(answer.status, 402, JSON.stringify(answer.body))
    assert.equal(answer.body.error.code, 'PAYMENT_ACTION_REQUIRED')
    const intentId = (await chargeOf(owner.id)).provider_reference ?? ''
    assert.equal(answer.body.error.action_url, `/payments/stripe/authenticate/${intentId}`)
    return { owner, key, intentId, actionUrl: answer.body.error.action_url as string }
  }
  const planOf = async (id: number) =>
    (await t.db.selectFrom('accounts').select('plan_code').where('id', '=', id).executeTakeFirstOrThrow()).plan_code
  const chargeOf = async (id: number) =>
    t.db.selectFrom('charges').selectAll().where('account_id', '=', id).executeTakeFirstOrThrow()

  it("opens Stripe's card page and saves the card it confirmed; another account cannot", async () => {
    const owner = await account(t)
    const page = await call(t.app, { method: 'GET', url: '/v1/payment-sources/card-token', token: owner.access_token })
    assert.equal(page.status, 200, JSON.stringify(page.body))
    const { checkout_id, url } = page.body.info
    assert.equal(url, `/payments/stripe/checkout/${checkout_id}`)
    fake.confirmSetup(checkout_id, 'mastercard')

    const stranger = await account(t)
    const stolen = await saveCardToken(stranger.access_token, checkout_id)
    assert.equal(stolen.status, 400)
    assert.deepEqual(stolen.body.error.field, 'card_token')

    const saved = await saveCardToken(owner.access_token, checkout_id)
    assert.equal(saved.status, 201, JSON.stringify(saved.body))
    assert.deepEqual(
      { ...saved.body.info, id: undefined, exp_year: undefined },
      { id: undefined, brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: undefined, default: true },
    )
    const again = await saveCardToken(owner.access_token, checkout_id)
    assert.equal(again.status, 400)
    assert.equal(again.body.error.message, 'Esta tarjeta ya está guardada.')
    const row = await t.db
      .selectFrom('payment_methods')
      .select(['provider', 'provider_token'])
      .where('id', '=', saved.body.info.id)
      .executeTakeFirstOrThrow()
    assert.equal(row.provider, 'stripe')
    assert.match(row.provider_token, /^cus_[a-f0-9]+\/pm_[a-f0-9]+$/)
    assert.deepEqual(shapeProblems(fake.answers), [])
  })

  it('3-D Secure: 402 with the Stripe.js page; the signed webhook settles the charge, once; the repeat makes the change', async () => {
    const { owner, key, intentId, actionUrl } = await awaitingBank()
    const page = await t.app.inject({ method: 'GET', url: actionUrl })
    assert.equal(page.statusCode, 200)
    assert.match(page.body, /https:\/\/js\.stripe\.com\/v3/)

    // The owner authenticates with the bank (Stripe.js), and Stripe says so in a webhook.
    const intent = fake.authenticate(intentId, true)
    const event = fake.event('payment_intent.succeeded', intent)
    assert.equal((await deliver(event, 'whsec_another')).statusCode, 400, 'signed with another secret')
    assert.equal((await chargeOf(owner.id)).status, 'pending')
    const taken = await deliver(event)
    assert.equal(taken.statusCode, 200, taken.body)
    assert.deepEqual(taken.json(), { received: true, duplicate: false })
    assert.deepEqual((await deliver(event)).json(), { received: true, duplicate: true })
    assert.equal((await chargeOf(owner.id)).status, 'succeeded')

    const done = await subscribe(owner.access_token, key)
    assert.equal(done.status, 201, JSON.stringify(done.body))
    assert.equal(await planOf(owner.id), 'NEGOCIO')
    assert.equal(
      [...fake.paymentIntents.values()].filter((p) => p.customer === intent.customer).length,
      1,
      'one PaymentIntent for the repeated call',
    )
    assert.deepEqual(shapeProblems(fake.answers), [])
  })

  it('authentication failed at the bank: the webhook declines it and the repeat is 402 PAYMENT_DECLINED', async () => {
    const { owner, key, intentId } = await awaitingBank()
    assert.equal(
      (await deliver(fake.event('payment_intent.payment_failed', fake.authenticate(intentId, false)))).statusCode,
      200,
    )
    assert.equal((await chargeOf(owner.id)).status, 'declined')
    const declined = await subscribe(owner.access_token, key)
    assert.equal(declined.body.error.code, 'PAYMENT_DECLINED')
    assert.equal(await planOf(owner.id), 'FREEMIUM')
  })

  it('a charge nobody comes back for is refunded through Stripe', async () => {
    const { owner, key, intentId } = await awaitingBank()
    // The owner authenticated at the bank and left: Stripe's webhook settles the charge, nobody repeats the call.
    await deliver(fake.event('payment_intent.succeeded', fake.authenticate(intentId, true)))
    t.travel((UNCLAIMED_REFUND_MINUTES + 1) * 60_000)
    await runRefunds(t.app.ctx, t.app.log)
    const charge = await chargeOf(owner.id)
    assert.equal(charge.refund_status, 'succeeded')
    assert.match(charge.refund_reference ?? '', /^re_/)
    const refund = [...fake.refunds.values()].find((r) => r.payment_intent === intentId)
    assert.equal(refund?.amount, charge.amount_cents)
    const late = await subscribe((await login(t, owner.email)).access_token, key)
    assert.equal(late.body.error.code, 'CHARGE_REFUNDED')
    assert.deepEqual(shapeProblems(fake.answers), [])
  })

  it("an upgrade on the period's last day (3.34 MXN, under Stripe's 10.00) is not sent to Stripe: the plan changes now and the renewal charges it with the period", async () => {
    const owner = await ownerWithCard('visa')
    const start = await subscribe(owner.access_token, `stripe-app-${process.pid}-${++keys}`)
    assert.equal(start.status, 201, JSON.stringify(start.body))
    const periodEnd = start.body.info.expires_at as string
    t.travel(Date.parse(periodEnd) - t.config.now() - 12 * 60 * 60_000)
    const token = (await login(t, owner.email)).access_token
    tokens.push(token)
    const before = fake.paymentIntents.size
    const up = await call(t.app, {
      method: 'PUT',
      url: '/v1/subscriptions/menu',
      token,
      headers: { 'idempotency-key': `stripe-app-${process.pid}-${++keys}` },
      payload: { plan_code: 'FRANCHISES', interval: 'monthly' },
    })
    assert.equal(up.status, 200, JSON.stringify(up.body))
    assert.equal(fake.paymentIntents.size, before, 'nothing sent to Stripe')
    assert.equal(await planOf(owner.id), 'FRANCHISES')

    t.travel(Date.parse(periodEnd) - t.config.now() + 60_000)
    await runRenewals(t.app.ctx, t.app.log)
    // This owner's Customer (its first payment's); the run renews other tests' accounts too.
    const customer = [...fake.paymentIntents.values()][before - 1]!.customer
    const renewal = [...fake.paymentIntents.values()].slice(before).filter((p) => p.customer === customer)
    assert.deepEqual(
      renewal.map((p) => [p.amount, p.currency, p.status, p.description]),
      [
        [
          39900 + 334,
          'mxn',
          'succeeded',
          'Renovación de Franquicias (mensual), más $3.34 MXN de un cambio del periodo anterior',
        ],
      ],
    )
    assert.deepEqual(requestProblems(fake.requests), [])
    assert.deepEqual(shapeProblems(fake.answers), [])
  })
})
