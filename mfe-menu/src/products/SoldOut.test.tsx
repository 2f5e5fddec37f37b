import { screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@menu/shared/data';
import { renderUi, serve, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { ProductsBoard } from './ProductsBoard';
import { soldOutLabel, type SoldOutMark } from './soldOutApi';
import { productFixture, productGroupFixture, variantFixture } from './testing';

jest.setTimeout(30_000);
setupBoardTests();

const cafe = productFixture({
  id: 7,
  name: 'Café',
  price: 30,
  updated: '2026-01-01T00:00:00.000Z',
  variant_groups: [
    productGroupFixture({
      id: 3,
      name: 'Tamaño',
      variants: [variantFixture({ id: 31, name: 'Grande', price: 10, group_id: 3 })],
    }),
  ],
});
const branches = [
  { id: 1, name: 'Centro' },
  { id: 2, name: 'Norte' },
];
const mark = (
  sucursal_id: number,
  variant_id: number | null = null,
  until: string | null = '2026-11-24T06:00:00.000Z',
): SoldOutMark => ({
  product_id: 7,
  variant_id,
  sucursal_id,
  until,
});

describe('soldOutLabel', () => {
  const name = (id: number) => (id === 31 ? 'Grande' : undefined);
  it('says where and until when', () => {
    expect(soldOutLabel([], branches, name)).toBeNull();
    expect(soldOutLabel([mark(1)], branches, name)).toBe('Agotado en Centro hasta hoy');
    expect(soldOutLabel([mark(1, null, null), mark(2, null, null)], branches, name)).toBe(
      'Agotado en todas las sucursales',
    );
    expect(soldOutLabel([mark(1)], [branches[0]], name)).toBe('Agotado hasta hoy');
    expect(soldOutLabel([mark(2, 31, null)], branches, name)).toBe('Agotado: Grande en Norte');
  });
});

describe('ProductsBoard: Agotado', () => {
  it("'Marcar agotado' is one of the row's actions; a product that is not sold out shows no 'Agotado'", async () => {
    serve({
      'GET /v1/products': [cafe],
      'GET /v1/families': [],
      'GET /v1/sold-out': [],
      'GET /v1/sucursales': branches,
    });
    renderUi(<ProductsBoard />);
    const row = await screen.findByRole('row', { name: 'Café' });
    const action = within(row).getByRole('button', { name: 'Marcar agotado' });
    // With Editar, Clonar and Eliminar, not under the name where it read as a status.
    const actions = within(row).getByRole('button', { name: 'Editar' }).closest('.board-actions');
    expect(action.closest('.board-actions')).toBe(actions);
    expect(within(row).queryByText(/agotado/i)).not.toBeInTheDocument();
  });

  it('marks the product sold out in one branch from the row, shows the red tag, and Reactivar undoes it in one tap', async () => {
    const calls = serve({
      'GET /v1/products': [cafe],
      'GET /v1/families': [],
      'GET /v1/sold-out': [],
      'GET /v1/sucursales': branches,
      'PUT /v1/products/7/sold-out': [mark(1)],
      'DELETE /v1/products/7/sold-out': [],
    });
    const { user } = renderUi(<ProductsBoard />);
    const row = await screen.findByRole('row', { name: 'Café' });
    await user.click(within(row).getByRole('button', { name: 'Marcar agotado' }));
    expect(await screen.findByText('Agotado: Café', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Hasta el final del día' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Agotado: Café' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Agotado: Grande' })).not.toBeChecked();
    await user.click(screen.getByRole('combobox', { name: 'Sucursal' }));
    await user.click(await screen.findByTitle('Centro'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await within(screen.getByRole('row', { name: 'Café' })).findByText('Agotado en Centro hasta hoy'),
    ).toBeInTheDocument();

    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/products/7/sold-out',
        body: { sucursal_id: 1, variant_id: null, until: 'end_of_day' },
      },
    ]);
    // The sheet's answer is written into the data cache's marks: nothing is read again.
    expect(queryClient().getQueryData(['/v1/sold-out'])).toEqual([mark(1)]);
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/v1/sold-out')).toHaveLength(1);

    await user.click(within(screen.getByRole('row', { name: 'Café' })).getByRole('button', { name: 'Reactivar' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: 'Café' })).queryByText('Agotado en Centro hasta hoy'),
      ).not.toBeInTheDocument(),
    );
    expect(writes(calls).at(-1)).toEqual({ method: 'DELETE', path: '/v1/products/7/sold-out', body: undefined });
  });

  it('on one branch there is no branch choice; "until reactivated" is sent as manual', async () => {
    const calls = serve({
      'GET /v1/products': [cafe],
      'GET /v1/families': [],
      'GET /v1/sold-out': [],
      'GET /v1/sucursales': [branches[0]],
      'PUT /v1/products/7/sold-out': [mark(1, null, null)],
    });
    const { user } = renderUi(<ProductsBoard />);
    const row = await screen.findByRole('row', { name: 'Café' });
    await user.click(within(row).getByRole('button', { name: 'Marcar agotado' }));
    await screen.findByText('Agotado: Café', { selector: '.ant-modal-title' });
    expect(screen.queryByRole('combobox', { name: 'Sucursal' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Hasta que lo reactive' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(screen.getByRole('row', { name: 'Café' })).findByText('Agotado')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/products/7/sold-out',
        body: { sucursal_id: null, variant_id: null, until: 'manual' },
      },
    ]);
  });
});
