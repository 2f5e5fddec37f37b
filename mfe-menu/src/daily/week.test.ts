import { changedDays, dayLabel, localToday, offeredOn, weekDates, weekTitle } from './week';

describe('the week of Menú del día', () => {
  it('runs Monday to Sunday and names itself in Spanish, each end with its month or year when they differ', () => {
    expect(weekDates('2026-12-13')).toEqual([
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
      '2026-12-12',
      '2026-12-13',
    ]);
    expect(weekTitle('2026-12-07')).toBe('Semana del 7 al 13 de diciembre');
    expect(weekTitle('2026-11-30')).toBe('Semana del 30 de noviembre al 6 de diciembre');
    expect(weekTitle('2026-12-28')).toBe('Semana del 28 de diciembre de 2026 al 3 de enero de 2027');
    expect(dayLabel('2026-12-09')).toBe('Miércoles 9');
  });

  it("today is the browser's calendar date; a day is offered when the combo's hours name its weekday (no hours: every day)", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    const weekdays = { days: [1, 2, 3, 4, 5], ranges: [{ start: '13:00', end: '17:00' }] };
    expect(offeredOn(weekdays, '2026-12-11')).toBe(true);
    expect(offeredOn(weekdays, '2026-12-12')).toBe(false);
    expect(offeredOn(null, '2026-12-12')).toBe(true);
  });

  it('what to save: the dates whose draft differs from the server, whatever the order of the keys', () => {
    const sopa = { name: 'Sopa', min: 1, max: 1, items: [{ product_id: null, name: 'Consomé', surcharge: null }] };
    const reordered = { items: [{ surcharge: null, name: 'Consomé', product_id: null }], max: 1, min: 1, name: 'Sopa' };
    expect(
      changedDays(
        { '2026-12-08': [reordered], '2026-12-09': [], '2026-12-10': [sopa] },
        { '2026-12-08': [sopa], '2026-12-09': [sopa] },
      ),
    ).toEqual([
      { date: '2026-12-09', steps: [] },
      { date: '2026-12-10', steps: [sopa] },
    ]);
  });
});
