import { type Schedule, scheduleProblem } from '../menu/schedule';
import type { Rule } from './rules';

/** A schedule field: null (Siempre disponible) is fine; else the first problem of the shared rule. */
export const schedule: Rule = (value) =>
  value === null || value === undefined ? null : scheduleProblem(value as Schedule)?.message ?? null;
