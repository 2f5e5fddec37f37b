/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FA_ICON_RULE, ruleNames } from '@menu/shared/menu/fontAwesomeCss';
import { PANEL_ICONS, tagIconsCss } from './tagIconsCss';

const committed = readFileSync(path.join(__dirname, 'fontawesome-tags.css'), 'utf8');

test('fontawesome-tags.css is what scripts/tag-icons-css.ts writes now (run it after changing TAG_ICONS, ALLERGENS or Font Awesome)', () => {
  expect(committed).toBe(tagIconsCss());
});

test('it styles every icon a tag or an allergen can carry, and no other icon', () => {
  const rules = [...committed.matchAll(FA_ICON_RULE)].map((match) => ruleNames(match[1]!));
  const styled = new Set(rules.flat());
  const offered = [...new Set(PANEL_ICONS)];
  expect(offered.filter((name) => !styled.has(name))).toEqual([]);
  expect(rules.filter((names) => !names.some((name) => offered.includes(name)))).toEqual([]);
  expect(rules.length).toBeLessThanOrEqual(offered.length);
  // Font Awesome's own classes stay (the base rule draws the glyph of --fa).
  expect(committed).toContain('.fa-spin');
  expect(committed).toMatch(/content:\s*var\(--fa\)/);
});
