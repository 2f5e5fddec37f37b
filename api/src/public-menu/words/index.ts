import type { AllergenCode } from '@menu/shared/menu/allergens'
import type { FactNotices, FactWords } from '@menu/shared/menu/fact-words'
import { BASE_LANGUAGE } from '@menu/shared/menu/languages'
import { de } from './de.js'
import { en } from './en.js'
import { es } from './es.js'
import { fr } from './fr.js'
import { it } from './it.js'
import { ja } from './ja.js'
import { ko } from './ko.js'
import { pt } from './pt.js'
import { zh } from './zh.js'

/**
 * The public menu's own words (not the owner's texts, which come translated from the
 * database): one record per supported language (shared/src/menu/languages.ts), each a
 * `PageWords`, so TypeScript refuses a language that misses a word. Spanish is the product's
 * original wording; the page, the JSON menu and the 404 page read their words only from here.
 */
export interface PageWords extends FactWords {
  /** A product or choice sold out in the branch now. */
  soldOut: string
  featured: string
  recommended: string
  /** aria-label of a dish's tag list. */
  tags: string
  /** The summary of a dish's variant groups. */
  options: string
  /** aria-label of the phone link. */
  call: (phone: string) => string
  /** alt of the logo. */
  logoOf: (company: string) => string
  /** aria-label of the contact links. */
  contact: string
  /** Under a promotion with an expiration; `date` is already in the language ('5 de marzo', 'March 5'). */
  validUntil: (date: string) => string
  promotions: string
  /** aria-label of the ads. */
  ads: string
  /** The section of products without a category. */
  others: string
  /** aria-label of the sections' navigation (the bar of category chips). */
  sections: string
  /** The server-side search (?q=, search.ts): the form's label and button, its result, the way back. */
  search: SearchWords
  /** The page's meta description. */
  menuOf: (company: string, branch: string) => string
  /** The last word of the page title. */
  menu: string
  empty: string
  skip: string
  unavailableTitle: string
  unavailable: string
  notFoundTitle: string
  notFoundHeading: string
  notFoundHint: string
  /** aria-label of the links to the menu in the other languages. */
  languages: string
  /** The diner's table, from the table's QR code (?mesa=n). */
  table: (n: number) => string
  website: string
  /** The footer's link to the owner's privacy notice, shown while tracking scripts run. */
  privacyNotice: string
  /** A variant group's limit and obligation. */
  upTo: (limit: number) => string
  obligatory: string
  /** Combos (combos.ts): the top section's heading, the line of allergens of the choices, a step's min..max. */
  combo: {
    ofTheDay: string
    byChoice: string
    rule: (min: number, max: number) => string
  }
  /** Schedules: `days` null = every day ('Available …'); `ranges` is the list of time ranges. */
  hours: (days: string | null, ranges: string) => string
  /** Contiguous days: 'Mon–Fri'. */
  dayRange: (from: string, to: string) => string
  /** One time range: '7:00 AM–12:00 PM'. */
  timeRange: (from: string, to: string) => string
  /** The allergen catalogue's words, levels and diets, and a dish's notices, are `FactWords`'s (shared/src/menu/fact-words.ts); the rest of the allergen part (allergens.ts): the diner's filter and the legend. */
  allergy: AllergyWords
  /** From the table (order/): 'Mi pedido', the dish's choices page, the waiter calls. */
  order: OrderWords
}

/** 'Mi pedido' and the waiter calls (public-menu/order/). What the waiter reads is always Spanish (WORDS.es). */
export interface OrderWords {
  /** A dish's button on the menu, and its accessible name with the dish ('Agregar Tacos al pastor'). */
  add: string
  addDish: (dish: string) => string
  /** Shown by the dish's button after it was added (the page comes back to it). */
  added: string
  /** The list's title, and the link to it on the menu. */
  myOrder: string
  viewOrder: string
  /** A list without dishes. */
  empty: string
  backToMenu: string
  /** The choices page of a dish with options or a combo: its heading and its button. */
  choose: string
  addToOrder: string
  quantity: string
  /** A list line's buttons (accessible names with the dish). */
  more: (dish: string) => string
  less: (dish: string) => string
  remove: (dish: string) => string
  /** Empties the whole list. */
  clear: string
  total: string
  /** A line the branch no longer offers as it was added (sold out, off hours, removed, a choice gone): not in the total. */
  unavailable: string
  /** The Spanish block for the waiter, in large type: its heading (in the diner's language). */
  showWaiter: string
  sendWhatsApp: string
  /** A required group or step left without a choice, or more choices than allowed. */
  pickOne: (group: string) => string
  pickAtMost: (group: string, max: number) => string
  pickBetween: (group: string, min: number, max: number) => string
  /** The list holds as many lines as it may. */
  full: string
  /** The waiter calls (?mesa=n): the buttons, and the confirmation the diner sees. */
  callWaiter: string
  askBill: string
  waiterCalled: (table: number) => string
  billAsked: (table: number) => string
  /** The same call is still open: nothing new was sent. */
  alreadyCalled: string
  /** Throttled: too many calls from this visitor or table just now. */
  waitBeforeCalling: string
  /** Throttled: too many changes to the list from this visitor just now. */
  tooFast: string
  /** The branch does not take lists or calls (turned off, or the plan lacks it). */
  notOffered: string
}

export interface SearchWords {
  label: string
  button: string
  /** `count` (1 or more) dishes found for `query` (the diner's words, as typed). */
  found: (count: number, query: string) => string
  /** Nothing found for `query`. */
  none: (query: string) => string
  /** The link back to the whole menu (keeping the language, table and allergen filter). */
  showAll: string
}

/** The allergen part's words; `list` is an allergen list already written for a sentence (`AllergyWords.list`). */
export interface AllergyWords extends FactNotices {
  /** What each allergen covers, for the legend. */
  descriptions: Record<AllergenCode, string>
  /** Allergen names in a sentence (lower case where the language writes them so): 'and' for a dish's, 'or' for what the filter hid, 'nor' for what no dish has. */
  list: (names: readonly string[], how: 'and' | 'or' | 'nor') => string
  /** The filter's warning on a dish that may contain an avoided allergen. */
  mayContain: (list: string) => string
  /** The filter's notice on a dish with an avoided allergen unconfirmed; `list` starts with a capital. */
  unconfirmed: (list: string) => string
  /** The filter's result: nothing hidden, or `count` dishes (1 or more). */
  noneHidden: (list: string) => string
  hidden: (count: number, list: string) => string
  /** After the result: what the filter keeps. */
  stillShown: string
  removeFilter: string
  /** The filter form's summary, its fieldset legend and its button. */
  filter: string
  hideWith: string
  apply: string
  /** The legend's summary, and what each word means (a sentence after the word and a colon). */
  legend: string
  explain: Record<'contains' | 'may_contain' | 'unconfirmed' | 'glutenFree', string>
  /** aria-label of the allergen section. */
  section: string
}

export const PAGE_LANGUAGES = ['es', 'en', 'fr', 'pt', 'de', 'it', 'ja', 'ko', 'zh'] as const
export type PageLanguage = (typeof PAGE_LANGUAGES)[number]

export const WORDS: Record<PageLanguage, PageWords> = { es, en, fr, pt, de, it, ja, ko, zh }

const isPageLanguage = (lang: string): lang is PageLanguage => Object.hasOwn(WORDS, lang)

/** The words of a language; Spanish for a code without its own. */
export const wordsFor = (lang: string): PageWords => WORDS[isPageLanguage(lang) ? lang : BASE_LANGUAGE]
