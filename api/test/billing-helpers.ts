// Billing test helpers: a payment provider that watches the charges, and a card saved the way
// the panel saves one (the provider's card page, then POST /v1/profiles/me/payment-methods).
import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import type { ChargeRequest, PaymentProvider } from '../src/billing/payments/provider.js'
import { call } from './helpers.js'

export const VISA_OK = '4242 4242 4242 4242'

/** `inner` with `onCharge` called (and awaited) before each charge goes through. */
export const watchCharges = (
  inner: PaymentProvider,
  onCharge: (request: ChargeRequest) => void | Promise<void>,
): PaymentProvider => ({
  ...inner,
  async charge(request) {
    await onCharge(request)
    return inner.charge(request)
  },
})

/** Saves a card through the sandbox card page, like the panel does; returns its id. */
export async function saveCard(app: FastifyInstance, token: string, number = VISA_OK): Promise<string> {
  const page = await call(app, { method: 'GET', url: '/v1/subscriptions/card-token', token })
  const card = await call(app, {
    method: 'POST',
    url: `${page.body.info.url}/card`,
    payload: { number, expiry: '12/34', cvc: '123', name: 'Ana Prueba' },
  })
  assert.equal(card.status, 201, JSON.stringify(card.body))
  const saved = await call(app, {
    method: 'POST',
    url: '/v1/profiles/me/payment-methods',
    token,
    payload: { card_token: card.body.card_token },
  })
  assert.equal(saved.status, 201, JSON.stringify(saved.body))
  return saved.body.info.id
}

/** POST /v1/subscriptions/menu for Negocio, monthly, with the Idempotency-Key `key` (a repeat sends the same). */
export const subscribeNegocio = (app: FastifyInstance, token: string, key: string) =>
  call(app, {
    method: 'POST',
    url: '/v1/subscriptions/menu',
    token,
    headers: { 'idempotency-key': key },
    payload: { plan_code: 'NEGOCIO', interval: 'monthly' },
  })
