// The Spanish words and formats of the billing screens, in one place.
import { currencyOfCode, dayjs, formatMoney } from '@menu/shared';
import type { HistoryRow, Interval, Subscription } from './api';

export const PLAN_NAMES: Record<string, string> = {
  FREEMIUM: 'Gratis',
  NEGOCIO: 'Negocio',
  FRANCHISES: 'Franquicias',
  SUCURSALES: 'Sucursales adicionales',
};
export const planName = (code: string | null | undefined) => (code ? (PLAN_NAMES[code] ?? code) : '');

/** '1 sucursal', '3 sucursales'. */
export const branchesText = (count: number) => `${count} ${count === 1 ? 'sucursal' : 'sucursales'}`;

export const INTERVAL_NAMES: Record<Interval, string> = { monthly: 'Mensual', yearly: 'Anual' };
/** 'al mes' / 'al año', after an amount. */
export const PER_INTERVAL: Record<Interval, string> = { monthly: 'al mes', yearly: 'al año' };

export const STATUS_NAMES: Record<Subscription['status'], string> = {
  active: 'Activa',
  cancelled: 'Cancelada',
  unpaid: 'Pago pendiente',
  expired: 'Vencida',
};

export const ACTION_NAMES: Record<HistoryRow['action'], string> = {
  activation: 'Activación',
  resume: 'Reactivación',
  renewal: 'Renovación',
  upgraded: 'Mejora',
  downgraded: 'Reducción',
  updated: 'Actualización',
};

export { formatMoney };

/** "23 de noviembre de 2026". */
export const formatDate = (iso: string) => dayjs(iso).format('D [de] MMMM [de] YYYY');

/** "23 dic 2026", where a table column has little room. */
export const formatShortDate = (iso: string) => dayjs(iso).format('D MMM YYYY');

export const currencyOf = currencyOfCode;

/** "Visa •••• 4242". */
export const cardLabel = (card: { brand: string; last4: string }) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} •••• ${card.last4}`;
export const cardExpiry = (card: { exp_month: number; exp_year: number }) =>
  `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`;
