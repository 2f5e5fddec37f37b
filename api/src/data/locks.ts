import { isLockField, type LockField } from '@menu/shared/menu/locks'
import type { Executor, Scoped } from './toolkit.js'

/**
 * The account's field locks (migration 0036), read by everything that resolves or writes a
 * template's or region's value: the public menu's resolution ignores their overrides, and the
 * row writes refuse them (403 FIELD_LOCKED).
 */
export type Locks = ReadonlyMap<LockField, string>

/** The locked fields of the account and their reasons ('' when none was given). */
export async function loadLocks(q: Executor, accountId: number): Promise<Locks> {
  const rows = await q
    .selectFrom('field_locks')
    .select(['field', 'reason'])
    .where('account_id', '=', accountId)
    .execute()
  return toLocks(rows)
}

/** The same, through an account's scope (inside its transaction: what a write checks against). */
export async function ownLocks(own: Scoped): Promise<Locks> {
  return toLocks(await own.selectFrom('field_locks').select(['field', 'reason']).execute())
}

const toLocks = (rows: ReadonlyArray<{ field: string; reason: string }>): Locks =>
  new Map(rows.flatMap((r) => (isLockField(r.field) ? [[r.field, r.reason] as [LockField, string]] : [])))
