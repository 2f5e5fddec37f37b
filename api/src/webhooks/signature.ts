import { createHmac } from 'node:crypto'

/**
 * The signature of a webhook delivery (docs/integrations.md): header
 * `X-Menu-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. The receiver
 * recomputes it over the raw body it got and compares; `t` lets it refuse old replays.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')
  return `t=${unixSeconds},v1=${v1}`
}
