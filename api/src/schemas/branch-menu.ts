import { Type } from 'typebox'

/**
 * GET /v1/sucursales/{id}/menu (routes/branches/menu.ts): a branch's menu as its diners get it,
 * for integrators (point of sale, delivery apps). Prices are numbers in the account's currency.
 */

const Texts = {
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
}

const BranchMenuVariant = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  price: Type.Union([Type.Number(), Type.Null()], { description: "null: the product's price" }),
  enabled: Type.Boolean({ description: 'Offered in this branch (its template, region or the base menu)' }),
  sold_out: Type.Boolean({ description: "Marked 'Agotado' in this branch now" }),
})

const BranchMenuVariantGroup = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  obligatory: Type.Boolean(),
  limit: Type.Union([Type.Integer(), Type.Null()], { description: 'How many variants a diner may choose; null: any' }),
  variants: Type.Array(BranchMenuVariant),
})

const BranchMenuProduct = Type.Object({
  id: Type.Integer(),
  ...Texts,
  price: Type.Number({ description: "This branch's price: its template's, else its region's, else the base menu's" }),
  enabled: Type.Boolean({ description: 'Offered in this branch: the diners see only enabled products' }),
  sold_out: Type.Boolean({ description: "Marked 'Agotado' in this branch now" }),
  portion: Type.Union([Type.String(), Type.Null()]),
  calories: Type.Union([Type.Number(), Type.Null()]),
  image: Type.Union([Type.String(), Type.Null()]),
  allergens: Type.Ref('AllergenMap'),
  diets: Type.Array(Type.Union([Type.Literal('vegetarian'), Type.Literal('vegan')])),
  variant_groups: Type.Array(BranchMenuVariantGroup),
  kind: Type.Union([Type.Literal('dish'), Type.Literal('combo')]),
  daily: Type.Boolean({ description: 'A menu of the day: its steps change by date (GET /v1/products/{id}/days)' }),
  steps: Type.Array(Type.Ref('ComboStep'), {
    description: "A combo's steps today in this branch's date (a menu of the day's own for that date); [] for a dish",
  }),
})

const Marketing = {
  id: Type.Integer(),
  ...Texts,
  enabled: Type.Boolean({ description: 'Shown in this branch' }),
  expiration: Type.Union([Type.String({ format: 'date' }), Type.Null()], { description: 'Last day it is shown' }),
}

export const BranchMenu = Type.Object(
  {
    branch: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      route_key: Type.String({ description: 'Its public menu is /m/{route_key}' }),
      time_zone: Type.String({ description: 'IANA zone of its clock (schedules, sold-out marks)' }),
      enabled: Type.Boolean({ description: 'false: its public menu says it is not available' }),
    }),
    currency: Type.String({ description: 'ISO 4217 code of every price, e.g. MXN' }),
    language: Type.String({ description: 'The language of the texts (ISO 639-1)' }),
    languages: Type.Array(Type.String(), { description: 'The languages the menu is offered in, Spanish first' }),
    families: Type.Array(
      Type.Object({
        id: Type.Integer(),
        ...Texts,
        categories: Type.Array(Type.Object({ id: Type.Integer(), ...Texts, products: Type.Array(BranchMenuProduct) })),
      }),
      { description: 'By position; products without a category are on no menu and not listed' },
    ),
    promotions: Type.Array(Type.Object({ ...Marketing, poster: Type.Union([Type.String(), Type.Null()]) }), {
      description: 'Unexpired ones, when the plan includes promotions',
    }),
    advertising: Type.Array(
      Type.Object({
        ...Marketing,
        image_mobile: Type.Union([Type.String(), Type.Null()]),
        image_desktop: Type.Union([Type.String(), Type.Null()]),
      }),
      { description: 'Unexpired ones, when the plan includes advertising' },
    ),
  },
  { $id: 'BranchMenu' },
)
