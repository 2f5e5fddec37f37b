import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../errors.js'

/**
 * Idempotency keys bind to the request they were first used with, as the big payment APIs do
 * (Stripe: a key reused with other parameters is an error). What a key charged or wrote keeps
 * the request's fingerprint (charges, billing_history); the same key with the same request
 * replays that outcome, with another request it is refused with 422 IDEMPOTENCY_KEY_REUSED and
 * nothing happens. A request that failed before charging or writing (a validation, a plan rule)
 * binds nothing: corrected, it may be sent again with its key.
 */

/** An Idempotency-Key and the fingerprint of the request that carries it. */
export interface IdempotentRequest {
  key: string
  fingerprint: string
}

/** JSON with every object's keys sorted: equal for equal bodies, whatever the order their fields were sent in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/** The fingerprint of a request: method, route, account and canonical body (sha256, hex). */
export function requestFingerprint(
  request: Pick<FastifyRequest, 'method' | 'body' | 'accountId' | 'routeOptions'>,
): string {
  return createHash('sha256')
    .update(canonicalJson([request.method, request.routeOptions.url, request.accountId, request.body ?? null]))
    .digest('hex')
}

/** The key and fingerprint of a request that requires the Idempotency-Key header (its schema made it present). */
export const idempotentRequest = (
  request: FastifyRequest & { headers: { 'idempotency-key': string } },
): IdempotentRequest => ({ key: request.headers['idempotency-key'], fingerprint: requestFingerprint(request) })

/**
 * Refuses a key whose stored fingerprint is another request's. A stored null (written before
 * fingerprints were kept, or by the renewal job, whose keys are its own) cannot be compared.
 */
export function assertSameRequest(stored: string | null, fingerprint: string | undefined): void {
  if (fingerprint !== undefined && stored !== null && stored !== fingerprint)
    throw new AppError('IDEMPOTENCY_KEY_REUSED')
}
