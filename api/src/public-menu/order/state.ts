import { avoidFromQuery } from '../avoid.js'
import { type PageState, pageHref, stateFields } from '../links.js'
import type { PublicMenu } from '../schema.js'
import { searchFromQuery } from '../search.js'
import { tableFromQuery, tableOf } from '../table.js'

/**
 * The menu page's state (links.ts: ?lang=, ?mesa=, ?sin=, ?q=) carried through the order pages,
 * so 'Volver al menú' lands on the page the diner left, at the same table, filter and search.
 * Read from a query string or a form body with the menu page's own parsers (table.ts, avoid.ts,
 * search.ts) and written back with its own writers (links.ts): nothing is echoed as sent. The
 * language is the one the view answered in (the menu's, chosen from ?lang= and Accept-Language).
 */

/** The state of a request (query or form body); the table only when the branch has it. */
export function orderState(input: unknown, tables: number): PageState {
  return {
    table: tableOf(tableFromQuery(input), tables),
    avoid: avoidFromQuery(input),
    query: searchFromQuery(input),
  }
}

/** The `lang` a query or form asks for (the first when repeated), for chooseLanguage. */
export function askedLanguage(input: unknown): unknown {
  const value = input && typeof input === 'object' ? (input as Record<string, unknown>).lang : undefined
  return Array.isArray(value) ? value[0] : value
}

/** The menu page with the state, at `anchor` (e.g. 'a12', the dish the diner added). Not HTML-escaped. */
export const menuHref = (view: PublicMenu, state: PageState, anchor = '') =>
  `/m/${pageHref(view, state)}${anchor ? `#${anchor}` : ''}`

/**
 * An order page of the menu ('pedido', 'pedido/elegir', 'mesero') with the state and `extra`
 * parameters (already encoded). Not HTML-escaped.
 */
export function orderHref(view: PublicMenu, state: PageState, path: string, extra = ''): string {
  const [key, query = ''] = pageHref(view, state).split('?')
  const params = [query, extra].filter(Boolean).join('&')
  return `/m/${key}/${path}${params ? `?${params}` : ''}`
}

/** The state as hidden fields of the order pages' forms (POST bodies read it back with orderState). */
export const stateInputs = (view: PublicMenu, state: PageState) => stateFields(view, state)

/** Where an order page's form posts ('pedido', 'pedido/cambiar', 'mesero'…): the page state goes as hidden fields. */
export const orderAction = (view: PublicMenu, path: string) => `/m/${encodeURIComponent(view.route_key)}/${path}`
