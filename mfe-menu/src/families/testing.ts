// Family and category fixtures for the component tests (test code only).
import type { Category, Family } from './api';

/** A family without description, icon, categories or translations; `extra` sets what a test is about. */
export const familyFixture = (extra: Partial<Family> & Pick<Family, 'id' | 'name'>): Family => ({
  description: null,
  icon: null,
  position: 0,
  categories: [],
  translations: {},
  ...extra,
});

/** A category without description, schedule or translations; `extra` sets what a test is about. */
export const categoryFixture = (extra: Partial<Category> & Pick<Category, 'id' | 'name' | 'family_id'>): Category => ({
  description: null,
  position: 0,
  schedule: null,
  translations: {},
  ...extra,
});
