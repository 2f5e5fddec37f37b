import { readFileSync } from 'node:fs';
import path from 'node:path';
import { searchTagIcons, TAG_ICONS, tagIconOption } from './tagIcons';

const css = (file: string) =>
  readFileSync(path.join(__dirname, '../../../node_modules/@fortawesome/fontawesome-free/css', file), 'utf8');

describe('TAG_ICONS', () => {
  it('are Font Awesome Free solid classes that the shipped font defines (no brands), each once', () => {
    const icons = css('fontawesome.css');
    const brands = css('brands.css');
    const seen = new Set<string>();
    for (const { icon } of TAG_ICONS) {
      const match = /^fa-solid (fa-[a-z0-9-]+)$/.exec(icon);
      expect(match).not.toBeNull();
      const name = match![1];
      expect(icons).toContain(`.${name} {`);
      expect(brands).not.toContain(`.${name} {`);
      expect(seen.has(icon)).toBe(false);
      seen.add(icon);
    }
    expect(seen.size).toBeGreaterThanOrEqual(20);
  });

  it('search matches labels and keywords, ignoring case and accents', () => {
    expect(searchTagIcons('picante').map((o) => o.icon)).toContain('fa-solid fa-pepper-hot');
    expect(searchTagIcons('CAFE').map((o) => o.icon)).toContain('fa-solid fa-mug-saucer');
    expect(searchTagIcons('citrico').map((o) => o.icon)).toContain('fa-solid fa-lemon');
    expect(searchTagIcons('')).toHaveLength(TAG_ICONS.length);
    expect(searchTagIcons('zzzz')).toEqual([]);
  });

  it('finds the option of a stored class', () => {
    expect(tagIconOption('fa-solid fa-leaf')?.label).toBe('Vegano');
    expect(tagIconOption('fa-solid fa-nothing')).toBeUndefined();
  });
});
