// HAND-WRITTEN (issue 30): the shapes of /v1/scheduled-changes from
// /work/helpers/history-contract.md, because shared/src/api/schema.d.ts does not have these
// routes yet. After the API's routes are merged and `npm run openapi -w api` has run, replace
// each type below with its generated one (e.g. `ApiSchemas['ScheduledChange']`,
// `BodyOf<'/v1/scheduled-changes', 'post'>`) and move ./api.ts to `unwrap(api.…)`. Nothing
// else in the panel declares these shapes.

export type ScheduledStatus = 'pending' | 'applied' | 'failed' | 'cancelled';

/** The kinds of item a set can change, and the fields each takes (price in pesos, as the product API takes it). */
export type ScheduledEntity = 'product' | 'variant' | 'promotion' | 'advertising' | 'category' | 'family';

export interface ScheduledFields {
  price?: number;
  enabled?: boolean;
}

export interface ScheduledChange {
  id: number;
  name: string;
  /** ISO instant. */
  run_at: string;
  status: ScheduledStatus;
  changes: Array<{ entity: ScheduledEntity; id: number; name: string; fields: ScheduledFields }>;
  created_at: string;
  applied_at: string | null;
  /** Why it failed, in Spanish. */
  error: string | null;
}

/** POST /v1/scheduled-changes: run_at is an ISO instant with its offset, in the future. */
export interface ScheduledChangeCreate {
  name: string;
  run_at: string;
  changes: Array<{ entity: ScheduledEntity; id: number; fields: ScheduledFields }>;
}
