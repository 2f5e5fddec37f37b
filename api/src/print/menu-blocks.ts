import { type DinerFacts, dinerFacts, factLines } from '@menu/shared/menu/fact-words'
import {
  type PublicComboStep,
  type PublicMenu,
  type PublicProduct,
  type PublicVariant,
  shownProducts,
} from '../public-menu/schema.js'
import type { PageWords } from '../public-menu/words/index.js'

/**
 * The menu of a view model as printable blocks, in the view's order: families, categories,
 * dishes. What a dish prints: name and price (the view's price_text, the project's price
 * rule), its hours when it has a schedule, its options with their prices, and, on the full
 * menu, portion and kcal, description, allergens, diets and each option's own facts in the
 * public page's words (`dinerFacts`, shared/src/menu/fact-words.ts): what is not confirmed is
 * said so, as on the page, so nothing on paper reads as safe when it is not. Sold-out marks are
 * not printed: paper outlives today's stock, so a sold-out dish is printed as any other.
 *
 * A combo prints its price and, under it, each step with its rule and choices ('Sopa (Elige 1):
 * Sopa de fideo · Crema de elote +$15') and, on the full menu, what its choices may bring
 * ('Según lo que elijas: Leche'). The menus of the day in the view (print/source.ts puts there
 * those served today) come first, under the page's heading for them, named with today's hours
 * ('Comida corrida · 13:00–17:00'), with today's choices.
 */

export type Block =
  | { kind: 'family'; text: string }
  | { kind: 'category'; text: string; note: string | null }
  | { kind: 'dish'; name: string; price: string; details: string[] }

export interface BlockOptions {
  /** Facts and descriptions too (the printable menu); the poster keeps to names, prices, hours and options. */
  full: boolean
}

/** 'Cacahuates garapiñados +$12 (Contiene: Cacahuate · 30 g)': an option's own facts after its price, as the page shows them under its name. */
function option(v: PublicVariant, w: PageWords, full: boolean): string {
  const name = v.price_text ? `${v.name} ${v.price_text}` : v.name
  if (!full) return name
  const facts = dinerFacts(v, w, 'option')
  const said = [...factLines(facts), ...(facts.portion ? [facts.portion] : [])]
  return said.length ? `${name} (${said.join(' · ')})` : name
}

/** 'Sopa (Elige 1): Sopa de fideo · Crema de elote +$15'. */
const step = (s: PublicComboStep) =>
  `${s.name} (${s.rule}): ${s.items.map((it) => (it.surcharge_text ? `${it.name} ${it.surcharge_text}` : it.name)).join(' · ')}`

/** A combo's facts with, after its own lists, what its choices may bring ('Según lo que elijas: Leche'), as the page orders them. */
function choicesToo(facts: DinerFacts, p: PublicProduct, w: PageWords): DinerFacts {
  if (!p.choice_allergens.length) return facts
  const names = p.choice_allergens.map((c) => w.allergens[c])
  const byChoice = { level: 'may_contain' as const, label: w.combo.byChoice, codes: p.choice_allergens, names }
  return { ...facts, lists: [...facts.lists, byChoice] }
}

function dish(p: PublicProduct, w: PageWords, { full }: BlockOptions, name = p.name): Block {
  const facts = dinerFacts(p, w, 'dish')
  const details: string[] = []
  if (p.unavailable_text) details.push(p.unavailable_text)
  // Portion and kcal first, next to the price (PROFECO), as on the page.
  if (full && facts.portion) details.push(facts.portion)
  if (full && p.description) details.push(p.description)
  details.push(...p.steps.map(step))
  for (const g of p.variant_groups) {
    const options = g.variants.map((v) => option(v, w, full)).join(', ')
    details.push(`${g.name}${g.rule ? ` (${g.rule})` : ''}: ${options}`)
  }
  if (full) details.push(...factLines(choicesToo(facts, p, w)))
  return { kind: 'dish', name, price: p.price_text, details }
}

export function menuBlocks(view: PublicMenu, w: PageWords, options: BlockOptions): Block[] {
  const blocks: Block[] = []
  if (view.of_the_day.length) {
    blocks.push({ kind: 'family', text: w.combo.ofTheDay })
    for (const { product, hours_text } of view.of_the_day)
      blocks.push(dish(product, w, options, hours_text ? `${product.name} · ${hours_text}` : product.name))
  }
  for (const f of view.families) {
    blocks.push({ kind: 'family', text: f.name })
    for (const c of f.categories) {
      blocks.push({ kind: 'category', text: c.name, note: c.unavailable_text })
      for (const p of c.products) blocks.push(dish(p, w, options))
    }
  }
  if (view.other_products.length) {
    blocks.push({ kind: 'family', text: w.others })
    for (const p of view.other_products) blocks.push(dish(p, w, options))
  }
  return blocks
}

export const dishCount = (view: PublicMenu) => shownProducts(view).length
