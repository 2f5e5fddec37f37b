import type { Generated } from 'kysely'
import type { Bool01, IsoTime, OwnedRow, Translated } from './columns.js'

export interface TemplatesTable extends OwnedRow {
  name: string
  /** 1: a region's own rows (migration 0036), never listed nor assigned as a branch's template. */
  region: Generated<Bool01>
}

/**
 * A template's override of one item (migration 0008). A NULL value follows the base menu; a row
 * whose values are all NULL is not kept. `updated_at`: when the row last changed.
 */
type TemplateRow<Item extends string, Value> = {
  template_id: number
  account_id: number
  enabled: Bool01 | null
  updated_at: IsoTime
} & Record<Item, number> &
  Value
export type TemplateProductsTable = TemplateRow<'product_id', { price_cents: number | null }>
export type TemplateVariantsTable = TemplateRow<'variant_id', { price_cents: number | null }>
export type TemplatePromotionsTable = TemplateRow<'promotion_id', { description: string | null } & Translated>
export type TemplateAdvertisingTable = TemplateRow<'advertising_id', { description: string | null } & Translated>

/** A template's own schedule of one product or promotion (migrations/0016): JSON text or 'always'. */
export interface TemplateSchedulesTable {
  template_id: number
  account_id: number
  product_id: number | null
  promotion_id: number | null
  schedule: string
  updated_at: IsoTime
}
