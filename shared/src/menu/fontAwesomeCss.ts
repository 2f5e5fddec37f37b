/**
 * Font Awesome's stylesheet (fontawesome.css) names each icon in a rule of its own:
 * `.fa-pepper-hot { --fa: "\f816"; }`, with aliases as a selector list
 * (`.fa-hot-pepper, .fa-pepper-hot { … }`). Group 1 is the selector list, group 2 the glyph
 * as written in the CSS (escaped). The public menu reads glyphs with it; the panel keeps
 * only its tags' icons with it.
 */
export const FA_ICON_RULE =
  /((?:\.fa-[a-z0-9-]+\s*,\s*)*\.fa-[a-z0-9-]+)\s*\{\s*--fa:\s*"((?:\\.|[^"\\])+)"\s*;?\s*\}/g;

/** The names of a rule's selector list: '.fa-hot-pepper, .fa-pepper-hot' -> ['hot-pepper', 'pepper-hot']. */
export const ruleNames = (selectors: string): string[] =>
  selectors.split(',').map((selector) => selector.trim().slice(4));

/**
 * The stylesheet with the icon rules of `names` only ('pepper-hot'; all the names of a kept
 * rule stay); every other rule (base classes, sizes, animations) is kept as it is.
 */
export function keepIcons(css: string, names: Iterable<string>): string {
  const wanted = new Set(names);
  return css.replace(new RegExp(`${FA_ICON_RULE.source}\\s*`, 'g'), (rule, selectors: string) =>
    ruleNames(selectors).some((name) => wanted.has(name)) ? rule : '',
  );
}
