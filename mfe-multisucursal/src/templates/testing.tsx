// Fixtures of this folder's component tests (test code only).
import type { TemplateSummary } from './api';

/** A template as GET /v1/templates lists it; `updated` a local date (the board shows local time). */
export const summary = (id: number, name: string, updated: Date = new Date(2026, 0, 10, 10, 0)): TemplateSummary => ({
  id,
  name,
  updated: updated.toISOString(),
});
