import type { Translations } from './languages';
import { formatPrice } from '../format/price';
import { price as priceRule } from '../validation/rules';

/**
 * Combos, the menu of the day and extras priced by position (docs/combos.md): one set of
 * shapes, limits, rules and Spanish messages for the API (validation, public menu, sheet,
 * print) and the panel (editors), so a rule is written once.
 *
 * A combo is a product of kind 'combo' with a price and ordered steps ('Sopa', 'Guisado',
 * 'Bebida'); each step is a choice of min..max items, each item one of the account's dishes
 * (`product_id`) or a simple named item, with an optional surcharge ('+$15').
 */

export const PRODUCT_KINDS = ['dish', 'combo'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export interface ComboItem {
  /** One of the account's dishes (never a combo); null (or absent in a request): a simple named item. */
  product_id?: number | null;
  /** A named item's name; null for a dish (its name is the dish's). */
  name?: string | null;
  /** Added to the combo's price when chosen; null = none. */
  surcharge?: number | null;
  /** A named item's translations (a dish is translated as a dish). */
  translations?: Translations;
}

export interface ComboStep {
  name: string;
  /** At least this many items (0: optional). */
  min: number;
  /** At most this many items (>= min, >= 1). */
  max: number;
  items: ComboItem[];
  translations?: Translations;
}

export const COMBO_LIMITS = { steps: 12, items: 60, max: 20, name: 80 } as const;

export const COMBO_MESSAGES = {
  noSteps: 'Agrega al menos un paso al combo',
  tooManySteps: `Agrega como máximo ${COMBO_LIMITS.steps} pasos`,
  stepName: 'Escribe el nombre del paso',
  noItems: 'Agrega al menos una opción al paso',
  tooManyItems: `Agrega como máximo ${COMBO_LIMITS.items} opciones por paso`,
  itemName: 'Elige un platillo o escribe el nombre de la opción',
  itemBoth: 'Una opción es un platillo o un nombre, no ambos',
  minMax: 'El mínimo no puede ser mayor que el máximo',
  range: `Escribe un número entero de 0 a ${COMBO_LIMITS.max}`,
  maxZero: 'El máximo debe ser al menos 1',
  fewItems: 'El paso tiene menos opciones que su mínimo',
  repeated: 'Ese platillo ya es una opción de este paso',
  nested: 'Un combo no puede incluir otro combo',
  dishSteps: 'Solo un combo tiene pasos',
  surcharge: 'Escribe un precio válido (por ejemplo 15 o 15.50)',
  dateFormat: 'Escribe la fecha con el formato AAAA-MM-DD',
  notDaily: 'Solo un menú del día cambia por fecha',
  /** A dish offered in a combo's step cannot become a combo itself (a combo has no combos inside). */
  optionOf: (combo: string) =>
    `Este platillo es una opción de «${combo}»: quítalo de ese combo antes de convertirlo en combo`,
} as const;

export interface ComboProblem {
  /** Where in the request, e.g. 'steps.1.items.0.name'. */
  field: string;
  message: string;
}

const isInt = (n: unknown, lo: number, hi: number) => Number.isInteger(n) && (n as number) >= lo && (n as number) <= hi;

/**
 * The first problem of a combo's steps, or null. `at` prefixes the field ('days.2.').
 * Checks the shape and the numbers only; whether a product_id is one of the account's dishes
 * is the API's check.
 */
export function stepsProblem(steps: readonly ComboStep[], at = ''): ComboProblem | null {
  if (steps.length === 0) return { field: `${at}steps`, message: COMBO_MESSAGES.noSteps };
  if (steps.length > COMBO_LIMITS.steps) return { field: `${at}steps`, message: COMBO_MESSAGES.tooManySteps };
  for (const [i, step] of steps.entries()) {
    const f = `${at}steps.${i}.`;
    if (!step.name?.trim()) return { field: `${f}name`, message: COMBO_MESSAGES.stepName };
    if (!isInt(step.min, 0, COMBO_LIMITS.max)) return { field: `${f}min`, message: COMBO_MESSAGES.range };
    if (!isInt(step.max, 0, COMBO_LIMITS.max)) return { field: `${f}max`, message: COMBO_MESSAGES.range };
    if (step.max < 1) return { field: `${f}max`, message: COMBO_MESSAGES.maxZero };
    if (step.min > step.max) return { field: `${f}min`, message: COMBO_MESSAGES.minMax };
    if (step.items.length === 0) return { field: `${f}items`, message: COMBO_MESSAGES.noItems };
    if (step.items.length > COMBO_LIMITS.items) return { field: `${f}items`, message: COMBO_MESSAGES.tooManyItems };
    if (step.items.length < step.min) return { field: `${f}min`, message: COMBO_MESSAGES.fewItems };
    const seen = new Set<number>();
    for (const [j, item] of step.items.entries()) {
      const g = `${f}items.${j}.`;
      const named = typeof item.name === 'string' && item.name.trim() !== '';
      const dish = item.product_id !== null && item.product_id !== undefined;
      if (dish && named) return { field: `${g}name`, message: COMBO_MESSAGES.itemBoth };
      if (!dish && !named) return { field: `${g}name`, message: COMBO_MESSAGES.itemName };
      if (dish) {
        if (seen.has(item.product_id as number)) return { field: `${g}product_id`, message: COMBO_MESSAGES.repeated };
        seen.add(item.product_id as number);
      }
      if (item.surcharge !== null && item.surcharge !== undefined && priceRule(item.surcharge))
        return { field: `${g}surcharge`, message: COMBO_MESSAGES.surcharge };
    }
  }
  return null;
}

/** The steps as stored and answered: names trimmed, absent values as null. */
export function normalizeSteps(steps: readonly ComboStep[]): ComboStep[] {
  return steps.map((s) => ({
    name: s.name.trim(),
    min: s.min,
    max: s.max,
    items: s.items.map((it) => ({
      product_id: it.product_id ?? null,
      name: it.product_id ? null : (it.name?.trim() ?? null),
      surcharge: it.surcharge ?? null,
      ...(it.translations && Object.keys(it.translations).length ? { translations: it.translations } : {}),
    })),
    ...(s.translations && Object.keys(s.translations).length ? { translations: s.translations } : {}),
  }));
}

/** Stored JSON text -> steps; anything unreadable is no steps (never a failed page). */
export function parseStoredSteps(text: string | null | undefined): ComboStep[] {
  if (!text) return [];
  try {
    const value = JSON.parse(text);
    return Array.isArray(value) ? (value as ComboStep[]) : [];
  } catch {
    return [];
  }
}

/** The product ids a combo's steps name (to check them and to read their facts). */
export const stepProductIds = (steps: readonly ComboStep[]): number[] => [
  ...new Set(steps.flatMap((s) => s.items.flatMap((it) => (it.product_id ? [it.product_id] : [])))),
];

/**
 * Whether a combo can be ordered: every step can still be filled to its minimum with available
 * items (`available(productId)`: the dish is offered in this branch now; a named item always is).
 * A combo whose step has no available item shows as sold out.
 */
export function comboAvailable(steps: readonly ComboStep[], available: (productId: number) => boolean): boolean {
  return steps.every((s) => {
    const offered = s.items.filter((it) => !it.product_id || available(it.product_id)).length;
    return offered >= Math.max(s.min, 1);
  });
}

// ---- The menu of the day ----

export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** One local date of a menu of the day and its steps. */
export interface ComboDay {
  date: string;
  steps: ComboStep[];
}

/** 'YYYY-MM-DD' plus n days (calendar arithmetic in UTC, so no time zone shifts a date). */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** 0 = domingo … 6 = sábado, as schedules number days. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The Monday of the week holding `date`. */
export const mondayOf = (date: string): string => addDays(date, -((weekdayOf(date) + 6) % 7));

// ---- Extras priced by position ----

/**
 * How a variant group prices the extras a diner picks, by the order they are picked: the first
 * `free` at no cost then `each` for every further one, or `prices[i]` for the (i+1)-th (the last
 * price repeats). null: each variant's own price.
 */
export type PositionPricing = { free: number; each: number } | { prices: number[] };

export const POSITION_LIMITS = { free: 100, prices: 20 } as const;

export const POSITION_MESSAGES = {
  free: `Escribe un número entero de 0 a ${POSITION_LIMITS.free}`,
  price: 'Escribe un precio válido (por ejemplo 10 o 10.50)',
  noPrices: 'Escribe al menos un precio',
  tooManyPrices: `Escribe como máximo ${POSITION_LIMITS.prices} precios`,
  freeOverMax: 'Las opciones gratis no pueden ser más que el máximo del grupo',
  pricesOverMax: 'Hay más precios por posición que el máximo del grupo',
  noMax: 'Con precio por posición, el grupo necesita un máximo',
} as const;

/**
 * The first problem of a group's position pricing, or null; `limit` is the most a product lets a
 * diner choose (null: no limit, then `prices` cannot be checked against it and `free` is free).
 */
export function positionPricingProblem(
  pricing: PositionPricing | null,
  limit: number | null = null,
  at = 'position_pricing',
): ComboProblem | null {
  if (pricing === null) return null;
  if ('prices' in pricing) {
    if (pricing.prices.length === 0) return { field: `${at}.prices`, message: POSITION_MESSAGES.noPrices };
    if (pricing.prices.length > POSITION_LIMITS.prices)
      return { field: `${at}.prices`, message: POSITION_MESSAGES.tooManyPrices };
    const bad = pricing.prices.findIndex((p) => typeof p !== 'number' || priceRule(p) !== null);
    if (bad >= 0) return { field: `${at}.prices.${bad}`, message: POSITION_MESSAGES.price };
    if (limit !== null && pricing.prices.length > limit)
      return { field: `${at}.prices`, message: POSITION_MESSAGES.pricesOverMax };
    return null;
  }
  if (!isInt(pricing.free, 0, POSITION_LIMITS.free)) return { field: `${at}.free`, message: POSITION_MESSAGES.free };
  if (typeof pricing.each !== 'number' || priceRule(pricing.each) !== null)
    return { field: `${at}.each`, message: POSITION_MESSAGES.price };
  if (limit !== null && pricing.free > limit) return { field: `${at}.free`, message: POSITION_MESSAGES.freeOverMax };
  return null;
}

/** The price of the n-th extra picked (1-based). */
export function priceAtPosition(pricing: PositionPricing, n: number): number {
  if ('prices' in pricing) return pricing.prices[Math.min(n, pricing.prices.length) - 1] ?? 0;
  return n <= pricing.free ? 0 : pricing.each;
}

/** What a diner reads: 'Las primeras 2 sin costo, después +$10 c/u' or '1.ª sin costo · 2.ª +$10 · 3.ª +$15'. */
export function positionPricingText(pricing: PositionPricing): string {
  const money = (p: number) => (p === 0 ? 'sin costo' : `+${formatPrice(p)}`);
  if ('prices' in pricing) {
    const parts = pricing.prices.map((p, i) => `${i + 1}.ª ${money(p)}`);
    return pricing.prices.length > 1 ? `${parts.join(' · ')} y siguientes` : `${money(pricing.prices[0] ?? 0)} c/u`;
  }
  if (pricing.free === 0) return `${money(pricing.each)} c/u`;
  const first = pricing.free === 1 ? 'La primera sin costo' : `Las primeras ${pricing.free} sin costo`;
  return pricing.each === 0 ? first : `${first}, después ${money(pricing.each)} c/u`;
}

/** Stored JSON text -> pricing (null: none or unreadable). */
export function parseStoredPricing(text: string | null | undefined): PositionPricing | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text);
    return v && typeof v === 'object' && ('prices' in v || 'free' in v) ? (v as PositionPricing) : null;
  } catch {
    return null;
  }
}
