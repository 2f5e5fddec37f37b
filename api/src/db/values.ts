import type { Bool01, IsoTime } from './types.js'

/** The one place where booleans and timestamps are converted between JS and storage. */
export const toBool01 = (b: boolean): Bool01 => (b ? 1 : 0)
export const fromBool01 = (v: Bool01 | number | boolean): boolean => v === true || Number(v) === 1
export const isoAt = (epochMs: number): IsoTime => new Date(epochMs).toISOString()
export const epochOf = (iso: IsoTime): number => Date.parse(iso)
