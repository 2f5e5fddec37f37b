// Fixtures and rendering of this folder's component tests (test code only).
import type { Profile } from '@menu/shared';
import { FRANCHISES_PROFILE as FRANCHISES, renderInPanel } from '@menu/shared/ui/testing';
import type { ReactElement } from 'react';
import type { Sucursal } from './api';

export const sucursal = (id: number, name: string, extra: Partial<Sucursal> = {}): Sucursal => {
  const routeKey = extra.route_key ?? name.toLowerCase().replace(/\s+/g, '-');
  return {
    id,
    name,
    address: null,
    phone: null,
    whatsapp_num: null,
    facebook_usr: null,
    instagram_usr: null,
    tiktok_usr: null,
    website: null,
    route_key: routeKey,
    menu_url: `http://localhost:8080/m/${routeKey}`,
    enabled: true,
    template: null,
    template_id: null,
    ...extra,
  };
};

export { planProfile, FRANCHISES_PROFILE as FRANCHISES, NEGOCIO_PROFILE as NEGOCIO } from '@menu/shared/ui/testing';

/** Renders `ui` in the panel's store (with `profile` signed in) and a router with a billing page. */
export const renderSection = (ui: ReactElement, profile: Profile | null = FRANCHISES) => renderInPanel(ui, profile, '/multisucursal/sucursales');
