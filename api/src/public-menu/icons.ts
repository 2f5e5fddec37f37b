import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { FA_ICON_RULE, ruleNames } from '@menu/shared/menu/fontAwesomeCss'

/**
 * Tag icons on the public menu: Font Awesome Free solid (the classes the panel's tag editor
 * offers, shared/src/menu/tagIcons.ts). The page does not load Font Awesome's CSS (~70 KB):
 * it writes each icon's glyph as a character and, only when a tag has an icon, adds one
 * @font-face rule pointing at the solid woff2, which the API serves under a content-hashed,
 * immutable path.
 */

const require = createRequire(import.meta.url)
const FA_ROOT = path.dirname(require.resolve('@fortawesome/fontawesome-free/package.json'))

export interface FontAsset {
  /** URL path, e.g. /m/assets/fa-solid-900.1a2b3c4d.woff2 */
  path: string
  file: string
  etag: string
}

let glyphs: Map<string, string> | undefined
let font: FontAsset | undefined

/** A CSS string's content with its escapes resolved: '\\f816' -> U+F816, '\\%' -> '%'. */
function cssUnescape(value: string): string {
  return value.replace(/\\([0-9a-f]{1,6}\s?|.)/gi, (_, e: string) =>
    /^[0-9a-f]/i.test(e) && e.trim().length ? String.fromCodePoint(parseInt(e, 16)) : e,
  )
}

/** icon name ('pepper-hot') -> glyph character, from Font Awesome's own stylesheet (read once). */
function glyphMap(): Map<string, string> {
  if (glyphs) return glyphs
  const css = fs.readFileSync(path.join(FA_ROOT, 'css', 'fontawesome.css'), 'utf8')
  glyphs = new Map()
  // Rules look like `.fa-pepper-hot {\n  --fa: "\f816";\n}`, `.fa-percent { --fa: "\%"; }`, `.fa-a { --fa: "A"; }`
  // (aliases list several selectors).
  for (const m of css.matchAll(FA_ICON_RULE)) {
    const glyph = cssUnescape(m[2]!)
    for (const name of ruleNames(m[1]!)) glyphs.set(name, glyph)
  }
  return glyphs
}

/** Style classes that are not icon names. */
const NOT_NAMES = new Set([
  'solid',
  'regular',
  'brands',
  'classic',
  'fw',
  'lg',
  'xs',
  'sm',
  'xl',
  '2xl',
  '1x',
  '2x',
  '3x',
])

/**
 * The glyph of a stored tag icon class ('fa-solid fa-pepper-hot', also 'fas fa-pepper-hot'),
 * or null for anything that is not a known Font Awesome icon (such a tag shows its name only).
 */
export function iconGlyph(iconClass: string | null | undefined): string | null {
  if (!iconClass) return null
  const map = glyphMap()
  for (const token of iconClass.trim().split(/\s+/)) {
    if (!token.startsWith('fa-')) continue
    const name = token.slice(3)
    if (NOT_NAMES.has(name)) continue
    const glyph = map.get(name)
    if (glyph) return glyph
  }
  return null
}

/** The solid woff2 under a content-hashed path (cacheable forever). */
export function iconFont(): FontAsset {
  if (font) return font
  const file = path.join(FA_ROOT, 'webfonts', 'fa-solid-900.woff2')
  const hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 10)
  font = { path: `/m/assets/fa-solid-900.${hash}.woff2`, file, etag: `"${hash}"` }
  return font
}

/** The whole icon CSS of a page that shows icons: the font and the `.fa` class (~300 bytes). */
export function iconCss(): string {
  return (
    `@font-face{font-family:"Font Awesome 7 Free";font-style:normal;font-weight:900;font-display:block;src:url(${iconFont().path}) format("woff2")}` +
    '.fa{font-family:"Font Awesome 7 Free";font-weight:900;font-style:normal;line-height:1;display:inline-block;width:1.25em;text-align:center;-webkit-font-smoothing:antialiased}'
  )
}
