import { API_BASE_URL, api, startUpFetch, unwrap } from './api/client';
import { profileAtom, sessionStore } from './session/atoms';
import { PROFILE_PATH } from './session/early';
import { tokenStorage } from './session/tokens';

/**
 * The second step of a two-step login: the authenticator app's 6-digit code, or one of the
 * person's single-use recovery codes. Asked for once the API answers 403 TOTP_REQUIRED.
 */
export type SecondStep = { totp_code: string } | { recovery_code: string };

/**
 * Signs in and keeps the tokens (used by the shell's login and every standalone remote). A
 * person with a two-step login sends their code too; without one the body is the spec's.
 */
export async function login(username: string, password: string, second?: SecondStep): Promise<void> {
  const body = { username: username.trim(), password, ...second };
  const tokens = await unwrap(api.POST('/auth/login', { body }));
  tokenStorage.save(tokens);
}

/** Reads the profile into the shared store (taking the page's early GET of it). */
export async function loadProfile() {
  const profile = await unwrap(api.GET(PROFILE_PATH, { fetch: startUpFetch }));
  sessionStore.set(profileAtom, profile);
  return profile;
}

/** How long a logout waits for the server before the page moves on (the request itself goes on, `keepalive`). */
const LOGOUT_WAIT_MS = 5000;

/**
 * Ends the session. The stored tokens are cleared first, so this browser is logged out even
 * when the network fails; then the server ends the login of the refresh token (POST
 * /auth/logout), so a copy of it, and the access tokens of that login, stop working too.
 * Plain fetch: the shared client would try to renew a session that is being ended.
 */
export async function logout(): Promise<void> {
  const refreshToken = tokenStorage.refresh();
  tokenStorage.clear();
  sessionStore.set(profileAtom, null);
  if (!refreshToken) return;
  const request = fetch(`${API_BASE_URL}/auth/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${refreshToken}` },
    keepalive: true,
  }).then(
    () => undefined,
    // Offline: this browser no longer holds the tokens; the login ends with its lifetime.
    () => undefined,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const patience = new Promise<void>((resolve) => (timer = setTimeout(resolve, LOGOUT_WAIT_MS)));
  await Promise.race([request, patience]);
  clearTimeout(timer);
}
