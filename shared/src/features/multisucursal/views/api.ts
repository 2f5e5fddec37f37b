// Public menu views per branch (GET /v1/sucursales/views), typed by the OpenAPI contract.
import { api, unwrap } from '@menu/shared';

/** Every branch of the account with its views on each of the last `days` days (today included, zeros too). */
export const branchViews = (days = 30) => unwrap(api.GET('/v1/sucursales/views', { params: { query: { days } } }));

export type BranchViews = Awaited<ReturnType<typeof branchViews>>[number];
export type DayViews = BranchViews['days'][number];
export type TableViews = BranchViews['tables'][number];
