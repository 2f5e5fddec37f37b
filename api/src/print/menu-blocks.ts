import { codesAt } from '@menu/shared/menu/allergens'
import type { PublicMenu, PublicProduct } from '../public-menu/schema.js'
import type { PageWords } from '../public-menu/words/index.js'

/**
 * The menu of a view model as printable blocks, in the view's order: families, categories,
 * dishes. What a dish prints: name and price (the view's price_text, the project's price
 * rule), its hours when it has a schedule, its options with their prices, and, on the full
 * menu, description and allergens in words. Sold-out marks are not printed: paper outlives
 * today's stock, so a sold-out dish is printed as any other.
 */

export type Block =
  | { kind: 'family'; text: string }
  | { kind: 'category'; text: string; note: string | null }
  | { kind: 'dish'; name: string; price: string; details: string[] }

export interface BlockOptions {
  /** Descriptions and allergens too (the printable menu); the poster keeps to names, prices, hours and options. */
  full: boolean
}

function dish(p: PublicProduct, w: PageWords, { full }: BlockOptions): Block {
  const details: string[] = []
  if (p.unavailable_text) details.push(p.unavailable_text)
  if (full && p.description) details.push(p.description)
  for (const g of p.variant_groups) {
    const options = g.variants.map((v) => (v.price_text ? `${v.name} ${v.price_text}` : v.name)).join(', ')
    details.push(`${g.name}${g.rule ? ` (${g.rule})` : ''}: ${options}`)
  }
  if (full) {
    for (const level of ['contains', 'may_contain'] as const) {
      const codes = codesAt(p.allergens, level)
      if (codes.length) details.push(`${w.levels[level]}: ${codes.map((c) => w.allergens[c]).join(', ')}`)
    }
  }
  return { kind: 'dish', name: p.name, price: p.price_text, details }
}

export function menuBlocks(view: PublicMenu, w: PageWords, options: BlockOptions): Block[] {
  const blocks: Block[] = []
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

export const dishCount = (view: PublicMenu) =>
  view.families.reduce((n, f) => n + f.categories.reduce((m, c) => m + c.products.length, 0), 0) +
  view.other_products.length
