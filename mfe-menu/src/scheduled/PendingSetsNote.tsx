import { Typography } from '@menu/shared/kit';
import { queryClient } from '@menu/shared/data';
import { useQuery } from '@tanstack/react-query';
import { pendingSetsOfProduct } from './api';

type PendingSets = Awaited<ReturnType<typeof pendingSetsOfProduct>>;

/** A product's pending sets as a query: keyed under '/v1/products', so the product's writes and the sets' reach it. */
export const pendingSetsQuery = (productId: number) => ({
  queryKey: ['/v1/products', productId, 'scheduled-changes'] as const,
  queryFn: () => pendingSetsOfProduct(productId),
});

/**
 * A set's day as the owner reads it where the menu is: '24/12' in the account's zone (its
 * first branch's, the one run_at was read in), with the year when it is not this year's.
 */
export function setDay(runAt: string, timeZone: string, now: Date = new Date()): string {
  const parts = (date: Date) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('es-MX', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone })
        .formatToParts(date)
        .map((part) => [part.type, part.value]),
    );
  const day = parts(new Date(runAt));
  return day.year === parts(now).year ? `${day.day}/${day.month}` : `${day.day}/${day.month}/${day.year}`;
}

/**
 * 'Está en el cambio programado «Precios de diciembre» del 24/12.' (or the list of them): a
 * set whose product is gone fails whole when it runs, so the owner hears of it before deleting.
 */
export function pendingSetsText({ items, time_zone }: PendingSets, now: Date = new Date()): string {
  const named = items.map((set) => `«${set.name}» del ${setDay(set.run_at, time_zone, now)}`);
  const list = new Intl.ListFormat('es', { type: 'conjunction' }).format(named);
  return named.length === 1 ? `Está en el cambio programado ${list}.` : `Está en los cambios programados ${list}.`;
}

/**
 * The product delete confirm's warning: the pending scheduled sets that change it, and what
 * deleting it does to them. Nothing while they load, when there are none, or when they could
 * not be read (the delete stays possible; the set would still fail loudly, by e-mail).
 */
export function PendingSetsNote({ productId }: { productId: number }) {
  // Through the data cache, under the products' key: a write to the product or to a scheduled
  // change marks it stale (shared/src/data/writes.ts); the confirm opened again within the fresh
  // time asks nothing.
  const { data: sets } = useQuery(pendingSetsQuery(productId), queryClient());

  if (!sets?.items.length) return null;
  const consequence =
    sets.items.length === 1
      ? 'Si lo eliminas, ese cambio programado no se aplicará (ninguno de sus cambios) y te avisaremos por correo.'
      : 'Si lo eliminas, esos cambios programados no se aplicarán (ninguno de sus cambios) y te avisaremos por correo.';
  // Inline (the light kit's span): the confirm puts its note inside a paragraph, on a board drawn without antd.
  // role=alert: it arrives after the dialog opened.
  return (
    <Typography.Text type="warning" role="alert">
      {pendingSetsText(sets)} {consequence}
    </Typography.Text>
  );
}
