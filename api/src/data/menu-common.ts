import { type Kysely, sql } from 'kysely'
import type { AppContext } from '../context.js'
import type { Db } from '../db/connection.js'
import type { Database } from '../db/types.js'
import { AppError, notFound } from '../errors.js'
import type { Images } from '../images/images.js'

/** What the menu repositories need besides the account id. */
export interface MenuDeps {
  db: Db
  now: () => number
  images: Images
}

export const menuDeps = (ctx: AppContext): MenuDeps => ({ db: ctx.db, now: ctx.config.now, images: ctx.images })

/** A database handle or an open transaction. */
export type Executor = Kysely<Database>

/** Tables ordered by a `position` column, scoped by `account_id`. */
export type PositionedTable = 'families' | 'categories' | 'products' | 'tags' | 'variant_groups' | 'variants' | 'promotions'

export interface PositionItem {
  id: number
  position: number
}

/** Names are trimmed (schemas already refuse blank ones). */
export const cleanName = (name: string) => name.trim()
/** Optional text: trimmed; '' and null are stored as null; undefined means "unchanged". */
export function optionalText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined
  const trimmed = value === null ? '' : value.trim()
  return trimmed === '' ? null : trimmed
}

/** Case- and accent-insensitive form for searches ('Café' matches 'cafe'), identical on both dialects. */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()
export const matchesSearch = (search: string | undefined, ...values: Array<string | null>) => {
  const needle = search ? fold(search.trim()) : ''
  return needle === '' || values.some((v) => v !== null && fold(v).includes(needle))
}

export const copyName = (name: string) => `${name} (copia)`

/** Number of rows an UPDATE/DELETE touched, on either dialect. */
export const affected = (r: { numUpdatedRows?: bigint; numDeletedRows?: bigint } | undefined) => Number(r?.numUpdatedRows ?? r?.numDeletedRows ?? 0)

const CHUNK = 400

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK))
  return out
}

/**
 * Applies a drag reorder `[{id, position}]`. Run it inside a transaction: every id must be
 * one of the account's rows of `table` (and, with `scope`, belong to that parent), else
 * 404 RESOURCE_NOT_FOUND and the caller's transaction rolls back, so nothing changes.
 * One UPDATE ... CASE statement per 400 rows keeps a 2,000-product reorder fast.
 */
export async function applyPositions(
  trx: Executor,
  table: PositionedTable,
  accountId: number,
  items: PositionItem[],
  scope?: { column: 'group_id' | 'family_id'; value: number },
): Promise<void> {
  const ids = items.map((i) => i.id)
  if (new Set(ids).size !== ids.length) throw new AppError('VALIDATION_ERROR', 'Cada id debe aparecer una sola vez.')
  const scopeSql = scope ? sql` and ${sql.ref(scope.column)} = ${scope.value}` : sql``
  let found = 0
  for (const part of chunks(ids)) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}
      where account_id = ${accountId} and id in (${sql.join(part)})${scopeSql}`.execute(trx)
    found += Number(rows[0]?.n ?? 0)
  }
  if (found !== ids.length) throw notFound()
  for (const part of chunks(items)) {
    const cases = sql.join(part.map((i) => sql`when ${i.id} then cast(${i.position} as integer)`), sql` `)
    await sql`update ${sql.table(table)} set position = case id ${cases} else position end
      where account_id = ${accountId} and id in (${sql.join(part.map((i) => i.id))})`.execute(trx)
  }
}
