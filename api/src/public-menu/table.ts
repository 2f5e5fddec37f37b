import type { PageWords } from './words/index.js'
import { esc } from './escape.js'

/**
 * The diner's table: table n's QR code opens the branch's menu with `?mesa=n` (n from 1 to the
 * branch's `tables`). The page then says 'Mesa n' and the view counts for that table too
 * (views/counter.ts). Anything else (not a plain positive integer, beyond the branch's tables)
 * is ignored: the page is the one without it, never an error, so a mistyped or stale link
 * still opens the menu.
 */

/** A plain positive integer of at most three digits (MAX_TABLES is 500), else undefined. */
export function tableFromQuery(query: unknown): number | undefined {
  const value = query && typeof query === 'object' ? (query as Record<string, unknown>).mesa : undefined
  return typeof value === 'string' && /^[1-9]\d{0,2}$/.test(value) ? Number(value) : undefined
}

/** The table when the branch has it (1..tables), else undefined. */
export const tableOf = (requested: number | undefined, tables: number): number | undefined =>
  requested !== undefined && requested <= tables ? requested : undefined

/** `mesa=n` for the page's own links and form, so switching language or filtering keeps the table. */
export const tableParam = (table: number | undefined): string => (table ? `mesa=${table}` : '')

/** The hidden field of the page's GET form (the allergen filter). */
export const tableField = (table: number | undefined): string =>
  table ? `<input type="hidden" name="mesa" value="${table}">` : ''

/** The line under the branch (its style: no CSS added): plain text, read in order by screen readers, no script. */
export const tableLine = (table: number | undefined, w: PageWords): string =>
  table ? `<p class="branch">${esc(w.table(table))}</p>` : ''
