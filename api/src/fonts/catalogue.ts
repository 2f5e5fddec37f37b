import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * The built-in font catalogue: sans-serif families (SIL Open Font License) that the server
 * hosts itself from the @fontsource-variable packages. Each family is one variable WOFF2 of
 * the latin subset (Spanish needs nothing more) covering every weight, so a menu loads at
 * most one file per chosen font. The print files embed the same family from its static
 * @fontsource package (fonts/print-fonts.ts). Add a family by adding both packages to
 * api/package.json and its id here.
 */
export const BUILTIN_FONT_IDS = [
  'dm-sans',
  'figtree',
  'inter',
  'lexend',
  'manrope',
  'montserrat',
  'nunito-sans',
  'open-sans',
  'oswald',
  'outfit',
  'plus-jakarta-sans',
  'quicksand',
  'raleway',
  'roboto',
  'rubik',
  'work-sans',
] as const

export interface HostedFont {
  /** Its id in BUILTIN_FONT_IDS (the @fontsource package name), e.g. 'inter'. */
  id: string
  /** Display name and CSS family name, e.g. 'Inter'. */
  family: string
  /** The weight range the variable file covers, e.g. '100 900'. */
  weight: string
  unicodeRange: string
  /** Absolute path of the WOFF2 file on disk. */
  file: string
  /** URL path under a content-hashed name, cacheable forever: /m/assets/fonts/inter.1a2b3c4d5e.woff2 */
  path: string
  etag: string
}

const require = createRequire(import.meta.url)

/** Reads the latin variable face of one package from its own stylesheet (the packages export only CSS). */
function readPackage(id: string): HostedFont {
  const css = require.resolve(`@fontsource-variable/${id}`) // .../index.css
  const source = fs.readFileSync(css, 'utf8')
  const fileName = `${id}-latin-wght-normal.woff2`
  const block = source.split('@font-face').find((b) => b.includes(`/${fileName})`))
  const family = block?.match(/font-family:\s*'([^']+?)(?: Variable)?'/)?.[1]
  const weight = block?.match(/font-weight:\s*([0-9 ]+);/)?.[1]?.trim()
  const unicodeRange = block?.match(/unicode-range:\s*([^;]+);/)?.[1]?.trim()
  if (!family || !weight || !unicodeRange)
    throw new Error(`@fontsource-variable/${id}: no latin variable face in ${css}`)
  const file = path.join(path.dirname(css), 'files', fileName)
  const hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 10)
  return { id, family, weight, unicodeRange, file, path: `/m/assets/fonts/${id}.${hash}.woff2`, etag: `"${hash}"` }
}

let catalogue: HostedFont[] | undefined

/** Every built-in family, sorted by name; read from the packages once. */
export function builtinFonts(): HostedFont[] {
  catalogue ??= BUILTIN_FONT_IDS.map(readPackage).sort((a, b) => a.family.localeCompare(b.family))
  return catalogue
}

/** The built-in family of that name (case-insensitive), if any. */
export function builtinFont(family: string): HostedFont | undefined {
  const wanted = family.trim().toLowerCase()
  return builtinFonts().find((f) => f.family.toLowerCase() === wanted)
}
