import { isoAt } from '../db/values.js'
import { notFound } from '../errors.js'
import type { MenuDeps, Scoped } from './toolkit.js'

/** The tables whose rows hold image files (their URLs) in columns. */
export type ImageTable = 'families' | 'products' | 'promotions' | 'advertising'

/**
 * Points a row's image columns at files already stored (`set`, column -> URL), in one
 * transaction. The files they replace are not deleted here: they are the history's to delete
 * (history/retention.ts), which keeps them while an undo may bring them back. A row deleted
 * meanwhile: the new files are deleted, 404. Answers the row's previous values of `read`
 * (by default the columns set).
 */
export async function pointImagesAt<C extends string>(
  { images, now }: Pick<MenuDeps, 'images' | 'now'>,
  own: Scoped,
  table: ImageTable,
  id: number,
  set: Partial<Record<C, string>>,
  read: readonly C[] = Object.keys(set) as C[],
): Promise<Record<C, string | null>> {
  const old = await own.transaction(async (t) => {
    const row = await t
      .selectFrom(table)
      .select(read as never[])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row) return undefined
    await t
      .updateTable(table)
      .set({ ...set, updated_at: isoAt(now()) } as never)
      .where('id', '=', id)
      .execute()
    return row as Record<C, string | null>
  })
  if (!old) {
    await images.remove(Object.values(set) as string[])
    throw notFound()
  }
  return old
}
