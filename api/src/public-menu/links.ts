import type { AllergenCode } from '@menu/shared/menu/allergens'
import { esc } from './escape.js'
import type { PublicMenu } from './schema.js'

/**
 * The page's links and forms to itself keep what the diner chose: the language (on a menu in
 * several, else the browser decides), the table (?mesa=, table.ts), the allergen filter (?sin=,
 * avoid.ts) and the search (?q=, search.ts). One place, so a new choice is kept everywhere.
 */
export interface PageState {
  table?: number
  avoid?: readonly AllergenCode[]
  query?: string
}

const languageOf = (view: PublicMenu): string | undefined => (view.languages.length ? view.language : undefined)

/** The page's relative URL with `state` (route key + '?lang=…&mesa=…&sin=…&q=…'), not yet escaped for HTML. */
export function pageHref(view: PublicMenu, state: PageState): string {
  const lang = languageOf(view)
  const parts = [
    lang ? `lang=${lang}` : '',
    state.table ? `mesa=${state.table}` : '',
    state.avoid?.length ? `sin=${state.avoid.join(',')}` : '',
    state.query ? `q=${encodeURIComponent(state.query)}` : '',
  ].filter(Boolean)
  return encodeURIComponent(view.route_key) + (parts.length ? `?${parts.join('&')}` : '')
}

/** The same choices as hidden fields of a GET form to the page (one `sin` per allergen, as the filter's boxes send them). */
export function stateFields(view: PublicMenu, state: PageState): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${esc(value)}">`
  const lang = languageOf(view)
  return [
    lang ? hidden('lang', lang) : '',
    state.table ? hidden('mesa', String(state.table)) : '',
    ...(state.avoid ?? []).map((code) => hidden('sin', code)),
    state.query ? hidden('q', state.query) : '',
  ].join('')
}
