// Tag fixtures for the component tests (test code only).
import type { Tag } from './api';

/** An account's own tag without icon or translations; `extra` sets what a test is about. */
export const tagFixture = (extra: Partial<Tag> & Pick<Tag, 'id' | 'name'>): Tag => ({
  icon: null,
  global: false,
  position: 0,
  translations: {},
  ...extra,
});
