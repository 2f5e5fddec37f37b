import { type PositionPricing, parseStoredPricing, positionPricingProblem } from '@menu/shared/menu/combos'
import { AppError } from '../errors.js'
import type { Scoped } from './toolkit.js'

/**
 * Extras priced by position (docs/combos.md): a group's pricing must fit the limit of every
 * product it is attached with (the shared rule, positionPricingProblem, with the panel's
 * messages). Both sides are checked, so no order of edits leaves a conflict behind: saving the
 * group's pricing (against every attached product's limit) and a product attaching the group or
 * changing its limit (against the group's pricing).
 */

const invalid = (problem: { field: string; message: string }) =>
  new AppError('VALIDATION_ERROR', problem.message, { field: problem.field })

/** Only the fields of the form given: the stored JSON never carries stray keys. */
const stored = (pricing: PositionPricing) =>
  JSON.stringify('prices' in pricing ? { prices: pricing.prices } : { free: pricing.free, each: pricing.each })

/**
 * The text to store as a group's `position_pricing` (null clears it: each variant's own price).
 * `groupId` null: a new group, attached to no product yet, so only the pricing itself is checked.
 */
export async function pricingText(
  t: Scoped,
  groupId: number | null,
  pricing: PositionPricing | null,
): Promise<string | null> {
  if (pricing === null) return null
  let limit: number | null = null
  if (groupId !== null) {
    // The smallest limit decides: a pricing that fits it fits every other product's.
    const row = await t
      .selectFrom('product_variant_groups')
      .select((eb) => eb.fn.min('limit').as('least'))
      .where('group_id', '=', groupId)
      .where('limit', 'is not', null)
      .executeTakeFirst()
    limit = row?.least == null ? null : Number(row.least)
  }
  const problem = positionPricingProblem(pricing, limit)
  if (problem) throw invalid(problem)
  return stored(pricing)
}

/**
 * After a product's group links were written (in the same transaction): each of `groupIds`'s
 * pricing must fit the limit the product now has for it. `fieldOf(i)` names the request field of
 * the i-th group's limit ('variant_groups.2.limit', or 'limit' when one group is attached).
 */
export async function checkLinkLimits(
  t: Scoped,
  productId: number,
  groupIds: number[],
  fieldOf: (index: number) => string,
): Promise<void> {
  if (groupIds.length === 0) return
  const priced = await t
    .selectFrom('variant_groups')
    .select(['id', 'position_pricing'])
    .where('id', 'in', groupIds)
    .where('position_pricing', 'is not', null)
    .execute()
  if (priced.length === 0) return
  const links = await t
    .selectFrom('product_variant_groups')
    .select(['group_id', 'limit'])
    .where('product_id', '=', productId)
    .where(
      'group_id',
      'in',
      priced.map((g) => Number(g.id)),
    )
    .execute()
  const limitOf = new Map(links.map((l) => [Number(l.group_id), l.limit === null ? null : Number(l.limit)]))
  for (const group of priced) {
    const id = Number(group.id)
    const problem = positionPricingProblem(parseStoredPricing(group.position_pricing), limitOf.get(id) ?? null)
    if (problem) throw invalid({ field: fieldOf(groupIds.indexOf(id)), message: problem.message })
  }
}
