import type { Selectable } from 'kysely'
import type { Db } from '../db/connection.js'
import type { TableCallsTable } from '../db/types/table-service.js'
import { isoAt } from '../db/values.js'
import { notFound } from '../errors.js'
import { localToEpoch } from '../time/local.js'

/**
 * 'Llamar al mesero' / 'Pedir la cuenta' from a table (issue 45, docs/table-service.md). A call
 * is open until a member marks it attended or the cleanup job expires it. Not menu content: no
 * history, no change marker (table_calls has no history trigger and nothing here closes one).
 * Every query names the account: another account's (or branch's) call reads as missing.
 */

export type CallKind = 'waiter' | 'bill'
export const CALL_KINDS: readonly CallKind[] = ['waiter', 'bill']

/** A call as the panel sees it (GET /v1/sucursales/{id}/calls). */
export interface TableCall {
  id: number
  sucursal_id: number
  table: number
  kind: CallKind
  /** ISO instant. */
  created_at: string
  /** ISO instant; null: open. */
  attended_at: string | null
}

/** Calls from one table over a range of days (the 'Llamadas por mesa' beside the views). */
export interface TableCallCount {
  table: number
  calls: number
  waiter: number
  bill: number
}

export interface TableCalls {
  /**
   * A new open call of `kind` from `table`; when the same table already has an open call of that
   * kind, that one (`created: false`): pressing twice never makes the waiter come twice.
   */
  create(
    accountId: number,
    branchId: number,
    table: number,
    kind: CallKind,
  ): Promise<{ call: TableCall; created: boolean }>
  /** The branch's open calls, oldest first. */
  open(accountId: number, branchId: number): Promise<TableCall[]>
  /** Marks a call attended by `profileId` (idempotent: an attended call stays as it was); missing: 404. */
  attend(accountId: number, branchId: number, callId: number, profileId: number): Promise<TableCall>
  /** Calls per table created on the local days `fromDay`..`toDay` ('YYYY-MM-DD', both included), by table. */
  perTable(accountId: number, branchId: number, fromDay: string, toDay: string): Promise<TableCallCount[]>
  /**
   * Closes open calls older than `olderThanMs` (attended_at set, attended_by null: nobody
   * attended them) and deletes closed calls older than 90 days. Returns how many it closed.
   */
  expire(olderThanMs: number): Promise<number>
}

/** Closed calls are kept this long for the per-table counts. */
export const CALLS_KEPT_MS = 90 * 86_400_000

const toCall = (row: Selectable<TableCallsTable>): TableCall => ({
  id: Number(row.id),
  sucursal_id: Number(row.sucursal_id),
  table: Number(row.table_number),
  kind: row.kind === 'bill' ? 'bill' : 'waiter',
  created_at: row.created_at,
  attended_at: row.attended_at,
})

/** `timeZone`: the zone of the days `perTable` reads (APP_TIMEZONE, as the views). */
export function tableCalls(db: Db, now: () => number, timeZone = 'UTC'): TableCalls {
  const ofBranch = (accountId: number, branchId: number) =>
    db.selectFrom('table_calls').selectAll().where('account_id', '=', accountId).where('sucursal_id', '=', branchId)

  const openOf = (accountId: number, branchId: number, table: number, kind: CallKind) =>
    ofBranch(accountId, branchId)
      .where('table_number', '=', table)
      .where('kind', '=', kind)
      .where('attended_at', 'is', null)
      .orderBy('id')
      .executeTakeFirst()

  return {
    async create(accountId, branchId, table, kind) {
      const existing = await openOf(accountId, branchId, table, kind)
      if (existing) return { call: toCall(existing), created: false }
      const row = await db
        .insertInto('table_calls')
        .values({
          account_id: accountId,
          sucursal_id: branchId,
          table_number: table,
          kind,
          created_at: isoAt(now()),
          attended_at: null,
          attended_by: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      // Two diners pressing at the same instant may both insert: the older one stands, the other goes.
      const first = await openOf(accountId, branchId, table, kind)
      if (first && Number(first.id) !== Number(row.id)) {
        await db.deleteFrom('table_calls').where('id', '=', row.id).execute()
        return { call: toCall(first), created: false }
      }
      return { call: toCall(row), created: true }
    },

    async open(accountId, branchId) {
      const rows = await ofBranch(accountId, branchId)
        .where('attended_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
      return rows.map(toCall)
    },

    async attend(accountId, branchId, callId, profileId) {
      await db
        .updateTable('table_calls')
        .set({ attended_at: isoAt(now()), attended_by: profileId })
        .where('id', '=', callId)
        .where('account_id', '=', accountId)
        .where('sucursal_id', '=', branchId)
        .where('attended_at', 'is', null)
        .execute()
      const row = await ofBranch(accountId, branchId).where('id', '=', callId).executeTakeFirst()
      if (!row) throw notFound()
      return toCall(row)
    },

    async perTable(accountId, branchId, fromDay, toDay) {
      const from = isoAt(localToEpoch(fromDay, 0, timeZone))
      const to = isoAt(localToEpoch(toDay, 24 * 60, timeZone))
      const rows = await db
        .selectFrom('table_calls')
        .select(['table_number', 'kind'])
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('account_id', '=', accountId)
        .where('sucursal_id', '=', branchId)
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .groupBy(['table_number', 'kind'])
        .execute()
      const byTable = new Map<number, TableCallCount>()
      for (const r of rows) {
        const table = Number(r.table_number)
        const count = byTable.get(table) ?? { table, calls: 0, waiter: 0, bill: 0 }
        const n = Number(r.n)
        count.calls += n
        if (r.kind === 'bill') count.bill += n
        else count.waiter += n
        byTable.set(table, count)
      }
      return [...byTable.values()].sort((a, b) => a.table - b.table)
    },

    async expire(olderThanMs) {
      const at = now()
      const closed = await db
        .updateTable('table_calls')
        .set({ attended_at: isoAt(at), attended_by: null })
        .where('attended_at', 'is', null)
        .where('created_at', '<', isoAt(at - olderThanMs))
        .executeTakeFirst()
      await db
        .deleteFrom('table_calls')
        .where('attended_at', 'is not', null)
        .where('created_at', '<', isoAt(at - CALLS_KEPT_MS))
        .execute()
      return Number(closed.numUpdatedRows)
    },
  }
}
