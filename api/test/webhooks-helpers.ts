// Fixtures of the webhooks tests: a local HTTP receiver (127.0.0.1, a free port) that records what
// it gets and answers the status it is told, and an owner with a webhook on it.
import assert from 'node:assert/strict'
import { createHmac, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { runWebhookDeliveries } from '../src/webhooks/send.js'
import { account, call, menuApi, type TestApp } from './helpers.js'

export interface Received {
  headers: http.IncomingHttpHeaders
  body: string
}

export async function receiver() {
  const got: Received[] = []
  let status = 200
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      res.writeHead(status).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    got,
    answer: (s: number) => {
      status = s
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The receiver's check, word for word docs/integrations.md's example: X-Menu-Signature is
 * `t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 */
export function verify(secret: string, rawBody: string, header: string): boolean {
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('='))) as { t: string; v1: string }
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')
  return (
    typeof v1 === 'string' && v1.length === expected.length && timingSafeEqual(Buffer.from(v1), Buffer.from(expected))
  )
}

export async function webhookOwner(t: TestApp, url: string, events: string[]) {
  const a = await account(t, 'FRANCHISES')
  const api = menuApi(t, a.access_token)
  const [branch] = (await api.req('GET', '/v1/sucursales')).body.info as Array<{ id: number }>
  const created = await call(t.app, {
    method: 'POST',
    url: '/v1/webhooks',
    token: a.access_token,
    payload: { url, events },
  })
  assert.equal(created.status, 201, JSON.stringify(created.body))
  const { id, secret } = created.body.info as { id: number; secret: string }
  const deliveries = async () => {
    const res = await call(t.app, { method: 'GET', url: `/v1/webhooks/${id}/deliveries`, token: a.access_token })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    return res.body.info as Array<{
      id: number
      event: string
      state: string
      attempts: number
      response_status: number | null
      last_error: string | null
      next_attempt: string | null
    }>
  }
  return { ...a, api, branch: branch!.id, hook: id, secret, deliveries }
}

/** Runs the sender for `accounts` only (on PostgreSQL the database holds other test files' deliveries). */
export const send = (t: TestApp, ...accounts: number[]) => runWebhookDeliveries(t.app.ctx, t.app.log, accounts)
