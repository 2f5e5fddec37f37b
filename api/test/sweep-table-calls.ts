import type { FastifyInstance } from 'fastify'
import { tableCalls } from '../src/data/table-calls.js'
import type { TestApp } from './helpers.js'

/** An open call from table 1 of the account's branch (the diner's side makes them; the sweep needs one to attack). */
export async function tableCallOf(t: TestApp, accountId: number, branchId: number): Promise<number> {
  return (await tableCalls(t.db, t.config.now).create(accountId, branchId, 1, 'waiter')).call.id
}

/**
 * The tenant sweep's attempts (tenant-sweep.test.ts) on the calls from the tables and the
 * demand: account B with A's branch, and with its own branch naming A's call.
 */
export function tableCallAttempts(a: Record<string, number | string>, b: Record<string, number | string>) {
  return {
    'GET /v1/sucursales/{id}/calls': [{ url: `/v1/sucursales/${a.branch}/calls` }],
    'GET /v1/sucursales/{id}/calls/stream': [{ url: `/v1/sucursales/${a.branch}/calls/stream` }],
    'PUT /v1/sucursales/{id}/calls/{callId}': [
      { url: `/v1/sucursales/${a.branch}/calls/${b.table_call}`, body: { attended: true } },
      { url: `/v1/sucursales/${b.branch}/calls/${a.table_call}`, body: { attended: true } },
      { url: `/v1/sucursales/${a.branch}/calls/${a.table_call}`, body: { attended: true } },
    ],
    'GET /v1/sucursales/{id}/demand': [{ url: `/v1/sucursales/${a.branch}/demand` }],
  } as Record<string, Array<{ url: string; body?: unknown }>>
}

/**
 * GET of an event stream through inject, for the sweeps: the answer's status and, for an error,
 * its JSON body; a stream that opened (200) is dropped at once (it would otherwise never end).
 */
export async function injectStream(app: FastifyInstance, token: string, url: string) {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
    payloadAsStream: true,
  })
  const stream = res.stream()
  if (res.statusCode < 300) {
    stream.destroy()
    return { status: res.statusCode, body: undefined }
  }
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk))
  return { status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString()) }
}
