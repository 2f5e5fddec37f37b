import {
  canWith,
  branchesOf,
  profileAtom,
  roleOfProfile,
  sessionStore,
  useCan,
  useMyBranches,
  useRole,
} from '@menu/shared';
import { asRole, FRANCHISES_PROFILE } from '@menu/shared/ui/testing';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';

const wrapper = ({ children }: { children: ReactNode }) => <Provider store={sessionStore}>{children}</Provider>;

describe('can', () => {
  it('reads a profile without a member as its owner (an account of one person)', () => {
    expect(roleOfProfile(null)).toBe('owner');
    expect(roleOfProfile({} as never)).toBe('owner');
    expect(canWith(null, 'POST', '/v1/subscriptions/menu')).toBe(true);
  });

  it("follows the role's rules: a manager reads the menu, edits their branch, marks sold out; staff only marks sold out", () => {
    const manager = asRole(FRANCHISES_PROFILE, 'manager', [3]);
    const staff = asRole(FRANCHISES_PROFILE, 'staff', [3]);
    expect(canWith(manager, 'GET', '/v1/families')).toBe(true);
    expect(canWith(manager, 'POST', '/v1/families')).toBe(false);
    expect(canWith(manager, 'PUT', '/v1/sucursales/{id}')).toBe(true);
    expect(canWith(manager, 'POST', '/v1/sucursales')).toBe(false);
    expect(canWith(staff, 'PUT', '/v1/products/{id}/sold-out')).toBe(true);
    expect(canWith(staff, 'GET', '/v1/templates')).toBe(false);
    expect(canWith(asRole(FRANCHISES_PROFILE, 'admin'), 'POST', '/v1/subscriptions/menu')).toBe(false);
    expect(branchesOf(manager)).toEqual([3]);
    expect(branchesOf(asRole(FRANCHISES_PROFILE, 'admin'))).toBeUndefined();
    expect(branchesOf(FRANCHISES_PROFILE)).toBeUndefined();
  });

  it('the hooks follow the signed-in profile when it changes', () => {
    sessionStore.set(profileAtom, FRANCHISES_PROFILE);
    const { result } = renderHook(() => ({ can: useCan(), role: useRole(), branches: useMyBranches() }), { wrapper });
    expect(result.current.role).toBe('owner');
    expect(result.current.can('DELETE', '/v1/products/{id}')).toBe(true);
    act(() => sessionStore.set(profileAtom, asRole(FRANCHISES_PROFILE, 'staff', [4])));
    expect(result.current.role).toBe('staff');
    expect(result.current.can('DELETE', '/v1/products/{id}')).toBe(false);
    expect(result.current.branches).toEqual([4]);
  });
});
