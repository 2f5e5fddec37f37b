import { fetchBranches } from '@menu/shared/data';

/** The account's branch (single-branch plans): the first of GET /v1/sucursales, or null without any. */
export const firstBranch = () => fetchBranches().then((list) => list[0] ?? null);
