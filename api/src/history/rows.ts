import { sql } from 'kysely'
import { routeKeyRules } from '../data/route-keys.js'
import type { Executor } from '../data/toolkit.js'
import { AppError } from '../errors.js'
import type { RowValues } from './summary.js'
import {
  NOISE_COLUMNS,
  RECORDED_TABLE_NAMES,
  RECORDED_TABLES,
  type RecordedTable,
  type RecordedTableName,
} from './tables.js'

/**
 * Writes recorded rows back as the history holds them (undo, restore). Raw SQL on purpose: the
 * same few statements serve every recorded table, named from history/tables.ts, and each is
 * bound to the account by its `account_id` (or, for the account row, its id).
 */

/** Recorded tables in the order their rows can be inserted (parents first). */
const ORDER = new Map(RECORDED_TABLE_NAMES.map((t, i) => [t, i]))
export const insertOrder = (a: RecordedTableName, b: RecordedTableName) => ORDER.get(a)! - ORDER.get(b)!

function keyMatch(table: RecordedTableName, accountId: number, values: RowValues) {
  const spec: RecordedTable = RECORDED_TABLES[table]
  return sql.join(
    [
      sql`${sql.ref(spec.account)} = ${accountId}`,
      ...spec.key.map((k) => (values[k] === null ? sql`${sql.ref(k)} is null` : sql`${sql.ref(k)} = ${values[k]}`)),
    ],
    sql` and `,
  )
}

/** The row of `table` with the key of `values`, as JSON values; undefined: absent. */
export async function currentRow(
  q: Executor,
  table: RecordedTableName,
  accountId: number,
  values: RowValues,
): Promise<RowValues | undefined> {
  const { rows } =
    await sql<RowValues>`select * from ${sql.id(table)} where ${keyMatch(table, accountId, values)}`.execute(q)
  return rows[0]
}

export async function insertRow(q: Executor, table: RecordedTableName, accountId: number, values: RowValues) {
  const columns = Object.keys(values)
  await sql`insert into ${sql.id(table)} (${sql.join(columns.map((c) => sql.id(c)))})
    values (${sql.join(columns.map((c) => (c === 'account_id' ? accountId : values[c])))})`.execute(q)
}

/** Sets `set` on the row with the key of `key`. */
export async function updateRow(
  q: Executor,
  table: RecordedTableName,
  accountId: number,
  key: RowValues,
  set: RowValues,
) {
  const columns = Object.keys(set)
  if (columns.length === 0) return
  await sql`update ${sql.id(table)} set ${sql.join(columns.map((c) => sql`${sql.id(c)} = ${set[c]}`))}
    where ${keyMatch(table, accountId, key)}`.execute(q)
}

export async function deleteRow(q: Executor, table: RecordedTableName, accountId: number, key: RowValues) {
  await sql`delete from ${sql.id(table)} where ${keyMatch(table, accountId, key)}`.execute(q)
}

/** A row to bring from one state to another: `from` null inserts `to`, `to` null deletes it. */
export interface RowWrite {
  table: RecordedTableName
  from: RowValues | null
  to: RowValues | null
}

/**
 * Writes each row to its `to` state, in an order the foreign keys accept: inserts first
 * (parents before children), then changed fields (only those `to` holds that differ), then
 * deletes (children before parents).
 */
export async function writeRows(q: Executor, accountId: number, all: RowWrite[], now: () => number): Promise<void> {
  // A table recorded on update only (the account row) is never inserted or deleted from the history.
  const writes = all.filter((w) => (w.from && w.to) || !(RECORDED_TABLES[w.table] as RecordedTable).updatesOnly)
  const byTable = (a: RowWrite, b: RowWrite) => insertOrder(a.table, b.table)
  const moves = await claimBranchKeys(q, accountId, writes, now)
  for (const w of writes.filter((w) => w.from === null).sort(byTable))
    if (w.to) await insertRow(q, w.table, accountId, w.to)
  for (const w of writes) {
    if (!w.from || !w.to) continue
    const set: RowValues = {}
    for (const field of Object.keys(w.to))
      if (!NOISE_COLUMNS.has(field) && w.to[field] !== (w.from[field] ?? null)) set[field] = w.to[field]
    await updateRow(q, w.table, accountId, w.to, set)
  }
  for (const w of writes
    .filter((w) => w.to === null)
    .sort(byTable)
    .reverse())
    if (w.from) await deleteRow(q, w.table, accountId, w.from)
  await moves()
}

const keyOfRow = (row: RowValues | null) => (typeof row?.route_key === 'string' ? row.route_key : undefined)

/**
 * A branch row written back is a change of its route key like any other (routeKeyRules): the key
 * it comes back with must be free for it now, or the whole write is refused (409 naming the key),
 * so an undo or a restore never takes a key that another account holds since; the key it
 * leaves keeps redirecting; a branch it removes keeps its keys reserved. Claims and
 * reservations run before the rows are written; the returned step records the keys left, after.
 */
async function claimBranchKeys(q: Executor, accountId: number, writes: RowWrite[], now: () => number) {
  const keys = routeKeyRules(q, accountId, now)
  const left: Array<{ id: number; key: string }> = []
  for (const w of writes) {
    if (w.table !== 'sucursales') continue
    const [from, to] = [keyOfRow(w.from), keyOfRow(w.to)]
    const id = Number((w.to ?? w.from)?.id)
    if (to !== undefined && to !== from) {
      try {
        await keys.claim(to, id)
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        throw new AppError(
          'ROUTE_KEY_IN_USE',
          `No se puede volver a la dirección «/m/${to}»: ya está en uso o ya no está permitida. No se cambió nada.`,
          { field: 'route_key' },
        )
      }
      if (from !== undefined) left.push({ id, key: from })
    }
    if (to === undefined && from !== undefined) await keys.reserveDeleted(id, from)
  }
  return async () => {
    for (const { id, key } of left) await keys.moved(id, key)
  }
}
