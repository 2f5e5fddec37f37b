import type { Executor } from '../data/toolkit.js'
import { isoAt } from '../db/values.js'

/**
 * A run of the job holds a due set before applying it with the API's one claim rule
 * (data/claims.ts, holder 'scheduled': pending, due, and unclaimed or claimed by a run that
 * died), so of two API instances on one database exactly one gets it. The apply then marks it
 * applied in its own transaction only while the claim is still this run's (apply.ts), so even
 * a run that outlived a stale claim cannot apply it twice.
 */

/** Pending sets due at `now`, soonest first (at most `limit`: the rest wait for the next run). */
export async function dueSets(
  q: Executor,
  now: number,
  limit: number,
): Promise<Array<{ id: number; account_id: number }>> {
  const rows = await q
    .selectFrom('scheduled_changes')
    .select(['id', 'account_id'])
    .where('status', '=', 'pending')
    .where('run_at', '<=', isoAt(now))
    .orderBy('run_at')
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map((r) => ({ id: Number(r.id), account_id: Number(r.account_id) }))
}
