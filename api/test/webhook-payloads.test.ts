import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import Stripe from 'stripe'
import { PAYMENT_WEBHOOK_PATH } from '../src/billing/payments/webhook-route.js'
import { SANDBOX_SIGNATURE_HEADER, sandboxWebhookSecret, signSandboxEvent } from '../src/billing/sandbox/webhooks.js'
import { DIALECT, makeApp, type TestApp } from './helpers.js'
import { type FakeStripe, STRIPE_ENV, startFakeStripe } from './support/fake-stripe.js'

/**
 * Webhooks whose signature holds but whose body is not an event of the expected shape (wrong
 * types, missing fields, arrays, huge numbers, text PostgreSQL refuses, a key too long for an
 * index): 400 WEBHOOK_PAYLOAD_INVALID in the envelope, nothing recorded, never a 5xx, on both
 * providers. Each body is signed exactly as sent, so only its shape is wrong.
 */

const HUGE = '123456789012345678901234567890'

/** Bodies no provider sends, as the exact text signed (JSON.stringify cannot write 1e400). */
const COMMON_ODD_BODIES = ['null', '[]', '"evt"', '1e400', '{}', '{', `[{"id":"evt_odd_array"}]`]

/** The sandbox's events, odd in one field each (a valid one is { id, type, data: { reference } }). */
const SANDBOX_ODD: string[] = [
  ...COMMON_ODD_BODIES,
  JSON.stringify({ id: 123, type: 'charge.succeeded', data: { reference: 'sbx_ch_odd' } }),
  `{"id":${HUGE},"type":"charge.succeeded","data":{"reference":"sbx_ch_odd"}}`,
  JSON.stringify({ id: 'evt_odd_1', type: { a: 1 }, data: { reference: 'sbx_ch_odd' } }),
  JSON.stringify({ id: 'evt_odd_2', type: 'charge.succeeded' }),
  JSON.stringify({ id: 'evt_odd_3', type: 'charge.succeeded', data: [] }),
  `{"id":"evt_odd_4","type":"charge.succeeded","data":{"reference":1e400}}`,
  JSON.stringify({ id: 'evt_odd_5', type: 'charge.succeeded', data: { reference: ['sbx_ch_odd'] } }),
  JSON.stringify({
    id: 'evt_odd_6',
    type: 'refund.succeeded',
    data: { reference: 'sbx_ch_odd', refund_reference: {} },
  }),
  JSON.stringify({ id: 'evt_odd_7', type: 'refund.succeeded', data: { reference: 'sbx_ch_odd', refund_reference: 7 } }),
  JSON.stringify({ id: 'evt_odd\u0000nul', type: 'charge.succeeded', data: { reference: 'sbx_ch_odd' } }),
  JSON.stringify({ id: 'evt_odd_8', type: 'charge.succeeded', data: { reference: 'sbx_ch_\u0000' } }),
  JSON.stringify({ id: `evt_${'x'.repeat(10_000)}`, type: 'charge.succeeded', data: { reference: 'sbx_ch_odd' } }),
  JSON.stringify({ id: '', type: 'charge.succeeded', data: { reference: 'sbx_ch_odd' } }),
]

/** Stripe's events, odd in what paymentEventOf reads of their type. */
const STRIPE_ODD: string[] = [
  ...COMMON_ODD_BODIES,
  JSON.stringify({ id: 'evt_odd_1', type: 'payment_intent.succeeded' }),
  JSON.stringify({ id: 'evt_odd_2', type: 'payment_intent.succeeded', data: {} }),
  JSON.stringify({ id: 'evt_odd_3', type: 'payment_intent.succeeded', data: { object: null } }),
  JSON.stringify({ id: 'evt_odd_4', type: 'payment_intent.payment_failed', data: { object: { id: 5 } } }),
  `{"id":"evt_odd_5","type":"payment_intent.canceled","data":{"object":{"id":1e400}}}`,
  JSON.stringify({ id: 'evt_odd_6', type: 'charge.refunded', data: { object: { id: 'ch_1', payment_intent: 7 } } }),
  JSON.stringify({
    id: 'evt_odd_7',
    type: 'charge.refunded',
    data: { object: { id: 'ch_1', payment_intent: 'pi_1', refunds: { data: 're_1' } } },
  }),
  JSON.stringify({
    id: 'evt_odd_8',
    type: 'charge.refunded',
    data: { object: { id: 'ch_1', payment_intent: { id: ['pi_1'] } } },
  }),
  JSON.stringify({
    id: 'evt_odd_9',
    type: 'refund.updated',
    data: { object: { id: 're_1', payment_intent: 'pi_1', status: 5 } },
  }),
  JSON.stringify({ id: 42, type: 'customer.created', data: { object: {} } }),
  `{"id":${HUGE},"type":"customer.created","data":{"object":{}}}`,
  JSON.stringify({ id: 'evt_odd_10', type: ['payment_intent.succeeded'], data: { object: { id: 'pi_1' } } }),
  JSON.stringify({ id: 'evt_odd\u0000nul', type: 'customer.created', data: { object: {} } }),
  JSON.stringify({ id: `evt_${'x'.repeat(10_000)}`, type: 'customer.created', data: { object: {} } }),
]

/** Sends each body, signed by `sign`, and checks the answer: 400 WEBHOOK_PAYLOAD_INVALID, nothing recorded. */
async function assertRefused(t: TestApp, bodies: string[], sign: (body: string) => Record<string, string>) {
  const recorded = async () =>
    Number(
      (
        await t.db
          .selectFrom('payment_events')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    )
  const before = await recorded()
  for (const body of bodies) {
    const res = await t.app.inject({
      method: 'POST',
      url: PAYMENT_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', ...sign(body) },
      payload: body,
    })
    const where = `${body.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`
    assert.equal(res.statusCode, 400, where)
    const answer = res.json() as { error: { code: string; message: string } }
    assert.equal(answer.error.code, 'WEBHOOK_PAYLOAD_INVALID', where)
    assert.equal(answer.error.message, 'El evento del webhook no tiene la forma esperada: no se registró.')
  }
  assert.equal(await recorded(), before, 'an odd event was recorded')
}

describe(`signed webhooks of an unexpected shape are 400 WEBHOOK_PAYLOAD_INVALID, never 5xx (${DIALECT})`, () => {
  describe('sandbox provider', () => {
    let t: TestApp
    let secret: string
    before(async () => {
      t = await makeApp()
      secret = sandboxWebhookSecret(t.app.ctx.jwtSecret)
    })
    after(async () => t.close())
    const sign = (body: string) => ({ [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(secret, body, t.config.now()) })

    it('wrong types, missing fields, arrays, huge numbers, NUL and overlong ids: refused, nothing recorded', async () => {
      await assertRefused(t, SANDBOX_ODD, sign)
    })

    it('an event type named like an Object property is recorded as one not acted on, not as a charge', async () => {
      const id = `evt_proto_${process.pid}_${Date.now()}`
      const body = JSON.stringify({ id, type: 'constructor', data: { reference: 'sbx_ch_nobody' } })
      const res = await t.app.inject({
        method: 'POST',
        url: PAYMENT_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', ...sign(body) },
        payload: body,
      })
      assert.equal(res.statusCode, 200, res.body)
      const row = await t.db.selectFrom('payment_events').selectAll().where('event_id', '=', id).executeTakeFirst()
      assert.deepEqual({ type: row?.type, reference: row?.reference }, { type: 'constructor', reference: null })
    })
  })

  describe('Stripe provider', () => {
    let fake: FakeStripe
    let t: TestApp
    before(async () => {
      fake = await startFakeStripe()
      t = await makeApp({ ...STRIPE_ENV, STRIPE_API_URL: fake.url })
    })
    after(async () => {
      await t.close()
      await fake.close()
    })
    const sign = (payload: string) => ({
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
      }),
    })

    it('wrong types, missing fields, arrays, huge numbers, NUL and overlong ids: refused, nothing recorded', async () => {
      // '{' is not JSON: Stripe's SDK refuses it with the signature check (400 WEBHOOK_SIGNATURE_INVALID), also never a 5xx.
      await assertRefused(
        t,
        STRIPE_ODD.filter((b) => b !== '{'),
        sign,
      )
    })
  })
})
