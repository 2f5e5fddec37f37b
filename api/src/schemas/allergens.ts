import {
  type AllergenCode,
  ALLERGEN_CODES,
  ALLERGEN_LEVELS,
  ALLERGEN_MESSAGES,
  DIETS,
} from '@menu/shared/menu/allergens'
import { type DishFactValues, VALUE_FACTS, type ValueFact, type ValueFactName } from '@menu/shared/menu/dish-facts'
import { type TInteger, type TNull, type TOptional, type TSchema, type TString, type TUnion, Type } from 'typebox'
import { Line } from './common.js'

/**
 * What a diner is told about a dish (docs/allergens.md): its allergens, diets and value facts
 * (portion, calories: each one of DISH_FACTS, shared/src/menu/dish-facts.ts), in requests and
 * answers. The shared catalogue gives the codes and the Spanish messages; the diet rule, which
 * a schema cannot state, is checked by the repositories (data/dish-facts.ts).
 */

const Level = Type.Enum([...ALLERGEN_LEVELS], {
  description: "contains · may_contain (trazas) · free; an absent code is 'not confirmed'",
  'x-message': ALLERGEN_MESSAGES.level,
})

const levels = Object.fromEntries(ALLERGEN_CODES.map((code) => [code, Type.Optional(Level)])) as Record<
  AllergenCode,
  TOptional<typeof Level>
>
const allergenMap = (options: Record<string, unknown> = {}) =>
  Type.Object(levels, {
    additionalProperties: Type.Never({ 'x-message': 'No es un alérgeno del catálogo (GET /v1/allergens)' }),
    description:
      "Allergen code -> level. A code that is absent is 'not confirmed' (the default), never 'free'; an unknown code or level is a 400 naming it",
    ...options,
  })

/** A map as answered (a named component, so the panel's types call it AllergenMap). */
export const AllergenMap = allergenMap({ $id: 'AllergenMap', title: 'AllergenMap' })

const Diets = Type.Array(Type.Enum([...DIETS], { 'x-message': ALLERGEN_MESSAGES.diet }), {
  maxItems: DIETS.length,
  uniqueItems: true,
  description:
    'vegetarian, vegan. A vegan dish may not contain milk, eggs, fish, crustaceans or molluscs, a vegetarian one fish, crustaceans or molluscs (400 naming diets)',
})
/** A value fact's schema: an integer or a text, typed by its name. */
type Valued<N extends ValueFactName> = NonNullable<DishFactValues[N]> extends number ? TInteger : TString
/** The value facts as answered: each one's value or null. */
export type ValueFactFields = { [N in ValueFactName]: TUnion<[Valued<N>, TNull]> }
/** A field per value fact (DISH_FACTS), in order, each made by `make`. */
export const valueFields = <T>(make: (fact: ValueFact) => TSchema) =>
  Object.fromEntries(VALUE_FACTS.map((fact) => [fact.name, make(fact)])) as T

/** A value as a request gives it, with its rule and the owner's message. */
const requestValue = (fact: ValueFact) =>
  fact.kind === 'integer'
    ? Type.Integer({ minimum: 0, maximum: fact.max, description: fact.description, 'x-message': fact.message })
    : Line({ maxLength: fact.maxLength, description: fact.description, 'x-message': { maxLength: fact.message } })

/** Request fields of a product or a variant: absent = unchanged; null or '' clears a value fact. */
export const DishFactsBody = {
  allergens: Type.Optional(allergenMap({ description: 'The whole map (replaces it; absent: unchanged)' })),
  ...valueFields<{ [N in ValueFactName]: TOptional<TUnion<[Valued<N>, TNull]>> }>((fact) =>
    Type.Optional(Type.Union([requestValue(fact), Type.Null()])),
  ),
}
/** Request fields of a product: the dish facts and its diets. */
export const ProductFactsBody = {
  ...DishFactsBody,
  diets: Type.Optional(Diets),
}

/** Answer fields of a variant. */
export const DishFactsAnswer = {
  allergens: Type.Ref('AllergenMap'),
  ...valueFields<ValueFactFields>((fact) =>
    fact.kind === 'integer'
      ? Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: `${fact.unit}; null: not given` })
      : Type.Union([Type.String(), Type.Null()], { description: 'null: not given' }),
  ),
}
/** Answer fields of a product. */
export const ProductFactsAnswer = { ...DishFactsAnswer, diets: Diets }

/** One allergen of the catalogue (GET /v1/allergens). */
export const AllergenInfo = Type.Object(
  {
    code: Type.Enum([...ALLERGEN_CODES]),
    name: Type.String({ description: "The word a diner reads, e.g. 'Cacahuate'" }),
    description: Type.String({ description: 'What it covers' }),
    icon: Type.String({ description: "Font Awesome Free solid class, e.g. 'fa-solid fa-wheat-awn'" }),
  },
  { $id: 'Allergen', title: 'Allergen' },
)

export const ALLERGEN_SCHEMAS = [AllergenMap, AllergenInfo]
