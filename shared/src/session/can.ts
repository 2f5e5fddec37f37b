import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { Profile } from '../api/types';
import { roleAllows, roleOf, type RoleKey } from '../roles';
import { profileAtom, sessionStore } from './atoms';

/**
 * What the signed-in person may do, read from their role (shared/roles.json) the one way for
 * the whole panel: the sidebar, the route guard, the tabs and the boards' buttons ask here.
 * The panel only hides; the API refuses (403 ROLE_FORBIDDEN) whatever is called anyway.
 */
type Signed = Pick<Profile, 'member'> | null | undefined;

/**
 * The person's role. A profile without a member (one read before the team existed, or a test's
 * partial profile) is the account's owner: an account of one person behaves as it always did.
 */
export const roleOfProfile = (profile: Signed): RoleKey => profile?.member?.role ?? 'owner';

/** Whether the signed-in person may call `method path` (path as in the OpenAPI document: '/v1/products/{id}'). */
export const canWith = (profile: Signed, method: string, path: string): boolean =>
  roleAllows(roleOfProfile(profile), method, path);

/** The branches a branch-bound person (manager, staff) works on; undefined: every branch of the account. */
export function branchesOf(profile: Signed): number[] | undefined {
  const role = roleOf(roleOfProfile(profile));
  return role?.branches ? (profile?.member?.branch_ids ?? []) : undefined;
}

/** The signed-in profile, read from the page's one session store (with or without its Provider above). */
const useProfile = () => useAtomValue(profileAtom, { store: sessionStore });

/** The signed-in person's role, following the shared profile. */
export const useRole = (): RoleKey => roleOfProfile(useProfile());

/** `can(method, path)` for the signed-in person, following the shared profile (a new role applies at once). */
export function useCan(): (method: string, path: string) => boolean {
  const role = useRole();
  return useCallback((method: string, path: string) => roleAllows(role, method, path), [role]);
}

/** The branches the signed-in person works on (undefined: all of the account's). */
export const useMyBranches = (): number[] | undefined => branchesOf(useProfile());
