import { formatPrice } from '@menu/shared/format/price'
import { BASE_LANGUAGE, LANGUAGE_BY_CODE } from '@menu/shared/menu/languages'
import { type Schedule, scheduleText, toMinutes, WEEK_ORDER } from '@menu/shared/menu/schedule'
import { wordsFor } from './words/index.js'

/**
 * Prices, dates and schedules in the page's language, with its locale's formats
 * (MENU_LANGUAGES[].locale through Intl). Prices stay in the account's currency: only how the
 * amount is written changes ('$12.50' in Spanish, 'MX$12.50' in English, '12,50 $MX' in French).
 * Spanish keeps the product's own wording (formatPrice, the shared scheduleText), which the
 * owner also reads in the panel. Formatters are built once per language (and currency): a
 * menu formats hundreds of prices per render.
 */
export interface LocalFormat {
  /** A price: '$12.50', and without decimals when the first decimal digit is 0 (as formatPrice). */
  price: (value: number) => string
  /** A calendar date 'YYYY-MM-DD' as day and month: '5 de marzo', 'March 5', '3月5日'. */
  date: (ymd: string) => string
  /** A schedule in words: 'Lun a vie de 7:00 a 12:00', 'Mon–Fri 7:00 AM–12:00 PM'. */
  schedule: (schedule: Schedule) => string
}

const localeOf = (lang: string) => LANGUAGE_BY_CODE.get(lang)?.locale ?? 'es-MX'
const capital = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1)
/** 2024-01-07 was a Sunday: day `d` of the week (0 = Sunday) at hh:mm, in UTC. */
const weekDate = (day: number, minutes = 0) => new Date(Date.UTC(2024, 0, 7 + day, 0, minutes))

function dateFormat(lang: string): LocalFormat['date'] {
  const format = new Intl.DateTimeFormat(localeOf(lang), { day: 'numeric', month: 'long', timeZone: 'UTC' })
  return (ymd) => format.format(new Date(`${ymd}T00:00:00Z`))
}

function priceFormat(lang: string, currency: string): LocalFormat['price'] {
  if (lang === BASE_LANGUAGE) return formatPrice
  let whole: Intl.NumberFormat
  let cents: Intl.NumberFormat
  try {
    const options = { style: 'currency', currency } as const
    whole = new Intl.NumberFormat(localeOf(lang), { ...options, minimumFractionDigits: 0, maximumFractionDigits: 0 })
    cents = new Intl.NumberFormat(localeOf(lang), { ...options, minimumFractionDigits: 2, maximumFractionDigits: 2 })
  } catch {
    return formatPrice // a currency code Intl does not take: the panel's writing
  }
  return (value) => {
    const hundredths = Math.round(Math.abs(value) * 100)
    const amount = (Math.sign(value) * hundredths) / 100
    return (Math.floor((hundredths % 100) / 10) === 0 ? whole : cents).format(amount)
  }
}

/** Days and hours in the language: day names and lists from Intl, the connecting words from words/. */
function scheduleFormat(lang: string): LocalFormat['schedule'] {
  if (lang === BASE_LANGUAGE) return scheduleText
  const locale = localeOf(lang)
  const words = wordsFor(lang)
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
  const list = new Intl.ListFormat(locale, { type: 'conjunction' })
  const shortName = (d: number) => short.format(weekDate(d))
  const days = (set: Set<number>): string | null => {
    // The same shapes as the shared daysText: every day, one day, a run of 3 or more, a list.
    const ordered = WEEK_ORDER.filter((d) => set.has(d))
    if (ordered.length === 7) return null
    if (ordered.length === 1) return capital(long.format(weekDate(ordered[0]!)))
    const positions = ordered.map((d) => WEEK_ORDER.indexOf(d))
    const run = positions.every((p, i) => i === 0 || p === positions[i - 1]! + 1)
    if (run && ordered.length >= 3)
      return capital(words.dayRange(shortName(ordered[0]!), shortName(ordered[ordered.length - 1]!)))
    return capital(list.format(ordered.map(shortName)))
  }
  const clock = (hhmm: string) => time.format(weekDate(0, toMinutes(hhmm)))
  return (schedule) =>
    words.hours(
      days(new Set(schedule.days)),
      list.format(schedule.ranges.map((r) => words.timeRange(clock(r.start), clock(r.end)))),
    )
}

const formats = new Map<string, LocalFormat>()

/** The formats of a language for an account's currency (built once, then reused). */
export function localFormat(lang: string, currency: string): LocalFormat {
  const key = `${lang} ${currency}`
  let format = formats.get(key)
  if (!format) {
    format = { price: priceFormat(lang, currency), date: dateFormat(lang), schedule: scheduleFormat(lang) }
    // Bounded: 9 languages times the few currencies accounts use.
    if (formats.size > 200) formats.clear()
    formats.set(key, format)
  }
  return format
}
