import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import Fastify, { type FastifyInstance } from 'fastify'
import type { PaymentProvider } from '../src/billing/payments/provider.js'
import { stripeProvider } from '../src/billing/stripe/provider.js'
import { stripeRoutes } from '../src/billing/stripe/routes.js'
import { brandOf, chargeOutcomeOf, refundStatusOf } from '../src/billing/stripe/status.js'
import { loadConfig } from '../src/config.js'
import { productionRefusals } from '../src/production-checks.js'
import { account, DIALECT, makeApp, type TestApp } from './helpers.js'
import { type FakeStripe, STRIPE_ENV, startFakeStripe } from './support/fake-stripe.js'
import { shapeProblems } from './support/stripe-schemas.js'

describe(`Stripe card pages and settings (${DIALECT})`, () => {
  let fake: FakeStripe
  let t: TestApp
  let stripe: PaymentProvider
  let pages: FastifyInstance
  before(async () => {
    fake = await startFakeStripe()
    t = await makeApp({ ...STRIPE_ENV, STRIPE_API_URL: fake.url })
    stripe = stripeProvider(t.config, t.db)
    // The pages on their own server with the app's context: app.ts registers them when Stripe is the provider.
    pages = Fastify()
    pages.decorate('ctx', t.app.ctx)
    await pages.register(stripeRoutes)
    await pages.ready()
  })
  after(async () => {
    await pages.close()
    await t.close()
    await fake.close()
  })

  const panelOrigin = () => new URL(t.config.publicUrl).origin
  const get = (url: string) => pages.inject({ method: 'GET', url })
  const sha = (content: string) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`
  const inline = (html: string, tag: string) =>
    [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => sha(m[1]!))
  const targetOrigin = (html: string) => /data-target-origin="([^"]*)"/.exec(html)![1]

  /** The headers every Stripe page answers with, and its inline code allowed by hash. */
  function assertFramedPage(res: Awaited<ReturnType<typeof get>>) {
    assert.match(String(res.headers['content-type']), /^text\/html/)
    assert.equal(res.headers['cache-control'], 'no-store')
    assert.equal(res.headers['x-frame-options'], undefined)
    const csp = String(res.headers['content-security-policy'])
    for (const directive of [
      "default-src 'none'",
      'frame-src https://js.stripe.com https://hooks.stripe.com',
      'connect-src https://api.stripe.com',
      "form-action 'none'",
      "base-uri 'none'",
    ])
      assert.ok(csp.includes(directive), `${directive} in ${csp}`)
    assert.match(csp, /script-src https:\/\/js\.stripe\.com '/)
    assert.ok(!csp.includes('unsafe-inline') && !csp.includes('*'), csp)
    for (const hash of [...inline(res.body, 'script'), ...inline(res.body, 'style')])
      assert.ok(csp.includes(hash), `${hash} not allowed by ${csp}`)
    const ancestors = /frame-ancestors ([^;]+)/.exec(csp)![1]!.split(' ')
    assert.deepEqual(ancestors.sort(), [...new Set(["'self'", panelOrigin(), ...t.config.corsOrigins])].sort())
    assert.match(res.body, /<html lang="es">/)
  }

  it("the card page: Stripe's Card Element for an open SetupIntent, its message for the panel's origin only", async () => {
    const a = await account(t)
    const { url, checkout_id } = await stripe.createCheckout(a.id)
    const res = await get(url)
    assert.equal(res.statusCode, 200)
    assertFramedPage(res)
    const html = res.body
    assert.ok(html.includes('<script src="https://js.stripe.com/v3/"></script>'))
    assert.ok(html.includes(`data-client-secret="${fake.setupIntents.get(checkout_id)!.client_secret}"`))
    assert.ok(html.includes('data-publishable-key="pk_test_fake"'))
    for (const text of [
      'Nombre en la tarjeta',
      'Datos de la tarjeta',
      'Guardar tarjeta',
      'confirmCardSetup',
      "'menu-card-token'",
    ])
      assert.ok(html.includes(text), text)
    assert.ok(!html.includes('sk_test_fake'), 'the secret key never reaches the page')
    assert.equal(targetOrigin(html), panelOrigin())
    const dev = t.config.corsOrigins[0]!
    assert.equal(targetOrigin((await get(`${url}?origin=${encodeURIComponent(dev)}`)).body), dev)
    assert.equal(targetOrigin((await get(`${url}?origin=https://evil.example`)).body), panelOrigin())

    fake.confirmSetup(checkout_id, 'visa')
    const used = await get(url)
    assert.equal(used.statusCode, 410)
    assert.ok(used.body.includes('Esta tarjeta ya fue enviada.'))
    assert.ok(!used.body.includes('<script'), 'a closed page runs nothing')
  })

  it('an unknown or malformed card page id answers 404 or 400, never a page', async () => {
    const unknown = await get('/payments/stripe/checkout/seti_nadaaqui')
    assert.equal(unknown.statusCode, 404)
    assertFramedPage(unknown)
    assert.ok(unknown.body.includes('Este formulario de pago no existe.'))
    assert.equal((await get('/payments/stripe/checkout/pi_123')).statusCode, 400)
    assert.equal((await get('/payments/stripe/authenticate/seti_123')).statusCode, 400)
  })

  it('the authentication page hands Stripe.js the PaymentIntent, then tells the panel it is done', async () => {
    const a = await account(t)
    const checkout = await stripe.createCheckout(a.id)
    fake.confirmSetup(checkout.checkout_id, 'authenticate')
    const redeemed = await stripe.redeemCardToken(a.id, checkout.checkout_id)
    assert.ok(redeemed.ok, JSON.stringify(redeemed))
    const pending = await stripe.charge({
      providerToken: redeemed.card.providerToken,
      amountCents: 19900,
      currency: 'MXN',
      description: 'Plan Negocio',
      idempotencyKey: `auth-page-${process.pid}-${Date.now()}`,
    })
    assert.equal(pending.status, 'pending')
    const res = await get(pending.actionUrl!)
    assert.equal(res.statusCode, 200)
    assertFramedPage(res)
    assert.ok(res.body.includes(`data-client-secret="${fake.paymentIntents.get(pending.reference)!.client_secret}"`))
    assert.ok(res.body.includes('handleNextAction') && res.body.includes("'menu-payment-authenticated'"))
    assert.equal(targetOrigin(res.body), panelOrigin())

    fake.authenticate(pending.reference, true)
    const done = await get(pending.actionUrl!)
    assert.equal(done.statusCode, 410)
    assertFramedPage(done)
    assert.ok(!done.body.includes('data-client-secret="'), 'no secret once there is nothing to authenticate')
    assert.ok(done.body.includes("'menu-payment-authenticated'"), 'the panel is told at once, so its frame never waits')
    assert.equal((await get('/payments/stripe/authenticate/pi_nadaaqui')).statusCode, 404)
    assert.deepEqual(shapeProblems(fake.answers), [])
  })
})

describe('Stripe settings and statuses', () => {
  it('PAYMENTS_PROVIDER=stripe needs its three keys, each named when missing', () => {
    assert.throws(
      () => loadConfig({ PAYMENTS_PROVIDER: 'stripe' }),
      /STRIPE_SECRET_KEY .*STRIPE_PUBLISHABLE_KEY .*STRIPE_WEBHOOK_SECRET /,
    )
    const { STRIPE_WEBHOOK_SECRET: _, ...withoutSecret } = STRIPE_ENV
    assert.throws(
      () => loadConfig(withoutSecret),
      (error: Error) => /needs STRIPE_WEBHOOK_SECRET/.test(error.message) && !/STRIPE_SECRET_KEY/.test(error.message),
    )
    assert.equal(loadConfig({ PAYMENTS_PROVIDER: 'sandbox' }).stripe, undefined, 'other providers read no Stripe keys')
  })

  it('test keys are test mode; STRIPE_API_URL points the SDK elsewhere, and production refuses it', () => {
    const config = loadConfig({ ...STRIPE_ENV, STRIPE_API_URL: 'http://127.0.0.1:12111/' })
    assert.equal(config.stripe!.testMode, true)
    assert.equal(config.stripe!.apiUrl!.href, 'http://127.0.0.1:12111/')
    const live = { ...STRIPE_ENV, STRIPE_PUBLISHABLE_KEY: 'pk_live_x' }
    assert.equal(loadConfig({ ...live, STRIPE_SECRET_KEY: 'sk_live_x' }).stripe!.testMode, false)
    assert.equal(loadConfig({ ...live, STRIPE_SECRET_KEY: 'rk_live_x' }).stripe!.testMode, false)
    assert.equal(loadConfig({ ...STRIPE_ENV, STRIPE_SECRET_KEY: 'rk_test_x' }).stripe!.testMode, true)
    assert.throws(() => loadConfig({ ...live, STRIPE_SECRET_KEY: 'sk_test_x' }), /must be of the same mode/)
    assert.throws(() => loadConfig({ ...STRIPE_ENV, STRIPE_SECRET_KEY: 'sk_live_x' }), /must be of the same mode/)
    assert.throws(() => loadConfig({ ...STRIPE_ENV, STRIPE_API_URL: 'localhost:12111' }), /STRIPE_API_URL must be/)
    const production = { ...STRIPE_ENV, NODE_ENV: 'production' }
    assert.ok(
      productionRefusals(loadConfig({ ...production, STRIPE_API_URL: 'http://127.0.0.1:1' })).some((r) =>
        r.startsWith('STRIPE_API_URL'),
      ),
    )
    assert.ok(!productionRefusals(loadConfig(production)).some((r) => r.startsWith('STRIPE_API_URL')))
  })

  it("maps Stripe's statuses in one place", () => {
    const outcome = (status: string) => chargeOutcomeOf({ id: 'pi_1', status } as Parameters<typeof chargeOutcomeOf>[0])
    assert.deepEqual(outcome('succeeded'), { status: 'succeeded', reference: 'pi_1' })
    assert.deepEqual(outcome('processing'), { status: 'pending', reference: 'pi_1' })
    assert.deepEqual(outcome('requires_action'), {
      status: 'pending',
      reference: 'pi_1',
      actionUrl: '/payments/stripe/authenticate/pi_1',
    })
    assert.deepEqual(outcome('requires_payment_method'), { status: 'declined', reference: 'pi_1' })
    for (const status of ['canceled', 'requires_confirmation', 'requires_capture', 'something_new'])
      assert.equal(outcome(status).status, 'failed', status)
    assert.deepEqual(['succeeded', 'pending', 'failed', 'requires_action', 'canceled', null].map(refundStatusOf), [
      'succeeded',
      'pending',
      'failed',
      'failed',
      'failed',
      'failed',
    ])
    assert.deepEqual(['visa', 'mastercard', 'amex', 'discover', 'unknown', undefined].map(brandOf), [
      'visa',
      'mastercard',
      'amex',
      undefined,
      undefined,
      undefined,
    ])
  })
})
