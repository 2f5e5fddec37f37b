import { asRole, json, rowNames, serve, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { FRANCHISES, renderSection } from '../branches/testing';
import remote from '../remote';
import { REGIONS_INVITATION, RegionsBoard } from './RegionsBoard';
import { branches, region, regionRoutes } from './testing';

jest.setTimeout(30_000);
setupBoardTests();

const regions = () => [
  region(5, 'Norte', [2, 3], new Date(2026, 10, 20, 18, 15)),
  region(6, 'Bajío', [], new Date(2026, 4, 3, 9, 5)),
];

const actions = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

describe('RegionsBoard', () => {
  it('lists each region with its branches as tags and its last change; Precios de la región, Editar and Eliminar', async () => {
    serve({ 'GET /v1/regions': regions(), 'GET /v1/sucursales': branches() });
    renderSection(<RegionsBoard />);
    const norte = await screen.findByRole('row', { name: 'Norte' });
    expect(rowNames()).toEqual(['Norte', 'Bajío']);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'Nombre',
      'Sucursales',
      'Último cambio',
      'Acciones',
    ]);
    await waitFor(() => expect(within(norte).getByText('Norte', { selector: '.ant-tag' })).toBeInTheDocument());
    expect(within(norte).getByText('Monterrey', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(norte).queryByText('Centro')).not.toBeInTheDocument();
    expect(within(norte).getByText('20 nov 2026, 18:15')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'Bajío' })).getByText('Sin sucursales')).toBeInTheDocument();
    expect(actions(norte)).toEqual(['Precios de la región', 'Editar', 'Eliminar']);
  });

  it('with no region, invites to group the branches and offers Agregar región', async () => {
    serve({ 'GET /v1/regions': [], 'GET /v1/sucursales': branches() });
    renderSection(<RegionsBoard />);
    expect(await screen.findByText(REGIONS_INVITATION)).toBeInTheDocument();
    expect(REGIONS_INVITATION).toBe('Agrupa tus sucursales en regiones para darles precios propios.');
    expect(screen.getAllByRole('button', { name: /Agregar región/ }).length).toBeGreaterThan(0);
  });

  it('Agregar región: a name and branches chosen among the account’s, sent in one POST; the list is read again', async () => {
    let list = regions();
    const calls = serve({
      'GET /v1/regions': () => json(200, { info: list }),
      'GET /v1/sucursales': branches(),
      'POST /v1/regions': () => {
        list = [...list, region(9, 'Centro', [1])];
        return json(201, { info: { id: 9 } });
      },
    });
    const { user } = renderSection(<RegionsBoard />);
    await screen.findByRole('row', { name: 'Norte' });
    await user.click(screen.getAllByRole('button', { name: /Agregar región/ })[0]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Agregar región', { selector: '.ant-modal-title' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Centro');
    await user.click(within(dialog).getByLabelText('Sucursales'));
    const option = await waitFor(() => {
      const item = document.querySelector<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Centro"]',
      );
      expect(item).not.toBeNull();
      return item!;
    });
    await user.click(option);
    await user.click(within(dialog).getByRole('button', { name: 'Agregar región' }));
    expect(await screen.findByRole('row', { name: 'Centro' })).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/regions', body: { name: 'Centro', sucursal_ids: [1] } },
    ]);
  });

  it('Editar renames it and sends only what changed', async () => {
    const calls = serve({
      'GET /v1/regions': regions(),
      'GET /v1/sucursales': branches(),
      'PUT /v1/regions/5': { id: 5 },
    });
    const { user } = renderSection(<RegionsBoard />);
    await user.click(within(await screen.findByRole('row', { name: 'Norte' })).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Actualizar región', { selector: '.ant-modal-title' })).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Nombre' });
    expect(name).toHaveValue('Norte');
    await user.type(name, ' Grande');
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar región' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/regions/5', body: { name: 'Norte Grande' } }]),
    );
  });

  it('Eliminar says its branches keep working with the base menu; the row goes', async () => {
    const calls = serve({
      'GET /v1/regions': regions(),
      'GET /v1/sucursales': branches(),
      'DELETE /v1/regions/5': { id: 5 },
    });
    const { user } = renderSection(<RegionsBoard />);
    await user.click(
      within(await screen.findByRole('row', { name: 'Norte' })).getByRole('button', { name: 'Eliminar' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Sus sucursales seguirán funcionando sin región/)).toBeInTheDocument();
    expect(within(dialog).getByText(/menú base/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(rowNames()).toEqual(['Bajío']));
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/v1/regions/5', body: undefined }]);
  });

  it('a Gerente reads the regions and their prices: no Agregar, Editar nor Eliminar; the prices shown, not editable', async () => {
    const calls = serve({ ...regionRoutes(), 'GET /v1/regions': regions(), 'GET /v1/sucursales': [branches()[1]] });
    const { user } = renderSection(<RegionsBoard />, asRole(FRANCHISES, 'manager', [2]));
    const norte = await screen.findByRole('row', { name: 'Norte' });
    await waitFor(() => expect(within(norte).getByText('Norte', { selector: '.ant-tag' })).toBeInTheDocument());
    expect(within(norte).getByText('1 sucursal más')).toBeInTheDocument();
    expect(actions(norte)).toEqual(['Precios de la región']);
    expect(screen.queryByRole('button', { name: /Agregar región/ })).not.toBeInTheDocument();

    await user.click(within(norte).getByRole('button', { name: 'Precios de la región' }));
    const agua = await screen.findByRole('row', { name: 'Agua fresca' });
    expect(within(agua).getByLabelText('Precio Agua fresca')).toHaveValue('22.00');
    expect(within(agua).getByLabelText('Precio Agua fresca')).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Activo Agua fresca' })).toBeDisabled();
    expect(within(agua).getByRole('button', { name: 'Restablecer precio Agua fresca' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Actualizar precios' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar precios' })).not.toBeInTheDocument();
    // (The dialog's X is 'Cerrar' too: the footer's button.)
    await user.click(within(document.querySelector('.template-close') as HTMLElement).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Agua fresca' })).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([]);
  });

  it('is the Regiones tab of Multisucursal; Historial there shows the regions’ changes', async () => {
    serve({ 'GET /v1/regions': regions(), 'GET /v1/sucursales': branches(), 'GET /v1/templates': [] });
    const { user } = renderSection(<Section />);
    await user.click(await screen.findByRole('tab', { name: 'Regiones' }));
    expect(await screen.findByRole('row', { name: 'Norte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Historial' })).toHaveAttribute('href', '/menu/historial?entity=region');
  });
});

/** The section as the shell mounts it (renderSection starts at /multisucursal/sucursales). */
function Section() {
  return <>{remote.routes.find((route) => route.path === 'multisucursal/*')!.element}</>;
}
