import { BRAND_DEFAULTS } from '@menu/shared/format/brand'
import { builtinFont, builtinFonts } from './catalogue.js'
import type { FontsListing, ListedFont } from './listing.js'

/**
 * The fonts an owner can choose, and what the public menu loads for them. Two sources: the
 * built-in catalogue (always there, hosted from npm packages) and, when a key is configured,
 * the fonts listing service; a family in both is the built-in one. Every file the menu loads
 * comes from our own origin: listed families are fetched once from the font CDN and kept.
 */

export interface FontOption {
  family: string
  source: 'builtin' | 'listing'
  /** URL path of a WOFF2 of the family (regular weight), for the panel to show the name in it. */
  file: string
}

/** One @font-face the public menu writes. */
export interface FontFace {
  family: string
  /** URL path on this server. */
  url: string
  /** A weight or a variable range, e.g. '400' or '100 900'. */
  weight: string
  unicode_range: string | null
}

export interface Fonts {
  list(): Promise<FontOption[]>
  /** Whether a profile may store this family: a default, a built-in or a listed one. */
  canChoose(family: string): Promise<boolean>
  /** The faces the menu needs to show `family`: none for the defaults and unknown names (system fonts then). */
  faces(family: string): FontFace[]
  /** A listed family's file by its URL name ('<slug>-<weight>.woff2'), downloaded on first use. */
  listedFile(name: string): Promise<Buffer | undefined>
}

/** Listed families' files are served under /m/assets/fonts/l/<slug>-<400|700>.woff2. */
export const LISTED_PREFIX = '/m/assets/fonts/l/'
const LISTED_NAME = /^([a-z0-9-]{1,100})-(400|700)\.woff2$/
/** Memory bound of downloaded files (a family's two weights are ~100 KB). */
const MAX_LISTED_FILES = 64
const MAX_FONT_BYTES = 2 * 1024 * 1024
const WOFF2_SIGNATURE = 'wOF2'

export const fontSlug = (family: string) =>
  family
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const isDefault = (family: string) =>
  [BRAND_DEFAULTS.headlineFont, BRAND_DEFAULTS.bodyFont].some((d) => d.toLowerCase() === family.trim().toLowerCase())

export function createFonts(listing: FontsListing | undefined, fetchImpl: typeof fetch = fetch): Fonts {
  const files = new Map<string, Buffer>()

  const listed = (): Promise<ListedFont[]> => listing?.list() ?? Promise.resolve([])

  async function download(url: string): Promise<Buffer | undefined> {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined)
    if (!response?.ok) return undefined
    const body = Buffer.from(await response.arrayBuffer())
    // Only a WOFF2 of sane size is ever served from our origin.
    if (body.length > MAX_FONT_BYTES || body.subarray(0, 4).toString('latin1') !== WOFF2_SIGNATURE) return undefined
    return body
  }

  return {
    async list() {
      const builtin: FontOption[] = builtinFonts().map((f) => ({ family: f.family, source: 'builtin', file: f.path }))
      const taken = new Set(builtin.map((f) => f.family.toLowerCase()))
      const others: FontOption[] = (await listed())
        .filter((f) => !taken.has(f.family.toLowerCase()))
        .map((f) => ({ family: f.family, source: 'listing', file: `${LISTED_PREFIX}${fontSlug(f.family)}-400.woff2` }))
      return [...builtin, ...others]
    },

    async canChoose(family) {
      return isDefault(family) || builtinFont(family) !== undefined || (await listing?.find(family)) !== undefined
    },

    faces(family) {
      if (isDefault(family)) return []
      const hosted = builtinFont(family)
      if (hosted)
        return [{ family: hosted.family, url: hosted.path, weight: hosted.weight, unicode_range: hosted.unicodeRange }]
      if (!listing || !fontSlug(family)) return []
      return (['400', '700'] as const).map((weight) => ({
        family: family.trim(),
        url: `${LISTED_PREFIX}${fontSlug(family)}-${weight}.woff2`,
        weight,
        unicode_range: null,
      }))
    },

    async listedFile(name) {
      const match = LISTED_NAME.exec(name)
      if (!match || !listing) return undefined
      const kept = files.get(name)
      if (kept) return kept
      const [, slug, weight] = match
      const font = (await listed()).find((f) => fontSlug(f.family) === slug)
      // A family without a bold file uses its regular one for both (the browser synthesises bold).
      const url = font && weight === '700' ? (font.files['700'] ?? font.files['400']) : font?.files['400']
      const body = url ? await download(url) : undefined
      if (!body) return undefined
      if (files.size >= MAX_LISTED_FILES) files.delete(files.keys().next().value!)
      files.set(name, body)
      return body
    },
  }
}
