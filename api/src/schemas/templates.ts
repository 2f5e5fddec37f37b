import { type TSchema, Type } from 'typebox'
import { ProductFactsAnswer } from './allergens.js'
import { Id as RequestId } from './common.js'
import { Price } from './menu.js'
import { ScheduleBody, ScheduleOverrideAnswer } from './schedule.js'
import { TRANSLATED_FIELDS as T, translationsAnswer, translationsBody } from './translations.js'

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])
const Id = Type.Integer({ minimum: 1 })
const Updated = Nullable(
  Type.String({
    format: 'date-time',
    description: "When the template's row last changed; null: not overridden (follows the base menu)",
  }),
)
const PriceOverridden = Type.Object({
  price: Type.Boolean({ description: "The template's own price (false: the base price)" }),
  enabled: Type.Boolean({ description: "The template's own Activo (false: the base item's)" }),
})
const DescriptionOverridden = Type.Object({
  description: Type.Boolean({ description: "The template's own description (false: the base one)" }),
  enabled: Type.Boolean({ description: "The template's own Activo (false: the base item's)" }),
})

const From = Type.Union([Type.Literal('base'), Type.Literal('region')], {
  description: "'region': the region's own row sets a value; 'base': the base menu's",
})
const INHERITED =
  "What the item shows in the template's branches without the template's own row: its region's row (when every " +
  'branch using the template is in one region; locked fields excepted), else the base menu'
const PriceInherited = (price: TSchema) =>
  Type.Object({ price, enabled: Type.Boolean(), from: From }, { description: INHERITED })

/**
 * A dish's allergens are the base menu's in every template (a recipe does not change per
 * branch, docs/allergens.md): answered for the editor to show, never taken in a template save.
 */
const BASE_FACTS = {
  allergens: Type.Ref('AllergenMap', { description: "The base menu's allergens (templates do not change them)" }),
}

/** A branch template as lists show it: `updated` is its last change ("Ultimo cambio"). */
export const TemplateSummary = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    updated: Type.String({ format: 'date-time', description: 'Last change of its name or rows ("Ultimo cambio")' }),
    region: Nullable(
      Type.Object(
        { id: Type.Integer(), name: Type.String() },
        { description: 'The one region of every branch using the template; null: none, or several' },
      ),
    ),
  },
  { $id: 'TemplateSummary', title: 'TemplateSummary' },
)

/** A product as a template shows it: price and enabled are the effective values. */
export const TemplateProduct = Type.Object(
  {
    product_id: Id,
    name: Type.String(),
    base_price: Type.Number({ description: "The base menu's price" }),
    price: Type.Number({ description: 'The price in this template (its own, or the base price)' }),
    enabled: Type.Boolean({ description: 'Shown in this template (its own Activo, or the base one)' }),
    overridden: PriceOverridden,
    inherited: PriceInherited(Type.Number()),
    has_variants: Type.Boolean({ description: 'It has variants through its variant groups (Editar variantes)' }),
    updated: Updated,
    schedule: ScheduleOverrideAnswer,
    ...BASE_FACTS,
    diets: { ...ProductFactsAnswer.diets, description: "The base menu's diets (templates do not change them)" },
  },
  { $id: 'TemplateProduct', title: 'TemplateProduct' },
)

/** A variant as a template shows it. */
export const TemplateVariant = Type.Object(
  {
    variant_id: Id,
    name: Type.String(),
    group_id: Id,
    group_name: Type.String(),
    base_price: Nullable(Type.Number({ description: "The base menu's extra price; null when none" })),
    price: Nullable(Type.Number({ description: 'The extra price in this template (its own, or the base one)' })),
    enabled: Type.Boolean(),
    overridden: PriceOverridden,
    inherited: PriceInherited(Nullable(Type.Number())),
    updated: Updated,
    ...BASE_FACTS,
  },
  { $id: 'TemplateVariant', title: 'TemplateVariant' },
)

/**
 * The template's own description in the account's other languages (docs/languages.md): kept
 * only while the template overrides the description; {} when it follows the base (the diner
 * then reads the base item's translations).
 */
const OwnTranslations = translationsAnswer(T.template_promotion)

const marketingRow = {
  name: Type.String(),
  base_description: Type.String({ description: "The base item's description" }),
  description: Type.String({ description: 'The description in this template (its own, or the base one)' }),
  enabled: Type.Boolean(),
  expiration: Nullable(
    Type.String({ description: "The base item's 'YYYY-MM-DD' (Vigencia); templates do not change it" }),
  ),
  overridden: DescriptionOverridden,
  inherited: Type.Object(
    { description: Type.String(), enabled: Type.Boolean(), from: From },
    { description: INHERITED },
  ),
  updated: Updated,
  translations: OwnTranslations,
}

/** A promotion as a template shows it. */
export const TemplatePromotion = Type.Object(
  { promotion_id: Id, ...marketingRow, schedule: ScheduleOverrideAnswer },
  { $id: 'TemplatePromotion', title: 'TemplatePromotion' },
)

/** An advertisement as a template shows it. */
export const TemplateAdvertising = Type.Object(
  { advertising_id: Id, ...marketingRow },
  { $id: 'TemplateAdvertising', title: 'TemplateAdvertising' },
)

/** A product in one template, for the master-enable modal ('Actualizar producto en plantillas'). */
export const ProductInTemplate = Type.Object(
  {
    template_id: Id,
    template_name: Type.String(),
    base_price: Type.Number({ description: "The base menu's price" }),
    price: Type.Number({ description: 'The price in this template (its own, or the base price)' }),
    enabled: Type.Boolean({ description: 'Shown in this template' }),
    overridden: PriceOverridden,
  },
  { $id: 'ProductInTemplate', title: 'ProductInTemplate' },
)

/** A promotion or an ad in one template, for the master-enable modal. */
export const MarketingInTemplate = Type.Object(
  {
    template_id: Id,
    template_name: Type.String(),
    base_description: Type.String({ description: "The base item's description" }),
    description: Type.String({ description: 'The description in this template (its own, or the base one)' }),
    enabled: Type.Boolean({ description: 'Shown in this template' }),
    overridden: DescriptionOverridden,
    translations: OwnTranslations,
  },
  { $id: 'MarketingInTemplate', title: 'MarketingInTemplate' },
)

export const TEMPLATE_SCHEMAS = [
  TemplateSummary,
  TemplateProduct,
  TemplateVariant,
  TemplatePromotion,
  TemplateAdvertising,
  ProductInTemplate,
  MarketingInTemplate,
]

// ---- Request pieces: the rows of a save ----

const FOLLOWS = 'null, or the base value, follows the base menu'
const TemplatePrice = Type.Union([Price, Type.Null()], {
  description: `Required. The template's price: at most two decimals; ${FOLLOWS}`,
})
const TemplateEnabled = Type.Optional(
  Type.Union([Type.Boolean(), Type.Null()], { description: `Activo in this template; ${FOLLOWS}; absent: unchanged` }),
)
const TemplateDescription = Type.Optional(
  Type.Union([Type.String({ maxLength: 2000 }), Type.Null()], {
    description: `The template's description (may span lines); blank, ${FOLLOWS}; absent: unchanged`,
  }),
)
/**
 * A given language replaces its text ({} removes it), the others keep theirs; absent: unchanged.
 * Only with the template's own description (else 400 naming it); a row that follows the base
 * description again loses them.
 */
const TemplateTranslations = translationsBody(T.template_promotion)
const rows = <S extends TSchema>(item: S, noun: string) =>
  Type.Array(item, {
    maxItems: 10_000,
    description: `Only the given ${noun} change, each at most once (else 400). A missing or foreign id: 404 and nothing changes`,
  })

const TemplateSchedule = Type.Optional(
  Type.Union([ScheduleBody, Type.Literal('always'), Type.Null()], {
    description:
      "The template's own schedule in its branches; 'always': no schedule there; null: como el menú; absent: unchanged",
  }),
)
export const TemplateProductRows = rows(
  Type.Object({ product_id: RequestId(), price: TemplatePrice, enabled: TemplateEnabled, schedule: TemplateSchedule }),
  'products',
)
export const TemplateVariantRows = rows(
  Type.Object({ variant_id: RequestId(), price: TemplatePrice, enabled: TemplateEnabled }),
  'variants',
)
export const TemplatePromotionRows = rows(
  Type.Object({
    promotion_id: RequestId(),
    description: TemplateDescription,
    translations: TemplateTranslations,
    enabled: TemplateEnabled,
    schedule: TemplateSchedule,
  }),
  'promotions',
)
export const TemplateAdvertisingRows = rows(
  Type.Object({
    advertising_id: RequestId(),
    description: TemplateDescription,
    translations: TemplateTranslations,
    enabled: TemplateEnabled,
  }),
  'advertisements',
)

/** The rows a create or update may carry, saved with the name in one transaction. */
export const TemplateRowsFields = {
  products: Type.Optional(TemplateProductRows),
  variants: Type.Optional(TemplateVariantRows),
  promotions: Type.Optional(TemplatePromotionRows),
  advertising: Type.Optional(TemplateAdvertisingRows),
}

const acrossRows = <T extends TSchema>(item: T) =>
  Type.Array(item, {
    maxItems: 1000,
    description:
      'One item per template, each template at most once (else 400); a missing or foreign template or item: 404 and nothing changes',
  })

/** A save of one product across templates (the master-enable modal): one transaction. */
export const ProductAcrossRows = acrossRows(
  Type.Object({ template_id: RequestId(), price: TemplatePrice, enabled: TemplateEnabled }),
)
/** A save of one promotion or ad across templates: one transaction. */
export const MarketingAcrossRows = acrossRows(
  Type.Object({
    template_id: RequestId(),
    description: TemplateDescription,
    translations: TemplateTranslations,
    enabled: TemplateEnabled,
  }),
)
