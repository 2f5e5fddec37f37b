import { thumbUrl } from '../images/sizes.js'
import { esc } from './escape.js'
import { type PublicMenu, type PublicProduct, shownProducts } from './schema.js'

/**
 * A dish's photo on the page: the square 240 px thumbnail (images/sizes.ts), AVIF or WebP, in
 * the 96 px box (120 px from 768 px wide) its width and height reserve, so
 * nothing shifts as photos arrive. The first photos of the page are in the first screen: they
 * load at once (the first one, the likely largest paint, ahead of everything else); the rest
 * wait until the diner scrolls near them.
 */

/** Photos a 390 x 844 phone shows before any scroll (dishes first): loaded eagerly. */
const FIRST_SCREEN_PHOTOS = 3

const firstPhotos = new WeakMap<PublicMenu, Set<PublicProduct>>()

/** The first FIRST_SCREEN_PHOTOS dishes with a photo, in the page's order (families, then the others). */
function eagerOnes(view: PublicMenu): Set<PublicProduct> {
  let set = firstPhotos.get(view)
  if (!set) {
    const all = shownProducts(view)
    set = new Set(all.filter((p) => p.image).slice(0, FIRST_SCREEN_PHOTOS))
    firstPhotos.set(view, set)
  }
  return set
}

/**
 * An image as its square thumbnail (one URL, AVIF or WebP by the browser's Accept) with `attrs`
 * (width, height, loading); `fallback` for an image that is not one of our stored files (none
 * today), which keeps its own file.
 */
export function thumbImg(src: string, fallback: string, attrs: string): string {
  return `<img src="${esc(thumbUrl(src) ?? fallback)}" ${attrs}>`
}

export function dishPhoto(view: PublicMenu, p: PublicProduct): string {
  if (!p.image) return ''
  const eager = eagerOnes(view)
  const loading = !eager.has(p) ? ' loading="lazy"' : eager.values().next().value === p ? ' fetchpriority="high"' : ''
  // The dish's name is the heading right beside its photo: an empty alt keeps a screen reader from
  // reading every name twice (an image its adjacent text describes is a redundant image).
  // No decoding="async": lazy thumbnails of 96 px decode off the main thread anyway, and the
  // attribute cost ~50 B of gzip on a 150-dish page (docs/performance.md).
  const attrs = `alt="" class="pi" width="96" height="96"${loading}`
  return thumbImg(p.image.src, p.image.src_small ?? p.image.src, attrs)
}
