import { esc } from './escape.js'
import { orderable } from './order/choices.js'
import { type PageState, pageHref, stateFields } from './links.js'
import type { PublicMenu, PublicProduct } from './schema.js'
import type { PageWords } from './words/index.js'

/**
 * 'Mi pedido' on the menu page (issue 45), without script and within the page's 20 KB budget
 * (docs/performance.md): when the branch takes orders (view.ordering), each dish offered now
 * has one small button posting to /m/<key>/pedido (public-menu/order/). The buttons do not each
 * carry a form: one form (#o) around the dishes holds the page's state (language, table, filter,
 * search). The button's name is the dish (`a<id>`, no
 * value: the form posts `a12=`) and so is its id, which the answer's redirect comes back to
 * (#a<id>): one short string twice, which gzip takes as one.
 *
 * The button says 'Agregar' and comes right after the dish's heading, description and
 * allergens, in the same list item; an aria-label with each dish's name would cost ~750 B of
 * gzip on a 150-dish page, which the budget does not have. The button the diner comes back to
 * (:target) says 'Agregado' before it, for screen readers too (generated content is part of a
 * button's name). Nothing here is per visitor: the page stays one cached copy for everyone.
 */

/** A dish's button: when the branch takes orders and the dish can be added now (order/choices.ts); else empty. */
export const addButton = (view: PublicMenu, p: PublicProduct, w: PageWords): string =>
  view.ordering && orderable(p) ? `<button name="a${p.id}" id="a${p.id}">${esc(w.order.add)}</button>` : ''

const orderPath = (view: PublicMenu, tail: string) => `/m/${encodeURIComponent(view.route_key)}/${tail}`

/**
 * The form the buttons post, around the menu's dishes (after the search and the allergen filter,
 * whose own forms it must not hold), with the page's state as hidden fields: a button needs no
 * `form` attribute. Then 'Ver mi pedido', a link to the list with the same state, kept at the
 * bottom of the screen while the menu scrolls.
 */
export function orderForm(view: PublicMenu, state: PageState, w: PageWords, dishes: string): string {
  if (!view.ordering) return dishes
  const [, query] = pageHref(view, state).split('?')
  const list = `${orderPath(view, 'pedido')}${query ? `?${query}` : ''}`
  return (
    `<form id="o" method="post" action="${esc(orderPath(view, 'pedido'))}">${stateFields(view, state)}${dishes}</form>` +
    `<p class="op"><a class="btn" href="${esc(list)}">${esc(w.order.viewOrder)}</a></p>`
  )
}

/** With the diner's table (?mesa=n): 'Llamar al mesero' and 'Pedir la cuenta', one form, under 'Mesa n'. */
export function callForm(view: PublicMenu, table: number | undefined, w: PageWords): string {
  if (!view.ordering || !table) return ''
  const lang = view.languages.length ? `<input type="hidden" name="lang" value="${esc(view.language)}">` : ''
  const button = (kind: 'waiter' | 'bill', label: string) =>
    `<button class="btn" name="k" value="${kind}">${esc(label)}</button>`
  return (
    `<form class="cw" method="post" action="${esc(orderPath(view, 'mesero'))}"><input type="hidden" name="mesa" value="${table}">${lang}` +
    `${button('waiter', w.order.callWaiter)}${button('bill', w.order.askBill)}</form>`
  )
}

/** A CSS string literal (the page's own words; quotes and backslashes escaped, no line breaks). */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/[\n\r]/g, ' ')}"`

/**
 * The buttons' rules, only on a page that has them (the page's `button` rule is search.ts's): a 44 px pill outlined in the text's colour at the end of the dish,
 * 'Agregado · ' before the one the diner comes back to; the list link stuck to the bottom.
 */
export const orderCss = (w: PageWords, table: number | undefined): string =>
  '#o button{display:block;min-height:44px;margin:8px 0 0 auto;padding:0 16px;border:2px solid;border-radius:22px;background:none;color:inherit}' +
  `#o button:target{background:var(--ac);color:var(--at)}#o button:target::before{content:${cssString(`✓ ${w.order.added} · `)}}` +
  '.op{position:sticky;bottom:0;padding:8px 0;text-align:center;background:var(--bg)}' +
  (table ? '.cw{display:flex;flex-wrap:wrap;justify-content:center;gap:6px;margin-top:8px}' : '')
