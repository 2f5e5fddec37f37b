import type { Static, TSchema } from 'typebox'
import type * as allergens from './allergens.js'
import type * as billing from './billing.js'
import type * as entities from './entities.js'
import type * as marketing from './marketing.js'
import type * as menu from './menu.js'
import type * as regions from './regions.js'
import type * as scheduled from './scheduled.js'
import type * as tableService from './table-service.js'
import type * as templates from './templates.js'
import type * as translationBoard from './translation-board.js'

/**
 * The API's answer shapes, derived from the route schemas (the one declaration of each
 * resource): the data layer returns these types, the routes answer them, openapi.json states
 * them. `Type.Ref('Tag')` inside a schema resolves to the schema of that $id.
 */
type Named = {
  AllergenMap: typeof allergens.AllergenMap
  Allergen: typeof allergens.AllergenInfo
  Category: typeof menu.Category
  Family: typeof menu.Family
  Tag: typeof menu.Tag
  Variant: typeof menu.Variant
  VariantGroup: typeof menu.VariantGroup
  ProductVariantGroup: typeof menu.ProductVariantGroup
  ComboItem: typeof menu.ComboItem
  ComboStep: typeof menu.ComboStep
  Product: typeof menu.Product
  Promotion: typeof marketing.Promotion
  Advertising: typeof marketing.Advertising
  Sucursal: typeof entities.Branch
  Profile: typeof entities.Profile
  TemplateSummary: typeof templates.TemplateSummary
  TemplateProduct: typeof templates.TemplateProduct
  TemplateVariant: typeof templates.TemplateVariant
  TemplatePromotion: typeof templates.TemplatePromotion
  TemplateAdvertising: typeof templates.TemplateAdvertising
  ProductInTemplate: typeof templates.ProductInTemplate
  MarketingInTemplate: typeof templates.MarketingInTemplate
  PlanCard: typeof billing.PlanCard
  Subscription: typeof billing.Subscription
  BillingHistoryRow: typeof billing.BillingHistoryRow
  Quote: typeof billing.Quote
  TranslationLanguage: typeof translationBoard.TranslationLanguage
  TranslationItem: typeof translationBoard.TranslationItem
  SameTexts: typeof translationBoard.SameTexts
  GlossaryTerm: typeof translationBoard.GlossaryTerm
  ScheduledChange: typeof scheduled.ScheduledChange
  Region: typeof regions.Region
  TableCall: typeof tableService.TableCall
  SucursalDemand: typeof tableService.SucursalDemand
}

/** The value a schema describes, its references resolved. */
export type Shape<T extends TSchema> = Static<T, Named>
/** The value of the component schema named `N` (its $id). */
export type Answer<N extends keyof Named> = Shape<Named[N]>
