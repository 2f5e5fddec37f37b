import { type AllergenCode, type AllergenMap, parseAvoidList } from '@menu/shared/menu/allergens'
import type { PublicProduct } from './schema.js'

/**
 * The diner's allergen filter (`?sin=gluten,peanuts`, or the form's `?sin=gluten&sin=peanuts`):
 * the one place that says what it does to a dish. A dish that contains an avoided allergen is
 * left out; one that may contain it stays with a warning; one where it is not confirmed stays
 * with the notice to ask the staff (an absent code is never read as free).
 */

/** The query's value(s) -> the known codes in catalogue order (unknown words are ignored). */
export function avoidFromQuery(query: unknown): AllergenCode[] {
  const value = query && typeof query === 'object' ? (query as Record<string, unknown>).sin : undefined
  if (typeof value === 'string') return parseAvoidList(value)
  if (Array.isArray(value)) return parseAvoidList(value.filter((v): v is string => typeof v === 'string'))
  return []
}

/** The normalized filter as a query string ('' without one): cache keys and redirects. */
export const avoidQuery = (avoid: readonly AllergenCode[]): string => (avoid.length ? `?sin=${avoid.join(',')}` : '')

export interface AvoidVerdict {
  /** It contains an avoided allergen. */
  hidden: boolean
  /** Avoided allergens it may contain (shown as a warning). */
  mayContain: AllergenCode[]
  /** Avoided allergens not confirmed for it (shown as a notice). */
  unconfirmed: AllergenCode[]
}

export function avoidVerdict(map: AllergenMap, avoid: readonly AllergenCode[]): AvoidVerdict {
  return {
    hidden: avoid.some((code) => map[code] === 'contains'),
    mayContain: avoid.filter((code) => map[code] === 'may_contain'),
    unconfirmed: avoid.filter((code) => map[code] === undefined),
  }
}

/**
 * A dish as the filter shows it, or null when it is left out. Choices (variants) that contain an
 * avoided allergen are left out of their group; when that empties a required group, no way of
 * ordering the dish avoids it, so the dish is left out too. An optional group left empty goes.
 */
export function filterDish(p: PublicProduct, avoid: readonly AllergenCode[]): PublicProduct | null {
  if (!avoid.length) return p
  if (avoidVerdict(p.allergens, avoid).hidden) return null
  // A combo's step the same way: its dishes that contain one go; a required step left short of its
  // minimum leaves the combo out. Named items have no allergens on record and stay.
  const steps: PublicProduct['steps'] = []
  for (const s of p.steps) {
    const items = s.items.filter((it) => !it.allergens || !avoidVerdict(it.allergens, avoid).hidden)
    if (s.min > 0 && items.length < s.min) return null
    if (items.length) steps.push(items.length === s.items.length ? s : { ...s, items })
  }
  const groups: PublicProduct['variant_groups'] = []
  for (const g of p.variant_groups) {
    const variants = g.variants.filter((v) => !avoidVerdict(v.allergens, avoid).hidden)
    if (variants.length) groups.push(variants.length === g.variants.length ? g : { ...g, variants })
    else if (g.obligatory) return null
  }
  return { ...p, variant_groups: groups, steps }
}
