import type { VariantGroupRow } from '../db/types.js'
import { factValuesOf, noFactValues } from '@menu/shared/menu/dish-facts'
import type { Translations } from '@menu/shared/menu/languages'
import type { PositionPricing } from '@menu/shared/menu/combos'
import { pricingText } from './groups-pricing.js'
import { translated, translationsSet } from './translations.js'
import { isoAt, toBool01, toCentsOrNull } from '../db/values.js'
import { notFound } from '../errors.js'
import { type DishFactsInput, dishFactsSet } from './dish-facts.js'
import { checkPrice } from '../validation.js'
import {
  applyPositions,
  cleanName,
  copyName,
  type MenuDeps,
  type PositionItem,
  type Scoped,
  scoped,
} from './toolkit.js'
import { groupsRead, toVariant, type Variant, type VariantGroup, variantsByGroup } from './groups-read.js'

export interface VariantInput extends DishFactsInput {
  translations?: Translations
  name?: string
  price?: number | null
  enabled?: boolean
  position?: number
}

export interface GroupInput {
  name?: string
  position?: number
  translations?: Translations
  variants?: VariantSyncItem[]
  /** Extras priced by position; null: each variant's own price; absent: unchanged. */
  position_pricing?: PositionPricing | null
}

/** One row of the complete variant list of PUT /v1/groups/{id}: with id = keep and update, without = create. */
export interface VariantSyncItem extends DishFactsInput {
  translations?: Translations
  id?: number
  name: string
  price?: number | null
  enabled?: boolean
}

/**
 * The variant groups' repository as the routes and the scheduled changes use it: the read model
 * (groups-read.ts) and the commands on groups and their variants; foreign ids answer 404.
 */
export function groupsRepo({ db, now }: MenuDeps, accountId: number) {
  const own = scoped(db, accountId)
  const read = groupsRead(db, accountId)
  const { get } = read

  /** A new variant's facts when the request gives none: not confirmed, no value fact given. */
  const NO_FACTS = { allergens: '{}', ...noFactValues() }

  /** `copied`: a clone's stored translations, kept as they are (not checked again). */
  async function insertVariants(
    t: Scoped,
    groupId: number,
    variants: Array<VariantSyncItem & { position: number; copied?: string }>,
  ) {
    if (variants.length === 0) return
    const at = isoAt(now())
    const texts = await Promise.all(
      variants.map((v) => v.copied ?? translationsSet(t, v.translations, null, `variants.${v.position}.`)),
    )
    await t
      .insertInto(
        'variants',
        variants.map((v, i) => ({
          group_id: groupId,
          translations: texts[i] ?? '{}',
          name: cleanName(v.name),
          price_cents: toCentsOrNull(v.price ?? null),
          enabled: toBool01(v.enabled ?? true),
          // Every row names the same columns: SQLite has no DEFAULT in a multi-row VALUES list,
          // so a list where only some variants give facts would otherwise fail there.
          ...NO_FACTS,
          ...dishFactsSet(v, `variants.${v.position}.`),
          position: v.position,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute()
  }

  /**
   * Makes the group's variants exactly `list`, in that order: rows with an id (which must be
   * this group's) are updated, rows without are created, the others are deleted.
   */
  async function syncVariants(t: Scoped, groupId: number, list: VariantSyncItem[]) {
    const existing = await t
      .selectFrom('variants')
      .select(['id', 'translations'])
      .where('group_id', '=', groupId)
      .execute()
    const existingIds = new Set(existing.map((r) => Number(r.id)))
    const storedTexts = new Map(existing.map((r) => [Number(r.id), r.translations]))
    const kept = new Set<number>()
    for (const v of list) {
      if (v.id === undefined) continue
      if (!existingIds.has(v.id) || kept.has(v.id)) throw notFound()
      kept.add(v.id)
    }
    const removed = [...existingIds].filter((id) => !kept.has(id))
    if (removed.length) await t.deleteFrom('variants').where('id', 'in', removed).execute()
    const at = isoAt(now())
    for (const [position, v] of list.entries()) {
      if (v.id === undefined) continue
      await t
        .updateTable('variants')
        .set({
          name: cleanName(v.name),
          ...(v.price !== undefined ? { price_cents: toCentsOrNull(v.price) } : {}),
          ...(v.enabled !== undefined ? { enabled: toBool01(v.enabled) } : {}),
          ...dishFactsSet(v, `variants.${position}.`),
          ...translated(await translationsSet(t, v.translations, storedTexts.get(v.id), `variants.${position}.`)),
          position,
          updated_at: at,
        })
        .where('id', '=', v.id)
        .execute()
    }
    await insertVariants(
      t,
      groupId,
      list.flatMap((v, position) => (v.id === undefined ? [{ ...v, position }] : [])),
    )
  }

  return {
    ...read,

    /** The group and its variants, all or nothing (one transaction). Position defaults to last. */
    create(input: GroupInput & { name: string }): Promise<number> {
      for (const v of input.variants ?? []) checkPrice(v.price)
      return own.transaction(async (t) => {
        const at = isoAt(now())
        const r = await t
          .insertInto('variant_groups', {
            name: cleanName(input.name),
            translations: (await translationsSet(t, input.translations, null)) ?? '{}',
            position: input.position ?? (await t.count('variant_groups')),
            position_pricing: await pricingText(t, null, input.position_pricing ?? null),
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        await insertVariants(
          t,
          Number(r.id),
          (input.variants ?? []).map((v, position) => ({ ...v, position })),
        )
        return Number(r.id)
      })
    },

    /** Renames and, when `variants` is given, syncs the complete variant list, in one transaction. */
    async update(id: number, input: GroupInput): Promise<VariantGroup> {
      for (const v of input.variants ?? []) checkPrice(v.price)
      await own.transaction(async (t) => {
        const current = await t.ownedRow('variant_groups', id)
        await t
          .updateTable('variant_groups')
          .set({
            ...translated(await translationsSet(t, input.translations, current.translations)),
            ...(input.name !== undefined ? { name: cleanName(input.name) } : {}),
            ...(input.position !== undefined ? { position: input.position } : {}),
            ...(input.position_pricing !== undefined
              ? { position_pricing: await pricingText(t, id, input.position_pricing) }
              : {}),
            updated_at: isoAt(now()),
          })
          .where('id', '=', id)
          .execute()
        if (input.variants) await syncVariants(t, id, input.variants)
      })
      return get(id)
    },

    async reorder(items: PositionItem[]): Promise<void> {
      await own.transaction((t) => applyPositions(t, 'variant_groups', items))
    },

    /** '<name> (copia)' with copies of its variants, placed last; not attached to any product. */
    clone(id: number): Promise<number> {
      return own.transaction(async (t) => {
        const source: VariantGroupRow = await t.ownedRow('variant_groups', id)
        const at = isoAt(now())
        const r = await t
          .insertInto('variant_groups', {
            name: copyName(source.name),
            translations: source.translations,
            position_pricing: source.position_pricing,
            position: await t.count('variant_groups'),
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const variants = await t
          .selectFrom('variants')
          .select(['id', 'translations'])
          .where('group_id', '=', id)
          .execute()
        const copied = new Map(variants.map((v) => [Number(v.id), v.translations]))
        await insertVariants(
          t,
          Number(r.id),
          ((await variantsByGroup(t, [id])).get(id) ?? []).map((v) => ({
            name: v.name,
            price: v.price,
            enabled: v.enabled,
            allergens: v.allergens,
            ...factValuesOf(v),
            position: v.position,
            copied: copied.get(v.id),
          })),
        )
        return Number(r.id)
      })
    },

    /** Detaches the group from its products (they stay), then deletes it with its variants. */
    delete(id: number): Promise<{ id: number; products_affected: number }> {
      return own.transaction(async (t) => {
        await t.mustOwn('variant_groups', id)
        const links = await t.count('product_variant_groups', { column: 'group_id', value: id })
        await t.deleteFrom('product_variant_groups').where('group_id', '=', id).execute()
        await t.deleteFrom('variants').where('group_id', '=', id).execute()
        await t.deleteFrom('variant_groups').where('id', '=', id).execute()
        return { id, products_affected: links }
      })
    },

    /** A variant added last to one of the account's groups (position defaults to the count). */
    createVariant(groupId: number, input: VariantInput & { name: string }): Promise<number> {
      checkPrice(input.price)
      const facts = dishFactsSet(input)
      return own.transaction(async (t) => {
        await t.mustOwn('variant_groups', groupId)
        const at = isoAt(now())
        const r = await t
          .insertInto('variants', {
            group_id: groupId,
            name: cleanName(input.name),
            price_cents: toCentsOrNull(input.price ?? null),
            enabled: toBool01(input.enabled ?? true),
            ...facts,
            translations: (await translationsSet(t, input.translations, null)) ?? '{}',
            position: input.position ?? (await t.count('variants', { column: 'group_id', value: groupId })),
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        return Number(r.id)
      })
    },

    async updateVariant(id: number, input: VariantInput): Promise<Variant> {
      checkPrice(input.price)
      const facts = dishFactsSet(input)
      return own.transaction(async (t) => {
        const current = await t.ownedRow('variants', id)
        await t
          .updateTable('variants')
          .set({
            ...translated(await translationsSet(t, input.translations, current.translations)),
            ...(input.name !== undefined ? { name: cleanName(input.name) } : {}),
            ...(input.price !== undefined ? { price_cents: toCentsOrNull(input.price) } : {}),
            ...(input.enabled !== undefined ? { enabled: toBool01(input.enabled) } : {}),
            ...facts,
            ...(input.position !== undefined ? { position: input.position } : {}),
            updated_at: isoAt(now()),
          })
          .where('id', '=', id)
          .execute()
        return toVariant(await t.ownedRow('variants', id))
      })
    },

    async deleteVariant(id: number): Promise<{ id: number }> {
      await own.transaction(async (t) => {
        await t.mustOwn('variants', id)
        await t.deleteFrom('variants').where('id', '=', id).execute()
      })
      return { id }
    },

    /** Reorders variants of one group: every id must be a variant of that (own) group. */
    async reorderVariants(groupId: number, items: PositionItem[]): Promise<void> {
      await own.transaction(async (t) => {
        await t.mustOwn('variant_groups', groupId)
        await applyPositions(t, 'variants', items, { column: 'group_id', value: groupId })
      })
    },
  }
}
