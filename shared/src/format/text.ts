/** Descriptions in lists are cut to 70 characters plus an ellipsis. */
export const DESCRIPTION_MAX_LENGTH = 70;

/** `text` cut to `max` characters followed by '…' when it is longer; '' for nothing. */
export function truncateText(text: string | null | undefined, max: number = DESCRIPTION_MAX_LENGTH): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/**
 * Case- and accent-insensitive form of a text, for searching ('Café' matches 'cafe'). The
 * one folding rule of the product: the panel's boards, the icon picker, the API's searches
 * and branch slugs all use it, so a search finds the same rows everywhere.
 */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
