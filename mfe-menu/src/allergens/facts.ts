import type { rules } from '@menu/shared';
import {
  ALLERGEN_CODES,
  type AllergenCode,
  type AllergenLevel,
  type AllergenMap,
  normalizeAllergens,
} from '@menu/shared/menu/allergens';
import {
  type DishFactValues,
  factValuesOf,
  VALUE_FACT_NAMES,
  VALUE_FACTS,
  type ValueFact,
  type ValueFactName,
  valueProblem,
} from '@menu/shared/menu/dish-facts';
import { optionalText } from '@menu/shared/ui';

/**
 * The dish facts (allergens and the value facts of DISH_FACTS; diets for products) as the
 * editors' forms hold them and as they are saved. A form holds every code: 'unconfirmed' is
 * the radio the owner sees for a code absent from the map, and it is never sent.
 */
export type FormLevel = AllergenLevel | 'unconfirmed';
export type FormLevels = Record<AllergenCode, FormLevel>;

/** The facts' form fields, named as the API names them; a value fact as typed (a number as text, '' for none). */
export type FactsValues = { allergens: FormLevels } & Record<ValueFactName, string>;

/** What a dish holds of them, as the API answers and takes them. */
export type DishFacts = { allergens: AllergenMap } & DishFactValues;

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

const byValueFact = <T>(make: (fact: ValueFact & { name: ValueFactName }) => unknown) =>
  Object.fromEntries(VALUE_FACTS.map((fact) => [fact.name, make(fact)])) as T;

export const factsValues = (facts?: Partial<DishFacts>): FactsValues => ({
  allergens: formLevels(facts?.allergens),
  ...byValueFact<Record<ValueFactName, string>>((fact) => {
    const value = facts?.[fact.name];
    return value === null || value === undefined ? '' : String(value);
  }),
});

/** The facts to save from the form's values (a blank value fact is null: none). */
export const dishFactsOf = (values: Partial<FactsValues> | undefined): DishFacts => ({
  allergens: allergenMapOf(values?.allergens),
  ...byValueFact<DishFactValues>((fact) => {
    if (fact.kind === 'text') return optionalText(values?.[fact.name]);
    const text = String(values?.[fact.name] ?? '').trim();
    return text === '' ? null : Number(text);
  }),
});

/** The facts a dish holds, in the order the form saves them (to compare what changed). */
export const heldFacts = (dish: Partial<DishFacts>): DishFacts => ({
  allergens: normalizeAllergens(dish.allergens ?? {}),
  ...factValuesOf(dish),
});

/** Only the facts that hold something: what a create sends (an empty map is 'not confirmed', the default). */
export const givenFacts = (facts: DishFacts): Partial<DishFacts> => ({
  ...(Object.keys(facts.allergens).length ? { allergens: facts.allergens } : {}),
  ...Object.fromEntries(
    VALUE_FACTS.flatMap((fact) => (facts[fact.name] !== null ? [[fact.name, facts[fact.name]]] : [])),
  ),
});

/** The dish facts of a saved product or variant apart from its other fields. */
export function splitFacts<T extends DishFacts>(fields: T): { facts: DishFacts; rest: Omit<T, keyof DishFacts> } {
  const rest: Record<string, unknown> = { ...fields };
  for (const name of ['allergens', ...VALUE_FACT_NAMES]) delete rest[name];
  return { facts: heldFacts(fields), rest: rest as Omit<T, keyof DishFacts> };
}

type Rule = rules.Rule;

/** A value fact's rule: its declared limit (a number: whole, from 0 to its max, or empty). */
export const valueRule =
  (fact: ValueFact): Rule =>
  (value) =>
    valueProblem(fact, String(value ?? '').trim());
