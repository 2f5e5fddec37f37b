import { toBool01 } from '../db/values.js'
import { AppError } from '../errors.js'
import { checkLinkLimits } from './groups-pricing.js'
import type { GroupLink, ProductInput } from './products-write.js'
import type { Scoped } from './toolkit.js'

/**
 * A product's links to the account's tags and variant groups. The caller checks the product is
 * the account's and runs these in its transaction; a foreign tag or group is a 404. `at` is the
 * time written on new links.
 */

/**
 * Adds and removes tag links of one product (the tags' ownership is checked by the caller).
 * Adding a link that exists changes nothing: the same attach sent twice at once (a double
 * click) may both have read "not attached" before either wrote, and the second insert must
 * not fail on the first one's row.
 */
export async function linkTags(t: Scoped, productId: number, add: number[], remove: number[], at: string) {
  if (remove.length)
    await t.deleteFrom('product_tags').where('product_id', '=', productId).where('tag_id', 'in', remove).execute()
  if (add.length) {
    await t
      .insertInto(
        'product_tags',
        add.map((tagId) => ({ product_id: productId, tag_id: tagId, created_at: at })),
      )
      .onConflict((oc) => oc.columns(['product_id', 'tag_id']).doNothing())
      .execute()
  }
}

export const tagIdsOf = async (t: Scoped, productId: number) =>
  new Set(
    (await t.selectFrom('product_tags').select('tag_id').where('product_id', '=', productId).execute()).map((r) =>
      Number(r.tag_id),
    ),
  )

/** Makes the product's tags exactly `tagIds`; any of them not the account's: 404. */
async function replaceTags(t: Scoped, productId: number, tagIds: number[], at: string) {
  await t.mustOwn('tags', tagIds)
  const current = await tagIdsOf(t, productId)
  const wanted = new Set(tagIds)
  await linkTags(
    t,
    productId,
    [...wanted].filter((id) => !current.has(id)),
    [...current].filter((id) => !wanted.has(id)),
    at,
  )
}

/**
 * Attaches variant groups to one product; any group not the account's: 404. `replace`: the
 * product's groups become exactly `links`, ordered as given; otherwise new ones go last and
 * the others stay.
 */
export async function linkGroups(t: Scoped, productId: number, links: GroupLink[], replace: boolean, at: string) {
  const ids = links.map((l) => l.group_id)
  if (new Set(ids).size !== ids.length)
    throw new AppError('VALIDATION_ERROR', 'Cada grupo debe aparecer una sola vez.', { field: 'variant_groups' })
  await t.mustOwn('variant_groups', ids)
  const existing = new Set(
    (await t.selectFrom('product_variant_groups').select('group_id').where('product_id', '=', productId).execute()).map(
      (r) => Number(r.group_id),
    ),
  )
  const gone = replace ? [...existing].filter((id) => !ids.includes(id)) : []
  if (gone.length)
    await t
      .deleteFrom('product_variant_groups')
      .where('product_id', '=', productId)
      .where('group_id', 'in', gone)
      .execute()
  let last = existing.size
  for (const [index, link] of links.entries()) {
    const given = {
      ...(link.limit !== undefined ? { limit: link.limit } : {}),
      ...(link.obligatory !== undefined ? { obligatory: toBool01(link.obligatory) } : {}),
    }
    const set = { ...given, ...(replace ? { position: index } : {}) }
    if (existing.has(link.group_id)) {
      if (Object.keys(set).length) {
        await t
          .updateTable('product_variant_groups')
          .set(set)
          .where('product_id', '=', productId)
          .where('group_id', '=', link.group_id)
          .execute()
      }
    } else {
      // Attached meanwhile by a concurrent request (a double click): this one's values apply
      // to that link, exactly as when it was already attached.
      await t
        .insertInto('product_variant_groups', {
          product_id: productId,
          group_id: link.group_id,
          limit: null,
          obligatory: toBool01(false),
          ...given,
          position: replace ? index : last++,
          created_at: at,
        })
        .onConflict((oc) => {
          const target = oc.columns(['product_id', 'group_id'])
          return Object.keys(set).length ? target.doUpdateSet(set) : target.doNothing()
        })
        .execute()
    }
  }
  // A limit below a group's free extras (or its list of position prices) is refused here, as the
  // group's own save refuses the other way round (groups-pricing.ts); the one-group attach
  // (replace false) names its body's 'limit'.
  await checkLinkLimits(t, productId, ids, (i) => (replace ? `variant_groups.${i}.limit` : 'limit'))
}

/** Writes the given tag set and group list; the product must already be the account's. */
export async function writeLinks(
  t: Scoped,
  productId: number,
  input: Pick<ProductInput, 'tag_ids' | 'variant_groups'>,
  at: string,
) {
  if (input.tag_ids) await replaceTags(t, productId, input.tag_ids, at)
  if (input.variant_groups) await linkGroups(t, productId, input.variant_groups, true, at)
}
