import type { AllergenCode } from '@menu/shared/menu/allergens'
import { dinerFacts } from '@menu/shared/menu/fact-words'
import { esc, safeUrl } from './escape.js'
import { trackingSnippets, sha256Source, type Snippets } from './csp.js'
import {
  ALLERGEN_CSS,
  allergenPanel,
  dishAllergens,
  showsAllergens,
  showsUnconfirmed,
  variantFacts,
} from './allergens.js'
import { iconCss, iconGlyph, pageGlyphs } from './icons.js'
import { jsonLdBlock } from './json-ld.js'
import { alternates, canonicalUrl, LANGUAGE_CSS, languageNav } from './language.js'
import { localFormat } from './locale.js'
import { dishPhoto, thumbImg } from './photo.js'
import { printWords } from '../print/words.js'
import { SEARCH_CSS, STATUS_CSS, type SearchResult, searchPanel } from './search.js'
import {
  type PublicImage,
  type PublicMenu,
  type PublicProduct,
  type PublicVariantGroup,
  shownProducts,
} from './schema.js'
import { addButton, callForm, orderCss, orderForm } from './order-buttons.js'
import { privacyLink } from './privacy.js'
import { repeatsCompany, shareTags } from './share.js'
import { tableLine } from './table.js'
import { FAMILY_ICON_CSS, MARKETING_CSS, MSG_CSS, pageCss } from './styles.js'
import { type PageWords, wordsFor } from './words/index.js'

/**
 * Step 4: the view model as one HTML document. Every dynamic value goes through `esc`
 * (URLs were checked by the view first). No script unless the owner set tracking ids.
 * The page's own words are in the view's language (words/), as the owner's texts are.
 */

export interface RenderedPage {
  html: string
  /** CSP sources of the inline <style> and <script> elements. */
  styleHashes: string[]
  snippets: Snippets
}

/** The sold-out label of a product or variant. */
const soldOut = (w: PageWords) => `<span class="ag">${esc(w.soldOut)}</span>`

/** A choice's row: its name (and facts), its extra price; sold out: labelled, the price struck. */
const choice = (name: string, price: string | null, sold: boolean, facts: string, w: PageWords) =>
  sold
    ? `<li class="so"><span>${esc(name)} ${soldOut(w)}${facts}</span>${price ? `<s>${esc(price)}</s>` : ''}</li>`
    : `<li><span>${esc(name)}${facts}</span>${price ? `<span>${esc(price)}</span>` : ''}</li>`

const choices = (name: string, rule: string | null, items: string, note = '') =>
  `<div class="vg"><p>${esc(name)}${rule ? ` <span>(${esc(rule)})</span>` : ''}</p>${note}<ul>${items}</ul></div>`

function variantGroup(g: PublicVariantGroup, avoid: readonly AllergenCode[], w: PageWords): string {
  const items = g.variants.map((v) => choice(v.name, v.price_text, v.sold_out, variantFacts(v, avoid, w), w)).join('')
  // Extras priced by position: how, under the group's name ('Las primeras 2 sin costo, después +$10 c/u').
  return choices(g.name, g.rule, items, g.pricing_text ? `<p class="pp">${esc(g.pricing_text)}</p>` : '')
}

/** A combo's steps, open (they are what the combo is): each with its rule and its choices. */
const comboSteps = (p: PublicProduct, w: PageWords) =>
  p.steps
    .map((s) =>
      choices(s.name, s.rule, s.items.map((it) => choice(it.name, it.surcharge_text, it.sold_out, '', w)).join('')),
    )
    .join('')

/**
 * `avoid`: the diner's filter, for the warnings of what it keeps (allergens.ts); `photo`: the
 * dish's <picture> (photo.ts), which knows whether it is in the first screen; `add`: its
 * 'Agregar' button when the branch takes orders (order-buttons.ts).
 */
function product(
  p: PublicProduct,
  level: 3 | 4,
  avoid: readonly AllergenCode[],
  w: PageWords,
  photo: string,
  add: string,
  hours: string | null = null,
): string {
  const h = `h${level}`
  const badges = [p.featured ? w.featured : null, p.recommended ? w.recommended : null].filter(Boolean)
  const tags = p.tags.length
    ? `<ul class="tg" aria-label="${esc(w.tags)}">${p.tags
        .map((t) => {
          const glyph = iconGlyph(t.icon)
          return `<li>${glyph ? `<i aria-hidden="true">${esc(glyph)}</i>` : ''}${esc(t.name)}</li>`
        })
        .join('')}</ul>`
    : ''
  const options = p.variant_groups.length
    ? `<details><summary>${esc(w.options)}</summary>${p.variant_groups.map((g) => variantGroup(g, avoid, w)).join('')}</details>`
    : ''
  const classes = [badges.length ? 'hl' : '', p.sold_out ? 'so' : '', p.unavailable_text ? 'off' : '']
    .filter(Boolean)
    .join(' ')
  // Sold out: still listed (the diner sees it exists), labelled and with the price struck through.
  const price = p.sold_out ? `<p class="pr"><s>${esc(p.price_text)}</s></p>` : `<p class="pr">${esc(p.price_text)}</p>`
  // Portion and calories right under the price, as PROFECO asks (a line of their own, so the
  // dish's name keeps its width).
  const portion = dinerFacts(p, w, 'dish').portion
  return (
    `<li${classes ? ` class="${classes}"` : ''}><div class="pb"><div class="ph"><${h}>${esc(hours ? `${p.name} · ${hours}` : p.name)}</${h}>${price}</div>` +
    (portion ? `<p class="nu">${esc(portion)}</p>` : '') +
    (p.sold_out ? `<p class="bd">${soldOut(w)}</p>` : '') +
    (p.unavailable_text ? `<p class="hrs">${esc(p.unavailable_text)}</p>` : '') +
    (badges.length ? `<p class="bd">${badges.map((b) => `<span>${esc(b)}</span>`).join('')}</p>` : '') +
    (p.description ? `<p class="d">${esc(p.description)}</p>` : '') +
    `${comboSteps(p, w)}${dishAllergens(p, avoid, w)}${tags}${options}${add}</div>${photo}</li>`
  )
}

const productList = (view: PublicMenu, products: PublicProduct[], level: 3 | 4, w: PageWords) =>
  `<ul class="ps">${products.map((p) => product(p, level, view.filter.avoid, w, dishPhoto(view, p), addButton(view, p, w))).join('')}</ul>`

/** The menus of the day offered now, first: 'Comida corrida · 13:00–17:00' with today's choices. */
function ofTheDay(view: PublicMenu, w: PageWords): string {
  if (!view.of_the_day.length) return ''
  const items = view.of_the_day
    .map((o) =>
      product(
        o.product,
        3,
        view.filter.avoid,
        w,
        dishPhoto(view, o.product),
        addButton(view, o.product, w),
        o.hours_text,
      ),
    )
    .join('')
  return `<section class="fam" id="dia" aria-labelledby="diah"><h2 id="diah">${esc(w.combo.ofTheDay)}</h2><ul class="ps">${items}</ul></section>`
}

function header(view: PublicMenu, w: PageWords, table: number | undefined): string {
  const b = view.branch
  const links = [
    b.phone && b.phone_url
      ? `<li><a href="${esc(b.phone_url)}" aria-label="${esc(w.call(b.phone))}">${esc(b.phone)}</a></li>`
      : '',
    b.whatsapp_url ? `<li><a href="${esc(b.whatsapp_url)}" rel="noopener">WhatsApp</a></li>` : '',
    ...b.links.map((l) => `<li><a href="${esc(l.url)}" rel="noopener nofollow">${esc(l.label)}</a></li>`),
  ].join('')
  return (
    `<header class="top wrap">${languageNav(view, w, table)}` +
    (view.logo
      ? `<img class="logo" src="${esc(view.logo)}" width="80" height="80" alt="${esc(w.logoOf(view.company))}">`
      : '') +
    `<h1>${esc(view.company)}</h1>${branchLine(view.company, b.name)}${tableLine(table, w)}${callForm(view, table, w)}` +
    (b.address ? `<address class="addr">${esc(b.address)}</address>` : '') +
    (links ? `<ul class="links" aria-label="${esc(w.contact)}">${links}</ul>` : '') +
    '</header>'
  )
}

/**
 * A promotion or an ad as a small card of the strip above the menu: a thumbnail, its name and
 * a line or two, linking to the full poster (no script: the browser opens the image). Compact on
 * purpose: the diner came for the dishes, which must start in the first screen (issue 40).
 */
function card(image: PublicImage, href: string, name: string, lines: string, lazy: boolean): string {
  // The thumbnail is not lazy in the first cards (they are on the first screen).
  const thumb = thumbImg(
    image.src,
    image.src_small ?? image.src,
    `alt="" width="64" height="64"${lazy ? ' loading="lazy"' : ''} decoding="async"`,
  )
  return `<li><a href="${esc(href)}">${thumb}<span><strong>${esc(name)}</strong>${lines}</span></a></li>`
}

function promotions(view: PublicMenu, w: PageWords): string {
  if (!view.promotions.length) return ''
  const { date } = localFormat(view.language, view.currency)
  const items = view.promotions
    .map((p, i) => {
      const until = p.expires_at ? `<small class="vig">${esc(w.validUntil(date(p.expires_at)))}</small>` : ''
      const lines =
        (p.unavailable_text ? `<small class="hrs">${esc(p.unavailable_text)}</small>` : '') +
        (p.description ? `<small>${esc(p.description)}</small>` : '') +
        until
      return card(p.image, p.image.src, p.name, lines, i > 2)
    })
    .join('')
  return `<section aria-labelledby="promos"><h2 class="vh" id="promos">${esc(w.promotions)}</h2><ul>${items}</ul></section>`
}

function advertising(view: PublicMenu, w: PageWords): string {
  if (!view.advertising.length) return ''
  // The card shows the mobile image (1080x1920) and opens it whole: the diner is on a phone.
  const items = view.advertising
    .map((a, i) =>
      card(
        a.image_mobile,
        a.image_mobile.src,
        a.name,
        a.description ? `<small>${esc(a.description)}</small>` : '',
        view.promotions.length + i > 2,
      ),
    )
    .join('')
  return `<section aria-label="${esc(w.ads)}"><ul>${items}</ul></section>`
}

/** Promotions and ads in one strip that scrolls sideways (no heading on screen: the cards say what they are). */
function marketingStrip(view: PublicMenu, w: PageWords): string {
  const sections = promotions(view, w) + advertising(view, w)
  return sections ? `<div class="mk">${sections}</div>` : ''
}

/**
 * The families (labelled regions: a handful of landmarks) and their categories. A category's
 * section has no label of its own: its h3 is how it is reached (headings), and 20 more region
 * landmarks would crowd a screen reader's list of them for ~90 B of gzip (docs/performance.md).
 */
function families(view: PublicMenu, w: PageWords): string {
  return view.families
    .map(
      (f) =>
        `<section class="fam" id="f${f.id}" aria-labelledby="f${f.id}h">` +
        `<h2 id="f${f.id}h">${f.icon ? `<img class="ficon" src="${esc(f.icon)}" width="40" height="40" alt="" loading="lazy">` : ''}${esc(f.name)}</h2>` +
        (f.description ? `<p class="d">${esc(f.description)}</p>` : '') +
        f.categories
          .map(
            (c) =>
              `<section class="cat" id="c${c.id}"><h3>${esc(c.name)}</h3>` +
              (c.unavailable_text ? `<p class="hrs">${esc(c.unavailable_text)}</p>` : '') +
              (c.description ? `<p class="d">${esc(c.description)}</p>` : '') +
              `${productList(view, c.products, 4, w)}</section>`,
          )
          .join('') +
        '</section>',
    )
    .join('')
}

/**
 * The section bar: a sticky row of chips, one per category shown (in the page's language), that
 * scrolls sideways on a phone; plain anchor links, so it needs no script. Headings it jumps to
 * stay clear of it (scroll-padding-top, styles.ts).
 */
function nav(view: PublicMenu, w: PageWords): string {
  const entries = view.families.flatMap((f) =>
    f.categories.map((c) => `<li><a href="#c${c.id}">${esc(c.name)}</a></li>`),
  )
  if (view.of_the_day.length) entries.unshift(`<li><a href="#dia">${esc(w.combo.ofTheDay)}</a></li>`)
  if (view.other_products.length) entries.push(`<li><a href="#otros">${esc(w.others)}</a></li>`)
  return entries.length > 1 ? `<nav class="nav" aria-label="${esc(w.sections)}"><ul>${entries.join('')}</ul></nav>` : ''
}

const usesTagIcons = (view: PublicMenu) => shownProducts(view).some((p) => p.tags.some((t) => t.icon !== null))

// Without a logo the icon is an empty data URL: browsers then do not guess /favicon.ico.
function htmlDocument(
  view: PublicMenu,
  title: string,
  body: string,
  css: string,
  snippets: Snippets,
  robots = '',
): RenderedPage {
  const description = wordsFor(view.language).menuOf(view.company, view.branch.name)
  return {
    html:
      `<!doctype html><html lang="${esc(view.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<title>${esc(title)}</title><meta name="description" content="${esc(description)}">` +
      `<link rel="canonical" href="${esc(safeUrl(canonicalUrl(view)))}">${alternates(view)}${shareTags(view, description)}<meta name="theme-color" content="${esc(view.theme.background)}"><link rel="icon" href="${view.logo ? esc(view.logo) : 'data:,'}">` +
      `${robots}<style>${css}</style>${snippets.head}</head>` +
      `<body>${snippets.body}${body}</body></html>`,
    styleHashes: [sha256Source(css)],
    snippets,
  }
}

/** The branch under the company name, unless it only repeats it (a first branch is named after the company). */
export function branchLine(company: string, branch: string): string {
  return repeatsCompany(company, branch) ? '' : `<p class="branch">${esc(branch)}</p>`
}

/**
 * The menu page of an enabled branch; `table`: the diner's, already checked (?mesa=n, table.ts);
 * `search`: the diner's search (?q=), whose dishes alone the view already holds (search.ts).
 */
export function renderMenu(view: PublicMenu, table?: number, search?: SearchResult): RenderedPage {
  const w = wordsFor(view.language)
  const state = { table, avoid: view.filter.avoid, query: search?.query }
  const allergens = showsAllergens(view)
  const css = pageCss(
    view.theme,
    (allergens || usesTagIcons(view) || showsUnconfirmed(view, w) ? iconCss(pageGlyphs(view, allergens)) : '') +
      (allergens || showsUnconfirmed(view, w) ? ALLERGEN_CSS : '') +
      SEARCH_CSS +
      (search || view.filter.avoid.length ? STATUS_CSS : '') +
      (view.promotions.length || view.advertising.length ? MARKETING_CSS : '') +
      (view.families.some((f) => f.icon) ? FAMILY_ICON_CSS : '') +
      (view.languages.length ? LANGUAGE_CSS : '') +
      (view.ordering ? orderCss(w, table) : ''),
  )
  const others = view.other_products.length
    ? `<section class="fam" id="otros" aria-labelledby="otrosh"><h2 id="otrosh">${esc(w.others)}</h2>${productList(view, view.other_products, 3, w)}</section>`
    : ''
  // A menu the filter emptied says so in its status line (allergens.ts), not "no products yet".
  const empty = !shownProducts(view).length && !view.filter.hidden && !search ? `<p class="d">${esc(w.empty)}</p>` : ''
  const body =
    `<a class="skip" href="#menu">${esc(w.skip)}</a>` +
    header(view, w, table) +
    nav(view, w) +
    `<main id="menu" class="wrap">${searchPanel(view, w, state, search)}${allergenPanel(view, w, state)}${orderForm(view, state, w, `${ofTheDay(view, w)}${marketingStrip(view, w)}${families(view, w)}${others}${empty}`)}</main>` +
    // The total price, taxes included (PROFECO), in the PDFs' own words (print/words.ts).
    `<footer class="foot"><p>${esc(printWords(view.language).pricesTaxIncluded(view.currency))}</p>${privacyLink(view, w)}</footer>${jsonLdBlock(view)}`
  return htmlDocument(
    view,
    `${view.company} · ${view.branch.name} | ${w.menu}`,
    body,
    css,
    trackingSnippets(view.tracking),
  )
}

const NO_SNIPPETS: Snippets = {
  head: '',
  body: '',
  scriptHashes: [],
  hosts: { script: [], img: [], connect: [], frame: [] },
}

/** A disabled branch: it says so, nothing else of the menu. */
export function renderUnavailable(view: PublicMenu): RenderedPage {
  const w = wordsFor(view.language)
  const css = pageCss(view.theme, MSG_CSS)
  const body =
    '<main class="msg">' +
    (view.logo
      ? `<img class="logo" src="${esc(view.logo)}" width="80" height="80" alt="${esc(w.logoOf(view.company))}">`
      : '') +
    `<h1>${esc(view.company)}</h1>${branchLine(view.company, view.branch.name)}` +
    `<p>${esc(w.unavailable)}</p></main>`
  return htmlDocument(
    view,
    `${view.company} · ${w.unavailableTitle}`,
    body,
    css,
    NO_SNIPPETS,
    '<meta name="robots" content="noindex">',
  )
}

/** Unknown route key: a 404 page in the default theme, in `lang` (any supported language: there is no menu to offer some). */
export function renderNotFound(theme: PublicMenu['theme'], lang = 'es'): RenderedPage {
  const w = wordsFor(lang)
  const css = pageCss(theme, MSG_CSS)
  const html =
    `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${esc(w.notFoundTitle)}</title><meta name="robots" content="noindex"><style>${css}</style></head>` +
    `<body><main class="msg"><h1>${esc(w.notFoundHeading)}</h1><p>${esc(w.notFoundHint)}</p></main></body></html>`
  return { html, styleHashes: [sha256Source(css)], snippets: NO_SNIPPETS }
}
