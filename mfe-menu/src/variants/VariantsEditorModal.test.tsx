import { screen, waitFor, within } from '@testing-library/react';
import { json, renderUi, serve, signIn, writes } from '@menu/shared/ui/testing';
import { variantFixture } from '../products/testing';
import type { VariantGroup } from './api';
import { groupFixture } from './testing';
import { VariantsEditorModal } from './VariantsEditorModal';

const GROUP: VariantGroup = groupFixture({
  id: 5,
  name: 'Tamaño',
  products_count: 2,
  variants: [
    variantFixture({ id: 50, name: 'Chico', group_id: 5 }),
    variantFixture({ id: 51, name: 'Grande', price: 15.5, position: 1, group_id: 5 }),
  ],
});

function open(props: Partial<Parameters<typeof VariantsEditorModal>[0]> = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const view = renderUi(<VariantsEditorModal open onClose={onClose} onSaved={onSaved} {...props} />);
  return { ...view, onClose, onSaved };
}

const rows = () => screen.getAllByRole('listitem');

// antd in jsdom is slow, more so with the other suites running in parallel.
jest.setTimeout(30_000);

beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('VariantsEditorModal', () => {
  it("Agregar mode: 'Agregar grupo', one empty row with the price placeholder '00.00', Cancelar and Agregar", () => {
    open();
    expect(screen.getByText('Agregar grupo')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(screen.getByLabelText('Precio de la variante 1')).toHaveAttribute('placeholder', '00.00');
    expect(screen.getByRole('button', { name: /Agregar Variante/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeInTheDocument();
  });

  it("Actualizar mode: 'Actualizar grupo' with the group's variants", () => {
    open({ initial: GROUP });
    expect(screen.getByText('Actualizar grupo')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre del grupo')).toHaveValue('Tamaño');
    expect(screen.getByLabelText('Nombre de la variante 1')).toHaveValue('Chico');
    expect(screen.getByLabelText('Precio de la variante 1')).toHaveValue('');
    expect(screen.getByLabelText('Precio de la variante 2')).toHaveValue('15.5');
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
  });

  it('+ Agregar Variante adds a row and the remove action removes that row', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: /Agregar Variante/ }));
    await user.click(screen.getByRole('button', { name: /Agregar Variante/ }));
    expect(rows()).toHaveLength(3);
    await user.type(screen.getByLabelText('Nombre de la variante 1'), 'Uno');
    await user.type(screen.getByLabelText('Nombre de la variante 2'), 'Dos');
    await user.type(screen.getByLabelText('Nombre de la variante 3'), 'Tres');
    await user.click(screen.getByRole('button', { name: 'Eliminar variante 2' }));
    expect(rows()).toHaveLength(2);
    expect(screen.getByLabelText('Nombre de la variante 1')).toHaveValue('Uno');
    expect(screen.getByLabelText('Nombre de la variante 2')).toHaveValue('Tres');
  });

  it("every variant row needs a name ('Campo obligatorio'); nothing is sent", async () => {
    const calls = serve({});
    const { user } = open();
    await user.type(screen.getByLabelText('Nombre del grupo'), 'Salsas');
    await user.type(screen.getByLabelText('Precio de la variante 1'), '5');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Campo obligatorio')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('rejects a negative price or one with three decimals', async () => {
    const calls = serve({});
    const { user } = open();
    await user.type(screen.getByLabelText('Nombre del grupo'), 'Salsas');
    await user.type(screen.getByLabelText('Nombre de la variante 1'), 'Verde');
    await user.type(screen.getByLabelText('Precio de la variante 1'), '1.999');
    expect(
      await screen.findByText('El precio debe ser un número mayor o igual a 0 con máximo dos decimales'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(calls).toEqual([]);
  });

  it('creates the group with its variants in one call; an empty price is sent as null', async () => {
    const calls = serve({ 'POST /v1/groups': { id: 9 } });
    const { user, onSaved, onClose } = open();
    await user.type(screen.getByLabelText('Nombre del grupo'), ' Salsas ');
    await user.type(screen.getByLabelText('Nombre de la variante 1'), 'Verde');
    await user.click(screen.getByRole('button', { name: /Agregar Variante/ }));
    await user.type(screen.getByLabelText('Nombre de la variante 2'), 'Roja');
    await user.type(screen.getByLabelText('Precio de la variante 2'), '12.50');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(9));
    expect(onClose).toHaveBeenCalled();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/v1/groups',
        body: {
          name: 'Salsas',
          variants: [
            { name: 'Verde', price: null },
            { name: 'Roja', price: 12.5 },
          ],
        },
      },
    ]);
  });

  it('a group without variants is created with its name only', async () => {
    const calls = serve({ 'POST /v1/groups': { id: 10 } });
    const { user, onSaved } = open();
    await user.type(screen.getByLabelText('Nombre del grupo'), 'Extras');
    await user.click(screen.getByRole('button', { name: 'Eliminar variante 1' }));
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(10));
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/groups', body: { name: 'Extras' } }]);
  });

  it('an update sends the complete list: kept rows with their id, new rows without, removed rows left out', async () => {
    const calls = serve({ 'PUT /v1/groups/5': { id: 5 } });
    const { user, onSaved } = open({ initial: GROUP });
    await user.click(screen.getByRole('button', { name: 'Eliminar variante 1' }));
    await user.clear(screen.getByLabelText('Precio de la variante 1'));
    await user.click(screen.getByRole('button', { name: /Agregar Variante/ }));
    await user.type(screen.getByLabelText('Nombre de la variante 2'), 'Mediano');
    await user.type(screen.getByLabelText('Precio de la variante 2'), '10');
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(5));
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/groups/5',
        body: {
          name: 'Tamaño',
          variants: [
            { id: 51, name: 'Grande', price: null },
            { name: 'Mediano', price: 10 },
          ],
        },
      },
    ]);
  });

  it('a failed save notifies and keeps the modal open', async () => {
    serve({
      'POST /v1/groups': () => json(400, { error: { code: 'VALIDATION_ERROR', message: 'Campo obligatorio' } }),
    });
    const { user, onSaved, onClose } = open();
    await user.type(screen.getByLabelText('Nombre del grupo'), 'X');
    await user.type(screen.getByLabelText('Nombre de la variante 1'), 'Y');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('No se pudo guardar el grupo')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("the server's field errors show under their fields: the group name and a variant row's name", async () => {
    serve({
      'PUT /v1/groups/5': () =>
        json(400, {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Campo obligatorio',
            field: 'name',
            fields: [
              { field: 'name', message: 'Ya existe un grupo con ese nombre' },
              { field: 'variants.1.name', message: 'Máximo 120 caracteres' },
            ],
          },
        }),
    });
    const { user, onClose } = open({ initial: GROUP });
    await user.type(screen.getByLabelText('Nombre del grupo'), 's');
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('No se pudo guardar el grupo')).toBeInTheDocument();
    const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
    await waitFor(() =>
      expect(within(itemOf('Nombre del grupo')).getByText('Ya existe un grupo con ese nombre')).toBeInTheDocument(),
    );
    expect(within(itemOf('Nombre de la variante 2')).getByText('Máximo 120 caracteres')).toBeInTheDocument();
    expect(within(itemOf('Nombre de la variante 1')).queryByText('Máximo 120 caracteres')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
