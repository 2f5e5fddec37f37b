import type { FastifyInstance } from 'fastify'
import { every } from '../every.js'
import { runWebhookDeliveries } from './send.js'

/**
 * Runs the webhooks' sender shortly after start and then every WEBHOOKS_INTERVAL_SECONDS (0:
 * never). Started by main.ts only: apps built by the tests send when they ask.
 */
export function scheduleWebhookDeliveries(app: FastifyInstance): void {
  every(app, app.ctx.config.webhooks.intervalSeconds, 'webhook deliveries', () =>
    runWebhookDeliveries(app.ctx, app.log),
  )
}
