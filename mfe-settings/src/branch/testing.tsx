// Fixtures and rendering of the settings tabs' component tests (test code only).
import type { Profile } from '@menu/shared';
import { branchFixture, renderInPanel } from '@menu/shared/ui/testing';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';

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

export const CENTRO = branchFixture({ address: 'Av. Juárez 10', phone: '5512345678', facebook_usr: 'cafeole' });

/** Renders a tab in the panel's store (with `signedIn` as the profile) and a router with a billing page. */
export const renderTab = (ui: ReactElement, signedIn: Profile) => renderInPanel(ui, signedIn, '/settings');

/** The antd form item around the field labelled `label` (its messages show there). */
export const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
