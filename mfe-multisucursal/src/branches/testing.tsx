// Fixtures and rendering of this folder's component tests (test code only).
import type { Profile } from '@menu/shared';
import { branchFixture, FRANCHISES_PROFILE as FRANCHISES, renderInPanel } from '@menu/shared/ui/testing';
import type { ReactElement } from 'react';
import type { Branch } from './api';

/** A branch named `name`, its route key from the name unless `extra` says otherwise. */
export const branch = (id: number, name: string, extra: Partial<Branch> = {}): Branch => {
  const routeKey = extra.route_key ?? name.toLowerCase().replace(/\s+/g, '-');
  return branchFixture({ id, name, route_key: routeKey, menu_url: `http://localhost:8080/m/${routeKey}`, ...extra });
};

export { planProfile, FRANCHISES_PROFILE as FRANCHISES, NEGOCIO_PROFILE as NEGOCIO } from '@menu/shared/ui/testing';

/** Renders `ui` in the panel's store (with `profile` signed in) and a router with a billing page. */
export const renderSection = (ui: ReactElement, profile: Profile | null = FRANCHISES) =>
  renderInPanel(ui, profile, '/multisucursal/sucursales');
