// HAND-WRITTEN (issue 30): the shapes of /v1/history from /work/helpers/history-contract.md,
// because shared/src/api/schema.d.ts does not have these routes yet. After the API's routes are
// merged and `npm run openapi -w api` has run, replace each type below with its generated one
// (e.g. `export type HistoryEntry = ApiSchemas['HistoryEntry']`, `QueryOf<'/v1/history', 'get'>`)
// and move ./api.ts to `unwrap(api.GET(...))`. Nothing else in the panel declares these shapes.

/** The kinds of thing the history records (the `entity` filter). */
export type HistoryEntity =
  | 'product'
  | 'variant'
  | 'variant_group'
  | 'category'
  | 'family'
  | 'tag'
  | 'promotion'
  | 'advertising'
  | 'template'
  | 'branch'
  | 'brand';

export type HistoryAction = 'create' | 'update' | 'delete' | 'undo' | 'restore' | 'scheduled';

/** A value before or after a change: text, number (cents for `*_cents`), 0/1 or true/false, or null. */
export type HistoryValue = string | number | boolean | null;

/** One field that changed: a column of the entity ('price_cents') or 'table.column' of an attached row. */
export interface HistoryChange {
  field: string;
  before: HistoryValue;
  after: HistoryValue;
}

export interface HistoryEntry {
  id: number;
  /** ISO instant. */
  at: string;
  /** The user's e-mail; '' for the system (a scheduled set, the retention job). */
  actor: string;
  action: HistoryAction;
  entity: HistoryEntity;
  /** null when several items changed at once (count > 1). */
  entity_id: number | null;
  /** The item's name at that moment; '' for a bulk change. */
  name: string;
  count: number;
  changes: HistoryChange[];
  /** The scheduled set's name, the restored moment… */
  label: string | null;
  /** The entry this undo reverted. */
  undoes: number | null;
  /** The undo entry that reverted this one. */
  undone_by: number | null;
}

/** GET /v1/history's filters; from/to are ISO instants, page is 1-based. */
export interface HistoryQuery {
  entity?: HistoryEntity;
  entity_id?: number;
  from?: string;
  to?: string;
  page?: number;
  page_size?: number;
}

export interface HistoryPage {
  items: HistoryEntry[];
  total: number;
}

/** One item a restore touches; `before` is now, `after` is at the chosen moment. */
export interface RestoreItem {
  entity: HistoryEntity;
  id: number;
  name: string;
  changes: HistoryChange[];
}

/** GET /v1/history/restore?at=: created comes back, updated changes, deleted goes (it was made after `at`). */
export interface RestorePreview {
  at: string;
  created: RestoreItem[];
  updated: RestoreItem[];
  deleted: RestoreItem[];
}

/** POST /v1/history/restore's answer: the restore's entry (null when nothing changed) and the counts. */
export interface RestoreResult {
  entry: HistoryEntry | null;
  created: number;
  updated: number;
  deleted: number;
}
