import { act, screen, waitFor } from '@testing-library/react';
import { queryClient } from '@menu/shared/data';
import { pickOption, renderUi, serve, settle, signIn, writes } from '@menu/shared/ui/testing';
import { CategoryEditor } from './CategoryEditor';
import type { Category, Family } from './api';
import { categoryFixture, familyFixture } from './testing';

const FAMILIES: Family[] = [
  familyFixture({ id: 1, name: 'Comida' }),
  familyFixture({ id: 2, name: 'Bebidas', position: 1 }),
];
const CATEGORY: Category = categoryFixture({ id: 7, name: 'Tacos', description: 'De la casa', family_id: 1 });

function open(props: Partial<Parameters<typeof CategoryEditor>[0]> = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const view = renderUi(<CategoryEditor open onClose={onClose} onSaved={onSaved} {...props} />);
  return { ...view, onClose, onSaved };
}

// antd in jsdom is slow, more so with the other suites running in parallel.
jest.setTimeout(30_000);

beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('CategoryEditor', () => {
  it("is titled 'Agregar categoría' / 'Actualizar categoría'", async () => {
    serve({ 'GET /v1/families': FAMILIES });
    const first = open({ context: { familyId: 1, position: 0 } });
    expect(screen.getByText('Agregar categoría')).toBeInTheDocument();
    await settle();
    first.unmount();
    open({ initial: CATEGORY });
    expect(screen.getByText('Actualizar categoría')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Tacos');
    await settle();
  });

  it("needs a name: 'Campo obligatorio'", async () => {
    const calls = serve({ 'GET /v1/families': FAMILIES });
    const { user } = open({ context: { familyId: 1, position: 0 } });
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Campo obligatorio')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('creates in the preselected family with its position and only non-empty values', async () => {
    const calls = serve({ 'GET /v1/families': FAMILIES, 'POST /v1/families/2/categories': { id: 30 } });
    const { user, onSaved } = open({ context: { familyId: 2, position: 4 } });
    await user.type(screen.getByLabelText('Nombre'), 'Cafés');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(30));
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/families/2/categories', body: { name: 'Cafés', position: 4 } },
    ]);
  });

  it('created in another family than the preselected one, it leaves the position to the API', async () => {
    const calls = serve({ 'GET /v1/families': FAMILIES, 'POST /v1/families/1/categories': { id: 31 } });
    const { user, onSaved } = open({ context: { familyId: 2, position: 4 } });
    await user.type(screen.getByLabelText('Nombre'), 'Tortas');
    await pickOption(user, 'Familia', 'Comida');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(31));
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/families/1/categories', body: { name: 'Tortas' } }]);
  });

  it('moving it to another family sends family_id', async () => {
    const calls = serve({ 'PUT /v1/families/categories/7': { id: 7 } });
    const { user, onSaved } = open({ initial: CATEGORY, context: { families: FAMILIES } });
    await pickOption(user, 'Familia', 'Bebidas');
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(7));
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/families/categories/7', body: { family_id: 2 } }]);
    // The families came from the context: not loaded again.
    expect(calls.filter((call) => call.method === 'GET')).toEqual([]);
  });

  it("Horario: switching 'Siempre disponible' off and picking days sends the schedule; no day: 'Elige al menos un día'", async () => {
    const calls = serve({ 'PUT /v1/families/categories/7': { id: 7 } });
    const { user, onSaved } = open({ initial: CATEGORY, context: { families: FAMILIES } });
    await user.click(screen.getByRole('switch', { name: 'Siempre disponible' }));
    for (const day of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'])
      await user.click(screen.getByRole('button', { name: day }));
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Elige al menos un día')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Martes' }));
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(7));
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/families/categories/7',
        body: { schedule: { days: [2], ranges: [{ start: '09:00', end: '17:00' }] } },
      },
    ]);
  });

  it('reads the families from the data cache: a family saved elsewhere in the panel is offered without reopening, and reopened within the fresh time it asks nothing', async () => {
    const calls = serve({ 'GET /v1/families': FAMILIES, 'POST /v1/families/3/categories': { id: 32 } });
    const first = open({ context: { familyId: 1, position: 0 } });
    await settle();
    first.unmount();
    document.body.innerHTML = '';
    const { user, onSaved } = open({ context: { familyId: 1, position: 0 } });
    act(() => {
      queryClient().setQueryData(
        ['/v1/families'],
        [...FAMILIES, familyFixture({ id: 3, name: 'Postres', position: 2 })],
      );
    });
    await user.type(screen.getByLabelText('Nombre'), 'Pasteles');
    await pickOption(user, 'Familia', 'Postres');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(32));
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/v1/families')).toHaveLength(1);
  });

  it("a failed read of the families says so under the select: 'No se pudieron cargar las familias.'", async () => {
    serve({});
    open({ context: { familyId: 1, position: 0 } });
    expect(await screen.findByText('No se pudieron cargar las familias.')).toBeInTheDocument();
  });
});
