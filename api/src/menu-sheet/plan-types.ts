import type { ComboStep, ProductKind } from '@menu/shared/menu/combos'
import type { Translations } from '@menu/shared/menu/languages'
import type { FactsDraft } from './allergens.js'

/** What an import would do (plan.ts): the drafts of the rows, their changes and the problems of the file. */

/** One problem of the file: its row as the spreadsheet numbers it (1: the header row), the column, why. */
export interface RowError {
  row: number
  column: string
  message: string
}
/** One field an update changes, as the sheet shows it. */
export interface FieldChange {
  column: string
  from: string
  to: string
}

export interface ProductDraft {
  row: number
  /** Existing product (update) or undefined (create). */
  id?: number
  family: string | null
  category: string | null
  name: string
  price_cents: number
  description: string | null
  enabled: boolean
  tags: string[]
  groups: string[]
  /** template id -> override in cents, or null (follows the base). */
  templatePrices: Map<number, number | null>
  /** Allergens, diets, calories, portion: only those whose columns the sheet has. */
  facts: FactsDraft
  /** The whole translations map after the row; undefined: unchanged (translations.ts). */
  translations?: Translations
  /**
   * Its kind; the steps to store (a product the import creates named as minus its row), undefined:
   * unchanged; daily undefined: unchanged (combo-plan.ts).
   */
  combo: { kind: ProductKind; steps?: ComboStep[]; daily?: boolean }
  changes: FieldChange[]
}

export interface VariantDraft {
  row: number
  id?: number
  group: string
  name: string
  price_cents: number | null
  enabled: boolean
  templatePrices: Map<number, number | null>
  facts: FactsDraft
  translations?: Translations
  changes: FieldChange[]
}

export interface ImportPlan {
  errors: RowError[]
  products: ProductDraft[]
  variants: VariantDraft[]
  /** Rows that match their item exactly. */
  unchanged: number
  /** Items of the account absent from the file, removed only with the option. */
  removedProducts: Array<{ id: number; name: string }>
  removedVariants: Array<{ id: number; name: string }>
  /** Names the import creates because no item of the account has them. */
  newFamilies: string[]
  newCategories: Array<{ family: string; name: string }>
  newTags: string[]
  newGroups: string[]
}

export interface PlanOptions {
  remove: boolean
  templatesAllowed: boolean
}
