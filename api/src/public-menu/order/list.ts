import type { Db } from '../../db/connection.js'
import { isoAt } from '../../db/values.js'

/**
 * A visitor's 'Mi pedido' at one branch (order_lists, migration 0038): the lines as the diner
 * chose them, kept on the server under the cookie's token (cookie.ts). Only what identifies a
 * choice is stored (ids and indexes, never names or prices): the list page prices each line
 * again from the branch's current menu (lines.ts). Every query names the branch and its account.
 */

/** One line: a dish, how many, its variants and, for a combo, the chosen item indexes of each step. */
export interface OrderItem {
  product_id: number
  qty: number
  /** Chosen variant ids, ascending. */
  variants: number[]
  /** Per step of the combo (the page's order), the chosen item indexes, ascending; [] for a dish. */
  choices: number[][]
}

/** A list holds at most this many lines, each of 1..MAX_QTY: enough for any table, bounded for the server. */
export const MAX_LINES = 30
export const MAX_QTY = 20

const isIndexList = (v: unknown): v is number[] =>
  Array.isArray(v) && v.length <= 100 && v.every((n) => Number.isInteger(n) && n >= 0)

/** Stored JSON -> the lines that still read as lines (anything else is dropped, never an error). */
export function parseItems(text: string | null | undefined): OrderItem[] {
  let raw: unknown
  try {
    raw = JSON.parse(text ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(raw)) return []
  return raw
    .filter(
      (it): it is OrderItem =>
        it !== null &&
        typeof it === 'object' &&
        Number.isInteger(it.product_id) &&
        Number.isInteger(it.qty) &&
        it.qty >= 1 &&
        it.qty <= MAX_QTY &&
        isIndexList(it.variants) &&
        Array.isArray(it.choices) &&
        it.choices.every(isIndexList),
    )
    .slice(0, MAX_LINES)
}

const sameChoice = (a: OrderItem, b: OrderItem) =>
  a.product_id === b.product_id &&
  JSON.stringify(a.variants) === JSON.stringify(b.variants) &&
  JSON.stringify(a.choices) === JSON.stringify(b.choices)

/**
 * The list with `item` added: the same dish with the same choices adds to its line (at most
 * MAX_QTY), else a new line at the end. null: the list already has MAX_LINES lines.
 */
export function addItem(items: readonly OrderItem[], item: OrderItem): OrderItem[] | null {
  const normal: OrderItem = {
    ...item,
    variants: [...item.variants].sort((a, b) => a - b),
    choices: item.choices.map((c) => [...c].sort((a, b) => a - b)),
  }
  const at = items.findIndex((it) => sameChoice(it, normal))
  if (at >= 0) return items.map((it, i) => (i === at ? { ...it, qty: Math.min(MAX_QTY, it.qty + normal.qty) } : it))
  if (items.length >= MAX_LINES) return null
  return [...items, normal]
}

/** Line `index` set to `qty` (0 removes it; above MAX_QTY stays MAX_QTY); an unknown index changes nothing. */
export function setQuantity(items: readonly OrderItem[], index: number, qty: number): OrderItem[] {
  if (!items[index]) return [...items]
  if (qty <= 0) return items.filter((_, i) => i !== index)
  return items.map((it, i) => (i === index ? { ...it, qty: Math.min(MAX_QTY, qty) } : it))
}

export interface ListOwner {
  accountId: number
  branchId: number
}

export function orderLists(db: Db, now: () => number) {
  const of = (token: string, { accountId, branchId }: ListOwner) =>
    db
      .selectFrom('order_lists')
      .where('token', '=', token)
      .where('sucursal_id', '=', branchId)
      .where('account_id', '=', accountId)

  return {
    /** The lines of the token's list at the branch ([] without one). */
    async get(token: string | undefined, owner: ListOwner): Promise<OrderItem[]> {
      if (!token) return []
      const row = await of(token, owner).select('items').executeTakeFirst()
      return parseItems(row?.items)
    },

    /** Writes the list (an empty one is deleted); `table`: the table it was changed from, if any. */
    async save(token: string, owner: ListOwner, items: readonly OrderItem[], table?: number): Promise<void> {
      if (!items.length) {
        await db
          .deleteFrom('order_lists')
          .where('token', '=', token)
          .where('sucursal_id', '=', owner.branchId)
          .where('account_id', '=', owner.accountId)
          .execute()
        return
      }
      const values = { items: JSON.stringify(items), updated_at: isoAt(now()) }
      // A change made without the table (the plain link) keeps the table the list was last at.
      const update = table === undefined ? values : { ...values, table_number: table }
      await db
        .insertInto('order_lists')
        .values({
          token,
          sucursal_id: owner.branchId,
          account_id: owner.accountId,
          table_number: table ?? null,
          ...values,
        })
        .onConflict((oc) => oc.columns(['token', 'sucursal_id']).doUpdateSet(update))
        .execute()
    },
  }
}

export type OrderLists = ReturnType<typeof orderLists>
