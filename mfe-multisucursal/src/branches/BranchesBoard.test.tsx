import { json, rowNames, serve, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { BranchesBoard } from './BranchesBoard';
import { renderSection, branch } from './testing';

jest.setTimeout(30_000);
setupBoardTests();

const LIMIT_MESSAGE =
  'El número de sucursales activas permitidas en tu plan es 5. Desactiva una antes de activar otra, o agrega más sucursales a tu plan.';

const branches = () => [
  branch(1, 'Centro', { template: { id: 4, name: 'Desayunos' }, template_id: 4 }),
  branch(2, 'Norte', { enabled: false }),
];

const show = () => renderSection(<BranchesBoard enabledLimit={5} />);

/** An answer the test gives when it wants (to see the state before it). */
function later() {
  let answer: (response: Response) => void = () => {};
  const pending = new Promise<Response>((resolve) => (answer = resolve));
  return { route: () => pending, answer };
}

describe('SucursalesBoard', () => {
  it('shows Nombre, Plantilla, Vista Previa, Compartir and the enable toggle; Editar and Eliminar, no drag', async () => {
    serve({ 'GET /v1/sucursales': branches() });
    show();
    const centro = await screen.findByRole('row', { name: 'Centro' });
    expect(rowNames()).toEqual(['Centro', 'Norte']);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'Nombre',
      'Plantilla',
      'Vista Previa',
      'Compartir',
      'Visitas (30 días)',
      'Activa',
      'Acciones',
    ]);
    expect(within(centro).getByText('Desayunos')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'Norte' })).getByText('Sin plantilla')).toBeInTheDocument();
    expect(within(centro).getByRole('button', { name: 'Generar Link' })).toBeInTheDocument();
    expect(within(centro).getByRole('switch', { name: 'Activa Centro' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Activa Norte' })).not.toBeChecked();
    for (const action of ['Visitas', 'Editar', 'Eliminar'])
      expect(within(centro).getByRole('button', { name: action })).toBeInTheDocument();
    expect(within(centro).queryByRole('button', { name: 'Clonar' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Mover /)).not.toBeInTheDocument();
    expect(screen.getByText(/Tu plan permite 5 sucursales activas/)).toBeInTheDocument();
  });

  it("in a 1280 px window beside the sidebar (a 936 px table) the row's buttons show: Visitas, Imprimir, Editar, Eliminar", async () => {
    // jsdom lays nothing out: the table answers the width the built panel measures.
    const spy = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.getAttribute('role') === 'table' ? 936 : 0;
    });
    try {
      serve({ 'GET /v1/sucursales': branches() });
      show();
      const centro = await screen.findByRole('row', { name: 'Centro' });
      expect(within(centro).queryByRole('button', { name: 'Acciones' })).not.toBeInTheDocument();
      for (const action of ['Visitas', 'Imprimir', 'Editar', 'Eliminar'])
        expect(within(centro).getByRole('button', { name: action })).toBeInTheDocument();
    } finally {
      spy.mockRestore();
    }
  });

  it("'Ver Menú' opens the branch's public menu in a new tab, as the owner's preview (not counted as a visit)", async () => {
    serve({ 'GET /v1/sucursales': branches() });
    show();
    const link = within(await screen.findByRole('row', { name: 'Norte' })).getByRole('link', { name: 'Ver Menú' });
    expect(link).toHaveAttribute('href', 'http://localhost:8080/m/norte?preview=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it("says 'Aún no tienes ninguna sucursal registrada' and opens 'Agregar sucursal'", async () => {
    serve({ 'GET /v1/sucursales': [] });
    const { user } = show();
    expect(await screen.findByText('Aún no tienes ninguna sucursal registrada')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /Agregar sucursal/ })[0]);
    expect(await screen.findByText('Agregar sucursal', { selector: '.ant-modal-title' })).toBeInTheDocument();
  });

  it('a failed load says so with Reintentar', async () => {
    serve({ 'GET /v1/sucursales': () => json(500, { error: { code: 'INTERNAL', message: 'Intenta de nuevo' } }) });
    show();
    expect(await screen.findByText('No se pudo cargar la lista')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it("Editar opens 'Actualizar sucursal' with the branch, and the template select of the account's templates", async () => {
    serve({
      'GET /v1/sucursales': branches(),
      'GET /v1/templates': [{ id: 4, name: 'Desayunos', updated: '2025-01-01T00:00:00.000Z' }],
    });
    const { user } = show();
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(4)); // branches, views, templates, regions
    await user.click(
      within(await screen.findByRole('row', { name: 'Centro' })).getByRole('button', { name: 'Editar' }),
    );
    expect(await screen.findByText('Actualizar sucursal', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Centro');
    const template = screen.getByLabelText('Plantilla').closest('.ant-form-item') as HTMLElement;
    expect(within(template).getByText('Desayunos')).toBeInTheDocument();
  });

  it("the toggle shows the change at once; past the plan's limit it is set back with 'Limite Alcanzado' and the server's text", async () => {
    const enable = later();
    const calls = serve({ 'GET /v1/sucursales': branches(), 'PUT /v1/sucursales/enable/2': enable.route });
    const { user } = show();
    const norte = await screen.findByRole('switch', { name: 'Activa Norte' });
    await user.click(norte);
    expect(screen.getByRole('switch', { name: 'Activa Norte' })).toBeChecked();
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/sucursales/enable/2', body: { enabled: true } }]);
    enable.answer(json(409, { error: { code: 'ENABLED_LIMIT_REACHED', message: LIMIT_MESSAGE } }));
    expect(await screen.findByText('Limite Alcanzado')).toBeInTheDocument();
    expect(screen.getByText(LIMIT_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Activa Norte' })).not.toBeChecked());
  });

  it('a toggle the server accepts stays, with the branch it answers', async () => {
    const calls = serve({
      'GET /v1/sucursales': branches(),
      'PUT /v1/sucursales/enable/1': (body: unknown) => json(200, { info: { ...branches()[0], ...(body as object) } }),
    });
    const { user } = show();
    await user.click(await screen.findByRole('switch', { name: 'Activa Centro' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/sucursales/enable/1', body: { enabled: false } }]),
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Activa Centro' })).not.toBeChecked());
    expect(screen.queryByText(/No se pudo/)).not.toBeInTheDocument();
  });

  it('the last enabled branch cannot be disabled: set back, with the Spanish message', async () => {
    const message = 'Tu cuenta necesita al menos una sucursal activa para mostrar su menú.';
    serve({
      'GET /v1/sucursales': branches(),
      'PUT /v1/sucursales/enable/1': () => json(409, { error: { code: 'LAST_ENABLED_BRANCH', message } }),
    });
    const { user } = show();
    await user.click(await screen.findByRole('switch', { name: 'Activa Centro' }));
    expect(await screen.findByText('No se pudo desactivar la sucursal')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Activa Centro' })).toBeChecked());
  });

  it("deletes after 'Confirma para eliminar sucursal'; a refusal keeps the row with the server's message", async () => {
    const message = 'No puedes eliminar tu única sucursal activa.';
    let refuse = true;
    const calls = serve({
      'GET /v1/sucursales': branches(),
      'DELETE /v1/sucursales/1': () =>
        refuse ? json(409, { error: { code: 'LAST_ENABLED_BRANCH', message } }) : json(200, { info: { id: 1 } }),
    });
    const { user } = show();
    await user.click(
      within(await screen.findByRole('row', { name: 'Centro' })).getByRole('button', { name: 'Eliminar' }),
    );
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirma para eliminar sucursal')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(`No se pudo eliminar: ${message}`)).toBeInTheDocument();
    expect(rowNames()).toEqual(['Centro', 'Norte']);

    refuse = false;
    await user.click(within(screen.getByRole('row', { name: 'Centro' })).getByRole('button', { name: 'Eliminar' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(rowNames()).toEqual(['Norte']));
    expect(writes(calls)).toEqual([
      { method: 'DELETE', path: '/v1/sucursales/1', body: undefined },
      { method: 'DELETE', path: '/v1/sucursales/1', body: undefined },
    ]);
  });

  it("'Generar Link' opens 'Compartir Link' for the branch; a saved key updates its row", async () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const moved = { ...branches()[1], route_key: 'norte-2', menu_url: 'http://localhost:8080/m/norte-2' };
    serve({ 'GET /v1/sucursales': branches(), 'PUT /v1/sucursales/2': moved });
    const { user } = show();
    await user.click(
      within(await screen.findByRole('row', { name: 'Norte' })).getByRole('button', { name: 'Generar Link' }),
    );
    const key = await screen.findByLabelText('Link de tu menú');
    expect(screen.getByText('Compartir Link')).toBeInTheDocument();
    expect(key).toHaveValue('norte');
    await user.type(key, '-2');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: 'Norte' })).getByRole('link', { name: 'Ver Menú' }),
      ).toHaveAttribute('href', 'http://localhost:8080/m/norte-2?preview=1'),
    );
  });

  it("a plan without Multisucursal (403 SCOPE_REQUIRED) shows 'Obtén acceso' instead of the board", async () => {
    serve({
      'GET /v1/sucursales': () =>
        json(403, { error: { code: 'SCOPE_REQUIRED', message: 'Tu plan no incluye Plantillas' } }),
    });
    const { user } = show();
    expect(await screen.findByText('Obtén acceso')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mejorar Suscripción' }));
    expect(screen.getByLabelText('ruta')).toHaveTextContent('/billing');
  });
});
