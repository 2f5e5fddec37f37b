// Fixtures of the brand identity tab's component tests (test code only).
import { BRAND_DEFAULTS, type Profile, type Branch } from '@menu/shared';
import { json, serve, type Route } from '@menu/shared/ui/testing';
import { CENTRO, profile, renderTab } from '../branch/testing';
import type { ProfileUpdate } from '../general/api';
import type { FontOption } from './api';
import { BrandTab } from './BrandTab';

export const DEFAULT_THEME: Profile['theme'] = {
  background: BRAND_DEFAULTS.background,
  font: BRAND_DEFAULTS.text,
  button_background: BRAND_DEFAULTS.buttonBackground,
  button_font: BRAND_DEFAULTS.buttonText,
};

/** A FRANCHISES profile with the brand defaults and no logo, unless `extra` says otherwise. */
export const brandProfile = (extra: Partial<Profile> = {}) =>
  profile('FRANCHISES', {
    logo: null,
    theme: DEFAULT_THEME,
    fonts: { headline: BRAND_DEFAULTS.headlineFont, body: BRAND_DEFAULTS.bodyFont },
    ...extra,
  });

export const FONTS: FontOption[] = [
  { family: 'Inter', source: 'builtin', file: '/m/assets/fonts/inter.0a1b2c3d.woff2' },
  { family: 'Manrope', source: 'builtin', file: '/m/assets/fonts/manrope.4e5f6a7b.woff2' },
];

/** What PUT /v1/profiles/me stores, as the API does it (colours and fonts only). */
export function applyUpdate(current: Profile, body: ProfileUpdate): Profile {
  return {
    ...current,
    theme: {
      background: body.background_color ?? current.theme.background,
      font: body.font_color ?? current.theme.font,
      button_background: body.button_color ?? current.theme.button_background,
      button_font: body.button_font_color ?? current.theme.button_font,
    },
    fonts: {
      headline: body.fonts?.headline_font ?? current.fonts.headline,
      body: body.fonts?.body_font ?? current.fonts.body,
    },
  };
}

/**
 * The fake API of the tab: fonts, one enabled branch and a PUT /v1/profiles/me that stores
 * like the real one (starting from `start`); `routes` adds or replaces answers.
 */
export function serveBrand(start: Profile, routes: Record<string, Route | unknown> = {}) {
  let current = start;
  const put: Route = (body) => {
    current = applyUpdate(current, body as ProfileUpdate);
    return json(200, { info: current });
  };
  return serve({ 'GET /v1/fonts': FONTS, 'GET /v1/sucursales': [CENTRO], 'PUT /v1/profiles/me': put, ...routes });
}

export const renderBrand = (signedIn: Profile) => renderTab(<BrandTab />, signedIn);

export const branch = (id: number, name: string, enabled = true): Branch =>
  ({
    ...CENTRO,
    id,
    name,
    route_key: name.toLowerCase(),
    menu_url: `http://localhost:8080/m/${name.toLowerCase()}`,
    enabled,
  }) as Branch;

export const refusal = (status: number, code: string, message: string, field?: string) => () =>
  json(status, { error: { code, message, ...(field ? { field, fields: [{ field, message }] } : {}) } });
