import type { ComboStep, ComboItem } from '@menu/shared/menu/combos'
import type { Translations } from '@menu/shared/menu/languages'

/**
 * A combo's steps in one spreadsheet cell ('Pasos', docs/import-export.md), readable and read
 * back unchanged:
 *
 *   Sopa [1]: Sopa de fideo; Crema de elote | Guisado [1-2]: #Tinga de pollo +15; #Mole | Bebida [0-1]: Agua del día
 *
 * Steps are separated by '|', each is 'name [min-max]: items' ('[1]' is min = max = 1; without
 * brackets, choose 1), items by ';'. '#' names one of the menu's dishes by its name; any other
 * item is a simple named option. '+15' (or '+15.50') at an item's end is its extra charge. A
 * name holding one of the grammar's signs writes it with a backslash before it ('Café \| té').
 * Pure: matching dish names to products is the import's job (plan.ts).
 */

/** A step as the cell writes it: dish items by their dish's name. */
export interface SheetItem {
  /** A dish of the menu, by its name ('#'); else `name` is a named item. */
  dish: boolean
  name: string
  /** In pesos, as the API answers it; null: none. */
  surcharge: number | null
}
export interface SheetStep {
  name: string
  min: number
  max: number
  items: SheetItem[]
}

export const STEPS_EXAMPLE = 'Sopa [1]: Fideo; Arroz | Guisado [1-2]: #Tinga +15; #Mole'
const ESCAPE = '\\'

/** Writes `text` with a backslash before each of `signs` (and before the backslash itself). */
const escapeSigns = (text: string, signs: string) =>
  [...text].map((ch) => (ch === ESCAPE || signs.includes(ch) ? `${ESCAPE}${ch}` : ch)).join('')

/** Drops the backslashes that escape a sign. */
const unescapeSigns = (text: string) => text.replace(/\\(.)/g, '$1')

/** Splits `text` at each `sign` not escaped; the parts keep their escapes. */
function split(text: string, sign: string): string[] {
  const parts: string[] = []
  let current = ''
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (ch === ESCAPE && i + 1 < text.length) {
      current += ch + text[i + 1]
      i++
    } else if (ch === sign) {
      parts.push(current)
      current = ''
    } else current += ch
  }
  parts.push(current)
  return parts
}

/** The first `sign` not escaped, or -1. */
function indexOfSign(text: string, sign: string): number {
  for (let i = 0; i < text.length; i++) {
    if (text[i] === ESCAPE) i++
    else if (text[i] === sign) return i
  }
  return -1
}

const amount = (pesos: number) => (Number.isInteger(pesos) ? String(pesos) : pesos.toFixed(2))

export function formatSheetSteps(steps: readonly SheetStep[]): string {
  return steps
    .map((s) => {
      const range = s.min === s.max ? `${s.min}` : `${s.min}-${s.max}`
      const items = s.items.map((it) => {
        // A named item starting with '#' would read as a dish; a '+' anywhere as a charge.
        const name = escapeSigns(it.name, '|;+')
        const text = it.dish ? `#${name}` : name.startsWith('#') ? `${ESCAPE}${name}` : name
        return it.surcharge ? `${text} +${amount(it.surcharge)}` : text
      })
      return `${escapeSigns(s.name, '|;:[]')} [${range}]: ${items.join('; ')}`
    })
    .join(' | ')
}

/** Stored steps as the cell writes them; an item whose dish is gone (`dishName` undefined) is left out, as the menu does. */
export function sheetStepsOf(steps: readonly ComboStep[], dishName: (id: number) => string | undefined): SheetStep[] {
  return steps.map((s) => ({
    name: s.name,
    min: s.min,
    max: s.max,
    items: s.items.flatMap((it): SheetItem[] => {
      if (!it.product_id) return [{ dish: false, name: it.name ?? '', surcharge: it.surcharge ?? null }]
      const name = dishName(it.product_id)
      return name === undefined ? [] : [{ dish: true, name, surcharge: it.surcharge ?? null }]
    }),
  }))
}

const RANGE = /^\[\s*(\d{1,3})\s*(?:-\s*(\d{1,3})\s*)?\]$/
const CHARGE = /(^|[^\\])\+\s*\$?\s*(\d+(?:[.,]\d{1,2})?)\s*$/

export type ParsedSteps = { steps: SheetStep[]; problem: null } | { steps: null; problem: string }

/** The cell's steps, or the first problem of its writing in Spanish (the numbers are checked by stepsProblem). */
export function parseSheetSteps(cell: string): ParsedSteps {
  const fail = (problem: string): ParsedSteps => ({ steps: null, problem })
  if (cell.trim() === '') return { steps: [], problem: null }
  const steps: SheetStep[] = []
  for (const [i, raw] of split(cell, '|').entries()) {
    const at = `Paso ${i + 1}`
    const colon = indexOfSign(raw, ':')
    if (colon < 0) return fail(`${at}: escribe «nombre [mínimo-máximo]: opciones», por ejemplo ${STEPS_EXAMPLE}.`)
    let header = raw.slice(0, colon).trim()
    let min = 1
    let max = 1
    const open = indexOfSign(header, '[')
    if (open >= 0) {
      const m = RANGE.exec(header.slice(open).trim())
      if (!m) return fail(`${at}: escribe cuántas opciones se eligen como [1] o [0-2].`)
      min = Number(m[1])
      max = m[2] === undefined ? min : Number(m[2])
      header = header.slice(0, open).trim()
    }
    const items: SheetItem[] = []
    for (const part of split(raw.slice(colon + 1), ';')) {
      let text = part.trim()
      if (text === '') continue
      let surcharge: number | null = null
      const charge = CHARGE.exec(text)
      if (charge) {
        surcharge = Number(charge[2]!.replace(',', '.'))
        text = text.slice(0, charge.index + charge[1]!.length).trim()
      }
      const dish = text.startsWith('#')
      items.push({ dish, name: unescapeSigns(dish ? text.slice(1).trim() : text).trim(), surcharge })
    }
    steps.push({ name: unescapeSigns(header), min, max, items })
  }
  return { steps, problem: null }
}

/**
 * The translations of the steps the sheet rewrites, kept from the stored ones with the same
 * Spanish text (the sheet holds Spanish only): a step's by its name, a named item's by its name.
 */
export function keepTranslations(steps: ComboStep[], stored: readonly ComboStep[]): ComboStep[] {
  const key = (s: string | null | undefined) => (s ?? '').trim().toLowerCase()
  const stepTexts = new Map<string, Translations>()
  const itemTexts = new Map<string, Translations>()
  for (const s of stored) {
    if (s.translations) stepTexts.set(key(s.name), s.translations)
    for (const it of s.items) if (!it.product_id && it.translations) itemTexts.set(key(it.name), it.translations)
  }
  return steps.map((s) => {
    const texts = stepTexts.get(key(s.name))
    return {
      ...s,
      ...(texts ? { translations: texts } : {}),
      items: s.items.map((it): ComboItem => {
        const t = it.product_id ? undefined : itemTexts.get(key(it.name))
        return t ? { ...it, translations: t } : it
      }),
    }
  })
}
