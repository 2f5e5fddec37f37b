import { foldText } from '@menu/shared/format/text'
import {
  type DeleteQueryBuilder,
  type DeleteResult,
  type Insertable,
  type InsertObject,
  type InsertQueryBuilder,
  type InsertResult,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  sql,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely'
import type { AppContext } from '../context.js'
import { languagesProblem } from '@menu/shared/menu/languages'
import type { Db } from '../db/connection.js'
import type { Database } from '../db/types.js'
import { AppError, notFound } from '../errors.js'
import type { Images } from '../images/images.js'
import { closeHistory } from '../history/record.js'

/**
 * The data toolkit every repository uses: tenant scoping (`scoped`), ownership checks that
 * answer 404, drag reorders, and the small value rules shared by the repositories.
 */

/** What the menu repositories need besides the account id. */
export interface MenuDeps {
  db: Db
  now: () => number
  images: Images
}

export const menuDeps = (ctx: AppContext): MenuDeps => ({ db: ctx.db, now: ctx.config.now, images: ctx.images })

/** A database handle or an open transaction. */
export type Executor = Kysely<Database>

/**
 * Tables whose rows belong to one account (an `account_id` column). Log-in bookkeeping
 * (e-mail tokens, refresh families) also carries account_id but is reached by token, not
 * through a signed-in account, so it is not listed.
 */
export type OwnedTable =
  | 'families'
  | 'categories'
  | 'products'
  | 'tags'
  | 'variant_groups'
  | 'variants'
  | 'product_tags'
  | 'product_variant_groups'
  | 'promotions'
  | 'advertising'
  | 'sucursales'
  | 'templates'
  | 'route_key_history'
  | 'template_products'
  | 'template_variants'
  | 'template_promotions'
  | 'template_advertising'
  | 'template_schedules'
  | 'payment_methods'
  | 'payment_customers'
  | 'subscriptions'
  | 'billing_history'
  | 'sold_out'
  | 'combo_days'
  | 'glossary_terms'
  | 'history_entries'
  | 'scheduled_changes'
  | 'regions'
  | 'field_locks'
  | 'api_keys'
  | 'webhooks'
  | 'webhook_deliveries'
/** A template's per-item override rows (migration 0008). */
export type TemplateRowTable =
  | 'template_products'
  | 'template_variants'
  | 'template_promotions'
  | 'template_advertising'
/** Owned tables whose rows have their own id. */
// payment_methods has text ids ('pm_…'): its repository checks ownership itself, through `scoped`.
export type OwnedEntity = Exclude<
  OwnedTable,
  | 'product_tags'
  | 'product_variant_groups'
  | 'route_key_history'
  | TemplateRowTable
  | 'template_schedules'
  | 'payment_methods'
  | 'payment_customers'
  | 'subscriptions'
  | 'billing_history'
  | 'sold_out'
  | 'combo_days'
>
/** A row of an owned table as inserted: the account is filled in by `scoped`. */
export type OwnedInsert<T extends OwnedTable> = Omit<Insertable<Database[T]>, 'account_id'>

const CHUNK = 400

/** `items` in slices of 400: one statement per slice stays under every dialect's parameter limit. */
export function chunks<T>(items: T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK))
  return out
}

type CountColumn = 'id' | 'category_id' | 'family_id' | 'group_id' | 'product_id' | 'tag_id' | 'template_id'
type ParentScope = { column: 'group_id' | 'family_id'; value: number }

/** Queries bound to one account: see `scoped`. */
export interface Scoped {
  readonly accountId: number
  /** SELECT from the account's rows of `table`. */
  selectFrom<T extends OwnedTable>(table: T): SelectQueryBuilder<Database, T, object>
  /** UPDATE of the account's rows of `table` only. */
  updateTable<T extends OwnedTable>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult>
  /** DELETE of the account's rows of `table` only. */
  deleteFrom<T extends OwnedTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult>
  /** INSERT of one row or several, each with this account's id. */
  insertInto<T extends OwnedTable>(
    table: T,
    values: OwnedInsert<T> | Array<OwnedInsert<T>>,
  ): InsertQueryBuilder<Database, T, InsertResult>
  /** The account's row `id` of `table`; missing or another account's: 404 RESOURCE_NOT_FOUND. */
  ownedRow<T extends OwnedEntity>(table: T, id: number): Promise<Selectable<Database[T]>>
  /**
   * Every id of `ids` is one of the account's rows of `table` (and, with `scope`, of that
   * parent); otherwise 404 RESOURCE_NOT_FOUND. Repeated ids count once.
   */
  mustOwn(table: OwnedEntity, ids: number | number[], scope?: ParentScope): Promise<void>
  /** How many of the account's rows `table` has, optionally only those whose `column` is `value` (null: is null). */
  count(table: OwnedTable, where?: { column: CountColumn; value: number | null }): Promise<number>
  /**
   * Runs `work` in one transaction (the open one, on a scope of a transaction), with a scope
   * bound to it, holding the account lock (`lock`) from its first statement. Every write of the
   * account's data goes through it: a lone UPDATE or DELETE is a transaction too.
   */
  transaction<R>(work: (own: Scoped) => Promise<R>): Promise<R>
  /**
   * Makes this account's other writers wait until the transaction ends, so a read-then-write
   * (count, then enable) cannot interleave with theirs. A no-op write of the account row: a row
   * lock on PostgreSQL, the database's write lock on SQLite. `transaction` takes it first; a
   * transaction opened with `inTransaction` on an account's rows calls it before anything else.
   */
  lock(): Promise<void>
  /** The account's menu languages, Spanish first (translations may name only these). */
  languages(): Promise<string[]>
}

/**
 * The one place where queries are bound to an account. Every builder it hands out is
 * already filtered by `account_id` (inserts get it filled in), so a repository cannot
 * reach another account's rows by forgetting a clause; another account's ids behave
 * exactly like missing ones (404 RESOURCE_NOT_FOUND).
 */
export function scoped(q: Executor, accountId: number): Scoped {
  // Kysely resolves column names for concrete tables only; on a generic table the account
  // column is named through sql.ref, which is typed the same for every owned table.
  const ownedBy = (table: OwnedTable) => sql<boolean>`${sql.ref(`${table}.account_id`)} = ${accountId}`

  function selectFrom<T extends OwnedTable>(table: T): SelectQueryBuilder<Database, T, object> {
    return (q.selectFrom(table) as SelectQueryBuilder<Database, T, object>).where(ownedBy(table))
  }

  /** Rows of `ids` (and, with `scope`, of that parent) found among the account's rows of `table`. */
  async function countOwned(table: OwnedEntity, ids: number[], scope?: ParentScope): Promise<number> {
    let found = 0
    for (const part of chunks([...new Set(ids)])) {
      let query = selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where(sql.ref(`${table}.id`), 'in', part)
      if (scope) query = query.where(sql.ref(`${table}.${scope.column}`), '=', scope.value)
      found += Number((await query.executeTakeFirst())?.n ?? 0)
    }
    return found
  }

  return {
    accountId,
    selectFrom,

    updateTable<T extends OwnedTable>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult> {
      return (q.updateTable(table) as UpdateQueryBuilder<Database, T, T, UpdateResult>).where(ownedBy(table))
    },

    deleteFrom<T extends OwnedTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult> {
      return (q.deleteFrom(table) as DeleteQueryBuilder<Database, T, DeleteResult>).where(ownedBy(table))
    },

    insertInto<T extends OwnedTable>(
      table: T,
      values: OwnedInsert<T> | Array<OwnedInsert<T>>,
    ): InsertQueryBuilder<Database, T, InsertResult> {
      const rows = (Array.isArray(values) ? values : [values]).map(
        (v) => ({ ...v, account_id: accountId }) as InsertObject<Database, T>,
      )
      return q.insertInto(table).values(rows)
    },

    async ownedRow<T extends OwnedEntity>(table: T, id: number): Promise<Selectable<Database[T]>> {
      const row = await selectFrom(table)
        .selectAll()
        .where(sql.ref(`${table}.id`), '=', id)
        .executeTakeFirst()
      if (!row) throw notFound()
      return row as Selectable<Database[T]>
    },

    async mustOwn(table, ids, scope) {
      const list = typeof ids === 'number' ? [ids] : ids
      if ((await countOwned(table, list, scope)) !== new Set(list).size) throw notFound()
    },

    async count(table, where) {
      let query = selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n'))
      if (where)
        query = query.where(sql.ref(`${table}.${where.column}`), where.value === null ? 'is' : '=', where.value)
      return Number((await query.executeTakeFirst())?.n ?? 0)
    },

    transaction<R>(work: (own: Scoped) => Promise<R>): Promise<R> {
      return inTransaction(q, async (trx) => {
        const own = scoped(trx, accountId)
        // One lock order for every writer of the account: its row first, then the rows. The
        // close of each write raises accounts.change_marker (history/record.ts), so a writer
        // ends holding the account row until it commits; one that locked a row first (the
        // product it deletes) and then waits for the account, while the account's holder waits
        // for that row (to mark it sold out, to copy it into a template), is a deadlock on
        // PostgreSQL.
        await own.lock()
        return work(own)
      })
    },

    async lock() {
      await q
        .updateTable('accounts')
        .set((eb) => ({ id: eb.ref('id') }))
        .where('id', '=', accountId)
        .execute()
    },

    async languages() {
      const row = await q.selectFrom('accounts').select('languages').where('id', '=', accountId).executeTakeFirst()
      return parseLanguages(row?.languages)
    },
  }
}

/** A stored language list; anything unreadable reads as Spanish only. */
export function parseLanguages(text: string | null | undefined): string[] {
  const list = text ? (JSON.parse(text) as string[]) : ['es']
  return languagesProblem(list) ? ['es'] : list
}

/**
 * Runs `work` in a transaction: `q`'s own when it is one (a caller's larger unit of work), else a
 * new one, whose last statement records its changes in the history (history/record.ts).
 */
export async function inTransaction<R>(q: Executor, work: (trx: Executor) => Promise<R>): Promise<R> {
  if (q.isTransaction) return work(q)
  // PostgreSQL ends one of two transactions that wait on each other's locks (a deadlock, e.g. a
  // delete cascading into rows another request is inserting while both raise the account's change
  // marker). The loser was rolled back whole, so running it again is safe and is what the
  // request meant; a few tries, then the error goes up.
  for (let attempt = 1; ; attempt++) {
    try {
      return await q.transaction().execute(async (trx) => {
        const result = await work(trx)
        await closeHistory(trx)
        return result
      })
    } catch (error) {
      if (attempt >= DEADLOCK_TRIES || (error as { code?: unknown } | null)?.code !== PG_DEADLOCK) throw error
    }
  }
}

const PG_DEADLOCK = '40P01'
const DEADLOCK_TRIES = 3

/** Tables ordered by a `position` column. */
export type PositionedTable =
  | 'families'
  | 'categories'
  | 'products'
  | 'tags'
  | 'variant_groups'
  | 'variants'
  | 'promotions'

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

/** A search matches when any value contains it, case- and accent-insensitively ('Café' matches 'cafe'). */
export const matchesSearch = (search: string | undefined, ...values: Array<string | null>) => {
  const needle = search ? foldText(search.trim()) : ''
  return needle === '' || values.some((v) => v !== null && foldText(v).includes(needle))
}

export const copyName = (name: string) => `${name} (copia)`

/** Number of rows an UPDATE/DELETE touched, on either dialect. */
export const affected = (r: { numUpdatedRows?: bigint; numDeletedRows?: bigint } | undefined) =>
  Number(r?.numUpdatedRows ?? r?.numDeletedRows ?? 0)

/**
 * Applies a drag reorder `[{id, position}]`. Run it inside a transaction: every id must be
 * one of the account's rows of `table` (and, with `scope`, belong to that parent), else
 * 404 RESOURCE_NOT_FOUND and the caller's transaction rolls back, so nothing changes.
 * One UPDATE ... CASE statement per 400 rows keeps a 2,000-product reorder fast.
 */
export async function applyPositions(
  own: Scoped,
  table: PositionedTable,
  items: PositionItem[],
  scope?: ParentScope,
): Promise<void> {
  const ids = items.map((i) => i.id)
  if (new Set(ids).size !== ids.length) throw new AppError('VALIDATION_ERROR', 'Cada id debe aparecer una sola vez.')
  await own.mustOwn(table, ids, scope)
  for (const part of chunks(items)) {
    const cases = sql.join(
      part.map((i) => sql`when ${i.id} then cast(${i.position} as integer)`),
      sql` `,
    )
    await own
      .updateTable(table)
      .set(sql.ref('position'), sql`case id ${cases} else position end`)
      .where(
        sql.ref(`${table}.id`),
        'in',
        part.map((i) => i.id),
      )
      .execute()
  }
}
