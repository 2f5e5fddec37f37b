import type { CategoryRow } from '../db/types.js'
import { translated, translationsSet } from './translations.js'
import { isoAt } from '../db/values.js'
import {
  affected,
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
import { type Category, toCategory } from './families-read.js'
import type { CategoryChanges } from '../schemas/menu.js'
import type { Shape } from '../schemas/shapes.js'

/** A category's fields as a create or an update gives them (schemas/menu.ts). */
export type CategoryInput = Shape<typeof CategoryChanges>

/**
 * Moves every product of `categoryIds` to 'Productos sin clasificar' (category_id null),
 * after the products already there, keeping their order. Products are never deleted with
 * their category. Returns how many moved. Runs inside the caller's transaction.
 */
export async function unclassifyProducts(t: Scoped, categoryIds: number[]): Promise<number> {
  const top = await t
    .selectFrom('products')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('category_id', 'is', null)
    .executeTakeFirst()
  let base = top?.max === null || top?.max === undefined ? 0 : Number(top.max) + 1
  let moved = 0
  for (const categoryId of categoryIds) {
    const span = await t
      .selectFrom('products')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('category_id', '=', categoryId)
      .executeTakeFirst()
    if (span?.max === null || span?.max === undefined) continue
    const res = await t
      .updateTable('products')
      .set((eb) => ({ category_id: null, position: eb('position', '+', base) }))
      .where('category_id', '=', categoryId)
      .executeTakeFirst()
    moved += affected(res)
    base += Number(span.max) + 1
  }
  return moved
}

/**
 * The commands on the signed-in account's categories, each in one of its families (read with
 * their families: families-read.ts). Every statement goes through `scoped`: another account's
 * ids behave exactly like missing ones (404).
 */
export function categoryCommands({ db, now }: MenuDeps, accountId: number) {
  const own = scoped(db, accountId)
  const countCategories = (t: Scoped, familyId: number) =>
    t.count('categories', { column: 'family_id', value: familyId })

  return {
    /** New category in one of the account's families; position defaults to the number of its siblings. */
    async createCategory(familyId: number, input: CategoryInput & { name: string }): Promise<number> {
      const at = isoAt(now())
      const schedule = scheduleInput(input.schedule) ?? null
      return own.transaction(async (t) => {
        await t.mustOwn('families', familyId)
        const row = await t
          .insertInto('categories', {
            family_id: familyId,
            name: cleanName(input.name),
            description: optionalText(input.description) ?? null,
            translations: (await translationsSet(t, input.translations, null)) ?? '{}',
            schedule,
            position: input.position ?? (await countCategories(t, familyId)),
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
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
          ...translated(await translationsSet(t, input.translations, current.translations)),
          ...(moving
            ? { family_id: input.family_id!, position: input.position ?? (await countCategories(t, input.family_id!)) }
            : {}),
          ...(input.position !== undefined ? { position: input.position } : {}),
        }
        if (Object.keys(set).length > 0) {
          await t
            .updateTable('categories')
            .set({ ...set, updated_at: isoAt(now()) })
            .where('id', '=', id)
            .execute()
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
        const row = await t
          .insertInto('categories', {
            family_id: source.family_id,
            name: copyName(source.name),
            description: source.description,
            translations: source.translations,
            schedule: source.schedule,
            position: await countCategories(t, Number(source.family_id)),
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
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
