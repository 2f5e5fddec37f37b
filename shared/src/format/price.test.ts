import { currencyOfCode, formatMoney, formatPrice } from './price';

describe('formatPrice', () => {
  it.each([
    [12.5, '$12.50'],
    [12.55, '$12.55'],
    [12.1, '$12.10'],
    [0.1, '$0.10'],
    [99.99, '$99.99'],
  ])('shows two decimals when the first decimal digit is nonzero: %p -> %p', (value, shown) => {
    expect(formatPrice(value)).toBe(shown);
  });

  it.each([
    [12, '$12'],
    [12.0, '$12'],
    [12.05, '$12'],
    [12.09, '$12'],
    [0, '$0'],
    [299, '$299'],
  ])('shows no decimals when the first decimal digit is zero: %p -> %p', (value, shown) => {
    expect(formatPrice(value)).toBe(shown);
  });

  it('accepts numeric strings, as the API and inputs give them', () => {
    expect(formatPrice('12.50')).toBe('$12.50');
    expect(formatPrice('12.00')).toBe('$12');
    expect(formatPrice('12.05')).toBe('$12');
  });

  it('groups thousands US style', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(1000000)).toBe('$1,000,000');
  });

  it('rounds to cents before deciding', () => {
    expect(formatPrice(12.999)).toBe('$13');
    expect(formatPrice(12.195)).toBe('$12.20');
  });

  it('puts the sign before the dollar sign', () => {
    expect(formatPrice(-3.5)).toBe('-$3.50');
    expect(formatPrice(-3)).toBe('-$3');
  });

  it.each([null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY])('shows nothing for %p', (value) => {
    expect(formatPrice(value as number | string | null | undefined)).toBe('');
  });
});

describe('formatMoney and currencyOfCode', () => {
  it('writes the amount in the price format followed by its currency', () => {
    expect(formatMoney(299, 'MXN')).toBe('$299 MXN');
    expect(formatMoney(12.5, 'USD')).toBe('$12.50 USD');
    expect(formatMoney(1149, 'MXN')).toBe('$1,149 MXN');
  });

  it('reads the currency at the end of a price list code', () => {
    expect(currencyOfCode('MENU-NEGOCIO-MXN')).toBe('MXN');
    expect(currencyOfCode('MENU-SUCURSALES-USD')).toBe('USD');
  });
});
