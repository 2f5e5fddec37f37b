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
import { AppError } from '../errors.js'
import type { Answer } from '../schemas/shapes.js'

/**
 * Allergens, diets, calories and portion in the repositories (docs/allergens.md): checked with
 * the shared rules (the panel's messages), stored as JSON text. undefined = unchanged.
 */

export interface DishFactsInput {
  allergens?: AllergenMap
  calories?: number | null
  portion?: string | null
}
export interface ProductFactsInput extends DishFactsInput {
  diets?: Diet[]
}

interface StoredFacts {
  allergens: string
  calories: number | null
  portion: string | null
}
interface StoredProductFacts extends StoredFacts {
  diets: string
}

/** `at`: where the object sits in the request ('variants.2.'), so the error names the field. */
const invalid = (problem: { field: string; message: string }, at: string) =>
  new AppError('VALIDATION_ERROR', problem.message, { field: at + problem.field })

/** The columns to set for a variant's (or a product's) facts; only the given ones. */
export function dishFactsSet(input: DishFactsInput, at = ''): Partial<StoredFacts> {
  const out: Partial<StoredFacts> = {}
  if (input.allergens !== undefined) {
    const problem = allergenMapProblem(input.allergens)
    if (problem) throw invalid(problem, at)
    out.allergens = JSON.stringify(normalizeAllergens(input.allergens))
  }
  if (input.calories !== undefined) out.calories = input.calories
  if (input.portion !== undefined) out.portion = input.portion?.trim() || null
  return out
}

/**
 * The columns to set for a product's facts. Its diets may not contradict its allergens as they
 * will be after the change (`current`: the stored row; none for a new product).
 */
export function productFactsSet(
  input: ProductFactsInput,
  current?: Pick<StoredProductFacts, 'allergens' | 'diets'>,
  at = '',
): Partial<StoredProductFacts> {
  const out: Partial<StoredProductFacts> = dishFactsSet(input, at)
  if (input.diets !== undefined) out.diets = JSON.stringify(normalizeDiets(input.diets))
  const diets = input.diets ?? parseStoredDiets(current?.diets)
  const allergens = input.allergens ?? parseStoredAllergens(current?.allergens)
  const problem = dietProblem(diets, allergens)
  if (problem) throw invalid(problem, at)
  return out
}

type FactsAnswer = Pick<Answer<'Variant'>, 'allergens' | 'calories' | 'portion'>

/** A stored row's facts as the API answers them. */
export const dishFactsOf = (r: StoredFacts): FactsAnswer => ({
  allergens: parseStoredAllergens(r.allergens),
  calories: r.calories === null ? null : Number(r.calories),
  portion: r.portion,
})

export const productFactsOf = (r: StoredProductFacts): FactsAnswer & Pick<Answer<'Product'>, 'diets'> => ({
  ...dishFactsOf(r),
  diets: parseStoredDiets(r.diets),
})
