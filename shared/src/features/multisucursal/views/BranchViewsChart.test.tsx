import { profileAtom, sessionStore, type Profile } from '@menu/shared';
import { queryClient } from '@menu/shared/data';
import { asRole, NEGOCIO_PROFILE, planProfile, renderUi, serve, settle, signIn } from '@menu/shared/ui/testing';
import { screen, within } from '@testing-library/react';
import type { BranchViews } from './api';
import type { BranchDemand } from './demand';
import { BranchViewsChart } from './BranchViewsChart';

jest.setTimeout(30_000);
beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
  sessionStore.set(profileAtom, null);
  queryClient().clear();
});

const days = [
  { date: '2026-03-01', views: 3 },
  { date: '2026-03-02', views: 4 },
];
const views = (tables: BranchViews['tables']): BranchViews => ({ sucursal_id: 1, total: 7, days, tables });

describe('BranchViewsChart', () => {
  it("'Por mesa' lists every table with its views, a bar scaled to the busiest", async () => {
    const { user } = renderUi(
      <BranchViewsChart
        views={views([
          { table: 1, views: 2 },
          { table: 2, views: 0 },
          { table: 3, views: 4 },
        ])}
      />,
    );
    // Per day first, as before.
    expect(screen.getByTestId('views-total')).toHaveTextContent('7 visitas');
    await user.click(screen.getByText('Por mesa'));
    const list = screen.getByRole('list', { name: 'Visitas por mesa' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Mesa 12 visitas', 'Mesa 20 visitas', 'Mesa 34 visitas']);
    const bars = rows.map((row) => (row.querySelector('.table-bar') as HTMLElement).style.width);
    expect(bars).toEqual(['50%', '0%', '100%']);
    await user.click(screen.getByText('Por día'));
    expect(screen.getByRole('img', { name: /Visitas por día: 7 visitas/ })).toBeInTheDocument();
  });

  it('a branch without tables shows the daily chart alone; tables without scans say so', async () => {
    const first = renderUi(<BranchViewsChart views={views([])} />);
    expect(screen.queryByText('Por mesa')).not.toBeInTheDocument();
    expect(screen.getByTestId('views-total')).toHaveTextContent('7 visitas');
    first.unmount();
    const { user } = renderUi(<BranchViewsChart views={views([{ table: 1, views: 0 }])} />);
    await user.click(screen.getByText('Por mesa'));
    expect(screen.getByText('Aún no hay visitas desde las mesas')).toBeInTheDocument();
  });
});

describe('BranchViewsChart: the demand of the table service', () => {
  const DEMAND: BranchDemand = {
    sucursal_id: 1,
    days: 2,
    dishes: [
      { product_id: 10, name: 'Tacos al pastor', adds: 12 },
      { product_id: 11, name: 'Gringa', adds: 1 },
      { product_id: 12, name: 'Flan', adds: 0 },
    ],
    tables: [
      { table: 1, calls: 3, waiter: 2, bill: 1 },
      { table: 3, calls: 1, waiter: 0, bill: 1 },
    ],
  };
  const TABLES = [
    { table: 1, views: 2 },
    { table: 2, views: 0 },
    { table: 3, views: 4 },
  ];
  const demandReads = (calls: ReturnType<typeof serve>) =>
    calls.filter((call) => call.path === '/v1/sucursales/1/demand');
  const show = (profile: Profile, demand: BranchDemand = DEMAND) => {
    sessionStore.set(profileAtom, profile);
    const calls = serve({ 'GET /v1/sucursales/1/demand': demand });
    return { calls, ...renderUi(<BranchViewsChart views={views(TABLES)} />) };
  };

  it("'Más pedidos' / 'Menos pedidos' beside the chart, over the views' days", async () => {
    const { calls } = show(NEGOCIO_PROFILE);
    const most = await screen.findByRole('list', { name: 'Más pedidos' });
    expect(
      within(most)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tacos al pastorAgregado por 12 comensales', 'GringaAgregado por 1 comensal']);
    expect(screen.getByRole('list', { name: 'Menos pedidos' })).toHaveTextContent('FlanNadie lo ha agregado');
    // The chart is still there, per day first.
    expect(screen.getByTestId('views-total')).toHaveTextContent('7 visitas');
    expect(demandReads(calls).map((call) => call.query)).toEqual([{ days: '2' }]);
  });

  it("'Por mesa' has a column 'Llamadas': each table's calls, waiter and bill in its tooltip", async () => {
    const { user } = show(NEGOCIO_PROFILE);
    await screen.findByRole('list', { name: 'Más pedidos' });
    await user.click(screen.getByText('Por mesa'));
    expect(screen.getByText('Llamadas')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Visitas por mesa' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Mesa 12 visitas3 llamadas',
      'Mesa 20 visitas0 llamadas',
      'Mesa 34 visitas1 llamada',
    ]);
    expect(rows[0]!.querySelector('.table-calls')).toHaveAttribute('title', 'Llamar al mesero: 2 · Pedir la cuenta: 1');
  });

  it("no add yet: 'Aún no hay pedidos registrados.'", async () => {
    show(NEGOCIO_PROFILE, { ...DEMAND, dishes: DEMAND.dishes.map((d) => ({ ...d, adds: 0 })) });
    expect(await screen.findByText('Aún no hay pedidos registrados.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Más pedidos' })).not.toBeInTheDocument();
  });

  it('FREEMIUM, or Personal (its role does not read the demand): nothing asked, nothing shown, no calls column', async () => {
    for (const profile of [planProfile('FREEMIUM', [{ name: 'Promotions' }]), asRole(NEGOCIO_PROFILE, 'staff', [1])]) {
      const { calls, user, unmount } = show(profile);
      await settle(50);
      expect(screen.queryByText('Más pedidos')).not.toBeInTheDocument();
      expect(screen.queryByText('Aún no hay pedidos registrados.')).not.toBeInTheDocument();
      await user.click(screen.getByText('Por mesa'));
      expect(screen.queryByText('Llamadas')).not.toBeInTheDocument();
      expect(demandReads(calls)).toEqual([]);
      unmount();
    }
  });
});
