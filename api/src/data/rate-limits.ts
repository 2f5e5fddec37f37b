import { sql } from 'kysely'
import type { Db } from '../db/connection.js'
import { isoAt } from '../db/values.js'

export interface Hit {
  count: number
  resetAt: number
}

/** The outcome of `take`: the attempt counted, or the key is blocked until `resetAt` (epoch ms). */
export type Take = { ok: true } | { ok: false; resetAt: number }

/** Where rate-limit counters live. The database implementation is shared by every API instance. */
export interface RateLimitStore {
  /** Counts one attempt for `key` in a fixed window and returns the count so far (no limit applied). */
  hit(key: string, windowSeconds: number): Promise<Hit>
  /**
   * Counts one attempt for `key` unless it is blocked, in one atomic statement (concurrent
   * attempts never pass the limit). A window starts with its first attempt and lasts
   * `windowSeconds`; the attempt that reaches `limit` blocks the key for `windowSeconds` from
   * then. A refused attempt changes nothing: a block is never extended by the attempts it refuses.
   */
  take(key: string, limit: number, windowSeconds: number): Promise<Take>
  /** Gives back one attempt counted by `take` (an attempt that turned out not to count, e.g. a successful login). */
  release(key: string): Promise<void>
  reset(key: string): Promise<void>
}

export function dbRateLimitStore(db: Db, now: () => number): RateLimitStore {
  const expired = (at: string) => sql<boolean>`${sql.ref('rate_limits.reset_at')} <= ${at}`

  /** One conditional upsert: the row of `key` after counting, or undefined when it is blocked. */
  async function tryTake(key: string, limit: number, windowSeconds: number) {
    const at = isoAt(now())
    const windowEnd = isoAt(now() + windowSeconds * 1000)
    const count = sql<number>`case when ${expired(at)} then 1 else ${sql.ref('rate_limits.count')} + 1 end`
    // Both SET expressions and the WHERE read the old row, on SQLite and PostgreSQL alike.
    return db
      .insertInto('rate_limits')
      .values({ key, count: 1, reset_at: windowEnd })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({
            count,
            // A new window ends windowSeconds from now, and so does the block earned by reaching the limit.
            reset_at: sql<string>`case when ${expired(at)} or ${count} >= ${limit} then ${windowEnd} else ${sql.ref('rate_limits.reset_at')} end`,
          })
          .where(sql<boolean>`${expired(at)} or ${sql.ref('rate_limits.count')} < ${limit}`),
      )
      .returning(['count', 'reset_at'])
      .executeTakeFirst()
  }

  return {
    async hit(key, windowSeconds) {
      const at = isoAt(now())
      const resetAt = isoAt(now() + windowSeconds * 1000)
      // One atomic upsert: a new or expired window restarts at 1, otherwise the count grows.
      const row = await db
        .insertInto('rate_limits')
        .values({ key, count: 1, reset_at: resetAt })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when ${expired(at)} then 1 else ${sql.ref('rate_limits.count')} + 1 end`,
            reset_at: sql<string>`case when ${expired(at)} then ${resetAt} else ${sql.ref('rate_limits.reset_at')} end`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow()
      return { count: Number(row.count), resetAt: Date.parse(row.reset_at) }
    },
    async take(key, limit, windowSeconds) {
      // A block that ends between the refused upsert and the read below is taken again.
      for (;;) {
        if (await tryTake(key, limit, windowSeconds)) return { ok: true }
        const row = await db.selectFrom('rate_limits').select('reset_at').where('key', '=', key).executeTakeFirst()
        if (row && Date.parse(row.reset_at) > now()) return { ok: false, resetAt: Date.parse(row.reset_at) }
      }
    },
    async release(key) {
      await db
        .updateTable('rate_limits')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('key', '=', key)
        .where('count', '>', 0)
        .execute()
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
