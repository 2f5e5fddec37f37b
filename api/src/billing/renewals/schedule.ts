import type { FastifyInstance } from 'fastify'
import { every } from '../../every.js'
import { runRenewals } from './job.js'

/**
 * Runs the renewal job shortly after start and then every RENEWAL_INTERVAL_SECONDS (0: never).
 * Started by main.ts only (apps built by the tests and scripts run it when they ask).
 */
export function scheduleRenewals(app: FastifyInstance): void {
  every(app, app.ctx.config.renewalIntervalSeconds, 'renewal run', () => runRenewals(app.ctx, app.log))
}
