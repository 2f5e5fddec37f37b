import { sql } from 'kysely'
import type { Db } from '../db/connection.js'
import { isUniqueViolation } from '../db/errors.js'
import { chunks, inTransaction, type Scoped, scoped } from '../data/toolkit.js'
import { AppError } from '../errors.js'
import { withHistory } from './context.js'
import { conflictOf, refuseGoneReferences } from './gone.js'
import { mustFitPlan } from './plan-rules.js'
import { type EntryRow, readingOf, toEntry } from './read.js'
import { type RowWrite, writeRows } from './rows.js'
import { fieldChanges, type HistoryRow, netChanges, parseRow } from './summary.js'
import { isRecordedTable } from './tables.js'

/**
 * Reverts one entry: an update's fields back, a delete's rows recreated (with the links and
 * marks its cascade took), a create's rows removed. Refused (409 HISTORY_CONFLICT, naming it)
 * when a later change touched the same row: for updates, the same fields; for a created or
 * deleted row, anything; a later deletion of the row, or of an item a row written back refers
 * to (its family, category, group…), is named as a deletion (history/gone.ts). Later changes that were themselves undone do not count. The undo is
 * an entry of its own ('undo'), and marks the reverted one `undone_by`.
 */
export async function undoEntry(
  db: Db,
  accountId: number,
  entryId: number,
  { timeZone, now }: { timeZone: string; now: () => number },
) {
  const reading = await readingOf(db, accountId, timeZone)
  return withHistory({ action: 'undo', undoes: entryId }, () =>
    inTransaction(db, async (trx) => {
      const own = scoped(trx, accountId)
      await own.lock()
      const entry = await own.ownedRow('history_entries', entryId)
      if (entry.undone_by !== null) throw new AppError('HISTORY_ALREADY_UNDONE')
      const rows = await trx
        .selectFrom('history_rows')
        .selectAll()
        .where('entry_id', '=', entryId)
        .orderBy('id')
        .execute()
      await refuseConflicts(own, entry, rows, reading.timeZone)
      const writes = revertWrites(rows)
      await refuseGoneReferences(trx, own, writes, reading.timeZone)
      try {
        await writeRows(trx, accountId, writes, now)
        await mustFitPlan(trx, accountId)
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError('HISTORY_CONFLICT', 'No se puede deshacer: otro elemento ocupa ya su lugar.')
        throw error
      }
      return entry
    }),
  ).then(async (entry) => {
    const undo = await db
      .selectFrom('history_entries')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('undoes', '=', Number(entry.id))
      .orderBy('id', 'desc')
      .executeTakeFirst()
    return undo ? toEntry(undo, reading) : null
  })
}

/**
 * 409 HISTORY_CONFLICT naming the first later change (not undone) of the same rows and, for
 * updates, fields; the row's deletion when it was deleted since.
 */
async function refuseConflicts(own: Scoped, entry: EntryRow, rows: HistoryRow[], timeZone: string) {
  if (rows.length === 0) return
  const keys = [...new Set(rows.map((r) => `${r.table_name}|${r.row_key}`))]
  const later: Array<Pick<HistoryRow, 'table_name' | 'row_key' | 'op' | 'before' | 'after' | 'entry_id'>> = []
  for (const part of chunks(keys)) {
    later.push(
      ...(await own
        .selectFrom('history_entries')
        .innerJoin('history_rows as r', 'history_entries.id', 'r.entry_id')
        .select(['r.table_name', 'r.row_key', 'r.op', 'r.before', 'r.after', 'r.entry_id'])
        .where('history_entries.id', '>', Number(entry.id))
        .where('history_entries.undone_by', 'is', null)
        // An undo of a later change cancels that change: neither counts.
        .where((eb) =>
          eb.or([eb('history_entries.undoes', 'is', null), eb('history_entries.undoes', '<', Number(entry.id))]),
        )
        .where(sql<string>`${sql.ref('r.table_name')} || '|' || ${sql.ref('r.row_key')}`, 'in', part)
        .orderBy('r.id')
        .execute()),
    )
  }
  for (const row of rows) {
    const mine = changedFields(row)
    const clashes = later.filter(
      (l) =>
        l.table_name === row.table_name &&
        l.row_key === row.row_key &&
        (row.op !== 'update' || l.op !== 'update' || changedFields(l).some((f) => mine.includes(f))),
    )
    // A row deleted since is what blocks the undo: its deletion is named, not an earlier edit.
    const clash = clashes.find((l) => l.op === 'delete') ?? clashes[0]
    if (clash) throw await conflictOf(own, clash, timeZone)
  }
}

const changedFields = (row: Pick<HistoryRow, 'before' | 'after'>) =>
  fieldChanges(parseRow(row.before) ?? {}, parseRow(row.after) ?? {}).map((c) => c.field)

/** The writes that bring the entry's rows back to their state before it. */
function revertWrites(rows: HistoryRow[]): RowWrite[] {
  const writes: RowWrite[] = []
  for (const change of netChanges(rows))
    if (isRecordedTable(change.table)) writes.push({ table: change.table, from: change.after, to: change.before })
  return writes
}
