/**
 * The allergens and diets of a dish (docs/allergens.md). One catalogue and one set of rules for
 * the API (validation, public menu, spreadsheet) and the panel (editor block, allergen board),
 * so a code, a word and a rule are written once. The dish facts as a whole (these two, portion,
 * calories) are declared in dish-facts.ts.
 *
 * A dish's allergens are a map code -> level. A code that is absent is "not confirmed": the
 * default, shown as such and never read as "free".
 */

/** The 14 allergens: Mexico's NOM-051 list (the first nine) and the EU's 14, in that order. */
export const ALLERGEN_CODES = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'tree_nuts',
  'sulphites',
  'celery',
  'mustard',
  'sesame',
  'lupin',
  'molluscs',
] as const;
export type AllergenCode = (typeof ALLERGEN_CODES)[number];

export interface Allergen {
  code: AllergenCode;
  /** The word a diner reads ('Gluten', 'Cacahuate'). */
  name: string;
  /** What it covers, for the legend and the editor's hint. */
  description: string;
  /** Font Awesome Free solid icon name (without 'fa-'); always shown with its word. */
  icon: string;
}

export const ALLERGENS: readonly Allergen[] = [
  {
    code: 'gluten',
    name: 'Gluten',
    description: 'Cereales con gluten: trigo, centeno, cebada, avena',
    icon: 'wheat-awn',
  },
  { code: 'crustaceans', name: 'Crustáceos', description: 'Camarón, langosta, cangrejo, langostino', icon: 'shrimp' },
  { code: 'eggs', name: 'Huevo', description: 'Huevo y productos de huevo', icon: 'egg' },
  { code: 'fish', name: 'Pescado', description: 'Pescado y productos de pescado', icon: 'fish' },
  { code: 'peanuts', name: 'Cacahuate', description: 'Cacahuate (maní) y sus derivados', icon: 'seedling' },
  { code: 'soy', name: 'Soya', description: 'Soya y sus derivados', icon: 'bottle-droplet' },
  { code: 'milk', name: 'Leche', description: 'Leche y lácteos, incluida la lactosa', icon: 'cow' },
  {
    code: 'tree_nuts',
    name: 'Nueces',
    description: 'Frutos de cáscara: nuez, almendra, avellana, pistache, nuez de la India',
    icon: 'tree',
  },
  {
    code: 'sulphites',
    name: 'Sulfitos',
    description: 'Sulfitos (más de 10 mg/kg), p. ej. en vino',
    icon: 'wine-glass',
  },
  { code: 'celery', name: 'Apio', description: 'Apio y sus derivados', icon: 'leaf' },
  { code: 'mustard', name: 'Mostaza', description: 'Mostaza y sus derivados', icon: 'jar' },
  { code: 'sesame', name: 'Ajonjolí', description: 'Semillas de ajonjolí (sésamo)', icon: 'cookie' },
  { code: 'lupin', name: 'Altramuz', description: 'Altramuz (lupino) y sus derivados', icon: 'spa' },
  { code: 'molluscs', name: 'Moluscos', description: 'Pulpo, calamar, almeja, ostión, mejillón', icon: 'fish-fins' },
];

export const ALLERGEN_BY_CODE: ReadonlyMap<string, Allergen> = new Map(ALLERGENS.map((a) => [a.code, a]));

/** What a dish has of one allergen; absent from the map = not confirmed. */
export const ALLERGEN_LEVELS = ['contains', 'may_contain', 'free'] as const;
export type AllergenLevel = (typeof ALLERGEN_LEVELS)[number];
export type AllergenMap = Partial<Record<AllergenCode, AllergenLevel>>;

/** A level's word in the panel, 'unconfirmed' being the absence of a level. */
export const LEVEL_LABELS: Record<AllergenLevel | 'unconfirmed', string> = {
  contains: 'Contiene',
  may_contain: 'Puede contener',
  free: 'No contiene',
  unconfirmed: 'Sin confirmar',
};

/** The board's click order: unconfirmed -> contains -> may contain -> free -> unconfirmed. */
export function nextLevel(level: AllergenLevel | undefined): AllergenLevel | undefined {
  if (level === undefined) return 'contains';
  if (level === 'contains') return 'may_contain';
  if (level === 'may_contain') return 'free';
  return undefined;
}

export const DIETS = ['vegetarian', 'vegan'] as const;
export type Diet = (typeof DIETS)[number];
export const DIET_LABELS: Record<Diet, string> = { vegetarian: 'Vegetariano', vegan: 'Vegano' };

/** Allergens of animal origin a diet excludes when a dish contains them. */
const EXCLUDED_BY: Record<Diet, readonly AllergenCode[]> = {
  vegetarian: ['fish', 'crustaceans', 'molluscs'],
  vegan: ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'],
};

export const ALLERGEN_MESSAGES = {
  code: (code: string) => `«${code}» no es un alérgeno del catálogo`,
  level: 'Elige Contiene, Puede contener o No contiene',
  diet: 'Elige Vegetariano o Vegano',
  contradiction: (diet: Diet, allergens: AllergenCode[]) =>
    `Un platillo ${DIET_LABELS[diet].toLowerCase()} no puede contener ${listWords(allergens)}: ` +
    `quita la etiqueta ${DIET_LABELS[diet]} o corrige los alérgenos`,
} as const;

function listWords(codes: AllergenCode[]): string {
  const words = codes.map((c) => ALLERGEN_BY_CODE.get(c)!.name.toLowerCase());
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} ni ${words.at(-1)}` : words[0]!;
}

export interface AllergenProblem {
  /** Path under the checked object: 'allergens.peanuts', 'diets', 'calories'. */
  field: string;
  message: string;
}

const isCode = (code: string): code is AllergenCode => ALLERGEN_BY_CODE.has(code);
const isLevel = (level: unknown): level is AllergenLevel =>
  typeof level === 'string' && (ALLERGEN_LEVELS as readonly string[]).includes(level);

/** The first unknown code or level of a map, or null. */
export function allergenMapProblem(map: Record<string, unknown>): AllergenProblem | null {
  for (const [code, level] of Object.entries(map)) {
    if (!isCode(code)) return { field: `allergens.${code}`, message: ALLERGEN_MESSAGES.code(code) };
    if (!isLevel(level)) return { field: `allergens.${code}`, message: ALLERGEN_MESSAGES.level };
  }
  return null;
}

/**
 * The allergens a dish contains that one of its diets excludes, as a problem on 'diets', or
 * null. Vegan is checked first: it names everything vegetarian would.
 */
export function dietProblem(diets: readonly string[], allergens: AllergenMap): AllergenProblem | null {
  for (const diet of ['vegan', 'vegetarian'] as const) {
    if (!diets.includes(diet)) continue;
    const clash = ALLERGEN_CODES.filter((code) => EXCLUDED_BY[diet].includes(code) && allergens[code] === 'contains');
    if (clash.length) return { field: 'diets', message: ALLERGEN_MESSAGES.contradiction(diet, clash) };
  }
  return null;
}

/** The map in catalogue order (stable JSON, stable comparisons). */
export function normalizeAllergens(map: AllergenMap): AllergenMap {
  const out: AllergenMap = {};
  for (const code of ALLERGEN_CODES) if (map[code]) out[code] = map[code];
  return out;
}

/** Diets in catalogue order, without repeats. */
export const normalizeDiets = (diets: readonly string[]): Diet[] => DIETS.filter((d) => diets.includes(d));

/** Stored JSON text -> map (unknown entries, which validation never lets in, are dropped). */
export function parseStoredAllergens(text: string | null | undefined): AllergenMap {
  if (!text) return {};
  const raw = JSON.parse(text) as Record<string, unknown>;
  const out: AllergenMap = {};
  for (const code of ALLERGEN_CODES) if (isLevel(raw[code])) out[code] = raw[code];
  return out;
}

export const parseStoredDiets = (text: string | null | undefined): Diet[] =>
  text ? normalizeDiets(JSON.parse(text) as string[]) : [];

/** "Sin gluten" is derived, never typed: gluten confirmed free. */
export const isGlutenFree = (map: AllergenMap): boolean => map.gluten === 'free';

/** Codes at one level, in catalogue order. */
export const codesAt = (map: AllergenMap, level: AllergenLevel): AllergenCode[] =>
  ALLERGEN_CODES.filter((code) => map[code] === level);

/** Nothing confirmed at all: the diner is told to ask the staff. */
export const nothingConfirmed = (map: AllergenMap): boolean => Object.keys(map).length === 0;

/** '?sin=gluten,peanuts' -> the known codes, in catalogue order (unknown words are ignored). */
export function parseAvoidList(value: string | readonly string[] | null | undefined): AllergenCode[] {
  const words = (Array.isArray(value) ? value : [value ?? ''])
    .flatMap((v: string) => v.split(','))
    .map((v) => v.trim());
  return ALLERGEN_CODES.filter((code) => words.includes(code));
}
