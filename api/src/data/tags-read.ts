import type { TagRow } from '../db/types.js'
import type { Db } from '../db/connection.js'
import { translationsOf } from './translations.js'
import { matchesSearch, scoped } from './toolkit.js'
import type { Answer } from '../schemas/shapes.js'

/**
 * The tags' read model: what a tag answers (also on the products carrying it, products-read.ts).
 * No write lives here (tags-write.ts holds the commands), so a read path importing it reaches
 * none (api/.dependency-cruiser.cjs). Foreign ids answer 404 like missing ones.
 */

export type Tag = Answer<'Tag'>

export const toTag = (r: Pick<TagRow, 'id' | 'name' | 'icon' | 'position' | 'translations'>): Tag => ({
  id: Number(r.id),
  name: r.name,
  icon: r.icon,
  global: false,
  position: Number(r.position),
  translations: translationsOf(r.translations),
})

export function tagsRead(db: Db, accountId: number) {
  const own = scoped(db, accountId)
  return {
    get: async (id: number): Promise<Tag> => toTag(await own.ownedRow('tags', id)),

    /** By position; `search` matches the name (case- and accent-insensitive). */
    async list(search?: string): Promise<Tag[]> {
      const rows = await own.selectFrom('tags').selectAll().orderBy('position').orderBy('id').execute()
      return rows.filter((r) => matchesSearch(search, r.name)).map(toTag)
    },
  }
}
