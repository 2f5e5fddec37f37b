import {
  calendarDate,
  EXPIRATION_MESSAGES,
  expiration,
  expirationAfter,
  INVALID_DATE_VALUES,
  isCalendarDate,
  isExpired,
  toCalendarDate,
  toDayMonthYear,
} from './dates';

const TODAY = '2030-01-14';

describe('expiration', () => {
  it('must be after the end of today, with the message naming today as DD-MM-YYYY', () => {
    expect(expiration('2030-01-15', TODAY)).toBeNull();
    expect(expiration('2031-06-01', TODAY)).toBeNull();
    expect(expiration('2030-01-14', TODAY)).toBe('La vigencia debe ser mayor a 14-01-2030');
    expect(expiration('2030-01-13', TODAY)).toBe('La vigencia debe ser mayor a 14-01-2030');
    expect(expiration('1999-12-31', TODAY)).toBe('La vigencia debe ser mayor a 14-01-2030');
  });

  it('is optional: empty values pass', () => {
    for (const value of [undefined, null, '', '   ']) expect(expiration(value, TODAY)).toBeNull();
  });

  it.each([
    'Invalid date',
    'Fecha inválida',
    '2030-02-30',
    '2030-13-01',
    '15-01-2030',
    '2030-1-15',
    '2030-01-15T10:00:00Z',
    42,
    {},
  ])('rejects %p as not a date', (value) => {
    expect(expiration(value, TODAY)).toBe('La vigencia no es una fecha válida');
  });

  it('accepts Date objects (local calendar date) and dayjs-like values', () => {
    expect(expiration(new Date(2030, 0, 15, 0, 5), TODAY)).toBeNull();
    expect(expiration(new Date(2030, 0, 14, 23, 59), TODAY)).toBe('La vigencia debe ser mayor a 14-01-2030');
    expect(expiration(new Date(Number.NaN), TODAY)).toBe(EXPIRATION_MESSAGES.invalid);
    const dayjsLike = (s: string, valid = true) => ({
      format: (f: string) => (f === 'YYYY-MM-DD' ? s : '?'),
      isValid: () => valid,
    });
    expect(expiration(dayjsLike('2030-01-16'), TODAY)).toBeNull();
    expect(expiration(dayjsLike('2030-01-14'), TODAY)).toBe('La vigencia debe ser mayor a 14-01-2030');
    expect(expiration(dayjsLike('Invalid Date', false), TODAY)).toBe(EXPIRATION_MESSAGES.invalid);
  });

  it('as a form Rule with today fixed', () => {
    const rule = expirationAfter(TODAY);
    expect(rule('2030-01-15')).toBeNull();
    expect(rule('2030-01-14')).toBe('La vigencia debe ser mayor a 14-01-2030');
  });
});

describe('date helpers', () => {
  it('knows real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2023-04-31')).toBe(false);
    expect(isCalendarDate('2023-00-10')).toBe(false);
  });

  it('formats DD-MM-YYYY and reads dates', () => {
    expect(toDayMonthYear('2030-01-05')).toBe('05-01-2030');
    expect(toCalendarDate(' 2030-01-05 ')).toBe('2030-01-05');
    expect(toCalendarDate('nope')).toBeUndefined();
    expect(INVALID_DATE_VALUES).toEqual(['Invalid date', 'Fecha inválida']);
  });

  it('gives the calendar date of an instant in a time zone', () => {
    const instant = Date.UTC(2030, 0, 15, 5, 30); // 2030-01-15 05:30 UTC
    expect(calendarDate(instant, 'UTC')).toBe('2030-01-15');
    expect(calendarDate(instant, 'America/Mexico_City')).toBe('2030-01-14'); // 23:30 the day before
    expect(calendarDate(instant, 'Asia/Tokyo')).toBe('2030-01-15');
  });

  it('expired means the date is before today (an item expiring today is still shown)', () => {
    expect(isExpired('2030-01-13', TODAY)).toBe(true);
    expect(isExpired('2030-01-14', TODAY)).toBe(false);
    expect(isExpired(null, TODAY)).toBe(false);
  });
});
