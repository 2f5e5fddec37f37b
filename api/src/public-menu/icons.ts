import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ALLERGENS } from '@menu/shared/menu/allergens'
import { FA_ICON_RULE, ruleNames } from '@menu/shared/menu/fontAwesomeCss'
import { TAG_ICONS } from '@menu/shared/menu/tagIcons'
import { type PublicMenu, shownProducts } from './schema.js'

/**
 * Tag icons on the public menu: Font Awesome Free solid (the classes the panel's tag editor
 * offers, shared/src/menu/tagIcons.ts). The page does not load Font Awesome's CSS (~70 KB):
 * it writes each icon's glyph as a character and, only when a tag has an icon, adds one
 * @font-face rule pointing at the solid woff2, which the API serves under a content-hashed,
 * immutable path. The icons a page shows by default (the panel's tag icons, the allergens')
 * come from a subset of that font (~10 KB instead of ~118 KB, scripts/subset-icons.ts); the
 * whole font stays declared behind it, so a browser fetches it only for an icon outside the
 * subset (any solid icon can be set through the API).
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
let subset: FontAsset | undefined

/** The committed subset (written by scripts/subset-icons.ts). */
export const SUBSET_FILE = fileURLToPath(new URL('../../assets/fa-solid-subset.woff2', import.meta.url))

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

/** A font file under a content-hashed path (cacheable forever). */
function hashedAsset(file: string, name: string): FontAsset {
  const hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 10)
  return { path: `/m/assets/${name}.${hash}.woff2`, file, etag: `"${hash}"` }
}

/** The whole solid woff2: the fallback for icons outside the subset. */
export function iconFont(): FontAsset {
  font ??= hashedAsset(path.join(FA_ROOT, 'webfonts', 'fa-solid-900.woff2'), 'fa-solid-900')
  return font
}

/** The subset of the icons a page shows by default. */
export function iconSubsetFont(): FontAsset {
  subset ??= hashedAsset(SUBSET_FILE, 'fa-solid-subset')
  return subset
}

/** The icon names the subset holds: every tag icon the panel offers, each allergen's, and the warning. */
export function subsetIconNames(): string[] {
  const names = [...TAG_ICONS.map((t) => t.icon), ...ALLERGENS.map((a) => `fa-${a.icon}`), 'fa-triangle-exclamation']
  return [...new Set(names)]
}

let subsetList: string[] | undefined
/** Their glyphs, sorted by code point, each once (computed once). */
export function subsetGlyphs(): string[] {
  subsetList ??= [
    ...new Set(
      subsetIconNames()
        .map((n) => iconGlyph(n))
        .filter((g): g is string => g !== null),
    ),
  ].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!)
  return subsetList
}

/** Code points as a CSS unicode-range, neighbours joined ('U+F06C,U+F0F4-F0F5,...'). */
function unicodeRange(glyphs: Iterable<string>): string {
  const runs: Array<[number, number]> = []
  for (const cp of [...new Set(glyphs)].map((g) => g.codePointAt(0)!).sort((a, b) => a - b)) {
    const last = runs.at(-1)
    if (last && last[1] === cp - 1) last[1] = cp
    else runs.push([cp, cp])
  }
  const hex = (n: number) => n.toString(16).toUpperCase()
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',')
}

/**
 * The whole icon CSS of a page that shows `glyphs` (every icon character it writes): the two
 * faces and the icons' rule. An icon is `<i aria-hidden="true">glyph</i>` (decorative: its words follow
 * it), styled by that attribute rather than a class: 11 bytes less on each of a 150-dish page's ~540
 * icons, about 100 B of gzip (docs/performance.md). Both faces share the family; the subset's unicode-range names the
 * page's glyphs it holds (only those: a range of all 69 would cost ~200 bytes of gzip on every
 * page), so the browser takes the subset for them (declared last, it wins) and fetches the
 * whole font only for a glyph the subset lacks.
 */
export function iconCss(glyphs: Iterable<string>): string {
  const inSubset = new Set(subsetGlyphs())
  const range = unicodeRange([...glyphs].filter((g) => inSubset.has(g)))
  const face = (src: string, extra = '') =>
    `@font-face{font-family:"Font Awesome 7 Free";font-style:normal;font-weight:900;font-display:block;src:url(${src}) format("woff2")${extra}}`
  return (
    face(iconFont().path) +
    (range ? face(iconSubsetFont().path, `;unicode-range:${range}`) : '') +
    'i[aria-hidden]{font-family:"Font Awesome 7 Free";font-weight:900;font-style:normal;line-height:1;display:inline-block;width:1.25em;text-align:center;-webkit-font-smoothing:antialiased}'
  )
}

/**
 * The icon characters a menu page writes: its dishes' tag icons, the warning (a dish with
 * unconfirmed allergens shows it even when the page shows no allergen) and, when it shows
 * allergens, every allergen's (the filter form lists them all).
 */
export function pageGlyphs(view: PublicMenu, allergens: boolean): string[] {
  const dishes = shownProducts(view)
  const tags = dishes.flatMap((p) => p.tags.map((t) => iconGlyph(t.icon)))
  const named = allergens ? ALLERGENS.map((a) => iconGlyph(`fa-${a.icon}`)) : []
  return [...tags, iconGlyph('fa-triangle-exclamation'), ...named].filter((g): g is string => g !== null)
}
