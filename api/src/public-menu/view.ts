import { factValuesOf } from '@menu/shared/menu/dish-facts'
import { isOpenAt } from '@menu/shared/menu/schedule'
import { positionPricingText } from '@menu/shared/menu/combos'
import type { AllergenCode } from '@menu/shared/menu/allergens'
import { formatPhone } from '@menu/shared/format/phone'
import { BASE_LANGUAGE } from '@menu/shared/menu/languages'
import { SOCIAL_NETWORKS, socialUrl, websiteUrl } from '@menu/shared/format/social'
import { GTM_PATTERN, httpsUrl, PIXEL_PATTERN } from '@menu/shared/validation'
import type { Product, ProductVariantGroup } from '../data/products-read.js'
import type { FontFace } from '../fonts/fonts.js'
import type { AccountRow, BranchRow } from '../db/types.js'
import { smallImage } from '../images/sizes.js'
import { cssFontName, safeUrl } from './escape.js'
import { filterDish } from './avoid.js'
import { comboView, hoursToday, isDaily } from './combos.js'
import { iconGlyph } from './icons.js'
import { languageLinks } from './language.js'
import type { MenuSource } from './load.js'
import { localFormat } from './locale.js'
import type { PublicImage, PublicMenu, PublicProduct, PublicVariantGroup } from './schema.js'
import { soldOutLookup } from './sold-out.js'
import { shareImageUrl, shareSource } from './share.js'
import { pageTheme } from './theme.js'
import { menuUrl } from './url.js'
import { type PageWords, WORDS, wordsFor } from './words/index.js'

/**
 * Step 3: the view model (schema.ts) of a branch's menu, after its template was applied.
 * Only enabled items, non-empty sections, formatted prices and phone, checked URLs.
 * Pure: same source, same model (the page's ETag relies on it).
 */

export interface ViewOptions {
  /** True for URLs of this server's image store (local /uploads/ or the S3 bucket). */
  ownsImage: (url: string) => boolean
  /** Base of public menu links (config.publicMenuUrl), without a trailing slash. */
  menuBaseUrl: string
  /** The web font files a family needs (none for the default fonts: system fonts then). */
  fontFaces: (family: string) => FontFace[]
}

/** WhatsApp: a 10-digit number is Mexican (+52); longer ones already carry their country code. */
export function whatsappUrl(value: string | null): string | null {
  const digits = (value ?? '').replace(/\D/g, '')
  if (digits.length < 10 || digits.length > 15) return null
  return `https://wa.me/${digits.length === 10 ? `52${digits}` : digits}`
}

function branchInfo(s: BranchRow, words: PageWords): PublicMenu['branch'] {
  const phoneDigits = (s.phone ?? '').replace(/\D/g, '')
  const links: PublicMenu['branch']['links'] = []
  for (const network of SOCIAL_NETWORKS) {
    const url = socialUrl(s[network.field], network)
    if (url) links.push({ kind: network.kind, label: network.label, url })
  }
  const website = safeUrl(websiteUrl(s.website))
  if (website) links.push({ kind: 'website', label: words.website, url: website })
  return {
    name: s.name,
    address: s.address?.trim() || null,
    phone: phoneDigits.length === 10 ? formatPhone(phoneDigits) : null,
    phone_url: phoneDigits.length === 10 ? `tel:+52${phoneDigits}` : null,
    whatsapp_url: whatsappUrl(s.whatsapp_num),
    links,
  }
}

/** Tracking ids are put inside scripts: only exact, valid ids are kept. */
function tracking(a: AccountRow): PublicMenu['tracking'] {
  const gtm = [a.gtm_id, a.google_analytics]
    .map((v) => v?.trim() ?? '')
    .find((v) => GTM_PATTERN.test(v) && /^[A-Z0-9-]+$/i.test(v))
  const pixel = a.facebook_pixel?.trim() ?? ''
  const ids = { gtm_id: gtm ? gtm.toUpperCase() : null, facebook_pixel: PIXEL_PATTERN.test(pixel) ? pixel : null }
  // The privacy notice goes with the scripts that collect the diners' data: shown while one runs.
  const privacy = a.privacy_url && httpsUrl(a.privacy_url) === null ? safeUrl(a.privacy_url.trim()) : null
  return { ...ids, privacy_url: ids.gtm_id || ids.facebook_pixel ? privacy : null }
}

export function variantRule(
  group: Pick<ProductVariantGroup, 'limit' | 'obligatory'>,
  words: PageWords = WORDS.es,
): string | null {
  const parts = [
    group.limit !== null ? words.upTo(group.limit) : null,
    group.obligatory ? words.obligatory : null,
  ].filter(Boolean)
  return parts.length ? parts.join(' · ') : null
}

/** `avoid`: the diner's allergen filter (?sin=), normalized (avoid.ts). */
export function buildView(source: MenuSource, options: ViewOptions, avoid: readonly AllergenCode[] = []): PublicMenu {
  const { branch, account } = source
  // The language translate.ts put the texts in: the page's own words and formats follow it.
  const lang = source.language?.code ?? BASE_LANGUAGE
  const words = wordsFor(lang)
  const local = localFormat(lang, account.currency)
  const ownUrl = (url: string | null | undefined) => {
    const safe = safeUrl(url)
    return safe && options.ownsImage(safe) ? safe : null
  }
  /** Stored URLs name the largest size; the images module knows the smaller one. */
  const image = (url: string | null): PublicImage | null => {
    const src = ownUrl(url)
    return src ? { src, src_small: smallImage(src) } : null
  }

  const soldOut = soldOutLookup(source.soldOut)
  const groups = (productId: number, list: ProductVariantGroup[]): PublicVariantGroup[] =>
    list.flatMap((g) => {
      const variants = g.variants
        .filter((v) => v.enabled)
        .map((v) => ({
          id: v.id,
          name: v.name,
          price: v.price,
          price_text: v.price === null || v.price === 0 ? null : `+${local.price(v.price)}`,
          sold_out: soldOut.variant(productId, v.id),
          allergens: v.allergens,
          ...factValuesOf(v),
        }))
      return variants.length
        ? [
            {
              id: g.id,
              name: g.name,
              limit: g.limit,
              obligatory: g.obligatory,
              rule: variantRule(g, words),
              variants,
              pricing_text: g.position_pricing ? positionPricingText(g.position_pricing) : null,
            },
          ]
        : []
    })

  const byId = new Map(source.products.map((p) => [p.id, p]))
  // Out of its hours at the moment the page shows (schedules.ts; print has none: every hour counts).
  const categorySchedule = new Map(source.families.flatMap((f) => f.categories.map((c) => [c.id, c.schedule])))
  const offHours = (p: Product) =>
    source.at !== undefined &&
    (!isOpenAt(p.schedule, source.at) ||
      (p.category_id !== null && !isOpenAt(categorySchedule.get(p.category_id) ?? null, source.at)))
  const combo = (p: Product) => comboView(p, { byId, soldOut, offHours, price: local.price, w: words })

  const product = (p: Product): PublicProduct => ({
    id: p.id,
    name: p.name,
    description: p.description,
    price: p.price,
    price_text: local.price(p.price),
    image: image(p.image),
    featured: p.featured,
    recommended: p.recommended,
    tags: p.tags.map((t) => ({ id: t.id, name: t.name, icon: iconGlyph(t.icon) ? t.icon : null })),
    variant_groups: groups(p.id, p.variant_groups),
    sold_out: soldOut.product(p.id),
    unavailable_text: source.offHours?.products.get(p.id) ?? null,
    allergens: p.allergens,
    diets: p.diets,
    ...factValuesOf(p),
    kind: p.kind,
    steps: [],
    choice_allergens: [],
    ...(p.kind === 'combo' ? combo(p) : {}),
  })

  // The diner's filter (avoid.ts) leaves dishes out; sections it empties go like empty ones.
  let hidden = 0
  const byCategory = new Map<number | null, PublicProduct[]>()
  // The menus of the day offered now go first, in a section of their own, and not again in their category.
  const of_the_day: PublicMenu['of_the_day'] = []
  for (const p of source.products) {
    if (!p.enabled) continue
    const shown = filterDish(product(p), avoid)
    if (!shown) {
      hidden++
      continue
    }
    if (isDaily(p) && source.day && !offHours(p)) {
      of_the_day.push({ product: shown, hours_text: hoursToday(p.schedule, source.day.weekday) })
      continue
    }
    const list = byCategory.get(p.category_id) ?? []
    list.push(shown)
    byCategory.set(p.category_id, list)
  }

  const families = source.families.flatMap((f) => {
    const categories = f.categories.flatMap((c) => {
      const products = byCategory.get(c.id) ?? []
      return products.length
        ? [
            {
              id: c.id,
              name: c.name,
              description: c.description,
              unavailable_text: source.offHours?.categories.get(c.id) ?? null,
              products,
            },
          ]
        : []
    })
    return categories.length
      ? [{ id: f.id, name: f.name, description: f.description, icon: ownUrl(f.icon), categories }]
      : []
  })

  // Active promotions: enabled, not expired (already filtered) and with their poster; ads need both images.
  const promotions = source.marketing.promotions.flatMap((p) => {
    const poster = image(p.poster)
    return p.enabled && poster
      ? [
          {
            id: p.id,
            name: p.name,
            description: p.description,
            image: poster,
            expires_at: p.expiration,
            unavailable_text: source.offHours?.promotions.get(p.id) ?? null,
          },
        ]
      : []
  })
  const advertising = source.marketing.advertising.flatMap((a) => {
    const [mobile, desktop] = [image(a.image_mobile), image(a.image_desktop)]
    return a.enabled && mobile && desktop
      ? [{ id: a.id, name: a.name, description: a.description, image_mobile: mobile, image_desktop: desktop }]
      : []
  })

  const theme = pageTheme({
    background: account.theme_background,
    text: account.theme_font,
    buttonBackground: account.theme_button_background,
    buttonText: account.theme_button_font,
    headlineFont: account.font_headline,
    bodyFont: account.font_body,
  })

  const url = menuUrl(options.menuBaseUrl, branch.route_key)
  // The 160 px copy: the page shows the logo at 80 px.
  const logo = smallImage(ownUrl(account.logo)) ?? ownUrl(account.logo)
  const other_products = byCategory.get(null) ?? []
  const share = shareSource({ logo, theme, families, other_products })
  return {
    route_key: branch.route_key,
    url,
    language: lang,
    languages: languageLinks(url, source.language?.offered ?? []),
    available: true,
    ordering: source.ordering === true,
    of_the_day,
    company: account.company,
    logo,
    share_image: share ? shareImageUrl(options.menuBaseUrl, branch.route_key, share) : null,
    currency: account.currency,
    branch: branchInfo(branch, words),
    theme: {
      background: theme.background,
      text: theme.text,
      button_background: theme.button_background,
      button_text: theme.button_text,
      headline_font: theme.headline_font,
      body_font: theme.body_font,
      font_faces: fontFaces(account, options),
    },
    tracking: tracking(account),
    promotions,
    advertising,
    filter: { avoid: [...avoid], hidden },
    families,
    other_products,
  }
}

/** The files of the account's one or two fonts (named as the theme's stacks name them). */
function fontFaces(account: AccountRow, options: ViewOptions): PublicMenu['theme']['font_faces'] {
  const families = [
    ...new Set([account.font_headline, account.font_body].map(cssFontName).filter((f): f is string => f !== null)),
  ]
  return families.flatMap((family) => options.fontFaces(family).map((face) => ({ ...face, family })))
}

/** A disabled branch: its name and the brand only, no menu content. */
export function unavailableView(
  branch: BranchRow,
  account: AccountRow,
  options: ViewOptions,
  language?: MenuSource['language'],
): PublicMenu {
  const full = buildView(
    {
      branch,
      account,
      language,
      families: [],
      products: [],
      marketing: { promotions: [], advertising: [], today: '' },
      soldOut: [],
    },
    options,
  )
  return {
    ...full,
    available: false,
    ordering: false,
    branch: { name: branch.name, address: null, phone: null, phone_url: null, whatsapp_url: null, links: [] },
    tracking: { gtm_id: null, facebook_pixel: null, privacy_url: null },
    share_image: null,
  }
}
