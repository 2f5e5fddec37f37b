import type { VariantGroupRow, VariantRow } from '../db/types.js'
import { parseStoredPricing } from '@menu/shared/menu/combos'
import type { Db } from '../db/connection.js'
import { fromBool01, fromCentsOrNull } from '../db/values.js'
import { translationsOf } from './translations.js'
import { dishFactsOf } from './dish-facts.js'
import { matchesSearch, type Scoped, scoped } from './toolkit.js'
import type { Answer } from '../schemas/shapes.js'

/**
 * The variant groups' read model: how groups and variants are answered (also on the products
 * carrying them, products-read.ts) and the account's get and list. No write lives here
 * (groups-write.ts holds the commands), so a read path importing it reaches none
 * (api/.dependency-cruiser.cjs). Foreign ids answer 404.
 */

export type Variant = Answer<'Variant'>

export type VariantGroup = Answer<'VariantGroup'>

export const toVariant = (r: VariantRow): Variant => ({
  id: Number(r.id),
  name: r.name,
  price: fromCentsOrNull(r.price_cents),
  enabled: fromBool01(r.enabled),
  position: Number(r.position),
  group_id: Number(r.group_id),
  ...dishFactsOf(r),
  translations: translationsOf(r.translations),
})

/** Variants of some of the account's groups, by group, in position order. */
export async function variantsByGroup(own: Scoped, groupIds: number[] | 'all'): Promise<Map<number, Variant[]>> {
  let query = own.selectFrom('variants').selectAll()
  if (groupIds !== 'all') query = query.where('group_id', 'in', groupIds.length ? groupIds : [0])
  const out = new Map<number, Variant[]>()
  for (const r of await query.orderBy('position').orderBy('id').execute()) {
    const v = toVariant(r)
    const list = out.get(v.group_id)
    if (list) list.push(v)
    else out.set(v.group_id, [v])
  }
  return out
}

export function groupsRead(db: Db, accountId: number) {
  const own = scoped(db, accountId)

  async function productCounts(groupIds: number[] | 'all'): Promise<Map<number, number>> {
    let q = own.selectFrom('product_variant_groups').select(['group_id', (eb) => eb.fn.countAll().as('n')])
    if (groupIds !== 'all') q = q.where('group_id', 'in', groupIds.length ? groupIds : [0])
    const rows = await q.groupBy('group_id').execute()
    return new Map(rows.map((r) => [Number(r.group_id), Number(r.n)]))
  }

  async function load(rows: VariantGroupRow[], all: boolean): Promise<VariantGroup[]> {
    const ids = all ? ('all' as const) : rows.map((r) => Number(r.id))
    const [variants, counts] = await Promise.all([variantsByGroup(own, ids), productCounts(ids)])
    return rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      position: Number(r.position),
      variants: variants.get(Number(r.id)) ?? [],
      products_count: counts.get(Number(r.id)) ?? 0,
      position_pricing: parseStoredPricing(r.position_pricing),
      translations: translationsOf(r.translations),
    }))
  }

  return {
    async get(id: number): Promise<VariantGroup> {
      return (await load([await own.ownedRow('variant_groups', id)], false))[0]!
    },

    /** By position; `search` matches the group's or a variant's name. */
    async list(search?: string): Promise<VariantGroup[]> {
      const rows = await own.selectFrom('variant_groups').selectAll().orderBy('position').orderBy('id').execute()
      const groups = await load(rows, true)
      return groups.filter((g) => matchesSearch(search, g.name, ...g.variants.map((v) => v.name)))
    },
  }
}
