import { queryClient } from '@menu/shared/data';
import { FRANCHISES_PROFILE, json, renderInPanel, serve, settle, signIn, writes } from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { Delivery, Webhook } from './webhooks';
import { WebhooksCard } from './WebhooksCard';

jest.setTimeout(30_000);

beforeEach(signIn);
afterEach(() => {
  queryClient().clear();
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

const POS: Webhook = {
  id: 7,
  url: 'https://pos.ejemplo.com/menu',
  events: ['menu.changed', 'product.sold_out'],
  enabled: true,
  created: '2026-11-30T10:00:00.000Z',
  last_delivery: {
    created: new Date(Date.now() - 2 * 3600_000).toISOString(),
    state: 'delivered',
    response_status: 200,
  },
};
const FAILED: Delivery = {
  id: 31,
  event: 'price.changed',
  state: 'failed',
  attempts: 6,
  response_status: 500,
  last_error: 'Respondió HTTP 500.',
  created: '2026-12-01T15:04:05.000Z',
  delivered: null,
  next_attempt: null,
};
const SECRET = `whsec_${'cd'.repeat(32)}`;

async function open(routes: Record<string, unknown> = {}) {
  const calls = serve({ 'GET /v1/webhooks': [POS], ...routes });
  const view = renderInPanel(<WebhooksCard />, FRANCHISES_PROFILE, '/settings/integrations');
  await screen.findByRole('row', { name: POS.url });
  return { ...view, calls };
}
const cells = (name: string) =>
  within(screen.getByRole('row', { name }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const dialog = () => screen.getByRole('dialog');

describe('Integraciones: webhooks', () => {
  it('lists each webhook: URL, its events in Spanish, Activo and its last delivery', async () => {
    await open();
    expect(cells(POS.url)).toEqual([
      POS.url,
      'Cambió el menú de una sucursalProducto agotado',
      'ActivoPausado', // the switch's two labels; it is on:
      'hace 2 h · Entregado',
      'EntregasEliminar',
    ]);
    expect(screen.getByRole('switch', { name: `Activo ${POS.url}` })).toBeChecked();
  });

  it('adds a webhook with its events and shows the signing secret once, with Copiar', async () => {
    const { user, calls } = await open({ 'POST /v1/webhooks': () => json(201, { info: { id: 8, secret: SECRET } }) });
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Agregar webhook' }));
    await user.type(within(dialog()).getByLabelText('URL'), ' https://reparto.ejemplo.com/hook ');
    await user.click(within(dialog()).getByLabelText('Cambió un precio'));
    await user.click(within(dialog()).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog()).findByText('Guarda el secreto ahora: no volverás a verlo')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Secreto de firma')).toHaveValue(SECRET);
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/v1/webhooks',
        body: { url: 'https://reparto.ejemplo.com/hook', events: ['menu.changed', 'price.changed'] },
      },
    ]);
    await user.click(within(dialog()).getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    await user.click(within(dialog()).getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it("shows the API's refusal of a private address on the URL field", async () => {
    const refusal = {
      error: { code: 'WEBHOOK_URL_FORBIDDEN', message: 'La dirección del webhook debe ser pública.', field: 'url' },
    };
    const { user } = await open({ 'POST /v1/webhooks': () => json(400, refusal) });
    await user.click(screen.getByRole('button', { name: 'Agregar webhook' }));
    await user.type(within(dialog()).getByLabelText('URL'), 'https://10.0.0.5/hook');
    await user.click(within(dialog()).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog()).findByText('La dirección del webhook debe ser pública.')).toBeInTheDocument();
  });

  it('pauses a webhook with its switch and deletes one after its confirmation', async () => {
    const { user, calls } = await open({ 'PUT /v1/webhooks/7': { id: 7 }, 'DELETE /v1/webhooks/7': { id: 7 } });
    await user.click(screen.getByRole('switch', { name: `Activo ${POS.url}` }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/webhooks/7', body: { enabled: false } }]),
    );
    await user.click(screen.getByRole('button', { name: `Eliminar ${POS.url}` }));
    expect(await screen.findByText('¿Eliminar este webhook?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Webhook eliminado')).toBeInTheDocument();
    expect(writes(calls)[1]).toEqual({ method: 'DELETE', path: '/v1/webhooks/7', body: undefined });
  });

  it("'Entregas' lists the deliveries (fecha, evento, estado, intentos, código, error) and 'Reenviar' queues one again", async () => {
    const { user, calls } = await open({
      'GET /v1/webhooks/7/deliveries': [FAILED],
      'POST /v1/webhooks/7/deliveries/31/resend': { id: 31 },
    });
    await user.click(screen.getByRole('button', { name: `Entregas ${POS.url}` }));
    const row = await within(dialog()).findByRole('row', { name: 'Entrega 31' });
    const texts = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(texts.slice(1)).toEqual(['Cambió un precio', 'Fallido', '6', '500', 'Respondió HTTP 500.', 'Reenviar']);
    await user.click(within(row).getByRole('button', { name: 'Reenviar entrega 31' }));
    expect(await screen.findByText('Entrega en cola: se enviará en unos segundos')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/webhooks/7/deliveries/31/resend', body: undefined }]);
    await settle(20);
    expect(calls.filter((c) => c.path === '/v1/webhooks/7/deliveries').length).toBeGreaterThanOrEqual(2);
  });
});
