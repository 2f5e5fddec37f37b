import { screen, waitFor, within } from '@testing-library/react';
import { dragDown, fakeLayout, renderUi, rowNames, serve, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { variantFixture } from '../products/testing';
import type { VariantGroup } from './api';
import { groupFixture } from './testing';
import { VariantsBoard } from './VariantsBoard';

jest.setTimeout(30_000);

const variant = (id: number, name: string, price: number | null, group_id: number, position: number) =>
  variantFixture({ id, name, price, group_id, position });

const groups = (): VariantGroup[] => [
  groupFixture({
    id: 5,
    name: 'Tamaño',
    products_count: 3,
    variants: [variant(51, 'Chico', null, 5, 0), variant(52, 'Mediano', 10, 5, 1), variant(53, 'Grande', 15.5, 5, 2)],
  }),
  groupFixture({ id: 6, name: 'Salsas', position: 1, variants: [variant(61, 'Verde', 0, 6, 0)] }),
];

setupBoardTests();

describe('VariantsBoard', () => {
  it("a group priced by position says how under its count, in the diner's words", async () => {
    serve({
      'GET /v1/groups': [groupFixture({ id: 7, name: 'Extras', position_pricing: { free: 2, each: 10 } }), groups()[1]],
    });
    renderUi(<VariantsBoard />);
    const extras = await screen.findByRole('row', { name: 'Extras' });
    expect(within(extras).getByText('Las primeras 2 sin costo, después +$10 c/u')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'Salsas' })).queryByText(/sin costo/)).not.toBeInTheDocument();
  });

  it('lists the groups collapsed; expanding one shows its variants with prices', async () => {
    serve({ 'GET /v1/groups': groups() });
    const { user } = renderUi(<VariantsBoard />);
    const tamano = await screen.findByRole('row', { name: 'Tamaño' });
    expect(within(tamano).getByText('3 variantes')).toBeInTheDocument();
    expect(within(tamano).getByText('3 productos')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Tamaño', 'Salsas']);

    await user.click(within(tamano).getByRole('button', { name: 'Expandir' }));
    expect(rowNames()).toEqual(['Tamaño', 'Chico', 'Mediano', 'Grande', 'Salsas']);
    expect(within(screen.getByRole('row', { name: 'Chico' })).getByText('Sin precio')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'Grande' })).getByText('$15.50')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Expandir todo' }));
    expect(rowNames()).toEqual(['Tamaño', 'Chico', 'Mediano', 'Grande', 'Salsas', 'Verde']);
    await user.click(screen.getByRole('button', { name: 'Contraer todo' }));
    expect(rowNames()).toEqual(['Tamaño', 'Salsas']);
  });

  it("says 'Aún no tienes ningún grupo registrado' and opens 'Agregar grupo'", async () => {
    serve({ 'GET /v1/groups': [] });
    const { user } = renderUi(<VariantsBoard />);
    expect(await screen.findByText('Aún no tienes ningún grupo registrado')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /Agregar grupo/ })[0]);
    expect(await screen.findByText('Agregar grupo', { selector: '.ant-modal-title' })).toBeInTheDocument();
  });

  it('search finds groups by their name or their variants', async () => {
    serve({ 'GET /v1/groups': groups() });
    const { user } = renderUi(<VariantsBoard />);
    await screen.findByRole('row', { name: 'Tamaño' });
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'salsa');
    await waitFor(() => expect(rowNames()).toEqual(['Salsas']));
    await user.clear(screen.getByRole('textbox', { name: 'Buscar' }));
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'grande');
    await waitFor(() => expect(rowNames()).toEqual(['Tamaño', 'Grande']));
  });

  it('deleting a group says it leaves its products alone', async () => {
    const calls = serve({ 'GET /v1/groups': groups(), 'DELETE /v1/groups/5': { id: 5, products_affected: 3 } });
    const { user } = renderUi(<VariantsBoard />);
    await user.click(
      within(await screen.findByRole('row', { name: 'Tamaño' })).getByRole('button', { name: 'Eliminar' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirma para eliminar grupo')).toBeInTheDocument();
    expect(within(dialog).getByText('Se quitará de 3 productos; los productos no se eliminan.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(rowNames()).toEqual(['Salsas']));
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/v1/groups/5', body: undefined }]);
  });

  it('groups and variants drag to order, one request each', async () => {
    fakeLayout();
    const calls = serve({ 'GET /v1/groups': groups(), 'PUT /v1/groups': {}, 'PUT /v1/groups/5/variants': {} });
    const { user } = renderUi(<VariantsBoard />);
    await screen.findByRole('row', { name: 'Tamaño' });
    await dragDown(screen.getByLabelText('Mover Tamaño, posición 1'), 1);
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({
      method: 'PUT',
      path: '/v1/groups',
      body: [
        { id: 6, position: 0 },
        { id: 5, position: 1 },
      ],
    });

    await user.click(within(screen.getByRole('row', { name: 'Tamaño' })).getByRole('button', { name: 'Expandir' }));
    await dragDown(screen.getByLabelText('Mover Chico, posición 1'), 2);
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]).toEqual({
      method: 'PUT',
      path: '/v1/groups/5/variants',
      body: [
        { id: 52, position: 0 },
        { id: 53, position: 1 },
        { id: 51, position: 2 },
      ],
    });
  });
});
