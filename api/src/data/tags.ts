import type { TagRow } from '../db/types.js'
import { isoAt } from '../db/values.js'
import { notFound } from '../errors.js'
import {
  applyPositions, cleanName, copyName, type Executor, matchesSearch, type MenuDeps, optionalText, type PositionItem,
} from './menu-common.js'

export interface Tag {
  id: number
  name: string
  /** A Font Awesome class, e.g. 'fa-solid fa-pepper-hot'. */
  icon: string | null
  /** Always false: every tag belongs to the account (spec §3 names a `global` flag). */
  global: boolean
  position: number
}

export interface TagInput {
  name?: string
  icon?: string | null
  position?: number
}

export const toTag = (r: Pick<TagRow, 'id' | 'name' | 'icon' | 'position'>): Tag => ({
  id: Number(r.id),
  name: r.name,
  icon: r.icon,
  global: false,
  position: Number(r.position),
})

/** The signed-in account's tags; foreign ids answer 404 like missing ones. */
export function tagsRepo({ db, now }: MenuDeps, accountId: number) {
  async function row(id: number, q: Executor = db): Promise<TagRow> {
    const r = await q.selectFrom('tags').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst()
    if (!r) throw notFound()
    return r
  }
  const count = async (q: Executor) => Number((await q.selectFrom('tags').select((eb) => eb.fn.countAll().as('n'))
    .where('account_id', '=', accountId).executeTakeFirstOrThrow()).n)

  async function insert(q: Executor, values: { name: string; icon: string | null; position?: number }): Promise<number> {
    const at = isoAt(now())
    const r = await q.insertInto('tags').values({
      account_id: accountId, name: values.name, icon: values.icon, position: values.position ?? await count(q), created_at: at, updated_at: at,
    }).returning('id').executeTakeFirstOrThrow()
    return Number(r.id)
  }

  return {
    get: async (id: number) => toTag(await row(id)),

    /** By position; `search` matches the name (case- and accent-insensitive). */
    async list(search?: string): Promise<Tag[]> {
      const rows = await db.selectFrom('tags').selectAll().where('account_id', '=', accountId).orderBy('position').orderBy('id').execute()
      return rows.filter((r) => matchesSearch(search, r.name)).map(toTag)
    },

    create(input: TagInput & { name: string }): Promise<number> {
      return db.transaction().execute((trx) => insert(trx, { name: cleanName(input.name), icon: optionalText(input.icon) ?? null, position: input.position }))
    },

    async update(id: number, input: TagInput): Promise<Tag> {
      await row(id)
      const set = {
        ...(input.name !== undefined ? { name: cleanName(input.name) } : {}),
        ...(input.icon !== undefined ? { icon: optionalText(input.icon) } : {}),
        ...(input.position !== undefined ? { position: input.position } : {}),
      }
      if (Object.keys(set).length > 0) {
        await db.updateTable('tags').set({ ...set, updated_at: isoAt(now()) }).where('id', '=', id).where('account_id', '=', accountId).execute()
      }
      return toTag(await row(id))
    },

    async reorder(items: PositionItem[]): Promise<void> {
      await db.transaction().execute((trx) => applyPositions(trx, 'tags', accountId, items))
    },

    /** '<name> (copia)', placed last. */
    clone(id: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const source = await row(id, trx)
        return insert(trx, { name: copyName(source.name), icon: source.icon })
      })
    },

    /** Removes the tag from its products (they stay) and deletes it. */
    async delete(id: number): Promise<{ id: number; products_affected: number }> {
      return db.transaction().execute(async (trx) => {
        await row(id, trx)
        const links = await trx.selectFrom('product_tags').select((eb) => eb.fn.countAll().as('n'))
          .where('account_id', '=', accountId).where('tag_id', '=', id).executeTakeFirstOrThrow()
        await trx.deleteFrom('product_tags').where('account_id', '=', accountId).where('tag_id', '=', id).execute()
        await trx.deleteFrom('tags').where('id', '=', id).where('account_id', '=', accountId).execute()
        return { id, products_affected: Number(links.n) }
      })
    },
  }
}
