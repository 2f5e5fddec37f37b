import { type PositionPricing, parseStoredPricing } from '@menu/shared/menu/combos'
import type { Db } from '../../db/connection.js'
import { type PublicMenu, type PublicProduct, shownProducts } from '../schema.js'
import { choiceNames, choiceProblem, unitPrice } from './choices.js'
import type { OrderItem } from './list.js'
import { roundCents } from '../../db/values.js'

/**
 * The stored lines of 'Mi pedido' as the branch's menu offers them now: each is looked up in the
 * current view model (so a price changed since shows the new price, a dish sold out or out of its
 * hours since, or a choice gone, is marked 'Ya no disponible' and left out of the total) and
 * named in the view's language. Nothing of the list is trusted beyond its ids.
 */

export interface OrderLine {
  /** The line's index in the stored list (the −/+ and remove forms name it). */
  index: number
  product_id: number
  qty: number
  /** The dish's name; '' when the dish is no longer on the menu at all. */
  name: string
  /** The chosen variants and combo items, by name. */
  details: string[]
  /** One unit's price and the line's (qty × unit). */
  unit: number
  total: number
  available: boolean
}

/** The dishes of the view by id (the first shown: a dish is shown once). */
export function productsById(view: PublicMenu): Map<number, PublicProduct> {
  const byId = new Map<number, PublicProduct>()
  for (const p of shownProducts(view)) if (!byId.has(p.id)) byId.set(p.id, p)
  return byId
}

/**
 * The position pricing of the view's variant groups that have one (the view carries only its
 * words, pricing_text): read from the account's groups, as the menu reads them.
 */
export async function groupPricing(db: Db, accountId: number, view: PublicMenu): Promise<Map<number, PositionPricing>> {
  const ids = [
    ...new Set(
      shownProducts(view).flatMap((p) => p.variant_groups.filter((g) => g.pricing_text !== null).map((g) => g.id)),
    ),
  ]
  if (!ids.length) return new Map()
  const rows = await db
    .selectFrom('variant_groups')
    .select(['id', 'position_pricing'])
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .execute()
  const out = new Map<number, PositionPricing>()
  for (const r of rows) {
    const pricing = parseStoredPricing(r.position_pricing)
    if (pricing) out.set(Number(r.id), pricing)
  }
  return out
}

export function orderLines(
  view: PublicMenu,
  items: readonly OrderItem[],
  pricing: ReadonlyMap<number, PositionPricing>,
): OrderLine[] {
  const byId = productsById(view)
  return items.map((item, index) => {
    const product = byId.get(item.product_id)
    if (!product)
      return {
        index,
        product_id: item.product_id,
        qty: item.qty,
        name: '',
        details: [],
        unit: 0,
        total: 0,
        available: false,
      }
    const unit = unitPrice(product, item, pricing)
    return {
      index,
      product_id: item.product_id,
      qty: item.qty,
      name: product.name,
      details: choiceNames(product, item),
      unit,
      total: roundCents(unit * item.qty),
      available: choiceProblem(product, item) === null,
    }
  })
}

/** The total of the available lines. */
export const orderTotal = (lines: readonly OrderLine[]): number =>
  roundCents(lines.reduce((sum, l) => sum + (l.available ? l.total : 0), 0))
