import { type Schedule, scheduleProblems } from '../menu/schedule';
import type { Rule } from './rules';

/** One part of a schedule field: null (Siempre disponible) is fine; else that part's problem. */
const part =
  (field: 'days' | 'ranges'): Rule =>
  (value) =>
    value === null || value === undefined
      ? null
      : (scheduleProblems(value as Schedule).find((problem) => problem.field.split('.')[0] === field)?.message ?? null);

/**
 * The rules of a schedule field, one per part (its days, its times): a form runs them all and
 * shows every message at once ('Elige al menos un día' beside the times' own).
 */
export const schedule: Rule[] = [part('days'), part('ranges')];
