import type { Executor, Scoped } from '../data/toolkit.js'
import { AppError } from '../errors.js'
import { currentRow, type RowWrite } from './rows.js'
import { type HistoryRow, parseRow, REFERENCES, type RowValues } from './summary.js'
import type { RecordedTableName } from './tables.js'

/**
 * Undo conflicts that name a later change: an undo cannot write a row back when a change made
 * since changed the same thing, deleted that row, or deleted a row it refers to (the family of
 * a category, the category of a dish, the group of a variant, the tag of a tag link…). Each is
 * a 409 HISTORY_CONFLICT naming that change, so the owner knows which one to undo first,
 * never the database's foreign-key error (a misleading 404 'El recurso no existe.').
 */

/** A later entry as a conflict names it: '«Comida», 2/12/26, 10:00', on the account's clock. */
async function laterEntry(own: Scoped, entryId: number, timeZone: string) {
  const entry = await own.ownedRow('history_entries', entryId)
  const when = new Date(entry.at).toLocaleString('es-MX', { dateStyle: 'short', timeStyle: 'short', timeZone })
  return { name: entry.name, when }
}

/** 409 naming a later change of the same thing (not a deletion): undo that one first. */
export async function changedSince(own: Scoped, entryId: number, timeZone: string): Promise<AppError> {
  const { name, when } = await laterEntry(own, entryId, timeZone)
  return new AppError(
    'HISTORY_CONFLICT',
    `No se puede deshacer: un cambio posterior (${name ? `«${name}», ` : ''}${when}) modificó lo mismo. Deshaz ese primero.`,
  )
}

/**
 * 409 naming the later deletion (entry `entryId`) of `deleted` (the row as it was): '«Comida»
 * se eliminó después (…)'; when it went with another item, that item too ('«Tacos» se eliminó
 * después, con «Comida» (…)').
 */
export async function deletedSince(
  own: Scoped,
  entryId: number,
  deleted: RowValues | null,
  timeZone: string,
): Promise<AppError> {
  const { name, when } = await laterEntry(own, entryId, timeZone)
  const item = typeof deleted?.name === 'string' && deleted.name ? deleted.name : name
  const along = name && name !== item ? `, con «${name}»` : ''
  return new AppError(
    'HISTORY_CONFLICT',
    `No se puede deshacer: ${item ? `«${item}»` : 'lo que cambió'} se eliminó después${along} (${when}). Deshaz esa eliminación primero.`,
  )
}

/** What an undo conflict needs of a later row change: which entry, what it did, the row before it. */
export type LaterRow = Pick<HistoryRow, 'op' | 'before' | 'entry_id'>

/** The conflict a later change of the same row makes: its deletion, or another change of it. */
export const conflictOf = (own: Scoped, later: LaterRow, timeZone: string) =>
  later.op === 'delete'
    ? deletedSince(own, Number(later.entry_id), parseRow(later.before), timeZone)
    : changedSince(own, Number(later.entry_id), timeZone)

/**
 * Refuses the undo (409 naming the deletion) when a row it writes back refers to an item that is
 * gone: each reference column (summary.ts REFERENCES, which the database's foreign keys match)
 * that the write sets, on a row it inserts or a field it changes back, must name a row that
 * exists now or that the same undo brings back. The item's latest deletion that was not undone
 * is the one named; with none left in the kept history, the conflict says so without a name.
 */
export async function refuseGoneReferences(
  trx: Executor,
  own: Scoped,
  writes: RowWrite[],
  timeZone: string,
): Promise<void> {
  const back = new Set(writes.filter((w) => w.from === null && w.to).map((w) => `${w.table}|${w.to?.id}`))
  const checked = new Set<string>()
  for (const { from, to } of writes) {
    if (!to) continue
    for (const [column, value] of Object.entries(to)) {
      const parent = REFERENCES[column]
      if (!parent || typeof value !== 'number' || (from && from[column] === value)) continue
      const key = `${parent}|${value}`
      if (back.has(key) || checked.has(key)) continue
      checked.add(key)
      if (await currentRow(trx, parent, own.accountId, { id: value })) continue
      throw await goneItem(own, parent, value, timeZone)
    }
  }
}

async function goneItem(own: Scoped, table: RecordedTableName, id: number, timeZone: string) {
  const deletion = await own
    .selectFrom('history_entries')
    .innerJoin('history_rows as r', 'history_entries.id', 'r.entry_id')
    .select(['r.before', 'r.entry_id'])
    .where('r.table_name', '=', table)
    .where('r.row_key', '=', String(id))
    .where('r.op', '=', 'delete')
    .where('history_entries.undone_by', 'is', null)
    .orderBy('r.id', 'desc')
    .executeTakeFirst()
  if (deletion) return deletedSince(own, Number(deletion.entry_id), parseRow(deletion.before), timeZone)
  return new AppError('HISTORY_CONFLICT', 'No se puede deshacer: algo que este cambio usaba ya se eliminó.')
}
