import type { FormRule } from '@menu/shared/antd';
import { type PositionPricing, positionPricingProblem } from '@menu/shared/menu/combos';

/**
 * 'Precio de los extras' in the panel's forms: the form's values for a group's position pricing
 * and back, and the checks, all through the shared rule (positionPricingProblem) so the panel
 * and the API answer the same Spanish messages on the same fields.
 */

export type PricingMode = 'none' | 'free' | 'prices';

/** The form's fields under `position_pricing` (texts as typed; one price row at least). */
export interface PricingValues {
  mode: PricingMode;
  free: string;
  each: string;
  prices: string[];
}

/** The form field the values live under: the API's field names, so its errors land on them. */
export const PRICING_FIELD = 'position_pricing';

export function pricingValues(pricing: PositionPricing | null | undefined): PricingValues {
  const empty: PricingValues = { mode: 'none', free: '', each: '', prices: [''] };
  if (!pricing) return empty;
  if ('prices' in pricing) return { ...empty, mode: 'prices', prices: pricing.prices.map(String) };
  return { ...empty, mode: 'free', free: String(pricing.free), each: String(pricing.each) };
}

/** A typed text as a number; an empty one is no number (the shared rule then asks for it). */
const numberOf = (text: string | undefined): number => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
};

/** The pricing to send; null: each variant's own price. */
export function pricingOf(values: Partial<PricingValues> | undefined): PositionPricing | null {
  if (!values || values.mode === undefined || values.mode === 'none') return null;
  if (values.mode === 'prices') return { prices: (values.prices ?? []).map(numberOf) };
  return { free: numberOf(values.free), each: numberOf(values.each) };
}

/**
 * The rule of one field of the block ('free', 'each', 'prices.2'): the shared rule's first
 * problem, shown under the field it names. No product limit here: the group editor does not
 * know them, the API checks them and its message lands on the same field.
 */
export const pricingRule =
  (field: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: async () => {
      const problem = positionPricingProblem(pricingOf(getFieldValue(PRICING_FIELD)));
      if (problem && problem.field === `${PRICING_FIELD}.${field}`) throw new Error(problem.message);
    },
  });

/**
 * The product editor's check of a group's limit against the group's pricing: a limit below its
 * free extras (or its list of position prices) is refused before saving, with the message the
 * API would answer. An empty or malformed limit is left to the limit's own rule.
 */
export const limitFitsPricing = (pricing: PositionPricing | null | undefined): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const text = String(value ?? '').trim();
    const limit = Number(text);
    if (!pricing || text === '' || !Number.isInteger(limit)) return;
    const problem = positionPricingProblem(pricing, limit);
    if (problem) throw new Error(problem.message);
  },
});
