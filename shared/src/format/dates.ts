import dayjs from 'dayjs';
import 'dayjs/locale/es';

// Every date in the product reads in Spanish.
dayjs.locale('es');

export { dayjs };

/** Whole days from today until `date` (negative when it is in the past). */
export function daysUntil(date: string | Date | null | undefined, now: Date = new Date()): number {
  if (!date) return Number.POSITIVE_INFINITY;
  return dayjs(date).startOf('day').diff(dayjs(now).startOf('day'), 'day');
}
