import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import {
  type Answer,
  customerObject,
  eventObject,
  FAKE_CARDS,
  type FakeCard,
  type Form,
  id,
  now,
  type Obj,
  parseForm,
  paymentIntentObject,
  paymentMethodObject,
  refundObject,
  type StripeSchema,
  setupIntentObject,
  str,
} from './fake-stripe-objects.js'

import { DESCRIBED_VERSION, requestBodyProblems, type StripeRequest } from './stripe-schemas.js'

export { FAKE_CARDS, type FakeCard } from './fake-stripe-objects.js'

/**
 * A local stand-in for the part of Stripe's HTTP API the adapter (src/billing/stripe/) calls:
 * customers, SetupIntents, PaymentIntents and refunds, form-encoded as the SDK sends them,
 * idempotency keys replaying their first answer, and Stripe's error body (402 for a card error).
 * Every answer is recorded with the schema it must match in Stripe's OpenAPI description
 * (test/fixtures/stripe-openapi.json), and the tests hold them to it (stripe-schemas.ts). Every
 * request is recorded too, and one whose body is off its operation's request schema in that
 * description (an unknown or mistyped parameter) is refused with a 400, as Stripe refuses it.
 * Charges under Stripe's minimum amount are refused (amount_too_small), as Stripe does.
 * What Stripe.js does in the browser (confirming a card, the bank's 3-D Secure) is done by the
 * helpers `confirmSetup` and `authenticate`.
 */

/**
 * Stripe's published minimum charge per currency (stripe.com/docs/currencies#minimum-and-maximum-charge-amounts),
 * stated here apart from the adapter's own declaration, so a wrong one in the adapter shows in the tests.
 */
export const STRIPE_MINIMUMS: Record<string, number> = { mxn: 1000, usd: 50 }

/** The settings of an API on Stripe (test keys); add STRIPE_API_URL: the fake's url. */
export const STRIPE_ENV = {
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_fake',
}

export interface FakeStripe {
  url: string
  answers: Answer[]
  /** Every request received, its body form-decoded (held to Stripe's request schemas: stripe-schemas.ts). */
  requests: StripeRequest[]
  customers: Map<string, Obj>
  setupIntents: Map<string, Obj>
  paymentIntents: Map<string, Obj>
  refunds: Map<string, Obj>
  /** What Stripe.js's confirmCardSetup does: a card attached to the SetupIntent's customer, the intent succeeded. */
  confirmSetup(setupIntentId: string, card: FakeCard): Obj
  /** The owner finished (or failed) the bank's 3-D Secure on a PaymentIntent that requires_action. */
  authenticate(paymentIntentId: string, passed: boolean): Obj
  /** An event as Stripe sends it (recorded as an answer, so it is held to the event schema). */
  event(type: string, object: Obj): Obj
  /** Answers every request with a 500 until turned off (Stripe's own trouble). */
  setDown(down: boolean): void
  close(): Promise<void>
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const answers: Answer[] = []
  const requests: StripeRequest[] = []
  const customers = new Map<string, Obj>()
  const setupIntents = new Map<string, Obj>()
  const paymentIntents = new Map<string, Obj>()
  const refunds = new Map<string, Obj>()
  const paymentMethods = new Map<string, { method: Obj; card: FakeCard }>()
  const replies = new Map<string, { status: number; schema: StripeSchema; body: unknown }>()
  let down = false

  const stripeError = (status: number, error: Obj) => ({ status, schema: 'error' as const, body: { error } })
  const missing = (kind: string, value: string) =>
    stripeError(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${value}'`,
      param: 'id',
    })

  function customer(form: Form): Obj {
    const c = customerObject(form)
    customers.set(c.id as string, c)
    return c
  }

  function setupIntent(form: Form): Obj {
    const s = setupIntentObject(form)
    setupIntents.set(s.id as string, s)
    return s
  }

  function paymentIntent(form: Form) {
    const pm = paymentMethods.get(str(form.payment_method) ?? '')
    const p = paymentIntentObject(form)
    const amount = p.amount as number
    if (!pm || pm.method.customer !== form.customer)
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such PaymentMethod: '${String(form.payment_method)}'`,
        param: 'payment_method',
      })
    if (!Number.isInteger(amount) || amount < 1)
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid_integer',
        message: 'This value must be greater than or equal to 1.',
        param: 'amount',
      })
    const minimum = STRIPE_MINIMUMS[String(p.currency)]
    if (minimum !== undefined && amount < minimum)
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_small',
        message: `Amount must be at least $${(minimum / 100).toFixed(2)} ${String(p.currency)}`,
        param: 'amount',
      })
    paymentIntents.set(p.id as string, p)
    const behaviour = FAKE_CARDS[pm.card].behaviour
    const declined = (code: string, message: string) => {
      p.status = 'requires_payment_method'
      p.last_payment_error = { type: 'card_error', code, decline_code: code, message }
      return stripeError(402, { type: 'card_error', code, decline_code: code, message, payment_intent: p })
    }
    if (behaviour === 'declined') return declined('card_declined', 'Your card was declined.')
    if (behaviour === 'authenticate') {
      if (form.off_session === 'true')
        return declined('authentication_required', 'Your card was declined. This transaction requires authentication.')
      p.status = 'requires_action'
      p.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: {} }
      return { status: 200, schema: 'payment_intent' as const, body: p }
    }
    succeed(p)
    return { status: 200, schema: 'payment_intent' as const, body: p }
  }

  function succeed(p: Obj) {
    p.status = 'succeeded'
    p.amount_received = p.amount
    p.latest_charge = id('ch')
    p.next_action = null
  }

  function refund(form: Form) {
    const p = paymentIntents.get(str(form.payment_intent) ?? '')
    if (!p) return missing('payment_intent', String(form.payment_intent))
    const amount = form.amount === undefined ? (p.amount as number) : Number(form.amount)
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_intent === p.id)
      .reduce((sum, r) => sum + (r.amount as number), 0)
    if (p.status !== 'succeeded' || amount + refunded > (p.amount as number))
      return stripeError(400, {
        type: 'invalid_request_error',
        code: p.status === 'succeeded' ? 'amount_too_large' : 'charge_not_refundable',
        message: 'This PaymentIntent cannot be refunded for that amount.',
        param: 'amount',
      })
    const r = refundObject(p, amount)
    refunds.set(r.id as string, r)
    return { status: 200, schema: 'refund' as const, body: r }
  }

  function route(method: string, path: string, form: Form, query: Form) {
    const problems = requestBodyProblems({ method, path, body: form })
    if (problems.length > 0)
      return stripeError(400, {
        type: 'invalid_request_error',
        message: `Invalid request (Stripe's OpenAPI description): ${problems.join('; ')}`,
      })
    const [, , kind, objectId] = path.split('/')
    const ok = (schema: StripeSchema, body: unknown) => ({ status: 200, schema, body })
    if (method === 'POST' && path === '/v1/customers') return ok('customer', customer(form))
    if (method === 'DELETE' && kind === 'customers' && objectId) {
      if (!customers.delete(objectId)) return missing('customer', objectId)
      return ok('deleted_customer', { id: objectId, object: 'customer', deleted: true })
    }
    if (method === 'POST' && path === '/v1/setup_intents') return ok('setup_intent', setupIntent(form))
    if (method === 'GET' && kind === 'setup_intents' && objectId) {
      const s = setupIntents.get(objectId)
      if (!s) return missing('setupintent', objectId)
      const expand = Object.values((query.expand as Form) ?? {})
      const pm = paymentMethods.get(String(s.payment_method))
      return ok('setup_intent', expand.includes('payment_method') && pm ? { ...s, payment_method: pm.method } : s)
    }
    if (method === 'POST' && path === '/v1/payment_intents') return paymentIntent(form)
    if (method === 'GET' && kind === 'payment_intents' && objectId) {
      const p = paymentIntents.get(objectId)
      return p ? ok('payment_intent', p) : missing('payment_intent', objectId)
    }
    if (method === 'POST' && path === '/v1/refunds') return refund(form)
    return stripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    })
  }

  /** The request's form-decoded body, recorded. */
  function received(method: string, path: string, chunks: Buffer[]): Form {
    const body = parseForm(Buffer.concat(chunks).toString())
    requests.push({ method, path, body: JSON.parse(JSON.stringify(body)) })
    return body
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const method = req.method ?? 'GET'
      const key = req.headers['idempotency-key']
      const replayKey = typeof key === 'string' && method === 'POST' ? key : undefined
      let reply = replayKey ? replies.get(replayKey) : undefined
      const replayed = reply !== undefined
      if (!reply) {
        const authorised = String(req.headers.authorization ?? '').startsWith('Bearer sk_')
        // The client must ask for the API version whose shapes the fake answers (and the tests check).
        const version = req.headers['stripe-version']
        reply = down
          ? stripeError(500, { type: 'api_error', message: 'An unknown error occurred' })
          : !authorised
            ? stripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' })
            : version !== DESCRIBED_VERSION
              ? stripeError(400, {
                  type: 'invalid_request_error',
                  message: `This fake answers Stripe-Version ${DESCRIBED_VERSION} only, not ${String(version)}`,
                })
              : route(method, url.pathname, received(method, url.pathname, chunks), parseForm(url.search.slice(1)))
        // Stripe keeps a key's answer unless the request never ran (a 500 may be retried with it).
        if (replayKey && reply.status !== 500) replies.set(replayKey, reply)
      }
      // A copy as it was then: the objects go on changing in the fake.
      const body = JSON.parse(JSON.stringify(reply.body)) as unknown
      answers.push({ schema: reply.schema, body })
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(7).toString('hex')}`,
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      })
      res.end(JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    answers,
    requests,
    customers,
    setupIntents,
    paymentIntents,
    refunds,
    confirmSetup(setupIntentId, card) {
      const s = setupIntents.get(setupIntentId)
      if (!s) throw new Error(`no SetupIntent ${setupIntentId}`)
      const method = paymentMethodObject(s.customer, card)
      paymentMethods.set(method.id as string, { method, card })
      s.payment_method = method.id
      s.status = 'succeeded'
      return method
    },
    authenticate(paymentIntentId, passed) {
      const p = paymentIntents.get(paymentIntentId)
      if (!p) throw new Error(`no PaymentIntent ${paymentIntentId}`)
      if (p.status !== 'requires_action') throw new Error(`${paymentIntentId} does not require action`)
      if (passed) succeed(p)
      else {
        p.status = 'requires_payment_method'
        p.next_action = null
        p.last_payment_error = {
          type: 'card_error',
          code: 'payment_intent_authentication_failure',
          message: 'The provided PaymentMethod has failed authentication.',
        }
      }
      return p
    },
    event(type, object) {
      const e = eventObject(type, object)
      answers.push({ schema: 'event', body: JSON.parse(JSON.stringify(e)) })
      return e
    },
    setDown(value) {
      down = value
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  }
}

/** A webhook delivery as Stripe makes it: the exact bytes and their Stripe-Signature header. */
export function signedWebhook(secret: string, event: Obj, timestamp = now()) {
  const payload = JSON.stringify(event)
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp })
  return { rawBody: Buffer.from(payload), headers: { 'stripe-signature': header } }
}
