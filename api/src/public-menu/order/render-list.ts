import { esc } from '../escape.js'
import type { PageState } from '../links.js'
import { localFormat } from '../locale.js'
import { branchLine } from '../render.js'
import type { PublicMenu } from '../schema.js'
import { WORDS, wordsFor } from '../words/index.js'
import { MAX_QTY } from './list.js'
import type { OrderLine } from './lines.js'
import { callForms } from './render-call.js'
import { menuHref, orderAction, stateInputs } from './state.js'

/**
 * 'Mi pedido': the lines in the diner's language with − / + / remove (each a small POST form:
 * no script), the total of the available lines, then the block the diner shows the waiter, always
 * in Spanish and in large type (the table, the lines, the total), 'Enviar por WhatsApp' when the
 * branch has a number, 'Vaciar pedido', the way back to the menu and, at a table, the two calls.
 */

export interface ListPage {
  view: PublicMenu
  state: PageState
  /** The list priced from the diner's view, and from the Spanish one (the same lines, Spanish names). */
  lines: OrderLine[]
  spanish: OrderLine[]
  total: number
  whatsapp: string | null
}

function lineForms(view: PublicMenu, state: PageState, line: OrderLine): string {
  const w = wordsFor(view.language).order
  const name = line.name || w.unavailable
  const form = (qty: number, label: string, text: string, cls = 'qb') =>
    `<form method="post" action="${esc(orderAction(view, 'pedido/cambiar'))}">${stateInputs(view, state)}` +
    `<input type="hidden" name="l" value="${line.index}"><input type="hidden" name="n" value="${qty}">` +
    `<button class="${cls}" type="submit" aria-label="${esc(label)}">${esc(text)}</button></form>`
  return (
    `<div class="qf">${form(line.qty - 1, w.less(name), '−')}` +
    (line.qty < MAX_QTY ? form(line.qty + 1, w.more(name), '+') : '') +
    `${form(0, w.remove(name), '✕')}</div>`
  )
}

function dinerLines(p: ListPage): string {
  const w = wordsFor(p.view.language).order
  const price = localFormat(p.view.language, p.view.currency).price
  const items = p.lines.map((l) => {
    const details = l.details.length ? `<br><span class="ds">${esc(l.details.join(', '))}</span>` : ''
    const gone = l.available ? '' : ` <span class="ag">${esc(w.unavailable)}</span>`
    const amount = l.available ? `<span class="pr">${esc(price(l.total))}</span>` : ''
    return (
      `<li><div class="ln"><strong>${l.qty} × ${esc(l.name || w.unavailable)}</strong>${gone}${details}</div>` +
      `${amount}${lineForms(p.view, p.state, l)}</li>`
    )
  })
  return `<ul class="ol">${items.join('')}</ul><p class="tot"><span>${esc(w.total)}</span><span>${esc(price(p.total))}</span></p>`
}

/** What the waiter reads: Spanish whatever the diner's language, large; only the available lines. */
function waiterBlock(p: ListPage): string {
  const es = WORDS.es
  const price = localFormat('es', p.view.currency).price
  const items = p.spanish
    .filter((l) => l.available)
    .map(
      (l) =>
        `<li><span>${l.qty} × ${esc(l.name)}</span> <span>${esc(price(l.total))}</span>` +
        `${l.details.length ? ` <span class="ds">${esc(l.details.join(', '))}</span>` : ''}</li>`,
    )
  return (
    `<section class="wt" lang="es" aria-labelledby="wt"><h2 id="wt" lang="${esc(p.view.language)}">${esc(wordsFor(p.view.language).order.showWaiter)}</h2>` +
    `${p.state.table ? `<p><strong>${esc(es.table(p.state.table))}</strong></p>` : ''}<ul>${items.join('')}</ul>` +
    `<p class="wtt"><strong>${esc(es.order.total)}:</strong> <strong>${esc(price(p.total))}</strong></p></section>`
  )
}

/** The page's <main> content and its title. */
export function renderList(p: ListPage): { title: string; body: string } {
  const words = wordsFor(p.view.language)
  const w = words.order
  const back = `<a class="btn sec" href="${esc(menuHref(p.view, p.state))}">${esc(w.backToMenu)}</a>`
  const head =
    `<header class="top"><h1>${esc(w.myOrder)}</h1><p class="branch">${esc(p.view.company)}</p>${branchLine(p.view.company, p.view.branch.name)}` +
    `${p.state.table ? `<p class="branch">${esc(words.table(p.state.table))}</p>` : ''}</header>`
  const calls = p.state.table ? callForms(p.view, p.state, p.state.table) : ''
  if (!p.lines.length)
    return { title: w.myOrder, body: `${head}<p>${esc(w.empty)}</p><div class="acts">${back}</div>${calls}` }
  const whatsapp = p.whatsapp
    ? `<a class="btn" href="${esc(p.whatsapp)}" rel="noopener" target="_blank">${esc(w.sendWhatsApp)}</a>`
    : ''
  const clear =
    `<form method="post" action="${esc(orderAction(p.view, 'pedido/vaciar'))}">${stateInputs(p.view, p.state)}` +
    `<button class="btn sec" type="submit">${esc(w.clear)}</button></form>`
  return {
    title: w.myOrder,
    body: `${head}${dinerLines(p)}${waiterBlock(p)}<div class="acts">${whatsapp}${back}${clear}</div>${calls}`,
  }
}
