// The branch's 'Región' (Multisucursal > Regiones): chosen in its editor, shown on the board.
import { json, pickOption, renderUi, serve, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { region } from '../regions/testing';
import { BranchEditor } from './BranchEditor';
import { BranchesBoard } from './BranchesBoard';
import { branch, renderSection } from './testing';

const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

jest.setTimeout(30_000);
setupBoardTests();

const REGIONS = {
  options: [
    { id: 5, name: 'Norte' },
    { id: 6, name: 'Bajío' },
  ],
  editable: true,
};
const NORTE = branch(3, 'Norte', { region_id: 5, region: { id: 5, name: 'Norte' } });

function open(props: Partial<Parameters<typeof BranchEditor>[0]> = {}) {
  const onSaved = jest.fn();
  const view = renderUi(<BranchEditor open onClose={jest.fn()} onSaved={onSaved} {...props} />);
  return { ...view, onSaved };
}

describe("the branch's region", () => {
  it("a new branch starts 'Sin región'; one chosen is sent as region_id", async () => {
    const calls = serve({ 'POST /v1/sucursales': () => json(201, { info: branch(8, 'Centro') }) });
    const { user, onSaved } = open({ regions: REGIONS });
    const item = screen.getByLabelText('Región').closest('.ant-form-item') as HTMLElement;
    expect(within(item).getByText('Sin región')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nombre'), 'Centro');
    await pickOption(user, 'Región', 'Bajío');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(8));
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/sucursales', body: { name: 'Centro', region_id: 6, time_zone: BROWSER_ZONE } },
    ]);
  });

  it("an update sends region_id only when it changed; 'Sin región' is null", async () => {
    const calls = serve({ 'PUT /v1/sucursales/3': NORTE });
    const { user, onSaved } = open({ initial: NORTE, regions: REGIONS });
    await pickOption(user, 'Región', 'Sin región');
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(3));
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/sucursales/3', body: { region_id: null } }]);
  });

  it('without regions (none read) there is no Región field and nothing of it is sent', async () => {
    const calls = serve({ 'PUT /v1/sucursales/3': NORTE });
    const { user, onSaved } = open({ initial: NORTE });
    expect(screen.queryByLabelText('Región')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Nombre'), ' 2');
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(3));
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/sucursales/3', body: { name: 'Norte 2' } }]);
  });

  it('read-only for who may not move branches between regions', () => {
    open({ initial: NORTE, regions: { ...REGIONS, editable: false } });
    expect(screen.getByLabelText('Región').closest('.ant-select')).toHaveClass('ant-select-disabled');
  });

  it("the board shows each branch's region under its template, and its editor offers the account's regions", async () => {
    serve({
      'GET /v1/sucursales': [NORTE, branch(4, 'Centro')],
      'GET /v1/templates': [],
      'GET /v1/regions': [region(5, 'Norte', [3])],
    });
    const { user } = renderSection(<BranchesBoard />);
    const row = await screen.findByRole('row', { name: 'Norte' });
    expect(within(row).getByText('Región: Norte')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'Centro' })).queryByText(/Región/)).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Editar' }));
    const item = (await screen.findByLabelText('Región')).closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(within(item).getByText('Norte')).toBeInTheDocument());
  });
});
