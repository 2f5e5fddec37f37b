import type { Generated, Selectable } from 'kysely'
import type { IsoTime } from './columns.js'

export type ScheduledStatus = 'pending' | 'applied' | 'failed' | 'cancelled'

/** A set of changes applied at `run_at` by the job (migration 0025, scheduled/). */
export interface ScheduledChangesTable {
  id: Generated<number>
  account_id: number
  name: string
  /** ISO UTC instant. */
  run_at: IsoTime
  /** JSON list of StoredChange (scheduled/types.ts). */
  changes: string
  status: Generated<ScheduledStatus>
  /** Spanish reason of a failure; null otherwise. */
  error: Generated<string | null>
  /** The job run holding the set, and since when (scheduled/claim.ts). */
  claim_key: Generated<string | null>
  claimed_at: Generated<IsoTime | null>
  created_at: IsoTime
  applied_at: Generated<IsoTime | null>
}
export type ScheduledChangeRow = Selectable<ScheduledChangesTable>
