import { TRANSLATABLE_FACTS } from '@menu/shared/menu/dish-facts'
import {
  BASE_LANGUAGE,
  LANGUAGE_BY_CODE,
  LANGUAGE_MESSAGES,
  normalizeTranslations,
  TRANSLATABLE_FIELDS,
  type TranslatableField,
  type Translations,
} from '@menu/shared/menu/languages'
import { multiLineText, singleLineText } from '@menu/shared/validation'
import { TRANSLATED_FIELDS } from '../schemas/translations.js'
import { DESCRIPTION_MAX, fold, NAME_MAX } from './cells.js'
import { COLUMNS, type RowType } from './columns.js'
import type { FieldChange } from './plan-types.js'

/**
 * The spreadsheet's translations (docs/languages.md, docs/import-export.md): for each of the
 * account's extra languages, a column per translatable text headed by the text's column and
 * the language's ISO code: 'Nombre (en)', 'Descripción (en)', and each translatable dish
 * fact's (DISH_FACTS), 'Porción (en)'. They come last, after the dish facts. A row translates
 * what its kind does (TRANSLATED_FIELDS: a variant has no description). An absent column
 * leaves that text as it is; an empty cell removes it.
 */

/** Where a row kind's translatable texts sit in the sheet's own columns (a dish fact's: its label). */
const FIELD_COLUMN = {
  name: COLUMNS.name,
  description: COLUMNS.description,
  ...Object.fromEntries(TRANSLATABLE_FACTS.map((f) => [f.name, f.label])),
} as Record<TranslatableField, string>
const FIELDS = TRANSLATABLE_FIELDS
const ROW_FIELDS: Record<RowType, readonly TranslatableField[]> = {
  product: TRANSLATED_FIELDS.product,
  variant: TRANSLATED_FIELDS.variant,
}

export const translationHeader = (field: TranslatableField, code: string) => `${FIELD_COLUMN[field]} (${code})`

/** The translations' headers of an export: per extra language, its name, description and translatable facts. */
export const translationHeaders = (languages: readonly string[]) =>
  languages.flatMap((code) => FIELDS.map((field) => translationHeader(field, code)))

/** A row's translation cells, in translationHeaders order ('' where it has none or its kind has no such text). */
export function translationCells(translations: Translations, type: RowType, languages: readonly string[]): string[] {
  return languages.flatMap((code) =>
    FIELDS.map((field) => (ROW_FIELDS[type].includes(field) ? (translations[code]?.[field] ?? '') : '')),
  )
}

/** The translation columns of one sheet. */
export type TranslationLayout = Array<{ at: number; code: string; field: TranslatableField; header: string }>

const FIELD_BY_WORD = new Map(FIELDS.map((f) => [fold(FIELD_COLUMN[f]), f]))
// 'Nombre (en)': a text's column and a two-letter code; any other parenthesis is a note of the user's.
const HEADER = /^(.+?)\s*\(\s*([a-z]{2})\s*\)$/i

/**
 * Takes `header` into the layout when it names a translation: undefined when it does not, else
 * the problem of the column (null: taken). A language that is not one of the account's is a
 * problem of the column, so the preview names it.
 */
export function takeTranslationHeader(
  layout: TranslationLayout,
  header: string,
  at: number,
  languages: readonly string[],
): { problem: string | null } | undefined {
  const m = HEADER.exec(header.trim())
  const field = m ? FIELD_BY_WORD.get(fold(m[1]!)) : undefined
  if (!m || !field) return undefined
  const code = m[2]!.toLowerCase()
  if (code === BASE_LANGUAGE)
    return { problem: 'El menú se escribe en español: sus textos van en las columnas sin idioma, quita esta columna.' }
  if (!LANGUAGE_BY_CODE.has(code)) return { problem: `${LANGUAGE_MESSAGES.unknown(code)}.` }
  if (!languages.includes(code)) return { problem: `${LANGUAGE_MESSAGES.notChosen(code)}, o quita esta columna.` }
  if (layout.some((c) => c.code === code && c.field === field)) return { problem: 'La columna está repetida.' }
  layout.push({ at, code, field, header: header.trim() })
  return { problem: null }
}

const LIMITS = {
  name: NAME_MAX,
  description: DESCRIPTION_MAX,
  ...Object.fromEntries(TRANSLATABLE_FACTS.map((f) => [f.name, f.maxLength])),
} as Record<TranslatableField, number>

/** A cell's problem by the rules of the text it translates. */
function cellProblem(field: TranslatableField, text: string): string | null {
  const rule = field === 'description' ? multiLineText : singleLineText
  return rule(text) ?? (text.length > LIMITS[field] ? `Debe tener como máximo ${LIMITS[field]} caracteres` : null)
}

interface RowContext {
  cells: string[]
  type: RowType
  /** The item's stored translations; undefined for a new one. */
  was: Translations | undefined
  fail: (column: string, message: string) => void
}

/**
 * The translations after a row (undefined: unchanged), checked, and what they change. A text
 * that changes is the owner's: its language counts as reviewed again.
 */
export function rowTranslations({ cells, type, was, fail }: RowContext, layout: TranslationLayout) {
  const changes: FieldChange[] = []
  const next: Translations = structuredClone(was ?? {})
  let changed = false
  for (const { at, code, field, header } of layout) {
    if (!ROW_FIELDS[type].includes(field)) continue // as the Spanish column: ignored on such rows
    const text = (cells[at] ?? '').trim()
    const problem = cellProblem(field, text)
    if (problem) {
      fail(header, problem)
      continue
    }
    const from = was?.[code]?.[field] ?? ''
    if (text === from) continue
    const entry = { ...next[code] }
    if (text === '') delete entry[field]
    else entry[field] = text
    delete entry.reviewed
    next[code] = entry
    changed = true
    if (was) changes.push({ column: header, from, to: text })
  }
  return { draft: changed ? normalizeTranslations(next) : undefined, changes }
}
