import { render, screen, within } from '@testing-library/react';
import { busiestDay, dayLabel, ViewsChart } from './ViewsChart';

const week = (counts: number[]) => counts.map((views, i) => ({ date: `2026-03-0${i + 1}`, views }));

describe('ViewsChart', () => {
  it('labels days in Spanish as D MMM', () => {
    expect(dayLabel('2026-03-09')).toBe('9 mar');
    expect(dayLabel('2026-12-25')).toBe('25 dic');
  });

  it('the busiest day is the one with most views (the latest of equals); none without views', () => {
    expect(busiestDay(week([1, 5, 2, 5, 0]))?.date).toBe('2026-03-04');
    expect(busiestDay(week([0, 0]))).toBeUndefined();
  });

  it('draws one bar per day, scaled to the busiest, with the total, the busiest day and each day described', () => {
    const { container } = render(<ViewsChart days={week([2, 0, 4, 1])} />);
    expect(screen.getByTestId('views-total')).toHaveTextContent('7 visitas');
    expect(screen.getByText(/Día con más visitas/)).toHaveTextContent('Día con más visitas: 3 mar (4 visitas)');
    const chart = screen.getByRole('img', { name: 'Visitas por día: 7 visitas en los últimos 4 días' });
    expect(chart).toHaveAccessibleDescription('1 mar: 2, 2 mar: 0, 3 mar: 4, 4 mar: 1');
    const bars = [...container.querySelectorAll('rect')];
    expect(bars.map((bar) => Number(bar.getAttribute('height')))).toEqual([60, 0, 120, 30]);
    expect(bars.map((bar) => bar.querySelector('title')?.textContent)).toEqual([
      '1 mar: 2 visitas',
      '2 mar: 0 visitas',
      '3 mar: 4 visitas',
      '4 mar: 1 visita',
    ]);
    // A label under the last day (and every seventh before it).
    expect(within(chart).getByText('4 mar')).toBeInTheDocument();
  });

  it("says 'Aún no hay visitas' when every day is zero, without a chart", () => {
    render(<ViewsChart days={week([0, 0, 0])} />);
    expect(screen.getByText('Aún no hay visitas')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Visitas por día/ })).not.toBeInTheDocument();
  });
});
