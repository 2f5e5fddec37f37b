import type { Translations } from '@menu/shared/menu/languages'
import { translated, translationsSet } from './translations.js'
import { isoAt } from '../db/values.js'
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
import { type Tag, tagsRead, toTag } from './tags-read.js'

export interface TagInput {
  name?: string
  icon?: string | null
  position?: number
  translations?: Translations
}

/** The signed-in account's tags as the routes use them: the read model (tags-read.ts) and the commands; foreign ids answer 404 like missing ones. */
export function tagsRepo({ db, now }: MenuDeps, accountId: number) {
  const own = scoped(db, accountId)

  async function insert(
    t: Scoped,
    values: { name: string; icon: string | null; position?: number; translations: string },
  ): Promise<number> {
    const at = isoAt(now())
    const r = await t
      .insertInto('tags', {
        name: values.name,
        icon: values.icon,
        translations: values.translations,
        position: values.position ?? (await t.count('tags')),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return Number(r.id)
  }

  return {
    ...tagsRead(db, accountId),

    create(input: TagInput & { name: string }): Promise<number> {
      return own.transaction(async (t) =>
        insert(t, {
          name: cleanName(input.name),
          icon: optionalText(input.icon) ?? null,
          position: input.position,
          translations: (await translationsSet(t, input.translations, null)) ?? '{}',
        }),
      )
    },

    async update(id: number, input: TagInput): Promise<Tag> {
      const current = await own.ownedRow('tags', id)
      const set = {
        ...(input.name !== undefined ? { name: cleanName(input.name) } : {}),
        ...(input.icon !== undefined ? { icon: optionalText(input.icon) } : {}),
        ...(input.position !== undefined ? { position: input.position } : {}),
        ...translated(await translationsSet(own, input.translations, current.translations)),
      }
      if (Object.keys(set).length > 0) {
        await own.transaction((t) =>
          t
            .updateTable('tags')
            .set({ ...set, updated_at: isoAt(now()) })
            .where('id', '=', id)
            .execute(),
        )
      }
      return toTag(await own.ownedRow('tags', id))
    },

    async reorder(items: PositionItem[]): Promise<void> {
      await own.transaction((t) => applyPositions(t, 'tags', items))
    },

    /** '<name> (copia)', placed last. */
    clone(id: number): Promise<number> {
      return own.transaction(async (t) => {
        const source = await t.ownedRow('tags', id)
        return insert(t, { name: copyName(source.name), icon: source.icon, translations: source.translations })
      })
    },

    /** Removes the tag from its products (they stay) and deletes it. */
    async delete(id: number): Promise<{ id: number; products_affected: number }> {
      return own.transaction(async (t) => {
        await t.mustOwn('tags', id)
        const links = await t.count('product_tags', { column: 'tag_id', value: id })
        await t.deleteFrom('product_tags').where('tag_id', '=', id).execute()
        await t.deleteFrom('tags').where('id', '=', id).execute()
        return { id, products_affected: links }
      })
    },
  }
}
