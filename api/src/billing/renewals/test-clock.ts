import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { runScheduledChanges } from '../../scheduled/job.js'
import { runWebhookDeliveries } from '../../webhooks/send.js'
import { runRefunds } from '../payments/refunds.js'
import { runRenewals } from './job.js'

const DAY_MS = 24 * 60 * 60 * 1000

const MINUTE_MS = 60 * 1000

const Body = Type.Object(
  {
    advance_days: Type.Optional(
      Type.Number({ minimum: 0, maximum: 3660, description: 'Days to move the clock forward (fractions allowed)' }),
    ),
    advance_minutes: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 527040,
        description: 'Minutes to move the clock forward (added to advance_days)',
      }),
    ),
  },
  { additionalProperties: false },
)

/**
 * POST /__test__/clock {advance_days, advance_minutes}: moves the TEST_CLOCK forward, runs the renewal job, the
 * refund of unclaimed charges and the scheduled-changes job once and answers {now}. Registered only with TEST_CLOCK=1 (which config refuses in production);
 * hidden from the OpenAPI contract. For the browser tests of renewals and suspension.
 */
export const testClockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const clock = app.ctx.config.testClock
  if (!clock) return
  app.post('/__test__/clock', { schema: { hide: true, body: Body } }, async (request) => {
    clock.advance((request.body.advance_days ?? 0) * DAY_MS + (request.body.advance_minutes ?? 0) * MINUTE_MS)
    await runRenewals(app.ctx, request.log)
    await runRefunds(app.ctx, request.log)
    await runScheduledChanges(app.ctx, request.log) // a set scheduled before the new now is applied, as by the timer
    await runWebhookDeliveries(app.ctx, request.log) // webhook events due by then are sent (their retries too)
    return { now: new Date(app.ctx.config.now()).toISOString() }
  })
}
