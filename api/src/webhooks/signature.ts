import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The signature of a webhook delivery (docs/integrations.md): header
 * `X-Menu-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. The receiver
 * recomputes it over the raw body it got and compares; `t` lets it refuse old replays.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')
  return `t=${unixSeconds},v1=${v1}`
}

/** What a receiver does (and the tests do): true when `header` signs `body` with `secret`, within `toleranceSeconds` of `nowSeconds`. */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]))
  const t = Number(parts.t)
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(nowSeconds - t) > toleranceSeconds) return false
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'))
  const given = Buffer.from(parts.v1)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
