import { api, loadProfile, profileAtom, sessionStore, unwrap } from '@menu/shared';

export const changePassword = (password: string, newPassword: string) =>
  unwrap(api.PUT('/auth/change-password', { body: { password, new_password: newPassword } }));

/** PUT /v1/members/me {name}: the person's name; the store says it at once. */
export const renameMe = async (name: string) => {
  const member = await unwrap(api.PUT('/v1/members/me', { body: { name } }));
  const profile = sessionStore.get(profileAtom);
  if (profile) sessionStore.set(profileAtom, { ...profile, member: { ...profile.member, name: member.name } });
};

// The signed-in person's own two-step login (/v1/members/me/totp; every role may call it, also
// while the account requires one they have not set up). Each change reads the profile again,
// so the panel's store says whether it is on (profile.member.totp_enabled).

/** POST: a new secret and its QR code; the login is not two-step until confirmed. */
export const startTotp = () => unwrap(api.POST('/v1/members/me/totp'));

/** PUT {code}: on with the app's current code; answers the 10 recovery codes (shown once). */
export const confirmTotp = async (code: string) => {
  const { recovery_codes } = await unwrap(api.PUT('/v1/members/me/totp', { body: { code } }));
  await refreshProfile(true);
  return recovery_codes;
};

/** DELETE {password}: off. */
export const turnOffTotp = async (password: string) => {
  await unwrap(api.DELETE('/v1/members/me/totp', { body: { password } }));
  await refreshProfile(false);
};

/** POST /recovery-codes {code}: 10 new recovery codes; the old ones stop working. */
export const renewRecoveryCodes = async (code: string) =>
  (await unwrap(api.POST('/v1/members/me/totp/recovery-codes', { body: { code } }))).recovery_codes;

/**
 * The store says at once what the API just did (the card and the panel read it from there);
 * then the whole profile is read again. One that fails to load keeps the marked one.
 */
async function refreshProfile(totpEnabled: boolean) {
  const profile = sessionStore.get(profileAtom);
  if (profile) sessionStore.set(profileAtom, { ...profile, member: { ...profile.member, totp_enabled: totpEnabled } });
  await loadProfile().catch(() => undefined);
}
