import type { Selectable } from 'kysely'
import type { Static } from 'typebox'
import type { HistoryEntriesTable } from '../db/types.js'
import type { Scoped } from '../data/toolkit.js'
import type { HistoryEntry, HistoryPage, HistoryQuery } from '../schemas/history.js'

export type EntryRow = Selectable<HistoryEntriesTable>

export const toEntry = (row: EntryRow): Static<typeof HistoryEntry> => ({
  id: Number(row.id),
  at: row.at,
  actor: row.actor,
  action: row.action as Static<typeof HistoryEntry>['action'],
  entity: row.entity as Static<typeof HistoryEntry>['entity'],
  entity_id: row.entity_id,
  name: row.name,
  count: row.count,
  changes: JSON.parse(row.changes),
  label: row.label,
  undoes: row.undoes === null ? null : Number(row.undoes),
  undone_by: row.undone_by === null ? null : Number(row.undone_by),
})

/** The account's history, newest first, filtered and paged. */
export async function listHistory(
  own: Scoped,
  query: Static<typeof HistoryQuery>,
): Promise<Static<typeof HistoryPage>> {
  let select = own.selectFrom('history_entries')
  if (query.entity) select = select.where('entity', '=', query.entity)
  if (query.entity_id) select = select.where('entity_id', '=', query.entity_id)
  if (query.from) select = select.where('at', '>=', new Date(query.from).toISOString())
  if (query.to) select = select.where('at', '<=', new Date(query.to).toISOString())
  const size = query.page_size ?? 50
  const [total, rows] = await Promise.all([
    select.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    select
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size)
      .offset(((query.page ?? 1) - 1) * size)
      .execute(),
  ])
  return { items: rows.map(toEntry), total: Number(total?.n ?? 0) }
}
