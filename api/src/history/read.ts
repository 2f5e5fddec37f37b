import type { Selectable } from 'kysely'
import type { Static } from 'typebox'
import type { HistoryEntriesTable } from '../db/types.js'
import type { Executor, Scoped } from '../data/toolkit.js'
import { accountTimeZone } from '../scheduled/run-at.js'
import { scheduledMoment } from '../scheduled/mail.js'
import type { FieldChange } from './summary.js'
import type { HistoryEntity } from './tables.js'
import { changeText, type Reading } from './words.js'
import type { HistoryEntry, HistoryPage, HistoryQuery } from '../schemas/history.js'

export type EntryRow = Selectable<HistoryEntriesTable>

/** An entry as the panel reads it: each change with its words, a restore's moment in the account's time. */
export function toEntry(row: EntryRow, reading: Reading): Static<typeof HistoryEntry> {
  const entity = row.entity as HistoryEntity
  const changes = JSON.parse(row.changes) as FieldChange[]
  // A restore records the moment it went back to as an instant: the owner reads it on the account's clock.
  const label =
    row.action === 'restore' && row.label && !Number.isNaN(Date.parse(row.label))
      ? `Menú al ${scheduledMoment(row.label, reading.timeZone)}`
      : row.label
  return {
    id: Number(row.id),
    at: row.at,
    actor: row.actor,
    action: row.action as Static<typeof HistoryEntry>['action'],
    entity,
    entity_id: row.entity_id,
    name: row.name,
    count: row.count,
    changes: changes.map((c) => ({ ...c, text: changeText(entity, c, reading, row.entity_id === null) })),
    label,
    undoes: row.undoes === null ? null : Number(row.undoes),
    undone_by: row.undone_by === null ? null : Number(row.undone_by),
  }
}

/** How the account reads its history: its time zone (its first branch's, else the app's). */
export const readingOf = async (q: Executor, accountId: number, fallbackZone: string): Promise<Reading> => ({
  timeZone: await accountTimeZone(q, accountId, fallbackZone),
})

/** The account's history, newest first, filtered and paged. */
export async function listHistory(
  own: Scoped,
  query: Static<typeof HistoryQuery>,
  reading: Reading,
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
  return { items: rows.map((row) => toEntry(row, reading)), total: Number(total?.n ?? 0) }
}
