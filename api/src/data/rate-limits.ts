import { sql } from 'kysely'
import type { Db } from '../db/connection.js'
import { isoAt } from '../db/values.js'

export interface Hit { count: number; resetAt: number }

/** Where rate-limit counters live. The database implementation is shared by every API instance. */
export interface RateLimitStore {
  /** Counts one attempt for `key` in a fixed window and returns the count so far. */
  hit(key: string, windowSeconds: number): Promise<Hit>
  /** Keeps `key`'s window (its count, so its block) until at least `untilMs`; never shortens it. */
  extend(key: string, untilMs: number): Promise<void>
  reset(key: string): Promise<void>
}

export function dbRateLimitStore(db: Db, now: () => number): RateLimitStore {
  return {
    async hit(key, windowSeconds) {
      const at = isoAt(now())
      const resetAt = isoAt(now() + windowSeconds * 1000)
      const expired = sql<boolean>`${sql.ref('rate_limits.reset_at')} <= ${at}`
      // One atomic upsert: a new or expired window restarts at 1, otherwise the count grows.
      // Both SET expressions read the old row, on SQLite and PostgreSQL alike.
      const row = await db.insertInto('rate_limits')
        .values({ key, count: 1, reset_at: resetAt })
        .onConflict((oc) => oc.column('key').doUpdateSet({
          count: sql<number>`case when ${expired} then 1 else ${sql.ref('rate_limits.count')} + 1 end`,
          reset_at: sql<string>`case when ${expired} then ${resetAt} else ${sql.ref('rate_limits.reset_at')} end`,
        }))
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow()
      return { count: Number(row.count), resetAt: Date.parse(row.reset_at) }
    },
    async extend(key, untilMs) {
      const until = isoAt(untilMs)
      await db.updateTable('rate_limits').set({ reset_at: until }).where('key', '=', key).where('reset_at', '<', until).execute()
    },
    async reset(key) {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute()
    },
  }
}

/** Drops windows that ended; run now and then so the table only holds live counters. */
export async function purgeExpiredRateLimits(db: Db, now: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', isoAt(now)).execute()
}
