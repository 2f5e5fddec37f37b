import { BOARD_ORDER, type BoardOrderKey } from '@menu/shared/menu/board-order'
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely'

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
