import { api, type ApiSchemas, unwrap } from '@menu/shared';

/** An open (or just attended) call from a table (GET /v1/sucursales/{id}/calls, its stream, the PUT). */
export type TableCall = ApiSchemas['TableCall'];

export const KIND_LABELS: Record<TableCall['kind'], string> = {
  waiter: 'Llamar al mesero',
  bill: 'Pedir la cuenta',
};

export const callsPath = (branchId: number) => `/v1/sucursales/${branchId}/calls`;

/**
 * The ApiError of a refused response (its envelope's code and Spanish message), read the one
 * usual way (`unwrap`), for the stream, which is not read through the typed client.
 */
export async function failure(response: Response): Promise<unknown> {
  const error = await response.json().catch(() => ({}));
  return unwrap<{ info?: unknown }>(Promise.resolve({ error, response })).then(
    () => new Error(`HTTP ${response.status}`),
    (refusal: unknown) => refusal,
  );
}

/** Marks the call attended (idempotent); answers the call. 404 RESOURCE_NOT_FOUND: not this branch's. */
export const attendCall = (id: number, callId: number) =>
  unwrap(api.PUT('/v1/sucursales/{id}/calls/{callId}', { params: { path: { id, callId } }, body: { attended: true } }));
