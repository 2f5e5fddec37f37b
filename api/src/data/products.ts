import { sql } from 'kysely'
import type { ProductRow } from '../db/types.js'
import { fromBool01, fromCents, isoAt, toBool01, toCents } from '../db/values.js'
import { AppError, notFound } from '../errors.js'
import { checkPrice } from '../validation.js'
import { type Variant, variantsByGroup } from './groups.js'
import {
  applyPositions, cleanName, copyName, type Executor, matchesSearch, type MenuDeps, optionalText, type PositionItem,
} from './menu-common.js'
import { type Tag, toTag } from './tags.js'

/** A variant group as attached to one product, with that product's limit and obligatory flag. */
export interface ProductVariantGroup {
  id: number
  name: string
  /** Most variants a diner may pick for this product; null: no limit. */
  limit: number | null
  obligatory: boolean
  variants: Variant[]
}

export interface Product {
  id: number
  name: string
  price: number
  description: string | null
  image: string | null
  featured: boolean
  recommended: boolean
  enabled: boolean
  position: number
  /** null: 'Productos sin clasificar' (shown as id 0). */
  category_id: number | null
  updated: string
  tags: Tag[]
  variant_groups: ProductVariantGroup[]
}

export interface ProductInput {
  name?: string
  price?: number
  description?: string | null
  featured?: boolean
  recommended?: boolean
  enabled?: boolean
  position?: number
  /** null or 0: unclassified. */
  category_id?: number | null
  /** Only null (remove the image) or the current URL (no change): images are uploaded. */
  image?: string | null
}

export interface ProductFilter {
  search?: string
  family_id?: number
  /** 0: the unclassified products. */
  category_id?: number
}

/** The signed-in account's products, with their tags and variant groups; foreign ids answer 404. */
export function productsRepo({ db, now, images }: MenuDeps, accountId: number) {
  async function row(id: number, q: Executor = db): Promise<ProductRow> {
    const r = await q.selectFrom('products').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst()
    if (!r) throw notFound()
    return r
  }

  /** category_id as stored: null for unclassified; another account's category is a 404. */
  async function ownCategory(q: Executor, categoryId: number | null | undefined): Promise<number | null> {
    if (!categoryId) return null
    const c = await q.selectFrom('categories').select('id').where('id', '=', categoryId).where('account_id', '=', accountId).executeTakeFirst()
    if (!c) throw notFound()
    return categoryId
  }

  const countIn = async (q: Executor, categoryId: number | null) => Number((await q.selectFrom('products').select((eb) => eb.fn.countAll().as('n'))
    .where('account_id', '=', accountId)
    .where('category_id', categoryId === null ? 'is' : '=', categoryId).executeTakeFirstOrThrow()).n)

  async function ownRow(table: 'tags' | 'variant_groups', id: number, q: Executor = db) {
    const r = await q.selectFrom(table).select('id').where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst()
    if (!r) throw notFound()
  }

  /** Attaches tags and variant groups: 4 queries whatever the number of products. */
  async function hydrate(rows: ProductRow[], productId?: number): Promise<Product[]> {
    let tagQ = db.selectFrom('product_tags as pt').innerJoin('tags as t', 't.id', 'pt.tag_id')
      .select(['pt.product_id', 't.id', 't.name', 't.icon', 't.position']).where('pt.account_id', '=', accountId)
    let groupQ = db.selectFrom('product_variant_groups as pg').innerJoin('variant_groups as g', 'g.id', 'pg.group_id')
      .select(['pg.product_id', 'g.id', 'g.name', 'pg.limit', 'pg.obligatory']).where('pg.account_id', '=', accountId)
    if (productId !== undefined) {
      tagQ = tagQ.where('pt.product_id', '=', productId)
      groupQ = groupQ.where('pg.product_id', '=', productId)
    }
    const [tagRows, groupRows] = await Promise.all([
      tagQ.orderBy('t.position').orderBy('t.id').execute(),
      groupQ.orderBy('pg.position').orderBy('pg.created_at').orderBy('g.id').execute(),
    ])
    const variants = await variantsByGroup(db, accountId, productId === undefined ? 'all' : groupRows.map((g) => Number(g.id)))
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
      featured: fromBool01(r.featured),
      recommended: fromBool01(r.recommended),
      enabled: fromBool01(r.enabled),
      position: Number(r.position),
      category_id: r.category_id === null ? null : Number(r.category_id),
      updated: r.updated_at,
      tags: tagsOf.get(Number(r.id)) ?? [],
      variant_groups: groupsOf.get(Number(r.id)) ?? [],
    }))
  }

  async function get(id: number): Promise<Product> {
    return (await hydrate([await row(id)], id))[0]!
  }

  const touch = (q: Executor, id: number) => q.updateTable('products').set({ updated_at: isoAt(now()) })
    .where('id', '=', id).where('account_id', '=', accountId).execute()

  return {
    get,

    /**
     * Ordered like the board: by family position, category position (unclassified last),
     * then product position. Filters: search (name or description, case- and
     * accent-insensitive), family_id, category_id (0 = unclassified).
     */
    async list(filter: ProductFilter = {}): Promise<Product[]> {
      let q = db.selectFrom('products as p')
        .leftJoin('categories as c', (j) => j.onRef('c.id', '=', 'p.category_id').on('c.account_id', '=', accountId))
        .leftJoin('families as f', (j) => j.onRef('f.id', '=', 'c.family_id').on('f.account_id', '=', accountId))
        .selectAll('p')
        .where('p.account_id', '=', accountId)
      if (filter.family_id !== undefined) q = q.where('c.family_id', '=', filter.family_id)
      if (filter.category_id !== undefined) {
        q = filter.category_id === 0 ? q.where('p.category_id', 'is', null) : q.where('p.category_id', '=', filter.category_id)
      }
      const rows = (await q
        .orderBy(sql`case when p.category_id is null then 1 else 0 end`)
        .orderBy('f.position').orderBy('f.id').orderBy('c.position').orderBy('c.id').orderBy('p.position').orderBy('p.id')
        .execute()).filter((r) => matchesSearch(filter.search, r.name, r.description))
      return hydrate(rows)
    },

    /** New product in a category (0: unclassified), last unless a position is given. */
    async create(categoryId: number, input: ProductInput & { name: string; price: number }): Promise<number> {
      checkPrice(input.price)
      if (input.featured || input.recommended) throw new AppError('IMAGE_REQUIRED') // a new product has no image yet
      return db.transaction().execute(async (trx) => {
        const category = await ownCategory(trx, categoryId)
        const at = isoAt(now())
        const r = await trx.insertInto('products').values({
          account_id: accountId,
          category_id: category,
          name: cleanName(input.name),
          price_cents: toCents(input.price),
          description: optionalText(input.description) ?? null,
          image: null,
          featured: toBool01(false),
          recommended: toBool01(false),
          enabled: toBool01(input.enabled ?? true),
          position: input.position ?? await countIn(trx, category),
          created_at: at,
          updated_at: at,
        }).returning('id').executeTakeFirstOrThrow()
        return Number(r.id)
      })
    },

    /**
     * Partial update. Featured/recommended need an image (IMAGE_REQUIRED); removing the image
     * turns them off. A category change puts the product last in its new category.
     */
    async update(id: number, input: ProductInput): Promise<Product> {
      checkPrice(input.price)
      const oldImage = await db.transaction().execute(async (trx) => {
        const current = await row(id, trx)
        if (input.image !== undefined && input.image !== null && input.image !== '' && input.image !== current.image) {
          throw new AppError('VALIDATION_ERROR', 'La imagen se sube como archivo (POST /v1/products/{id}/attachment).')
        }
        const removeImage = (input.image === null || input.image === '') && current.image !== null
        const image = removeImage ? null : current.image
        if (!image && (input.featured === true || input.recommended === true)) throw new AppError('IMAGE_REQUIRED')
        const category = input.category_id === undefined ? undefined : await ownCategory(trx, input.category_id)
        const moving = category !== undefined && category !== (current.category_id === null ? null : Number(current.category_id))
        const set = {
          ...(input.name !== undefined ? { name: cleanName(input.name) } : {}),
          ...(input.price !== undefined ? { price_cents: toCents(input.price) } : {}),
          ...(input.description !== undefined ? { description: optionalText(input.description) } : {}),
          ...(input.featured !== undefined ? { featured: toBool01(input.featured) } : {}),
          ...(input.recommended !== undefined ? { recommended: toBool01(input.recommended) } : {}),
          ...(input.enabled !== undefined ? { enabled: toBool01(input.enabled) } : {}),
          ...(removeImage ? { image: null, featured: toBool01(false), recommended: toBool01(false) } : {}),
          ...(moving ? { category_id: category, position: input.position ?? await countIn(trx, category) } : {}),
          ...(input.position !== undefined ? { position: input.position } : {}),
        }
        if (Object.keys(set).length > 0) {
          await trx.updateTable('products').set({ ...set, updated_at: isoAt(now()) }).where('id', '=', id).where('account_id', '=', accountId).execute()
        }
        return removeImage ? current.image : null
      })
      await images.remove([oldImage])
      return get(id)
    },

    async reorder(items: PositionItem[]): Promise<void> {
      await db.transaction().execute((trx) => applyPositions(trx, 'products', accountId, items))
    },

    /** Stores a new image (already read from the request) and deletes the old files. */
    async setImage(id: number, file: Buffer): Promise<string> {
      await row(id)
      const url = await images.save(file, 'product')
      const old = await db.transaction().execute(async (trx) => {
        const r = await trx.selectFrom('products').select('image').where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst()
        if (!r) return undefined
        await trx.updateTable('products').set({ image: url, updated_at: isoAt(now()) }).where('id', '=', id).where('account_id', '=', accountId).execute()
        return { image: r.image }
      })
      if (!old) {
        await images.remove([url]) // deleted meanwhile
        throw notFound()
      }
      await images.remove([old.image])
      return url
    },

    /** '<name> (copia)', last in the same category, with its tags, variant groups and a copy of its image files. */
    async clone(id: number): Promise<number> {
      const source = await row(id)
      const image = source.image ? await images.copy(source.image, 'product') ?? null : null
      try {
        return await db.transaction().execute(async (trx) => {
          const at = isoAt(now())
          const categoryId = source.category_id === null ? null : Number(source.category_id)
          const r = await trx.insertInto('products').values({
            account_id: accountId,
            category_id: categoryId,
            name: copyName(source.name),
            price_cents: source.price_cents,
            description: source.description,
            image,
            featured: image ? source.featured : toBool01(false),
            recommended: image ? source.recommended : toBool01(false),
            enabled: source.enabled,
            position: await countIn(trx, categoryId),
            created_at: at,
            updated_at: at,
          }).returning('id').executeTakeFirstOrThrow()
          const newId = Number(r.id)
          const tags = await trx.selectFrom('product_tags').select('tag_id').where('account_id', '=', accountId).where('product_id', '=', id).execute()
          if (tags.length) {
            await trx.insertInto('product_tags').values(tags.map((t) => ({ account_id: accountId, product_id: newId, tag_id: t.tag_id, created_at: at }))).execute()
          }
          const groups = await trx.selectFrom('product_variant_groups').selectAll().where('account_id', '=', accountId).where('product_id', '=', id).execute()
          if (groups.length) {
            await trx.insertInto('product_variant_groups').values(groups.map((g) => ({
              account_id: accountId, product_id: newId, group_id: g.group_id, limit: g.limit, obligatory: g.obligatory, position: g.position, created_at: at,
            }))).execute()
          }
          return newId
        })
      } catch (err) {
        await images.remove([image])
        throw err
      }
    },

    /** Deletes the product (its tag and group links go with it) and then its image files. */
    async delete(id: number): Promise<{ id: number }> {
      const image = await db.transaction().execute(async (trx) => {
        const r = await row(id, trx)
        await trx.deleteFrom('product_tags').where('account_id', '=', accountId).where('product_id', '=', id).execute()
        await trx.deleteFrom('product_variant_groups').where('account_id', '=', accountId).where('product_id', '=', id).execute()
        await trx.deleteFrom('products').where('id', '=', id).where('account_id', '=', accountId).execute()
        return r.image
      })
      await images.remove([image])
      return { id }
    },

    /** Attaches one of the account's groups (no-op when already attached; a new one goes last). */
    async attachGroup(id: number, groupId: number, opts: { limit?: number | null; obligatory?: boolean } = {}): Promise<Product> {
      await db.transaction().execute(async (trx) => {
        await row(id, trx)
        await ownRow('variant_groups', groupId, trx)
        const existing = await trx.selectFrom('product_variant_groups').select('group_id')
          .where('product_id', '=', id).where('group_id', '=', groupId).executeTakeFirst()
        if (existing) {
          if (opts.limit !== undefined || opts.obligatory !== undefined) {
            await trx.updateTable('product_variant_groups').set({
              ...(opts.limit !== undefined ? { limit: opts.limit } : {}),
              ...(opts.obligatory !== undefined ? { obligatory: toBool01(opts.obligatory) } : {}),
            }).where('product_id', '=', id).where('group_id', '=', groupId).execute()
          }
        } else {
          const n = await trx.selectFrom('product_variant_groups').select((eb) => eb.fn.countAll().as('n'))
            .where('account_id', '=', accountId).where('product_id', '=', id).executeTakeFirstOrThrow()
          await trx.insertInto('product_variant_groups').values({
            account_id: accountId, product_id: id, group_id: groupId, limit: opts.limit ?? null, obligatory: toBool01(opts.obligatory ?? false), position: Number(n.n), created_at: isoAt(now()),
          }).execute()
        }
        await touch(trx, id)
      })
      return get(id)
    },

    async detachGroup(id: number, groupId: number): Promise<Product> {
      await db.transaction().execute(async (trx) => {
        await row(id, trx)
        await ownRow('variant_groups', groupId, trx)
        await trx.deleteFrom('product_variant_groups').where('account_id', '=', accountId).where('product_id', '=', id).where('group_id', '=', groupId).execute()
        await touch(trx, id)
      })
      return get(id)
    },

    /** Attaches one of the account's tags (no-op when already attached). */
    async attachTag(id: number, tagId: number): Promise<Product> {
      await db.transaction().execute(async (trx) => {
        await row(id, trx)
        await ownRow('tags', tagId, trx)
        const existing = await trx.selectFrom('product_tags').select('tag_id').where('product_id', '=', id).where('tag_id', '=', tagId).executeTakeFirst()
        if (!existing) await trx.insertInto('product_tags').values({ account_id: accountId, product_id: id, tag_id: tagId, created_at: isoAt(now()) }).execute()
        await touch(trx, id)
      })
      return get(id)
    },

    async detachTag(id: number, tagId: number): Promise<Product> {
      await db.transaction().execute(async (trx) => {
        await row(id, trx)
        await ownRow('tags', tagId, trx)
        await trx.deleteFrom('product_tags').where('account_id', '=', accountId).where('product_id', '=', id).where('tag_id', '=', tagId).execute()
        await touch(trx, id)
      })
      return get(id)
    },
  }
}
