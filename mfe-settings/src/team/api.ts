import { api, profileAtom, sessionStore, unwrap, type BodyOf, type InfoOf } from '@menu/shared';

// The types come from the generated OpenAPI document (shared/src/api/schema.d.ts): a changed
// members route fails this tab's type check instead of drawing the wrong thing.

/** One person of the account (the owner first). */
export type Member = InfoOf<'/v1/members', 'get'>[number];
export type MemberState = Member['state'];
/** What 'Invitar' sends. */
export type Invitation = BodyOf<'/v1/members', 'post'>;
/** A role a person can be given (never 'owner': the account has one, its creator). */
export type InvitedRole = Invitation['role'];
/** What a row's actions change: role, branches, state. */
export type MemberChange = BodyOf<'/v1/members/{id}', 'put'>;
/** One sign-in of a person: when, from where, with what. */
export type SignIn = InfoOf<'/v1/members/{id}/sign-ins', 'get'>[number];

/** The data cache's key for the team (a write under /v1/members marks it stale: data/writes.ts). */
export const MEMBERS_KEY = '/v1/members';

export const listMembers = () => unwrap(api.GET('/v1/members'));

export const inviteMember = (body: Invitation) => unwrap(api.POST('/v1/members', { body }));

export const updateMember = (id: number, body: MemberChange) =>
  unwrap(api.PUT('/v1/members/{id}', { params: { path: { id } }, body }));

export const removeMember = (id: number) => unwrap(api.DELETE('/v1/members/{id}', { params: { path: { id } } }));

export const resendInvitation = (id: number) =>
  unwrap(api.POST('/v1/members/{id}/invitation', { params: { path: { id } } }));

export const listSignIns = (id: number) => unwrap(api.GET('/v1/members/{id}/sign-ins', { params: { path: { id } } }));

/**
 * 'Exigir verificación en dos pasos…': the policy lives on the profile (require_totp), so the
 * shared store takes the new value at once and every screen reading it agrees.
 */
export async function setTotpPolicy(requireTotp: boolean) {
  await unwrap(api.PUT('/v1/members/policy', { body: { require_totp: requireTotp } }));
  const profile = sessionStore.get(profileAtom);
  if (profile) sessionStore.set(profileAtom, { ...profile, require_totp: requireTotp });
}
