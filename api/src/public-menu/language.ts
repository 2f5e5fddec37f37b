import { tableParam } from './table.js'
import { BASE_LANGUAGE, LANGUAGE_BY_CODE } from '@menu/shared/menu/languages'
import { esc } from './escape.js'
import type { PublicMenu } from './schema.js'
import type { PageWords } from './words/index.js'

/**
 * Which language a diner gets (docs/public-menu.md, "Languages"): `?lang=` when it names one
 * the menu offers, else the first of the browser's Accept-Language (by q-value) that it
 * offers, else Spanish for the whole page. The menu's languages are the account's within its
 * plan (offeredLanguages, in load.ts); a text without a translation stays in Spanish on its own
 * (translate.ts). Plus the page's language links and `hreflang` alternates.
 */

/** What a request says about languages. */
export interface LanguageRequest {
  /** The `lang` query parameter (repeated: the first). */
  lang?: unknown
  /** The Accept-Language header. */
  acceptLanguage?: string
}

export interface LanguageChoice {
  /** ISO 639-1 code, one of the menu's languages. */
  lang: string
  /** The choice depended on Accept-Language: the answer says `Vary: Accept-Language`. */
  byHeader: boolean
}

/** 'en-US' -> 'en'; anything else that is not a language tag -> null. */
function primaryCode(tag: string): string | null {
  const m = /^([a-z]{2,3})(?:-[a-z0-9]{1,8})*$/i.exec(tag.trim())
  return m ? m[1]!.toLowerCase() : null
}

/** Longer headers are cut: no browser sends more; the parse stays bounded whatever a client sends. */
const HEADER_MAX = 500

/**
 * The primary language codes of an Accept-Language header, best first (q-value, then the
 * order given), without repeats or q=0 ones: 'fr-CH, fr;q=0.9, en;q=0.8, de;q=0' -> ['fr', 'en'].
 * '*' names no language and is left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return []
  const ranked: Array<{ code: string; q: number; at: number }> = []
  for (const [at, part] of header.slice(0, HEADER_MAX).split(',').entries()) {
    const [tag = '', ...params] = part.split(';')
    const code = primaryCode(tag)
    if (!code) continue
    // A weight that is not one (q=2, q=abc) leaves its language out, as q=0 does.
    const weight = params.find((p) => /^\s*q\s*=/i.test(p))
    const q = weight === undefined ? 1 : Number(/^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(weight)?.[1] ?? 0)
    if (q > 0 && q <= 1) ranked.push({ code, q, at })
  }
  ranked.sort((a, b) => b.q - a.q || a.at - b.at)
  return [...new Set(ranked.map((r) => r.code))]
}

/** The language of the answer among `offered` (Spanish first). */
export function chooseLanguage(request: LanguageRequest, offered: readonly string[]): LanguageChoice {
  const asked = Array.isArray(request.lang) ? request.lang[0] : request.lang
  const code = typeof asked === 'string' ? primaryCode(asked) : null
  if (code && offered.includes(code)) return { lang: code, byHeader: false }
  // A menu in Spanish only answers the same to everyone.
  if (offered.length < 2) return { lang: BASE_LANGUAGE, byHeader: false }
  const best = acceptedLanguages(request.acceptLanguage).find((c) => offered.includes(c))
  return { lang: best ?? BASE_LANGUAGE, byHeader: true }
}

/** The menu's page in a language: `?lang=` on its URL (the bare URL negotiates: x-default). */
export const languageUrl = (menuUrl: string, code: string) => `${menuUrl}?lang=${code}`

/** The view model's list of the menu's languages (none besides Spanish: empty, no links). */
export function languageLinks(menuUrl: string, offered: readonly string[]): PublicMenu['languages'] {
  if (offered.length < 2) return []
  return offered.map((code) => ({
    code,
    name: LANGUAGE_BY_CODE.get(code)?.native ?? code,
    url: languageUrl(menuUrl, code),
  }))
}

/** <head>: an alternate per language and x-default (the bare URL, which picks by the browser's language). */
export function alternates(view: PublicMenu): string {
  if (!view.languages.length) return ''
  return (
    view.languages.map((l) => `<link rel="alternate" hreflang="${l.code}" href="${esc(l.url)}">`).join('') +
    `<link rel="alternate" hreflang="x-default" href="${esc(view.url)}">`
  )
}

/** The canonical URL of the page: its language's own once the menu has several. */
export const canonicalUrl = (view: PublicMenu): string =>
  view.languages.find((l) => l.code === view.language)?.url ?? view.url

/**
 * Plain links to the menu in its other languages, each named in its own language (and marked
 * so: `lang`, `hreflang`). Relative (`?lang=xx`): they stay on the origin the diner opened, the
 * panel's preview frame included.
 */
export function languageNav(view: PublicMenu, words: PageWords, table?: number): string {
  const mesa = tableParam(table)
  const others = view.languages.filter((l) => l.code !== view.language)
  if (!others.length) return ''
  const links = others
    .map(
      (l) =>
        `<li><a href="?lang=${l.code}${mesa ? `&amp;${mesa}` : ''}" hreflang="${l.code}" lang="${l.code}">${esc(l.name)}</a></li>`,
    )
    .join('')
  return `<ul class="lng" aria-label="${esc(words.languages)}">${links}</ul>`
}

/** The links' rules (only on pages that show them): 44 px touch targets, as the rest of the page. */
export const LANGUAGE_CSS =
  '.lng{display:flex;flex-wrap:wrap;justify-content:center;gap:0 12px;margin:-12px 0 4px;font-size:.875rem}' +
  '.lng a{display:inline-block;padding:12px 4px;font-weight:600}'
