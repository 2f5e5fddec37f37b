import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { type PaymentProvider, WebhookSignatureError } from '../src/billing/payments/provider.js'
import { stripeProvider } from '../src/billing/stripe/provider.js'
import { account, DIALECT, makeApp, type TestApp } from './helpers.js'
import {
  type FakeCard,
  type FakeStripe,
  STRIPE_ENV,
  STRIPE_MINIMUMS,
  signedWebhook,
  startFakeStripe,
} from './support/fake-stripe.js'
import type { Obj } from './support/fake-stripe-objects.js'
import { DESCRIBED_VERSION, requestProblems, shapeProblems } from './support/stripe-schemas.js'

describe(`Stripe provider against the local fake of Stripe's API (${DIALECT})`, () => {
  let fake: FakeStripe
  let t: TestApp
  let stripe: PaymentProvider
  let key = 0
  const nextKey = () => `charge-${process.pid}-${Date.now()}-${++key}`

  before(async () => {
    fake = await startFakeStripe()
    t = await makeApp({ ...STRIPE_ENV, STRIPE_API_URL: fake.url })
    stripe = stripeProvider(t.config, t.db)
  })
  after(async () => {
    await t.close()
    await fake.close()
  })

  /** A card saved the way the card page saves it: checkout, Stripe.js confirms the SetupIntent, redeem. */
  async function savedCard(accountId: number, card: FakeCard = 'visa') {
    const checkout = await stripe.createCheckout(accountId)
    fake.confirmSetup(checkout.checkout_id, card)
    const redeemed = await stripe.redeemCardToken(accountId, checkout.checkout_id)
    assert.ok(redeemed.ok, JSON.stringify(redeemed))
    return redeemed.card
  }

  const charge = (providerToken: string, extra: { renewal?: boolean; idempotencyKey?: string } = {}) =>
    stripe.charge({
      providerToken,
      amountCents: 29900,
      currency: 'MXN',
      description: 'Plan Negocio (mensual)',
      idempotencyKey: extra.idempotencyKey ?? nextKey(),
      renewal: extra.renewal,
    })

  it('is in test mode with sk_test_ keys and names itself stripe', () => {
    assert.equal(stripe.name, 'stripe')
    assert.equal(stripe.testMode, true)
    assert.equal(
      stripeProvider({ ...t.config, stripe: { ...t.config.stripe!, secretKey: 'sk_live_x', testMode: false } }, t.db)
        .testMode,
      false,
    )
  })

  it('opens a card page on a SetupIntent for off-session use, under one Customer per account', async () => {
    const a = await account(t)
    const first = await stripe.createCheckout(a.id)
    const second = await stripe.createCheckout(a.id)
    assert.match(first.checkout_id, /^seti_/)
    assert.equal(first.url, `/payments/stripe/checkout/${first.checkout_id}`)
    const [s1, s2] = [fake.setupIntents.get(first.checkout_id)!, fake.setupIntents.get(second.checkout_id)!]
    assert.equal(s1.customer, s2.customer, 'the second card page reuses the Customer')
    assert.deepEqual(s1.payment_method_types, ['card'])
    assert.equal(s1.usage, 'off_session')
    assert.deepEqual(s1.metadata, { account_id: String(a.id) })
    assert.deepEqual(fake.customers.get(String(s1.customer))!.metadata, { account_id: String(a.id) })
    const row = await t.db
      .selectFrom('payment_customers')
      .selectAll()
      .where('account_id', '=', a.id)
      .executeTakeFirstOrThrow()
    assert.deepEqual([row.provider, row.customer_id], ['stripe', s1.customer])

    const b = await account(t)
    const other = await stripe.createCheckout(b.id)
    assert.notEqual(fake.setupIntents.get(other.checkout_id)!.customer, s1.customer, 'each account its own Customer')
  })

  it('two card pages opened at once still leave the account one Customer', async () => {
    const a = await account(t)
    const pages = await Promise.all([stripe.createCheckout(a.id), stripe.createCheckout(a.id)])
    const owners = new Set(pages.map((p) => fake.setupIntents.get(p.checkout_id)!.customer))
    const rows = await t.db.selectFrom('payment_customers').selectAll().where('account_id', '=', a.id).execute()
    assert.equal(rows.length, 1)
    // The Customer that lost the race holds the SetupIntent created with it; the stored one is kept.
    assert.ok(owners.has(rows[0]!.customer_id))
    assert.ok(fake.customers.has(rows[0]!.customer_id))
    const ofAccount = [...fake.customers.values()].filter((c) => (c.metadata as Obj).account_id === String(a.id))
    assert.deepEqual(
      ofAccount.map((c) => c.id),
      [rows[0]!.customer_id],
      'the losing Customer is deleted at Stripe',
    )
  })

  it("redeems a confirmed SetupIntent of the account's own card page into a saved card", async () => {
    const a = await account(t)
    const card = await savedCard(a.id, 'mastercard')
    assert.equal(card.brand, 'mastercard')
    assert.equal(card.last4, '4444')
    assert.equal(card.exp_month, 12)
    assert.match(card.providerToken, /^cus_[a-f0-9]+\/pm_[a-f0-9]+$/)
    assert.equal(card.providerToken.split('/')[0], fake.customers.get(card.providerToken.split('/')[0]!)!.id)
  })

  it("refuses another account's, an unconfirmed, an unknown and a malformed token, and brands it does not take", async () => {
    const [a, b] = [await account(t), await account(t)]
    const refused = { ok: false, message: 'La tarjeta no es válida. Vuelve a capturarla.' }
    const checkout = await stripe.createCheckout(a.id)
    assert.deepEqual(await stripe.redeemCardToken(a.id, checkout.checkout_id), refused, 'not confirmed yet')
    fake.confirmSetup(checkout.checkout_id, 'visa')
    assert.deepEqual(await stripe.redeemCardToken(b.id, checkout.checkout_id), refused, "another account's card page")
    assert.deepEqual(await stripe.redeemCardToken(a.id, 'seti_doesnotexist'), refused)
    assert.deepEqual(await stripe.redeemCardToken(a.id, '../customers'), refused)
    assert.equal((await stripe.redeemCardToken(a.id, checkout.checkout_id)).ok, true)

    const discover = await stripe.createCheckout(a.id)
    fake.confirmSetup(discover.checkout_id, 'discover')
    assert.deepEqual(await stripe.redeemCardToken(a.id, discover.checkout_id), {
      ok: false,
      message: 'Solo aceptamos tarjetas Visa, Mastercard y American Express.',
    })
  })

  it('charges a saved card: succeeded, declined (402 card error), or pending while the bank asks for 3-D Secure', async () => {
    const a = await account(t)
    const ok = await charge((await savedCard(a.id, 'amex')).providerToken)
    assert.equal(ok.status, 'succeeded')
    const intent = fake.paymentIntents.get(ok.reference)!
    assert.deepEqual([intent.amount, intent.currency, intent.description], [29900, 'mxn', 'Plan Negocio (mensual)'])
    assert.deepEqual(intent.payment_method_types, ['card'])

    const declined = await charge((await savedCard(a.id, 'declined')).providerToken)
    assert.equal(declined.status, 'declined')
    assert.match(declined.reference, /^pi_/, "the declined PaymentIntent's id, from Stripe's error")
    assert.equal(fake.paymentIntents.get(declined.reference)!.status, 'requires_payment_method')

    const secure = (await savedCard(a.id, 'authenticate')).providerToken
    const pending = await charge(secure)
    assert.equal(pending.status, 'pending')
    assert.equal(pending.actionUrl, `/payments/stripe/authenticate/${pending.reference}`)
    assert.deepEqual(await stripe.chargeStatus(pending.reference), pending, 'still waiting for the owner')
    fake.authenticate(pending.reference, true)
    assert.deepEqual(await stripe.chargeStatus(pending.reference), {
      status: 'succeeded',
      reference: pending.reference,
    })

    const failing = await charge(secure)
    fake.authenticate(failing.reference, false)
    assert.deepEqual(await stripe.chargeStatus(failing.reference), { status: 'declined', reference: failing.reference })
  })

  it('a renewal (off session) whose bank wants authentication is declined, not left pending', async () => {
    const a = await account(t)
    const outcome = await charge((await savedCard(a.id, 'authenticate')).providerToken, { renewal: true })
    assert.equal(outcome.status, 'declined')
    assert.equal(fake.paymentIntents.get(outcome.reference)!.status, 'requires_payment_method')
  })

  it('charges at most once per idempotency key: a retry answers the first PaymentIntent', async () => {
    const a = await account(t)
    const token = (await savedCard(a.id)).providerToken
    const before = fake.paymentIntents.size
    const idempotencyKey = nextKey()
    const first = await charge(token, { idempotencyKey })
    const again = await charge(token, { idempotencyKey })
    assert.deepEqual(again, first)
    assert.equal(fake.paymentIntents.size, before + 1)

    const declinedToken = (await savedCard(a.id, 'declined')).providerToken
    const declinedKey = nextKey()
    const declined = await charge(declinedToken, { idempotencyKey: declinedKey })
    assert.deepEqual(await charge(declinedToken, { idempotencyKey: declinedKey }), declined, 'the 402 is replayed too')
  })

  it('a charge Stripe refuses as a request (unknown card, bad amount) failed; Stripe down is an unknown outcome (throws)', async () => {
    const a = await account(t)
    const token = (await savedCard(a.id)).providerToken
    assert.equal((await charge(`${token.split('/')[0]}/pm_missing`)).status, 'failed')
    assert.equal((await charge('not-a-token')).status, 'failed')
    const zero = await stripe.charge({
      providerToken: token,
      amountCents: 0,
      currency: 'USD',
      description: 'x',
      idempotencyKey: nextKey(),
    })
    assert.equal(zero.status, 'failed')
    assert.match(zero.reference, /^req_/, "Stripe's request id, for support")

    fake.setDown(true)
    try {
      await assert.rejects(charge(token), (error: Error) => error.constructor.name === 'StripeAPIError')
    } finally {
      fake.setDown(false)
    }
  })

  it("declares Stripe's minimum charge per currency; Stripe refuses less (amount_too_small), which is failed", async () => {
    assert.deepEqual(stripe.minimumChargeCents, { MXN: STRIPE_MINIMUMS.mxn, USD: STRIPE_MINIMUMS.usd })
    const a = await account(t)
    const token = (await savedCard(a.id)).providerToken
    for (const [amountCents, currency, status] of [
      [999, 'MXN', 'failed'],
      [1000, 'MXN', 'succeeded'],
      [49, 'USD', 'failed'],
      [50, 'USD', 'succeeded'],
    ] as const) {
      const outcome = await stripe.charge({
        providerToken: token,
        amountCents,
        currency,
        description: 'Cambio a Franquicias (prorrateo de 1 día)',
        idempotencyKey: nextKey(),
      })
      assert.equal(outcome.status, status, `${amountCents} ${currency}`)
      if (status === 'failed')
        assert.equal((fake.answers.at(-1)!.body as { error: { code: string } }).error.code, 'amount_too_small')
    }
  })

  it('refunds (part of) a succeeded charge once per key; a refund Stripe refuses failed', async () => {
    const a = await account(t)
    const paid = await charge((await savedCard(a.id)).providerToken)
    const idempotencyKey = nextKey()
    const refund = await stripe.refund({ reference: paid.reference, amountCents: 10000, idempotencyKey })
    assert.equal(refund.status, 'succeeded')
    assert.match(refund.reference, /^re_/)
    assert.deepEqual(await stripe.refund({ reference: paid.reference, amountCents: 10000, idempotencyKey }), refund)
    assert.equal([...fake.refunds.values()].filter((r) => r.payment_intent === paid.reference).length, 1)
    const tooMuch = await stripe.refund({ reference: paid.reference, amountCents: 29900, idempotencyKey: nextKey() })
    assert.equal(tooMuch.status, 'failed')
  })

  describe('webhooks', () => {
    const secret = STRIPE_ENV.STRIPE_WEBHOOK_SECRET

    it('reads a signed event into neutral words', () => {
      const intent = { id: 'pi_123', object: 'payment_intent' }
      const cases: Array<[string, Record<string, unknown>, object]> = [
        ['payment_intent.succeeded', intent, { kind: 'charge', reference: 'pi_123', status: 'succeeded' }],
        ['payment_intent.payment_failed', intent, { kind: 'charge', reference: 'pi_123', status: 'declined' }],
        ['payment_intent.canceled', intent, { kind: 'charge', reference: 'pi_123', status: 'failed' }],
        [
          'charge.refunded',
          { id: 'ch_1', object: 'charge', payment_intent: 'pi_123', refunds: { data: [{ id: 're_9' }] } },
          { kind: 'refund', reference: 'pi_123', refundReference: 're_9', status: 'succeeded' },
        ],
        [
          'refund.updated',
          { id: 're_2', object: 'refund', payment_intent: 'pi_123', status: 'failed' },
          { kind: 'refund', reference: 'pi_123', refundReference: 're_2', status: 'failed' },
        ],
        [
          'refund.updated',
          { id: 're_3', object: 'refund', payment_intent: 'pi_1', status: 'pending' },
          { kind: 'other', type: 'refund.updated' },
        ],
        ['customer.created', { id: 'cus_1', object: 'customer' }, { kind: 'other', type: 'customer.created' }],
      ]
      for (const [type, object, expected] of cases) {
        const event = fake.event(type, object)
        const { rawBody, headers } = signedWebhook(secret, event)
        assert.deepEqual(stripe.readWebhook(rawBody, headers), { id: event.id, ...expected }, type)
      }
    })

    it('refuses a wrong secret, a changed body, a missing or stale signature', () => {
      const event = fake.event('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' })
      const good = signedWebhook(secret, event)
      const refused = (rawBody: Buffer, headers: Record<string, string | undefined>) =>
        assert.throws(() => stripe.readWebhook(rawBody, headers), WebhookSignatureError)
      refused(good.rawBody, signedWebhook('whsec_other', event).headers)
      refused(Buffer.from(good.rawBody.toString().replace('pi_1', 'pi_2')), good.headers)
      refused(good.rawBody, {})
      refused(good.rawBody, { 'stripe-signature': 'garbage' })
      refused(good.rawBody, signedWebhook(secret, event, Math.floor(Date.now() / 1000) - 3600).headers)
    })
  })

  it("every answer of the fake matches Stripe's published schema for it", () => {
    assert.ok(fake.answers.length > 30, `only ${fake.answers.length} answers recorded`)
    const kinds = new Set(fake.answers.map((a) => a.schema))
    for (const schema of ['customer', 'setup_intent', 'payment_intent', 'refund', 'error', 'event'])
      assert.ok(kinds.has(schema as never), `no ${schema} answer was checked`)
    assert.deepEqual(shapeProblems(fake.answers), [])
    // The check bites: an answer off Stripe's shape is reported.
    const intent = fake.answers.find((a) => a.schema === 'payment_intent')!.body as Record<string, unknown>
    const { amount: _, ...withoutAmount } = intent
    const drifted = shapeProblems([
      { schema: 'payment_intent', body: { ...withoutAmount, status: 'done', customer: 7 } },
    ])
    for (const wanted of [
      "must have required property 'amount'",
      '/status must be equal to one of the allowed values',
      '/customer',
    ])
      assert.ok(
        drifted.some((p) => p.includes(wanted)),
        `${wanted} not in ${drifted.join('\n')}`,
      )
  })

  it("every request the adapter sent matches Stripe's published request schema; a malformed one is refused and reported", async () => {
    const operations = new Set(fake.requests.map((r) => `${r.method} ${r.path.split('/').slice(0, 3).join('/')}`))
    for (const operation of [
      'POST /v1/customers',
      'POST /v1/setup_intents',
      'GET /v1/setup_intents',
      'POST /v1/payment_intents',
      'GET /v1/payment_intents',
      'POST /v1/refunds',
    ])
      assert.ok(operations.has(operation), `no ${operation} request was checked`)
    assert.deepEqual(requestProblems(fake.requests), [])

    // The check bites: a parameter Stripe does not know and a fractional amount (cents are integers).
    const res = await fetch(`${fake.url}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${STRIPE_ENV.STRIPE_SECRET_KEY}`,
        'stripe-version': DESCRIBED_VERSION,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'amount=12.5&currency=mxn&colour=red',
    })
    assert.equal(res.status, 400)
    const refused = ((await res.json()) as { error: { type: string; message: string } }).error
    assert.equal(refused.type, 'invalid_request_error')
    const reported = requestProblems(fake.requests.slice(-1))
    for (const wanted of [
      '/amount must be integer',
      'must NOT have additional properties {"additionalProperty":"colour"}',
    ])
      assert.ok(
        reported.some((p) => p.includes(wanted)) && refused.message.includes(wanted),
        `${wanted} not in ${reported.join('\n')}`,
      )
    fake.requests.pop() // the malformed request was this test's own
  })
})
