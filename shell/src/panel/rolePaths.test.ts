import type { Profile } from '@menu/shared';
import { asRole, FRANCHISES_PROFILE, NEGOCIO_PROFILE } from '@menu/shared/ui/testing';
import { roleHome, roleRedirect } from './rolePaths';

const manager = asRole(FRANCHISES_PROFILE, 'manager', [3]);
const staff = asRole(FRANCHISES_PROFILE, 'staff', [3]);
const admin = asRole(FRANCHISES_PROFILE, 'admin');

describe('role paths', () => {
  it("each role's first page", () => {
    expect(roleHome(FRANCHISES_PROFILE)).toBe('/menu/categories');
    expect(roleHome(manager)).toBe('/menu/categories');
    expect(roleHome(staff)).toBe('/menu/products');
    expect(roleHome(null)).toBe('/menu/categories');
  });

  it.each<[string, Profile, string, string | undefined]>([
    ['owner', FRANCHISES_PROFILE, '/billing/plans', undefined],
    ['owner', NEGOCIO_PROFILE, '/settings/team', undefined],
    ['admin', admin, '/settings/team', '/settings/general'],
    ['admin', admin, '/billing', '/menu/categories'],
    ['admin', admin, '/menu/translations', undefined],
    ['manager', manager, '/menu/translations', '/menu/categories'],
    ['manager', manager, '/menu/programados', '/menu/categories'],
    ['manager', manager, '/menu/historial', undefined],
    ['manager', manager, '/menu/del-dia', undefined],
    ['manager', manager, '/settings/general', '/settings/account'],
    ['manager', manager, '/settings/account', undefined],
    ['manager', manager, '/multisucursal/templates', undefined],
    ['manager', manager, '/advertising', '/menu/categories'],
    ['staff', staff, '/menu/categories', '/menu/products'],
    ['staff', staff, '/menu/products', undefined],
    ['staff', staff, '/menu/del-dia', '/menu/products'],
    ['staff', staff, '/settings/marketing', '/settings/account'],
    ['staff', staff, '/multisucursal/sucursales', '/menu/products'],
  ])('%s at %s -> %s', (_role, profile, path, expected) => {
    expect(roleRedirect(profile, path)).toBe(expected);
  });
});
