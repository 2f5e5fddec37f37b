import type { DishFactValues } from '@menu/shared/menu/dish-facts'
import type { Generated, Selectable } from 'kysely'
import type { Bool01, IsoTime, OwnedRow, Translated } from './columns.js'

/**
 * What a diner is told about a dish (migration 0022, docs/allergens.md): the allergens as JSON
 * text of a map allergen code -> level ('{}' = nothing confirmed), and a column per value fact
 * of DISH_FACTS (shared/src/menu/dish-facts.ts), null = not given.
 */
type DishFacts = { allergens: Generated<string> } & { [K in keyof DishFactValues]: Generated<DishFactValues[K]> }

export interface FamiliesTable extends OwnedRow, Translated {
  name: string
  description: string | null
  /** URL of the uploaded icon. */
  icon: string | null
  position: number
}

export interface CategoriesTable extends OwnedRow, Translated {
  family_id: number
  name: string
  description: string | null
  position: number
  /** Shared Schedule as JSON text; null = always available (migrations/0016). */
  schedule: Generated<string | null>
}

/** Prices are integer cents (see db/values.ts toCents/fromCents). */
export interface ProductsTable extends OwnedRow, DishFacts, Translated {
  /** null: 'Productos sin clasificar'. */
  category_id: number | null
  name: string
  price_cents: number
  description: string | null
  image: string | null
  featured: Bool01
  recommended: Bool01
  enabled: Bool01
  position: number
  /** Shared Schedule as JSON text; null = always available (migrations/0016). */
  schedule: Generated<string | null>
  /** JSON list of 'vegetarian' | 'vegan'. */
  diets: Generated<string>
  /** 'dish' | 'combo' (migration 0037). */
  kind: Generated<string>
  /** A combo's steps as JSON text (shared/src/menu/combos.ts); null for a dish. */
  steps: Generated<string | null>
  /** A combo whose steps change by date (combo_days). */
  daily: Generated<Bool01>
}

export interface TagsTable extends OwnedRow, Translated {
  name: string
  /** A font icon class, e.g. 'fa-solid fa-pepper-hot'. */
  icon: string | null
  position: number
}

export interface VariantGroupsTable extends OwnedRow, Translated {
  name: string
  position: number
  /** Extras priced by position as JSON text (shared/src/menu/combos.ts); null = each variant's price. */
  position_pricing: Generated<string | null>
}

/** A menu of the day's steps on one local date (migration 0037). */
export interface ComboDaysTable extends OwnedRow {
  product_id: number
  /** 'YYYY-MM-DD' in the branch's time zone. */
  date: string
  /** JSON text of the steps, as products.steps. */
  steps: string
}

export interface VariantsTable extends OwnedRow, DishFacts, Translated {
  group_id: number
  name: string
  price_cents: number | null
  enabled: Bool01
  position: number
}

export interface ProductTagsTable {
  account_id: number
  product_id: number
  tag_id: number
  created_at: IsoTime
}

export interface ProductVariantGroupsTable {
  account_id: number
  product_id: number
  group_id: number
  limit: number | null
  obligatory: Bool01
  position: number
  created_at: IsoTime
}

/** A product or variant sold out in one branch (migration 0015, data/sold-out.ts). */
export interface SoldOutTable {
  id: Generated<number>
  account_id: number
  sucursal_id: number
  product_id: number
  /** null: the product itself. */
  variant_id: number | null
  /** When it ends (ISO instant); null: until the owner undoes it. */
  until: IsoTime | null
  created_at: IsoTime
}
export type SoldOutRow = Selectable<SoldOutTable>

export type FamilyRow = Selectable<FamiliesTable>
export type CategoryRow = Selectable<CategoriesTable>
export type ProductRow = Selectable<ProductsTable>
export type TagRow = Selectable<TagsTable>
export type VariantGroupRow = Selectable<VariantGroupsTable>
export type VariantRow = Selectable<VariantsTable>

/** A word that stays as written in every language, or has a fixed translation (migration 0023). */
export interface GlossaryTermsTable extends OwnedRow {
  term: string
  /** JSON language -> fixed translation; a language absent keeps the term as written. */
  translations: Generated<string>
}
export type GlossaryTermRow = Selectable<GlossaryTermsTable>
