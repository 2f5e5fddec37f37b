import {
  addDays,
  COMBO_MESSAGES,
  type ComboStep,
  comboAvailable,
  mondayOf,
  normalizeSteps,
  parseStoredPricing,
  parseStoredSteps,
  POSITION_MESSAGES,
  positionPricingProblem,
  positionPricingText,
  priceAtPosition,
  stepProductIds,
  stepsProblem,
  weekdayOf,
} from './combos';

const sopa: ComboStep = { name: 'Sopa', min: 1, max: 1, items: [{ name: 'Fideo' }, { name: 'Consomé' }] };
const guisado: ComboStep = {
  name: 'Guisado',
  min: 1,
  max: 2,
  items: [{ product_id: 1, surcharge: 15 }, { product_id: 2 }],
};
const bebida: ComboStep = { name: 'Bebida', min: 0, max: 1, items: [{ product_id: 3 }] };

describe('stepsProblem', () => {
  it('accepts a comida corrida: named and dish items, surcharges, an optional step', () => {
    expect(stepsProblem([sopa, guisado, bebida])).toBeNull();
  });

  it('names the field of the first problem, with `at` before it', () => {
    expect(stepsProblem([])).toEqual({ field: 'steps', message: COMBO_MESSAGES.noSteps });
    expect(stepsProblem([sopa, { ...guisado, min: 3, max: 2 }])).toEqual({
      field: 'steps.1.min',
      message: COMBO_MESSAGES.minMax,
    });
    expect(stepsProblem([{ ...guisado, min: 2, max: 3, items: [{ product_id: 1 }] }], 'days.2.')).toEqual({
      field: 'days.2.steps.0.min',
      message: COMBO_MESSAGES.fewItems,
    });
    expect(stepsProblem([{ ...sopa, items: [{ name: 'Fideo', product_id: 4 }] }])?.message).toBe(
      COMBO_MESSAGES.itemBoth,
    );
    expect(stepsProblem([{ ...sopa, items: [{ name: ' ' }] }])).toEqual({
      field: 'steps.0.items.0.name',
      message: COMBO_MESSAGES.itemName,
    });
    expect(stepsProblem([{ ...guisado, items: [{ product_id: 1 }, { product_id: 1 }] }])).toEqual({
      field: 'steps.0.items.1.product_id',
      message: COMBO_MESSAGES.repeated,
    });
    expect(stepsProblem([{ ...sopa, name: '' }])?.field).toBe('steps.0.name');
    expect(stepsProblem([{ ...sopa, max: 0, min: 0 }])?.message).toBe(COMBO_MESSAGES.maxZero);
    expect(stepsProblem([{ ...sopa, max: 21 }])?.message).toBe(COMBO_MESSAGES.range);
    expect(stepsProblem([{ ...sopa, items: [] }])?.field).toBe('steps.0.items');
    expect(stepsProblem([{ ...sopa, items: [{ name: 'x', surcharge: -1 }] }])?.field).toBe('steps.0.items.0.surcharge');
    expect(stepsProblem(Array.from({ length: 13 }, () => sopa))?.message).toBe(COMBO_MESSAGES.tooManySteps);
  });
});

describe('normalizeSteps, parseStoredSteps, stepProductIds', () => {
  it('trims names, answers absent values as null and drops a dish item’s name', () => {
    expect(
      normalizeSteps([{ name: ' Sopa ', min: 1, max: 1, items: [{ name: ' Fideo ' }, { product_id: 5, name: 'x' }] }]),
    ).toEqual([
      {
        name: 'Sopa',
        min: 1,
        max: 1,
        items: [
          { product_id: null, name: 'Fideo', surcharge: null },
          { product_id: 5, name: null, surcharge: null },
        ],
      },
    ]);
  });

  it('reads unreadable stored text as no steps, and lists each dish once', () => {
    expect(parseStoredSteps(null)).toEqual([]);
    expect(parseStoredSteps('{')).toEqual([]);
    expect(parseStoredSteps('{"a":1}')).toEqual([]);
    expect(parseStoredSteps(JSON.stringify([sopa]))).toEqual([sopa]);
    expect(stepProductIds([guisado, bebida, { ...guisado, name: 'Otro' }])).toEqual([1, 2, 3]);
  });
});

describe('comboAvailable', () => {
  it('is sold out when a step can no longer reach its minimum (at least 1) with available items', () => {
    const all = () => true;
    expect(comboAvailable([sopa, guisado, bebida], all)).toBe(true);
    // One guisado out: the other still fills the step.
    expect(comboAvailable([sopa, guisado], (id) => id !== 1)).toBe(true);
    // Both out: sold out.
    expect(comboAvailable([sopa, guisado], (id) => id > 2)).toBe(false);
    // An optional step with nothing left also counts (at least 1 to offer).
    expect(comboAvailable([sopa, bebida], (id) => id !== 3)).toBe(false);
    // Named items are always available.
    expect(comboAvailable([sopa], () => false)).toBe(true);
    const two: ComboStep = {
      name: 'Dos',
      min: 2,
      max: 2,
      items: [{ product_id: 1 }, { product_id: 2 }, { name: 'Arroz' }],
    };
    expect(comboAvailable([two], (id) => id === 1)).toBe(true);
    expect(comboAvailable([two], () => false)).toBe(false);
  });
});

describe('dates of the menu of the day', () => {
  it('adds days across months and years, and finds the Monday of a week', () => {
    expect(addDays('2026-12-07', 6)).toBe('2026-12-13');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-12-07')).toBe(1);
    expect(weekdayOf('2026-12-13')).toBe(0);
    expect(mondayOf('2026-12-13')).toBe('2026-12-07');
    expect(mondayOf('2026-12-07')).toBe('2026-12-07');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});

describe('position pricing', () => {
  it('validates against the group’s limit', () => {
    expect(positionPricingProblem(null, 3)).toBeNull();
    expect(positionPricingProblem({ free: 2, each: 10 }, 5)).toBeNull();
    expect(positionPricingProblem({ free: 2, each: 10 }, null)).toBeNull();
    expect(positionPricingProblem({ free: 4, each: 10 }, 3)).toEqual({
      field: 'position_pricing.free',
      message: POSITION_MESSAGES.freeOverMax,
    });
    expect(positionPricingProblem({ free: 1.5, each: 10 })?.field).toBe('position_pricing.free');
    expect(positionPricingProblem({ free: 1, each: 10.001 })?.field).toBe('position_pricing.each');
    expect(positionPricingProblem({ prices: [] })?.message).toBe(POSITION_MESSAGES.noPrices);
    expect(positionPricingProblem({ prices: [0, 10, 15] }, 2)?.message).toBe(POSITION_MESSAGES.pricesOverMax);
    expect(positionPricingProblem({ prices: [0, -1] }, null, 'groups.0.position_pricing')).toEqual({
      field: 'groups.0.position_pricing.prices.1',
      message: POSITION_MESSAGES.price,
    });
  });

  it('prices each position and says it in Spanish', () => {
    const firstTwoFree = { free: 2, each: 10 };
    expect([1, 2, 3, 4].map((n) => priceAtPosition(firstTwoFree, n))).toEqual([0, 0, 10, 10]);
    const list = { prices: [0, 10, 15] };
    expect([1, 2, 3, 4].map((n) => priceAtPosition(list, n))).toEqual([0, 10, 15, 15]);
    expect(positionPricingText(firstTwoFree)).toBe('Las primeras 2 sin costo, después +$10 c/u');
    expect(positionPricingText({ free: 1, each: 0 })).toBe('La primera sin costo');
    expect(positionPricingText({ free: 0, each: 12.5 })).toBe('+$12.50 c/u');
    expect(positionPricingText(list)).toBe('1.ª sin costo · 2.ª +$10 · 3.ª +$15 y siguientes');
    expect(positionPricingText({ prices: [5] })).toBe('+$5 c/u');
    expect(parseStoredPricing(JSON.stringify(list))).toEqual(list);
    expect(parseStoredPricing('nope')).toBeNull();
    expect(parseStoredPricing(null)).toBeNull();
  });
});
