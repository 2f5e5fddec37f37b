// Rendering inside the panel's shared store and a router, for sections that read the
// signed-in profile and link to billing (test code only).
import { profileAtom, sessionStore, type Profile } from '@menu/shared';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@menu/shared/router';
import { renderUi } from './render';

/** Shows the current path, so a test can see where a button led (e.g. '/billing'). */
function Where() {
  return <output aria-label="ruta">{useLocation().pathname}</output>;
}

/** Renders `ui` at `path` with `profile` signed in; /billing renders the path it reached (aria-label 'ruta'). */
export function renderInPanel(ui: ReactElement, profile: Profile | null, path = '/') {
  sessionStore.set(profileAtom, profile);
  return renderUi(
    <Provider store={sessionStore}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/billing/*" element={<Where />} />
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

/** The signed-in person of a profile: the account's owner unless a test says otherwise (issue 42's team). */
export const memberFixture = (extra: Partial<Profile['member']> = {}): Profile['member'] => ({
  id: 1,
  name: 'Ana',
  email: 'ana@example.com',
  role: 'owner',
  branch_ids: [],
  state: 'active',
  last_access_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  totp_enabled: false,
  invite_expires_at: null,
  is_owner: true,
  ...extra,
});

/** A signed-in profile on a plan with these scopes (what the plan rules read); a scope's limit defaults to none. */
export const planProfile = (code: string, scopes: Array<{ name: string; limit?: number | null }>) =>
  ({
    email: 'ana@example.com',
    company: 'Tacos Ana',
    plan: { code, scopes: scopes.map(({ name, limit = null }) => ({ name, limit })) },
    member: memberFixture(),
    require_totp: false,
  }) as unknown as Profile;

/**
 * `profile` signed in as a member of its team with `role` (and, for a manager or staff, their
 * branches): what the panel's role rules read.
 */
export const asRole = (profile: Profile, role: Profile['member']['role'], branch_ids: number[] = []): Profile => ({
  ...profile,
  member: memberFixture({
    id: 7,
    name: 'Beto',
    email: 'beto@example.com',
    role,
    branch_ids,
    is_owner: role === 'owner',
  }),
});

/** The plans of the catalogue (api/src/data/plans.ts) as profiles. */
export const FRANCHISES_PROFILE = planProfile('FRANCHISES', [
  { name: 'Promotions' },
  { name: 'Advertising' },
  { name: 'Templates' },
  { name: 'Sucursales', limit: 5 },
]);
export const NEGOCIO_PROFILE = planProfile('NEGOCIO', [
  { name: 'Promotions' },
  { name: 'Advertising' },
  { name: 'Sucursales', limit: 1 },
]);
