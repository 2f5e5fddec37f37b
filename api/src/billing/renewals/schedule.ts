import type { FastifyInstance } from 'fastify'
import { every } from '../../every.js'
import { runRefunds } from '../payments/refunds.js'
import { runRenewals } from './job.js'

/**
 * Runs the renewal job, then the refund of unclaimed charges, shortly after start and then
 * every RENEWAL_INTERVAL_SECONDS (0: never). Started by main.ts only (apps built by the tests
 * and scripts run them when they ask).
 */
export function scheduleRenewals(app: FastifyInstance): void {
  every(app, app.ctx.config.renewalIntervalSeconds, 'renewal run', async () => {
    await runRenewals(app.ctx, app.log)
    await runRefunds(app.ctx, app.log)
  })
}
