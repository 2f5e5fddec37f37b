// Product fixtures for the component tests (test code only).
import type { Variant } from '../variants/api';
import type { Product } from './api';

/**
 * An enabled product 'Taco al pastor' at $25, unclassified, without tags, groups, schedule or
 * dish facts (allergens not confirmed); `extra` sets what a test is about.
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
  calories: null,
  portion: null,
  ...extra,
});

/** A variant without dish facts (allergens not confirmed); `extra` sets what a test is about. */
export const variantFixture = (extra: Partial<Variant> & Pick<Variant, 'id' | 'name'>): Variant => ({
  price: null,
  enabled: true,
  position: 0,
  group_id: 1,
  allergens: {},
  calories: null,
  portion: null,
  ...extra,
});
