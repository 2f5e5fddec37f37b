/**
 * The dish facts (docs/allergens.md): what a diner is told about a product or one of its
 * variant options besides its name, price and description. Declared once, here: the API's
 * schemas and repositories, the spreadsheet, the translations, the history's labels, the public
 * page and the panel's editor iterate DISH_FACTS, as they do MENU_LANGUAGES, so a new fact is
 * an entry of this list and a migration adding its column to `products` and `variants`
 * (api/test/dish-facts.test.ts walks every consumer for every entry).
 *
 * Two kinds:
 * - a value fact ('text' or 'integer'): one nullable column on products and variants alike;
 *   every consumer handles it from its entry alone.
 * - a catalogue fact ('allergens', 'diets'): a map or a list over a catalogue with rules of its
 *   own (allergens.ts); declared here for its name and label, read and checked by its own code.
 */

interface FactBase {
  /** The column of `products` (and `variants`) and the API's field. */
  name: string;
  /** Its Spanish name: the spreadsheet's column, the history's field, the editor's label. */
  label: string;
}

/** A short text ('350 g'): one line, trimmed, an empty one stored as null (not given). */
export interface TextFact extends FactBase {
  kind: 'text';
  maxLength: number;
  /**
   * Translated per language like a dish's name: the translations map, the Traducciones board,
   * the sheet's 'Porción (en)' columns and the public page in the diner's language.
   */
  translatable: boolean;
  /** What the owner is told when the text is longer than maxLength. */
  message: string;
  /** The field in the API's description. */
  description: string;
  /** The editor's example ('350 g'). */
  placeholder: string;
}

/** A whole number from 0 to `max`, null when not given; a number reads the same in every language. */
export interface IntegerFact extends FactBase {
  kind: 'integer';
  max: number;
  /** Written after the number on the public page and in the editor ('640 kcal'). */
  unit: string;
  /** What the owner is told when it is not a whole number from 0 to max. */
  message: string;
  description: string;
  translatable: false;
}

export interface CatalogueFact extends FactBase {
  kind: 'allergens' | 'diets';
}

export type ValueFact = TextFact | IntegerFact;
export type DishFact = ValueFact | CatalogueFact;

export const CALORIES_MAX = 20_000;
export const PORTION_MAX_LENGTH = 40;

/**
 * Every dish fact. The value facts' order is the order the public page writes them in
 * ('350 g · 640 kcal'), the spreadsheet's columns and the editor's fields.
 */
export const DISH_FACTS = [
  { name: 'allergens', kind: 'allergens', label: 'Alérgenos' },
  { name: 'diets', kind: 'diets', label: 'Dietas' },
  {
    name: 'portion',
    kind: 'text',
    label: 'Porción',
    maxLength: PORTION_MAX_LENGTH,
    translatable: true,
    message: `Escribe la porción en ${PORTION_MAX_LENGTH} caracteres como máximo`,
    description: "What the price buys, e.g. '350 g', '3 piezas'",
    placeholder: '350 g',
  },
  {
    name: 'calories',
    kind: 'integer',
    label: 'Calorías',
    max: CALORIES_MAX,
    unit: 'kcal',
    translatable: false,
    message: `Escribe las calorías como un número entero de 0 a ${CALORIES_MAX.toLocaleString('es-MX')}`,
    description: 'kcal of the portion',
  },
] as const satisfies readonly DishFact[];

type Declared = (typeof DISH_FACTS)[number];
type DeclaredValue = Extract<Declared, { kind: 'text' | 'integer' }>;
export type DishFactName = Declared['name'];
export type ValueFactName = DeclaredValue['name'];
export type TranslatableFactName = Extract<DeclaredValue, { translatable: true }>['name'];

/** A value fact's value: null when not given. */
export type DishFactValues = {
  [F in DeclaredValue as F['name']]: (F extends { kind: 'integer' } ? number : string) | null;
};

const isValueFact = (fact: DishFact): fact is ValueFact => fact.kind === 'text' || fact.kind === 'integer';

/** The value facts, in order (typed by their names). */
export const VALUE_FACTS = (DISH_FACTS as readonly DishFact[]).filter(isValueFact) as ReadonlyArray<
  ValueFact & { name: ValueFactName }
>;
export const VALUE_FACT_NAMES: readonly ValueFactName[] = VALUE_FACTS.map((f) => f.name);

/** The value facts a diner reads translated. */
export const TRANSLATABLE_FACTS = VALUE_FACTS.filter(
  (f): f is TextFact & { name: TranslatableFactName } => f.kind === 'text' && f.translatable,
);

export const FACT_BY_NAME: ReadonlyMap<string, DishFact> = new Map(
  (DISH_FACTS as readonly DishFact[]).map((f) => [f.name, f]),
);

/** The facts' Spanish names by field: the history's labels and the sheet's columns. */
export const FACT_LABELS = Object.fromEntries(DISH_FACTS.map((f) => [f.name, f.label])) as Record<DishFactName, string>;

/** Every value fact not given (a new dish's or a variant's columns). */
export const noFactValues = (): DishFactValues =>
  Object.fromEntries(VALUE_FACT_NAMES.map((name) => [name, null])) as DishFactValues;

/** A row's or an answer's value facts, and nothing else of it. */
export const factValuesOf = (item: Partial<Record<ValueFactName, unknown>>): DishFactValues =>
  Object.fromEntries(VALUE_FACT_NAMES.map((name) => [name, item[name] ?? null])) as DishFactValues;

/**
 * The problem of a value as typed (trimmed text; an integer as digits), or null. Integers come
 * as text from a form or a spreadsheet cell ('640'; a sheet's '640.0' is still whole).
 */
export function valueProblem(fact: ValueFact, text: string): string | null {
  if (fact.kind === 'text') return text.length > fact.maxLength ? fact.message : null;
  if (text === '') return null;
  return /^\d+(\.0+)?$/.test(text) && Number(text) <= fact.max ? null : fact.message;
}

/** A value as a diner reads it: a text as written, a number in the language's format and its unit. */
export function dinerValue(
  fact: ValueFact,
  value: string | number | null | undefined,
  integer: (value: number) => string,
): string | null {
  if (value == null || value === '') return null;
  return fact.kind === 'integer' ? `${integer(Number(value))} ${fact.unit}` : String(value);
}
