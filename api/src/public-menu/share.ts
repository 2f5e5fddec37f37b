import { createHash } from 'node:crypto'
import { LANGUAGE_BY_CODE } from '@menu/shared/menu/languages'
import { esc } from './escape.js'
import { canonicalUrl } from './language.js'
import type { PublicMenu, PublicProduct } from './schema.js'

/**
 * Link previews: the Open Graph and Twitter card tags of a menu page, so a link shared on
 * WhatsApp, Instagram, Facebook or X shows a card (the restaurant and branch, a line, a picture).
 * The picture is made by this server at 1200x630 (share-image.ts): the logo on the brand's
 * colours, or, without a logo, a dish photo. Its name is a hash of what it is drawn from, so it
 * is cached for good and a new logo, photo or colour gives a new name (crawlers fetch it anew).
 * It lives under /m/assets/ on the menu's origin (PUBLIC_MENU_URL), which both sites serve.
 */

export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630
/** Where the pictures are served: /m/assets/preview/{route_key}/{name}.jpg. */
export const SHARE_IMAGE_PREFIX = '/m/assets/preview/'
/** Raise when the drawing changes: every picture gets a new name. */
const DRAWING_VERSION = 1

/** What a picture is drawn from: all of it goes into its name. */
export interface ShareSource {
  kind: 'logo' | 'photo'
  /** A URL of our image store (the view's own: the small logo, the dish's largest photo). */
  image: string
  background: string
  accent: string
}

type Sources = Pick<PublicMenu, 'logo' | 'families' | 'other_products'> & {
  theme: Pick<PublicMenu['theme'], 'background' | 'button_background'>
}

/** The logo; else the first featured dish with a photo; else the first dish with one; else nothing. */
export function shareSource(view: Sources): ShareSource | null {
  const colours = { background: view.theme.background, accent: view.theme.button_background }
  if (view.logo) return { kind: 'logo', image: view.logo, ...colours }
  const dishes: PublicProduct[] = [
    ...view.families.flatMap((f) => f.categories.flatMap((c) => c.products)),
    ...view.other_products,
  ]
  const dish = dishes.find((p) => p.featured && p.image) ?? dishes.find((p) => p.image)
  return dish?.image ? { kind: 'photo', image: dish.image.src, ...colours } : null
}

/** The picture's file name: a hash of what it is drawn from. */
export const shareImageName = (source: ShareSource): string =>
  `${createHash('sha256')
    .update(JSON.stringify([DRAWING_VERSION, source.kind, source.image, source.background, source.accent]))
    .digest('base64url')
    .slice(0, 22)}.jpg`

/** The picture's absolute URL on the menu's origin (`menuBaseUrl`: PUBLIC_MENU_URL). */
export const shareImageUrl = (menuBaseUrl: string, routeKey: string, source: ShareSource): string =>
  `${menuBaseUrl}${SHARE_IMAGE_PREFIX}${encodeURIComponent(routeKey)}/${shareImageName(source)}`

/** A branch named as its company (a first branch is): its name is not said twice. */
export const repeatsCompany = (company: string, branch: string): boolean =>
  branch.trim().toLowerCase() === company.trim().toLowerCase()

/** 'es' -> 'es_MX': Open Graph writes locales with an underscore. */
const ogLocale = (code: string) => (LANGUAGE_BY_CODE.get(code)?.locale ?? 'es-MX').replace('-', '_')

/**
 * The <head> tags: the title is the restaurant and its branch (once when the branch is named
 * after it), `description` the page's own; the URL is the canonical one (the page's language's).
 * Only what the cards need, as the page's 20 KB gzip budget counts every tag: X reads the og:
 * tags for all but the card's kind, and og:site_name, og:image:type and og:image:alt would
 * repeat the title and the URL's extension.
 */
export function shareTags(view: PublicMenu, description: string): string {
  const title = repeatsCompany(view.company, view.branch.name) ? view.company : `${view.company} · ${view.branch.name}`
  const meta = (property: string, content: string) => `<meta property="${property}" content="${esc(content)}">`
  const image = view.share_image
  const alternates = view.languages
    .filter((l) => l.code !== view.language)
    .map((l) => meta('og:locale:alternate', ogLocale(l.code)))
    .join('')
  return (
    meta('og:type', 'website') +
    meta('og:title', title) +
    meta('og:description', description) +
    meta('og:url', canonicalUrl(view)) +
    meta('og:locale', ogLocale(view.language)) +
    alternates +
    (image
      ? meta('og:image', image) +
        meta('og:image:width', String(SHARE_IMAGE_WIDTH)) +
        meta('og:image:height', String(SHARE_IMAGE_HEIGHT))
      : '') +
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`
  )
}
