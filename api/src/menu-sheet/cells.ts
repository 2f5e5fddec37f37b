import { foldText } from '@menu/shared/format/text'
import { MESSAGES, price as priceRule } from '@menu/shared/validation'
import { toCents } from '../db/values.js'
// The API's price maximum: a sheet cannot store what the editor refuses.
import { PRICE_MAX } from '../schemas/menu.js'
import { NO, YES } from './columns.js'

/** How the import reads a sheet's cells and shows the values it compares them with (plan.ts). */

export const NAME_MAX = 200
export const DESCRIPTION_MAX = 2000
export const fold = (s: string) => foldText(s.trim())
export const money = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(2)
export const yesNo = (b: boolean) => (b ? YES : NO)
export const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((x, i) => fold(x) === fold(b[i]!))

/** A price cell: '12', '12.5', '12,50' (decimal comma, as Spanish spreadsheets show it) or a number. */
export function parsePrice(text: string): { cents: number | null; problem: string | null } {
  const raw = text.trim()
  if (raw === '') return { cents: null, problem: null }
  const normal = /^\d+,\d{1,2}$/.test(raw) ? raw.replace(',', '.') : raw
  // A spreadsheet may store 12.3 as 12.300000000000001: numbers get two decimals' tolerance of the rule.
  const asNumber = Number(normal)
  const problem = /^\d+(\.\d+)?$/.test(normal)
    ? (priceRule(asNumber) ??
      (asNumber > PRICE_MAX ? `El precio debe ser como máximo ${PRICE_MAX.toLocaleString('en-US')}` : null))
    : MESSAGES.price
  return problem ? { cents: null, problem } : { cents: toCents(asNumber), problem: null }
}

export function parseBool(text: string): boolean | undefined {
  const v = fold(text)
  if (v === '' || v === 'si' || v === 's' || v === '1' || v === 'true' || v === 'verdadero' || v === 'x') return true
  if (v === 'no' || v === 'n' || v === '0' || v === 'false' || v === 'falso') return false
  return undefined
}

/** A template price equal to the base price follows the base (templates store it as null). */
export const sameOverride = (want: number | null, had: number | null, base: number | null) => {
  const normal = (v: number | null) => (v === base ? null : v)
  return normal(want) === normal(had)
}

export const splitList = (text: string) =>
  text
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
