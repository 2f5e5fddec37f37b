import { api, ApiError, unwrap } from '@menu/shared';
import type { RowsBody } from '../templates/editor/rows';
import type { TemplateLists } from '../templates/api';

/** A region as GET /v1/regions lists it: its branches and its last change ("Último cambio"). */
export interface Region {
  id: number;
  name: string;
  sucursal_ids: number[];
  updated: string;
}

/** A create or an update: `sucursal_ids` is the region's whole set of branches. */
export interface RegionInput {
  name?: string;
  sucursal_ids?: number[];
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Call = (path: string, init?: { params?: { path: { id: number } }; body?: unknown }) => Promise<never>;

/**
 * /v1/regions through the panel's client (its auth, base URL and errors), by path: these
 * operations are described in docs/chains.md and were added to the API with this tab.
 */
const call = <T>(method: Method, path: string, id?: number, body?: unknown): Promise<T> =>
  unwrap(
    (api as unknown as Record<Method, Call>)[method](path, {
      ...(id === undefined ? {} : { params: { path: { id } } }),
      ...(body === undefined ? {} : { body }),
    }),
  ) as Promise<T>;

/** The account's regions, through the panel's data cache (a write to them marks every list stale). */
export const regionsQuery = {
  queryKey: ['/v1/regions'] as const,
  queryFn: () => call<Region[]>('GET', '/v1/regions'),
};

export const createRegion = (body: RegionInput & { name: string }) =>
  call<{ id: number }>('POST', '/v1/regions', undefined, body);

export const updateRegion = (id: number, body: RegionInput) => call<unknown>('PUT', '/v1/regions/{id}', id, body);

/** Its branches keep working, with no region (they follow their template, else the base menu). */
export const deleteRegion = (id: number) => call<{ id: number }>('DELETE', '/v1/regions/{id}', id);

/** The four lists of a region's rows, in the templates' shapes. */
export const regionRows = (id: number): Promise<TemplateLists> =>
  Promise.all([
    call<TemplateLists['products']>('GET', '/v1/regions/{id}/products', id),
    call<TemplateLists['variants']>('GET', '/v1/regions/{id}/variants', id),
    call<TemplateLists['promotions']>('GET', '/v1/regions/{id}/promotions', id),
    call<TemplateLists['advertising']>('GET', '/v1/regions/{id}/advertising', id),
  ]).then(([products, variants, promotions, advertising]) => ({ products, variants, promotions, advertising }));

/**
 * Saves the changed rows of a region: one PUT per kind that changed. A refusal names its row
 * within that kind's list ('2.price'): the error is given back with the full path
 * ('products.2.price'), as a template's save names it.
 */
export async function saveRegionRows(id: number, body: RowsBody): Promise<void> {
  for (const kind of ['products', 'variants', 'promotions', 'advertising'] as const) {
    const rows = body[kind];
    if (!rows) continue;
    try {
      await call('PUT', `/v1/regions/{id}/${kind}`, id, rows);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = error.fields.map((f) => (/^\d/.test(f.field) ? { ...f, field: `${kind}.${f.field}` } : f));
      throw new ApiError(error.code, error.message, error.status, fields, error.actionUrl);
    }
  }
}
