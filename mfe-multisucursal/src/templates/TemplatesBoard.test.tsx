import { json, rowNames, serve, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { NEGOCIO, renderSection, branch } from '../branches/testing';
import remote from '../remote';
import { TemplatesBoard } from './TemplatesBoard';
import { TemplatesTab } from './TemplatesTab';
import { summary, templateRoutes } from './testing';

jest.setTimeout(30_000);
setupBoardTests();

const templates = () => [
  summary(4, 'Desayunos', new Date(2026, 10, 23, 12, 40)),
  summary(7, 'Franquicia Norte', new Date(2026, 4, 3, 9, 5)),
];

describe('TemplatesBoard', () => {
  it('shows Nombre and Ultimo cambio (Spanish date and time), with Editar, Clonar and Eliminar; no drag', async () => {
    serve({ 'GET /v1/templates': templates() });
    renderSection(<TemplatesBoard />);
    const row = await screen.findByRole('row', { name: 'Desayunos' });
    expect(rowNames()).toEqual(['Desayunos', 'Franquicia Norte']);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'Nombre',
      'Ultimo cambio',
      'Acciones',
    ]);
    expect(within(row).getByText('23 nov 2026, 12:40')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: 'Franquicia Norte' })).getByText('3 may 2026, 09:05'),
    ).toBeInTheDocument();
    for (const action of ['Editar', 'Clonar', 'Eliminar'])
      expect(within(row).getByRole('button', { name: action })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Mover /)).not.toBeInTheDocument();
  });

  it("says 'Aún no tienes ninguna plantilla registrada'", async () => {
    serve({ 'GET /v1/templates': [] });
    renderSection(<TemplatesBoard />);
    expect(await screen.findByText('Aún no tienes ninguna plantilla registrada')).toBeInTheDocument();
  });

  it("Clonar asks 'Clonar Plantilla' first: Cancelar sends nothing; the confirm clones and the list is read again with the copy", async () => {
    let list = templates();
    const calls = serve({
      'GET /v1/templates': () => json(200, { info: list }),
      'POST /v1/templates/clone/4': () => {
        list = [...list, summary(9, 'Desayunos (copia)', new Date(2026, 10, 24, 8, 0))];
        return json(201, { info: list[2] });
      },
    });
    const { user } = renderSection(<TemplatesBoard />);
    const row = await screen.findByRole('row', { name: 'Desayunos' });

    await user.click(within(row).getByRole('button', { name: 'Clonar' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Clonar Plantilla', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Se creará "Desayunos \(copia\)"/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Clonar' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Clonar' }));
    expect(await screen.findByRole('row', { name: 'Desayunos (copia)' })).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/templates/clone/4', body: undefined }]);
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/v1/templates')).toHaveLength(2);
  });

  it("Eliminar: 'Confirma para eliminar plantilla' saying its branches lose it; the row goes and the count of branches is told", async () => {
    const calls = serve({
      'GET /v1/templates': templates(),
      'DELETE /v1/templates/4': { id: 4, sucursales_affected: 2 },
    });
    const { user } = renderSection(<TemplatesBoard />);
    await user.click(
      within(await screen.findByRole('row', { name: 'Desayunos' })).getByRole('button', { name: 'Eliminar' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirma para eliminar plantilla')).toBeInTheDocument();
    expect(within(dialog).getByText(/Las sucursales que la usan quedarán sin plantilla/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(rowNames()).toEqual(['Franquicia Norte']));
    expect(await screen.findByText('2 sucursales quedaron sin plantilla.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/v1/templates/4', body: undefined }]);
  });

  it("'+ Agregar plantilla' opens 'Agregar plantilla'; Editar opens 'Actualizar plantilla', and a save reads the list again", async () => {
    let list = templates();
    const calls = serve({
      ...templateRoutes(),
      'GET /v1/templates': () => json(200, { info: list }),
      'PUT /v1/templates/4': () => {
        list = [summary(4, 'Desayunos Centro', new Date(2026, 10, 25, 9, 30)), list[1]];
        return json(200, { info: list[0] });
      },
    });
    const { user } = renderSection(<TemplatesBoard />);
    await screen.findByRole('row', { name: 'Desayunos' });
    await user.click(screen.getAllByRole('button', { name: /Agregar plantilla/ })[0]);
    expect(await screen.findByText('Agregar plantilla', { selector: '.ant-modal-title' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.queryByText('Agregar plantilla', { selector: '.ant-modal-title' })).not.toBeInTheDocument(),
    );

    await user.click(within(screen.getByRole('row', { name: 'Desayunos' })).getByRole('button', { name: 'Editar' }));
    expect(await screen.findByText('Actualizar plantilla', { selector: '.ant-modal-title' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    expect(name).toHaveValue('Desayunos');
    await screen.findByRole('row', { name: 'Taco al pastor' });
    await user.type(name, ' Centro');
    await user.click(screen.getByRole('button', { name: 'Actualizar plantilla' }));
    expect(await screen.findByRole('row', { name: 'Desayunos Centro' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: 'Desayunos Centro' })).getByText('25 nov 2026, 09:30'),
    ).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/templates/4', body: { name: 'Desayunos Centro' } }]);
  });

  it("403 SCOPE_REQUIRED shows 'Obtén acceso' instead of the board", async () => {
    serve({
      'GET /v1/templates': () =>
        json(403, { error: { code: 'SCOPE_REQUIRED', message: 'Tu plan no incluye Plantillas' } }),
    });
    renderSection(<TemplatesBoard />);
    expect(await screen.findByText('Obtén acceso')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('TemplatesTab', () => {
  it("without Multisucursal: 'Obtén acceso' and nothing is loaded", async () => {
    const calls = serve({});
    const { user } = renderSection(<TemplatesTab />, NEGOCIO);
    expect(screen.getByText('Obtén acceso')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Mejorar Suscripción' }));
    expect(screen.getByLabelText('ruta')).toHaveTextContent('/billing');
  });

  it('FRANCHISES: the board', async () => {
    serve({ 'GET /v1/templates': templates() });
    renderSection(<TemplatesTab />);
    expect(await screen.findByRole('row', { name: 'Desayunos' })).toBeInTheDocument();
  });
});

describe('Multisucursal section', () => {
  it("after a template is deleted, the Sucursales tab reads its list again and shows 'Sin plantilla'", async () => {
    let branches = [branch(1, 'Centro', { template: { id: 4, name: 'Desayunos' }, template_id: 4 })];
    const calls = serve({
      'GET /v1/templates': templates(),
      'GET /v1/sucursales': () => json(200, { info: branches }),
      'DELETE /v1/templates/4': () => {
        branches = [branch(1, 'Centro')];
        return json(200, { info: { id: 4, sucursales_affected: 1 } });
      },
    });
    const { user } = renderSection(<Section />);
    expect(within(await screen.findByRole('row', { name: 'Centro' })).getByText('Desayunos')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Plantillas' }));
    await user.click(
      within(await screen.findByRole('row', { name: 'Desayunos' })).getByRole('button', { name: 'Eliminar' }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(rowNames()).toEqual(['Franquicia Norte']));

    await user.click(screen.getByRole('tab', { name: 'Sucursales' }));
    expect(within(await screen.findByRole('row', { name: 'Centro' })).getByText('Sin plantilla')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/v1/sucursales')).toHaveLength(2);
  });
});

/** The section as the shell mounts it (renderSection starts at /multisucursal/sucursales). */
function Section() {
  return <>{remote.routes.find((route) => route.path === 'multisucursal/*')!.element}</>;
}
