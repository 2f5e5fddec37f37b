import type { FastifyInstance } from 'fastify'
import { runScheduledChanges } from './job.js'

/** The first run waits this long after start-up, so listening and the first requests come first. */
const FIRST_RUN_DELAY_MS = 5_000

/**
 * Runs the scheduled-changes job shortly after start and then every
 * SCHEDULED_CHANGES_INTERVAL_SECONDS (0: never), as the renewals are run. Started by main.ts
 * only (apps built by the tests run the job when they ask). The timer is unref'd and cleared
 * when the app closes, and a run still going is awaited then, before the database closes; a
 * run still going when the next is due is not doubled.
 */
export function scheduleScheduledChanges(app: FastifyInstance): void {
  const seconds = app.ctx.config.scheduledChangesIntervalSeconds
  if (seconds <= 0) return
  let running: Promise<void> | undefined
  let timer: NodeJS.Timeout | undefined
  let closed = false

  const tick = async () => {
    if (!running) {
      running = runScheduledChanges(app.ctx, app.log)
        .then(
          () => undefined,
          (err) => app.log.error({ err }, 'scheduled changes run failed'),
        )
        .finally(() => {
          running = undefined
        })
      await running
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
    await running
  })
}
