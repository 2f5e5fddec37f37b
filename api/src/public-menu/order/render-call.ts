import { esc } from '../escape.js'
import type { PageState } from '../links.js'
import { branchLine } from '../render.js'
import type { PublicMenu } from '../schema.js'
import { wordsFor } from '../words/index.js'
import { menuHref, orderAction, orderHref, stateInputs } from './state.js'

/**
 * The waiter calls (a table's QR code: ?mesa=n): two POST forms, 'Llamar al mesero' and 'Pedir
 * la cuenta', and the small page that says what happened; plus the plain message page the order
 * routes answer with (not offered, list full, dish no longer available).
 */

export type CallKind = 'waiter' | 'bill'
/** What a call did: a new call, the same call still open, or throttled. */
export type CallResult = 'ok' | 'open' | 'wait'

/** The two call buttons for `table` (the state's hidden fields carry the table and language). */
export function callForms(view: PublicMenu, state: PageState, table: number): string {
  const w = wordsFor(view.language).order
  const form = (kind: CallKind, label: string) =>
    `<form method="post" action="${esc(orderAction(view, 'mesero'))}">${stateInputs(view, { ...state, table })}` +
    `<input type="hidden" name="k" value="${kind}"><button class="btn" type="submit">${esc(label)}</button></form>`
  // Apart from the list's own buttons: a line above, named for the table.
  return `<div class="acts calls" role="group" aria-label="${esc(wordsFor(view.language).table(table))}">${form('waiter', w.callWaiter)}${form('bill', w.askBill)}</div>`
}

/** The sentence for a call's result. */
export function callSentence(view: PublicMenu, table: number, kind: CallKind, result: CallResult): string {
  const w = wordsFor(view.language).order
  if (result === 'wait') return w.waitBeforeCalling
  if (result === 'open') return w.alreadyCalled
  return kind === 'bill' ? w.billAsked(table) : w.waiterCalled(table)
}

/** The confirmation page after a call: what happened, the way back to the menu and to 'Mi pedido'. */
export function renderCall(
  view: PublicMenu,
  state: PageState,
  kind: CallKind,
  result: CallResult,
): { title: string; body: string } {
  const w = wordsFor(view.language).order
  const table = state.table ?? 0
  const title = kind === 'bill' ? w.askBill : w.callWaiter
  const role = result === 'wait' ? 'alert' : 'status'
  return {
    title,
    body:
      `<header class="top"><h1>${esc(title)}</h1><p class="branch">${esc(wordsFor(view.language).table(table))}</p></header>` +
      `<p class="ok" role="${role}">${esc(callSentence(view, table, kind, result))}</p>` +
      `<div class="acts"><a class="btn sec" href="${esc(menuHref(view, state))}">${esc(w.backToMenu)}</a>` +
      `<a class="btn" href="${esc(orderHref(view, state, 'pedido'))}">${esc(w.viewOrder)}</a></div>`,
  }
}

/** A plain message (a refusal) with the way back to the menu, and to 'Mi pedido' when `withList`. */
export function renderMessage(
  view: PublicMenu,
  state: PageState,
  message: string,
  withList = false,
): { title: string; body: string } {
  const w = wordsFor(view.language).order
  const list = withList ? `<a class="btn" href="${esc(orderHref(view, state, 'pedido'))}">${esc(w.viewOrder)}</a>` : ''
  return {
    title: w.myOrder,
    body:
      `<header class="top"><h1>${esc(view.company)}</h1>${branchLine(view.company, view.branch.name)}</header>` +
      `<p class="err" role="alert">${esc(message)}</p>` +
      `<div class="acts"><a class="btn" href="${esc(menuHref(view, state))}">${esc(w.backToMenu)}</a>${list}</div>`,
  }
}
