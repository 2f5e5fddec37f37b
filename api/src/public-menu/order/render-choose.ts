import { esc } from '../escape.js'
import type { PageState } from '../links.js'
import type { PublicMenu, PublicProduct } from '../schema.js'
import { wordsFor } from '../words/index.js'
import type { Choice } from './choices.js'
import { MAX_QTY } from './list.js'
import { menuHref, orderAction, stateInputs } from './state.js'

/**
 * The choices page of a dish with variant groups or a combo's steps: one fieldset per group
 * (radios when exactly one must be chosen, else checkboxes) and per step, the quantity and
 * 'Agregar a mi pedido'. It posts to the same route as the menu's button, with `e=1` (the choice
 * was made here). After a refused choice it comes back with the message and the boxes as sent.
 * Sold-out choices are shown, disabled. Every input sits in its label.
 */

interface ChooseInput {
  view: PublicMenu
  state: PageState
  product: PublicProduct
  /** What was sent, on a refused choice. */
  chosen?: Choice & { qty: number }
  error?: string
}

function option(
  type: 'radio' | 'checkbox',
  name: string,
  value: number,
  text: string,
  extra: string,
  checked: boolean,
  soldOut: string | null,
) {
  return (
    `<label class="op"><input type="${type}" name="${name}" value="${value}"${checked ? ' checked' : ''}${soldOut ? ' disabled' : ''}>` +
    `<span>${esc(text)}${extra ? ` <b>${esc(extra)}</b>` : ''}${soldOut ? ` <span class="ag">${esc(soldOut)}</span>` : ''}</span></label>`
  )
}

const legend = (name: string, rule: string | null) =>
  `<legend>${esc(name)}${rule ? ` <span>(${esc(rule)})</span>` : ''}</legend>`

export function renderChoose({ view, state, product, chosen, error }: ChooseInput): { title: string; body: string } {
  const words = wordsFor(view.language)
  const w = words.order
  const variants = new Set(chosen?.variants ?? [])
  const groups = product.variant_groups.map((g) => {
    // One and only one: radios; otherwise boxes (an optional single choice must be undoable).
    const type = g.limit === 1 && g.obligatory ? 'radio' : 'checkbox'
    const pricing = g.pricing_text ? `<p class="ds">${esc(g.pricing_text)}</p>` : ''
    const items = g.variants.map((v) =>
      option(type, 'v', v.id, v.name, v.price_text ?? '', variants.has(v.id), v.sold_out ? words.soldOut : null),
    )
    return `<fieldset>${legend(g.name, g.rule)}${pricing}${items.join('')}</fieldset>`
  })
  const steps = product.steps.map((s, i) => {
    const type = s.min === 1 && s.max === 1 ? 'radio' : 'checkbox'
    const picked = new Set(chosen?.choices[i] ?? [])
    const items = s.items.map((it, j) =>
      option(type, `s${i}`, j, it.name, it.surcharge_text ?? '', picked.has(j), it.sold_out ? words.soldOut : null),
    )
    return `<fieldset>${legend(s.name, s.rule)}${items.join('')}</fieldset>`
  })
  const qty = chosen?.qty ?? 1
  const body =
    `<header class="top"><h1>${esc(w.choose)}</h1><p class="branch">${esc(product.name)} · ${esc(product.price_text)}</p></header>` +
    (error ? `<p class="err" role="alert">${esc(error)}</p>` : '') +
    `<form method="post" action="${esc(orderAction(view, 'pedido'))}">${stateInputs(view, state)}` +
    `<input type="hidden" name="a" value="${product.id}"><input type="hidden" name="e" value="1">` +
    `${groups.join('')}${steps.join('')}` +
    `<div class="qty"><label for="n">${esc(w.quantity)}</label><input id="n" name="n" type="number" inputmode="numeric" min="1" max="${MAX_QTY}" value="${qty}"></div>` +
    `<div class="acts"><button class="btn" type="submit">${esc(w.addToOrder)}</button>` +
    `<a class="btn sec" href="${esc(menuHref(view, state, `a${product.id}`))}">${esc(w.backToMenu)}</a></div></form>`
  return { title: `${w.choose} · ${product.name}`, body }
}
