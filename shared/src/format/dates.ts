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

/**
 * How long ago `date` was, as the panel's lists say it: 'hace un momento', 'hace 3 min',
 * 'hace 2 h', 'ayer', 'hace 4 días'; older than a week, the date itself ('3 nov 2026').
 * Not dayjs's relativeTime plugin: its words are long ('hace 3 minutos') and it rounds
 * 45 minutes up to 'una hora'. Imported as '@menu/shared/format/dates' (not from the root
 * singleton), so a remote built with it runs beside a shell built before it.
 */
export function timeAgo(date: string | Date, now: Date = new Date()): string {
  const then = dayjs(date);
  const minutes = dayjs(now).diff(then, 'minute');
  if (minutes < 1) return 'hace un momento';
  if (minutes < 60) return `hace ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `hace ${hours} h`;
  const days = daysUntil(now, then.toDate());
  if (days === 1) return 'ayer';
  if (days < 7) return `hace ${days} días`;
  return then.format('D MMM YYYY');
}
