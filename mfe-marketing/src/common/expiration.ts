import { dayjs, rules } from '@menu/shared';
import type { Dayjs } from 'dayjs';

/**
 * Expiration dates of promotions and advertising (optional, after today) as the forms
 * handle them: the API speaks 'YYYY-MM-DD' (or null), the DatePicker holds a dayjs value
 * shown as DD-MM-YYYY. The rule and its message live in @menu/shared (validation/dates).
 */
export const DATE_FORMAT = 'DD-MM-YYYY';

/** The browser's calendar date, 'YYYY-MM-DD': "today" of the expiration rule. */
export const browserToday = (now: Date = new Date()): string => rules.toCalendarDate(now)!;

/** True for what must never be sent as a date: 'Invalid date', 'Fecha inválida' and the like. */
export function isInvalidDate(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    return (
      rules.INVALID_DATE_VALUES.some((invalid) => invalid.toLowerCase() === text) || !rules.isCalendarDate(value.trim())
    );
  }
  return rules.toCalendarDate(value) === undefined;
}

/** A stored expiration as the API gives it, or null when there is none or it is not a real date. */
export const storedExpiration = (value: string | null | undefined): string | null =>
  value && !isInvalidDate(value) ? value.trim() : null;

/** The DatePicker's value for a stored expiration. */
export const pickerValue = (value: string | null | undefined): Dayjs | null => {
  const stored = storedExpiration(value);
  return stored ? dayjs(stored) : null;
};

/** Marks a value the update leaves out: an invalid date is dropped, never sent. */
export const DROPPED = Symbol('dropped');

/**
 * The expiration to send for a picked value: 'YYYY-MM-DD', null for none, or DROPPED for
 * an invalid date ('Invalid date', 'Fecha inválida', an invalid dayjs...).
 */
export function expirationToSend(value: unknown): string | null | typeof DROPPED {
  if (value === null || value === undefined || value === '') return null;
  if (isInvalidDate(value)) return DROPPED;
  return rules.toCalendarDate(value)!;
}

/**
 * The form rule of the field: after today ('La vigencia debe ser mayor a {today DD-MM-YYYY}'),
 * except that the stored date itself is not re-checked on update (an expired item can be
 * edited without moving its date; the API does the same).
 */
export const expirationRule =
  (today: string, stored: string | null): rules.Rule =>
  (value) => {
    if (stored && rules.toCalendarDate(value) === stored) return null;
    return rules.expirationAfter(today)(value);
  };

/** 'YYYY-MM-DD' in Spanish words: '31 de diciembre de 2026'. */
export const formatExpiration = (date: string) => dayjs(date).format('D [de] MMMM [de] YYYY');
