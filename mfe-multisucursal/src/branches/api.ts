import { api, unwrap, type ApiSchemas, type BodyOf, type Branch } from '@menu/shared';

export type { Branch };
export type BranchCreate = BodyOf<'/v1/sucursales', 'post'>;
/** A template as the branch form lists it (GET /v1/templates). */
export type TemplateSummary = ApiSchemas['TemplateSummary'];

// The update (and the route-key lookup of the share modal) live with this section's branch
// pieces in shared/src/features/multisucursal, which Settings > General reuses.
export { updateBranch, type BranchUpdate } from '@menu/shared/features/multisucursal';

/** Starts enabled while the plan allows more enabled branches; answers the branch (its id). */
export const createBranch = (body: BranchCreate) => unwrap(api.POST('/v1/sucursales', { body }));

/** 409 ENABLED_LIMIT_REACHED past the plan's Sucursales limit; 409 LAST_ENABLED_BRANCH for the last one enabled. */
export const enableBranch = (id: number, enabled: boolean) =>
  unwrap(api.PUT('/v1/sucursales/enable/{id}', { params: { path: { id } }, body: { enabled } }));

/** 409 LAST_ENABLED_BRANCH: the account keeps one public menu. */
export const deleteBranch = (id: number) => unwrap(api.DELETE('/v1/sucursales/{id}', { params: { path: { id } } }));

/** The account's templates, through the panel's data cache. */
export { listTemplates } from '@menu/shared/features/multisucursal';
