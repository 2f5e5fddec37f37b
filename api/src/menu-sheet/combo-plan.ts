import { COMBO_MESSAGES, type ComboStep, type ProductKind, stepsProblem } from '@menu/shared/menu/combos'
import { fold, parseBool } from './cells.js'
import { formatSheetSteps, keepTranslations, parseSheetSteps, type SheetStep, sheetStepsOf } from './combo-cells.js'
import { COLUMNS, KIND_TYPES, NO, TYPES, YES } from './columns.js'
import type { FieldChange, ImportPlan, ProductDraft } from './plan-types.js'
import type { MenuSnapshot } from './snapshot.js'

/**
 * A product row's combo columns in an import (docs/import-export.md): Tipo ('Combo', 'Platillo'
 * or 'Producto': the kind it had), Pasos (combo-cells.ts) and Menú del día. Dish names in Pasos
 * are matched, once every row is read, with the menu as the import leaves it (resolveSteps).
 */

type Was = MenuSnapshot['products'][number]

const KIND_LABEL: Record<ProductKind, string> = { combo: KIND_TYPES.combo, dish: KIND_TYPES.dish }

/** What a product row says about its kind, steps (dish items by name) and menu of the day. */
export interface RowCombo {
  kind: ProductKind
  /** Steps to write (then resolveSteps turns the dish names into ids); undefined: unchanged. */
  sheetSteps?: SheetStep[]
  /** undefined: unchanged (a new product: not a menu of the day). */
  daily?: boolean
  changes: FieldChange[]
}

export interface RowComboInput {
  typeText: string
  /** The cells, or undefined when the sheet has no such column. */
  steps: string | undefined
  daily: string | undefined
  was: Was | undefined
  dishName: (id: number) => string | undefined
  fail: (column: 'steps' | 'daily', message: string) => void
}

export const isProductType = (typeText: string) =>
  [TYPES.product, KIND_TYPES.combo, KIND_TYPES.dish].some((t) => fold(t) === typeText)

export function rowCombo({ typeText, steps, daily, was, dishName, fail }: RowComboInput): RowCombo {
  const kind: ProductKind =
    typeText === fold(KIND_TYPES.combo)
      ? 'combo'
      : typeText === fold(KIND_TYPES.dish)
        ? 'dish'
        : (was?.kind ?? (steps?.trim() ? 'combo' : 'dish'))
  const out: RowCombo = { kind, changes: [] }
  const wasText = was?.kind === 'combo' ? formatSheetSteps(sheetStepsOf(was.steps, dishName)) : ''

  const parsed = steps === undefined ? undefined : parseSheetSteps(steps)
  if (parsed?.problem) fail('steps', parsed.problem)
  else if (kind === 'dish' && parsed?.steps?.length) fail('steps', COMBO_MESSAGES.dishSteps)
  else if (kind === 'combo') {
    if (parsed?.steps?.length === 0 || (parsed === undefined && was?.kind !== 'combo'))
      fail('steps', COMBO_MESSAGES.noSteps)
    else if (parsed?.steps) {
      const text = formatSheetSteps(parsed.steps)
      if (text !== wasText) {
        out.sheetSteps = parsed.steps
        out.changes.push({ column: COLUMNS.steps, from: wasText, to: text })
      } else if (was?.kind !== 'combo') out.sheetSteps = parsed.steps
    }
  } else if (was?.kind === 'combo') out.changes.push({ column: COLUMNS.steps, from: wasText, to: '' })

  if (daily !== undefined) {
    const value = daily.trim() === '' ? false : parseBool(daily)
    if (value === undefined) fail('daily', `Escribe ${YES} o ${NO}.`)
    else if (value && kind === 'dish') fail('daily', COMBO_MESSAGES.notDaily)
    else out.daily = value
  }
  if (was && was.kind !== kind)
    out.changes.unshift({ column: COLUMNS.type, from: KIND_LABEL[was.kind], to: KIND_LABEL[kind] })
  const wasDaily = was?.kind === 'combo' && was.daily
  const nowDaily = kind === 'combo' && (out.daily ?? wasDaily)
  if (was && wasDaily !== nowDaily)
    out.changes.push({ column: COLUMNS.daily, from: wasDaily ? YES : NO, to: nowDaily ? YES : NO })
  return out
}

/** A product row of the file as the import leaves it, to match the dish names of Pasos with. */
export interface SheetProduct {
  row: number
  id?: number
  name: string
  kind: ProductKind
}

/**
 * Turns the dish names of the combos' new steps into product ids (a product the import creates:
 * minus its row, which applyImport swaps for its id), checks them with the shared rule, and keeps
 * the translations of unchanged texts. A dish is looked up among the file's products and the
 * menu's products the file leaves (absent ones, unless they are removed): unknown, repeated or
 * a combo is an error of the row's Pasos.
 */
export function resolveSteps(
  plan: ImportPlan,
  pending: Array<{ draft: ProductDraft; steps: SheetStep[]; was?: Was }>,
  menu: MenuSnapshot,
  sheetProducts: SheetProduct[],
  seen: (id: number) => boolean,
  remove: boolean,
) {
  const byName = new Map<string, SheetProduct[]>()
  const add = (p: SheetProduct) => byName.set(fold(p.name), [...(byName.get(fold(p.name)) ?? []), p])
  sheetProducts.forEach(add)
  if (!remove) for (const p of menu.products) if (!seen(p.id)) add({ row: 0, id: p.id, name: p.name, kind: p.kind })

  for (const { draft, steps, was } of pending) {
    const fail = (message: string) => plan.errors.push({ row: draft.row, column: COLUMNS.steps, message })
    let failed = false
    const resolved: ComboStep[] = steps.map((s) => ({
      name: s.name,
      min: s.min,
      max: s.max,
      items: s.items.map((it) => {
        if (!it.dish) return { product_id: null, name: it.name, surcharge: it.surcharge }
        const found = byName.get(fold(it.name)) ?? []
        const problem =
          found.length === 0
            ? `No hay un platillo llamado «${it.name}» en el menú ni en el archivo.`
            : found.length > 1
              ? `Hay varios productos llamados «${it.name}»: cambia el nombre de uno para elegirlo.`
              : found[0]!.kind === 'combo'
                ? `«${it.name}» es un combo. ${COMBO_MESSAGES.nested}.`
                : null
        if (problem) {
          if (!failed) fail(problem)
          failed = true
          return { product_id: null, name: it.name, surcharge: it.surcharge }
        }
        return { product_id: found[0]!.id ?? -found[0]!.row, name: null, surcharge: it.surcharge }
      }),
    }))
    if (failed) continue
    const problem = stepsProblem(resolved)
    if (problem) {
      const step = /^steps\.(\d+)/.exec(problem.field)
      fail(step ? `Paso ${Number(step[1]) + 1}: ${problem.message}` : problem.message)
      continue
    }
    draft.combo!.steps = keepTranslations(resolved, was?.kind === 'combo' ? was.steps : [])
  }
}
