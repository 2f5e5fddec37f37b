import { dayjs } from '@menu/shared';
import {
  browserToday,
  DROPPED,
  expirationRule,
  expirationToSend,
  formatExpiration,
  isInvalidDate,
  pickerValue,
  storedExpiration,
} from './expiration';

describe('expiration helpers', () => {
  it("today is the browser's calendar date", () => {
    expect(browserToday(new Date(2026, 0, 15, 23, 59))).toBe('2026-01-15');
  });

  it("drops the invalid-date values ('Invalid date', 'Fecha inválida', an invalid dayjs) instead of sending them", () => {
    expect(expirationToSend('Invalid date')).toBe(DROPPED);
    expect(expirationToSend('Fecha inválida')).toBe(DROPPED);
    expect(expirationToSend(dayjs('no es fecha'))).toBe(DROPPED);
    expect(isInvalidDate('Invalid Date')).toBe(true);
  });

  it("sends a picked date as 'YYYY-MM-DD' and an empty one as null", () => {
    expect(expirationToSend(dayjs('2030-02-01'))).toBe('2030-02-01');
    expect(expirationToSend(null)).toBeNull();
    expect(expirationToSend(undefined)).toBeNull();
  });

  it('reads a stored date for the picker; an invalid one counts as none', () => {
    expect(pickerValue('2030-02-01')?.format('DD-MM-YYYY')).toBe('01-02-2030');
    expect(pickerValue('Fecha inválida')).toBeNull();
    expect(storedExpiration('Invalid date')).toBeNull();
    expect(pickerValue(null)).toBeNull();
  });

  it("must be after today ('La vigencia debe ser mayor a {today DD-MM-YYYY}'), except the stored date on update", () => {
    const rule = expirationRule('2026-01-15', null);
    expect(rule(dayjs('2026-01-15'))).toBe('La vigencia debe ser mayor a 15-01-2026');
    expect(rule(dayjs('2026-01-14'))).toBe('La vigencia debe ser mayor a 15-01-2026');
    expect(rule(dayjs('2026-01-16'))).toBeNull();
    expect(rule(null)).toBeNull();
    const editing = expirationRule('2026-01-15', '2025-12-31');
    expect(editing(dayjs('2025-12-31'))).toBeNull();
    expect(editing(dayjs('2026-01-01'))).toBe('La vigencia debe ser mayor a 15-01-2026');
  });

  it('reads in Spanish', () => {
    expect(formatExpiration('2026-12-31')).toBe('31 de diciembre de 2026');
    expect(formatExpiration('2027-01-05')).toBe('5 de enero de 2027');
  });
});
