import type { FastifyInstance } from 'fastify'
import { pruneHistory } from '../history/retention.js'
import { runScheduledChanges } from './job.js'

/** The first run waits this long after start-up, so listening and the first requests come first. */
const FIRST_RUN_DELAY_MS = 5_000
/** The history is pruned (HISTORY_RETENTION_DAYS) by the first run and then at most once an hour. */
const PRUNE_EVERY_MS = 3_600_000

/**
 * Runs the scheduled-changes job shortly after start and then every
 * SCHEDULED_CHANGES_INTERVAL_SECONDS (0: never), as the renewals are run. Started by main.ts
 * only (apps built by the tests run the job when they ask). The timer is unref'd and cleared
 * when the app closes, and a run still going is awaited then, before the database closes; a
 * run still going when the next is due is not doubled. The same runs prune the history past its
 * retention (history/retention.ts): deleting what another instance deleted first is a no-op.
 */
export function scheduleScheduledChanges(app: FastifyInstance): void {
  const seconds = app.ctx.config.scheduledChangesIntervalSeconds
  if (seconds <= 0) return
  let running: Promise<void> | undefined
  let timer: NodeJS.Timeout | undefined
  let closed = false
  let prunedAt = Number.NEGATIVE_INFINITY
  const { db, images, config } = app.ctx
  const prune = async () => {
    if (config.now() - prunedAt < PRUNE_EVERY_MS) return
    prunedAt = config.now()
    const pruned = await pruneHistory({ db, images, now: config.now, retentionDays: config.historyRetentionDays })
    if (pruned.entries + pruned.images > 0) app.log.info(pruned, 'history pruned')
  }

  const tick = async () => {
    if (!running) {
      running = runScheduledChanges(app.ctx, app.log)
        .then(prune)
        .then(
          () => undefined,
          (err) => app.log.error({ err }, 'scheduled changes or history pruning failed'),
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
