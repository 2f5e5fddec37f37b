import { profileAtom, SECTIONS, sessionStore, type Profile } from '@menu/shared';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@menu/shared/router';
import { Sidebar, SIDEBAR_ICONS } from './Sidebar';

const profile = (code: string, scopes: string[], extra: Partial<Profile> = {}) =>
  ({
    company: 'Tacos Ana',
    logo: null,
    plan: { code, scopes: scopes.map((name) => ({ name, limit: null })) },
    ...extra,
  }) as unknown as Profile;

const FREEMIUM = profile('FREEMIUM', ['Promotions']);
const NEGOCIO = profile('NEGOCIO', ['Promotions', 'Advertising', 'Sucursales']);
const FRANCHISES = profile('FRANCHISES', ['Promotions', 'Advertising', 'Templates', 'Sucursales']);

function Where() {
  return <output aria-label="ruta">{useLocation().pathname}</output>;
}

function renderSidebar(p: Profile | null, at = '/menu/categories') {
  sessionStore.set(profileAtom, p);
  const onTutorials = jest.fn();
  const onLogout = jest.fn();
  render(
    <Provider store={sessionStore}>
      <MemoryRouter initialEntries={[at]}>
        <Sidebar onTutorials={onTutorials} onLogout={onLogout} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { onTutorials, onLogout, user: userEvent.setup() };
}

// Entries are named by their label (the antd icon adds its own aria-label before it).
const entry = (name: string) => screen.getByRole('link', { name: new RegExp(`${name}$`) });
const ENTRIES = ['Menú', 'Promociones', 'Publicidad', 'Multisucursal', 'Mesas', 'Facturación', 'Configuración'];
const disabledEntries = () => ENTRIES.filter((name) => entry(name).getAttribute('aria-disabled') === 'true');

describe('Sidebar', () => {
  it('lists Menú, Promociones, Publicidad, Multisucursal, Mesas, then Tutoriales, Facturación, Configuración, Cerrar Sesión', () => {
    renderSidebar(FRANCHISES);
    const names = screen.getAllByRole('link').concat(screen.getAllByRole('button'));
    const ordered = names
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map((el) => el.textContent);
    expect(ordered).toEqual([
      'Menú',
      'Promociones',
      'Publicidad',
      'Multisucursal',
      'Mesas',
      'Tutoriales',
      'Facturación',
      'Configuración',
      'Cerrar Sesión',
    ]);
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
  });

  it('shows the company name', () => {
    renderSidebar(FREEMIUM);
    expect(screen.getByText('Tacos Ana')).toBeInTheDocument();
  });

  it('FREEMIUM: Publicidad, Multisucursal and Mesas are disabled; Menú and Promociones are not', () => {
    renderSidebar(FREEMIUM);
    expect(disabledEntries()).toEqual(['Publicidad', 'Multisucursal', 'Mesas']);
    expect(entry('Publicidad')).toHaveAttribute('title', 'No incluido en tu plan');
    expect(entry('Publicidad')).toHaveClass('disabled');
    expect(entry('Menú')).not.toHaveAttribute('aria-disabled');
    expect(entry('Menú')).not.toHaveClass('disabled');
  });

  it('NEGOCIO: only Multisucursal is disabled', () => {
    renderSidebar(NEGOCIO);
    expect(disabledEntries()).toEqual(['Multisucursal']);
  });

  it('FRANCHISES: nothing is disabled', () => {
    renderSidebar(FRANCHISES);
    expect(disabledEntries()).toEqual([]);
  });

  it('follows a plan change in the shared store', () => {
    renderSidebar(FREEMIUM);
    expect(disabledEntries()).toEqual(['Publicidad', 'Multisucursal', 'Mesas']);
    act(() => sessionStore.set(profileAtom, FRANCHISES));
    expect(disabledEntries()).toEqual([]);
  });

  it('entries lead to their sections (a disabled one still leads to the explanation)', async () => {
    const { user } = renderSidebar(FREEMIUM);
    expect(entry('Menú')).toHaveAttribute('href', '/menu/categories');
    expect(entry('Multisucursal')).toHaveAttribute('href', '/multisucursal/sucursales');
    expect(entry('Mesas')).toHaveAttribute('href', '/mesas');
    await user.click(entry('Publicidad'));
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/advertising');
    await user.click(entry('Configuración'));
    expect(screen.getByRole('status', { name: 'ruta' })).toHaveTextContent('/settings/general');
  });

  it('marks the current section active', () => {
    renderSidebar(FRANCHISES, '/promotions');
    expect(entry('Promociones')).toHaveClass('active');
    expect(entry('Publicidad')).not.toHaveClass('active');
  });

  it('Tutoriales and Cerrar Sesión open their modals through the callbacks', async () => {
    const { user, onTutorials, onLogout } = renderSidebar(FREEMIUM);
    await user.click(screen.getByRole('button', { name: /Tutoriales$/ }));
    expect(onTutorials).toHaveBeenCalledTimes(1);
    expect(onLogout).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /Cerrar Sesión$/ }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('without a profile (still loading) only the always-open entries are enabled', () => {
    renderSidebar(null);
    expect(disabledEntries()).toEqual(['Promociones', 'Publicidad', 'Multisucursal', 'Mesas']);
  });
});

describe('Sidebar by role (shared/roles.json)', () => {
  const links = () => screen.getAllByRole('link').map((link) => link.textContent);
  const as = (role: Profile['member']['role'], branch_ids: number[] = []) =>
    ({ ...FRANCHISES, member: { id: 7, role, branch_ids } }) as unknown as Profile;

  it('the owner sees every section, Facturación included (a profile without a member is the owner too)', () => {
    renderSidebar(as('owner'));
    expect(links()).toEqual(ENTRIES);
    cleanup();
    renderSidebar(FRANCHISES);
    expect(links()).toEqual(ENTRIES);
  });

  it('an administrator sees everything but Facturación', () => {
    renderSidebar(as('admin'));
    expect(links()).toEqual(['Menú', 'Promociones', 'Publicidad', 'Multisucursal', 'Mesas', 'Configuración']);
    expect(entry('Configuración')).toHaveAttribute('href', '/settings/general');
  });

  it('a branch manager: Menú, Multisucursal, Mesas and their own account in Configuración; no Facturación, no marketing', () => {
    renderSidebar(as('manager', [3]));
    expect(links()).toEqual(['Menú', 'Multisucursal', 'Mesas', 'Configuración']);
    expect(screen.queryByRole('link', { name: /Facturación$/ })).not.toBeInTheDocument();
    expect(entry('Menú')).toHaveAttribute('href', '/menu/categories');
    expect(entry('Configuración')).toHaveAttribute('href', '/settings/account');
    expect(screen.getByRole('button', { name: /Tutoriales$/ })).toBeInTheDocument();
  });

  it("staff: only Menú (its Productos), Mesas (the tables' calls) and their own account", () => {
    renderSidebar(as('staff', [3]));
    expect(links()).toEqual(['Menú', 'Mesas', 'Configuración']);
    expect(entry('Menú')).toHaveAttribute('href', '/menu/products');
    expect(entry('Mesas')).toHaveAttribute('href', '/mesas');
    expect(entry('Configuración')).toHaveAttribute('href', '/settings/account');
  });

  it('a new role in the shared store applies at once', () => {
    renderSidebar(as('owner'));
    act(() => sessionStore.set(profileAtom, as('staff', [3])));
    expect(links()).toEqual(['Menú', 'Mesas', 'Configuración']);
  });
});

describe('Sidebar icons', () => {
  it.each(SECTIONS.map((s) => [s.key, s.icon]))('the manifest icon of %s (%s) is one the sidebar has', (_key, icon) => {
    expect(SIDEBAR_ICONS[icon]).toBeDefined();
  });
});
