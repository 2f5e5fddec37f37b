// Fixtures and rendering of the settings tabs' component tests (test code only).
import { profileAtom, sessionStore, type Profile, type Sucursal } from '@menu/shared';
import { renderUi } from '@menu/shared/ui/testing';
import { screen } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export const profile = (code: string, extra: Partial<Profile> = {}) =>
  ({
    email: 'ana@example.com',
    company: 'Tacos Ana',
    business_kind: 'Bar',
    gtm_id: null,
    facebook_pixel: null,
    plan: { code, scopes: [] },
    ...extra,
  }) as unknown as Profile;

export const CENTRO: Sucursal = {
  id: 3,
  name: 'Centro',
  address: 'Av. Juárez 10',
  phone: '5512345678',
  whatsapp_num: null,
  facebook_usr: 'cafeole',
  instagram_usr: null,
  tiktok_usr: null,
  website: null,
  route_key: 'centro',
  menu_url: 'http://localhost:8080/m/centro',
  enabled: true,
  template: null,
  template_id: null,
} as Sucursal;

function Where() {
  return <output aria-label="ruta">{useLocation().pathname}</output>;
}

/** Renders a tab in the panel's store (with `signedIn` as the profile) and a router with a billing page. */
export function renderTab(ui: ReactElement, signedIn: Profile) {
  sessionStore.set(profileAtom, signedIn);
  return renderUi(
    <Provider store={sessionStore}>
      <MemoryRouter initialEntries={['/settings']}>
        <Routes>
          <Route path="/billing" element={<Where />} />
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

/** The antd form item around the field labelled `label` (its messages show there). */
export const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
