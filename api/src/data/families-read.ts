import type { CategoryRow, FamilyRow } from '../db/types.js'
import type { Db } from '../db/connection.js'
import { translationsOf } from './translations.js'
import { scheduleOf } from './schedules.js'
import { scoped } from './toolkit.js'
import type { Answer } from '../schemas/shapes.js'

/**
 * The families' read model: the signed-in account's families, each with its categories, as the
 * panel and the public menu read them. No write lives here (families-write.ts and
 * categories-write.ts hold the commands), so a read path importing it reaches none
 * (api/.dependency-cruiser.cjs). Every statement goes through `scoped`: another account's ids
 * behave exactly like missing ones (404).
 */

export type Family = Answer<'Family'>
export type Category = Answer<'Category'>

export const toCategory = (r: CategoryRow): Category => ({
  id: Number(r.id),
  name: r.name,
  description: r.description,
  position: Number(r.position),
  family_id: Number(r.family_id),
  schedule: scheduleOf(r.schedule),
  translations: translationsOf(r.translations),
})

const toFamily = (r: FamilyRow, categories: Category[]): Family => ({
  id: Number(r.id),
  name: r.name,
  description: r.description,
  icon: r.icon,
  position: Number(r.position),
  categories,
  translations: translationsOf(r.translations),
})

export function familiesRead(db: Db, accountId: number) {
  const own = scoped(db, accountId)

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

  return {
    async get(id: number): Promise<Family> {
      const row: FamilyRow = await own.ownedRow('families', id)
      return toFamily(row, (await categoriesOf([Number(row.id)])).get(Number(row.id)) ?? [])
    },

    async list(): Promise<Family[]> {
      const rows = await own.selectFrom('families').selectAll().orderBy('position').orderBy('id').execute()
      const categories = await categoriesOf('all')
      return rows.map((r) => toFamily(r, categories.get(Number(r.id)) ?? []))
    },

    getCategory: async (id: number): Promise<Category> => toCategory(await own.ownedRow('categories', id)),
  }
}
