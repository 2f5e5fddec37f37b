import { formatPrice } from '@menu/shared/format/price'
import { truncateText } from '@menu/shared/format/text'
import {
  ALLERGEN_CODES,
  ALLERGEN_BY_CODE,
  DIET_LABELS,
  LEVEL_LABELS,
  parseStoredAllergens,
  parseStoredDiets,
} from '@menu/shared/menu/allergens'
import { LANGUAGE_BY_CODE, MENU_LANGUAGES, TRANSLATABLE_FIELDS, type Translations } from '@menu/shared/menu/languages'
import { parseStoredSchedule, scheduleText } from '@menu/shared/menu/schedule'
import { parseStoredPricing, parseStoredSteps, positionPricingText } from '@menu/shared/menu/combos'
import { scheduledMoment } from '../scheduled/mail.js'
import { ATTACHED_WORDS, columnLabel, EMPTY_VALUES, isLinkedItem, type ValueKind, valueKind } from './labels.js'
import type { FieldChange, FieldValue } from './summary.js'
import { ENTITY_TABLE, type HistoryEntity, isRecordedTable, type RecordedTableName } from './tables.js'

/**
 * A change as the owner reads it, in Spanish: 'Precio: $80 → $95', 'Alérgenos: Gluten:
 * contiene', 'Traducción (inglés): nombre «Cactus salad»', 'Grupo de variantes «Extras»
 * añadido', instants in the account's local time. Built when an entry is read, from the
 * recorded values and the labels of history/labels.ts, so every entry (an old one too) reads
 * with today's words and the account's time zone.
 */

export interface Reading {
  /** The account's zone (its first branch's): instants read as its clock does. */
  timeZone: string
}

const EMPTY = '—'
const ALWAYS = 'Siempre disponible'
const OFF_SCHEDULE: Record<string, string> = { hide: 'Ocultar', label: 'Mostrar con su horario' }
const LONG_TEXT = 60

/** The table and column a change's field names: 'price_cents' of the entity, 'template_products.price_cents'. */
function place(entity: HistoryEntity, field: string): { table: RecordedTableName; column: string } {
  const dot = field.indexOf('.')
  const table = dot > 0 ? field.slice(0, dot) : ''
  if (isRecordedTable(table)) return { table, column: field.slice(dot + 1) }
  return { table: ENTITY_TABLE[entity], column: field }
}

/** The label of a change's field: what a change of several items lists. */
export function fieldText(entity: HistoryEntity, field: string): string {
  // An entry recorded before links named their item: the link's table alone.
  if (isRecordedTable(field) && ATTACHED_WORDS[field]) return inRegion(entity, ATTACHED_WORDS[field].label)
  const { table, column } = place(entity, field)
  return inRegion(entity, columnLabel(table, column) ?? 'Otro dato')
}

/** A region's rows are its hidden template's (data/regions.ts): 'Precio en la región de «Café»'. */
const inRegion = (entity: HistoryEntity, label: string) =>
  entity === 'region' ? label.replace('en la plantilla', 'en la región') : label

/** The whole change in words; `several`: one of several items changed at once, so its field only. */
export function changeText(entity: HistoryEntity, change: FieldChange, reading: Reading, several = false): string {
  const label = fieldText(entity, change.field)
  if (several || isRecordedTable(change.field)) return label
  const { table, column } = place(entity, change.field)
  const attached = ATTACHED_WORDS[table]
  if (attached?.added && attached.removed && isLinkedItem(table, column))
    return change.after !== null ? attached.added(String(change.after)) : attached.removed(String(change.before))
  const subject = !change.item ? label : (attached?.of?.(label, change.item) ?? `${label} de «${change.item}»`)
  const kind = valueKind(table, column)
  const empty = attached?.empty ?? EMPTY_VALUES[column] ?? EMPTY
  switch (kind) {
    case 'file':
      return `${subject}: ${change.before === null ? 'se agregó' : change.after === null ? 'se quitó' : 'se cambió'}`
    case 'allergens':
      return `${subject}: ${allergensText(change.before, change.after)}`
    case 'translations':
      return translationsText(subject, change.before, change.after)
    default:
      return `${subject}: ${valueText(kind, change.before, reading, empty)} → ${valueText(kind, change.after, reading, empty)}`
  }
}

/** One value in words. */
function valueText(kind: ValueKind | undefined, value: FieldValue, reading: Reading, empty: string): string {
  if (kind === 'schedule') {
    if (value === 'always') return ALWAYS
    if (value === null) return empty === EMPTY ? ALWAYS : empty
    const schedule = parseStoredSchedule(String(value))
    return schedule ? scheduleText(schedule) : ALWAYS
  }
  if (value === null || value === '') return empty
  switch (kind) {
    case 'money':
      return formatPrice(Number(value) / 100)
    case 'flag':
      return value === true || value === 1 || value === '1' ? 'Sí' : 'No'
    case 'instant':
      return scheduledMoment(String(value), reading.timeZone)
    case 'date':
      return calendarDate(String(value))
    case 'diets':
      return listOr(parseStoredDiets(String(value)).map((d) => DIET_LABELS[d]))
    case 'languages':
      return listOr((JSON.parse(String(value)) as string[]).map((code) => LANGUAGE_BY_CODE.get(code)?.name ?? code))
    case 'offSchedule':
      return OFF_SCHEDULE[String(value)] ?? String(value)
    case 'kind':
      return value === 'combo' ? 'Combo' : 'Platillo'
    case 'steps':
      return stepsText(String(value))
    case 'positionPricing': {
      const pricing = parseStoredPricing(String(value))
      return pricing ? positionPricingText(pricing) : empty
    }
    default:
      return truncateText(String(value), LONG_TEXT)
  }
}

const listOr = (words: string[]) => (words.length ? words.join(', ') : EMPTY)

/** 'Sopa: 2 opciones · Guisado: 3 opciones' (a dish item is an id here: counted, not named). */
function stepsText(value: string): string {
  const steps = parseStoredSteps(value)
  const options = (n: number) => `${n} ${n === 1 ? 'opción' : 'opciones'}`
  return steps.length ? steps.map((s) => `${s.name}: ${options(s.items.length)}`).join(' · ') : EMPTY
}

const DATE = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** '2026-12-31' -> '31 de diciembre de 2026' (a calendar date: the same day in every zone). */
const calendarDate = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) ? DATE.format(new Date(`${date}T00:00:00Z`)) : date

/** 'Gluten: contiene, Leche: sin confirmar': each allergen whose level changed, at its new level. */
function allergensText(before: FieldValue, after: FieldValue): string {
  const was = parseStoredAllergens(before === null ? null : String(before))
  const now = parseStoredAllergens(after === null ? null : String(after))
  const parts = ALLERGEN_CODES.filter((code) => was[code] !== now[code]).map(
    (code) => `${ALLERGEN_BY_CODE.get(code)!.name}: ${LEVEL_LABELS[now[code] ?? 'unconfirmed'].toLowerCase()}`,
  )
  return parts.length ? parts.join(', ') : EMPTY
}

/** 'Traducción (inglés): nombre «Cactus salad», sin descripción', one language after another. */
function translationsText(subject: string, before: FieldValue, after: FieldValue): string {
  const parse = (value: FieldValue): Translations => (value ? (JSON.parse(String(value)) as Translations) : {})
  const was = parse(before)
  const now = parse(after)
  const out: string[] = []
  for (const { code, name } of MENU_LANGUAGES) {
    const a = was[code] ?? {}
    const b = now[code] ?? {}
    const parts: string[] = []
    for (const field of TRANSLATABLE_FIELDS) {
      if ((a[field] ?? '') === (b[field] ?? '')) continue
      const word = (columnLabel('products', field) ?? field).toLowerCase()
      parts.push(b[field] ? `${word} «${truncateText(b[field], LONG_TEXT)}»` : `sin ${word}`)
    }
    if (parts.length === 0 && code in now && (a.reviewed !== false) !== (b.reviewed !== false))
      parts.push(b.reviewed === false ? 'por revisar' : 'revisada')
    if (parts.length) out.push(`${subject} (${name.toLowerCase()}): ${parts.join(', ')}`)
  }
  return out.length ? out.join('; ') : `${subject}: ${EMPTY}`
}
