import { api, ApiError, unwrap, type ApiSchemas, type BodyOf } from '@menu/shared';
import type { RowsBody } from '../templates/editor/rows';
import type { TemplateLists } from '../templates/api';

/** A region as GET /v1/regions lists it: its branches and its last change ("Último cambio"). */
export type Region = ApiSchemas['Region'];

/** A create or an update: `sucursal_ids` is the region's whole set of branches. */
export type RegionCreate = BodyOf<'/v1/regions', 'post'>;
export type RegionUpdate = BodyOf<'/v1/regions/{id}', 'put'>;

const path = (id: number) => ({ params: { path: { id } } });

/** The account's regions, through the panel's data cache (a write to them marks every list stale). */
export const regionsQuery = {
  queryKey: ['/v1/regions'] as const,
  queryFn: () => unwrap(api.GET('/v1/regions')),
};

export const createRegion = (body: RegionCreate) => unwrap(api.POST('/v1/regions', { body }));

export const updateRegion = (id: number, body: RegionUpdate) =>
  unwrap(api.PUT('/v1/regions/{id}', { ...path(id), body }));

/** Its branches keep working, with no region (they follow their template, else the base menu). */
export const deleteRegion = (id: number) => unwrap(api.DELETE('/v1/regions/{id}', path(id)));

/** The four lists of a region's rows, in the templates' shapes. */
export const regionRows = (id: number): Promise<TemplateLists> =>
  Promise.all([
    unwrap(api.GET('/v1/regions/{id}/products', path(id))),
    unwrap(api.GET('/v1/regions/{id}/variants', path(id))),
    unwrap(api.GET('/v1/regions/{id}/promotions', path(id))),
    unwrap(api.GET('/v1/regions/{id}/advertising', path(id))),
  ]).then(([products, variants, promotions, advertising]) => ({ products, variants, promotions, advertising }));

/** Each kind's PUT, where the body has rows of it. */
const senders = (id: number, body: RowsBody) =>
  [
    [
      'products',
      body.products && (() => unwrap(api.PUT('/v1/regions/{id}/products', { ...path(id), body: body.products! }))),
    ],
    [
      'variants',
      body.variants && (() => unwrap(api.PUT('/v1/regions/{id}/variants', { ...path(id), body: body.variants! }))),
    ],
    [
      'promotions',
      body.promotions &&
        (() => unwrap(api.PUT('/v1/regions/{id}/promotions', { ...path(id), body: body.promotions! }))),
    ],
    [
      'advertising',
      body.advertising &&
        (() => unwrap(api.PUT('/v1/regions/{id}/advertising', { ...path(id), body: body.advertising! }))),
    ],
  ] as Array<[string, (() => Promise<unknown>) | undefined]>;

/**
 * Saves the changed rows of a region: one PUT per kind that changed. A refusal names its row
 * within that kind's list ('2.price'): the error is given back with the full path
 * ('products.2.price'), as a template's save names it.
 */
export async function saveRegionRows(id: number, body: RowsBody): Promise<void> {
  for (const [kind, send] of senders(id, body)) {
    if (!send) continue;
    try {
      await send();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = error.fields.map((f) => (/^\d/.test(f.field) ? { ...f, field: `${kind}.${f.field}` } : f));
      throw new ApiError(error.code, error.message, error.status, fields, error.actionUrl);
    }
  }
}
