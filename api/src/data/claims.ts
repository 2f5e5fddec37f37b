import type { Kysely } from 'kysely'
import { isoAt } from '../db/values.js'
import { affected, type Executor } from './toolkit.js'

/**
 * The one claim rule of the API's jobs and billing calls: a row is held by writing a key and
 * a time in one compare-and-set UPDATE (free, or held by a process that died: older than
 * CLAIM_STALE_MS), so of two API instances on one database exactly one gets it, on SQLite and
 * PostgreSQL alike (a single-row UPDATE with its condition is atomic on both). Release frees
 * the row only while the key is still the caller's (a stale claim may have been taken over).
 *
 * Holders: `billing` (an account's billing: a subscription call, keyed per request so its
 * twins go on, or a renewal run, keyed per run); `scheduled` (a due set of scheduled
 * changes, only while it is pending and due; its apply re-checks the key in apply.ts).
 */
const CLAIMS = {
  billing: { table: 'accounts', key: 'billing_claim', at: 'billing_claim_at', ready: () => [] },
  scheduled: {
    table: 'scheduled_changes',
    key: 'claim_key',
    at: 'claimed_at',
    ready: (now: number) => [
      ['status', '=', 'pending'],
      ['run_at', '<=', isoAt(now)],
    ],
  },
} as const satisfies Record<string, ClaimSpec>

interface ClaimSpec {
  table: string
  key: string
  at: string
  /** What else the row must be to be claimed now (column, operator, value). */
  ready: (now: number) => ReadonlyArray<readonly [string, '=' | '<=', string]>
}

export type ClaimHolder = keyof typeof CLAIMS

/** A claim older than this belongs to a process that died (a claimed step runs in well under a second). */
export const CLAIM_STALE_MS = 2 * 60 * 1000

/**
 * The tables and columns come from CLAIMS above, not from callers, so the statements below are
 * typed loosely in this one place instead of once per holder.
 */
const loose = (q: Executor) => q as unknown as Kysely<Record<string, Record<string, unknown>>>

export interface ClaimOptions {
  /** The row may already hold this same key (a retried request's twin goes on). */
  reentrant?: boolean
}

/** Takes row `id` for `key` at `now`; false when another live holder has it (or it is not ready). */
export async function claim(
  q: Executor,
  holder: ClaimHolder,
  id: number,
  key: string,
  now: number,
  { reentrant = false }: ClaimOptions = {},
): Promise<boolean> {
  const spec: ClaimSpec = CLAIMS[holder]
  let update = loose(q)
    .updateTable(spec.table)
    .set({ [spec.key]: key, [spec.at]: isoAt(now) })
    .where('id', '=', id)
  for (const [column, op, value] of spec.ready(now)) update = update.where(column, op, value)
  const taken = await update
    .where((eb) =>
      eb.or([
        eb(spec.key, 'is', null),
        ...(reentrant ? [eb(spec.key, '=', key)] : []),
        eb(spec.at, '<', isoAt(now - CLAIM_STALE_MS)),
      ]),
    )
    .executeTakeFirst()
  return affected(taken) === 1
}

/** Frees row `id` if `key` still holds it. */
export async function release(q: Executor, holder: ClaimHolder, id: number, key: string): Promise<void> {
  const spec: ClaimSpec = CLAIMS[holder]
  await loose(q)
    .updateTable(spec.table)
    .set({ [spec.key]: null, [spec.at]: null })
    .where('id', '=', id)
    .where(spec.key, '=', key)
    .execute()
}
