import {
  ALLERGEN_CODES,
  ALLERGENS,
  type AllergenCode,
  type AllergenLevel,
  type AllergenMap,
  codesAt,
  DIET_LABELS,
  type Diet,
  isGlutenFree,
  LEVEL_LABELS,
  nothingConfirmed,
} from './allergens';
import { type DishFactValues, dinerValue, VALUE_FACTS } from './dish-facts';

/**
 * What a diner reads about a dish's facts (allergens, diets, portion, calories), in words: the
 * one rule the public menu (HTML, api/src/public-menu/allergens.ts), the printed menu
 * (api/src/print/menu-blocks.ts) and the template editor (mfe-multisucursal) all call, so paper
 * and the panel never say less, or other, than the page (docs/allergens.md). Pure: the caller
 * gives the words of its language and renders the result as HTML or plain text.
 */

/** The words the rule needs; the public menu's `PageWords` of every language extends it. */
export interface FactWords {
  /** The allergen catalogue's words for diners (shared catalogue's `name` in Spanish). */
  allergens: Record<AllergenCode, string>;
  levels: Record<AllergenLevel | 'unconfirmed', string>;
  diets: Record<Diet, string> & { glutenFree: string };
  allergy: FactNotices;
}

/** A dish's sentences about its allergens as a whole, and the calories' number format. */
export interface FactNotices {
  /** A whole number (calories) in the language's format: '1,200'. */
  integer: (value: number) => string;
  /** A dish with nothing confirmed. */
  nothingConfirmed: string;
  /** A dish with some allergens confirmed and the rest not. */
  othersUnconfirmed: string;
  /**
   * The same two notices, short: the public page marks each dish with these and says the
   * whole sentence once, near the allergen filter (docs/allergens.md); paper and the panel keep
   * the long ones.
   */
  nothingConfirmedShort: string;
  othersUnconfirmedShort: string;
  /** A dish with every allergen confirmed free. */
  noneOfAll: (count: number) => string;
}

/** The Spanish words (the product's original wording): the panel's, and the Spanish page's. */
export const SPANISH_FACT_WORDS: FactWords = {
  allergens: Object.fromEntries(ALLERGENS.map((a) => [a.code, a.name])) as Record<AllergenCode, string>,
  levels: LEVEL_LABELS,
  diets: { ...DIET_LABELS, glutenFree: 'Sin gluten' },
  allergy: {
    integer: (value) => new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 }).format(value),
    nothingConfirmed: 'Alérgenos sin confirmar, consulta al personal',
    othersUnconfirmed: 'Otros alérgenos sin confirmar',
    nothingConfirmedShort: 'Alérgenos sin confirmar',
    othersUnconfirmedShort: 'Otros sin confirmar',
    noneOfAll: (count) => `No contiene ninguno de los ${count} alérgenos`,
  },
};

/** A dish or a variant option as the rule reads it (variants have no diets). */
export interface FactItem extends Partial<DishFactValues> {
  allergens: AllergenMap;
  diets?: readonly Diet[];
}

/** 'Contiene: Gluten, Leche' as parts, so HTML can put an icon before each name. */
export interface FactList {
  level: 'contains' | 'may_contain';
  label: string;
  codes: AllergenCode[];
  names: string[];
}

export interface DinerFacts {
  /**
   * The value facts in their declared order (dish-facts.ts), '350 g · 640 kcal': what the price
   * buys (PROFECO); '' when none is given.
   */
  portion: string;
  /** What it contains, then what it may contain; each only when it has something. */
  lists: FactList[];
  /**
   * A dish's sentence about the rest: nothing confirmed, the others not confirmed, or none of
   * the 14 (`unconfirmed`: it is a caveat); null when the lists say it all, and always for an
   * option, whose allergens add to its dish's. `short`: the same notice in a few words (the
   * public page's marker per dish, FactNotices).
   */
  notice: { text: string; short: string; unconfirmed: boolean } | null;
  /** A dish's diets in words, 'Sin gluten' derived from gluten: free (never on an option). */
  diets: string[];
}

/**
 * The facts of a dish (`kind` 'dish') or of one of its variant options ('option') in `w`'s
 * words. A code absent from the map is not confirmed and never read as free: a dish with
 * nothing confirmed is told to ask the staff, a partly confirmed one says the rest is not.
 */
export function dinerFacts(item: FactItem, w: FactWords, kind: 'dish' | 'option'): DinerFacts {
  const map = item.allergens;
  const portion = VALUE_FACTS.map((fact) => dinerValue(fact, item[fact.name], w.allergy.integer))
    .filter(Boolean)
    .join(' · ');
  const lists = (['contains', 'may_contain'] as const).flatMap((level): FactList[] => {
    const codes = codesAt(map, level);
    return codes.length ? [{ level, label: w.levels[level], codes, names: codes.map((c) => w.allergens[c]) }] : [];
  });
  if (kind === 'option') return { portion, lists, notice: null, diets: [] };
  let notice: DinerFacts['notice'] = null;
  if (nothingConfirmed(map))
    notice = { text: w.allergy.nothingConfirmed, short: w.allergy.nothingConfirmedShort, unconfirmed: true };
  else if (Object.keys(map).length < ALLERGEN_CODES.length)
    notice = { text: w.allergy.othersUnconfirmed, short: w.allergy.othersUnconfirmedShort, unconfirmed: true };
  else if (!lists.length) {
    const text = w.allergy.noneOfAll(ALLERGEN_CODES.length);
    notice = { text, short: text, unconfirmed: false };
  }
  const diets = [...(item.diets ?? []).map((d) => w.diets[d]), ...(isGlutenFree(map) ? [w.diets.glutenFree] : [])];
  return { portion, lists, notice, diets };
}

/** 'Contiene: Gluten, Leche', as paper and the panel write a list. */
export const listText = (list: FactList): string => `${list.label}: ${list.names.join(', ')}`;

/**
 * The allergen sentences of `dinerFacts` as plain text, in the page's order (lists, the
 * notice, the diets joined by ' · '); the portion is left to the caller, which places it
 * (under the price on a dish, after the allergens on an option).
 */
export function factLines(facts: DinerFacts): string[] {
  return [
    ...facts.lists.map(listText),
    ...(facts.notice ? [facts.notice.text] : []),
    ...(facts.diets.length ? [facts.diets.join(' · ')] : []),
  ];
}
