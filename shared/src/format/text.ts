/** Descriptions in lists are cut to 70 characters plus an ellipsis (spec section 9). */
export const DESCRIPTION_MAX_LENGTH = 70;

/** `text` cut to `max` characters followed by '…' when it is longer; '' for nothing. */
export function truncateText(text: string | null | undefined, max: number = DESCRIPTION_MAX_LENGTH): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}
