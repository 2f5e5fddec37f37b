import type { Choice } from './choices.js'
import { MAX_QTY } from './list.js'

/**
 * The order forms' fields (application/x-www-form-urlencoded, a few KB at most): parsed into
 * plain strings and lists, then read here with strict patterns. Anything malformed reads as
 * absent; nothing the diner sent is used beyond these numbers and the page state (state.ts).
 */

/** Largest form body accepted (bytes): a choices page with every box ticked fits many times over. */
export const FORM_BODY_LIMIT = 8 * 1024

export type FormFields = Record<string, string | string[]>

/** The body as fields; a repeated name (v, sin, s0…) becomes a list. */
export function parseForm(body: string): FormFields {
  const out: FormFields = Object.create(null)
  for (const [name, value] of new URLSearchParams(body)) {
    const prev = out[name]
    if (prev === undefined) out[name] = value
    else if (Array.isArray(prev)) prev.push(value)
    else out[name] = [prev, value]
  }
  return out
}

const list = (fields: unknown, name: string): string[] => {
  const value = fields && typeof fields === 'object' ? (fields as Record<string, unknown>)[name] : undefined
  if (typeof value === 'string') return [value]
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}
const first = (fields: unknown, name: string): string | undefined => list(fields, name)[0]

const ID = /^[1-9]\d{0,9}$/
const INDEX = /^\d{1,3}$/

/** A positive id (product `a`, query `p`), else undefined. */
export function idField(fields: unknown, name: string): number | undefined {
  const value = first(fields, name)
  return value !== undefined && ID.test(value) ? Number(value) : undefined
}

/**
 * The dish to add: the menu's buttons post their name, `a<id>` (no value); the choices page
 * posts `a=<id>`. Else undefined.
 */
export function addedDishField(fields: unknown): number | undefined {
  const named = idField(fields, 'a')
  if (named !== undefined || !fields || typeof fields !== 'object') return named
  const key = Object.keys(fields).find((k) => /^a[1-9]\d{0,9}$/.test(k))
  return key === undefined ? undefined : Number(key.slice(1))
}

/** An integer from `min` to `max`; absent or anything else: `fallback`. */
export function intField(fields: unknown, name: string, min: number, max: number, fallback: number): number {
  const value = first(fields, name)
  if (value === undefined || !/^\d{1,3}$/.test(value)) return fallback
  const n = Number(value)
  return n >= min && n <= max ? n : fallback
}

/** The quantity `n` (1..MAX_QTY, default 1; out of range: undefined, a refusal). */
export function quantityField(fields: unknown): number | undefined {
  const value = first(fields, 'n')
  if (value === undefined || value === '') return 1
  const n = /^\d{1,3}$/.test(value) ? Number(value) : 0
  return n >= 1 && n <= MAX_QTY ? n : undefined
}

/** The variants `v` and, for `steps` steps, each step's `s<i>` item indexes (duplicates dropped). */
export function choiceFields(fields: unknown, steps: number): Choice {
  const ids = (values: string[], pattern: RegExp) => [...new Set(values.filter((v) => pattern.test(v)).map(Number))]
  return {
    variants: ids(list(fields, 'v'), ID).slice(0, 100),
    choices: Array.from({ length: steps }, (_, i) => ids(list(fields, `s${i}`), INDEX).slice(0, 100)),
  }
}

/** `e=1`: the choices page sent this (a dish with choices posted from the menu goes to that page first). */
export const fromChoicesPage = (fields: unknown): boolean => first(fields, 'e') === '1'

/** The call's kind `k`. */
export function callKindField(fields: unknown): 'waiter' | 'bill' | undefined {
  const value = first(fields, 'k')
  return value === 'waiter' || value === 'bill' ? value : undefined
}

/** The call result `r` of the confirmation page. */
export function callResultField(fields: unknown): 'ok' | 'open' | 'wait' | undefined {
  const value = first(fields, 'r')
  return value === 'ok' || value === 'open' || value === 'wait' ? value : undefined
}
