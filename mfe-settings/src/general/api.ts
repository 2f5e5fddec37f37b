import { api, profileAtom, sessionStore, unwrap, type BodyOf } from '@menu/shared';

export type ProfileUpdate = BodyOf<'/v1/profiles/me', 'put'>;

/**
 * PUT /v1/profiles/me with only the changed fields. The answer (the profile as stored) goes
 * into the shared store, so the shell (the sidebar's company name, the plan) shows it at once.
 */
export async function updateProfile(body: ProfileUpdate) {
  const profile = await unwrap(api.PUT('/v1/profiles/me', { body }));
  sessionStore.set(profileAtom, profile);
  return profile;
}
