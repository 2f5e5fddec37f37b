import { normalizeSchedule, parseStoredSchedule, type Schedule, scheduleProblem } from '@menu/shared/menu/schedule'
import { AppError } from '../errors.js'

/**
 * Schedules in the repositories (docs/schedules.md): checked with the shared rule (the panel's
 * messages), stored as JSON text. null = always available; undefined = unchanged.
 */
export function scheduleInput(value: Schedule | null | undefined, field = 'schedule'): string | null | undefined {
  if (value === undefined || value === null) return value
  const problem = scheduleProblem(value)
  if (problem) throw new AppError('VALIDATION_ERROR', problem.message, { field: `${field}.${problem.field}` })
  return JSON.stringify(normalizeSchedule(value))
}

/** The stored text as the API answers it. */
export const scheduleOf = (text: string | null | undefined): Schedule | null => parseStoredSchedule(text ?? null)
