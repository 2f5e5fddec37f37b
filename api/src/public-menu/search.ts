import { foldText } from '@menu/shared/format/text'
import { esc } from './escape.js'
import { type PageState, pageHref, stateFields } from './links.js'
import type { PublicMenu, PublicProduct } from './schema.js'
import type { PageWords } from './words/index.js'

/**
 * The diner's search, without JavaScript: a GET form (`?q=nopal`) the server answers with the
 * page holding only the dishes whose name or description has every word of the query, ignoring
 * case and accents (the product's one folding rule, foldText: 'nopal' finds 'Nopál'). It reads
 * the texts the diner sees: in their language, each untranslated one in Spanish (translate.ts),
 * so a half-translated menu is searched whole. It combines with ?sin= (the allergen filter runs
 * first, view.ts), ?lang= and ?mesa=; the query is echoed back escaped (it is user input).
 */

/** Longest query kept (characters); the rest is cut: no dish name needs more, and the cache key stays small. */
export const SEARCH_MAX = 60

/** `?q=` -> the query as the page shows it (trimmed, inner spaces collapsed, at most SEARCH_MAX), or undefined for none. */
export function searchFromQuery(query: unknown): string | undefined {
  const raw = query && typeof query === 'object' ? (query as Record<string, unknown>).q : undefined
  const value = Array.isArray(raw) ? raw[0] : raw
  if (typeof value !== 'string') return undefined
  const text = Array.from(value.replace(/\s+/g, ' ').trim()).slice(0, SEARCH_MAX).join('').trim()
  return text || undefined
}

/** The folded words a dish must all contain. */
const termsOf = (query: string): string[] => foldText(query).split(' ').filter(Boolean)

function matches(p: PublicProduct, terms: readonly string[]): boolean {
  const text = foldText(`${p.name}\n${p.description ?? ''}`)
  return terms.every((t) => text.includes(t))
}

export interface SearchResult {
  query: string
  /** Dishes found (0: the page says 'No encontramos …'). */
  found: number
}

/** The view with only the dishes `query` finds; sections left empty go, as with the allergen filter. */
export function searchView(view: PublicMenu, query: string): { view: PublicMenu; search: SearchResult } {
  const terms = termsOf(query)
  let found = 0
  const keep = (products: PublicProduct[]) => {
    const kept = products.filter((p) => matches(p, terms))
    found += kept.length
    return kept
  }
  const families = view.families.flatMap((f) => {
    const categories = f.categories.flatMap((c) => {
      const products = keep(c.products)
      return products.length ? [{ ...c, products }] : []
    })
    return categories.length ? [{ ...f, categories }] : []
  })
  const of_the_day = view.of_the_day.filter((o) => keep([o.product]).length)
  const other_products = keep(view.other_products)
  return { view: { ...view, of_the_day, families, other_products }, search: { query, found } }
}

/** The search form (a GET form to the page, keeping the language, table and allergen filter) and, after a search, its result with the way back. */
export function searchPanel(view: PublicMenu, w: PageWords, state: PageState, search?: SearchResult): string {
  const s = w.search
  const form =
    `<form class="sf" method="get" role="search">${stateFields(view, { ...state, query: undefined })}` +
    `<label class="vh" for="q">${esc(s.label)}</label>` +
    `<input id="q" type="search" name="q" maxlength="${SEARCH_MAX}" placeholder="${esc(s.label)}" value="${esc(search?.query ?? '')}">` +
    `<button class="btn" type="submit">${esc(s.button)}</button></form>`
  if (!search) return form
  const said = search.found ? s.found(search.found, search.query) : s.none(search.query)
  const back = pageHref(view, { ...state, query: undefined })
  return (
    form +
    `<div class="fs" role="status"><p><b>${esc(said)}</b></p><p><a href="${esc(back)}">${esc(s.showAll)}</a></p></div>`
  )
}

/**
 * The form's rules: one row, 44 px touch targets; the label is for screen readers (the placeholder
 * says it on screen). Its `button` rule is every button of the menu page's (the filter's, the order
 * buttons'): one rule instead of one per form, bytes the 20 KB budget needs.
 */
export const SEARCH_CSS =
  '.sf{display:flex;gap:8px;margin-top:12px}.sf input{flex:1;min-width:0;min-height:44px;padding:0 12px;font:inherit;' +
  'color:var(--fg);background:var(--bg);border:1px solid var(--fg);border-radius:22px}button{border:0;cursor:pointer;font:inherit;font-weight:600}' +
  '.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}' +
  '.sf+.fs{margin-top:8px}'

/** The status line of a search or of the allergen filter: only on a page that has one. */
export const STATUS_CSS =
  '.fs{padding:12px;border:2px solid var(--fg);border-radius:12px;margin-bottom:8px}.fs p+p{margin-top:6px}'
