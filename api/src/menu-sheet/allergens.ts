import {
  ALLERGEN_LEVELS,
  ALLERGEN_MESSAGES,
  ALLERGENS,
  type AllergenCode,
  type AllergenLevel,
  type AllergenMap,
  CALORIES_MAX,
  DIET_LABELS,
  DIETS,
  type Diet,
  dietProblem,
  FACT_LABELS,
  LEVEL_LABELS,
  normalizeAllergens,
  normalizeDiets,
  PORTION_MAX_LENGTH,
} from '@menu/shared/menu/allergens'
import { singleLineText } from '@menu/shared/validation'
import { fold, splitList } from './cells.js'
import { LIST_SEPARATOR, type RowType } from './columns.js'
import type { FieldChange } from './plan-types.js'

/**
 * The spreadsheet's dish facts (docs/allergens.md, docs/import-export.md): Porción, Calorías,
 * Dietas and one column per allergen headed by its word ('Gluten', 'Cacahuate') holding
 * 'Contiene' / 'Puede contener' / 'No contiene' or nothing (Sin confirmar). They come after the
 * older columns, so a sheet exported before them keeps its layout; a column that is absent
 * leaves that fact as it is (an old sheet never erases allergens).
 */

export const FACT_COLUMNS = {
  portion: FACT_LABELS.portion,
  calories: FACT_LABELS.calories,
  diets: FACT_LABELS.diets,
} as const
type FactColumn = keyof typeof FACT_COLUMNS
const FACT_ORDER: FactColumn[] = ['portion', 'calories', 'diets']

/** The facts' headers, in the order of an export. */
export const FACT_HEADERS = [...FACT_ORDER.map((c) => FACT_COLUMNS[c]), ...ALLERGENS.map((a) => a.name)]

/** What the sheet knows of one product or variant (no diets: variants have none). */
export interface SheetFacts {
  allergens: AllergenMap
  diets?: Diet[]
  calories: number | null
  portion: string | null
}

/** What a row sets: a field left out had no column (unchanged). `allergens` is the whole map after the row. */
export interface FactsDraft {
  allergens?: AllergenMap
  diets?: Diet[]
  calories?: number | null
  portion?: string | null
}

const levelWord = (level: AllergenLevel | undefined) => LEVEL_LABELS[level ?? 'unconfirmed']
export const dietsText = (diets: readonly Diet[]) => diets.map((d) => DIET_LABELS[d]).join(LIST_SEPARATOR)

/** The facts' cells of an export row, in FACT_HEADERS order; '' for not confirmed. */
export function factCells(facts: SheetFacts, type: RowType): Array<string | number | null> {
  return [
    facts.portion ?? '',
    facts.calories,
    type === 'product' ? dietsText(facts.diets ?? []) : '',
    ...ALLERGENS.map((a) => {
      const level = facts.allergens[a.code]
      return level ? LEVEL_LABELS[level] : ''
    }),
  ]
}

// Cells are read by their words, case and accents aside ('no contiene' = 'No contiene'); the
// code is taken too ('peanuts', 'vegan') for sheets written by a program.
const ALLERGEN_BY_HEADER = new Map<string, AllergenCode>(
  ALLERGENS.flatMap((a) => [
    [fold(a.name), a.code],
    [fold(a.code), a.code],
  ]),
)
const LEVEL_BY_WORD = new Map<string, AllergenLevel | undefined>([
  ...ALLERGEN_LEVELS.map((l) => [fold(LEVEL_LABELS[l]), l] as const),
  [fold(LEVEL_LABELS.unconfirmed), undefined],
  ['', undefined],
])
const DIET_BY_WORD = new Map<string, Diet>(
  DIETS.flatMap((d) => [
    [fold(DIET_LABELS[d]), d],
    [fold(d), d],
  ]),
)

const LEVEL_PROBLEM = `Escribe ${LEVEL_LABELS.contains}, ${LEVEL_LABELS.may_contain} o ${LEVEL_LABELS.free} (vacía: ${LEVEL_LABELS.unconfirmed}).`
const dietProblemText = (word: string) =>
  `«${word}» no es una dieta: escribe ${DIETS.map((d) => DIET_LABELS[d]).join(' o ')}, separadas por comas.`

/** Where the facts' columns are in one sheet (absent ones are left out). */
export interface FactsLayout {
  columns: Partial<Record<FactColumn, number>>
  allergens: Array<{ at: number; code: AllergenCode; header: string }>
}
export const emptyLayout = (): FactsLayout => ({ columns: {}, allergens: [] })

/**
 * Takes `header` into the layout when it names a fact: 'taken', 'repeated' (a second column
 * of the same fact) or undefined (not a fact's column).
 */
export function takeFactHeader(layout: FactsLayout, header: string, at: number): 'taken' | 'repeated' | undefined {
  const key = fold(header)
  const fact = FACT_ORDER.find((c) => fold(FACT_COLUMNS[c]) === key)
  if (fact) {
    if (layout.columns[fact] !== undefined) return 'repeated'
    layout.columns[fact] = at
    return 'taken'
  }
  const code = ALLERGEN_BY_HEADER.get(key)
  if (!code) return undefined
  if (layout.allergens.some((a) => a.code === code)) return 'repeated'
  layout.allergens.push({ at, code, header: header.trim() })
  return 'taken'
}

interface RowContext {
  cells: string[]
  type: RowType
  /** The item's facts now; undefined for a new one (nothing confirmed, no diets, no calories or portion). */
  was: SheetFacts | undefined
  fail: (column: string, message: string) => void
}

/**
 * The facts a row sets, checked with the shared rules (the diet rule included, on the facts as
 * they will be: the row's where it has the column, else the item's), and what they change.
 */
export function rowFacts({ cells, type, was, fail }: RowContext, layout: FactsLayout) {
  const draft: FactsDraft = {}
  const changes: FieldChange[] = []
  let failed = false
  const problem = (column: string, message: string) => {
    failed = true
    fail(column, message)
  }
  const cell = (at: number | undefined) => (at === undefined ? undefined : (cells[at] ?? '').trim())
  const change = (column: string, from: string, to: string) => {
    if (was && from !== to) changes.push({ column, from, to })
  }

  const portion = cell(layout.columns.portion)
  if (portion !== undefined) {
    const bad = singleLineText(portion) ?? (portion.length > PORTION_MAX_LENGTH ? ALLERGEN_MESSAGES.portion : null)
    if (bad) problem(FACT_COLUMNS.portion, bad)
    draft.portion = portion === '' ? null : portion
    change(FACT_COLUMNS.portion, was?.portion ?? '', portion)
  }

  const calories = cell(layout.columns.calories)
  if (calories !== undefined) {
    // A spreadsheet number arrives as its plain notation ('640'); '640.0' is still an integer.
    const n = Number(calories)
    if (calories !== '' && (!/^\d+(\.0+)?$/.test(calories) || n > CALORIES_MAX))
      problem(FACT_COLUMNS.calories, ALLERGEN_MESSAGES.calories)
    draft.calories = calories === '' ? null : n
    const had = was?.calories ?? null
    change(FACT_COLUMNS.calories, had === null ? '' : String(had), calories === '' ? '' : String(n))
  }

  const diets = cell(layout.columns.diets)
  if (diets !== undefined) {
    const words = splitList(diets)
    if (type === 'variant') {
      if (words.length)
        problem(FACT_COLUMNS.diets, 'Las dietas son del producto: deja vacía esta celda en las variantes.')
    } else {
      const unknown = words.find((w) => !DIET_BY_WORD.has(fold(w)))
      if (unknown !== undefined) problem(FACT_COLUMNS.diets, dietProblemText(unknown))
      draft.diets = normalizeDiets(words.flatMap((w) => DIET_BY_WORD.get(fold(w)) ?? []))
      change(FACT_COLUMNS.diets, dietsText(was?.diets ?? []), dietsText(draft.diets))
    }
  }

  if (layout.allergens.length) {
    const map: AllergenMap = { ...was?.allergens }
    for (const { at, code, header } of layout.allergens) {
      const text = cell(at)!
      const key = fold(text)
      if (!LEVEL_BY_WORD.has(key)) {
        problem(header, LEVEL_PROBLEM)
        continue
      }
      const level = LEVEL_BY_WORD.get(key)
      if (level) map[code] = level
      else delete map[code]
      change(header, levelWord(was?.allergens[code]), levelWord(level))
    }
    draft.allergens = normalizeAllergens(map)
  }

  // A contradiction is told only once the cells themselves read well (else it may be a misreading).
  const clash = failed ? null : dietProblem(draft.diets ?? was?.diets ?? [], draft.allergens ?? was?.allergens ?? {})
  if (type === 'product' && clash) fail(FACT_COLUMNS.diets, clash.message)
  return { draft, changes }
}
