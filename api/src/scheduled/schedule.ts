import type { FastifyInstance } from 'fastify'
import { every } from '../every.js'
import { pruneHistory } from '../history/retention.js'
import { runScheduledChanges } from './job.js'

/** The history is pruned (HISTORY_RETENTION_DAYS) by the first run and then at most once an hour. */
const PRUNE_EVERY_MS = 3_600_000

/**
 * Runs the scheduled-changes job shortly after start and then every
 * SCHEDULED_CHANGES_INTERVAL_SECONDS (0: never), as the renewals are run. Started by main.ts
 * only (apps built by the tests run the job when they ask). The same runs prune the history past
 * its retention (history/retention.ts): deleting what another instance deleted first is a no-op.
 */
export function scheduleScheduledChanges(app: FastifyInstance): void {
  const { db, images, config } = app.ctx
  let prunedAt = Number.NEGATIVE_INFINITY
  const prune = async () => {
    if (config.now() - prunedAt < PRUNE_EVERY_MS) return
    prunedAt = config.now()
    const pruned = await pruneHistory({ db, images, now: config.now, retentionDays: config.historyRetentionDays })
    if (pruned.entries + pruned.images > 0) app.log.info(pruned, 'history pruned')
  }
  every(app, config.scheduledChangesIntervalSeconds, 'scheduled changes or history pruning', async () => {
    await runScheduledChanges(app.ctx, app.log)
    await prune()
  })
}
