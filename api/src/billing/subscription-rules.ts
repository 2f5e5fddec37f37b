import { calendarDate, isCalendarDate } from '@menu/shared/validation'
import { DAY_MS, type Interval } from './pricing.js'

/**
 * Subscription time and change rules: pure functions, each told the time (`now` in epoch ms,
 * or today's calendar date) so tests move the clock instead of waiting. See docs/billing.md.
 */

// ---- Changes ----

/** What a subscription sells per period: its plan (or add-on), interval and amount in cents (menu plan plus branches). */
export interface SubscriptionTerms {
  plan: string
  interval: Interval
  amountCents: number
}

/**
 * - upgrade: same interval, a higher amount: takes effect now, the difference is charged prorated;
 * - downgrade: same interval, not a higher amount (a cheaper plan, fewer branches, or another plan
 *   at the same price): takes effect at the period end (next_plan / next_amount), nothing charged now;
 * - interval: monthly <-> yearly, whatever the amounts: at the period end (next_interval);
 * - none: the same plan, interval and amount.
 */
export type ChangeKind = 'upgrade' | 'downgrade' | 'interval' | 'none'

export function classifyChange(current: SubscriptionTerms, next: SubscriptionTerms): ChangeKind {
  if (current.interval !== next.interval) return 'interval'
  if (next.amountCents > current.amountCents) return 'upgrade'
  if (next.plan === current.plan && next.amountCents === current.amountCents) return 'none'
  return 'downgrade'
}

/** Whether a change applies at once (upgrade) or when the paid period ends. */
export const takesEffectNow = (kind: ChangeKind): boolean => kind === 'upgrade'

// ---- Periods ----

/** The free demo of the premium plan, once per account, without a card. */
export const DEMO_DAYS = 15

/** When a demo started at `now` ends (ISO instant). */
export const demoExpiresAt = (now: number): string => new Date(now + DEMO_DAYS * DAY_MS).toISOString()

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  ms: number
}

const FORMATTERS = new Map<string, Intl.DateTimeFormat>()
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = FORMATTERS.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    FORMATTERS.set(timeZone, f)
  }
  return f
}

/** The wall clock of an instant in a zone. */
function wallClock(ms: number, timeZone: string): WallClock {
  const parts = formatter(timeZone).formatToParts(ms)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
    ms: ((ms % 1000) + 1000) % 1000,
  }
}

const utcOf = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.ms)

/** The instant a wall clock reads in a zone (the zone's offset looked up twice, for offset changes). */
function instantOf(w: WallClock, timeZone: string): number {
  const guess = utcOf(w)
  const offset = (at: number) => utcOf(wallClock(at, timeZone)) - at
  const first = guess - offset(guess)
  return guess - offset(first)
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/**
 * `iso` plus `times` calendar months (monthly) or years (yearly), on the wall clock of
 * `timeZone` (default UTC; pass config.timeZone so a period ends on the same local day).
 * A day the target month lacks is clamped to its last day: Jan 31 + 1 month = Feb 28 (29 in
 * a leap year), Feb 29 + 1 year = Feb 28. Renewals should count from the first period's start
 * (times = n) so a Jan 31 subscription comes back to Mar 31 instead of drifting to the 28th.
 */
export function addInterval(
  iso: string,
  interval: Interval,
  { times = 1, timeZone = 'UTC' }: { times?: number; timeZone?: string } = {},
): string {
  const start = Date.parse(iso)
  if (Number.isNaN(start)) throw new RangeError(`not a date: ${iso}`)
  if (!Number.isInteger(times) || times < 0) throw new RangeError(`times must be a whole number >= 0, got ${times}`)
  const w = wallClock(start, timeZone)
  const months = w.month - 1 + (interval === 'yearly' ? 12 : 1) * times
  const year = w.year + Math.floor(months / 12)
  const month = (months % 12) + 1
  const day = Math.min(w.day, daysInMonth(year, month))
  return new Date(instantOf({ ...w, year, month, day }, timeZone)).toISOString()
}

// ---- Suspension ----

/** Whole days from calendar date `from` to `to` ('YYYY-MM-DD'; negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/**
 * The spec's suspension rule: the subscription's expires_at is today or earlier (day
 * difference <= 0), both as calendar dates in the app time zone (config.timeZone; `today`
 * from todayOf, data/marketing-common.ts). `expiresAt` is an ISO instant or a 'YYYY-MM-DD'
 * date; none (no paid subscription) is never suspended.
 */
export function isSuspended(expiresAt: string | null | undefined, today: string, timeZone: string): boolean {
  if (!expiresAt) return false
  if (!isCalendarDate(today)) throw new RangeError(`today must be 'YYYY-MM-DD', got ${today}`)
  const instant = Date.parse(expiresAt)
  if (Number.isNaN(instant)) throw new RangeError(`expiresAt is not a date: ${expiresAt}`)
  const expiresOn = isCalendarDate(expiresAt) ? expiresAt : calendarDate(instant, timeZone)
  return calendarDaysBetween(today, expiresOn) <= 0
}
