import type { Profile } from './api/types';

/**
 * Plan-scope gating, one place for every rule of spec section 6. The sidebar, the
 * route guard and each section ask here; the API enforces the same scopes.
 */
export type SectionKey = 'menu' | 'promotions' | 'advertising' | 'multisucursal' | 'tutorials' | 'billing' | 'settings';

export interface Section {
  key: SectionKey;
  label: string;
  /** Where the sidebar entry leads. */
  path: string;
  /** Top-level path segment that belongs to the section. */
  basePath: string;
}

export const SECTIONS: Section[] = [
  { key: 'menu', label: 'Menú', path: '/menu/categories', basePath: '/menu' },
  { key: 'promotions', label: 'Promociones', path: '/promotions', basePath: '/promotions' },
  { key: 'advertising', label: 'Publicidad', path: '/advertising', basePath: '/advertising' },
  { key: 'multisucursal', label: 'Multisucursal', path: '/multisucursal/sucursales', basePath: '/multisucursal' },
  { key: 'tutorials', label: 'Tutoriales', path: '/tutorials', basePath: '/tutorials' },
  { key: 'billing', label: 'Facturación', path: '/billing', basePath: '/billing' },
  { key: 'settings', label: 'Configuración', path: '/settings/general', basePath: '/settings' },
];

export const SCOPES = { promotions: 'Promotions', advertising: 'Advertising', sucursales: 'Sucursales', templates: 'Templates' } as const;

export const FRANCHISES = 'FRANCHISES';
export const FREEMIUM = 'FREEMIUM';

export const hasScope = (profile: Profile | null | undefined, scope: string): boolean =>
  Boolean(profile?.plan?.scopes?.some((s) => s.name === scope));

export const scopeLimit = (profile: Profile | null | undefined, scope: string): number | null =>
  profile?.plan?.scopes?.find((s) => s.name === scope)?.limit ?? null;

export const isFranchise = (profile: Profile | null | undefined) => profile?.plan?.code === FRANCHISES;

/** Whether the account's plan opens a section. */
export function canAccess(profile: Profile | null | undefined, key: SectionKey): boolean {
  switch (key) {
    case 'promotions':
      return hasScope(profile, SCOPES.promotions);
    case 'advertising':
      return hasScope(profile, SCOPES.advertising);
    case 'multisucursal':
      // Branches and templates: FRANCHISES plan or the Templates scope.
      return isFranchise(profile) || hasScope(profile, SCOPES.templates);
    default:
      // Menú is always open; Tutoriales, Facturación and Configuración are not plan features.
      return true;
  }
}

export const sectionForPath = (pathname: string): Section | undefined =>
  SECTIONS.find((s) => pathname === s.basePath || pathname.startsWith(`${s.basePath}/`));
