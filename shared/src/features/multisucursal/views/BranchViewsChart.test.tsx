import { renderUi } from '@menu/shared/ui/testing';
import { screen, within } from '@testing-library/react';
import type { BranchViews } from './api';
import { BranchViewsChart } from './BranchViewsChart';

jest.setTimeout(30_000);
afterEach(() => {
  document.body.innerHTML = '';
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
