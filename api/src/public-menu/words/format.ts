import { LANGUAGE_BY_CODE } from '@menu/shared/menu/languages'
import type { AllergyWords } from './index.js'

/**
 * Lists and numbers in a language's own format (Intl with MENU_LANGUAGES[].locale), built
 * once per language: the words files call these, so a language without its own rule for
 * lists (Spanish keeps its 'y' / 'o' / 'ni') gets its locale's.
 */
const localeOf = (code: string) => LANGUAGE_BY_CODE.get(code)?.locale ?? 'es-MX'

/** Allergen names joined by the locale ('gluten, eggs, and milk'); `lower`: as a sentence writes them. */
export function localList(code: string, lower: boolean): AllergyWords['list'] {
  const locale = localeOf(code)
  const and = new Intl.ListFormat(locale, { type: 'conjunction' })
  // 'nor' is an 'or' after a negative sentence ('No dish contains gluten or eggs').
  const or = new Intl.ListFormat(locale, { type: 'disjunction' })
  return (names, how) =>
    (how === 'and' ? and : or).format(lower ? names.map((n) => n.toLocaleLowerCase(locale)) : names)
}

export function localInteger(code: string): AllergyWords['integer'] {
  const format = new Intl.NumberFormat(localeOf(code), { maximumFractionDigits: 0 })
  return (value) => format.format(value)
}
