import type { Schedule } from '@menu/shared/menu/schedule'
import type { CategoryRow, FamilyRow } from '../db/types.js'
import { isoAt } from '../db/values.js'
import { AppError, notFound } from '../errors.js'
import {
  affected, applyPositions, cleanName, copyName, type MenuDeps, optionalText, type PositionItem, type Scoped, scoped,
} from './toolkit.js'
import { scheduleInput, scheduleOf } from './schedules.js'

export interface Category {
  id: number
  name: string
  description: string | null
  position: number
  family_id: number
  /** null: always available (docs/schedules.md). */
  schedule: Schedule | null
}

export interface Family {
  id: number
  name: string
  description: string | null
  icon: string | null
  position: number
  categories: Category[]
}

export interface FamilyInput {
  name?: string
  description?: string | null
  position?: number
  /** Only null (remove the icon) or the current URL (no change): icons are uploaded, never given by URL. */
  icon?: string | null
}

export interface CategoryInput {
  name?: string
  description?: string | null
  position?: number
  family_id?: number
  /** null: always available; undefined: unchanged. */
  schedule?: Schedule | null
}

export const toCategory = (r: CategoryRow): Category => ({
  id: Number(r.id),
  name: r.name,
  description: r.description,
  position: Number(r.position),
  family_id: Number(r.family_id),
  schedule: scheduleOf(r.schedule),
})

/**
 * Moves every product of `categoryIds` to 'Productos sin clasificar' (category_id null),
 * after the products already there, keeping their order. Products are never deleted with
 * their category. Returns how many moved. Runs inside the caller's transaction.
 */
async function unclassifyProducts(t: Scoped, categoryIds: number[]): Promise<number> {
  const top = await t.selectFrom('products').select((eb) => eb.fn.max('position').as('max'))
    .where('category_id', 'is', null).executeTakeFirst()
  let base = top?.max === null || top?.max === undefined ? 0 : Number(top.max) + 1
  let moved = 0
  for (const categoryId of categoryIds) {
    const span = await t.selectFrom('products').select((eb) => eb.fn.max('position').as('max'))
      .where('category_id', '=', categoryId).executeTakeFirst()
    if (span?.max === null || span?.max === undefined) continue
    const res = await t.updateTable('products')
      .set((eb) => ({ category_id: null, position: eb('position', '+', base) }))
      .where('category_id', '=', categoryId).executeTakeFirst()
    moved += affected(res)
    base += Number(span.max) + 1
  }
  return moved
}

/**
 * The signed-in account's families and their categories. Every statement goes through
 * `scoped`: another account's ids behave exactly like missing ones (404).
 */
export function familiesRepo({ db, now, images }: MenuDeps, accountId: number) {
  const own = scoped(db, accountId)
  const toFamily = (r: FamilyRow, categories: Category[]): Family => ({
    id: Number(r.id),
    name: r.name,
    description: r.description,
    icon: r.icon,
    position: Number(r.position),
    categories,
  })

  const countCategories = (t: Scoped, familyId: number) => t.count('categories', { column: 'family_id', value: familyId })

  async function categoriesOf(familyIds: number[] | 'all'): Promise<Map<number, Category[]>> {
    let q = own.selectFrom('categories').selectAll()
    if (familyIds !== 'all') q = q.where('family_id', 'in', familyIds.length ? familyIds : [0])
    const rows = await q.orderBy('position').orderBy('id').execute()
    const byFamily = new Map<number, Category[]>()
    for (const r of rows) {
      const c = toCategory(r)
      byFamily.set(c.family_id, [...(byFamily.get(c.family_id) ?? []), c])
    }
    return byFamily
  }

  async function get(id: number): Promise<Family> {
    const row: FamilyRow = await own.ownedRow('families', id)
    return toFamily(row, (await categoriesOf([Number(row.id)])).get(Number(row.id)) ?? [])
  }

  /** `icon` in an update may only clear the icon or repeat the current URL. */
  function iconChange(current: string | null, icon: string | null | undefined): { icon?: null } {
    if (icon === undefined || icon === current) return {}
    if (icon === null || icon === '') return { icon: null }
    throw new AppError('VALIDATION_ERROR', 'El icono se sube como archivo (POST /v1/families/{id}/attachment).')
  }

  return {
    get,
    getCategory: async (id: number) => toCategory(await own.ownedRow('categories', id)),

    async list(): Promise<Family[]> {
      const rows = await own.selectFrom('families').selectAll().orderBy('position').orderBy('id').execute()
      const categories = await categoriesOf('all')
      return rows.map((r) => toFamily(r, categories.get(Number(r.id)) ?? []))
    },

    /** New family; position defaults to the number of families (it goes last). */
    async create(input: FamilyInput & { name: string }): Promise<number> {
      const at = isoAt(now())
      return own.transaction(async (t) => {
        const row = await t.insertInto('families', {
          name: cleanName(input.name),
          description: optionalText(input.description) ?? null,
          icon: null,
          position: input.position ?? await t.count('families'),
          created_at: at,
          updated_at: at,
        }).returning('id').executeTakeFirstOrThrow()
        return Number(row.id)
      })
    },

    async update(id: number, input: FamilyInput): Promise<Family> {
      const current = await own.ownedRow('families', id)
      const change = iconChange(current.icon, input.icon)
      const set = {
        ...(input.name !== undefined ? { name: cleanName(input.name) } : {}),
        ...(input.description !== undefined ? { description: optionalText(input.description) } : {}),
        ...(input.position !== undefined ? { position: input.position } : {}),
        ...change,
      }
      if (Object.keys(set).length > 0) {
        await own.transaction((t) => t.updateTable('families').set({ ...set, updated_at: isoAt(now()) }).where('id', '=', id).execute())
        if ('icon' in change) await images.remove([current.icon])
      }
      return get(id)
    },

    async reorder(items: PositionItem[]): Promise<void> {
      await own.transaction((t) => applyPositions(t, 'families', items))
    },

    /** Stores a new icon (already read from the request) and deletes the old files. */
    async setIcon(id: number, file: Buffer): Promise<string> {
      await own.mustOwn('families', id)
      const url = await images.save(file, 'icon')
      const old = await own.transaction(async (t) => {
        const row = await t.selectFrom('families').select('icon').where('id', '=', id).executeTakeFirst()
        if (!row) return undefined
        await t.updateTable('families').set({ icon: url, updated_at: isoAt(now()) }).where('id', '=', id).execute()
        return { icon: row.icon }
      })
      if (!old) {
        await images.remove([url]) // deleted meanwhile
        throw notFound()
      }
      await images.remove([old.icon])
      return url
    },

    /** '<name> (copia)' placed last, with copies of its categories (not of their products) and of its icon file. */
    async clone(id: number): Promise<number> {
      const source = await own.ownedRow('families', id)
      const icon = source.icon ? await images.copy(source.icon, 'icon') ?? null : null
      try {
        return await own.transaction(async (t) => {
          const at = isoAt(now())
          const row = await t.insertInto('families', {
            name: copyName(source.name),
            description: source.description,
            icon,
            position: await t.count('families'),
            created_at: at,
            updated_at: at,
          }).returning('id').executeTakeFirstOrThrow()
          const categories = await t.selectFrom('categories').selectAll()
            .where('family_id', '=', id).orderBy('position').orderBy('id').execute()
          if (categories.length) {
            await t.insertInto('categories', categories.map((c) => ({
              family_id: Number(row.id), name: c.name, description: c.description, position: c.position, created_at: at, updated_at: at,
            }))).execute()
          }
          return Number(row.id)
        })
      } catch (err) {
        await images.remove([icon])
        throw err
      }
    },

    /** Deletes the family and its categories; their products become unclassified, never deleted. */
    async delete(id: number): Promise<{ id: number; unclassified_products: number }> {
      const { icon, moved } = await own.transaction(async (t) => {
        const row = await t.ownedRow('families', id)
        const categoryIds = (await t.selectFrom('categories').select('id')
          .where('family_id', '=', id).orderBy('position').orderBy('id').execute()).map((c) => Number(c.id))
        const moved = await unclassifyProducts(t, categoryIds)
        await t.deleteFrom('categories').where('family_id', '=', id).execute()
        await t.deleteFrom('families').where('id', '=', id).execute()
        return { icon: row.icon, moved }
      })
      await images.remove([icon])
      return { id, unclassified_products: moved }
    },

    /** New category in one of the account's families; position defaults to the number of its siblings. */
    async createCategory(familyId: number, input: CategoryInput & { name: string }): Promise<number> {
      const at = isoAt(now())
      const schedule = scheduleInput(input.schedule) ?? null
      return own.transaction(async (t) => {
        await t.mustOwn('families', familyId)
        const row = await t.insertInto('categories', {
          family_id: familyId,
          name: cleanName(input.name),
          description: optionalText(input.description) ?? null,
          schedule,
          position: input.position ?? await countCategories(t, familyId),
          created_at: at,
          updated_at: at,
        }).returning('id').executeTakeFirstOrThrow()
        return Number(row.id)
      })
    },

    /** Moving it to another family (family_id) puts it last there unless a position is given. */
    async updateCategory(id: number, input: CategoryInput): Promise<Category> {
      const schedule = scheduleInput(input.schedule)
      return own.transaction(async (t) => {
        const current = await t.ownedRow('categories', id)
        const moving = input.family_id !== undefined && input.family_id !== Number(current.family_id)
        if (moving) await t.mustOwn('families', input.family_id!)
        const set = {
          ...(input.name !== undefined ? { name: cleanName(input.name) } : {}),
          ...(input.description !== undefined ? { description: optionalText(input.description) } : {}),
          ...(schedule !== undefined ? { schedule } : {}),
          ...(moving ? { family_id: input.family_id!, position: input.position ?? await countCategories(t, input.family_id!) } : {}),
          ...(input.position !== undefined ? { position: input.position } : {}),
        }
        if (Object.keys(set).length > 0) {
          await t.updateTable('categories').set({ ...set, updated_at: isoAt(now()) }).where('id', '=', id).execute()
        }
        return toCategory(await t.ownedRow('categories', id))
      })
    },

    async reorderCategories(items: PositionItem[]): Promise<void> {
      await own.transaction((t) => applyPositions(t, 'categories', items))
    },

    /** '<name> (copia)', last in the same family; its products are not copied. */
    async cloneCategory(id: number): Promise<number> {
      return own.transaction(async (t) => {
        const source: CategoryRow = await t.ownedRow('categories', id)
        const at = isoAt(now())
        const row = await t.insertInto('categories', {
          family_id: source.family_id,
          name: copyName(source.name),
          description: source.description,
          schedule: source.schedule,
          position: await countCategories(t, Number(source.family_id)),
          created_at: at,
          updated_at: at,
        }).returning('id').executeTakeFirstOrThrow()
        return Number(row.id)
      })
    },

    /** Deletes the category; its products become unclassified. */
    async deleteCategory(id: number): Promise<{ id: number; unclassified_products: number }> {
      const moved = await own.transaction(async (t) => {
        await t.mustOwn('categories', id)
        const moved = await unclassifyProducts(t, [id])
        await t.deleteFrom('categories').where('id', '=', id).execute()
        return moved
      })
      return { id, unclassified_products: moved }
    },
  }
}
