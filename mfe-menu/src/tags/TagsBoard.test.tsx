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
import type { Tag } from './api';
import { tagFixture } from './testing';
import { TagsBoard } from './TagsBoard';

jest.setTimeout(30_000);

const tags = (): Tag[] => [
  tagFixture({ id: 1, name: 'Picante', icon: 'fa-solid fa-pepper-hot' }),
  tagFixture({ id: 2, name: 'Vegano', icon: 'fa-solid fa-leaf', position: 1 }),
  tagFixture({ id: 3, name: 'Nuevo', global: true, position: 2 }),
];

setupBoardTests();

describe('TagsBoard', () => {
  it('lists the tags with their Font Awesome icon; built-in ones cannot be edited', async () => {
    serve({ 'GET /v1/tags': tags() });
    renderUi(<TagsBoard />);
    const picante = await screen.findByRole('row', { name: 'Picante' });
    expect(rowNames()).toEqual(['Picante', 'Vegano', 'Nuevo']);
    const icon = within(picante).getByRole('img', { name: 'Picante' });
    expect(icon).toHaveClass('fa-solid', 'fa-pepper-hot');
    expect(within(picante).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    const nuevo = screen.getByRole('row', { name: 'Nuevo' });
    expect(within(nuevo).getByText('Predeterminada')).toBeInTheDocument();
    expect(within(nuevo).queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(within(nuevo).queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Expandir todo/ })).not.toBeInTheDocument();
  });

  it("says 'Aún no tienes ninguna etiqueta registrada' and opens 'Agregar etiqueta'", async () => {
    serve({ 'GET /v1/tags': [] });
    const { user } = renderUi(<TagsBoard />);
    expect(await screen.findByText('Aún no tienes ninguna etiqueta registrada')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /Agregar etiqueta/ })[0]);
    expect(await screen.findByText('Agregar etiqueta', { selector: '.ant-modal-title' })).toBeInTheDocument();
  });

  it('search narrows the tags', async () => {
    serve({ 'GET /v1/tags': tags() });
    const { user } = renderUi(<TagsBoard />);
    await screen.findByRole('row', { name: 'Picante' });
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'VEG');
    await waitFor(() => expect(rowNames()).toEqual(['Vegano']));
  });

  it('deletes a tag after the confirmation; a failure keeps it with the error', async () => {
    let fail = true;
    const calls = serve({
      'GET /v1/tags': tags(),
      'DELETE /v1/tags/2': () =>
        fail
          ? json(500, { error: { code: 'INTERNAL', message: 'Intenta de nuevo' } })
          : json(200, { info: { id: 2, products_affected: 0 } }),
    });
    const { user } = renderUi(<TagsBoard />);
    await user.click(
      within(await screen.findByRole('row', { name: 'Vegano' })).getByRole('button', { name: 'Eliminar' }),
    );
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirma para eliminar etiqueta')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Se quitará de los productos que la usan; los productos no se eliminan.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se pudo eliminar: Intenta de nuevo')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Vegano' })).toBeInTheDocument();

    fail = false;
    await user.click(within(screen.getByRole('row', { name: 'Vegano' })).getByRole('button', { name: 'Eliminar' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(rowNames()).toEqual(['Picante', 'Nuevo']));
    expect(writes(calls)).toHaveLength(2);
  });

  it('a drag sends every tag with its new position in one PUT /v1/tags; a failure restores the order', async () => {
    fakeLayout();
    const calls = serve({
      'GET /v1/tags': tags(),
      'PUT /v1/tags': () => json(500, { error: { code: 'INTERNAL', message: 'Sin conexión' } }),
    });
    renderUi(<TagsBoard />);
    await screen.findByRole('row', { name: 'Picante' });
    await dragDown(screen.getByLabelText('Mover Picante, posición 1'), 2);
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({
      method: 'PUT',
      path: '/v1/tags',
      body: [
        { id: 2, position: 0 },
        { id: 3, position: 1 },
        { id: 1, position: 2 },
      ],
    });
    expect(await screen.findByText('No se pudo guardar el orden')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Picante', 'Vegano', 'Nuevo']));
  });
});
