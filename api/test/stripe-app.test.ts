import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { PaymentProvider } from '../src/billing/payments/provider.js'
import { stripeProvider } from '../src/billing/stripe/provider.js'
import { account, call, DIALECT, makeApp, type TestApp } from './helpers.js'
import { type FakeStripe, STRIPE_ENV, startFakeStripe } from './support/fake-stripe.js'
import { shapeProblems } from './support/stripe-schemas.js'

/**
 * The panel's card calls with Stripe as the app's provider: the card page is Stripe's, and the
 * SetupIntent the page confirmed is saved as the account's card.
 */
describe(`saved cards through the API with Stripe as the provider (${DIALECT})`, () => {
  let fake: FakeStripe
  let t: TestApp
  let inner: PaymentProvider | undefined
  const use = () => {
    if (!inner) throw new Error('the Stripe provider is made once the app (and its database) is')
    return inner
  }
  // The app takes its provider before its database exists: this one reaches the real adapter once made.
  const payments: PaymentProvider = {
    name: 'stripe',
    testMode: true,
    createCheckout: (accountId) => use().createCheckout(accountId),
    redeemCardToken: (accountId, token) => use().redeemCardToken(accountId, token),
    charge: (request) => use().charge(request),
    chargeStatus: (reference) => use().chargeStatus(reference),
    refund: (request) => use().refund(request),
    readWebhook: (rawBody, headers) => use().readWebhook(rawBody, headers),
  }

  before(async () => {
    fake = await startFakeStripe()
    t = await makeApp({ ...STRIPE_ENV, STRIPE_API_URL: fake.url }, { payments })
    inner = stripeProvider(t.config, t.db)
  })
  after(async () => {
    await t.close()
    await fake.close()
  })

  it("opens Stripe's card page and saves the card it confirmed; another account cannot", async () => {
    const owner = await account(t)
    const page = await call(t.app, { method: 'GET', url: '/v1/payment-sources/card-token', token: owner.access_token })
    assert.equal(page.status, 200, JSON.stringify(page.body))
    const { checkout_id, url } = page.body.info
    assert.equal(url, `/payments/stripe/checkout/${checkout_id}`)
    fake.confirmSetup(checkout_id, 'mastercard')

    const stranger = await account(t)
    const stolen = await call(t.app, {
      method: 'POST',
      url: '/v1/profiles/me/payment-methods',
      token: stranger.access_token,
      payload: { card_token: checkout_id },
    })
    assert.equal(stolen.status, 400)
    assert.deepEqual(stolen.body.error.field, 'card_token')

    const saved = await call(t.app, {
      method: 'POST',
      url: '/v1/profiles/me/payment-methods',
      token: owner.access_token,
      payload: { card_token: checkout_id },
    })
    assert.equal(saved.status, 201, JSON.stringify(saved.body))
    assert.deepEqual(
      { ...saved.body.info, id: undefined, exp_year: undefined },
      { id: undefined, brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: undefined, default: true },
    )
    const again = await call(t.app, {
      method: 'POST',
      url: '/v1/profiles/me/payment-methods',
      token: owner.access_token,
      payload: { card_token: checkout_id },
    })
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
})
