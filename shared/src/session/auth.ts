import { api, unwrap } from '../api/client';
import { profileAtom, sessionStore } from './atoms';
import { PROFILE_PATH } from './early';
import { tokenStorage } from './tokens';

/** Signs in and keeps the tokens (used by the shell's login and every standalone remote). */
export async function login(username: string, password: string): Promise<void> {
  const tokens = await unwrap(api.POST('/auth/login', { body: { username: username.trim(), password } }));
  tokenStorage.save(tokens);
}

/** Reads the profile into the shared store. */
export async function loadProfile() {
  const profile = await unwrap(api.GET(PROFILE_PATH));
  sessionStore.set(profileAtom, profile);
  return profile;
}

export function logout(): void {
  tokenStorage.clear();
  sessionStore.set(profileAtom, null);
}
