/**
 * The one place that knows each kind of image's sizes and file names. Every stored image is
 * `<random>-<suffix>.webp` per size of its preset; rows store the URL of the first (largest)
 * size, and the other sizes are the same name with their own suffix beside it.
 */

export interface Size {
  /** Suffix of the file name, e.g. '800' -> `<random>-800.webp`. */
  suffix: string
  width: number
  /** With a height, the image becomes exactly width x height: see `fit`. */
  height?: number
  /**
   * With a height: 'contain' (default) fits the whole image in the box with transparent
   * padding; 'cover' fills the box, cropping the overflow around the centre (and enlarging
   * small images), so the result is always exactly width x height.
   */
  fit?: 'contain' | 'cover'
}

/** Display sizes per kind of image, largest first. Add a preset for each new kind of upload. */
export const PRESETS = {
  /** Product photos: 800 px wide for the detail view, 400 px for lists; never upscaled. */
  product: [
    { suffix: '800', width: 800 },
    { suffix: '400', width: 400 },
  ],
  /** Family icons: a 256 px square. */
  icon: [{ suffix: '256', width: 256, height: 256 }],
  /** Promotion posters: cropped to exactly 1080x1920, plus 540x960 for srcset. */
  poster: [
    { suffix: '1080x1920', width: 1080, height: 1920, fit: 'cover' },
    { suffix: '540x960', width: 540, height: 960, fit: 'cover' },
  ],
  /** Mobile advertising image: like a poster, 1080x1920 and 540x960. */
  adMobile: [
    { suffix: '1080x1920', width: 1080, height: 1920, fit: 'cover' },
    { suffix: '540x960', width: 540, height: 960, fit: 'cover' },
  ],
  /** Logos: the whole image in a 320 px square (the panel's 160 px preview at 2x), plus 160 px for the sidebar and menu. */
  logo: [
    { suffix: '320', width: 320, height: 320 },
    { suffix: '160', width: 160, height: 160 },
  ],
  /** Desktop advertising image: cropped to exactly 1920x1080, plus 960x540. */
  adDesktop: [
    { suffix: '1920x1080', width: 1920, height: 1080, fit: 'cover' },
    { suffix: '960x540', width: 960, height: 540, fit: 'cover' },
  ],
} as const satisfies Record<string, readonly Size[]>

export type ImagePreset = keyof typeof PRESETS

/** The file name of one size: `<base>-<suffix>.webp`. */
export const fileName = (base: string, size: Pick<Size, 'suffix'>) => `${base}-${size.suffix}.webp`

const NAME = /^(.+)-([0-9a-z]+)\.webp$/
/** Every suffix of every preset: what may exist beside a stored name of an unknown preset. */
export const ALL_SUFFIXES = [...new Set(Object.values(PRESETS).flatMap((sizes) => sizes.map((s) => s.suffix)))]
/** The sizes of a preset, by the suffix of its first size (posters and mobile ads share theirs, and their sizes). */
const SIZES_BY_FIRST = new Map<string, readonly Size[]>(
  Object.values(PRESETS).map((sizes: readonly Size[]) => [sizes[0]!.suffix, sizes]),
)

/** A stored name (URL or storage key) split into its base and the suffix it ends with; undefined if it is not one. */
export function splitName(name: string): { base: string; suffix: string } | undefined {
  const m = name.match(NAME)
  return m ? { base: m[1]!, suffix: m[2]! } : undefined
}

/**
 * Every size of a stored image, largest first, with its URL: `url` names the first size of
 * its preset. [] when `url` does not end like one of our files.
 */
export function imageSizes(url: string): Array<Size & { url: string }> {
  const name = splitName(url)
  const sizes = name ? SIZES_BY_FIRST.get(name.suffix) : undefined
  return name && sizes ? sizes.map((s) => ({ ...s, url: fileName(name.base, s) })) : []
}

/**
 * A small square of a product photo, a promotion's poster or a mobile ad on the public menu: the
 * dish's 96 px box (120 px from 768 px wide) at a phone's 2 to 2.5x, and the strip's 64 px cards,
 * cropped around the centre as the boxes show it, stored in AVIF and WebP. One URL serves both,
 * by the browser's Accept (thumbUrl): a <picture> naming each would cost 0.7 KB of the 150-dish
 * page's 20 KB gzip budget, and with one width shown a srcset has nothing to choose. Made on
 * upload; for images stored before, on their first request (routes/public/index.ts), so a page
 * may name them for every such image.
 */
export const THUMB = { suffix: 't240', width: 240, height: 240, fit: 'cover' } as const satisfies Size
export const THUMB_FORMATS = ['avif', 'webp'] as const
export type ThumbFormat = (typeof THUMB_FORMATS)[number]
/** The presets that get thumbnails. */
export const THUMBED_PRESETS: ReadonlySet<ImagePreset> = new Set(['product', 'poster', 'adMobile'])
/** Their first sizes' suffixes ('800', '1080x1920'): the file a missing thumbnail is made from. */
const THUMBED_FIRST: string[] = [...new Set([...THUMBED_PRESETS].map((p) => PRESETS[p][0].suffix))]
/** True when a stored image whose first size has this suffix has thumbnails. */
export const hasThumbs = (firstSuffix: string) => THUMBED_FIRST.includes(firstSuffix)
/** The file name of a thumbnail: `<base>-t240.avif`. */
export const thumbName = (base: string, format: ThumbFormat) => `${base}-${THUMB.suffix}.${format}`
const THUMB_NAME = /^([A-Za-z0-9_-]{8,100})-t240(?:\.(avif|webp))?$/
/**
 * A thumbnail's name split into the base of its image and its format (undefined: the URL the
 * page names, either format); undefined for anything else.
 */
export function splitThumb(name: string): { base: string; format?: ThumbFormat } | undefined {
  const m = name.match(THUMB_NAME)
  return m ? { base: m[1]!, format: m[2] as ThumbFormat | undefined } : undefined
}
/** The files a thumbnail of `base` may be made from, the stored image's largest size (which preset it is, the name does not say). */
export const thumbSources = (base: string) => THUMBED_FIRST.map((suffix) => fileName(base, { suffix }))
/**
 * Where the API serves thumbnails, on the menu's own host whatever the storage (local or S3):
 * no connection to another host before the first photo, and a missing one is made on request.
 */
export const THUMB_PREFIX = '/m/assets/img/'
/** The thumbnail URL of a stored image (by its URL): `/m/assets/img/<base>-t240`; undefined when it has none. */
export function thumbUrl(url: string): string | undefined {
  const name = splitName(url.slice(url.lastIndexOf('/') + 1))
  return name && hasThumbs(name.suffix) ? `${THUMB_PREFIX}${name.base}-${THUMB.suffix}` : undefined
}

/** The smaller size of a stored image (products 400 px, posters and mobile ads 540x960, desktop ads 960x540); null when it has none. */
export const smallImage = (url: string | null): string | null => (url ? (imageSizes(url)[1]?.url ?? null) : null)
