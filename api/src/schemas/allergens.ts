import {
  type AllergenCode,
  ALLERGEN_CODES,
  ALLERGEN_LEVELS,
  ALLERGEN_MESSAGES,
  CALORIES_MAX,
  DIETS,
  PORTION_MAX_LENGTH,
} from '@menu/shared/menu/allergens'
import { type TOptional, Type } from 'typebox'
import { Line } from './common.js'

/**
 * What a diner is told about a dish (docs/allergens.md): its allergens, diets, calories and
 * portion, in requests and answers. The shared catalogue (shared/src/menu/allergens.ts) gives
 * the codes and the Spanish messages; the diet rule, which a schema cannot state, is checked by
 * the repositories (data/dish-facts.ts).
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
const Calories = Type.Integer({
  minimum: 0,
  maximum: CALORIES_MAX,
  description: 'kcal of the portion',
  'x-message': ALLERGEN_MESSAGES.calories,
})
const Portion = Line({
  maxLength: PORTION_MAX_LENGTH,
  description: "What the price buys, e.g. '350 g', '3 piezas'",
  'x-message': { maxLength: ALLERGEN_MESSAGES.portion },
})

/** Request fields of a product or a variant: absent = unchanged; null or '' clears calories/portion. */
export const DishFactsBody = {
  allergens: Type.Optional(allergenMap({ description: 'The whole map (replaces it; absent: unchanged)' })),
  calories: Type.Optional(Type.Union([Calories, Type.Null()])),
  portion: Type.Optional(Type.Union([Portion, Type.Null()])),
}
/** Request fields of a product: the dish facts and its diets. */
export const ProductFactsBody = {
  ...DishFactsBody,
  diets: Type.Optional(Diets),
}

/** Answer fields of a variant. */
export const DishFactsAnswer = {
  allergens: Type.Ref('AllergenMap'),
  calories: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'kcal; null: not given' }),
  portion: Type.Union([Type.String(), Type.Null()], { description: 'null: not given' }),
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
