import { screen, waitFor } from '@testing-library/react';
import { renderUi, serve, signIn, writes } from '@menu/shared/ui/testing';
import type { Tag } from './api';
import { tagFixture } from './testing';
import { TagEditor } from './TagEditor';

const TAG: Tag = tagFixture({ id: 3, name: 'Picante', icon: 'fa-solid fa-pepper-hot' });

function open(props: Partial<Parameters<typeof TagEditor>[0]> = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const view = renderUi(<TagEditor open onClose={onClose} onSaved={onSaved} {...props} />);
  return { ...view, onClose, onSaved };
}

jest.setTimeout(30_000);
beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('TagEditor', () => {
  it("is titled 'Agregar etiqueta' / 'Actualizar etiqueta', the stored icon pressed", () => {
    const first = open();
    expect(screen.getByText('Agregar etiqueta')).toBeInTheDocument();
    expect(screen.getByText('Sin icono')).toBeInTheDocument();
    first.unmount();
    open({ initial: TAG });
    expect(screen.getByText('Actualizar etiqueta')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Picante' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Vegano' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("needs a name: 'Campo obligatorio'", async () => {
    const calls = serve({});
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Campo obligatorio')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('the icon search filters the picker by Spanish label or keyword', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText('Buscar icono'), 'cafe');
    expect(screen.getByRole('button', { name: 'Café' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pizza' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Buscar icono'));
    await user.type(screen.getByLabelText('Buscar icono'), 'zzz');
    expect(screen.getByText('Ningún icono coincide')).toBeInTheDocument();
  });

  it('creates with the name only when no icon is chosen', async () => {
    const calls = serve({ 'POST /v1/tags': { id: 8 } });
    const { user, onSaved } = open();
    await user.type(screen.getByLabelText('Nombre'), 'Nuevo');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(8));
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/tags', body: { name: 'Nuevo' } }]);
  });

  it('creates with the chosen Font Awesome class', async () => {
    const calls = serve({ 'POST /v1/tags': { id: 9 } });
    const { user, onSaved } = open();
    await user.type(screen.getByLabelText('Nombre'), 'Vegano');
    await user.click(screen.getByRole('button', { name: 'Vegano' }));
    expect(screen.getByRole('button', { name: 'Vegano' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(9));
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/tags', body: { name: 'Vegano', icon: 'fa-solid fa-leaf' } },
    ]);
  });

  it('an update sends what changed; clicking the chosen icon again clears it (icon: null)', async () => {
    const calls = serve({ 'PUT /v1/tags/3': { id: 3 } });
    const { user, onSaved } = open({ initial: TAG });
    await user.click(screen.getByRole('button', { name: 'Picante' }));
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(3));
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/tags/3', body: { icon: null } }]);
  });
});
