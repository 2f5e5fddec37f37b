import type { Profile } from './api/types';
import {
  allows,
  canAccess,
  canUse,
  FEATURES,
  hasScope,
  isFranchise,
  scopeLimit,
  sectionForPath,
  SECTIONS,
  type SectionKey,
} from './access';

const profile = (code: string, scopes: Array<[string, number | null]>) =>
  ({
    company: 'Tacos',
    plan: { code, scopes: scopes.map(([name, limit]) => ({ name, limit })) },
  }) as unknown as Profile;

const FREEMIUM = profile('FREEMIUM', [['Promotions', null]]);
const NEGOCIO = profile('NEGOCIO', [
  ['Promotions', null],
  ['Advertising', null],
  ['Sucursales', 1],
]);
const FRANCHISES = profile('FRANCHISES', [
  ['Promotions', null],
  ['Advertising', null],
  ['Templates', null],
  ['Sucursales', 5],
]);

const open = (p: Profile | null) => SECTIONS.map((s) => s.key).filter((key) => canAccess(p, key));

describe('canAccess per plan', () => {
  it('FREEMIUM opens promotions but not advertising or multisucursal', () => {
    expect(open(FREEMIUM)).toEqual(['menu', 'promotions', 'tutorials', 'billing', 'settings']);
  });

  it('NEGOCIO adds advertising and Mesas; its Sucursales scope alone does not open multisucursal', () => {
    expect(open(NEGOCIO)).toEqual(['menu', 'promotions', 'advertising', 'tables', 'tutorials', 'billing', 'settings']);
  });

  it('FRANCHISES opens everything', () => {
    expect(open(FRANCHISES)).toEqual(SECTIONS.map((s) => s.key));
  });

  it('multisucursal opens for the Templates scope on any plan', () => {
    expect(canAccess(profile('CUSTOM', [['Templates', null]]), 'multisucursal')).toBe(true);
  });

  it('multisucursal opens for the FRANCHISES plan even without scopes', () => {
    expect(canAccess(profile('FRANCHISES', []), 'multisucursal')).toBe(true);
  });

  it('without a profile only the ungated sections are open', () => {
    expect(open(null)).toEqual(['menu', 'tutorials', 'billing', 'settings']);
    expect(open(undefined as unknown as null)).toEqual(['menu', 'tutorials', 'billing', 'settings']);
  });

  it.each<SectionKey>(['menu', 'tutorials', 'billing', 'settings'])('%s is always open, even with no scopes', (key) => {
    expect(canAccess(profile('FREEMIUM', []), key)).toBe(true);
  });

  it('scope names are matched exactly', () => {
    expect(
      canAccess(
        profile('X', [
          ['promotions', null],
          ['advertising', null],
        ]),
        'promotions',
      ),
    ).toBe(false);
    expect(
      canAccess(
        profile('X', [
          ['promotions', null],
          ['advertising', null],
        ]),
        'advertising',
      ),
    ).toBe(false);
  });
});

describe('scope helpers', () => {
  it('hasScope / scopeLimit read the plan scopes', () => {
    expect(hasScope(FRANCHISES, 'Templates')).toBe(true);
    expect(hasScope(NEGOCIO, 'Templates')).toBe(false);
    expect(scopeLimit(FRANCHISES, 'Sucursales')).toBe(5);
    expect(scopeLimit(NEGOCIO, 'Sucursales')).toBe(1);
    expect(scopeLimit(FRANCHISES, 'Promotions')).toBeNull();
    expect(scopeLimit(FREEMIUM, 'Sucursales')).toBeNull();
    expect(scopeLimit(null, 'Sucursales')).toBeNull();
  });

  it('brand identity and tracking ids are for every plan but FREEMIUM', () => {
    for (const feature of ['branding', 'trackingIds'] as const) {
      expect(canUse(FREEMIUM, feature)).toBe(false);
      expect(canUse(NEGOCIO, feature)).toBe(true);
      expect(canUse(FRANCHISES, feature)).toBe(true);
      expect(canUse(profile('CUSTOM', []), feature)).toBe(true);
    }
  });

  it('templates follow the Multisucursal section: FRANCHISES or the Templates scope', () => {
    expect(FEATURES.templates).toEqual(SECTIONS.find((s) => s.key === 'multisucursal')?.access);
    expect(canUse(FREEMIUM, 'templates')).toBe(false);
    expect(canUse(NEGOCIO, 'templates')).toBe(false);
    expect(canUse(FRANCHISES, 'templates')).toBe(true);
    expect(canUse(profile('CUSTOM', [['Templates', null]]), 'templates')).toBe(true);
  });

  it('a rule: excluded plans never pass; otherwise a listed plan or any listed scope passes', () => {
    expect(allows(FRANCHISES, undefined)).toBe(true);
    expect(allows(NEGOCIO, { plans: ['FRANCHISES'] })).toBe(false);
    expect(allows(NEGOCIO, { plans: ['FRANCHISES'], scopes: ['Sucursales'] })).toBe(true);
    expect(allows(FRANCHISES, { exceptPlans: ['FRANCHISES'], scopes: ['Templates'] })).toBe(false);
    expect(allows(null, { scopes: ['Promotions'] })).toBe(false);
    expect(allows(null, { exceptPlans: ['FREEMIUM'] })).toBe(true);
  });

  it('isFranchise checks the plan code', () => {
    expect(isFranchise(FRANCHISES)).toBe(true);
    expect(isFranchise(NEGOCIO)).toBe(false);
    expect(isFranchise(null)).toBe(false);
  });
});

describe('sections', () => {
  it('lists the sidebar sections in order with their Spanish labels', () => {
    expect(SECTIONS.map((s) => [s.key, s.label, s.path])).toEqual([
      ['menu', 'Menú', '/menu/categories'],
      ['promotions', 'Promociones', '/promotions'],
      ['advertising', 'Publicidad', '/advertising'],
      ['multisucursal', 'Multisucursal', '/multisucursal/sucursales'],
      ['tables', 'Mesas', '/mesas'],
      ['tutorials', 'Tutoriales', '/tutorials'],
      ['billing', 'Facturación', '/billing'],
      ['settings', 'Configuración', '/settings/general'],
    ]);
  });

  it('sectionForPath finds the section owning a path', () => {
    expect(sectionForPath('/menu/products')?.key).toBe('menu');
    expect(sectionForPath('/multisucursal/templates')?.key).toBe('multisucursal');
    expect(sectionForPath('/promotions')?.key).toBe('promotions');
    expect(sectionForPath('/settings/account')?.key).toBe('settings');
    expect(sectionForPath('/promotionsx')).toBeUndefined();
    expect(sectionForPath('/login')).toBeUndefined();
  });
});
