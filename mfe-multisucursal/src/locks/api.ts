import { api, type BodyOf, unwrap } from '@menu/shared';

/** One field's state as GET /v1/locks answers it (the three fields, always in LOCK_FIELDS order). */
export type FieldLockState = Awaited<ReturnType<typeof listLocks>>[number];
export type LocksSave = BodyOf<'/v1/locks', 'put'>;

/** The query key of the locks (a write to /v1/locks marks it stale, shared/src/data/writes.ts). */
export const LOCKS_KEY = '/v1/locks';

export const listLocks = () => unwrap(api.GET('/v1/locks'));

/** Answers every field after the save. */
export const saveLocks = (body: LocksSave) => unwrap(api.PUT('/v1/locks', { body }));
