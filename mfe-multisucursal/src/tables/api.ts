import { authFetch, unwrap } from '@menu/shared';

/**
 * An open (or just attended) call from a table, as the calls API answers it (docs/table-service.md).
 * Declared here while shared/src/api/schema.d.ts does not name the calls operations yet; the
 * shape is the contract's (GET /v1/sucursales/{id}/calls, its stream and the PUT).
 */
export interface TableCall {
  id: number;
  sucursal_id: number;
  table: number;
  kind: 'waiter' | 'bill';
  created_at: string;
  attended_at: string | null;
}

export const KIND_LABELS: Record<TableCall['kind'], string> = {
  waiter: 'Llamar al mesero',
  bill: 'Pedir la cuenta',
};

/** A response as openapi-fetch gives it, so `unwrap` reads the envelope (or throws the ApiError) the one usual way. */
async function result(response: Response) {
  const body = await response.json().catch(() => undefined);
  return response.ok ? { data: body as { info?: unknown }, response } : { error: body ?? {}, response };
}

/** The ApiError of a failed response (its envelope's code and Spanish message). */
export async function failure(response: Response): Promise<unknown> {
  return unwrap(result(response)).then(
    () => new Error(`HTTP ${response.status}`),
    (error: unknown) => error,
  );
}

export const callsPath = (branchId: number) => `/v1/sucursales/${branchId}/calls`;

/** The branch's open calls, oldest first. */
export const listCalls = (branchId: number) =>
  unwrap(authFetch(callsPath(branchId)).then(result)) as Promise<TableCall[]>;

/** Marks the call attended (idempotent); answers the call. 404 RESOURCE_NOT_FOUND: not this branch's. */
export const attendCall = (branchId: number, callId: number) =>
  unwrap(
    authFetch(`${callsPath(branchId)}/${callId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ attended: true }),
    }).then(result),
  ) as Promise<TableCall>;
