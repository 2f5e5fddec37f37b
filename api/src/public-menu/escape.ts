/**
 * The public menu shows text typed by owners to anonymous diners, so every value that
 * reaches the page goes through one of these. `esc` is THE escaping helper of the HTML
 * template: it is safe for text and for double- or single-quoted attribute values.
 * URLs are checked (`safeUrl`) before they are escaped; CSS values are allow-listed.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text or attribute value -> HTML. null/undefined -> ''. */
export function esc(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  return String(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!)
}

/**
 * A URL that may be put in href/src: absolute http(s), or a same-origin path ('/uploads/x.webp',
 * not '//host'). Anything else (javascript:, data:, vbscript:, relative tricks) -> null.
 * Control characters and whitespace inside are refused, as browsers strip them before parsing.
 */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null
  const v = value.trim()
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern is there to find the control characters browsers strip from a URL
  if (v === '' || /[\u0000-\u0020\u007f-\u009f\\]/.test(v)) return null
  if (v.startsWith('/')) return v.startsWith('//') ? null : v
  try {
    const url = new URL(v)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * A font family name for a CSS string: letters (any script), digits, spaces and - _ . only,
 * so it can never close the string or the rule. Returns null when nothing usable is left.
 */
export function cssFontName(value: string | null | undefined): string | null {
  const v = (value ?? '')
    .replace(/[^\p{L}\p{N} _.-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60)
  return v === '' ? null : v
}

/** '#RRGGBB' (any case) -> '#rrggbb'; anything else -> null. */
export function hexColor(value: string | null | undefined): string | null {
  return value && /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : null
}
