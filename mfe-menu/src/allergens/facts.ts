import type { rules } from '@menu/shared';
import {
  ALLERGEN_CODES,
  ALLERGEN_MESSAGES,
  CALORIES_MAX,
  type AllergenCode,
  type AllergenLevel,
  type AllergenMap,
  PORTION_MAX_LENGTH,
  normalizeAllergens,
} from '@menu/shared/menu/allergens';
import { optionalText } from '@menu/shared/ui';

/**
 * The dish facts (allergens, calories, portion; diets for products) as the editors' forms
 * hold them and as they are saved. A form holds every code: 'unconfirmed' is the radio the
 * owner sees for a code absent from the map, and it is never sent.
 */
export type FormLevel = AllergenLevel | 'unconfirmed';
export type FormLevels = Record<AllergenCode, FormLevel>;

/** The facts' form fields, named as the API names them. */
export interface FactsValues {
  allergens: FormLevels;
  /** kcal as typed: an integer, or empty for none. */
  calories: string;
  portion: string;
}

/** What a dish holds of them, as the API answers and takes them. */
export interface DishFacts {
  allergens: AllergenMap;
  calories: number | null;
  portion: string | null;
}

export const formLevels = (map: AllergenMap = {}): FormLevels =>
  Object.fromEntries(ALLERGEN_CODES.map((code) => [code, map[code] ?? 'unconfirmed'])) as FormLevels;

/** The map of the confirmed codes, in catalogue order (stable to compare and to send). */
export function allergenMapOf(levels: Partial<Record<string, FormLevel>> | undefined): AllergenMap {
  const map: AllergenMap = {};
  for (const code of ALLERGEN_CODES) {
    const level = levels?.[code];
    if (level && level !== 'unconfirmed') map[code] = level;
  }
  return normalizeAllergens(map);
}

export const factsValues = (facts?: Partial<DishFacts>): FactsValues => ({
  allergens: formLevels(facts?.allergens),
  calories: facts?.calories === null || facts?.calories === undefined ? '' : String(facts.calories),
  portion: facts?.portion ?? '',
});

/** The facts to save from the form's values (a blank calories or portion is null: none). */
export const dishFactsOf = (values: Partial<FactsValues> | undefined): DishFacts => {
  const calories = String(values?.calories ?? '').trim();
  return {
    allergens: allergenMapOf(values?.allergens),
    calories: calories === '' ? null : Number(calories),
    portion: optionalText(values?.portion),
  };
};

/** The facts a dish holds, in the order the form saves them (to compare what changed). */
export const heldFacts = (dish: Partial<DishFacts>): DishFacts => ({
  allergens: normalizeAllergens(dish.allergens ?? {}),
  calories: dish.calories ?? null,
  portion: dish.portion ?? null,
});

/** Only the facts that hold something: what a create sends (an empty map is 'not confirmed', the default). */
export const givenFacts = (facts: DishFacts): Partial<DishFacts> => ({
  ...(Object.keys(facts.allergens).length ? { allergens: facts.allergens } : {}),
  ...(facts.calories !== null ? { calories: facts.calories } : {}),
  ...(facts.portion !== null ? { portion: facts.portion } : {}),
});

type Rule = rules.Rule;

/** kcal: an integer from 0 to CALORIES_MAX, or empty. */
export const caloriesRule: Rule = (value) => {
  const text = String(value ?? '').trim();
  if (text === '') return null;
  return /^\d+$/.test(text) && Number(text) <= CALORIES_MAX ? null : ALLERGEN_MESSAGES.calories;
};

/** The portion: at most PORTION_MAX_LENGTH characters once trimmed. */
export const portionRule: Rule = (value) =>
  String(value ?? '').trim().length <= PORTION_MAX_LENGTH ? null : ALLERGEN_MESSAGES.portion;
