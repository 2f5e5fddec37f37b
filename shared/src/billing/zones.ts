/**
 * Which currency an account is billed in, from the browser's IANA time zone: Mexican zones
 * pay in MXN, everyone else in USD. The panel sends
 * `Intl.DateTimeFormat().resolvedOptions().timeZone`; the API decides with the same list,
 * so the zones live here once.
 */

/** The currencies the price list has: every plan price exists in each of them. */
export const BILLING_CURRENCIES = ['MXN', 'USD'] as const;
export type BillingCurrency = (typeof BILLING_CURRENCIES)[number];

/**
 * Every IANA zone of Mexico (tzdb, zone1970 and backward files), with the legacy aliases old
 * browsers and systems still report (Mexico/General, America/Ensenada, ...).
 */
export const MEXICAN_TIME_ZONES: readonly string[] = [
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
  // Legacy aliases (tzdb "backward"): same clocks, older names.
  'Mexico/General',
  'Mexico/BajaNorte',
  'Mexico/BajaSur',
  'America/Ensenada',
  'America/Santa_Isabel',
];

const MEXICAN = new Set(MEXICAN_TIME_ZONES);

/** True for a BillingCurrency code ('MXN', 'USD'); anything else (lower case too) is not one. */
export const isBillingCurrency = (value: string): value is BillingCurrency =>
  (BILLING_CURRENCIES as readonly string[]).includes(value);

/**
 * MXN for a Mexican zone, USD for any other (an unknown or missing zone included: only a
 * zone we know is Mexican gets Mexican prices).
 */
export function currencyForTimeZone(zone: string | null | undefined): BillingCurrency {
  return zone && MEXICAN.has(zone.trim()) ? 'MXN' : 'USD';
}
