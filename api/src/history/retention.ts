import { sql } from 'kysely'
import type { Db } from '../db/connection.js'
import type { Executor } from '../data/toolkit.js'
import type { Images } from '../images/images.js'
import { RECORDED_TABLES, type RecordedTable, type RecordedTableName } from './tables.js'

/**
 * What the history keeps and for how long (HISTORY_RETENTION_DAYS, default 365).
 *
 * An image file a committed change stopped using (replaced, or its row deleted) is not deleted
 * at once: an undo or a restore may bring the row back, and its picture with it. It is
 * "retired" instead, and deleted by `pruneHistory` once neither a row nor a kept history row
 * names it.
 */

/** Columns holding uploaded image URLs. */
const IMAGE_COLUMNS: Partial<Record<RecordedTableName, string[]>> = {
  accounts: ['logo'],
  families: ['icon'],
  products: ['image'],
  promotions: ['poster'],
  advertising: ['image_mobile', 'image_desktop'],
}

/** Files that `accountId`'s committed change stopped using: kept until `pruneHistory` finds them unused. */
export async function retireImages(
  db: Executor,
  accountId: number,
  urls: Array<string | null | undefined>,
  now: () => number,
): Promise<void> {
  const list = [...new Set(urls.filter((u): u is string => !!u))]
  if (list.length === 0) return
  const at = new Date(now()).toISOString()
  await db
    .insertInto('retired_images')
    .values(list.map((url) => ({ url, account_id: accountId, retired_at: at })))
    .onConflict((oc) => oc.column('url').doNothing())
    .execute()
}

export interface PruneDeps {
  db: Db
  images: Images
  now: () => number
  retentionDays: number
}

export interface Pruned {
  entries: number
  images: number
}

/** Deletes history older than the retention, then the retired image files nothing refers to any more. */
export async function pruneHistory({ db, images, now, retentionDays }: PruneDeps): Promise<Pruned> {
  const cutoff = new Date(now() - retentionDays * 86_400_000).toISOString()
  const old = db.selectFrom('history_entries').select('id').where('at', '<', cutoff)
  await db.deleteFrom('history_rows').where('entry_id', 'in', old).execute()
  const entries = await db.deleteFrom('history_entries').where('at', '<', cutoff).executeTakeFirst()
  let removed = 0
  const retired = await db.selectFrom('retired_images').selectAll().execute()
  for (const image of retired) {
    if (await inUse(db, image.account_id, image.url)) continue
    // The row first: a file left behind by a crash is an orphan, never a row naming a missing file.
    await db.deleteFrom('retired_images').where('url', '=', image.url).execute()
    await images.remove([image.url])
    removed++
  }
  return { entries: Number(entries.numDeletedRows), images: removed }
}

async function inUse(db: Db, accountId: number, url: string): Promise<boolean> {
  for (const [table, columns] of Object.entries(IMAGE_COLUMNS) as Array<[RecordedTableName, string[]]>) {
    const spec: RecordedTable = RECORDED_TABLES[table]
    const { rows } = await sql`select 1 from ${sql.id(table)} where ${sql.ref(spec.account)} = ${accountId}
      and (${sql.join(
        columns.map((c) => sql`${sql.ref(c)} = ${url}`),
        sql` or `,
      )}) limit 1`.execute(db)
    if (rows.length > 0) return true
  }
  // JSON text holds the URL as written (no escapes in our generated names).
  const pattern = `%${url}%`
  const named = await db
    .selectFrom('history_rows')
    .select('id')
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb('before', 'like', pattern), eb('after', 'like', pattern)]))
    .limit(1)
    .executeTakeFirst()
  return named !== undefined
}
