import { queryClient } from '@menu/shared/data';
import { LOCK_FIELDS, type LockField } from '@menu/shared/menu/locks';
import { useQuery } from '@tanstack/react-query';
import { type FieldLockState, listLocks, LOCKS_KEY } from './api';

/** One field's lock: whether it is locked, and why (null: no reason given, or unlocked). */
export interface LockState {
  locked: boolean;
  reason: string | null;
}
export type LocksByField = Record<LockField, LockState>;

const UNLOCKED: LockState = { locked: false, reason: null };

/** The answer of GET /v1/locks by field (a field it does not name counts as unlocked). */
export function byField(rows: readonly FieldLockState[] | undefined): LocksByField {
  const out = Object.fromEntries(LOCK_FIELDS.map((field) => [field, UNLOCKED])) as LocksByField;
  for (const row of rows ?? []) out[row.field] = { locked: row.locked, reason: row.reason };
  return out;
}

export const locksQuery = { queryKey: [LOCKS_KEY] as const, queryFn: listLocks };

/**
 * The account's field locks through the panel's data cache: the Bloqueos tab edits them and
 * the template and region editors show a locked field's cells read-only with its reason.
 * While loading (or after a failed read) every field reads as unlocked: the API refuses a
 * locked write anyway (403 FIELD_LOCKED, with the reason).
 */
export function useLocks(): { locks: LocksByField; loading: boolean; failed: boolean; retry: () => void } {
  const query = useQuery(locksQuery, queryClient());
  return {
    locks: byField(query.data),
    loading: query.isPending && !query.isError,
    // Bloqueos shows no form then: saving the three fields from a failed read would unlock them.
    failed: query.isError && !query.isFetching,
    retry: () => void query.refetch(),
  };
}

/** After a save: the answer is the new state of every field. */
export const setLocks = (rows: FieldLockState[]) => queryClient().setQueryData([LOCKS_KEY], rows);
