// The menu for a role that may not change it (shared/roles.json): a manager and staff read the
// boards and mark sold out on their own branches; the owner's boards are as they always were.
import { profileAtom, sessionStore } from '@menu/shared';
import { queryClient } from '@menu/shared/data';
import {
  asRole,
  FRANCHISES_PROFILE,
  renderInPanel,
  renderUi,
  serve,
  setupBoardTests,
  writes,
} from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { FamiliesBoard } from '../families/FamiliesBoard';
import { familyFixture } from '../families/testing';
import { HistoryBoard } from '../history/HistoryBoard';
import { entry } from '../history/testing';
import { ProductsBoard } from './ProductsBoard';
import type { SoldOutMark } from './soldOutApi';
import { productFixture } from './testing';

jest.setTimeout(30_000);
setupBoardTests();

const cafe = productFixture({ id: 7, name: 'Café', price: 30, updated: '2026-01-01T00:00:00.000Z' });
const branches = [
  { id: 1, name: 'Centro' },
  { id: 2, name: 'Norte' },
  { id: 3, name: 'Sur' },
];
const mark = (sucursal_id: number): SoldOutMark => ({ product_id: 7, variant_id: null, sucursal_id, until: null });
const manager = asRole(FRANCHISES_PROFILE, 'manager', [2, 3]);

afterEach(() => sessionStore.set(profileAtom, null));

const rowButtons = (name: string) =>
  within(screen.getByRole('row', { name }))
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

describe('menu boards by role', () => {
  it("a manager's Familias y Categorías: no 'Agregar', no Editar, Clonar, Eliminar, no drag", async () => {
    sessionStore.set(profileAtom, manager);
    serve({ 'GET /v1/families': [familyFixture({ id: 1, name: 'Bebidas' })] });
    renderUi(<FamiliesBoard />);
    await screen.findByRole('row', { name: 'Bebidas' });
    expect(screen.queryByRole('button', { name: /Agregar/ })).not.toBeInTheDocument();
    expect(rowButtons('Bebidas').filter((label) => label !== 'Contraer' && label !== 'Expandir')).toEqual([]);
    expect(screen.queryAllByLabelText(/^Mover /)).toEqual([]);
  });

  it("the owner's board keeps them", async () => {
    sessionStore.set(profileAtom, FRANCHISES_PROFILE);
    serve({ 'GET /v1/families': [familyFixture({ id: 1, name: 'Bebidas' })] });
    renderUi(<FamiliesBoard />);
    await screen.findByRole('row', { name: 'Bebidas' });
    expect(screen.getAllByRole('button', { name: /Agregar familia/ }).length).toBeGreaterThan(0);
    expect(rowButtons('Bebidas')).toEqual(expect.arrayContaining(['Editar', 'Clonar', 'Eliminar']));
  });

  it("staff's Productos: only 'Marcar agotado' on a row; no Exportar, Importar nor 'Agregar'", async () => {
    sessionStore.set(profileAtom, asRole(FRANCHISES_PROFILE, 'staff', [1]));
    const calls = serve({
      'GET /v1/products': [cafe],
      'GET /v1/families': [],
      'GET /v1/sold-out': [],
      'GET /v1/sucursales': [branches[0]],
    });
    renderUi(<ProductsBoard />);
    await screen.findByRole('row', { name: 'Café' });
    expect(rowButtons('Café')).toEqual(['Marcar agotado']);
    for (const name of [/Agregar/, 'Exportar', 'Importar'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    // Staff may not read templates: the board does not ask (no 'Plantillas').
    expect(calls.some((call) => call.path === '/v1/templates')).toBe(false);
  });
});

describe('Historial by role', () => {
  const openAs = async (profile: typeof FRANCHISES_PROFILE) => {
    serve({ 'GET /v1/history': { items: [entry()], total: 1 }, 'GET /v1/history/people': [] });
    renderInPanel(<HistoryBoard />, profile, '/menu/historial');
    return waitFor(() => screen.getAllByRole('listitem', { name: 'Producto · Tacos al pastor' })[0]!);
  };

  it("a manager reads it: no 'Deshacer', no 'Restaurar el menú al…'", async () => {
    const tacos = await openAs(manager);
    expect(within(tacos).queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restaurar el menú al…' })).not.toBeInTheDocument();
  });

  it('the owner keeps both', async () => {
    const tacos = await openAs(FRANCHISES_PROFILE);
    expect(within(tacos).getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restaurar el menú al…' })).toBeInTheDocument();
  });
});

describe('the sold-out sheet for a branch-bound person', () => {
  it("a manager picks one of their branches (no 'Todas las sucursales'); the mark names it", async () => {
    sessionStore.set(profileAtom, manager);
    const calls = serve({
      'GET /v1/products': [cafe],
      'GET /v1/families': [],
      'GET /v1/sold-out': [],
      // The API lists every branch to an owner; the sheet still keeps to the manager's own.
      'GET /v1/sucursales': branches,
      'GET /v1/templates': [],
      'PUT /v1/products/7/sold-out': [mark(3)],
    });
    const { user } = renderUi(<ProductsBoard />);
    const row = await screen.findByRole('row', { name: 'Café' });
    await user.click(within(row).getByRole('button', { name: 'Marcar agotado' }));
    await screen.findByText('Agotado: Café', { selector: '.ant-modal-title' });
    await user.click(screen.getByRole('combobox', { name: 'Sucursal' }));
    // It starts on their first branch; the choices are theirs only.
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0));
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(options).toEqual(['Norte', 'Sur']);
    await user.click(document.querySelector('.ant-select-item-option[title="Sur"]')!);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({
      method: 'PUT',
      path: '/v1/products/7/sold-out',
      body: { sucursal_id: 3, variant_id: null, until: 'end_of_day' },
    });
  });

  it('staff with one branch: no choice, the mark names their branch (never every branch)', async () => {
    sessionStore.set(profileAtom, asRole(FRANCHISES_PROFILE, 'staff', [3]));
    const calls = serve({
      'GET /v1/products': [cafe],
      'GET /v1/families': [],
      'GET /v1/sold-out': [],
      'GET /v1/sucursales': [branches[2]],
      'PUT /v1/products/7/sold-out': [mark(3)],
    });
    const { user } = renderUi(<ProductsBoard />);
    const row = await screen.findByRole('row', { name: 'Café' });
    await user.click(within(row).getByRole('button', { name: 'Marcar agotado' }));
    await screen.findByText('Agotado: Café', { selector: '.ant-modal-title' });
    expect(screen.queryByRole('combobox', { name: 'Sucursal' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({ sucursal_id: 3, variant_id: null, until: 'end_of_day' });
  });

  it("a manager's 'Reactivar' reactivates in each of their branches the product is sold out in", async () => {
    sessionStore.set(profileAtom, manager);
    const calls = serve({
      'GET /v1/products': [cafe],
      'GET /v1/families': [],
      'GET /v1/sold-out': [mark(2), mark(3)],
      'GET /v1/sucursales': branches.slice(1),
      'GET /v1/templates': [],
      'DELETE /v1/products/7/sold-out': [],
    });
    const { user } = renderUi(<ProductsBoard />);
    const row = await screen.findByRole('row', { name: 'Café' });
    await user.click(await within(row).findByRole('button', { name: 'Reactivar' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.query)).toEqual([
      { sucursal_id: '2' },
      { sucursal_id: '3' },
    ]);
    expect(queryClient().getQueryData(['/v1/sold-out'])).toEqual([]);
  });
});
