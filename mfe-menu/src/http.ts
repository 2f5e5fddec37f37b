import { API_BASE_URL, ApiError, authFetch, type FieldError } from '@menu/shared';

/** Position pairs of a drag reorder: each item's position is its index in the new order. */
export const positions = (ids: number[]) => ids.map((id, position) => ({ id, position }));

type Query = Record<string, string | number | undefined>;

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldError).field === 'string' &&
  typeof (value as FieldError).message === 'string';

/** The API's error envelope `{ error: { code, message, fields? } }` as an ApiError (as the typed client's unwrap does). */
async function failure(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => undefined)) as
    | { error?: { code?: string; message?: string; fields?: unknown } }
    | undefined;
  const fields = Array.isArray(body?.error?.fields) ? body.error.fields.filter(isFieldError) : [];
  return new ApiError(
    body?.error?.code ?? 'HTTP_ERROR',
    body?.error?.message ?? response.statusText,
    response.status,
    fields,
  );
}

/**
 * A call to a route that the generated OpenAPI types (shared/src/api/schema.d.ts) do not hold
 * yet, with the same auth, refresh and envelopes as `api`: answers the body's `info`
 * (undefined for a 204), throws an ApiError with the server's code, message and fields.
 * TEMPORARY (issue 30): once schema.d.ts has /v1/history and /v1/scheduled-changes, the
 * callers move to `unwrap(api.GET(...))` and this goes.
 */
export async function callApi<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { query?: Query; body?: unknown } = {},
): Promise<T> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.size ? `?${params}` : '';
  const response = await authFetch(`${API_BASE_URL}${path}${search}`, {
    method,
    ...(options.body === undefined
      ? {}
      : { body: JSON.stringify(options.body), headers: { 'content-type': 'application/json' } }),
  });
  if (!response.ok) throw await failure(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? (JSON.parse(text) as { info: T }).info : undefined) as T;
}
