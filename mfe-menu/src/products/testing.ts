// Product fixtures for the component tests (test code only).
import { noFactValues } from '@menu/shared/menu/dish-facts';
import type { Variant } from '../variants/api';
import type { Product, ProductGroup } from './api';

/**
 * An enabled product 'Taco al pastor' at $25, unclassified, without tags, groups, schedule,
 * dish facts (allergens not confirmed) or translations; `extra` sets what a test is about.
 */
export const productFixture = (extra: Partial<Product> = {}): Product => ({
  id: 9,
  name: 'Taco al pastor',
  price: 25,
  description: null,
  image: null,
  thumbnail: null,
  featured: false,
  recommended: false,
  enabled: true,
  position: 0,
  category_id: null,
  schedule: null,
  updated: '2025-01-01T00:00:00.000Z',
  tags: [],
  variant_groups: [],
  allergens: {},
  diets: [],
  ...noFactValues(),
  kind: 'dish',
  steps: [],
  daily: false,
  translations: {},
  ...extra,
});

/** A variant without dish facts (allergens not confirmed) or translations; `extra` sets what a test is about. */
export const variantFixture = (extra: Partial<Variant> & Pick<Variant, 'id' | 'name'>): Variant => ({
  price: null,
  enabled: true,
  position: 0,
  group_id: 1,
  allergens: {},
  ...noFactValues(),
  translations: {},
  ...extra,
});

/** A product's optional variant group without limit, variants or translations; `extra` sets what a test is about. */
export const productGroupFixture = (
  extra: Partial<ProductGroup> & Pick<ProductGroup, 'id' | 'name'>,
): ProductGroup => ({
  limit: null,
  obligatory: false,
  position_pricing: null,
  variants: [],
  translations: {},
  ...extra,
});
