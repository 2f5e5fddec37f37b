import { formatPhone, PHONE_FIELD_MAX_LENGTH } from './phone';

describe('formatPhone', () => {
  it('shows 10 digits as "XXX XXX XXXX"', () => {
    expect(formatPhone('5512345678')).toBe('551 234 5678');
  });

  it('reformats whatever separators were typed', () => {
    expect(formatPhone('551-234-5678')).toBe('551 234 5678');
    expect(formatPhone('(551) 234 5678')).toBe('551 234 5678');
    expect(formatPhone('551 234 5678')).toBe('551 234 5678');
  });

  it('groups partial input as it is typed (3-3-4)', () => {
    expect(formatPhone('5')).toBe('5');
    expect(formatPhone('551')).toBe('551');
    expect(formatPhone('5512')).toBe('551 2');
    expect(formatPhone('551234')).toBe('551 234');
    expect(formatPhone('5512345')).toBe('551 234 5');
  });

  it('keeps at most 10 digits, so the result fits the 12-character field', () => {
    expect(PHONE_FIELD_MAX_LENGTH).toBe(12);
    const shown = formatPhone('551234567890123');
    expect(shown).toBe('551 234 5678');
    expect(shown.length).toBeLessThanOrEqual(PHONE_FIELD_MAX_LENGTH);
  });

  it('drops letters and gives "" for nothing', () => {
    expect(formatPhone('abc')).toBe('');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});
