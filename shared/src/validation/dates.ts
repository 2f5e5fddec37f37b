import type { Rule } from './rules';

/**
 * Expiration dates of promotions and advertising: optional, and when set
 * it must be after the end of today. One pure rule used by the panel's forms and by the
 * API; the caller says what "today" is (the panel: the browser's calendar date; the API:
 * the calendar date in APP_TIMEZONE), so the rule never reads a clock.
 *
 * Dates travel as 'YYYY-MM-DD' (a calendar date, no time and no zone).
 */
export const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** What date pickers and old clients send for an unparseable date; the panel drops these on update. */
export const INVALID_DATE_VALUES = ['Invalid date', 'Fecha inválida'] as const;

export const EXPIRATION_MESSAGES = {
  /** `today` as DD-MM-YYYY. */
  notAfterToday: (today: string) => `La vigencia debe ser mayor a ${today}`,
  invalid: 'La vigencia no es una fecha válida',
} as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** True for a real calendar date written 'YYYY-MM-DD' (2024-02-29 yes, 2023-02-29 no). */
export function isCalendarDate(value: string): boolean {
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/** 'YYYY-MM-DD' -> 'DD-MM-YYYY', how messages show a date. */
export const toDayMonthYear = (date: string) => date.split('-').reverse().join('-');

/** The calendar date ('YYYY-MM-DD') of an instant in an IANA time zone, e.g. 'America/Mexico_City'. */
export function calendarDate(epochMs: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(epochMs);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * A date value as 'YYYY-MM-DD': a string in that form, a Date (its local calendar date) or a
 * dayjs-like object (anything with `format`, and `isValid` when it has one). Undefined when the
 * value is not a valid date.
 */
export function toCalendarDate(value: unknown): string | undefined {
  if (typeof value === 'string') return isCalendarDate(value.trim()) ? value.trim() : undefined;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    return `${pad(value.getFullYear(), 4)}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  const like = value as { format?: unknown; isValid?: unknown } | null;
  if (like && typeof like === 'object' && typeof like.format === 'function') {
    if (typeof like.isValid === 'function' && !(like.isValid as () => boolean).call(like)) return undefined;
    return toCalendarDate((like.format as (f: string) => unknown).call(like, 'YYYY-MM-DD'));
  }
  return undefined;
}

/**
 * The expiration rule: empty passes (the field is optional); otherwise the date must be
 * later than `today` ('YYYY-MM-DD'), else 'La vigencia debe ser mayor a {today DD-MM-YYYY}'.
 * Something that is not a date: 'La vigencia no es una fecha válida'.
 */
export function expiration(value: unknown, today: string): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const date = toCalendarDate(value);
  if (!date) return EXPIRATION_MESSAGES.invalid;
  return date > today ? null : EXPIRATION_MESSAGES.notAfterToday(toDayMonthYear(today));
}

/** `expiration` as a one-argument Rule for form fields, with "today" fixed. */
export const expirationAfter =
  (today: string): Rule =>
  (value) =>
    expiration(value, today);

/** True when an item with this expiration is no longer shown: its date is before `today`. */
export const isExpired = (date: string | null | undefined, today: string) => Boolean(date) && (date as string) < today;
