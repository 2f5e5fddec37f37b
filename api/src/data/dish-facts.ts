import {
  type AllergenMap,
  allergenMapProblem,
  type Diet,
  dietProblem,
  normalizeAllergens,
  normalizeDiets,
  parseStoredAllergens,
  parseStoredDiets,
} from '@menu/shared/menu/allergens'
import { type DishFactValues, VALUE_FACTS } from '@menu/shared/menu/dish-facts'
import { AppError } from '../errors.js'
import type { Answer } from '../schemas/shapes.js'

/**
 * The dish facts in the repositories (docs/allergens.md): allergens and diets checked with the
 * shared rules (the panel's messages) and stored as JSON text; the value facts (DISH_FACTS,
 * shared/src/menu/dish-facts.ts) one column each, a text trimmed and '' stored as null.
 * undefined = unchanged.
 */

export interface DishFactsInput extends Partial<DishFactValues> {
  allergens?: AllergenMap
}
export interface ProductFactsInput extends DishFactsInput {
  diets?: Diet[]
}

/** As stored: a database may answer an integer column as a string (PostgreSQL's bigint). */
type StoredFacts = { allergens: string } & { [K in keyof DishFactValues]: DishFactValues[K] | string }
interface StoredProductFacts extends StoredFacts {
  diets: string
}
type SetFacts = { allergens: string } & DishFactValues

/** `at`: where the object sits in the request ('variants.2.'), so the error names the field. */
const invalid = (problem: { field: string; message: string }, at: string) =>
  new AppError('VALIDATION_ERROR', problem.message, { field: at + problem.field })

/** The columns to set for a variant's (or a product's) facts; only the given ones. */
export function dishFactsSet(input: DishFactsInput, at = ''): Partial<SetFacts> {
  const out: Record<string, string | number | null> = {}
  if (input.allergens !== undefined) {
    const problem = allergenMapProblem(input.allergens)
    if (problem) throw invalid(problem, at)
    out.allergens = JSON.stringify(normalizeAllergens(input.allergens))
  }
  for (const fact of VALUE_FACTS) {
    const value = input[fact.name]
    if (value === undefined) continue
    out[fact.name] = typeof value === 'string' ? value.trim() || null : value
  }
  return out as Partial<SetFacts>
}

/**
 * The columns to set for a product's facts. Its diets may not contradict its allergens as they
 * will be after the change (`current`: the stored row; none for a new product).
 */
export function productFactsSet(
  input: ProductFactsInput,
  current?: Pick<StoredProductFacts, 'allergens' | 'diets'>,
  at = '',
): Partial<SetFacts & { diets: string }> {
  const out: Partial<SetFacts & { diets: string }> = dishFactsSet(input, at)
  if (input.diets !== undefined) out.diets = JSON.stringify(normalizeDiets(input.diets))
  const diets = input.diets ?? parseStoredDiets(current?.diets)
  const allergens = input.allergens ?? parseStoredAllergens(current?.allergens)
  const problem = dietProblem(diets, allergens)
  if (problem) throw invalid(problem, at)
  return out
}

type FactsAnswer = Pick<Answer<'Variant'>, 'allergens' | keyof DishFactValues>

/** A stored row's facts as the API answers them. */
export function dishFactsOf(r: StoredFacts): FactsAnswer {
  const out: Record<string, unknown> = { allergens: parseStoredAllergens(r.allergens) }
  for (const fact of VALUE_FACTS) {
    const value = r[fact.name]
    out[fact.name] = value === null || fact.kind === 'text' ? value : Number(value)
  }
  return out as FactsAnswer
}

export const productFactsOf = (r: StoredProductFacts): FactsAnswer & Pick<Answer<'Product'>, 'diets'> => ({
  ...dishFactsOf(r),
  diets: parseStoredDiets(r.diets),
})
