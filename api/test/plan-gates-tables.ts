import { tableCalls } from '../src/data/table-calls.js'
import type { TestApp } from './helpers.js'
import type { Attempt } from './plan-gates-chains.js'

/**
 * The Mesas section's gated operations and the branch switch for the plan sweep (issue 45,
 * plan-gates.test.ts): an open call of `branch` (made as the diner's side makes them) to attend.
 * Answers the attempts by operation and the reads whose answers must not change.
 */
export async function tableServiceAttempts(
  t: TestApp,
  accountId: number,
  branch: number,
): Promise<{ attempts: Record<string, Attempt[]>; reads: string[] }> {
  const { call } = await tableCalls(t.db, t.config.now).create(accountId, branch, 1, 'bill')
  return {
    attempts: {
      'POST /v1/sucursales': [{ url: '/v1/sucursales', body: { name: 'Otra', table_orders: true } }],
      'PUT /v1/sucursales/{id}': [
        { url: `/v1/sucursales/${branch}`, body: { table_orders: true } },
        // Off too: the field itself is refused, whatever its value.
        { url: `/v1/sucursales/${branch}`, body: { name: 'Centro', table_orders: false } },
      ],
      'GET /v1/sucursales/{id}/calls': [{ url: `/v1/sucursales/${branch}/calls` }],
      'GET /v1/sucursales/{id}/calls/stream': [{ url: `/v1/sucursales/${branch}/calls/stream` }],
      'PUT /v1/sucursales/{id}/calls/{callId}': [
        { url: `/v1/sucursales/${branch}/calls/${call.id}`, body: { attended: true } },
      ],
      'GET /v1/sucursales/{id}/demand': [{ url: `/v1/sucursales/${branch}/demand` }],
    },
    reads: [`/v1/sucursales/${branch}/calls`],
  }
}
