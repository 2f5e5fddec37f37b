import { dayjs, daysUntil, timeAgo } from './dates';

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

  it('says how long ago a moment was, briefly', () => {
    expect(timeAgo(new Date(2024, 4, 15, 18, 29, 40), now)).toBe('hace un momento');
    expect(timeAgo(new Date(2024, 4, 15, 18, 27), now)).toBe('hace 3 min');
    expect(timeAgo(new Date(2024, 4, 15, 17, 45), now)).toBe('hace 45 min');
    expect(timeAgo(new Date(2024, 4, 15, 16, 20), now)).toBe('hace 2 h');
    expect(timeAgo(new Date(2024, 4, 14, 20, 0), now)).toBe('hace 22 h');
    expect(timeAgo(new Date(2024, 4, 14, 12, 0), now)).toBe('ayer');
    expect(timeAgo(new Date(2024, 4, 11, 12, 0), now)).toBe('hace 4 días');
    expect(timeAgo(new Date(2024, 3, 2, 12, 0), now)).toBe('2 abr 2024');
  });
});
