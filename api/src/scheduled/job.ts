import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../context.js'
import { sendOrLog } from '../mail/mailer.js'
import { meteredRun } from '../metrics/metrics.js'
import { type ApplyOutcome, applySet } from './apply.js'
import { claim } from '../data/claims.js'
import { dueSets } from './claim.js'
import type { StoredChange } from './entities.js'
import { scheduledResultEmail } from './mail.js'
import { accountTimeZone } from './run-at.js'

/**
 * The scheduled-changes job: every pending set whose run_at has come is claimed (claim.ts),
 * applied all or nothing (apply.ts) and its owner e-mailed the outcome. Safe to run from
 * several API instances on one database at once: a set is claimed by one run, and marked
 * applied only in the transaction that applies it. An account's sets apply in run_at order: a
 * run that finds one of them held by another run leaves the account's later sets to that run
 * (which goes on through them in order), so a later set never lands before an earlier one.
 * See docs/scheduled-changes.md.
 */

export type ScheduledJobContext = Pick<AppContext, 'config' | 'db' | 'images' | 'mailer'> &
  Partial<Pick<AppContext, 'metrics'>>

export interface ScheduledSummary {
  /** Sets due at this run. */
  due: number
  applied: number
  failed: number
  /** Held by another run (another instance): left to it. */
  busy: number
}

/** Sets one run takes on; more wait for the next run. */
const PER_RUN = 500

/**
 * Runs the job once at the context's `now`. One set's failure is its own (marked failed, logged); the others go on.
 * The run and its outcome are counted in the app's metrics (job_runs_total, job_items_total).
 */
export function runScheduledChanges(ctx: ScheduledJobContext, log: FastifyBaseLogger): Promise<ScheduledSummary> {
  return meteredRun(
    ctx.metrics,
    'scheduled_changes',
    () => applyDue(ctx, log),
    (s) => ({ applied: s.applied, failed: s.failed }),
  )
}

async function applyDue(ctx: ScheduledJobContext, log: FastifyBaseLogger): Promise<ScheduledSummary> {
  const now = ctx.config.now()
  const key = `scheduled:${randomUUID()}`
  const summary: ScheduledSummary = { due: 0, applied: 0, failed: 0, busy: 0 }
  /** Accounts whose next set another run holds (or could not be run): their later sets wait, to keep the order. */
  const leftAlone = new Set<number>()
  for (const set of await dueSets(ctx.db, now, PER_RUN)) {
    summary.due++
    if (leftAlone.has(set.account_id)) {
      summary.busy++
      continue
    }
    try {
      if (!(await claim(ctx.db, 'scheduled', set.id, key, now))) {
        summary.busy++
        leftAlone.add(set.account_id)
        continue
      }
      const outcome = await applySet(ctx, log, set.id, key)
      if (outcome.kind === 'gone') continue
      summary[outcome.kind]++
      await tellOwner(ctx, log, outcome)
    } catch (err) {
      // The database failed around the set (not its changes): the claim goes stale and a later run takes it.
      leftAlone.add(set.account_id)
      log.error({ err, scheduledChange: set.id }, 'scheduled changes: the set could not be run; retried later')
    }
  }
  if (summary.due > 0) log.info(summary, 'scheduled changes run')
  return summary
}

/** The e-mail to the account's address; a mail failure is logged, never undoes what was applied. */
async function tellOwner(
  ctx: ScheduledJobContext,
  log: FastifyBaseLogger,
  outcome: Exclude<ApplyOutcome, { kind: 'gone' }>,
): Promise<void> {
  const { set } = outcome
  const accountId = Number(set.account_id)
  const account = await ctx.db
    .selectFrom('accounts')
    .select(['email', 'company'])
    .where('id', '=', accountId)
    .executeTakeFirst()
  if (!account) return
  await sendOrLog(
    ctx.mailer,
    log,
    scheduledResultEmail({
      to: account.email,
      company: account.company,
      name: set.name,
      runAt: set.run_at,
      changes: JSON.parse(set.changes) as StoredChange[],
      ...(outcome.kind === 'failed' ? { error: outcome.reason } : {}),
      timeZone: await accountTimeZone(ctx.db, accountId, ctx.config.timeZone),
    }),
  )
}
