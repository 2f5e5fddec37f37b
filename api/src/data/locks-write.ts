import { LOCK_FIELDS, LOCK_REASON_MAX, type LockField } from '@menu/shared/menu/locks'
import type { Db } from '../db/connection.js'
import { isoAt } from '../db/values.js'
import { AppError } from '../errors.js'
import { loadLocks, type Locks, ownLocks } from './locks.js'
import { scoped } from './toolkit.js'

/** One field as the API shows it: every LOCK_FIELDS entry, locked or not. */
export interface LockView {
  field: LockField
  locked: boolean
  reason: string | null
}

/** One entry of a PUT /v1/locks body. */
export interface LockInput {
  field: LockField
  locked: boolean
  reason?: string | null
}

/** The three fields in LOCK_FIELDS order; an unlocked one has no reason. */
const view = (locks: Locks): LockView[] =>
  LOCK_FIELDS.map((field) => {
    const reason = locks.get(field)
    return { field, locked: reason !== undefined, reason: reason === undefined ? null : reason || null }
  })

/**
 * The account's field locks (Multisucursal > Bloqueos). A lock is one row of field_locks:
 * locking inserts it, unlocking deletes it, a new reason updates it. History records each as
 * entity 'lock' (the triggers, inside the transaction), so undo restores a lock as it was.
 */
export function locksRepo(db: Db, accountId: number, now: () => number) {
  const own = scoped(db, accountId)

  return {
    list: async (): Promise<LockView[]> => view(await loadLocks(db, accountId)),

    /**
     * Applies the entries given (each field at most once, else 400 naming the repeat; reasons
     * trimmed, at most LOCK_REASON_MAX characters, else 400 naming `N.reason`) in one
     * transaction; fields not named keep their state. Answers every field after it.
     */
    async save(input: readonly LockInput[]): Promise<LockView[]> {
      const seen = new Set<LockField>()
      const entries = input.map((entry, index) => {
        if (seen.has(entry.field))
          throw new AppError('VALIDATION_ERROR', 'Cada campo debe aparecer una sola vez.', { field: `${index}.field` })
        seen.add(entry.field)
        const reason = entry.reason?.trim() ?? ''
        if (reason.length > LOCK_REASON_MAX)
          throw new AppError('VALIDATION_ERROR', `El motivo admite hasta ${LOCK_REASON_MAX} caracteres.`, {
            field: `${index}.reason`,
          })
        return { field: entry.field, locked: entry.locked, reason }
      })
      const at = isoAt(now())
      await own.transaction(async (t) => {
        const current = await ownLocks(t)
        for (const { field, locked, reason } of entries) {
          const was = current.get(field)
          if (!locked) {
            if (was !== undefined) await t.deleteFrom('field_locks').where('field', '=', field).execute()
          } else if (was === undefined) {
            await t.insertInto('field_locks', { field, reason, created_at: at, updated_at: at }).execute()
          } else if (was !== reason) {
            await t.updateTable('field_locks').set({ reason, updated_at: at }).where('field', '=', field).execute()
          }
        }
      })
      return view(await loadLocks(db, accountId))
    },
  }
}
