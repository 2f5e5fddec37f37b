import { sql } from 'kysely'
import type { Db } from '../db/connection.js'
import { isUniqueViolation } from '../db/errors.js'
import { chunks, type Executor, inTransaction, type Scoped, scoped } from '../data/toolkit.js'
import { AppError } from '../errors.js'
import { withHistory } from './context.js'
import { mustFitPlan } from './plan-rules.js'
import { type EntryRow, readingOf, toEntry } from './read.js'
import { type RowWrite, writeRows } from './rows.js'
import { fieldChanges, type HistoryRow, netChanges, parseRow } from './summary.js'
import { isRecordedTable } from './tables.js'

/**
 * Reverts one entry: an update's fields back, a delete's rows recreated (with the links and
 * marks its cascade took), a create's rows removed. Refused (409 HISTORY_CONFLICT, naming it)
 * when a later change touched the same row: for updates, the same fields; for a created or
 * deleted row, anything. Later changes that were themselves undone do not count. The undo is
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
      try {
        await revert(trx, accountId, rows, now)
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

/** 409 HISTORY_CONFLICT naming the first later change (not undone) of the same rows and, for updates, fields. */
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
    const clash = later.find(
      (l) =>
        l.table_name === row.table_name &&
        l.row_key === row.row_key &&
        (row.op !== 'update' || l.op !== 'update' || changedFields(l).some((f) => mine.includes(f))),
    )
    if (clash) {
      const other = await own.ownedRow('history_entries', Number(clash.entry_id))
      const when = new Date(other.at).toLocaleString('es-MX', { dateStyle: 'short', timeStyle: 'short', timeZone })
      throw new AppError(
        'HISTORY_CONFLICT',
        `No se puede deshacer: un cambio posterior (${other.name ? `«${other.name}», ` : ''}${when}) modificó lo mismo. Deshaz ese primero.`,
      )
    }
  }
}

const changedFields = (row: Pick<HistoryRow, 'before' | 'after'>) =>
  fieldChanges(parseRow(row.before) ?? {}, parseRow(row.after) ?? {}).map((c) => c.field)

/** The entry's rows written back to their state before it. */
function revert(trx: Executor, accountId: number, rows: HistoryRow[], now: () => number) {
  const writes: RowWrite[] = []
  for (const change of netChanges(rows))
    if (isRecordedTable(change.table)) writes.push({ table: change.table, from: change.after, to: change.before })
  return writeRows(trx, accountId, writes, now)
}
