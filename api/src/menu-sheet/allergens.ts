import {
  ALLERGEN_LEVELS,
  ALLERGENS,
  type AllergenCode,
  type AllergenLevel,
  type AllergenMap,
  DIET_LABELS,
  DIETS,
  type Diet,
  dietProblem,
  LEVEL_LABELS,
  normalizeAllergens,
  normalizeDiets,
} from '@menu/shared/menu/allergens'
import {
  type DishFactValues,
  FACT_LABELS,
  VALUE_FACT_NAMES,
  VALUE_FACTS,
  type ValueFactName,
  valueProblem,
} from '@menu/shared/menu/dish-facts'
import { singleLineText } from '@menu/shared/validation'
import { fold, splitList } from './cells.js'
import { LIST_SEPARATOR, type RowType } from './columns.js'
import type { FieldChange } from './plan-types.js'

/**
 * The spreadsheet's dish facts (docs/allergens.md, docs/import-export.md): a column per value
 * fact headed by its label (DISH_FACTS: Porción, Calorías), Dietas, and one column per allergen
 * headed by its word ('Gluten', 'Cacahuate') holding 'Contiene' / 'Puede contener' /
 * 'No contiene' or nothing (Sin confirmar). They come after the older columns, so a sheet
 * exported before them keeps its layout; a column that is absent leaves that fact as it is (an
 * old sheet never erases allergens).
 */

/** The facts' columns besides the allergens', headed by their labels. */
export const FACT_COLUMNS = FACT_LABELS
type FactColumn = ValueFactName | 'diets'
const FACT_ORDER: FactColumn[] = [...VALUE_FACT_NAMES, 'diets']

/** The headers of the facts' columns besides the allergens' ('Porción', 'Calorías', 'Dietas'). */
export const FACT_COLUMN_HEADERS = FACT_ORDER.map((c) => FACT_COLUMNS[c])
/** The facts' headers, in the order of an export. */
export const FACT_HEADERS = [...FACT_COLUMN_HEADERS, ...ALLERGENS.map((a) => a.name)]

/** What the sheet knows of one product or variant (no diets: variants have none). */
export interface SheetFacts extends DishFactValues {
  allergens: AllergenMap
  diets?: Diet[]
}

/** What a row sets: a field left out had no column (unchanged). `allergens` is the whole map after the row. */
export interface FactsDraft extends Partial<DishFactValues> {
  allergens?: AllergenMap
  diets?: Diet[]
}

const levelWord = (level: AllergenLevel | undefined) => LEVEL_LABELS[level ?? 'unconfirmed']
export const dietsText = (diets: readonly Diet[]) => diets.map((d) => DIET_LABELS[d]).join(LIST_SEPARATOR)

/** The facts' cells of an export row, in FACT_HEADERS order; '' for not confirmed. */
export function factCells(facts: SheetFacts, type: RowType): Array<string | number | null> {
  return [
    // A text left empty; a number as a number (or none), so the spreadsheet can add it up.
    ...VALUE_FACTS.map((fact) => (fact.kind === 'text' ? (facts[fact.name] ?? '') : facts[fact.name])),
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
  /** The item's facts now; undefined for a new one (nothing confirmed, no diets, no value fact given). */
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

  for (const fact of VALUE_FACTS) {
    const text = cell(layout.columns[fact.name])
    if (text === undefined) continue
    const bad = (fact.kind === 'text' ? singleLineText(text) : null) ?? valueProblem(fact, text)
    if (bad) problem(fact.label, bad)
    const had = was?.[fact.name] ?? null
    // A number reads as its plain notation in the preview ('640.0' is 640).
    const value = text === '' ? null : fact.kind === 'integer' ? Number(text) : text
    Object.assign(draft, { [fact.name]: value })
    change(fact.label, had === null ? '' : String(had), value === null ? '' : String(value))
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
