import { MESSAGES } from '@menu/shared';
import { json, serve, settle, signIn, writes } from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@menu/shared/data';
import { SingleBranch } from './SingleBranch';
import { CENTRO, itemOf, profile, renderTab } from './testing';

jest.setTimeout(30_000);

beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

async function open(branches = [CENTRO, { ...CENTRO, id: 9, name: 'Norte' }], routes: Record<string, unknown> = {}) {
  const calls = serve({ 'GET /v1/sucursales': branches, ...routes });
  const view = renderTab(<SingleBranch />, profile('NEGOCIO'));
  await screen.findByLabelText('Nombre');
  return { ...view, calls };
}

describe('SingleBranch', () => {
  it("shows the first branch; Vista Previa opens its public menu in a new tab, as the owner's preview (not counted as a visit)", async () => {
    await open();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Sucursal');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Centro');
    expect(screen.getByLabelText('Dirección')).toHaveValue('Av. Juárez 10');
    expect(screen.getByLabelText('Facebook')).toHaveValue('cafeole');
    const preview = screen.getByRole('link', { name: /Vista Previa/ });
    expect(preview).toHaveAttribute('href', 'http://localhost:8080/m/centro?preview=1');
    expect(preview).toHaveAttribute('target', '_blank');
  });

  it("a phone that is not 10 digits says 'El teléfono deben ser 10 dígitos' and nothing is sent", async () => {
    const { user, calls } = await open();
    await user.type(screen.getByLabelText('WhatsApp'), '55123');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(itemOf('WhatsApp')).findByText(MESSAGES.phone)).toBeInTheDocument();
    await settle(50);
    expect(writes(calls)).toEqual([]);
  });

  it('Guardar sends only what changed, emptied values as null', async () => {
    const { user, calls } = await open(undefined, {
      'PUT /v1/sucursales/3': { ...CENTRO, address: null, whatsapp_num: '5587654321' },
    });
    await user.clear(screen.getByLabelText('Dirección'));
    await user.type(screen.getByLabelText('WhatsApp'), '5587654321');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Sucursal actualizada')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/v1/sucursales/3', body: { address: null, whatsapp_num: '5587654321' } },
    ]);
  });

  it("the branch comes from the data cache's branches list, and a save writes the answered branch into it", async () => {
    const { user, calls } = await open(undefined, {
      'PUT /v1/sucursales/3': { ...CENTRO, whatsapp_num: '5587654321' },
    });
    await user.type(screen.getByLabelText('WhatsApp'), '5587654321');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Sucursal actualizada')).toBeInTheDocument();
    const cached = queryClient().getQueryData<Array<{ id: number; whatsapp_num: string | null }>>(['/v1/sucursales']);
    expect(cached?.map((branch) => [branch.id, branch.whatsapp_num])).toEqual([
      [3, '5587654321'],
      [9, CENTRO.whatsapp_num],
    ]);
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/v1/sucursales')).toHaveLength(1);
  });

  it('a server field error shows under its field', async () => {
    const message = 'Debe tener como máximo 300 caracteres';
    const { user } = await open(undefined, {
      'PUT /v1/sucursales/3': () =>
        json(400, { error: { code: 'VALIDATION_ERROR', message, fields: [{ field: 'address', message }] } }),
    });
    await user.type(screen.getByLabelText('Dirección'), ' interior 2');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(itemOf('Dirección')).findByText(message)).toBeInTheDocument();
    expect(screen.getByText('No se pudo guardar la sucursal')).toBeInTheDocument();
  });

  it("Generar Link opens the kit's Compartir Link modal with the branch's link", async () => {
    // jsdom draws no canvas (the QR code's).
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: /Generar Link/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Compartir Link')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByDisplayValue('centro')).toBeInTheDocument());
  });

  it('an account without a branch says so', async () => {
    serve({ 'GET /v1/sucursales': [] });
    renderTab(<SingleBranch />, profile('NEGOCIO'));
    expect(await screen.findByText('Tu cuenta aún no tiene sucursal.')).toBeInTheDocument();
  });

  it('a failed load says so with the reason', async () => {
    serve({ 'GET /v1/sucursales': () => json(500, { error: { code: 'INTERNAL_ERROR', message: 'INTERNAL_ERROR' } }) });
    renderTab(<SingleBranch />, profile('NEGOCIO'));
    expect(await screen.findByText('No se pudo cargar la sucursal')).toBeInTheDocument();
    expect(screen.getByText('Algo a salido mal, por favor intenta más tarde.')).toBeInTheDocument();
  });
});

describe('SingleBranch: Visitas (30 días)', () => {
  const days = (counts: number[]) =>
    counts.map((views, i) => ({ date: `2026-03-${String(i + 1).padStart(2, '0')}`, views }));

  it("shows the branch's 30-day chart with its total and busiest day", async () => {
    const centro = days([...Array(27).fill(0), 2, 5, 1]);
    await open(undefined, {
      'GET /v1/sucursales/views': [
        { sucursal_id: 3, total: 8, days: centro },
        { sucursal_id: 9, total: 50, days: days([50]) },
      ],
    });
    const section = screen.getByRole('region', { name: 'Visitas (30 días)' });
    expect(await within(section).findByTestId('views-total')).toHaveTextContent('8 visitas');
    expect(within(section).getByText(/Día con más visitas/)).toHaveTextContent(
      'Día con más visitas: 29 mar (5 visitas)',
    );
    expect(
      within(section).getByRole('img', { name: 'Visitas por día: 8 visitas en los últimos 30 días' }),
    ).toBeInTheDocument();
  });

  it("says 'Aún no hay visitas' without views, and a warning when they cannot be read", async () => {
    await open(undefined, { 'GET /v1/sucursales/views': [{ sucursal_id: 3, total: 0, days: days([0, 0]) }] });
    expect(
      await within(screen.getByRole('region', { name: 'Visitas (30 días)' })).findByText('Aún no hay visitas'),
    ).toBeInTheDocument();
    document.body.innerHTML = '';
    // Another page load: the views are read through the data cache, which would answer within its fresh time.
    queryClient().clear();
    await open(undefined, {
      'GET /v1/sucursales/views': () => json(500, { error: { code: 'INTERNAL', message: 'x' } }),
    });
    expect(await screen.findByText('No se pudieron cargar las visitas')).toBeInTheDocument();
  });
});

describe('SingleBranch: the dishes diners add, beside the views', () => {
  const views = [{ sucursal_id: 3, total: 2, days: [{ date: '2026-03-01', views: 2 }], tables: [] }];
  const demand = {
    sucursal_id: 3,
    days: 1,
    dishes: [
      { product_id: 1, name: 'Tacos al pastor', adds: 4 },
      { product_id: 2, name: 'Flan', adds: 0 },
    ],
    tables: [],
  };

  it("a paid plan sees 'Más pedidos' / 'Menos pedidos' in Visitas (30 días); FREEMIUM neither sees nor asks", async () => {
    const routes = { 'GET /v1/sucursales/views': views, 'GET /v1/sucursales/3/demand': demand };
    const first = await open([CENTRO], routes);
    const section = screen.getByRole('region', { name: 'Visitas (30 días)' });
    const most = await within(section).findByRole('list', { name: 'Más pedidos' });
    expect(most).toHaveTextContent('Tacos al pastorAgregado por 4 comensales');
    expect(within(section).getByRole('list', { name: 'Menos pedidos' })).toHaveTextContent('Flan');
    first.unmount();
    queryClient().clear();
    const calls = serve({ 'GET /v1/sucursales': [CENTRO], ...routes });
    renderTab(<SingleBranch />, profile('FREEMIUM'));
    expect(await screen.findByTestId('views-total')).toHaveTextContent('2 visitas');
    expect(screen.queryByText('Más pedidos')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/v1/sucursales/3/demand')).toEqual([]);
  });
});

describe("SingleBranch: 'Pedidos y llamadas desde la mesa'", () => {
  const tableOrders = () => screen.getByRole('switch', { name: 'Pedidos y llamadas desde la mesa' });

  it('a paid plan turns it on: Guardar sends table_orders', async () => {
    const calls = serve({
      'GET /v1/sucursales': [CENTRO],
      'PUT /v1/sucursales/3': { ...CENTRO, table_orders: true },
    });
    const { user } = renderTab(<SingleBranch />, profile('NEGOCIO'));
    await screen.findByLabelText('Nombre');
    expect(tableOrders()).not.toBeChecked();
    await user.click(tableOrders());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Sucursal actualizada')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/sucursales/3', body: { table_orders: true } }]);
  });

  it('FREEMIUM: the switch is disabled with the plan hint, and a save never sends table_orders', async () => {
    const calls = serve({
      'GET /v1/sucursales': [{ ...CENTRO, table_orders: true }],
      'PUT /v1/sucursales/3': { ...CENTRO, address: 'Calle 5' },
    });
    const { user } = renderTab(<SingleBranch />, profile('FREEMIUM'));
    await screen.findByLabelText('Nombre');
    expect(tableOrders()).toBeDisabled();
    expect(tableOrders()).not.toBeChecked();
    expect(screen.getByText(/Tu plan no incluye los pedidos y las llamadas desde la mesa/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Dirección'));
    await user.type(screen.getByLabelText('Dirección'), 'Calle 5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Sucursal actualizada')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/sucursales/3', body: { address: 'Calle 5' } }]);
  });
});
