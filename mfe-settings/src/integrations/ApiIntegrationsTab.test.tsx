import { MESSAGES, type Profile } from '@menu/shared';
import { queryClient } from '@menu/shared/data';
import {
  FRANCHISES_PROFILE,
  json,
  NEGOCIO_PROFILE,
  renderInPanel,
  serve,
  settle,
  signIn,
  writes,
} from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import remote from '../remote';
import { ApiIntegrationsTab } from './ApiIntegrationsTab';
import type { ApiKey } from './apiKeys';

jest.setTimeout(30_000);

beforeEach(signIn);
afterEach(() => {
  queryClient().clear();
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

const POS: ApiKey = {
  id: 2,
  name: 'Punto de venta',
  prefix: 'mk_live_3f9a…',
  scope: 'write',
  created: '2026-11-30T10:00:00.000Z',
  last_used: new Date(Date.now() - 2 * 3600_000).toISOString(),
  revoked: null,
};
const OLD: ApiKey = {
  id: 1,
  name: 'Reparto',
  prefix: 'mk_live_0c1d…',
  scope: 'read',
  created: '2026-11-01T10:00:00.000Z',
  last_used: null,
  revoked: '2026-11-20T10:00:00.000Z',
};
const KEY = `mk_live_${'ab'.repeat(20)}`;

async function open(routes: Record<string, unknown> = {}) {
  const calls = serve({ 'GET /v1/api-keys': [POS, OLD], 'GET /v1/webhooks': [], ...routes });
  const view = renderInPanel(<ApiIntegrationsTab />, FRANCHISES_PROFILE, '/settings/integrations');
  await screen.findByRole('row', { name: POS.name });
  return { ...view, calls };
}
const cells = (name: string) =>
  within(screen.getByRole('row', { name }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const dialog = () => screen.getByRole('dialog');

describe('Integraciones: API keys', () => {
  it("lists each key: name, its start, permission, last use and state; a revoked key can't be revoked again", async () => {
    await open();
    expect(cells(POS.name)).toEqual([
      'Punto de venta',
      'mk_live_3f9a…',
      'Lectura y escritura',
      'hace 2 h',
      'Activa',
      'Revocar',
    ]);
    expect(cells(OLD.name)).toEqual(['Reparto', 'mk_live_0c1d…', 'Lectura', 'Nunca', 'Revocada', '']);
  });

  it('creates a key and shows it once, with Copiar and the warning; closing leaves only the list', async () => {
    const created = { id: 3, key: KEY, name: 'Caja', prefix: 'mk_live_abab…', scope: 'read' };
    const { user, calls } = await open({ 'POST /v1/api-keys': () => json(201, { info: created }) });
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Crear clave' }));
    await user.type(within(dialog()).getByLabelText('Nombre'), ' Caja ');
    await user.click(within(dialog()).getByRole('button', { name: 'Crear clave' }));
    expect(await within(dialog()).findByText('Guárdala ahora: no volverás a verla')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Clave de API')).toHaveValue(KEY);
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/api-keys', body: { name: 'Caja', scope: 'read' } }]);
    await user.click(within(dialog()).getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    // The list is read again (the new key's row comes from the API, without the key).
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/v1/api-keys')).toHaveLength(2));
    await user.click(within(dialog()).getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(KEY)).not.toBeInTheDocument();
  });

  it("asks for a name and sends the chosen permission ('Lectura y escritura')", async () => {
    const { user, calls } = await open({
      'POST /v1/api-keys': () =>
        json(201, { info: { id: 4, key: KEY, name: 'POS', prefix: 'mk_live_abab…', scope: 'write' } }),
    });
    await user.click(screen.getByRole('button', { name: 'Crear clave' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Crear clave' }));
    expect(await within(dialog()).findByText(MESSAGES.required)).toBeInTheDocument();
    await settle(50);
    expect(writes(calls)).toEqual([]);
    await user.type(within(dialog()).getByLabelText('Nombre'), 'POS');
    await user.click(within(dialog()).getByLabelText('Lectura y escritura'));
    await user.click(within(dialog()).getByRole('button', { name: 'Crear clave' }));
    await within(dialog()).findByLabelText('Clave de API');
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/api-keys', body: { name: 'POS', scope: 'write' } }]);
  });

  it('revokes a key after its confirmation', async () => {
    const { user, calls } = await open({ 'DELETE /v1/api-keys/2': { id: 2 } });
    await user.click(screen.getByRole('button', { name: `Revocar ${POS.name}` }));
    expect(await screen.findByText(`¿Revocar «${POS.name}»?`)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Revocar' }));
    expect(await screen.findByText(`Clave «${POS.name}» revocada`)).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/v1/api-keys/2', body: undefined }]);
  });

  it('a plan without integrations sees the invitation to upgrade and reads no keys', async () => {
    const calls = serve({ 'GET /v1/api-keys': [POS] });
    renderInPanel(<ApiIntegrationsTab />, NEGOCIO_PROFILE, '/settings/integrations');
    expect(await screen.findByText('Obtén acceso')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mejorar Suscripción' })).toBeInTheDocument();
    await settle(50);
    expect(calls).toEqual([]);
  });
});

describe("Configuración's 'Integraciones' tab", () => {
  const settings = remote.routes.find((route) => route.path === 'settings/*')!.element as ReactElement;
  const as = (role: string) => ({ ...FRANCHISES_PROFILE, member: { ...FRANCHISES_PROFILE.member, role } }) as Profile;

  it('is the owner’s: listed, and at /settings/integrations it shows the API keys', async () => {
    serve({ 'GET /v1/api-keys': [POS], 'GET /v1/webhooks': [] });
    renderInPanel(settings, FRANCHISES_PROFILE, '/settings/integrations');
    expect(screen.getByRole('tab', { name: 'Integraciones' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('row', { name: POS.name })).toBeInTheDocument();
    // The webhooks card below the keys.
    expect(await screen.findByRole('button', { name: 'Agregar webhook' })).toBeInTheDocument();
  });

  it.each(['admin', 'manager', 'staff'])('is not listed for %s', (role) => {
    serve({});
    renderInPanel(settings, as(role), '/settings/account');
    expect(screen.getByRole('tab', { name: 'Cuenta' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Integraciones' })).not.toBeInTheDocument();
  });
});
