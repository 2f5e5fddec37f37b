import { type SoldOut, soldOutRepo, type SoldOutDeps } from '../data/sold-out.js'
import { epochOf } from '../db/values.js'

/**
 * Sold out ('Agotado') on a branch's public menu: loaded with the source (step 1), read by the
 * view (step 3), and a time boundary for the render cache: the page changes when a mark ends.
 */

/** The branch's marks still in force at `now` (step 1). */
export const loadSoldOut = (deps: SoldOutDeps, accountId: number, branchId: number): Promise<SoldOut[]> =>
  soldOutRepo(deps, accountId).forBranch(branchId)

export interface SoldOutLookup {
  product: (productId: number) => boolean
  variant: (productId: number, variantId: number) => boolean
}

export function soldOutLookup(marks: SoldOut[]): SoldOutLookup {
  const products = new Set<number>()
  const variants = new Set<string>()
  for (const m of marks) {
    if (m.variant_id === null) products.add(m.product_id)
    else variants.add(`${m.product_id}:${m.variant_id}`)
  }
  return {
    product: (productId) => products.has(productId),
    variant: (productId, variantId) => variants.has(`${productId}:${variantId}`),
  }
}

/** Boundary candidate (boundary.ts): the earliest end of a mark still ahead, or null. */
export function soldOutEnds(marks: SoldOut[], now: number): number | null {
  const ends = marks.flatMap((m) => (m.until === null ? [] : [epochOf(m.until)])).filter((t) => t > now)
  return ends.length ? Math.min(...ends) : null
}
