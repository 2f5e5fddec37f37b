import type { PositionPricing } from '@menu/shared/menu/combos'
import { priceAtPosition } from '@menu/shared/menu/combos'
import type { PublicProduct } from '../schema.js'
import type { PageWords } from '../words/index.js'
import { roundCents } from '../../db/values.js'

/**
 * What a diner chose for a dish, checked against the dish as the branch's menu offers it now
 * (the view model: enabled choices only, sold-out marks, hours), priced, and named. The same
 * rules decide whether a dish may be added (the choices page answers the first problem) and
 * whether a stored line is still available (lines.ts): a list never totals what the menu would
 * refuse now.
 */

export interface Choice {
  /** Variant ids. */
  variants: number[]
  /** Per combo step (the view's order), the chosen item indexes. */
  choices: number[][]
}

export type ChoiceProblem =
  | { kind: 'unavailable' }
  | { kind: 'pickOne'; group: string }
  | { kind: 'pickAtMost'; group: string; max: number }
  | { kind: 'pickBetween'; group: string; min: number; max: number }

/** On the menu now and not sold out nor out of its hours. */
export const orderable = (p: PublicProduct): boolean => !p.sold_out && p.unavailable_text === null

/** A dish the diner must choose for: variant groups or combo steps. */
export const needsChoices = (p: PublicProduct): boolean => p.variant_groups.length > 0 || p.steps.length > 0

/**
 * The first problem of `choice` for `product`, or null. A variant or item that is gone or sold
 * out makes the choice unavailable; a group needs one when obligatory and at most its limit; a
 * step needs min..max.
 */
export function choiceProblem(product: PublicProduct, choice: Choice): ChoiceProblem | null {
  if (!orderable(product)) return { kind: 'unavailable' }
  const chosen = new Set(choice.variants)
  const offered = new Map(product.variant_groups.flatMap((g) => g.variants.map((v) => [v.id, v])))
  for (const id of chosen) if (offered.get(id)?.sold_out !== false) return { kind: 'unavailable' }
  for (const g of product.variant_groups) {
    const count = g.variants.filter((v) => chosen.has(v.id)).length
    if (g.obligatory && count === 0) return { kind: 'pickOne', group: g.name }
    if (g.limit !== null && count > g.limit) return { kind: 'pickAtMost', group: g.name, max: g.limit }
  }
  if (choice.choices.some((picked, i) => picked.length > 0 && !product.steps[i])) return { kind: 'unavailable' }
  for (const [i, s] of product.steps.entries()) {
    const picked = new Set(choice.choices[i] ?? [])
    for (const j of picked) if (s.items[j]?.sold_out !== false) return { kind: 'unavailable' }
    if (picked.size < s.min || picked.size > s.max)
      return s.min === 0
        ? { kind: 'pickAtMost', group: s.name, max: s.max }
        : { kind: 'pickBetween', group: s.name, min: s.min, max: s.max }
  }
  return null
}

/** The problem in the diner's words. */
export function problemText(problem: ChoiceProblem, w: PageWords): string {
  const o = w.order
  switch (problem.kind) {
    case 'unavailable':
      return o.unavailable
    case 'pickOne':
      return o.pickOne(problem.group)
    case 'pickAtMost':
      return o.pickAtMost(problem.group, problem.max)
    case 'pickBetween':
      return o.pickBetween(problem.group, problem.min, problem.max)
  }
}

/**
 * One unit's price: the dish's, plus each group's chosen extras (by position when the group
 * prices them so: the n-th pick costs priceAtPosition(n), whichever variant it is; else each
 * variant's own price), plus the chosen combo items' surcharges. What is gone adds nothing.
 */
export function unitPrice(
  product: PublicProduct,
  choice: Choice,
  pricing: ReadonlyMap<number, PositionPricing>,
): number {
  const chosen = new Set(choice.variants)
  let total = product.price
  for (const g of product.variant_groups) {
    const picked = g.variants.filter((v) => chosen.has(v.id))
    const byPosition = pricing.get(g.id)
    total += byPosition
      ? picked.reduce((sum, _, i) => sum + priceAtPosition(byPosition, i + 1), 0)
      : picked.reduce((sum, v) => sum + (v.price ?? 0), 0)
  }
  for (const [i, s] of product.steps.entries())
    for (const j of new Set(choice.choices[i] ?? [])) total += s.items[j]?.surcharge ?? 0
  return roundCents(total)
}

/** The names of what was chosen, in the menu's order: variants by group, then each step's items. */
export function choiceNames(product: PublicProduct, choice: Choice): string[] {
  const chosen = new Set(choice.variants)
  return [
    ...product.variant_groups.flatMap((g) => g.variants.filter((v) => chosen.has(v.id)).map((v) => v.name)),
    ...product.steps.flatMap((s, i) =>
      [...new Set(choice.choices[i] ?? [])].sort((a, b) => a - b).flatMap((j) => (s.items[j] ? [s.items[j].name] : [])),
    ),
  ]
}
