import { dropEarlyGets, takeEarlyGet } from './early';
import { tokenStorage, type Tokens } from './tokens';
import { watchTotpSetup } from './totpSetup';

/** The 401 messages that mean "get a new access token": the API's contractual TOKEN_EXPIRED and WRONG_TOKEN texts. */
export const SESSION_MESSAGES = ['Token expired', 'Wrong token'];

export class SessionEndedError extends Error {
  constructor() {
    super('La sesión terminó');
  }
}

type Fetch = typeof fetch;

let inflight: Promise<string> | null = null;

/**
 * A session that cannot be renewed clears the stored tokens and reloads the page (the guard then
 * shows the login), once: another call ending the session while the reload is on its way (a
 * request that started before it) must not reload again, which would abort the first.
 */
let reloading = false;
let onSessionEnded = () => {
  tokenStorage.clear();
  if (reloading) return;
  reloading = true;
  window.location.reload();
};

export function setSessionEndedHandler(handler: () => void) {
  onSessionEnded = handler;
}

/**
 * Exchanges the refresh token for a new access token. Concurrent callers share one
 * request: many 401s at once trigger one refresh, not many (and a second refresh
 * with an already-used token would revoke the whole login on the server).
 */
export function refreshOnce(baseUrl = '', fetchImpl: Fetch = fetch): Promise<string> {
  if (!inflight) {
    inflight = doRefresh(baseUrl, fetchImpl).finally(() => {
      inflight = null;
    });
  }
  return inflight;
}

async function doRefresh(baseUrl: string, fetchImpl: Fetch): Promise<string> {
  const refreshToken = tokenStorage.refresh();
  if (!refreshToken) {
    onSessionEnded();
    throw new SessionEndedError();
  }
  const response = await fetchImpl(`${baseUrl}/auth/refresh-token`, {
    headers: { Authorization: `Bearer ${refreshToken}` },
  });
  if (response.status === 401) {
    onSessionEnded();
    throw new SessionEndedError();
  }
  if (!response.ok) throw new Error(`Refresh failed with status ${response.status}`);
  const body = (await response.json()) as { info: Tokens };
  tokenStorage.save(body.info);
  return body.info.access_token;
}

async function isSessionFailure(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  try {
    const body = (await response.clone().json()) as { error?: { message?: string } };
    return SESSION_MESSAGES.includes(body.error?.message ?? '');
  } catch {
    return false;
  }
}

/** A write the API answered: its method and URL (the query cache marks stale the lists it affects). */
export interface ApiWrite {
  method: string;
  url: string;
}

const writeListeners = new Set<(write: ApiWrite) => void>();

/**
 * Calls `listener` after every write (any method but GET and HEAD) the API answered, whatever
 * the answer: the panel's query cache marks the lists it affects stale (a list read after a
 * change is never the one from before it). Answers the unsubscribe.
 */
export function onApiWrite(listener: (write: ApiWrite) => void): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

export interface AuthFetchOptions {
  /**
   * GETs take the response of a GET started early for the same URL and token (./early.ts)
   * instead of asking again. Only the start-up hand-offs use it (the profile's load and the
   * query cache's lists, see ../data): every other call asks the server.
   */
  takeEarly?: boolean;
}

/**
 * fetch with the Bearer access token; on a 401 'Token expired' / 'Wrong token' it
 * refreshes once and replays the request once with the new token. A write drops the early
 * GETs not taken yet and, once answered, tells the write listeners (onApiWrite). A 403
 * TOTP_SETUP_REQUIRED calls the panel's handler (./totpSetup).
 */
export function createAuthFetch(
  baseUrl = '',
  fetchImpl: Fetch = (...args) => fetch(...args),
  options: AuthFetchOptions = {},
): Fetch {
  return async (input, init) => {
    const original = new Request(input, init);
    const replay = original.clone();
    const token = tokenStorage.access();
    if (token && !original.headers.has('Authorization')) original.headers.set('Authorization', `Bearer ${token}`);
    const write = original.method !== 'GET' && original.method !== 'HEAD';
    if (write) dropEarlyGets();
    const early = options.takeEarly && token && original.method === 'GET' ? takeEarlyGet(original.url, token) : null;
    try {
      const response = early ? await early.catch(() => fetchImpl(original)) : await fetchImpl(original);
      if (!token || !(await isSessionFailure(response))) return await watchTotpSetup(response);
      // Another request may have renewed the session while this one was in flight:
      // then its new token is used as is, instead of spending the refresh token again.
      const stored = tokenStorage.access();
      const fresh = stored && stored !== token ? stored : await refreshOnce(baseUrl, fetchImpl);
      replay.headers.set('Authorization', `Bearer ${fresh}`);
      return await watchTotpSetup(await fetchImpl(replay));
    } finally {
      // Even a write whose answer was lost may have changed the data.
      if (write) for (const listener of writeListeners) listener({ method: original.method, url: original.url });
    }
  };
}
