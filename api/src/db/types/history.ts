import type { Generated } from 'kysely'
import type { IsoTime } from './columns.js'

/** One transaction's change of what a diner sees (migration 0024, history/record.ts). */
export interface HistoryEntriesTable {
  id: Generated<number>
  account_id: number
  at: IsoTime
  /** The user's e-mail; '' for the system. */
  actor: string
  /** 'create' | 'update' | 'delete' | 'undo' | 'restore' | 'scheduled' */
  action: string
  /** The main thing that changed (history/tables.ts ENTITIES). */
  entity: string
  /** null: several items of `entity` changed at once. */
  entity_id: number | null
  name: string
  count: number
  /** JSON list of {field, before, after}. */
  changes: string
  label: string | null
  undoes: number | null
  undone_by: number | null
  /** The person who made the change (migration 0034); null: the system. */
  member_id: Generated<number | null>
}

/** One row change, written by the history triggers (db/history-triggers.ts). */
export interface HistoryRowsTable {
  id: Generated<number>
  account_id: number
  /** null until its transaction's end groups it into an entry. */
  entry_id: number | null
  table_name: string
  /** The key columns' values joined by ':' (history/tables.ts). */
  row_key: string
  op: 'insert' | 'update' | 'delete'
  /** The row as JSON before and after; null for an insert's before and a delete's after. */
  before: string | null
  after: string | null
}

/** An image file no row uses any more, kept while the history may bring it back. */
export interface RetiredImagesTable {
  url: string
  account_id: number
  retired_at: IsoTime
}
