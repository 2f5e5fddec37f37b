import { factValuesOf } from '@menu/shared/menu/dish-facts'
import { translated, translationsSet } from './translations.js'
import { isoAt, toBool01, toCents } from '../db/values.js'
import { AppError } from '../errors.js'
import { checkPrice } from '../validation.js'
import { type ProductFactsInput, productFactsSet } from './dish-facts.js'
import { pointImagesAt } from './image-columns.js'
import { linkGroups, linkTags, tagIdsOf, writeLinks } from './product-links.js'
import { hydrate, type Product, productsRead } from './products-read.js'
import {
  applyPositions,
  cleanName,
  copyName,
  type MenuDeps,
  optionalText,
  type PositionItem,
  type Scoped,
  scoped,
} from './toolkit.js'
import { scheduleInput } from './schedules.js'
import { comboSet } from './combos.js'
import type { ProductChanges } from '../schemas/menu.js'
import type { Shape } from '../schemas/shapes.js'

/** A product's fields and links as a create or an update gives them (schemas/menu.ts). */
export type ProductInput = Shape<typeof ProductChanges>

/**
 * A variant group attached to a product. An absent limit or obligatory keeps the value of a
 * group already attached; a newly attached group gets no limit and not obligatory.
 */
export type GroupLink = NonNullable<ProductInput['variant_groups']>[number]

/**
 * The products' repository as the panel's routes and the scheduled changes use it: the read
 * model (products-read.ts) and the commands. Every statement goes through `scoped`: foreign ids
 * answer 404 like missing ones.
 */
export function productsRepo({ db, now, images }: MenuDeps, accountId: number) {
  const own = scoped(db, accountId)
  const read = productsRead(db, accountId)
  const { get } = read

  /** category_id as stored: null for unclassified; another account's category is a 404. */
  async function ownCategory(t: Scoped, categoryId: number | null | undefined): Promise<number | null> {
    if (!categoryId) return null
    await t.mustOwn('categories', categoryId)
    return categoryId
  }

  const countIn = (t: Scoped, categoryId: number | null) =>
    t.count('products', { column: 'category_id', value: categoryId })

  const touch = (t: Scoped, id: number) =>
    t
      .updateTable('products')
      .set({ updated_at: isoAt(now()) })
      .where('id', '=', id)
      .execute()

  /** One change of the product's links in one transaction, touching it; a foreign product or link: 404. */
  async function changeLinks(id: number, change: (t: Scoped) => Promise<void>): Promise<Product> {
    await own.transaction(async (t) => {
      await t.mustOwn('products', id)
      await change(t)
      await touch(t, id)
    })
    return get(id)
  }

  return {
    ...read,

    /**
     * New product in a category (0: unclassified), last unless a position is given, with its
     * tags and variant groups, all in one transaction: a foreign id among them is a 404 and
     * nothing is created.
     */
    async create(categoryId: number, input: ProductInput & { name: string; price: number }): Promise<number> {
      checkPrice(input.price)
      const schedule = scheduleInput(input.schedule) ?? null
      const facts = productFactsSet(input)
      // A new product has no image yet.
      if (input.featured || input.recommended)
        throw new AppError('IMAGE_REQUIRED', undefined, { field: input.featured ? 'featured' : 'recommended' })
      return own.transaction(async (t) => {
        const category = await ownCategory(t, categoryId)
        const combo = await comboSet(t, input)
        const at = isoAt(now())
        const r = await t
          .insertInto('products', {
            category_id: category,
            name: cleanName(input.name),
            price_cents: toCents(input.price),
            description: optionalText(input.description) ?? null,
            image: null,
            featured: toBool01(false),
            recommended: toBool01(false),
            enabled: toBool01(input.enabled ?? true),
            schedule,
            ...facts,
            ...combo,
            translations: (await translationsSet(t, input.translations, null)) ?? '{}',
            position: input.position ?? (await countIn(t, category)),
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        await writeLinks(t, Number(r.id), input, at)
        return Number(r.id)
      })
    },

    /**
     * Partial update of the fields, the tag set and the group list, in one transaction (all or
     * nothing). Featured/recommended need an image (IMAGE_REQUIRED); removing the image turns
     * them off. A category change puts the product last in its new category.
     */
    async update(id: number, input: ProductInput): Promise<Product> {
      checkPrice(input.price)
      const schedule = scheduleInput(input.schedule)
      await own.transaction(async (t) => {
        const current = await t.ownedRow('products', id)
        if (input.image !== undefined && input.image !== null && input.image !== '' && input.image !== current.image) {
          throw new AppError('VALIDATION_ERROR', 'La imagen se sube como archivo (POST /v1/products/{id}/attachment).')
        }
        const facts = productFactsSet(input, current)
        const removeImage = (input.image === null || input.image === '') && current.image !== null
        const image = removeImage ? null : current.image
        if (!image && (input.featured === true || input.recommended === true)) {
          throw new AppError('IMAGE_REQUIRED', undefined, {
            field: input.featured === true ? 'featured' : 'recommended',
          })
        }
        const category = input.category_id === undefined ? undefined : await ownCategory(t, input.category_id)
        const combo = await comboSet(t, input, current)
        const moving =
          category !== undefined && category !== (current.category_id === null ? null : Number(current.category_id))
        const set = {
          ...(input.name !== undefined ? { name: cleanName(input.name) } : {}),
          ...(input.price !== undefined ? { price_cents: toCents(input.price) } : {}),
          ...(input.description !== undefined ? { description: optionalText(input.description) } : {}),
          ...(input.featured !== undefined ? { featured: toBool01(input.featured) } : {}),
          ...(input.recommended !== undefined ? { recommended: toBool01(input.recommended) } : {}),
          ...(input.enabled !== undefined ? { enabled: toBool01(input.enabled) } : {}),
          ...(schedule !== undefined ? { schedule } : {}),
          ...facts,
          ...combo,
          ...translated(await translationsSet(t, input.translations, current.translations)),
          ...(removeImage ? { image: null, featured: toBool01(false), recommended: toBool01(false) } : {}),
          ...(moving ? { category_id: category, position: input.position ?? (await countIn(t, category)) } : {}),
          ...(input.position !== undefined ? { position: input.position } : {}),
        }
        await writeLinks(t, id, input, isoAt(now()))
        // A combo that becomes a dish, or stops being a menu of the day, keeps no dated steps.
        if (combo.daily === 0) await t.deleteFrom('combo_days').where('product_id', '=', id).execute()
        if (Object.keys(set).length > 0 || input.tag_ids || input.variant_groups) {
          await t
            .updateTable('products')
            .set({ ...set, updated_at: isoAt(now()) })
            .where('id', '=', id)
            .execute()
        }
      })
      return get(id)
    },

    /**
     * The allergen board's save: several products' allergens, diets, calories or portion in one
     * transaction. A foreign id is a 404 and a diet its allergens contradict a 400 naming
     * items.N.diets; either way nothing changes.
     */
    async setFacts(items: Array<{ id: number } & ProductFactsInput>): Promise<Product[]> {
      const at = isoAt(now())
      await own.transaction(async (t) => {
        for (const [i, { id, ...input }] of items.entries()) {
          const set = productFactsSet(input, await t.ownedRow('products', id), `items.${i}.`)
          await t
            .updateTable('products')
            .set({ ...set, updated_at: at })
            .where('id', '=', id)
            .execute()
        }
      })
      const ids = items.map((item) => item.id)
      return hydrate(
        own,
        ids.length ? await own.selectFrom('products').selectAll().where('id', 'in', ids).execute() : [],
      )
    },

    async reorder(items: PositionItem[]): Promise<void> {
      await own.transaction((t) => applyPositions(t, 'products', items))
    },

    /** Stores a new image (already read from the request) and points the product at it (image-columns.ts). */
    async setImage(id: number, file: Buffer): Promise<string> {
      await own.mustOwn('products', id)
      const image = await images.save(file, 'product')
      await pointImagesAt({ images, now }, own, 'products', id, { image })
      return image
    },

    /**
     * '<name> (copia)', last in the same category, with its tags, variant groups, a combo's steps
     * and dated steps (the menu of the day) and a copy of its image files.
     */
    async clone(id: number): Promise<number> {
      const source = await own.ownedRow('products', id)
      const image = source.image ? ((await images.copy(source.image, 'product')) ?? null) : null
      try {
        return await own.transaction(async (t) => {
          const at = isoAt(now())
          const categoryId = source.category_id === null ? null : Number(source.category_id)
          const r = await t
            .insertInto('products', {
              category_id: categoryId,
              name: copyName(source.name),
              price_cents: source.price_cents,
              description: source.description,
              image,
              featured: image ? source.featured : toBool01(false),
              recommended: image ? source.recommended : toBool01(false),
              enabled: source.enabled,
              schedule: source.schedule,
              allergens: source.allergens,
              diets: source.diets,
              kind: source.kind,
              steps: source.steps,
              daily: source.daily,
              ...factValuesOf(source),
              translations: source.translations,
              position: await countIn(t, categoryId),
              created_at: at,
              updated_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          const newId = Number(r.id)
          await linkTags(t, newId, [...(await tagIdsOf(t, id))], [], at)
          const groups = await t.selectFrom('product_variant_groups').selectAll().where('product_id', '=', id).execute()
          if (groups.length) {
            await t
              .insertInto(
                'product_variant_groups',
                groups.map((g) => ({
                  product_id: newId,
                  group_id: g.group_id,
                  limit: g.limit,
                  obligatory: g.obligatory,
                  position: g.position,
                  created_at: at,
                })),
              )
              .execute()
          }
          // A menu of the day's copy offers the same dated steps (the week already planned).
          const days = await t.selectFrom('combo_days').selectAll().where('product_id', '=', id).execute()
          if (days.length) {
            await t
              .insertInto(
                'combo_days',
                days.map((d) => ({ product_id: newId, date: d.date, steps: d.steps, created_at: at, updated_at: at })),
              )
              .execute()
          }
          return newId
        })
      } catch (err) {
        await images.remove([image])
        throw err
      }
    },

    /** Deletes the product (its tag and group links go with it); its image files stay while the history can bring it back. */
    async delete(id: number): Promise<{ id: number }> {
      await own.transaction(async (t) => {
        await t.ownedRow('products', id)
        await t.deleteFrom('product_tags').where('product_id', '=', id).execute()
        await t.deleteFrom('product_variant_groups').where('product_id', '=', id).execute()
        await t.deleteFrom('combo_days').where('product_id', '=', id).execute()
        await t.deleteFrom('products').where('id', '=', id).execute()
      })
      return { id }
    },

    /** Attaches one of the account's groups (a new one goes last; already attached: only the given limit/obligatory change). */
    attachGroup: (id: number, groupId: number, opts: Omit<GroupLink, 'group_id'> = {}): Promise<Product> =>
      changeLinks(id, (t) => linkGroups(t, id, [{ group_id: groupId, ...opts }], false, isoAt(now()))),

    detachGroup: (id: number, groupId: number): Promise<Product> =>
      changeLinks(id, async (t) => {
        await t.mustOwn('variant_groups', groupId)
        await t
          .deleteFrom('product_variant_groups')
          .where('product_id', '=', id)
          .where('group_id', '=', groupId)
          .execute()
      }),

    /** Attaches one of the account's tags (no-op when already attached). */
    attachTag: (id: number, tagId: number): Promise<Product> =>
      changeLinks(id, async (t) => {
        await t.mustOwn('tags', tagId)
        await linkTags(t, id, [tagId], [], isoAt(now()))
      }),

    detachTag: (id: number, tagId: number): Promise<Product> =>
      changeLinks(id, async (t) => {
        await t.mustOwn('tags', tagId)
        await linkTags(t, id, [], [tagId], isoAt(now()))
      }),
  }
}
