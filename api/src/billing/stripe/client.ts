import Stripe from 'stripe'
import type { StripeConfig } from '../../config.js'

/** The API version the installed `stripe` package is written for (its types describe this version). */
export const STRIPE_API_VERSION = '2024-04-10'

/**
 * The official SDK's client for the configured keys. Retries are safe: every write carries an
 * idempotency key (ours for charges and refunds, the SDK's own for the rest), so a retried
 * request answers its first outcome. STRIPE_API_URL points it at another server (the tests' fake).
 */
export function stripeClient(config: StripeConfig): Stripe {
  const api = config.apiUrl
  return new Stripe(config.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  })
}

/** Stripe answered and refused the request (a 4xx other than rate limiting or a key still in use): the outcome is known. */
export function isRefusal(error: unknown): error is Stripe.errors.StripeError {
  if (!(error instanceof Stripe.errors.StripeError)) return false
  const status = error.statusCode
  return status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429
}

/** Stripe says the object does not exist (an id from nowhere, another Stripe account's, a deleted one). */
export const isMissing = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404
