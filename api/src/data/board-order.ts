import { BOARD_ORDER, type BoardOrderKey } from '@menu/shared/menu/board-order'
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely'
import type { Scoped } from './toolkit.js'

/**
 * The board order (declared once in @menu/shared/menu/board-order) as SQL, over a query that
 * selects from `products` left-joined to its `categories` and their `families`: every list of
 * products in board order (the products board, a template's products, the spreadsheet) sorts
 * with this, nothing else.
 */
const BY: Record<BoardOrderKey, RawBuilder<unknown>> = {
  unclassified: sql`case when products.category_id is null then 1 else 0 end`,
  family_position: sql.ref('families.position'),
  family_id: sql.ref('families.id'),
  category_position: sql.ref('categories.position'),
  category_id: sql.ref('categories.id'),
  position: sql.ref('products.position'),
  id: sql.ref('products.id'),
}

export const inBoardOrder = <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) =>
  BOARD_ORDER.reduce((q, key) => q.orderBy(BY[key]), query)

/**
 * The account's products left-joined to their category and its family (each of the same
 * account): the query `inBoardOrder` sorts, and whose joined columns those lists read.
 */
export const productsWithPlace = (own: Scoped) =>
  own
    .selectFrom('products')
    .leftJoin('categories', (j) =>
      j.onRef('categories.id', '=', 'products.category_id').onRef('categories.account_id', '=', 'products.account_id'),
    )
    .leftJoin('families', (j) =>
      j.onRef('families.id', '=', 'categories.family_id').onRef('families.account_id', '=', 'categories.account_id'),
    )
