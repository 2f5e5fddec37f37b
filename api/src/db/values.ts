import type { Bool01, IsoTime } from './types.js'

/** The one place where booleans and timestamps are converted between JS and storage. */
export const toBool01 = (b: boolean): Bool01 => (b ? 1 : 0)
export const fromBool01 = (v: Bool01 | number | boolean): boolean => v === true || Number(v) === 1
export const isoAt = (epochMs: number): IsoTime => new Date(epochMs).toISOString()
export const epochOf = (iso: IsoTime): number => Date.parse(iso)

/**
 * The one place where money is converted: prices are stored as integer cents, so 12.5 is
 * 1250 and reads back as exactly 12.5 (never 12.499999) on both dialects.
 */
// toFixed first: 1.005 * 100 is 100.49999999999999 in binary floating point, and the user meant 1.01.
export const toCents = (amount: number): number => Math.round(Number((amount * 100).toFixed(4)))
export const fromCents = (cents: number | string): number => Number(cents) / 100
/** An amount rounded to whole cents, as money is stored (a sum of prices, a quantity times a price). */
export const roundCents = (amount: number): number => fromCents(toCents(amount))
export const toCentsOrNull = (amount: number | null): number | null => (amount === null ? null : toCents(amount))
export const fromCentsOrNull = (cents: number | string | null): number | null =>
  cents === null ? null : fromCents(cents)
