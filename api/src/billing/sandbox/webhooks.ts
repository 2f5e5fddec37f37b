import { createHmac, timingSafeEqual } from 'node:crypto'
import { Type } from 'typebox'
import { type PaymentEvent, WebhookSignatureError } from '../payments/provider.js'
import { parsedPayload, payloadOf, ProviderText } from '../payments/webhook-payload.js'

/**
 * The sandbox's webhooks, shaped like a real provider's: a JSON event signed with HMAC-SHA256
 * over `<unix seconds>.<body>` in the `sandbox-signature: t=<seconds>,v1=<hex>` header, refused
 * when older than five minutes (a captured webhook cannot be replayed later). The secret is
 * derived from JWT_SECRET, so every API instance signs and verifies alike.
 */

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature'
/** How old a signature may be (seconds). */
export const SIGNATURE_TOLERANCE_S = 300

export type SandboxEventType = 'charge.succeeded' | 'charge.declined' | 'charge.failed' | 'refund.succeeded'

export interface SandboxEvent {
  id: string
  type: SandboxEventType
  data: { reference: string; refund_reference?: string }
}

/** The webhook secret of an app whose JWT secret is `jwtSecret`. */
export const sandboxWebhookSecret = (jwtSecret: string) =>
  createHmac('sha256', jwtSecret).update('sandbox-webhooks').digest('hex')

const hmac = (secret: string, seconds: number, body: string | Buffer) =>
  createHmac('sha256', secret).update(`${seconds}.`).update(body).digest('hex')

/** The signature header for `body` at `nowMs`. */
export const signSandboxEvent = (secret: string, body: string, nowMs: number): string => {
  const seconds = Math.floor(nowMs / 1000)
  return `t=${seconds},v1=${hmac(secret, seconds, body)}`
}

function verify(secret: string, body: Buffer, header: string | string[] | undefined, nowMs: number): void {
  if (typeof header !== 'string') throw new WebhookSignatureError(`missing ${SANDBOX_SIGNATURE_HEADER} header`)
  const parts = new Map(header.split(',').map((p) => p.split('=', 2) as [string, string]))
  const seconds = Number(parts.get('t'))
  const given = Buffer.from(parts.get('v1') ?? '', 'hex')
  if (!Number.isInteger(seconds)) throw new WebhookSignatureError('no timestamp in the signature')
  if (Math.abs(nowMs / 1000 - seconds) > SIGNATURE_TOLERANCE_S)
    throw new WebhookSignatureError('signature timestamp outside the tolerance')
  const expected = Buffer.from(hmac(secret, seconds, body), 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new WebhookSignatureError('signature does not match')
}

const CHARGE_STATUS = {
  'charge.succeeded': 'succeeded',
  'charge.declined': 'declined',
  'charge.failed': 'failed',
} as const

/** What a sandbox event must hold (any type: one this product does not act on is recorded as 'other'). */
const SandboxEventShape = Type.Object({
  id: ProviderText,
  type: ProviderText,
  data: Type.Object({ reference: ProviderText, refund_reference: Type.Optional(ProviderText) }),
})

/** Verifies a sandbox webhook and reads its event (WebhookPayloadError: signed, but not a sandbox event). */
export function readSandboxWebhook(
  secret: string,
  body: Buffer,
  headers: Record<string, string | string[] | undefined>,
  nowMs: number,
): PaymentEvent {
  verify(secret, body, headers[SANDBOX_SIGNATURE_HEADER], nowMs)
  const event = payloadOf(SandboxEventShape, parsedPayload(body))
  const { reference } = event.data
  if (event.type === 'refund.succeeded')
    return {
      id: event.id,
      kind: 'refund',
      reference,
      refundReference: event.data.refund_reference ?? '',
      status: 'succeeded',
    }
  const status = Object.hasOwn(CHARGE_STATUS, event.type) && CHARGE_STATUS[event.type as keyof typeof CHARGE_STATUS]
  if (status) return { id: event.id, kind: 'charge', reference, status }
  return { id: event.id, kind: 'other', type: event.type }
}
