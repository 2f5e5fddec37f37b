import type { ApiSchemas, BodyOf } from '@menu/shared';

// The shapes of /v1/scheduled-changes, read from the generated OpenAPI types.

export type ScheduledChange = ApiSchemas['ScheduledChange'];
export type ScheduledStatus = ScheduledChange['status'];
/** POST /v1/scheduled-changes: run_at is an ISO instant with its offset, in the future. */
export type ScheduledChangeCreate = BodyOf<'/v1/scheduled-changes', 'post'>;
/** The kinds of item a set can change. */
export type ScheduledEntity = ScheduledChangeCreate['changes'][number]['entity'];
/** The fields a change sets (price in pesos, as the product API takes it). */
export type ScheduledFields = ScheduledChangeCreate['changes'][number]['fields'];
