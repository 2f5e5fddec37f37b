import { daysUntil, dayjs } from '@menu/shared';

/** "Ultimo cambio" in Spanish: '23 nov 2026, 12:40' (local time). */
export const formatUpdated = (date: string) => dayjs(date).format('D MMM YYYY, HH:mm');

/** Vigencia of a promotion or an ad ('YYYY-MM-DD'): '31 dic 2026'. */
export const formatVigencia = (date: string) => dayjs(date).format('D MMM YYYY');

/** An expiration before today (an item expiring today still runs). */
export const isExpired = (date: string | null) => date !== null && daysUntil(date) < 0;
