import { Type } from 'typebox'
import { DishFactsAnswer, ProductFactsAnswer, ProductFactsBody } from './allergens.js'
import { ID_MAX, Id as RequestId, Name } from './common.js'
import { TRANSLATED_FIELDS as T, translationsAnswer, translationsBody } from './translations.js'
import { OptionalSchedule, ScheduleAnswer } from './schedule.js'

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])
const Id = Type.Integer({ minimum: 1 })
const Position = Type.Integer({ minimum: 0, description: 'Order among its siblings (0 first); ties break by id' })
const ImageUrl = (description: string) => Nullable(Type.String({ description }))

/** A category of a family. */
export const Category = Type.Object(
  {
    id: Id,
    name: Type.String(),
    description: Nullable(Type.String()),
    position: Position,
    family_id: Id,
    schedule: ScheduleAnswer,
    translations: translationsAnswer(T.category),
  },
  { $id: 'Category', title: 'Category' },
)

/** A family, with its categories by position. */
export const Family = Type.Object(
  {
    id: Id,
    name: Type.String(),
    description: Nullable(Type.String()),
    icon: ImageUrl('URL of the icon (256 px square WebP)'),
    position: Position,
    categories: Type.Array(Type.Ref('Category')),
    translations: translationsAnswer(T.family),
  },
  { $id: 'Family', title: 'Family' },
)

/** A tag (a label with an optional icon) the account puts on products. */
export const Tag = Type.Object(
  {
    id: Id,
    name: Type.String(),
    icon: Nullable(Type.String({ description: "Font Awesome class, e.g. 'fa-solid fa-pepper-hot'" })),
    global: Type.Boolean({ description: 'Always false: tags belong to the account' }),
    position: Position,
    translations: translationsAnswer(T.tag),
  },
  { $id: 'Tag', title: 'Tag' },
)

/** A variant: one option of a variant group, with an optional extra price. */
export const Variant = Type.Object(
  {
    id: Id,
    name: Type.String(),
    price: Nullable(Type.Number({ description: 'Extra price; null when none' })),
    enabled: Type.Boolean(),
    position: Position,
    group_id: Id,
    ...DishFactsAnswer,
    translations: translationsAnswer(T.variant),
  },
  { $id: 'Variant', title: 'Variant' },
)

const Money = (description: string) => Type.Number({ minimum: 0, maximum: 9_999_999.99, description })

/** Extras priced by position (shared/src/menu/combos.ts); null: each variant's own price. */
export const PositionPricing = Type.Union(
  [
    Type.Object(
      {
        free: Type.Integer({ minimum: 0, maximum: 100, description: 'The first N extras cost nothing' }),
        each: Money('The price of every extra after the free ones'),
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        prices: Type.Array(Money('The price of the extra at this position'), {
          minItems: 1,
          maxItems: 20,
          description: 'prices[i]: the (i+1)-th extra picked; the last repeats',
        }),
      },
      { additionalProperties: false },
    ),
    Type.Null(),
  ],
  { description: "null: each variant's own price; else the extras are priced by the order they are picked" },
)

/** A combo step's option: one of the account's dishes or a simple named item. */
export const ComboItem = Type.Object(
  {
    product_id: Nullable(
      Type.Integer({ minimum: 1, maximum: ID_MAX, description: 'One of your dishes (not a combo)' }),
    ),
    name: Nullable(Type.String({ maxLength: 80, description: "A named item's name; null for a dish" })),
    surcharge: Nullable(Money('Added to the combo price when chosen')),
    translations: Type.Optional(translationsAnswer(T.combo_item)),
  },
  { $id: 'ComboItem', title: 'ComboItem' },
)

/** One step of a combo: a choice of min..max items. */
export const ComboStep = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80 }),
    min: Type.Integer({ minimum: 0, maximum: 20 }),
    max: Type.Integer({ minimum: 1, maximum: 20 }),
    items: Type.Array(Type.Ref('ComboItem'), { minItems: 1, maxItems: 60 }),
    translations: Type.Optional(translationsAnswer(T.combo_step)),
  },
  { $id: 'ComboStep', title: 'ComboStep' },
)

/** A variant group (Variantes tab) with its variants. */
export const VariantGroup = Type.Object(
  {
    id: Id,
    name: Type.String(),
    position: Position,
    variants: Type.Array(Type.Ref('Variant')),
    products_count: Type.Integer({ minimum: 0, description: 'Products the group is attached to' }),
    position_pricing: PositionPricing,
    translations: translationsAnswer(T.variant_group),
  },
  { $id: 'VariantGroup', title: 'VariantGroup' },
)

/** A variant group as attached to a product, with that product's limit and obligatory flag. */
export const ProductVariantGroup = Type.Object(
  {
    id: Id,
    name: Type.String(),
    limit: Nullable(Type.Integer({ minimum: 1, description: 'Most variants a diner may choose; null = no limit' })),
    obligatory: Type.Boolean(),
    variants: Type.Array(Type.Ref('Variant')),
    position_pricing: PositionPricing,
    translations: translationsAnswer(T.variant_group),
  },
  { $id: 'ProductVariantGroup', title: 'ProductVariantGroup' },
)

/** A product with its tags and variant groups. */
export const Product = Type.Object(
  {
    id: Id,
    name: Type.String(),
    price: Type.Number({ description: 'Exact to the cent (12.5 reads back as 12.5)' }),
    description: Nullable(Type.String()),
    image: ImageUrl('URL of the 800 px WebP'),
    thumbnail: ImageUrl('URL of the 400 px WebP (lists, boards); null without an image'),
    featured: Type.Boolean(),
    recommended: Type.Boolean(),
    enabled: Type.Boolean(),
    position: Position,
    category_id: Nullable(
      Type.Integer({ minimum: 1, description: "null: 'Productos sin clasificar' (id 0 in the panel)" }),
    ),
    updated: Type.String({ format: 'date-time' }),
    schedule: ScheduleAnswer,
    tags: Type.Array(Type.Ref('Tag')),
    variant_groups: Type.Array(Type.Ref('ProductVariantGroup')),
    kind: Type.Union([Type.Literal('dish'), Type.Literal('combo')], { description: "'combo': a price with steps" }),
    steps: Type.Array(Type.Ref('ComboStep'), { description: "A combo's steps in order; [] for a dish" }),
    daily: Type.Boolean({ description: 'A menu of the day: its steps change by date (GET /v1/products/{id}/days)' }),
    ...ProductFactsAnswer,
    translations: translationsAnswer(T.product),
  },
  { $id: 'Product', title: 'Product' },
)

export const MENU_SCHEMAS = [
  Category,
  Family,
  Tag,
  Variant,
  VariantGroup,
  ProductVariantGroup,
  ComboItem,
  ComboStep,
  Product,
]

// ---- Request pieces shared by the menu routes ----

/** Optional free text; '' or null clears it. */
export const Description = Type.Optional(Nullable(Type.String({ maxLength: 2000 })))
/** Money: up to 9,999,999.99, kept exact to the cent. */
/** The largest price the API stores (products, variants, template prices, imports). */
export const PRICE_MAX = 9_999_999.99
export const Price = Type.Number({
  minimum: 0,
  maximum: PRICE_MAX,
  description: 'At most two decimals (else 400 with the shared price message)',
})
export const OptionalPosition = Type.Optional(
  Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Defaults to the number of siblings (last)' }),
)

/** A drag reorder: the whole list, position = index. */
export const ReorderBody = Type.Array(
  Type.Object({ id: RequestId(), position: Type.Integer({ minimum: 0, maximum: 1_000_000 }) }),
  { maxItems: 10_000, description: 'Every id must be one of your rows (else 404 and nothing changes)' },
)

/** Documentation of a one-image multipart body (not validated as JSON: see plugins/validator.ts). */
export const ImageUploadBody = (field: string) =>
  Type.Object(
    {
      [field]: Type.String({
        format: 'binary',
        description: '.jpg, .jpeg, .png or .gif (checked by content), at most 10 MB',
      }),
    },
    { 'x-multipart': true },
  )

export const UnclassifiedInfo = Type.Object({
  id: Id,
  unclassified_products: Type.Integer({ minimum: 0, description: "Products moved to 'Productos sin clasificar'" }),
})
export const AffectedInfo = Type.Object({
  id: Id,
  products_affected: Type.Integer({ minimum: 0, description: 'Products it was removed from (they are not deleted)' }),
})
export const DeletedInfo = Type.Object({ id: Id })

// ---- Product bodies (the data layer's ProductInput is the update's shape) ----

export const Limit = Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Null()], {
  description: 'Most variants a diner may choose; null = no limit',
})
/** The product's links, saved with its fields in one transaction; a given list replaces the whole set. */
const Links = {
  tag_ids: Type.Optional(
    Type.Array(RequestId(), {
      maxItems: 1000,
      description:
        "The product's whole tag set (replaces it; absent: unchanged). A missing or foreign id: 404 and nothing changes",
    }),
  ),
  variant_groups: Type.Optional(
    Type.Array(
      Type.Object({
        group_id: RequestId(),
        limit: Type.Optional(Limit),
        obligatory: Type.Optional(Type.Boolean()),
      }),
      {
        maxItems: 1000,
        description:
          "The product's whole list of variant groups, in display order (replaces it; absent: unchanged). " +
          'An absent limit/obligatory keeps the value of a group already attached (new ones: null, false). A missing or foreign id: 404 and nothing changes',
      },
    ),
  ),
  schedule: OptionalSchedule,
}

/** A combo's steps in requests: checked further by the shared rule (stepsProblem). */
export const StepsBody = Type.Array(
  Type.Object({
    name: Type.String({ maxLength: 80 }),
    min: Type.Integer({ minimum: 0, maximum: 20 }),
    max: Type.Integer({ minimum: 0, maximum: 20 }),
    items: Type.Array(
      Type.Object({
        product_id: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: ID_MAX }))),
        name: Type.Optional(Nullable(Type.String({ maxLength: 80 }))),
        surcharge: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: PRICE_MAX }))),
        translations: translationsBody(T.combo_item),
      }),
      { maxItems: 60 },
    ),
    translations: translationsBody(T.combo_step),
  }),
  { maxItems: 12, description: "A combo's whole list of steps (replaces it)" },
)
/** What makes a product a combo; a dish answers kind 'dish' and no steps (also a scheduled change's). */
export const ComboFields = {
  kind: Type.Optional(Type.Union([Type.Literal('dish'), Type.Literal('combo')])),
  steps: Type.Optional(StepsBody),
  daily: Type.Optional(Type.Boolean({ description: 'A menu of the day (only a combo)' })),
}

/** A new product's fields and links. */
export const NewProduct = Type.Object({
  name: Name,
  price: Price,
  description: Description,
  featured: Type.Optional(Type.Boolean()),
  recommended: Type.Optional(Type.Boolean()),
  enabled: Type.Optional(Type.Boolean()),
  position: OptionalPosition,
  ...ProductFactsBody,
  translations: translationsBody(T.product),
  ...Links,
  ...ComboFields,
})

/** Any subset of a product's fields and links. */
export const ProductChanges = Type.Object({
  name: Type.Optional(Name),
  price: Type.Optional(Price),
  description: Description,
  featured: Type.Optional(Type.Boolean()),
  recommended: Type.Optional(Type.Boolean()),
  enabled: Type.Optional(Type.Boolean()),
  position: OptionalPosition,
  category_id: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: ID_MAX }), Type.Null()])),
  image: Type.Optional(
    Type.Union([Type.Null(), Type.String({ maxLength: 500, description: 'Only the current URL (no change)' })]),
  ),
  ...ProductFactsBody,
  translations: translationsBody(T.product),
  ...Links,
  ...ComboFields,
})

// ---- Family and category updates (the data layer's FamilyInput and CategoryInput are their shapes) ----

/** Any subset of a family's fields; icon: only null (remove it) or the current URL (icons are uploaded). */
export const FamilyChanges = Type.Object({
  name: Type.Optional(Name),
  description: Description,
  position: OptionalPosition,
  icon: Type.Optional(
    Type.Union([Type.Null(), Type.String({ maxLength: 500, description: 'Only the current URL (no change)' })]),
  ),
  translations: translationsBody(T.family),
})

/** Any subset of a category's fields; a new family_id moves it. */
export const CategoryChanges = Type.Object({
  name: Type.Optional(Name),
  description: Description,
  family_id: Type.Optional(RequestId()),
  position: OptionalPosition,
  schedule: OptionalSchedule,
  translations: translationsBody(T.category),
})
