import { isLockField, LOCK_LABELS } from '@menu/shared/menu/locks'
import type { Selectable } from 'kysely'
import type { HistoryRowsTable } from '../db/types.js'
import type { Executor } from '../data/toolkit.js'
import { isLinkedItem } from './labels.js'
import {
  ENTITIES,
  ENTITY_TABLE,
  type HistoryEntity,
  isRecordedTable,
  NOISE_COLUMNS,
  RECORDED_TABLES,
  type RecordedTable,
  type RecordedTableName,
} from './tables.js'

/** One field of a change: its value before and after (a database value, as the JSON of the row holds it). */
export type FieldValue = string | number | boolean | null
export interface FieldChange {
  field: string
  before: FieldValue
  after: FieldValue
  /** On a row attached to the entity: the name of the item it attaches ('Tacos' of a template's price). */
  item?: string
  /** The item to name, until withReferenceNames names it. */
  ref?: { table: RecordedTableName; id: number }
}

export type HistoryRow = Selectable<HistoryRowsTable>
export type RowValues = Record<string, FieldValue>

/** What one transaction's row changes amount to, as the panel lists it. */
export interface Summary {
  action: 'create' | 'update' | 'delete'
  entity: HistoryEntity
  entityId: number | null
  name: string
  count: number
  changes: FieldChange[]
}

export const parseRow = (json: string | null): RowValues | null =>
  json === null ? null : (JSON.parse(json) as RowValues)

/** Columns every row has that say nothing about the change. */
const UNSHOWN = new Set(['id', 'account_id', 'created_at', ...NOISE_COLUMNS])
/** An entry lists at most this many fields; a bulk change names its fields once. */
const MAX_CHANGES = 40

/** The fields whose values differ between two versions of a row (the key and bookkeeping left out). */
export function fieldChanges(before: RowValues, after: RowValues, prefix = ''): FieldChange[] {
  const out: FieldChange[] = []
  for (const field of Object.keys({ ...before, ...after })) {
    if (UNSHOWN.has(field)) continue
    const b = before[field] ?? null
    const a = after[field] ?? null
    if (b !== a) out.push({ field: prefix + field, before: b, after: a })
  }
  return out
}

interface Touched {
  row: HistoryRow
  table: RecordedTableName
  entity: HistoryEntity
  entityId: number
  /** The row is the entity itself, not a link or mark attached to it. */
  own: boolean
}

function touched(row: HistoryRow): Touched | undefined {
  if (!isRecordedTable(row.table_name)) return undefined
  const spec: RecordedTable = RECORDED_TABLES[row.table_name]
  const values = parseRow(row.after ?? row.before) ?? {}
  return {
    row,
    table: row.table_name,
    entity: spec.entity,
    entityId: Number(values[spec.owner ?? 'id']),
    own: spec.owner === undefined,
  }
}

/**
 * The entry's main thing: the first entity in ENTITIES order that a row changed itself (a
 * deleted family before the categories and products its delete took with it; a template
 * before the branches it was unassigned from), else the first that a link or mark changed (a
 * template's price overrides, a product's sold-out mark).
 */
function mainEntity(list: Touched[]): HistoryEntity {
  for (const own of [true, false]) {
    const found = ENTITIES.find((e) => list.some((t) => t.own === own && t.entity === e))
    if (found) return found
  }
  return list[0].entity
}

/**
 * A region's rows are the rows of its own template (data/regions.ts): they read as the region's
 * change ('Región «Norte»'), and the hidden template's own row (created, renamed, dated with the
 * region) says nothing the region's row does not.
 */
async function asRegions(q: Executor, list: Touched[]): Promise<Touched[]> {
  const isRegionTemplate = (t: Touched) =>
    t.table === 'templates' && Number(parseRow(t.row.after ?? t.row.before)?.region) === 1
  const templateIds = [...new Set(list.filter((t) => t.entity === 'template' && !t.own).map((t) => t.entityId))]
  const regions = templateIds.length
    ? await q.selectFrom('regions').select(['id', 'template_id']).where('template_id', 'in', templateIds).execute()
    : []
  const regionOf = new Map(regions.map((r) => [Number(r.template_id), Number(r.id)]))
  return list.flatMap((t) => {
    if (isRegionTemplate(t)) return []
    const region = t.entity === 'template' ? regionOf.get(t.entityId) : undefined
    return region === undefined ? [t] : [{ ...t, entity: 'region' as const, entityId: region }]
  })
}

export async function summarize(q: Executor, rows: HistoryRow[]): Promise<Summary | undefined> {
  const list = await asRegions(
    q,
    rows.map(touched).filter((t): t is Touched => t !== undefined),
  )
  if (list.length === 0) return undefined
  const entity = mainEntity(list)
  const ofEntity = list.filter((t) => t.entity === entity)
  const ids = [...new Set(ofEntity.map((t) => t.entityId))]
  const ownRows = ofEntity.filter((t) => t.own)
  const ops = new Set(ownRows.map((t) => t.row.op))
  const action = ops.has('insert') ? 'create' : ops.has('delete') ? 'delete' : 'update'
  const entityId = ids.length === 1 ? ids[0] : null
  const changes: FieldChange[] = []
  const changesOf = (t: Touched) => rowChanges(t.table, parseRow(t.row.before), parseRow(t.row.after))
  if (entityId !== null) {
    for (const t of ofEntity) changes.push(...changesOf(t))
  } else {
    // Several items at once (a bulk save, a reorder, an import): which fields, not each value.
    const fields = new Set(ofEntity.flatMap((t) => changesOf(t).map((c) => c.field)))
    for (const field of fields) changes.push({ field, before: null, after: null })
  }
  return {
    action,
    entity,
    entityId,
    name: entityId === null ? '' : await entityName(q, entity, entityId, ownRows[0]?.row),
    count: ids.length,
    changes: await withReferenceNames(q, changes.slice(0, MAX_CHANGES)),
  }
}

/**
 * What one row change shows. The entity's own row: an update's fields (its create or delete is
 * the entry's action). A row attached to it names the item it attaches (`ref`): a link or mark
 * added or removed as that item ('product_tags.tag_id': — -> Picante), a row of values (a
 * template's price of a product) as its values, coming or going.
 */
export function rowChanges(table: RecordedTableName, before: RowValues | null, after: RowValues | null): FieldChange[] {
  const spec: RecordedTable = RECORDED_TABLES[table]
  if (!spec.item) return before && after ? fieldChanges(before, after) : []
  const row = (after ?? before) as RowValues
  const column = spec.item.find((c) => row[c] !== null && row[c] !== undefined) ?? spec.item[0]
  // An item is another row's id (named later by withReferenceNames), or a value that names
  // itself (a menu of the day's date, combo_days.date: its words are labels.ts's).
  const reference = REFERENCES[column]
  const id = reference ? Number(row[column]) : (row[column] ?? null)
  const ref = reference ? { table: reference, id: id as number } : undefined
  const own = reference ? {} : { item: String(id) }
  const naming = new Set([...spec.key, ...spec.item, spec.owner])
  const values = fieldChanges(before ?? {}, after ?? {}, `${table}.`)
    .filter((c) => !naming.has(c.field.slice(table.length + 1)))
    .map((c) => ({ ...c, ref, ...own }))
  if (before && after) return values
  if (!isLinkedItem(table, column)) return values
  // A link or mark coming or going, with what it says besides its place ('hasta…', a limit).
  const link = { field: `${table}.${column}`, before: before ? id : null, after: after ? id : null }
  return [link, ...values.filter((c) => !c.field.endsWith('.position') && !!(c.before ?? c.after))]
}

async function entityName(
  q: Executor,
  entity: HistoryEntity,
  id: number,
  own: HistoryRow | undefined,
): Promise<string> {
  const values = own ? parseRow(own.after ?? own.before) : null
  if (entity === 'lock') return lockName(q, id, values)
  const field = entity === 'brand' ? 'company' : 'name'
  if (values && typeof values[field] === 'string') return values[field]
  const table = ENTITY_TABLE[entity]
  const row = await q
    .selectFrom(table)
    .select(field === 'company' ? 'company as name' : 'name')
    .where('id', '=', id)
    .executeTakeFirst()
  return row?.name ?? ''
}

/** A field lock has no name: the history names it by its field's label ('Precio'). */
async function lockName(q: Executor, id: number, values: Record<string, unknown> | null): Promise<string> {
  const field =
    values?.field ?? (await q.selectFrom('field_locks').select('field').where('id', '=', id).executeTakeFirst())?.field
  return isLockField(field) ? LOCK_LABELS[field] : ''
}

/** One row's net change over several row changes: its first `before` and its last `after`. */
export interface NetChange {
  table: string
  key: string
  before: RowValues | null
  after: RowValues | null
}

/** `rows` (in order) folded per row: a row created then deleted within them is no change at all. */
export function netChanges(rows: Array<Pick<HistoryRow, 'table_name' | 'row_key' | 'before' | 'after'>>): NetChange[] {
  const byKey = new Map<string, NetChange>()
  for (const row of rows) {
    const id = `${row.table_name}|${row.row_key}`
    const seen = byKey.get(id)
    if (seen) seen.after = parseRow(row.after)
    else
      byKey.set(id, {
        table: row.table_name,
        key: row.row_key,
        before: parseRow(row.before),
        after: parseRow(row.after),
      })
  }
  return [...byKey.values()].filter((c) => c.before !== null || c.after !== null)
}

/**
 * Columns that hold another item's id: a change shows that item's name ('Categoría: Tacos → Tortas'),
 * and an undo refuses to write back a row naming an item deleted since (history/gone.ts).
 */
export const REFERENCES: Record<string, RecordedTableName> = {
  category_id: 'categories',
  family_id: 'families',
  group_id: 'variant_groups',
  template_id: 'templates',
  region_id: 'regions',
  product_id: 'products',
  variant_id: 'variants',
  tag_id: 'tags',
  sucursal_id: 'sucursales',
  promotion_id: 'promotions',
  advertising_id: 'advertising',
}

/**
 * `changes` with the ids of referenced items replaced by their names, read from `known` (rows
 * at hand, e.g. those a restore brings back) or the tables; an item gone from both shows '#id'.
 */
export async function withReferenceNames(
  q: Executor,
  changes: FieldChange[],
  known: (table: RecordedTableName, id: number) => string | undefined = () => undefined,
): Promise<FieldChange[]> {
  const name = async (table: RecordedTableName, value: FieldValue): Promise<FieldValue> => {
    if (typeof value !== 'number') return value
    const found =
      known(table, value) ??
      (
        await q
          .selectFrom(table as 'categories')
          .select('name')
          .where('id', '=', value)
          .executeTakeFirst()
      )?.name
    return found ?? `#${value}`
  }
  const out: FieldChange[] = []
  for (const { ref, ...change } of changes) {
    const table = REFERENCES[change.field.slice(change.field.lastIndexOf('.') + 1)]
    if (table) {
      change.before = await name(table, change.before)
      change.after = await name(table, change.after)
    }
    if (ref) change.item = String(await name(ref.table, ref.id))
    out.push(change)
  }
  return out
}
