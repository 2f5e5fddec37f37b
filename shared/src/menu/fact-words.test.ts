import { ALLERGEN_CODES, type AllergenMap } from './allergens';
import { dinerFacts, type FactItem, factLines, SPANISH_FACT_WORDS as ES } from './fact-words';

const ALL_FREE = Object.fromEntries(ALLERGEN_CODES.map((code) => [code, 'free'])) as AllergenMap;

/** A dish's allergen sentences as plain text, joined as the panel shows them. */
const said = (allergens: AllergenMap, more: Omit<FactItem, 'allergens'> = {}) =>
  factLines(dinerFacts({ allergens, ...more }, ES, 'dish')).join(' · ');

describe('dinerFacts: what a diner reads about a dish', () => {
  it('nothing confirmed: the notice to ask the staff, and no list', () => {
    const facts = dinerFacts({ allergens: {} }, ES, 'dish');
    expect(facts).toEqual({
      portion: '',
      lists: [],
      notice: {
        text: 'Alérgenos sin confirmar, consulta al personal',
        short: 'Alérgenos sin confirmar',
        unconfirmed: true,
      },
      diets: [],
    });
  });

  it("contains some, the rest unconfirmed: the list and 'Otros alérgenos sin confirmar'", () => {
    expect(factLines(dinerFacts({ allergens: { gluten: 'contains', milk: 'contains' } }, ES, 'dish'))).toEqual([
      'Contiene: Gluten, Leche',
      'Otros alérgenos sin confirmar',
    ]);
  });

  it('partly confirmed with only "No contiene": never read as free nor as nothing confirmed', () => {
    expect(said({ peanuts: 'free', milk: 'free', eggs: 'free' })).toBe('Otros alérgenos sin confirmar');
    // Gluten confirmed free is said as the diet 'Sin gluten', the rest still unconfirmed.
    expect(said({ gluten: 'free', peanuts: 'may_contain' })).toBe(
      'Puede contener: Cacahuate · Otros alérgenos sin confirmar · Sin gluten',
    );
  });

  it('every allergen confirmed: the lists alone, or none of the 14 when nothing is contained', () => {
    expect(said({ ...ALL_FREE, gluten: 'contains', eggs: 'may_contain' })).toBe(
      'Contiene: Gluten · Puede contener: Huevo',
    );
    const free = dinerFacts({ allergens: ALL_FREE, diets: ['vegetarian', 'vegan'] }, ES, 'dish');
    expect(free.notice).toEqual({
      text: 'No contiene ninguno de los 14 alérgenos',
      short: 'No contiene ninguno de los 14 alérgenos',
      unconfirmed: false,
    });
    expect(free.diets).toEqual(['Vegetariano', 'Vegano', 'Sin gluten']);
  });

  it('the short notices: the public page marks a dish with them (never silent), paper keeps the long ones', () => {
    expect(dinerFacts({ allergens: { gluten: 'contains' } }, ES, 'dish').notice).toEqual({
      text: 'Otros alérgenos sin confirmar',
      short: 'Otros sin confirmar',
      unconfirmed: true,
    });
  });

  it("portion and kcal in the language's number format; '' when neither is given", () => {
    expect(dinerFacts({ allergens: {}, portion: '350 g', calories: 1200 }, ES, 'dish').portion).toBe(
      '350 g · 1,200 kcal',
    );
    expect(dinerFacts({ allergens: {}, calories: 0 }, ES, 'dish').portion).toBe('0 kcal');
    expect(dinerFacts({ allergens: {}, portion: null, calories: null }, ES, 'dish').portion).toBe('');
  });

  it("a variant option: its own lists and portion only (its allergens add to its dish's: no notice, no diets)", () => {
    const peanuts = dinerFacts({ allergens: { peanuts: 'contains' }, portion: '30 g' }, ES, 'option');
    expect(factLines(peanuts)).toEqual(['Contiene: Cacahuate']);
    expect(peanuts.portion).toBe('30 g');
    expect(peanuts.lists).toEqual([{ level: 'contains', label: 'Contiene', codes: ['peanuts'], names: ['Cacahuate'] }]);
    expect(factLines(dinerFacts({ allergens: {} }, ES, 'option'))).toEqual([]);
    expect(factLines(dinerFacts({ allergens: { gluten: 'free' } }, ES, 'option'))).toEqual([]);
  });

  it("speaks the words it is given (each language's page words extend FactWords)", () => {
    const en = {
      ...ES,
      levels: { ...ES.levels, contains: 'Contains' },
      allergens: { ...ES.allergens, milk: 'Milk' },
      allergy: { ...ES.allergy, othersUnconfirmed: 'Other allergens not confirmed' },
    };
    expect(factLines(dinerFacts({ allergens: { milk: 'contains' } }, en, 'dish'))).toEqual([
      'Contains: Milk',
      'Other allergens not confirmed',
    ]);
  });
});
