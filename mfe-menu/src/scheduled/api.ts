import { api, unwrap } from '@menu/shared';
import type { ScheduledChangeCreate } from './types';

/** Pending first by run_at, then the rest newest first. */
export const listScheduledChanges = () => unwrap(api.GET('/v1/scheduled-changes')).then((answer) => answer.items);

/** Validated now, as the entities' own updates are: a 400 names `run_at`, `changes.N.fields.price`, `changes.N.id`. */
export const createScheduledChange = (body: ScheduledChangeCreate) =>
  unwrap(api.POST('/v1/scheduled-changes', { body }));

/** Only while pending: 409 SCHEDULED_CHANGE_NOT_PENDING otherwise. */
export const cancelScheduledChange = (id: number) =>
  unwrap(api.DELETE('/v1/scheduled-changes/{id}', { params: { path: { id } } }));

/** The pending sets that change a product and the zone their dates read in (the account's): its delete confirm names them. */
export const pendingSetsOfProduct = (id: number) =>
  unwrap(api.GET('/v1/products/{id}/scheduled-changes', { params: { path: { id } } }));
