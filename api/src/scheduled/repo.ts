import type { Config } from '../config.js'
import { affected, type Executor, scoped } from '../data/toolkit.js'
import type { ScheduledChangeRow } from '../db/types.js'
import { isoAt } from '../db/values.js'
import { AppError } from '../errors.js'
import type { Answer } from '../schemas/shapes.js'
import { ENTITY_RULES, type ScheduledEntity, type StoredChange } from './entities.js'
import { accountTimeZone, parseRunAt } from './run-at.js'
import { type ChangeInput, validateChanges } from './validate.js'

export type ScheduledChange = Answer<'ScheduledChange'>

/** A pending set as the confirm of a delete names it: 'Está en el cambio programado «Precios de diciembre» del 24/12'. */
export interface PendingSet {
  id: number
  name: string
  run_at: string
}

/** Sets already run or cancelled that the list shows, newest first (older ones stay stored). */
export const PAST_SETS_LISTED = 200

export const toScheduledChange = (r: ScheduledChangeRow): ScheduledChange => ({
  id: Number(r.id),
  name: r.name,
  run_at: r.run_at,
  status: r.status,
  changes: JSON.parse(r.changes) as StoredChange[],
  created_at: r.created_at,
  applied_at: r.applied_at,
  error: r.error,
})

/** The signed-in account's scheduled sets; every statement goes through `scoped` (another account's id: 404). */
export function scheduledRepo(db: Executor, config: Pick<Config, 'now' | 'timeZone'>, accountId: number) {
  const own = scoped(db, accountId)
  return {
    /** Validates the set (scheduled/validate.ts) and stores it pending. */
    async create(input: { name: string; run_at: string; changes: ChangeInput[] }): Promise<ScheduledChange> {
      const now = config.now()
      const runAt = await parseRunAt(input.run_at, now, () => accountTimeZone(db, accountId, config.timeZone))
      const changes = await validateChanges(db, accountId, input.changes)
      const row = await own.transaction(async (t) =>
        t
          .insertInto('scheduled_changes', {
            name: input.name.trim(),
            run_at: isoAt(runAt),
            changes: JSON.stringify(changes),
            status: 'pending',
            created_at: isoAt(now),
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      )
      return toScheduledChange(row)
    },

    /** Pending sets first, soonest first; then the others (applied, failed, cancelled), newest first. */
    async list(): Promise<ScheduledChange[]> {
      const pending = await own
        .selectFrom('scheduled_changes')
        .selectAll()
        .where('status', '=', 'pending')
        .orderBy('run_at')
        .orderBy('id')
        .execute()
      const past = await own
        .selectFrom('scheduled_changes')
        .selectAll()
        .where('status', '!=', 'pending')
        .orderBy('run_at', 'desc')
        .orderBy('id', 'desc')
        .limit(PAST_SETS_LISTED)
        .execute()
      return [...pending, ...past].map(toScheduledChange)
    },

    /**
     * The pending sets that change one item, soonest first, and the zone their dates read in
     * (the account's first branch's, as `run_at` was read): deleting that item makes them fail
     * when they run (scheduled/apply.ts), so the panel names them before the owner deletes it.
     * The item must be the account's (404 otherwise, as every read of it).
     */
    async pendingFor(entity: ScheduledEntity, id: number): Promise<{ time_zone: string; items: PendingSet[] }> {
      await own.mustOwn(ENTITY_RULES[entity].table, id)
      const pending = await own
        .selectFrom('scheduled_changes')
        .select(['id', 'name', 'run_at', 'changes'])
        .where('status', '=', 'pending')
        .orderBy('run_at')
        .orderBy('id')
        .execute()
      const items = pending
        .filter((set) => (JSON.parse(set.changes) as StoredChange[]).some((c) => c.entity === entity && c.id === id))
        .map((set) => ({ id: Number(set.id), name: set.name, run_at: set.run_at }))
      return { time_zone: await accountTimeZone(db, accountId, config.timeZone), items }
    },

    /**
     * Cancels a pending set. One conditional UPDATE: a set the job is applying at that moment
     * is either applied first (409 here) or cancelled first (the job then finds it no longer
     * pending and changes nothing): scheduled/apply.ts marks it in the same transaction.
     */
    async cancel(id: number): Promise<void> {
      const done = await own.transaction(async (t) => {
        const r = await t
          .updateTable('scheduled_changes')
          .set({ status: 'cancelled' })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .executeTakeFirst()
        if (affected(r) === 1) return true
        await t.ownedRow('scheduled_changes', id) // another account's or missing: 404
        return false
      })
      if (!done) throw new AppError('SCHEDULED_CHANGE_NOT_PENDING')
    },
  }
}
