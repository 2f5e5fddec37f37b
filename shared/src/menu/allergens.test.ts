import {
  ALLERGEN_CODES,
  ALLERGENS,
  allergenMapProblem,
  codesAt,
  dietProblem,
  isGlutenFree,
  nextLevel,
  normalizeAllergens,
  normalizeDiets,
  nothingConfirmed,
  parseAvoidList,
  parseStoredAllergens,
  parseStoredDiets,
} from './allergens';

describe('the allergen catalogue', () => {
  it('has the 14 allergens, NOM-051 first, each with a Spanish word and an icon', () => {
    expect(ALLERGEN_CODES).toHaveLength(14);
    expect(ALLERGEN_CODES.slice(0, 9)).toEqual([
      'gluten',
      'crustaceans',
      'eggs',
      'fish',
      'peanuts',
      'soy',
      'milk',
      'tree_nuts',
      'sulphites',
    ]);
    expect(new Set(ALLERGENS.map((a) => a.name)).size).toBe(14);
    expect(ALLERGENS.find((a) => a.code === 'peanuts')?.name).toBe('Cacahuate');
    for (const a of ALLERGENS) expect(a.icon).toMatch(/^[a-z-]+$/);
  });
});

describe('allergen maps', () => {
  it('names the first unknown code or level', () => {
    expect(allergenMapProblem({ gluten: 'contains', milk: 'free' })).toBeNull();
    expect(allergenMapProblem({ peanut: 'contains' })).toEqual({
      field: 'allergens.peanut',
      message: '«peanut» no es un alérgeno del catálogo',
    });
    expect(allergenMapProblem({ gluten: 'yes' })?.field).toBe('allergens.gluten');
  });

  it('an absent code is not confirmed, never free; only gluten "free" is "Sin gluten"', () => {
    expect(nothingConfirmed({})).toBe(true);
    expect(nothingConfirmed({ soy: 'free' })).toBe(false);
    expect(isGlutenFree({})).toBe(false);
    expect(isGlutenFree({ gluten: 'may_contain' })).toBe(false);
    expect(isGlutenFree({ gluten: 'free' })).toBe(true);
    expect(codesAt({ milk: 'contains', gluten: 'contains', soy: 'free' }, 'contains')).toEqual(['gluten', 'milk']);
  });

  it('the board cycles unconfirmed -> contains -> may contain -> free -> unconfirmed', () => {
    expect(nextLevel(undefined)).toBe('contains');
    expect(nextLevel('contains')).toBe('may_contain');
    expect(nextLevel('may_contain')).toBe('free');
    expect(nextLevel('free')).toBeUndefined();
  });

  it('stores in catalogue order and reads back only what the catalogue knows', () => {
    expect(JSON.stringify(normalizeAllergens({ milk: 'free', gluten: 'contains' }))).toBe(
      '{"gluten":"contains","milk":"free"}',
    );
    expect(parseStoredAllergens('{"milk":"free","x":"contains","soy":"bad"}')).toEqual({ milk: 'free' });
    expect(parseStoredAllergens(null)).toEqual({});
    expect(parseStoredDiets('["vegan","keto","vegetarian"]')).toEqual(['vegetarian', 'vegan']);
    expect(normalizeDiets(['vegan', 'vegan'])).toEqual(['vegan']);
  });
});

describe('the diet rule', () => {
  it('a vegan dish may not contain milk, eggs, fish, crustaceans or molluscs', () => {
    expect(dietProblem(['vegan'], { milk: 'contains', eggs: 'contains' })).toEqual({
      field: 'diets',
      message: 'Un platillo vegano no puede contener huevo ni leche: quita la etiqueta Vegano o corrige los alérgenos',
    });
    expect(dietProblem(['vegan'], { molluscs: 'contains' })?.message).toMatch(/moluscos/);
    expect(dietProblem(['vegan'], { milk: 'may_contain', gluten: 'contains' })).toBeNull();
  });

  it('a vegetarian dish may contain milk and eggs but not fish, crustaceans or molluscs', () => {
    expect(dietProblem(['vegetarian'], { milk: 'contains', eggs: 'contains' })).toBeNull();
    expect(dietProblem(['vegetarian'], { crustaceans: 'contains' })?.message).toBe(
      'Un platillo vegetariano no puede contener crustáceos: quita la etiqueta Vegetariano o corrige los alérgenos',
    );
    expect(dietProblem([], { fish: 'contains' })).toBeNull();
  });
});

describe('the public menu filter', () => {
  it('reads ?sin= as a comma list or repeated, keeps catalogue order, ignores unknown words', () => {
    expect(parseAvoidList('peanuts,gluten')).toEqual(['gluten', 'peanuts']);
    expect(parseAvoidList(['milk', 'gluten,nope'])).toEqual(['gluten', 'milk']);
    expect(parseAvoidList(undefined)).toEqual([]);
    expect(parseAvoidList(' soy ')).toEqual(['soy']);
  });
});
