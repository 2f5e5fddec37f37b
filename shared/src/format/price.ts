/**
 * Prices as the panel and the public menu show them: "$12.50", and "$12" when the first decimal digit
 * is zero (12.00 and 12.05 both read "$12").
 */
export function formatPrice(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = Number(value);
  if (!Number.isFinite(amount)) return '';
  const sign = amount < 0 ? '-' : '';
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  // Thousands with commas, as en-US writes them; not toLocaleString, which builds an ICU
  // formatter on every call (a board of products formats hundreds of prices per render).
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  if (Math.floor(fraction / 10) === 0) return `${sign}$${grouped}`;
  return `${sign}$${grouped}.${String(fraction).padStart(2, '0')}`;
}

/** A billing amount with its currency: "$299 MXN", "$12.50 USD". */
export const formatMoney = (amount: number, currency: string): string => `${formatPrice(amount)} ${currency}`;

/** The currency of a price list code: MENU-NEGOCIO-MXN -> MXN. */
export const currencyOfCode = (code: string): string => code.slice(code.lastIndexOf('-') + 1);
