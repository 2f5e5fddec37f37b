import { LOCK_LABELS, type LockField } from '@menu/shared/menu/locks'
import { AppError } from '../errors.js'
import type { Locks } from './locks.js'

/**
 * The owner's field locks, enforced where every template and region row is written
 * (template-rows.ts writeRows: editor saves, across-templates, the spreadsheet import, bulk
 * price changes, scheduled applies). A write may not give a locked field a value of its own:
 * a non-null value that differs from the row's stored one answers 403 FIELD_LOCKED. Going back
 * to the base (null, or the base value itself) always passes, and so does sending the value the
 * row already holds (an editor re-sending a whole row whose field was set before the lock).
 */

/** 'El campo «Precio» está bloqueado: <reason>.' or, without a reason, '… bloqueado por el propietario.' */
export function lockedMessage(field: LockField, reason: string): string {
  const text = reason.trim().replace(/\.$/, '')
  return text
    ? `El campo «${LOCK_LABELS[field]}» está bloqueado: ${text}.`
    : `El campo «${LOCK_LABELS[field]}» está bloqueado por el propietario.`
}

/**
 * Refuses the write of one field of one row when the field is locked and the write gives it a
 * value of its own. `next`: the value the row would store (null: follows the base); `was`: the
 * value it stores now; `at`: the request property, named in the error (`products.3.price`).
 */
export function checkLocked(
  locks: Locks,
  field: LockField,
  next: number | string | boolean | null,
  was: number | string | boolean | null,
  at: string,
): void {
  const reason = locks.get(field)
  if (reason === undefined || next === null || next === was) return
  throw new AppError('FIELD_LOCKED', lockedMessage(field, reason), { field: at })
}
