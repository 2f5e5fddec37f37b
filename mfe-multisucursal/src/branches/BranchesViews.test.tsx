import { json, serve, setupBoardTests } from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { BranchesBoard } from './BranchesBoard';
import { renderSection, branch } from './testing';

jest.setTimeout(30_000);
setupBoardTests();

const branches = () => [branch(1, 'Centro'), branch(2, 'Norte', { enabled: false })];

/** 30 days ending on 2026-03-09 with `counts` on the last days (oldest first). */
function days(counts: number[]) {
  const end = Date.UTC(2026, 2, 9);
  return Array.from({ length: 30 }, (_, i) => {
    const date = new Date(end - (29 - i) * 86_400_000).toISOString().slice(0, 10);
    return { date, views: counts[i - (30 - counts.length)] ?? 0 };
  });
}
const viewsOf = (id: number, counts: number[]) => {
  const list = days(counts);
  return { sucursal_id: id, total: list.reduce((sum, d) => sum + d.views, 0), days: list };
};

const show = () => renderSection(<BranchesBoard enabledLimit={5} />);
const cell = (row: string) => {
  const cells = within(screen.getByRole('row', { name: row })).getAllByRole('cell');
  const index = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === 'Visitas (30 días)');
  return cells[index];
};

describe('SucursalesBoard: Visitas', () => {
  it("shows each branch's 30-day total in 'Visitas (30 días)', read once with days=30", async () => {
    const calls = serve({
      'GET /v1/sucursales': branches(),
      'GET /v1/sucursales/views': [viewsOf(1, [2, 0, 1200]), viewsOf(2, [])],
    });
    show();
    await screen.findByRole('row', { name: 'Centro' });
    await waitFor(() => expect(cell('Centro')).toHaveTextContent('1,202'));
    expect(cell('Norte')).toHaveTextContent('0');
    expect(calls.filter((c) => c.path === '/v1/sucursales/views')).toEqual([
      { method: 'GET', path: '/v1/sucursales/views', query: { days: '30' }, body: undefined },
    ]);
  });

  it("shows '—' while the counts are unknown (the call failed)", async () => {
    serve({
      'GET /v1/sucursales': branches(),
      'GET /v1/sucursales/views': () => json(500, { error: { code: 'INTERNAL', message: 'x' } }),
    });
    show();
    await screen.findByRole('row', { name: 'Centro' });
    expect(cell('Centro')).toHaveTextContent('—');
  });

  it("'Visitas' opens the branch's chart with fresh counts: total, busiest day and one bar per day", async () => {
    let centro = [1];
    const calls = serve({
      'GET /v1/sucursales': branches(),
      'GET /v1/sucursales/views': () => json(200, { info: [viewsOf(1, centro), viewsOf(2, [])] }),
    });
    const { user } = show();
    await waitFor(() => expect(cell('Centro')).toHaveTextContent('1'));
    centro = [4, 0, 3];
    await user.click(within(screen.getByRole('row', { name: 'Centro' })).getByRole('button', { name: 'Visitas' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Visitas de Centro (30 días)')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByTestId('views-total')).toHaveTextContent('7 visitas'));
    expect(
      within(dialog).getByRole('img', { name: 'Visitas por día: 7 visitas en los últimos 30 días' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Día con más visitas/)).toHaveTextContent('Día con más visitas: 7 mar (4 visitas)');
    expect(dialog.querySelectorAll('rect')).toHaveLength(30);
    expect(calls.filter((c) => c.path === '/v1/sucursales/views')).toHaveLength(2);
    expect(cell('Centro')).toHaveTextContent('7');
  });

  it("a branch without views says 'Aún no hay visitas'", async () => {
    serve({ 'GET /v1/sucursales': branches(), 'GET /v1/sucursales/views': [viewsOf(1, [1]), viewsOf(2, [])] });
    const { user } = show();
    await user.click(
      within(await screen.findByRole('row', { name: 'Norte' })).getByRole('button', { name: 'Visitas' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Aún no hay visitas')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: /Visitas por día/ })).not.toBeInTheDocument();
  });
});
