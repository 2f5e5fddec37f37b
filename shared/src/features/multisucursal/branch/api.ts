// The branch calls of the kit's pieces (the share-link modal), typed by the OpenAPI contract.
import { api, unwrap, type BodyOf } from '@menu/shared';

export type BranchUpdate = BodyOf<'/v1/sucursales/{id}', 'put'>;

/** PUT /v1/sucursales/{id}: any subset of the fields; answers the branch as stored. */
export const updateBranch = (id: number, body: BranchUpdate) =>
  unwrap(api.PUT('/v1/sucursales/{id}', { params: { path: { id } }, body }));

/**
 * Whether `routeKey` is taken (GET /v1/sucursales/url/{routeKey}: 200 taken, 404 free). With
 * the branch's id, the keys it may take back (its own old ones) count as free. Any failure
 * counts as free: the save itself still answers ROUTE_KEY_IN_USE.
 */
export const routeKeyTaken = (routeKey: string, branchId: number): Promise<boolean> =>
  unwrap(
    api.GET('/v1/sucursales/url/{routeKey}', { params: { path: { routeKey }, query: { sucursal_id: branchId } } }),
  ).then(
    () => true,
    () => false,
  );
