import type { ProductRow } from '../db/types.js'
import { parseStoredPricing } from '@menu/shared/menu/combos'
import { translationsOf } from './translations.js'
import { fromBool01, fromCents } from '../db/values.js'
import { smallImage } from '../images/sizes.js'
import { productFactsOf } from './dish-facts.js'
import { liveDishes, stepsOf } from './combos.js'
import { variantsByGroup } from './groups-read.js'
import { scheduleOf } from './schedules.js'
import { type Tag, toTag } from './tags-read.js'
import { matchesSearch, type Scoped, scoped } from './toolkit.js'
import { inBoardOrder, productsWithPlace } from './board-order.js'
import type { Db } from '../db/connection.js'
import type { Answer } from '../schemas/shapes.js'

/**
 * The products' read model: how products are answered (their rows with their tags and variant
 * groups) and the account's get and list, as the panel and the public menu read them. No write
 * lives here (products-write.ts holds the commands), so a read path importing it reaches none
 * (api/.dependency-cruiser.cjs). Every statement goes through `scoped`: foreign ids answer 404
 * like missing ones.
 */

/** A variant group as attached to one product, with that product's limit and obligatory flag. */
export type ProductVariantGroup = Answer<'ProductVariantGroup'>

export type Product = Answer<'Product'>

export interface ProductFilter {
  search?: string
  family_id?: number
  /** 0: the unclassified products. */
  category_id?: number
}

export function productsRead(db: Db, accountId: number) {
  const own = scoped(db, accountId)
  return {
    async get(id: number): Promise<Product> {
      return (await hydrate(own, [await own.ownedRow('products', id)], id))[0]!
    },

    /**
     * Ordered like the board: by family position, category position (unclassified last),
     * then product position. Filters: search (name or description, case- and
     * accent-insensitive), family_id, category_id (0 = unclassified).
     */
    async list(filter: ProductFilter = {}): Promise<Product[]> {
      // Joined rows are of the product's own account (their ids were checked when linked).
      let q = productsWithPlace(own).selectAll('products')
      if (filter.family_id !== undefined) q = q.where('categories.family_id', '=', filter.family_id)
      if (filter.category_id !== undefined) {
        q =
          filter.category_id === 0
            ? q.where('products.category_id', 'is', null)
            : q.where('products.category_id', '=', filter.category_id)
      }
      const rows = (await q.$call(inBoardOrder).execute()).filter((r) =>
        matchesSearch(filter.search, r.name, r.description),
      )
      return hydrate(own, rows)
    },
  }
}

/** Attaches tags and variant groups: 4 queries whatever the number of products. */
export async function hydrate(own: Scoped, rows: ProductRow[], productId?: number): Promise<Product[]> {
  let tagQ = own
    .selectFrom('product_tags')
    .innerJoin('tags', 'tags.id', 'product_tags.tag_id')
    .select(['product_tags.product_id', 'tags.id', 'tags.name', 'tags.icon', 'tags.position', 'tags.translations'])
  let groupQ = own
    .selectFrom('product_variant_groups')
    .innerJoin('variant_groups', 'variant_groups.id', 'product_variant_groups.group_id')
    .select([
      'product_variant_groups.product_id',
      'variant_groups.id',
      'variant_groups.name',
      'variant_groups.translations',
      'product_variant_groups.limit',
      'product_variant_groups.obligatory',
      'variant_groups.position_pricing',
    ])
  if (productId !== undefined) {
    tagQ = tagQ.where('product_tags.product_id', '=', productId)
    groupQ = groupQ.where('product_variant_groups.product_id', '=', productId)
  }
  const [tagRows, groupRows] = await Promise.all([
    tagQ.orderBy('tags.position').orderBy('tags.id').execute(),
    groupQ
      .orderBy('product_variant_groups.position')
      .orderBy('product_variant_groups.created_at')
      .orderBy('variant_groups.id')
      .execute(),
  ])
  const variants = await variantsByGroup(own, productId === undefined ? 'all' : groupRows.map((g) => Number(g.id)))
  const tagsOf = new Map<number, Tag[]>()
  for (const t of tagRows) {
    const list = tagsOf.get(Number(t.product_id)) ?? []
    list.push(toTag(t))
    tagsOf.set(Number(t.product_id), list)
  }
  const groupsOf = new Map<number, ProductVariantGroup[]>()
  for (const g of groupRows) {
    const list = groupsOf.get(Number(g.product_id)) ?? []
    list.push({
      id: Number(g.id),
      name: g.name,
      translations: translationsOf(g.translations),
      limit: g.limit === null ? null : Number(g.limit),
      obligatory: fromBool01(g.obligatory),
      variants: variants.get(Number(g.id)) ?? [],
      position_pricing: parseStoredPricing(g.position_pricing),
    })
    groupsOf.set(Number(g.product_id), list)
  }
  const dishes = await liveDishes(
    own,
    rows.filter((r) => r.kind === 'combo').map((r) => r.steps),
  )
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    price: fromCents(r.price_cents),
    description: r.description,
    image: r.image,
    thumbnail: smallImage(r.image),
    featured: fromBool01(r.featured),
    recommended: fromBool01(r.recommended),
    enabled: fromBool01(r.enabled),
    position: Number(r.position),
    category_id: r.category_id === null ? null : Number(r.category_id),
    updated: r.updated_at,
    schedule: scheduleOf(r.schedule),
    tags: tagsOf.get(Number(r.id)) ?? [],
    variant_groups: groupsOf.get(Number(r.id)) ?? [],
    kind: r.kind === 'combo' ? ('combo' as const) : ('dish' as const),
    steps: r.kind === 'combo' ? stepsOf(r.steps, dishes) : [],
    daily: r.kind === 'combo' && fromBool01(r.daily),
    ...productFactsOf(r),
    translations: translationsOf(r.translations),
  }))
}
