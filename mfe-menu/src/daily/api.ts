import { api, unwrap } from '@menu/shared';
import type { ComboDay } from '@menu/shared/menu/combos';
import type { DaySteps } from './week';

/** A daily combo's own steps for the dates from..to (inclusive), as steps by date. */
export const listDays = (id: number, from: string, to: string): Promise<DaySteps> =>
  unwrap(api.GET('/v1/products/{id}/days', { params: { path: { id }, query: { from, to } } })).then((days) =>
    Object.fromEntries(days.map((day) => [day.date, day.steps])),
  );

/** Sets these dates in one transaction (one history entry); steps [] gives a date back the combo's own. */
export const saveDays = (id: number, days: ComboDay[]) =>
  unwrap(api.PUT('/v1/products/{id}/days', { params: { path: { id } }, body: { days } }));

/**
 * One week of a combo's dated steps, in the panel's data cache: keyed under '/v1/products', so
 * a write to the product (this screen's save, the product editor's) marks it stale
 * (shared/src/data/writes.ts).
 */
export const daysQuery = (id: number, from: string, to: string) => ({
  queryKey: ['/v1/products', id, 'days', from, to] as const,
  queryFn: () => listDays(id, from, to),
});
