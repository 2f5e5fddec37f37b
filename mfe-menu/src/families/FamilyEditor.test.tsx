import { screen, waitFor, within } from '@testing-library/react';
import { fakeFile, json, renderUi, serve, settle, signIn, writes } from '@menu/shared/ui/testing';
import { FamilyEditor } from './FamilyEditor';
import type { Family } from './api';
import { familyFixture } from './testing';

const FAMILY: Family = familyFixture({
  id: 4,
  name: 'Bebidas',
  description: 'Frías y calientes',
  icon: '/uploads/f-800.webp',
  position: 1,
});

function open(props: Partial<Parameters<typeof FamilyEditor>[0]> = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const view = renderUi(<FamilyEditor open onClose={onClose} onSaved={onSaved} {...props} />);
  return { ...view, onClose, onSaved };
}

// antd in jsdom is slow, more so with the other suites running in parallel.
jest.setTimeout(30_000);

beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('FamilyEditor', () => {
  it("is titled 'Agregar familia' without initial and 'Actualizar familia' with it", () => {
    const first = open();
    expect(screen.getByText('Agregar familia')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeInTheDocument();
    first.unmount();
    open({ initial: FAMILY });
    expect(screen.getByText('Actualizar familia')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Bebidas');
    expect(screen.getByAltText('Icono de la familia')).toHaveAttribute('src', '/uploads/f-800.webp');
  });

  it("needs a name: 'Campo obligatorio' and nothing is sent", async () => {
    const calls = serve({});
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Campo obligatorio')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('creates with only the non-empty values and the given position, then reports the id', async () => {
    const calls = serve({ 'POST /v1/families': { id: 11 } });
    const { user, onSaved, onClose } = open({ context: { position: 3 } });
    await user.type(screen.getByLabelText('Nombre'), '  Postres ');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(11));
    expect(onClose).toHaveBeenCalled();
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/families', body: { name: 'Postres', position: 3 } }]);
  });

  it('uploads a chosen icon after the create', async () => {
    const calls = serve({
      'POST /v1/families': { id: 12 },
      'POST /v1/families/12/attachment': { icon: '/uploads/i-800.webp' },
    });
    const { user, onSaved } = open({ context: { position: 0 } });
    await user.type(screen.getByLabelText('Nombre'), 'Tacos');
    await user.type(screen.getByLabelText('Descripción'), 'Al pastor');
    await user.upload(screen.getByLabelText('Icono'), fakeFile('icono.png'));
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(12));
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/families', body: { name: 'Tacos', description: 'Al pastor', position: 0 } },
      { method: 'POST', path: '/v1/families/12/attachment', body: { icon: 'file:icono.png' } },
    ]);
  });

  it('updates only what changed; an emptied description is sent as null; a removed icon as icon: null', async () => {
    const calls = serve({ 'PUT /v1/families/4': { id: 4 } });
    const { user, onSaved } = open({ initial: FAMILY });
    await user.clear(screen.getByLabelText('Descripción'));
    await user.click(screen.getByRole('button', { name: /Quitar imagen/ }));
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(4));
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/families/4', body: { description: null, icon: null } }]);
  });

  it('an unchanged update sends nothing and still closes', async () => {
    const calls = serve({});
    const { user, onSaved, onClose } = open({ initial: FAMILY });
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(4));
    expect(onClose).toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('surfaces an IMAGE_INVALID upload error on the field and keeps the editor open', async () => {
    const message = 'Imagen no valida, solo permite .jpg, .jpeg, .png, .gif';
    serve({
      'POST /v1/families': { id: 13 },
      'POST /v1/families/13/attachment': () => json(400, { error: { code: 'IMAGE_INVALID', message } }),
    });
    const { user, onSaved, onClose } = open();
    await user.type(screen.getByLabelText('Nombre'), 'Falsa');
    await user.upload(screen.getByLabelText('Icono'), fakeFile('no-es-imagen.png'));
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('La imagen no se guardó')).toBeInTheDocument();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(onSaved).toHaveBeenCalledWith(13);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a failed create notifies and keeps the editor open', async () => {
    serve({ 'POST /v1/families': () => json(500, { error: { code: 'INTERNAL_ERROR', message: 'INTERNAL_ERROR' } }) });
    const { user, onSaved, onClose } = open();
    await user.type(screen.getByLabelText('Nombre'), 'X');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('No se pudo guardar la familia')).toBeInTheDocument();
    await settle();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("a VALIDATION_ERROR naming 'name' shows its message under Nombre, and notifies", async () => {
    const message = 'El nombre no puede tener más de 120 caracteres';
    serve({
      'POST /v1/families': () =>
        json(400, {
          error: { code: 'VALIDATION_ERROR', message, field: 'name', fields: [{ field: 'name', message }] },
        }),
    });
    const { user, onClose } = open();
    await user.type(screen.getByLabelText('Nombre'), 'X');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('No se pudo guardar la familia')).toBeInTheDocument();
    const nameItem = screen.getByLabelText('Nombre').closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(within(nameItem).getByText(message)).toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Cancelar closes without a call', async () => {
    const calls = serve({});
    const { user, onClose } = open();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});
