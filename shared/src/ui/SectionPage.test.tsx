import { profileAtom, sessionStore, type Profile } from '@menu/shared';
import { asRole, FRANCHISES_PROFILE } from '@menu/shared/ui/testing';
import { render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '@menu/shared/router';
import { SectionPage } from './SectionPage';

function Where() {
  return <output aria-label="Ruta">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SectionPage
        title="Menú"
        tabs={[
          { path: '/menu/categories', label: 'Familias y Categorías', children: <p>tablero de familias</p> },
          { path: '/menu/products', label: 'Productos', children: <p>tablero de productos</p> },
          { path: '/menu/tags', label: 'Etiquetas', children: <p>tablero de etiquetas</p> },
        ]}
      />
      <Where />
    </MemoryRouter>,
  );
}

test('the tab of the current path is selected, and only its content is mounted', () => {
  renderAt('/menu/products/12');
  expect(screen.getByRole('tablist', { name: 'Menú' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Productos' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Etiquetas' })).toHaveAttribute('aria-selected', 'false');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('tablero de productos');
  expect(screen.queryByText('tablero de familias')).not.toBeInTheDocument();
  // One tab stop: the selected tab.
  expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
});

test('clicking a tab opens its path; the tabs are links', async () => {
  renderAt('/menu/categories');
  expect(screen.getByRole('tab', { name: 'Etiquetas' })).toHaveAttribute('href', '/menu/tags');
  await userEvent.click(screen.getByRole('tab', { name: 'Etiquetas' }));
  expect(screen.getByLabelText('Ruta')).toHaveTextContent('/menu/tags');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('tablero de etiquetas');
});

test('arrow keys, Home and End open the next, previous, first and last tab and move the focus with them', async () => {
  const user = userEvent.setup();
  renderAt('/menu/categories');
  screen.getByRole('tab', { name: 'Familias y Categorías' }).focus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByLabelText('Ruta')).toHaveTextContent('/menu/products');
  expect(screen.getByRole('tab', { name: 'Productos' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByLabelText('Ruta')).toHaveTextContent('/menu/tags');
  await user.keyboard('{ArrowRight}');
  expect(screen.getByLabelText('Ruta')).toHaveTextContent('/menu/categories');
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByLabelText('Ruta')).toHaveTextContent('/menu/tags');
  await user.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'Familias y Categorías' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('tablero de familias');
});

describe("the tabs follow the signed-in person's role (shared/roles.json)", () => {
  const MENU_TABS = [
    ['/menu/categories', 'Familias y Categorías'],
    ['/menu/products', 'Productos'],
    ['/menu/variants', 'Variantes'],
    ['/menu/tags', 'Etiquetas'],
    ['/menu/allergens', 'Alérgenos'],
    ['/menu/translations', 'Traducciones'],
    ['/menu/historial', 'Historial'],
    ['/menu/programados', 'Cambios programados'],
  ].map(([path, label]) => ({ path: path!, label: label!, children: <p>{label}</p> }));

  const tabsAs = (profile: Profile) => {
    sessionStore.set(profileAtom, profile);
    render(
      <Provider store={sessionStore}>
        <MemoryRouter initialEntries={['/menu/products']}>
          <SectionPage title="Menú" tabs={MENU_TABS} />
        </MemoryRouter>
      </Provider>,
    );
    return screen.getAllByRole('tab').map((tab) => tab.textContent);
  };

  afterEach(() => sessionStore.set(profileAtom, null));

  it('the owner (and a profile without a member) sees every tab', () => {
    expect(tabsAs(FRANCHISES_PROFILE)).toHaveLength(8);
  });

  it('a manager: no Traducciones, no Cambios programados', () => {
    expect(tabsAs(asRole(FRANCHISES_PROFILE, 'manager', [3]))).toEqual([
      'Familias y Categorías',
      'Productos',
      'Variantes',
      'Etiquetas',
      'Alérgenos',
      'Historial',
    ]);
  });

  it('staff: only Productos', () => {
    expect(tabsAs(asRole(FRANCHISES_PROFILE, 'staff', [3]))).toEqual(['Productos']);
  });
});

test("a tab with a short label is named in full ('Del día': 'Menú del día')", () => {
  render(
    <MemoryRouter initialEntries={['/menu/del-dia']}>
      <SectionPage
        title="Menú"
        tabs={[
          { path: '/menu/products', label: 'Productos', children: <p>tablero de productos</p> },
          { path: '/menu/del-dia', label: 'Del día', ariaLabel: 'Menú del día', children: <p>la semana</p> },
        ]}
      />
    </MemoryRouter>,
  );
  const tab = screen.getByRole('tab', { name: 'Menú del día' });
  expect(tab).toHaveTextContent('Del día');
  expect(tab).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Menú del día' })).toHaveTextContent('la semana');
});
