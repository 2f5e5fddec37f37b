import startup from '../../startup.json';
import { tokenStorage } from './tokens';

/**
 * A panel page asks for its first data as soon as main.js runs, instead of once the start-up
 * libraries, the panel and the section's code have arrived and run (several seconds later on
 * a slow phone): the profile, which every page needs, and the GETs the page's HTML names in
 * `<meta name="early-gets">` (the server writes there what the section's remote declares its
 * screen reads first). Each request leaves with the stored access token; the app's GETs of
 * the same URL with the same token within a few seconds of the page's start (two parts of a
 * screen often read the same list) take a copy of its response instead of asking again (a
 * 401 is refreshed as for any call). Any write drops them, so an answer from before a change
 * is never shown after it. The apps reach this module from two bundles (main.js starts, the
 * shared API client takes), so the requests live on a global.
 */
interface EarlyGet {
  token: string;
  at: number;
  /** Never read itself: each taker gets a copy, so there is always a body to copy. */
  response: Promise<Response>;
  taken: number;
}

/** The profile: every panel page starts with it. */
export const PROFILE_PATH = '/v1/profiles/me';

const KEY = Symbol.for(startup.earlyGetsGlobal);
/** How long an early GET's answer is taken as current. */
export const FRESH_MS = 15_000;

function pending(): Map<string, EarlyGet> {
  const holder = globalThis as typeof globalThis & { [KEY]?: Map<string, EarlyGet> };
  holder[KEY] ??= new Map();
  return holder[KEY];
}

/** Who takes each early GET as it starts (the data cache, see onEarlyGet), on a global too. */
const LISTENERS = Symbol.for(`${startup.earlyGetsGlobal}.listeners`);

function listeners(): Set<(path: string) => void> {
  const holder = globalThis as typeof globalThis & { [LISTENERS]?: Set<(path: string) => void> };
  holder[LISTENERS] ??= new Set();
  return holder[LISTENERS];
}

/**
 * The paths of the fresh early GETs started so far, then of each one started later (a sidebar
 * intent), to `take`: the panel's data cache makes each one its list's first answer as soon as
 * it exists (shared/src/data/seeds.ts), instead of waiting for a screen's first read.
 */
export function onEarlyGet(take: (path: string) => void): void {
  for (const [url, early] of pending()) if (Date.now() - early.at <= FRESH_MS) take(new URL(url).pathname);
  listeners().add(take);
}

/**
 * Starts GET `path` (same origin) with the stored access token; nothing without one, nor while
 * one sent with that token is still fresh (a pointer resting on a sidebar entry again).
 */
export function startEarlyGet(path: string): void {
  const token = tokenStorage.access();
  if (!token) return;
  const url = new URL(path, window.location.origin).href;
  const current = pending().get(url);
  if (current && current.token === token && Date.now() - current.at <= FRESH_MS) return;
  // Always asked of the server (an unchanged list answers 304): during a back/forward load the
  // browser would otherwise give requests made this early its stored copy without asking.
  const response = fetch(url, { headers: { Authorization: `Bearer ${token}` }, cache: 'no-cache' });
  response.catch(() => {}); // a failure is the taker's: it asks again
  pending().set(url, { token, at: Date.now(), response, taken: 0 });
  for (const take of listeners()) take(new URL(url).pathname);
}

/** Starts the profile and the GETs the page names in `<meta name="early-gets" content="/v1/a /v1/b">`. */
export function startPageEarlyGets(): void {
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${startup.earlyGetsMeta}"]`)?.content ?? '';
  for (const path of new Set([PROFILE_PATH, ...named.split(/\s+/).filter((p) => p.startsWith('/v1/'))]))
    startEarlyGet(path);
}

/** A copy of the early GET of `url` if it was sent with `token` and is still fresh, else null. */
export function takeEarlyGet(url: string, token: string): Promise<Response> | null {
  const early = pending().get(url);
  if (!early) return null;
  if (early.token !== token || Date.now() - early.at > FRESH_MS) {
    pending().delete(url);
    return null;
  }
  early.taken += 1;
  return early.response.then((response) => response.clone());
}

/** Forgets the early GETs (a write makes their answers old). */
export function dropEarlyGets(): void {
  pending().clear();
}
