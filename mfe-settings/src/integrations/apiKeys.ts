import { api, unwrap, type BodyOf, type InfoOf } from '@menu/shared';
import { queryClient } from '@menu/shared/data';
import { useQuery } from '@tanstack/react-query';

// The types come from the generated OpenAPI document (shared/src/api/schema.d.ts).

/** One API key as the list shows it (never the key itself). */
export type ApiKey = InfoOf<'/v1/api-keys', 'get'>[number];
/** What 'Crear clave' sends. */
export type NewKeyBody = BodyOf<'/v1/api-keys', 'post'>;
export type KeyScope = ApiKey['scope'];

/** How the panel names each permission. */
export const SCOPE_LABELS: Record<KeyScope, string> = {
  read: 'Lectura',
  write: 'Lectura y escritura',
};

/** The data cache's key for the keys (a write under /v1/api-keys marks it stale). */
export const API_KEYS_KEY = '/v1/api-keys';

export const listApiKeys = () => unwrap(api.GET('/v1/api-keys'));

export const createApiKey = (body: NewKeyBody) => unwrap(api.POST('/v1/api-keys', { body }));
/** The answer of 'Crear clave': the key itself, this once. */
export type NewKey = Awaited<ReturnType<typeof createApiKey>>;

export const revokeApiKey = (id: number) => unwrap(api.DELETE('/v1/api-keys/{id}', { params: { path: { id } } }));

/** 'Último uso' changes with the integrator's calls, which no write of this panel marks: read again on each opening. */
const keysQuery = { queryKey: [API_KEYS_KEY] as const, queryFn: listApiKeys, refetchOnMount: 'always' as const };

export const useApiKeys = () => useQuery(keysQuery, queryClient());

/** After this card's own write: read the keys again at once. */
export const refreshApiKeys = () => queryClient().invalidateQueries({ queryKey: [API_KEYS_KEY] });
