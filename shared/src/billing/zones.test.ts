import { BILLING_CURRENCIES, currencyForTimeZone, isBillingCurrency, MEXICAN_TIME_ZONES } from './zones';

describe('currencyForTimeZone', () => {
  it.each([
    'America/Mexico_City',
    'America/Cancun',
    'America/Merida',
    'America/Monterrey',
    'America/Matamoros',
    'America/Chihuahua',
    'America/Ciudad_Juarez',
    'America/Ojinaga',
    'America/Mazatlan',
    'America/Bahia_Banderas',
    'America/Hermosillo',
    'America/Tijuana',
    'Mexico/General',
    'Mexico/BajaNorte',
    'Mexico/BajaSur',
    'America/Ensenada',
    'America/Santa_Isabel',
  ])('%s is billed in MXN', (zone) => {
    expect(currencyForTimeZone(zone)).toBe('MXN');
  });

  it.each(['America/New_York', 'America/Los_Angeles', 'America/Bogota', 'America/Guatemala', 'Europe/Madrid', 'UTC'])(
    '%s is billed in USD',
    (zone) => {
      expect(currencyForTimeZone(zone)).toBe('USD');
    },
  );

  it('treats a missing, empty or unknown zone as outside Mexico', () => {
    expect(currencyForTimeZone(undefined)).toBe('USD');
    expect(currencyForTimeZone(null)).toBe('USD');
    expect(currencyForTimeZone('')).toBe('USD');
    expect(currencyForTimeZone('Marte/Olympus')).toBe('USD');
    // Zone names are case-sensitive in tzdb; a differently cased name is not ours.
    expect(currencyForTimeZone('america/mexico_city')).toBe('USD');
  });

  it('ignores surrounding spaces', () => {
    expect(currencyForTimeZone(' America/Tijuana ')).toBe('MXN');
  });

  it('lists each zone once, and every name is a zone this runtime knows', () => {
    expect(new Set(MEXICAN_TIME_ZONES).size).toBe(MEXICAN_TIME_ZONES.length);
    for (const zone of MEXICAN_TIME_ZONES) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
    }
  });
});

describe('isBillingCurrency', () => {
  it('accepts exactly the price list currencies', () => {
    expect(BILLING_CURRENCIES).toEqual(['MXN', 'USD']);
    expect(isBillingCurrency('MXN')).toBe(true);
    expect(isBillingCurrency('USD')).toBe(true);
    expect(isBillingCurrency('EUR')).toBe(false);
    expect(isBillingCurrency('mxn')).toBe(false);
  });
});
