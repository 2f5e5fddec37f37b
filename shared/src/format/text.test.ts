import { DESCRIPTION_MAX_LENGTH, truncateText } from './text';

describe('truncateText', () => {
  it('keeps texts of up to 70 characters as they are', () => {
    expect(DESCRIPTION_MAX_LENGTH).toBe(70);
    const seventy = 'a'.repeat(70);
    expect(truncateText(seventy)).toBe(seventy);
    expect(truncateText('Tacos al pastor')).toBe('Tacos al pastor');
  });

  it('cuts longer texts to 70 characters plus an ellipsis', () => {
    const long = `${'b'.repeat(70)}cdef`;
    expect(truncateText(long)).toBe(`${'b'.repeat(70)}…`);
  });

  it('counts characters, not UTF-16 units, and answers empty for nothing', () => {
    expect(truncateText(`${'ñ'.repeat(69)}🌶️🌶️`)).toBe(`${'ñ'.repeat(69)}🌶…`);
    expect(truncateText(null)).toBe('');
    expect(truncateText(undefined)).toBe('');
    expect(truncateText('')).toBe('');
  });
});
