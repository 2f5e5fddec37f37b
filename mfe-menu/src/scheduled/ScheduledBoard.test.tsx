import { act, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@menu/shared/data';
import {
  FRANCHISES_PROFILE,
  json,
  pickOption,
  renderInPanel,
  serve,
  setupBoardTests,
  writes,
} from '@menu/shared/ui/testing';
import { productFixture } from '../products/testing';
import { ScheduledBoard } from './ScheduledBoard';
import type { ScheduledChange } from './types';

jest.setTimeout(30_000);
setupBoardTests();

const set = (overrides: Partial<ScheduledChange>): ScheduledChange => ({
  id: 1,
  name: 'Precios de enero',
  run_at: new Date(2027, 0, 1, 9, 0).toISOString(),
  status: 'pending',
  changes: [{ entity: 'product', id: 5, name: 'Tacos al pastor', fields: { price: 120 } }],
  created_at: new Date(2026, 10, 27, 10, 0).toISOString(),
  applied_at: null,
  error: null,
  ...overrides,
});

const SETS = [
  set({}),
  set({
    id: 2,
    name: 'Desayunos',
    status: 'applied',
    applied_at: new Date(2026, 10, 20, 8, 0).toISOString(),
    changes: [{ entity: 'product', id: 6, name: 'Chilaquiles', fields: { enabled: true } }],
  }),
  set({ id: 3, name: 'Agua gratis', status: 'failed', error: 'El producto «Agua» ya no existe.' }),
  set({ id: 4, name: 'Navidad', status: 'cancelled' }),
];

function open(routes: Record<string, unknown> = {}) {
  const calls = serve({ 'GET /v1/scheduled-changes': { items: SETS }, ...routes });
  return { calls, ...renderInPanel(<ScheduledBoard />, FRANCHISES_PROFILE, '/menu/programados') };
}

const item = (name: string) => screen.getByRole('listitem', { name });

describe('ScheduledBoard', () => {
  it('lists the sets with their state, local time, changes and the reason of a failure; Cancelar only while pending', async () => {
    open();
    const january = await screen.findByRole('listitem', { name: 'Precios de enero' });
    expect(within(january).getByText('Pendiente')).toBeInTheDocument();
    expect(january).toHaveTextContent('Programado para el 1 ene 2027, 09:00');
    expect(january).toHaveTextContent('Tacos al pastor (Precio: $120)');
    expect(within(january).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();

    const breakfast = item('Desayunos');
    expect(within(breakfast).getByText('Aplicado')).toBeInTheDocument();
    expect(breakfast).toHaveTextContent('Aplicado el 20 nov 2026, 08:00');
    expect(breakfast).toHaveTextContent('Chilaquiles (Activo: Sí)');
    const failed = item('Agua gratis');
    expect(within(failed).getByText('Falló')).toBeInTheDocument();
    expect(within(failed).getByText('El producto «Agua» ya no existe.')).toBeInTheDocument();
    expect(within(item('Navidad')).getByText('Cancelado')).toBeInTheDocument();
    for (const name of ['Desayunos', 'Agua gratis', 'Navidad'])
      expect(within(item(name)).queryByRole('button', { name: 'Cancelar' })).toBeNull();
  });

  it('cancels a pending set after a confirmation and reloads', async () => {
    const { calls, user } = open({ 'DELETE /v1/scheduled-changes/1': { id: 1 } });
    const january = await screen.findByRole('listitem', { name: 'Precios de enero' });
    await user.click(within(january).getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Cancelar «Precios de enero»?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar cambios' }));
    expect(await screen.findByText('Cambios cancelados')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/v1/scheduled-changes/1', body: undefined }]);
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET' && call.path === '/v1/scheduled-changes')).toHaveLength(2),
    );
  });
});

describe('Programar cambios', () => {
  const PRODUCTS = [
    productFixture({ id: 5, name: 'Tacos al pastor', price: 95 }),
    productFixture({ id: 6, name: 'Agua', price: 20 }),
  ];

  async function openForm(routes: Record<string, unknown> = {}) {
    const view = open({ 'GET /v1/products': PRODUCTS, 'GET /v1/scheduled-changes': { items: [] }, ...routes });
    await screen.findByText('No hay cambios programados');
    await view.user.click(screen.getByRole('button', { name: 'Programar cambios' }));
    await screen.findByLabelText('Producto 1');
    return view;
  }

  it('asks for a future moment, a product and a valid price or Activo, in Spanish', async () => {
    const { user, calls } = await openForm();
    await user.type(screen.getByLabelText('Nombre'), 'Enero');
    await user.click(screen.getByLabelText('Fecha y hora'));
    // Today at 00:00: a day the picker offers, at a moment already gone.
    const today = new Date();
    const midnight = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()} 00:00`;
    await user.type(screen.getByLabelText('Fecha y hora'), `${midnight}{Enter}`);
    await user.click(screen.getByRole('button', { name: 'Programar' }));
    expect(await screen.findByText('Elige un producto')).toBeInTheDocument();
    expect(screen.getByText('Indica un precio nuevo o si queda activo')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nuevo precio 1'), '12.345');
    expect(
      await screen.findByText('El precio debe ser un número mayor o igual a 0 con máximo dos decimales'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Programar' }));
    expect(await screen.findByText('La fecha debe ser futura')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it("Enter in 'Fecha y hora' takes the date only: the set goes out with every row, from 'Programar'", async () => {
    const { user, calls } = await openForm({ 'POST /v1/scheduled-changes': json(201, { info: { id: 9 } }) });
    await user.type(screen.getByLabelText('Nombre'), 'Precios de enero');
    await pickOption(user, 'Producto 1', 'Tacos al pastor');
    await user.type(screen.getByLabelText('Nuevo precio 1'), '120');
    // The form is valid here: Enter used to submit it with this one row.
    await user.click(screen.getByLabelText('Fecha y hora'));
    await user.type(screen.getByLabelText('Fecha y hora'), '01/01/2099 09:00{Enter}');
    expect(screen.getByLabelText('Fecha y hora')).toHaveValue('01/01/2099 09:00');

    await user.click(screen.getByRole('button', { name: '+ Agregar producto' }));
    await pickOption(user, 'Producto 2', 'Agua');
    await pickOption(user, 'Activo 2', 'No');
    await user.click(screen.getByRole('button', { name: 'Programar' }));
    expect(await screen.findByText('Cambios programados')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
    expect((writes(calls)[0]!.body as { changes: unknown }).changes).toEqual([
      { entity: 'product', id: 5, fields: { price: 120 } },
      { entity: 'product', id: 6, fields: { enabled: false } },
    ]);
  });

  it('sends the set (price in pesos, Activo, run_at with its offset) and shows an API error on its row', async () => {
    let answered = false;
    const { user, calls } = await openForm({
      'POST /v1/scheduled-changes': () => {
        if (answered) return json(201, { info: { id: 9 } });
        answered = true;
        return json(400, {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Revisa los datos.',
            fields: [{ field: 'changes.1.fields.price', message: 'El precio es demasiado alto' }],
          },
        });
      },
    });
    await user.type(screen.getByLabelText('Nombre'), 'Precios de enero');
    await user.click(screen.getByLabelText('Fecha y hora'));
    await user.type(screen.getByLabelText('Fecha y hora'), '01/01/2099 09:00{Enter}');
    await pickOption(user, 'Producto 1', 'Tacos al pastor');
    await user.type(screen.getByLabelText('Nuevo precio 1'), '120');
    await user.click(screen.getByRole('button', { name: '+ Agregar producto' }));
    await pickOption(user, 'Producto 2', 'Agua');
    await user.type(screen.getByLabelText('Nuevo precio 2'), '99999');
    await pickOption(user, 'Activo 2', 'No');
    await user.click(screen.getByRole('button', { name: 'Programar' }));

    expect(await screen.findByText('El precio es demasiado alto')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
    const body = writes(calls)[0]!.body as { name: string; run_at: string; changes: unknown };
    expect(body.name).toBe('Precios de enero');
    expect(body.run_at).toMatch(/^2099-01-01T09:00:00[+-]\d{2}:\d{2}$/);
    expect(new Date(body.run_at).getTime()).toBe(new Date(2099, 0, 1, 9, 0).getTime());
    expect(body.changes).toEqual([
      { entity: 'product', id: 5, fields: { price: 120 } },
      { entity: 'product', id: 6, fields: { price: 99999, enabled: false } },
    ]);
  });

  it('offers the data cache’s products: one saved elsewhere in the panel while the form is open can be picked, and no second GET', async () => {
    const { user, calls } = await openForm();
    act(() => {
      queryClient().setQueryData(
        ['/v1/products'],
        [...PRODUCTS, productFixture({ id: 7, name: 'Horchata', price: 30 })],
      );
    });
    await pickOption(user, 'Producto 1', 'Horchata');
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/v1/products')).toHaveLength(1);
  });

  it("a failed read of the products says so: 'No se pudieron cargar los productos.'", async () => {
    const view = open({ 'GET /v1/scheduled-changes': { items: [] } });
    await screen.findByText('No hay cambios programados');
    await view.user.click(screen.getByRole('button', { name: 'Programar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar los productos.');
  });
});
