import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { create, type Font, type GlyphRun } from 'fontkit'
import { builtinFont } from './catalogue.js'
import { woffToSfnt } from './woff.js'

/**
 * The fonts the print files embed (docs/print.md): print shops refuse a PDF whose fonts are
 * not in it, so every face is embedded, as a subset of the glyphs printed.
 *
 * - Latin: the brand's family when it is a built-in one, else PRINT_DEFAULT_FAMILY (the default
 *   brand fonts are commercial, and a listed family is a WOFF2 download). The files are the
 *   static WOFF faces (400 and 700, latin subset) of the family's @fontsource package: PDFKit's
 *   font engine (fontkit 2) subsets WOFF, but not WOFF2 (its transformed glyph table: any
 *   WOFF2, static or the variable ones the public menu loads, throws), and a variable font
 *   would embed only its default weight.
 * - CJK: Noto Sans JP, KR and SC (static WOFF of the @openfonts packages, 400 and 700), used for
 *   a text only when the Latin face lacks its glyphs, so only a text that needs them embeds them.
 *
 * A text is set in one face: the first of its chain that has every glyph, else the one with
 * the most (a Hangul name with Spanish accents: the KR face has no accented letters). Plain
 * data in (family names, a language), files out: a worker thread imports this module on its
 * own; the files and parsed fonts are kept for the life of the thread.
 */

export type FontRole = 'regular' | 'bold'

/** What the fonts of a document depend on: the brand's two families and the menu's language. */
export interface PrintFontChoice {
  headline: string
  body: string
  lang: string
}

/** Latin face of a brand whose family is not a built-in one. */
export const PRINT_DEFAULT_FAMILY = 'Inter'

const WEIGHT: Record<FontRole, 400 | 700> = { regular: 400, bold: 700 }
/** Headings, names and prices in the headline family (bold); details in the body family. */
const FAMILY_OF: Record<FontRole, keyof Omit<PrintFontChoice, 'lang'>> = { regular: 'body', bold: 'headline' }

const require = createRequire(import.meta.url)
/** A package's folder (their exports name only their CSS, so through its main stylesheet). */
const packageDir = (name: string) => path.dirname(require.resolve(name))

function latinFile(family: string, role: FontRole): string {
  const id = (builtinFont(family) ?? builtinFont(PRINT_DEFAULT_FAMILY)!).id
  return path.join(packageDir(`@fontsource/${id}`), 'files', `${id}-latin-${WEIGHT[role]}-normal.woff`)
}

const CJK = {
  ja: (w: number) => ['@openfonts/noto-sans-jp_japanese', `noto-sans-jp-japanese-${w}.woff`],
  zh: (w: number) => ['@openfonts/noto-sans-sc_chinese-simplified', `noto-sans-sc-chinese-simplified-${w}.woff`],
  ko: (w: number) => ['@openfonts/noto-sans-kr_korean', `noto-sans-kr-korean-${w}.woff`],
} as const

/** The CJK faces, the menu's own language first (Japanese and Chinese share ideographs, drawn differently). */
function cjkFiles(lang: string, role: FontRole): string[] {
  const order = (Object.keys(CJK) as Array<keyof typeof CJK>).sort((a, b) => Number(b === lang) - Number(a === lang))
  return order.map((code) => {
    const [pkg, file] = CJK[code](WEIGHT[role])
    return path.join(packageDir(pkg), 'files', file)
  })
}

/** The files a role may be set in, best first: the Latin face, then the CJK ones. */
export function fontChain(choice: PrintFontChoice, role: FontRole): string[] {
  return [latinFile(choice[FAMILY_OF[role]], role), ...cjkFiles(choice.lang, role)]
}

const bytes = new Map<string, Buffer>()
const parsed = new Map<string, Font>()

/** A font file as a plain TrueType/OpenType font (woff.ts), read and unpacked once. */
function fontBytes(file: string): Buffer {
  let b = bytes.get(file)
  if (!b) {
    b = woffToSfnt(fs.readFileSync(file))
    bytes.set(file, b)
  }
  return b
}

function fontOf(file: string): Font {
  let f = parsed.get(file)
  if (!f) {
    f = create(fontBytes(file)) as Font
    shapeOnce(f)
    parsed.set(file, f)
  }
  return f
}

/**
 * The face of `file` for one document: the thread's parsed font (PDFKit takes a fontkit font as
 * well as bytes, and bytes it parses again for every document), its tables and shapes shared,
 * with glyphs of its own. The document's subset (at its end) makes glyph objects without their
 * characters for the parts of accented letters ('u' of 'ú'); in the shared font, a later
 * document would set a 'u' from that glyph and write no text for it (pdftotext would read
 * "Grpo"). The font's shapes keep the glyphs they were shaped with, characters included.
 */
export function printFace(file: string): Font {
  const face = Object.create(fontOf(file)) as Font & { _glyphs: unknown }
  face._glyphs = {}
  return face
}

/** Texts shaped per face before the face's shapes are forgotten (a bound on a long-lived thread). */
const MAX_SHAPED = 50_000

/**
 * Each text shaped once per face and thread (docs/performance.md): shaping (fontkit's layout:
 * the OpenType substitutions and positions of the text) was most of the cost of a file, as
 * PDFKit keeps shapes only per document and the poster's fitting measures every word again at
 * each size tried. A shape is in font units, whatever the size; every call gets its own
 * positions, because PDFKit scales a shape's positions in place (EmbeddedFont.layoutRun).
 */
function shapeOnce(font: Font): void {
  const layout = font.layout.bind(font) as (text: string, ...options: unknown[]) => GlyphRun
  const shaped = new Map<string, GlyphRun>()
  font.layout = ((text: string, ...options: unknown[]): GlyphRun => {
    // Features, script or direction asked for: shaped as asked (the files ask for none).
    if (options.some((o) => o !== undefined)) return layout(text, ...options)
    let run = shaped.get(text)
    if (!run) {
      run = layout(text)
      if (shaped.size >= MAX_SHAPED) shaped.clear()
      shaped.set(text, run)
    }
    return Object.assign(Object.create(Object.getPrototypeOf(run)), run, {
      positions: run.positions.map((p) => ({ ...p })),
    })
  }) as Font['layout']
}

/** Per chain (its files joined), each text's face: a menu sets the same texts again at every size tried. */
const picked = new Map<string, Map<string, number>>()
const MAX_PICKED = 50_000

/** Index in `chain` of the face to set `text` in (see above); spaces and controls need no glyph. */
export function faceFor(chain: readonly string[], text: string): number {
  let known = pickedOf.get(chain)
  if (!known) {
    known = pickedFor(chain)
    pickedOf.set(chain, known)
  }
  let face = known.get(text)
  if (face === undefined) {
    face = pick(chain, text)
    if (known.size >= MAX_PICKED) known.clear()
    known.set(text, face)
  }
  return face
}

/**
 * The same, by the chain itself: a document keeps its chains, and joining the chain's paths
 * into the key on every call (every measured word) cost more than the look-up.
 */
const pickedOf = new WeakMap<readonly string[], Map<string, number>>()

function pickedFor(chain: readonly string[]): Map<string, number> {
  const key = chain.join('\n')
  let known = picked.get(key)
  if (!known) {
    known = new Map()
    picked.set(key, known)
  }
  return known
}

function pick(chain: readonly string[], text: string): number {
  const points = [...new Set(text)].filter((c) => /\S/u.test(c) && !/\p{Cc}/u.test(c)).map((c) => c.codePointAt(0)!)
  let best = 0
  let bestCount = -1
  for (const [i, file] of chain.entries()) {
    const font = fontOf(file)
    const count = points.filter((p) => font.hasGlyphForCodePoint(p)).length
    if (count === points.length) return i
    if (count > bestCount) [best, bestCount] = [i, count]
  }
  return best
}
