import { parseStoredSchedule, type ScheduleOverride } from '@menu/shared/menu/schedule'
import { AppError } from '../errors.js'
import { scheduleInput } from './schedules.js'
import type { Scoped } from './toolkit.js'

/**
 * A template's own schedules (migration 0016, docs/schedules.md): one `template_schedules`
 * row per product or promotion whose schedule differs in the template's branches: the
 * schedule's JSON, or 'always' (no schedule there). No row = como el menú. Kept apart from the
 * price/description rows of templates.ts: a schedule override is its own choice, and a row
 * there is dropped when its values follow the base.
 */

export type ScheduledKind = 'products' | 'promotions'
const COLUMN = { products: 'product_id', promotions: 'promotion_id' } as const
const ALWAYS = 'always'

/** A request's override, checked: undefined = unchanged, null = como el menú, else the stored text. */
export function overrideInput(value: ScheduleOverride | undefined, field: string): string | null | undefined {
  if (value === undefined || value === null) return value
  if (value === ALWAYS) return ALWAYS
  if (typeof value !== 'object') throw new AppError('VALIDATION_ERROR', 'Horario no válido', { field })
  return scheduleInput(value, field)
}

/** The stored text as the API answers it. */
export function overrideOf(text: string | null | undefined): ScheduleOverride {
  if (text === null || text === undefined) return null
  if (text === ALWAYS) return ALWAYS
  return parseStoredSchedule(text)
}

/** The template's overrides of one kind, by item id. */
export async function templateScheduleMap(
  t: Scoped,
  templateId: number,
  kind: ScheduledKind,
): Promise<Map<number, ScheduleOverride>> {
  const column = COLUMN[kind]
  const rows = await t
    .selectFrom('template_schedules')
    .select([column, 'schedule'])
    .where('template_id', '=', templateId)
    .where(column, 'is not', null)
    .execute()
  return new Map(rows.map((r) => [Number(r[column as keyof typeof r]), overrideOf(r.schedule)]))
}

/**
 * Writes the given overrides (items already checked as the account's) inside the caller's
 * transaction: null deletes the row, a value upserts it. Answers how many rows changed.
 */
export async function writeTemplateSchedules(
  t: Scoped,
  templateId: number,
  kind: ScheduledKind,
  changes: Array<{ id: number; schedule?: string | null }>,
  at: string,
): Promise<number> {
  const column = COLUMN[kind]
  const given = changes.filter((c) => c.schedule !== undefined)
  if (given.length === 0) return 0
  const current = await t
    .selectFrom('template_schedules')
    .select([column, 'schedule'])
    .where('template_id', '=', templateId)
    .where(
      column,
      'in',
      given.map((c) => c.id),
    )
    .execute()
  const stored = new Map(current.map((r) => [Number(r[column as keyof typeof r]), r.schedule]))
  let changed = 0
  for (const { id, schedule } of given) {
    const was = stored.get(id)
    if ((was ?? null) === schedule) continue
    changed++
    if (schedule === null) {
      await t.deleteFrom('template_schedules').where('template_id', '=', templateId).where(column, '=', id).execute()
    } else if (was !== undefined) {
      await t
        .updateTable('template_schedules')
        .set({ schedule: schedule as string, updated_at: at })
        .where('template_id', '=', templateId)
        .where(column, '=', id)
        .execute()
    } else {
      await t
        .insertInto('template_schedules', {
          template_id: templateId,
          product_id: kind === 'products' ? id : null,
          promotion_id: kind === 'promotions' ? id : null,
          schedule: schedule as string,
          updated_at: at,
        })
        .execute()
    }
  }
  return changed
}
