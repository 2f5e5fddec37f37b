// Variant group fixtures for the component tests (test code only).
import type { VariantGroup } from './api';

/** A group no product uses, without variants or translations; `extra` sets what a test is about. */
export const groupFixture = (extra: Partial<VariantGroup> & Pick<VariantGroup, 'id' | 'name'>): VariantGroup => ({
  position: 0,
  products_count: 0,
  variants: [],
  position_pricing: null,
  translations: {},
  ...extra,
});
