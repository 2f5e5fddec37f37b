/** Phone numbers: typed as digits, shown as 'XXX XXX XXXX' (field limit 12 characters). */
export const PHONE_FIELD_MAX_LENGTH = 12;

export function formatPhone(value: string | null | undefined): string {
  const digits = String(value ?? '')
    .replace(/\D/g, '')
    .slice(0, 10);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 10)].filter(Boolean).join(' ');
}
