import {
  changedPrice,
  changeLabel,
  isPriceRounding,
  PRICE_ROUNDINGS,
  type PriceRounding,
  ROUNDING_LABELS,
  roundPrice,
} from './price-rounding';

describe('PRICE_ROUNDINGS', () => {
  it('lists the five rules in the panel order, each with its label', () => {
    expect(PRICE_ROUNDINGS).toEqual(['cent', 'peso', 'half', 'ninety', 'five']);
    expect(PRICE_ROUNDINGS.map((r) => ROUNDING_LABELS[r])).toEqual(['Sin redondeo', '.00', '.50', '.90', 'A $5']);
    expect(isPriceRounding('half')).toBe(true);
    expect(isPriceRounding('quarter')).toBe(false);
    expect(isPriceRounding(undefined)).toBe(false);
  });
});

describe('roundPrice', () => {
  it.each<[PriceRounding, number, number]>([
    ['cent', 1234, 1234],
    ['cent', 1, 1],
    ['peso', 1249, 1200],
    ['peso', 1250, 1300],
    ['peso', 1251, 1300],
    ['peso', 1200, 1200],
    ['peso', 49, 0],
    ['peso', 50, 100],
    ['half', 1224, 1200],
    ['half', 1225, 1250],
    ['half', 1274, 1250],
    ['half', 1275, 1300],
    ['half', 1250, 1250],
    ['half', 24, 0],
    ['ninety', 1290, 1290],
    ['ninety', 1339, 1290],
    ['ninety', 1340, 1390],
    ['ninety', 1300, 1290],
    ['ninety', 1225, 1190],
    ['ninety', 1275, 1290],
    ['ninety', 20, 90],
    ['ninety', 139, 90],
    ['ninety', 140, 190],
    ['five', 1249, 1000],
    ['five', 1250, 1500],
    ['five', 1251, 1500],
    ['five', 9725, 9500],
    ['five', 9750, 10000],
    ['five', 200, 0],
    ['five', 250, 500],
  ])('%s: %p cents -> %p', (rule, cents, rounded) => {
    expect(roundPrice(cents, rule)).toBe(rounded);
  });

  it.each(PRICE_ROUNDINGS)('%s: $0 stays $0 and a negative value clamps to $0', (rule) => {
    expect(roundPrice(0, rule)).toBe(0);
    expect(roundPrice(-1, rule)).toBe(0);
    expect(roundPrice(-12345, rule)).toBe(0);
  });

  it('rounds a fractional cent count to whole cents first', () => {
    expect(roundPrice(1234.4, 'cent')).toBe(1234);
    expect(roundPrice(1234.5, 'cent')).toBe(1235);
  });
});

describe('changedPrice', () => {
  it('applies a percentage, then the rule', () => {
    expect(changedPrice(10000, { percent: 8 }, 'cent')).toBe(10800);
    expect(changedPrice(8900, { percent: 8 }, 'cent')).toBe(9612);
    expect(changedPrice(8900, { percent: 8 }, 'peso')).toBe(9600);
    expect(changedPrice(8900, { percent: 8 }, 'half')).toBe(9600);
    expect(changedPrice(8900, { percent: 8 }, 'ninety')).toBe(9590);
    expect(changedPrice(8900, { percent: 8 }, 'five')).toBe(9500);
    expect(changedPrice(10000, { percent: -10 }, 'cent')).toBe(9000);
    expect(changedPrice(10000, { percent: 12.5 }, 'cent')).toBe(11250);
  });

  it('reads a percentage of a price without floating-point drift', () => {
    // 1999 * 1.15 = 2298.85 exactly, rounded half up to 2299 cents.
    expect(changedPrice(1999, { percent: 15 }, 'cent')).toBe(2299);
    expect(changedPrice(1005, { percent: 10 }, 'cent')).toBe(1106);
  });

  it('applies a signed amount in pesos', () => {
    expect(changedPrice(10000, { amount: 5 }, 'cent')).toBe(10500);
    expect(changedPrice(10000, { amount: -2.5 }, 'cent')).toBe(9750);
    expect(changedPrice(10000, { amount: 1.01 }, 'cent')).toBe(10101);
    expect(changedPrice(10000, { amount: -2.5 }, 'five')).toBe(10000);
  });

  it('never goes below $0', () => {
    expect(changedPrice(1000, { amount: -50 }, 'cent')).toBe(0);
    expect(changedPrice(1000, { amount: -50 }, 'ninety')).toBe(0);
    expect(changedPrice(1000, { percent: -90 }, 'cent')).toBe(100);
  });
});

describe('changeLabel', () => {
  it('names a change as the history shows it', () => {
    expect(changeLabel({ percent: 8 })).toBe('+8 %');
    expect(changeLabel({ percent: -10 })).toBe('-10 %');
    expect(changeLabel({ amount: 5 })).toBe('+$5');
    expect(changeLabel({ amount: -2.5 })).toBe('-$2.50');
  });
});
