// Fixtures of the Equipo tab's tests (test code only).
import type { Profile } from '@menu/shared';
import { branchFixture } from '@menu/shared/ui/testing';
import { profile } from '../branch/testing';
import type { Member } from './api';

export const CENTRO = branchFixture();
export const NORTE = branchFixture({ id: 9, name: 'Norte', route_key: 'norte' });

const member = (extra: Partial<Member>): Member => ({
  id: 1,
  name: 'Ana',
  email: 'ana@example.com',
  role: 'owner',
  branch_ids: [],
  state: 'active',
  last_access_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
  totp_enabled: false,
  invite_expires_at: null,
  is_owner: false,
  ...extra,
});

export const OWNER = member({ is_owner: true, last_access_at: new Date().toISOString() });

/** The owner signed in on FRANCHISES (25 people), with the two-step policy as given. */
export const ownerProfile = (requireTotp = false, members = 25): Profile =>
  profile('FRANCHISES', {
    plan: { code: 'FRANCHISES', scopes: [{ name: 'Miembros', limit: members }] },
    member: OWNER,
    require_totp: requireTotp,
  } as Partial<Profile>);

export const GERENTE = member({
  id: 2,
  name: 'Lucía Ramírez',
  email: 'lucia@example.com',
  role: 'manager',
  branch_ids: [3],
  last_access_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
});
export const ADMIN = member({ id: 3, name: 'Beto', email: 'beto@example.com', role: 'admin', state: 'suspended' });
export const INVITED = member({
  id: 4,
  name: '',
  email: 'caro@example.com',
  role: 'staff',
  branch_ids: [3, 9],
  state: 'invited',
  invite_expires_at: new Date(Date.now() + 6 * 86400_000).toISOString(),
});
export const TEAM = [OWNER, GERENTE, ADMIN, INVITED];
