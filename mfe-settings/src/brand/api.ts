import { api, profileAtom, sessionStore, unwrap, uploadAttachment, type ApiSchemas, type Profile } from '@menu/shared';

/** One family an owner can choose (GET /v1/fonts, read through the data cache); the defaults are not among them. */
export type FontOption = ApiSchemas['FontOption'];

/** The answered profile goes into the shared store: the sidebar's logo changes at once. */
const stored = (profile: Profile) => {
  sessionStore.set(profileAtom, profile);
  return profile;
};

/** POST /v1/profiles/attachment (multipart part `logo`): uploads, replaces the previous logo. */
export const uploadLogo = (file: File) =>
  uploadAttachment<Profile>('/v1/profiles/attachment', 'logo', file).then(stored);

/** DELETE /v1/profiles/attachment: the profile without logo. */
export const removeLogo = () => unwrap(api.DELETE('/v1/profiles/attachment')).then(stored);
