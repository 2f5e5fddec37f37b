import { sql } from 'kysely'
import type { Db } from '../db/connection.js'
import { chunks, type Executor } from '../data/toolkit.js'
import type { Images } from '../images/images.js'
import { RECORDED_TABLES, type RecordedTable, type RecordedTableName } from './tables.js'

/**
 * What the history keeps and for how long (HISTORY_RETENTION_DAYS, default 365).
 *
 * An image file a committed change stopped using (replaced, or its row deleted) is not deleted
 * at once: an undo or a restore may bring the row back, and its picture with it. The history is
 * what knows it: the change's history row names the file (its image column, before and after).
 * When `pruneHistory` lets that row go, the files it names that no row uses are "retired"
 * (retired_images, in the same transaction as the rows' deletion), and deleted once neither a row
 * nor a kept history row names them. So retention hangs on the history alone: no write (a
 * repository's command, an undo, a restore) calls it, and the public menu's read path, which
 * shares the repositories' modules, never reaches it (api/.dependency-cruiser.cjs).
 */

/** Columns holding uploaded image URLs. */
const IMAGE_COLUMNS: Partial<Record<RecordedTableName, string[]>> = {
  accounts: ['logo'],
  families: ['icon'],
  products: ['image'],
  promotions: ['poster'],
  advertising: ['image_mobile', 'image_desktop'],
}

interface Named {
  accountId: number
  url: string
}

/** The image files the history rows of the entries `old` selects name, before or after their change. */
async function namedBy(db: Executor, old: ReturnType<typeof oldEntries>): Promise<Named[]> {
  const rows = await db
    .selectFrom('history_rows')
    .select(['account_id', 'table_name', 'before', 'after'])
    .where('entry_id', 'in', old)
    .where('table_name', 'in', Object.keys(IMAGE_COLUMNS))
    .execute()
  const named = new Map<string, Named>()
  for (const row of rows) {
    const columns = IMAGE_COLUMNS[row.table_name as RecordedTableName] ?? []
    for (const side of [row.before, row.after]) {
      const values = side ? (JSON.parse(side) as Record<string, unknown>) : {}
      for (const column of columns) {
        const url = values[column]
        if (typeof url === 'string' && url) named.set(url, { accountId: row.account_id, url })
      }
    }
  }
  return [...named.values()]
}

const oldEntries = (db: Executor, cutoff: string) =>
  db.selectFrom('history_entries').select('id').where('at', '<', cutoff)

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

/**
 * Deletes history older than the retention, retiring the image files its rows name that no row
 * uses any more; then deletes the retired files nothing refers to any more.
 */
export async function pruneHistory({ db, images, now, retentionDays }: PruneDeps): Promise<Pruned> {
  const cutoff = new Date(now() - retentionDays * 86_400_000).toISOString()
  const at = new Date(now()).toISOString()
  const entries = await db.transaction().execute(async (trx) => {
    const retiring = []
    for (const named of await namedBy(trx, oldEntries(trx, cutoff)))
      if (!(await usedByRow(trx, named.accountId, named.url)))
        retiring.push({ url: named.url, account_id: named.accountId, retired_at: at })
    for (const list of chunks(retiring))
      await trx
        .insertInto('retired_images')
        .values(list)
        .onConflict((oc) => oc.column('url').doNothing())
        .execute()
    await trx.deleteFrom('history_rows').where('entry_id', 'in', oldEntries(trx, cutoff)).execute()
    return trx.deleteFrom('history_entries').where('at', '<', cutoff).executeTakeFirst()
  })
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

/** Whether a row of the account's recorded tables holds `url` today. */
async function usedByRow(db: Executor, accountId: number, url: string): Promise<boolean> {
  for (const [table, columns] of Object.entries(IMAGE_COLUMNS) as Array<[RecordedTableName, string[]]>) {
    const spec: RecordedTable = RECORDED_TABLES[table]
    const { rows } = await sql`select 1 from ${sql.id(table)} where ${sql.ref(spec.account)} = ${accountId}
      and (${sql.join(
        columns.map((c) => sql`${sql.ref(c)} = ${url}`),
        sql` or `,
      )}) limit 1`.execute(db)
    if (rows.length > 0) return true
  }
  return false
}

/** Whether a row, or a kept history row (an undo or a restore may bring it back), names `url`. */
async function inUse(db: Db, accountId: number, url: string): Promise<boolean> {
  if (await usedByRow(db, accountId, url)) return true
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
