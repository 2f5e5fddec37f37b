import type { RoleKey } from '@menu/shared/roles'
import type { Selectable } from 'kysely'
import type { Static } from 'typebox'
import type { HistoryEntriesTable } from '../db/types.js'
import type { Executor, Scoped } from '../data/toolkit.js'
import { accountTimeZone } from '../scheduled/run-at.js'
import { scheduledMoment } from '../scheduled/mail.js'
import type { FieldChange } from './summary.js'
import type { HistoryEntity } from './tables.js'
import { changeText, type Reading } from './words.js'
import type { HistoryEntry, HistoryPage, HistoryPerson, HistoryQuery } from '../schemas/history.js'

export type EntryRow = Selectable<HistoryEntriesTable>

/**
 * How the account reads its history: its clock, and the names of its people now (member id ->
 * name, the e-mail when they gave none), so each entry says who made it. A member removed since
 * is not among them: their entries keep the e-mail they were recorded with (`actor`).
 */
export interface EntryReading extends Reading {
  people: Map<number, string>
}

/** An entry as the panel reads it: each change with its words, a restore's moment in the account's time, who made it. */
export function toEntry(row: EntryRow, reading: EntryReading): Static<typeof HistoryEntry> {
  const entity = row.entity as HistoryEntity
  const changes = JSON.parse(row.changes) as FieldChange[]
  // A restore records the moment it went back to as an instant: the owner reads it on the account's clock.
  const label =
    row.action === 'restore' && row.label && !Number.isNaN(Date.parse(row.label))
      ? `Menú al ${scheduledMoment(row.label, reading.timeZone)}`
      : row.label
  const memberId = row.member_id === null ? undefined : Number(row.member_id)
  const name = memberId === undefined ? undefined : reading.people.get(memberId)
  return {
    id: Number(row.id),
    at: row.at,
    actor: row.actor,
    member: memberId !== undefined && name !== undefined ? { id: memberId, name } : null,
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

/** How the account reads its history: its time zone (its first branch's, else the app's) and its people's names. */
export async function readingOf(q: Executor, accountId: number, fallbackZone: string): Promise<EntryReading> {
  const [timeZone, people] = await Promise.all([
    accountTimeZone(q, accountId, fallbackZone),
    historyPeople(q, accountId),
  ])
  return { timeZone, people: new Map(people.map((p) => [p.id, p.name])) }
}

/**
 * The account's people, for the Historial screen's 'Persona' filter: its members but those whose
 * invitation is still pending (they have changed nothing yet), the owner first, then by name. A
 * name left empty reads as the e-mail; the owner's e-mail is the account's.
 */
export async function historyPeople(q: Executor, accountId: number): Promise<Array<Static<typeof HistoryPerson>>> {
  const rows = await q
    .selectFrom('members as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .select(['m.id', 'm.name', 'm.email', 'm.role', 'a.email as account_email'])
    .where('m.account_id', '=', accountId)
    .where('m.state', '<>', 'invited')
    .execute()
  return rows
    .map((m) => {
      const email = m.email ?? m.account_email
      // The column holds only roles.json's keys (members are written through data/members.ts).
      return { id: Number(m.id), name: m.name.trim() || email, email, role: m.role as RoleKey }
    })
    .sort(
      (a, b) =>
        Number(b.role === 'owner') - Number(a.role === 'owner') || a.name.localeCompare(b.name, 'es') || a.id - b.id,
    )
}

/** The account's history, newest first, filtered and paged. */
export async function listHistory(
  own: Scoped,
  query: Static<typeof HistoryQuery>,
  reading: EntryReading,
): Promise<Static<typeof HistoryPage>> {
  let select = own.selectFrom('history_entries')
  // Another account's member id matches none of this account's entries: an empty page, as for any filter.
  if (query.member_id) select = select.where('member_id', '=', query.member_id)
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
