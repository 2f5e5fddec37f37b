// Product fixtures for the component tests (test code only).
import type { Product } from './api';

/** An enabled product 'Taco al pastor' at $25, unclassified, without tags, groups or schedule; `extra` sets what a test is about. */
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
  ...extra,
});
