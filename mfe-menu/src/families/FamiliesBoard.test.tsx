import { screen, waitFor, within } from '@testing-library/react';
import {
  dragDown,
  fakeLayout,
  json,
  renderUi,
  rowNames,
  serve,
  setupBoardTests,
  writes,
} from '@menu/shared/ui/testing';
import type { Family } from './api';
import { FamiliesBoard } from './FamiliesBoard';
import { categoryFixture, familyFixture } from './testing';

const families = (): Family[] => [
  familyFixture({
    id: 1,
    name: 'Bebidas',
    description: 'Frías y calientes',
    icon: '/uploads/abc-800.webp',
    categories: [
      categoryFixture({ id: 11, name: 'Refrescos', family_id: 1 }),
      categoryFixture({ id: 12, name: 'Cafés', description: 'De grano', position: 1, family_id: 1 }),
    ],
  }),
  familyFixture({ id: 2, name: 'Comidas', position: 1 }),
  familyFixture({ id: 3, name: 'Postres', position: 2 }),
];

// antd in jsdom is slow: whole boards with modals need more than the default 5 s.
jest.setTimeout(30_000);

setupBoardTests();

describe('FamiliesBoard', () => {
  it('lists the families with their icon and description, and their categories nested', async () => {
    serve({ 'GET /v1/families': families() });
    renderUi(<FamiliesBoard />);
    expect(await screen.findByRole('row', { name: 'Bebidas' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Bebidas', 'Refrescos', 'Cafés', 'Comidas', 'Postres']);
    expect(screen.getByRole('heading', { name: 'Familias y Categorías' })).toBeInTheDocument();
    expect(screen.getByAltText('Icono de Bebidas')).toHaveAttribute('src', '/uploads/abc-800.webp');
    expect(screen.getByText('Frías y calientes')).toBeInTheDocument();
    expect(screen.getAllByText('Esta familia aún no tiene categorías.')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /Agregar categoría/ })).toHaveLength(3);
  });

  it("says 'Aún no tienes ninguna familia registrada' with an add button that opens 'Agregar familia'", async () => {
    serve({ 'GET /v1/families': [] });
    const { user } = renderUi(<FamiliesBoard />);
    expect(await screen.findByText('Aún no tienes ninguna familia registrada')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /Agregar familia/ })[1]);
    expect(await screen.findByText('Agregar familia', { selector: '.ant-modal-title' })).toBeInTheDocument();
  });

  it('shows the error with Reintentar when the list cannot be loaded', async () => {
    let fail = true;
    serve({
      'GET /v1/families': () =>
        fail ? json(500, { error: { code: 'INTERNAL', message: 'Servidor caído' } }) : json(200, { info: families() }),
    });
    const { user } = renderUi(<FamiliesBoard />);
    expect(await screen.findByText('No se pudo cargar la lista')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('row', { name: 'Bebidas' })).toBeInTheDocument();
  });

  it('opens Actualizar familia / Agregar categoría / Actualizar categoría editors from the rows', async () => {
    serve({ 'GET /v1/families': families() });
    const { user } = renderUi(<FamiliesBoard />);
    const bebidas = await screen.findByRole('row', { name: 'Bebidas' });
    await user.click(within(bebidas).getByRole('button', { name: 'Editar' }));
    expect(await screen.findByText('Actualizar familia', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('Bebidas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    await user.click(within(screen.getByRole('row', { name: 'Cafés' })).getByRole('button', { name: 'Editar' }));
    expect(await screen.findByText('Actualizar categoría', { selector: '.ant-modal-title' })).toBeInTheDocument();
  });

  it('deletes a family after the confirmation that says what happens to its products', async () => {
    const calls = serve({
      'GET /v1/families': families(),
      'DELETE /v1/families/1': { id: 1, unclassified_products: 4 },
    });
    const { user } = renderUi(<FamiliesBoard />);
    const bebidas = await screen.findByRole('row', { name: 'Bebidas' });
    await user.click(within(bebidas).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirma para eliminar familia')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Sus categorías también se eliminarán y sus productos quedarán en Productos sin clasificar.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() => expect(screen.queryByRole('row', { name: 'Bebidas' })).not.toBeInTheDocument());
    expect(screen.queryByRole('row', { name: 'Refrescos' })).not.toBeInTheDocument();
    expect(await screen.findByText('4 productos quedaron en Productos sin clasificar.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/v1/families/1', body: undefined }]);
  });

  it('a category that cannot be deleted stays with the error', async () => {
    serve({
      'GET /v1/families': families(),
      'DELETE /v1/families/categories/12': () => json(500, { error: { code: 'INTERNAL', message: 'No disponible' } }),
    });
    const { user } = renderUi(<FamiliesBoard />);
    const cafes = await screen.findByRole('row', { name: 'Cafés' });
    await user.click(within(cafes).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirma para eliminar categoría')).toBeInTheDocument();
    expect(within(dialog).getByText('Sus productos quedarán en Productos sin clasificar.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se pudo eliminar: No disponible')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Cafés' })).toBeInTheDocument();
  });

  it('clones a family and shows the copy after re-reading the list', async () => {
    let list = families();
    const calls = serve({
      'GET /v1/families': () => json(200, { info: list }),
      'POST /v1/families/1/clone': () => {
        list = [...list, { ...list[0], id: 4, name: 'Bebidas (copia)', position: 3 }];
        return json(200, { info: { id: 4 } });
      },
    });
    const { user } = renderUi(<FamiliesBoard />);
    await user.click(
      within(await screen.findByRole('row', { name: 'Bebidas' })).getByRole('button', { name: 'Clonar' }),
    );
    expect(await screen.findByRole('row', { name: 'Bebidas (copia)' })).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/families/1/clone', body: undefined }]);
  });

  it('a family drag sends every family with its new position in one PUT /v1/families', async () => {
    fakeLayout();
    const calls = serve({ 'GET /v1/families': families(), 'PUT /v1/families': {} });
    renderUi(<FamiliesBoard />);
    await screen.findByRole('row', { name: 'Bebidas' });
    await dragDown(screen.getByLabelText('Mover Comidas, posición 2'), 1);
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/families',
        body: [
          { id: 1, position: 0 },
          { id: 3, position: 1 },
          { id: 2, position: 2 },
        ],
      },
    ]);
    expect(rowNames()).toEqual(['Bebidas', 'Refrescos', 'Cafés', 'Postres', 'Comidas']);
  });

  it('a category drag sends the categories of that family; a failure puts them back and says so', async () => {
    fakeLayout();
    const calls = serve({
      'GET /v1/families': families(),
      'PUT /v1/families/categories': () =>
        json(404, { error: { code: 'RESOURCE_NOT_FOUND', message: 'El recurso no existe.' } }),
    });
    renderUi(<FamiliesBoard />);
    await screen.findByRole('row', { name: 'Refrescos' });
    await dragDown(screen.getByLabelText('Mover Refrescos, posición 1'), 1);
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({
      method: 'PUT',
      path: '/v1/families/categories',
      body: [
        { id: 12, position: 0 },
        { id: 11, position: 1 },
      ],
    });
    expect(await screen.findByText('No se pudo guardar el orden')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Bebidas', 'Refrescos', 'Cafés', 'Comidas', 'Postres']));
  });
});
