import { FA_ICON_RULE, keepIcons, ruleNames } from './fontAwesomeCss';

const CSS = `.fa { font-family: var(--fa-family); }
.fa-spin { animation-name: fa-spin; }
.fa-pepper-hot {
  --fa: "\\f816";
}
.fa-hot-pepper, .fa-burger {
  --fa: "\\f805";
}
.fa-percent { --fa: "\\%"; }
.fa-a { --fa: "A"; }
.fa-2x { font-size: 2em; }
`;

test('an icon rule: its selector list and its glyph as written', () => {
  const rules = [...CSS.matchAll(FA_ICON_RULE)].map((match) => [ruleNames(match[1]!), match[2]]);
  expect(rules).toEqual([
    [['pepper-hot'], '\\f816'],
    [['hot-pepper', 'burger'], '\\f805'],
    [['percent'], '\\%'],
    [['a'], 'A'],
  ]);
});

test('keepIcons keeps the named icons (with their aliases) and every rule that is not an icon', () => {
  const kept = keepIcons(CSS, ['burger', 'percent']);
  expect(kept).toContain('.fa { font-family');
  expect(kept).toContain('.fa-spin');
  expect(kept).toContain('.fa-2x');
  expect(kept).toContain('.fa-hot-pepper, .fa-burger');
  expect(kept).toContain('.fa-percent');
  expect(kept).not.toContain('pepper-hot');
  expect(kept).not.toContain('.fa-a ');
  expect(keepIcons(CSS, [])).not.toMatch(/--fa:/);
});
