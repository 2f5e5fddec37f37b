import { dayjs, daysUntil } from './dates';

describe('dates', () => {
  const now = new Date(2024, 4, 15, 18, 30); // 15 May 2024, evening

  it('reads dates in Spanish', () => {
    expect(dayjs.locale()).toBe('es');
    expect(dayjs(new Date(2024, 0, 10)).format('D [de] MMMM')).toBe('10 de enero');
  });

  it('counts whole calendar days until a date', () => {
    expect(daysUntil(new Date(2024, 4, 15, 1, 0), now)).toBe(0);
    expect(daysUntil(new Date(2024, 4, 16, 0, 1), now)).toBe(1);
    expect(daysUntil(new Date(2024, 4, 14, 23, 59), now)).toBe(-1);
    expect(daysUntil(new Date(2024, 5, 14), now)).toBe(30);
  });

  it('treats a missing date as never expiring', () => {
    expect(daysUntil(null, now)).toBe(Number.POSITIVE_INFINITY);
    expect(daysUntil(undefined, now)).toBe(Number.POSITIVE_INFINITY);
  });
});
