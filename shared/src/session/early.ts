import { tokenStorage } from './tokens';

/**
 * A panel page asks for the data every screen needs (the profile) as soon as main.js runs,
 * instead of once the start-up libraries have arrived and the app has started (about one
 * round trip later on a slow phone network). The request leaves with the stored access
 * token; the app's first GET of the same URL with the same token, within a few seconds,
 * takes its response instead of asking again (and, if it is a 401, refreshes as any call).
 * The apps reach this module from two bundles (main.js starts, the shared API client takes),
 * so the pending requests live on a global.
 */
interface EarlyGet {
  token: string;
  at: number;
  response: Promise<Response>;
}

/** The profile: every panel page starts with it. */
export const PROFILE_PATH = '/v1/profiles/me';

const KEY = Symbol.for('menu-digital.early-gets');
const FRESH_MS = 15_000;

function pending(): Map<string, EarlyGet> {
  const holder = globalThis as typeof globalThis & { [KEY]?: Map<string, EarlyGet> };
  return (holder[KEY] ??= new Map());
}

/** Starts GET `path` (same origin) with the stored access token; nothing without one. */
export function startEarlyGet(path: string): void {
  const token = tokenStorage.access();
  if (!token) return;
  const url = new URL(path, window.location.origin).href;
  const response = fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  response.catch(() => {}); // a failure is the taker's: it asks again
  pending().set(url, { token, at: Date.now(), response });
}

/** The early GET of `url` sent with `token`, once; null when there is none, or it is stale. */
export function takeEarlyGet(url: string, token: string): Promise<Response> | null {
  const early = pending().get(url);
  if (!early) return null;
  pending().delete(url);
  return early.token === token && Date.now() - early.at <= FRESH_MS ? early.response : null;
}
