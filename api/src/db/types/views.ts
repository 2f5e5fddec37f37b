import type { ColumnType } from 'kysely'

/** Public menu views of a branch on one local day (migration 0013, views/): a number, nothing about the visitors. */
export interface MenuViewsTable {
  sucursal_id: number
  account_id: number
  /** 'YYYY-MM-DD' in APP_TIMEZONE. */
  day: string
  views: number
}

/** Views of one table's QR code (?mesa=n) of a branch on one local day (migration 0027, views/). */
export interface MenuTableViewsTable {
  sucursal_id: number
  account_id: number
  table_number: number
  /** 'YYYY-MM-DD' in APP_TIMEZONE. */
  day: string
  views: number
}

/**
 * The last counted view of a branch's menu per visitor (migration 0021, views/counter.ts): a
 * keyed hash under a daily key, kept for the counting window only.
 */
export interface MenuViewVisitorsTable {
  sucursal_id: number
  account_id: number
  /** The hash; a table's visitor is `<hash>#<table>` (counted per table, counter.ts). */
  visitor: string
  /** Epoch ms (bigint: a string when PostgreSQL reads it). */
  counted_at: ColumnType<number | string, number, number>
}
