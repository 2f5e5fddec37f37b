/**
 * Bulk price changes (Multisucursal > Cambiar precios, POST /v1/price-changes): a change by a
 * percentage or a fixed amount, then a rounding rule so a chain's prices keep their look
 * ($89.90, $95). Integer cents in and out: the API stores cents and the panel previews with the
 * same functions, so both show the same figures.
 */
export const PRICE_ROUNDINGS = ['cent', 'peso', 'half', 'ninety', 'five'] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];

/** How the panel names each rule. */
export const ROUNDING_LABELS: Record<PriceRounding, string> = {
  cent: 'Sin redondeo',
  peso: '.00',
  half: '.50',
  ninety: '.90',
  five: 'A $5',
};

export const isPriceRounding = (value: unknown): value is PriceRounding =>
  typeof value === 'string' && (PRICE_ROUNDINGS as readonly string[]).includes(value);

/** A change: a percentage (8 = +8 %, -10 = -10 %) or an amount in pesos (signed). */
export type PriceChange = { percent: number } | { amount: number };

/** The nearest multiple of `step` cents; a tie goes up ($12.25 to .50 is $12.50). */
const nearest = (cents: number, step: number): number => Math.floor((cents + step / 2) / step) * step;

/**
 * `cents` by the rule, to the nearest value it allows (ties go up): 'peso' a whole peso, 'half'
 * a multiple of $0.50, 'ninety' a price ending in .90, 'five' a multiple of $5. Never below $0,
 * and $0 stays $0 (a free item is not given a price by rounding).
 */
export function roundPrice(cents: number, rule: PriceRounding): number {
  const c = Math.round(cents);
  if (c <= 0) return 0;
  switch (rule) {
    case 'cent':
      return c;
    case 'peso':
      return nearest(c, 100);
    case 'half':
      return nearest(c, 50);
    case 'five':
      return nearest(c, 500);
    case 'ninety':
      // N.90 for the nearest N >= 0: shift by 90 cents, take the nearest peso, shift back.
      return Math.max(0, nearest(c - 90, 100)) + 90;
  }
}

/** The change applied to `cents` (never below $0), then rounded by `rule`. */
export function changedPrice(cents: number, change: PriceChange, rule: PriceRounding): number {
  const raw =
    'percent' in change
      ? // toFixed first: 1999 * 1.15 is 2298.8499999999995 in binary floating point, and means 2298.85.
        Math.round(Number(((cents * (100 + change.percent)) / 100).toFixed(6)))
      : cents + Math.round(Number((change.amount * 100).toFixed(4)));
  return roundPrice(Math.max(0, raw), rule);
}

/** '+8 %', '-10 %', '+$5', '-$2.50': how a change is named (history labels, the panel's summary). */
export function changeLabel(change: PriceChange): string {
  if ('percent' in change) return `${change.percent >= 0 ? '+' : '-'}${Math.abs(change.percent)} %`;
  const pesos = Math.abs(change.amount);
  const shown = Number.isInteger(pesos) ? String(pesos) : pesos.toFixed(2);
  return `${change.amount >= 0 ? '+' : '-'}$${shown}`;
}
