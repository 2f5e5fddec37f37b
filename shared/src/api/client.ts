import createClient from 'openapi-fetch';
import type { paths } from './schema';
import { createAuthFetch } from '../session/refresh';
import { apiErrorFrom } from './errors';

/** Base URL of the API: same origin unless a remote is served elsewhere in dev. */
export const API_BASE_URL = '';

/** fetch with the Bearer token and the shared refresh flow, for calls outside `api`. */
export const authFetch = createAuthFetch(API_BASE_URL);

/**
 * The same, taking the page's early GET of the URL when there is one: for the start-up
 * hand-offs only (the profile's load, the query cache's lists; see ../startup.md).
 */
export const startUpFetch = createAuthFetch(API_BASE_URL, undefined, { takeEarly: true });

/** The one typed API client every app uses (generated types, shared auth/refresh). */
export const api = createClient<paths>({ baseUrl: API_BASE_URL, fetch: authFetch });

type Result<T> = { data?: T; error?: unknown; response: Response };

/**
 * Unwraps an openapi-fetch result: the envelope's `info`, or an ApiError carrying
 * the server's `code`, message and field problems.
 */
export async function unwrap<T extends { info?: unknown }>(
  pending: Promise<Result<T>>,
): Promise<NonNullable<T['info']>> {
  const { data, error, response } = await pending;
  if (error !== undefined || !data) throw apiErrorFrom(response, error);
  return data.info as NonNullable<T['info']>;
}
