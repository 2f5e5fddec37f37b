import { sql } from 'kysely'
import type { Static } from 'typebox'
import type { Db } from '../db/connection.js'
import { isUniqueViolation } from '../db/errors.js'
import { type Executor, inTransaction, scoped } from '../data/toolkit.js'
import { AppError } from '../errors.js'
import type { RestoreItem, RestorePreview } from '../schemas/history.js'
import { withHistory } from './context.js'
import { mustFitPlan } from './plan-rules.js'
import { readingOf, toEntry } from './read.js'
import { type RowWrite, writeRows } from './rows.js'
import {
  type FieldChange,
  fieldChanges,
  netChanges,
  type RowValues,
  rowChanges,
  withReferenceNames,
} from './summary.js'
import { changeText, type Reading } from './words.js'
import { ENTITY_TABLE, isRecordedTable, RECORDED_TABLES, type RecordedTable, type RecordedTableName } from './tables.js'

/**
 * The menu as it was at a moment: every row changed since then goes back to its state at that
 * moment (its `before` in its first change after it), rows made since are removed, rows deleted
 * since come back. The preview and the restore compute the same writes, so what the owner
 * confirmed is what is written, all in one transaction.
 */

type Item = Static<typeof RestoreItem>
type Preview = Static<typeof RestorePreview>

interface Plan {
  writes: RowWrite[]
  preview: Preview
}

async function plan(q: Executor, accountId: number, at: Date, oldest: Date, reading: Reading): Promise<Plan> {
  if (at.getTime() < oldest.getTime()) throw new AppError('RESTORE_TOO_OLD')
  const since = await q
    .selectFrom('history_rows as r')
    .innerJoin('history_entries as e', 'e.id', 'r.entry_id')
    .select(['r.table_name', 'r.row_key', 'r.before', 'r.after'])
    .where('e.account_id', '=', accountId)
    .where('e.at', '>', at.toISOString())
    .orderBy('r.id')
    .execute()
  // Each row's first change after `at` holds its state then; the rows now are read from the tables.
  const targets = netChanges(since).filter((c) => isRecordedTable(c.table))
  const current = await currentRows(q, accountId, [...new Set(targets.map((t) => t.table as RecordedTableName))])
  const writes: RowWrite[] = []
  for (const t of targets) {
    const table = t.table as RecordedTableName
    const now = current.get(table)?.get(t.key) ?? null
    const then = t.before
    if (!now && !then) continue
    if (now && then && fieldChanges(pick(now, then), then).length === 0) continue
    writes.push({ table, from: now && then ? pick(now, then) : now, to: then })
  }
  return { writes, preview: await describe(q, at, writes, reading) }
}

/** `row`'s values of the columns `like` has (a row recorded before a later column existed sets only its own). */
const pick = (row: RowValues, like: RowValues): RowValues =>
  Object.fromEntries(Object.keys(like).map((k) => [k, row[k] ?? null]))

/** The account's rows of `tables`, by history key. */
async function currentRows(q: Executor, accountId: number, tables: RecordedTableName[]) {
  const out = new Map<RecordedTableName, Map<string, RowValues>>()
  for (const table of tables) {
    const spec: RecordedTable = RECORDED_TABLES[table]
    const { rows } =
      await sql<RowValues>`select * from ${sql.id(table)} where ${sql.ref(spec.account)} = ${accountId}`.execute(q)
    const byKey = new Map<string, RowValues>()
    for (const row of rows) {
      const values = spec.columns ? Object.fromEntries(spec.columns.map((c) => [c, row[c] ?? null])) : row
      byKey.set(spec.key.map((k) => String(row[k] ?? '')).join(':'), values)
    }
    out.set(table, byKey)
  }
  return out
}

/** The writes as the owner reads them: per item, nuevo / actualizado / eliminado. */
async function describe(q: Executor, at: Date, writes: RowWrite[], reading: Reading): Promise<Preview> {
  const items = new Map<
    string,
    { item: Omit<Item, 'changes'>; changes: FieldChange[]; kind: 'created' | 'updated' | 'deleted' }
  >()
  const nameOf = async (table: RecordedTableName, id: number, values?: RowValues | null) => {
    const field = table === 'accounts' ? 'company' : 'name'
    if (values && typeof values[field] === 'string') return values[field] as string
    const { rows } = await sql<{
      n: string
    }>`select ${sql.ref(field)} as n from ${sql.id(table)} where id = ${id}`.execute(q)
    return rows[0]?.n ?? ''
  }
  for (const w of writes) {
    const spec: RecordedTable = RECORDED_TABLES[w.table]
    const values = (w.to ?? w.from) as RowValues
    const id = Number(values[spec.owner ?? 'id'])
    const own = spec.owner === undefined
    const key = `${spec.entity}|${id}`
    const kind = own && !w.from ? 'created' : own && !w.to ? 'deleted' : 'updated'
    const changes = rowChanges(w.table, w.from, w.to)
    const seen = items.get(key)
    if (seen) {
      seen.changes.push(...changes)
      if (own) seen.kind = kind
      continue
    }
    const name = await nameOf(ENTITY_TABLE[spec.entity], id, own ? values : null)
    items.set(key, { item: { entity: spec.entity, id, name }, changes, kind })
  }
  // Items the restore brings back are named from what it writes: they are not in the tables yet.
  const comingBack = (table: RecordedTableName, id: number) => {
    const row = writes.find((w) => w.table === table && w.to && !w.from && w.to.id === id)?.to
    return typeof row?.name === 'string' ? row.name : undefined
  }
  const preview: Preview = { at: at.toISOString(), created: [], updated: [], deleted: [] }
  for (const { item, changes, kind } of items.values()) {
    const named = await withReferenceNames(q, changes, comingBack)
    preview[kind].push({ ...item, changes: named.map((c) => ({ ...c, text: changeText(item.entity, c, reading) })) })
  }
  return preview
}

export interface RestoreDeps {
  db: Db
  now: () => number
  retentionDays: number
  /** The app's zone: the account's time when it has no branch. */
  timeZone: string
}

const oldestKept = (deps: RestoreDeps) => new Date(deps.now() - deps.retentionDays * 86_400_000)

export async function restorePreview(deps: RestoreDeps, accountId: number, at: Date): Promise<Preview> {
  const reading = await readingOf(deps.db, accountId, deps.timeZone)
  return (await plan(deps.db, accountId, at, oldestKept(deps), reading)).preview
}

export async function restoreTo(deps: RestoreDeps, accountId: number, at: Date) {
  // The moment as an instant: read on the account's clock when the entry is read (read.ts).
  const label = at.toISOString()
  const reading = await readingOf(deps.db, accountId, deps.timeZone)
  const counts = await withHistory({ action: 'restore', label }, () =>
    inTransaction(deps.db, async (trx) => {
      await scoped(trx, accountId).lock()
      const { writes, preview } = await plan(trx, accountId, at, oldestKept(deps), reading)
      try {
        await writeRows(trx, accountId, writes, deps.now)
        await mustFitPlan(trx, accountId)
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('RESTORE_CONFLICT')
        throw error
      }
      return {
        created: preview.created.length,
        updated: preview.updated.length,
        deleted: preview.deleted.length,
        any: writes.length > 0,
      }
    }),
  )
  const entry = counts.any
    ? await deps.db
        .selectFrom('history_entries')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('action', '=', 'restore')
        .orderBy('id', 'desc')
        .executeTakeFirst()
    : undefined
  return {
    entry: entry ? toEntry(entry, reading) : null,
    created: counts.created,
    updated: counts.updated,
    deleted: counts.deleted,
  }
}
