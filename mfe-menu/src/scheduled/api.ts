import { callApi } from '../http';
import type { ScheduledChange, ScheduledChangeCreate } from './types';

// The scheduled changes' calls (issue 30). Through callApi until the generated types hold these
// routes (see ./types.ts); then `unwrap(api.GET('/v1/scheduled-changes'))` and so on.

/** Pending first by run_at, then the rest newest first. */
export const listScheduledChanges = () =>
  callApi<{ items: ScheduledChange[] }>('GET', '/v1/scheduled-changes').then((answer) => answer.items);

/** Validated now, as the entities' own updates are: a 400 names `run_at`, `changes.N.fields.price`, `changes.N.id`. */
export const createScheduledChange = (body: ScheduledChangeCreate) =>
  callApi<ScheduledChange>('POST', '/v1/scheduled-changes', { body });

/** Only while pending: 409 SCHEDULED_CHANGE_NOT_PENDING otherwise. */
export const cancelScheduledChange = (id: number) => callApi<void>('DELETE', `/v1/scheduled-changes/${id}`);
