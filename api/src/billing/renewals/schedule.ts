import type { FastifyInstance } from 'fastify'
import { runRenewals } from './job.js'

/** The first run waits this long after start-up, so listening and the first requests come first. */
const FIRST_RUN_DELAY_MS = 5_000

/**
 * Runs the renewal job shortly after start and then every RENEWAL_INTERVAL_SECONDS (0: never).
 * Started by main.ts only (apps built by the tests and scripts run it when they ask). The timer
 * is unref'd and cleared when the app closes; a run still going when the next is due is not
 * doubled.
 */
export function scheduleRenewals(app: FastifyInstance): void {
  const seconds = app.ctx.config.renewalIntervalSeconds
  if (seconds <= 0) return
  let running = false
  let timer: NodeJS.Timeout | undefined
  let closed = false

  const tick = async () => {
    if (!running) {
      running = true
      try {
        await runRenewals(app.ctx, app.log)
      } catch (err) {
        app.log.error({ err }, 'renewal run failed')
      } finally {
        running = false
      }
    }
    if (!closed) {
      timer = setTimeout(tick, seconds * 1000)
      timer.unref()
    }
  }

  timer = setTimeout(tick, Math.min(FIRST_RUN_DELAY_MS, seconds * 1000))
  timer.unref()
  app.addHook('onClose', async () => {
    closed = true
    clearTimeout(timer)
  })
}
