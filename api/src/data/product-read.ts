import type { ProductRow } from '../db/types.js'
import { translationsOf } from './translations.js'
import { fromBool01, fromCents } from '../db/values.js'
import { smallImage } from '../images/sizes.js'
import { productFactsOf } from './dish-facts.js'
import { variantsByGroup } from './groups.js'
import type { Product, ProductVariantGroup } from './products.js'
import { scheduleOf } from './schedules.js'
import { type Tag, toTag } from './tags-read.js'
import type { Scoped } from './toolkit.js'

/** How products are answered: their rows with their tags and variant groups. */

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
    })
    groupsOf.set(Number(g.product_id), list)
  }
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
    ...productFactsOf(r),
    translations: translationsOf(r.translations),
  }))
}
