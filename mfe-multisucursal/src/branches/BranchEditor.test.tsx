import { MESSAGES, profileAtom, sessionStore } from '@menu/shared';
import { json, pickOption, renderUi, serve, signIn, writes } from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { BranchEditor } from './BranchEditor';
import { branch, FRANCHISES } from './testing';

/** A new branch starts in the owner's browser zone (they usually set it up on site). */
const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

jest.setTimeout(30_000);

const CENTRO = branch(3, 'Centro', {
  address: 'Av. Juárez 10',
  phone: '5512345678',
  whatsapp_num: '5587654321',
  facebook_usr: 'cafeole',
  website: 'https://cafe.mx/',
  template: { id: 4, name: 'Desayunos' },
  template_id: 4,
});
const TEMPLATES = [
  { id: 4, name: 'Desayunos' },
  { id: 9, name: 'Franquicia norte' },
];

function open(props: Partial<Parameters<typeof BranchEditor>[0]> = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const view = renderUi(<BranchEditor open onClose={onClose} onSaved={onSaved} {...props} />);
  return { ...view, onClose, onSaved };
}

const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('SucursalEditor', () => {
  it("is titled 'Agregar sucursal' / 'Actualizar sucursal'; a loaded phone shows 'XXX XXX XXXX'", () => {
    const first = open();
    expect(screen.getByText('Agregar sucursal')).toBeInTheDocument();
    first.unmount();
    open({ initial: CENTRO });
    expect(screen.getByText('Actualizar sucursal')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Centro');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('551 234 5678');
    expect(screen.getByLabelText('WhatsApp')).toHaveValue('558 765 4321');
    expect(screen.getByLabelText('Facebook')).toHaveValue('cafeole');
  });

  it("needs a name: 'Campo obligatorio', nothing sent", async () => {
    const calls = serve({});
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await within(itemOf('Nombre')).findByText(MESSAGES.required)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('a create sends only the non-empty values (the phone as its digits, the username without its link)', async () => {
    const calls = serve({ 'POST /v1/sucursales': () => json(201, { info: branch(8, 'Norte') }) });
    const { user, onSaved, onClose } = open({ templates: TEMPLATES });
    await user.type(screen.getByLabelText('Nombre'), 'Norte');
    await user.type(screen.getByLabelText('Teléfono'), '5512345678');
    await user.type(screen.getByLabelText('Instagram'), '@cafe.norte');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(8));
    expect(onClose).toHaveBeenCalled();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/v1/sucursales',
        body: { name: 'Norte', time_zone: BROWSER_ZONE, phone: '5512345678', instagram_usr: 'cafe.norte' },
      },
    ]);
  });

  it('a create with a template sends its id', async () => {
    const calls = serve({ 'POST /v1/sucursales': () => json(201, { info: branch(8, 'Norte') }) });
    const { user, onSaved } = open({ templates: TEMPLATES });
    await user.type(screen.getByLabelText('Nombre'), 'Norte');
    await pickOption(user, 'Plantilla', 'Franquicia norte');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(8));
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/sucursales', body: { name: 'Norte', template_id: 9, time_zone: BROWSER_ZONE } },
    ]);
  });

  it('an update sends what changed, emptied optional values as null', async () => {
    const calls = serve({ 'PUT /v1/sucursales/3': CENTRO });
    const { user, onSaved } = open({ initial: CENTRO, templates: TEMPLATES });
    await user.clear(screen.getByLabelText('Dirección'));
    await user.clear(screen.getByLabelText('Facebook'));
    await user.clear(screen.getByLabelText('WhatsApp'));
    await user.type(screen.getByLabelText('Teléfono'), '{Backspace}9');
    await pickOption(user, 'Plantilla', 'Sin plantilla');
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(3));
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/sucursales/3',
        body: { address: null, facebook_usr: null, whatsapp_num: null, phone: '5512345679', template_id: null },
      },
    ]);
  });

  it('saved unchanged, nothing is sent', async () => {
    const calls = serve({});
    const { user, onSaved } = open({ initial: CENTRO, templates: TEMPLATES });
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(3));
    expect(writes(calls)).toEqual([]);
  });

  it("the server's field error shows under its field, with a notification", async () => {
    const message = 'Debe tener como máximo 300 caracteres';
    serve({
      'PUT /v1/sucursales/3': () =>
        json(400, {
          error: { code: 'VALIDATION_ERROR', message, field: 'address', fields: [{ field: 'address', message }] },
        }),
    });
    const { user, onSaved } = open({ initial: CENTRO });
    await user.type(screen.getByLabelText('Dirección'), ' interior 2');
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await within(itemOf('Dirección')).findByText(message)).toBeInTheDocument();
    expect(screen.getByText('No se pudo guardar la sucursal')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe("SucursalEditor: 'Pedidos y llamadas desde la mesa'", () => {
  beforeEach(() => sessionStore.set(profileAtom, FRANCHISES));
  const tableOrders = () => screen.getByRole('switch', { name: 'Pedidos y llamadas desde la mesa' });

  it('an update turned on sends table_orders: true; a create sends it only when on', async () => {
    const calls = serve({
      'PUT /v1/sucursales/3': CENTRO,
      'POST /v1/sucursales': () => json(201, { info: branch(8, 'Norte') }),
    });
    const first = open({ initial: CENTRO, templates: TEMPLATES });
    expect(tableOrders()).not.toBeChecked();
    await first.user.click(tableOrders());
    await first.user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(first.onSaved).toHaveBeenCalledWith(3));
    first.unmount();
    const { user, onSaved } = open();
    await user.type(screen.getByLabelText('Nombre'), 'Norte');
    await user.click(tableOrders());
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(8));
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/v1/sucursales/3', body: { table_orders: true } },
      { method: 'POST', path: '/v1/sucursales', body: { name: 'Norte', time_zone: BROWSER_ZONE, table_orders: true } },
    ]);
  });
});
