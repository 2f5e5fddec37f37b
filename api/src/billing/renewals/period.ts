import type { SubscriptionsTable } from '../../db/types.js'
import type { Interval } from '../pricing.js'
import { addInterval } from '../subscription-rules.js'

/**
 * The end of a renewed period, counted from the first period's start (the anchor) rather than
 * from the last end: a subscription started on Jan 31 ends on Feb 28, then Mar 31 (anchor + 2
 * months), not Mar 28. Pure; every instant is an ISO string, the calendar is `timeZone`'s.
 */

export type PeriodRow = Pick<SubscriptionsTable, 'interval' | 'current_period_start' | 'expires_at' | 'period_anchor'>

export interface PeriodEnd {
  /** The new period's end. */
  expires_at: string
  /** Where the periods count from, to store with the row (`period_anchor`). */
  period_anchor: string
}

const DAY_MS = 24 * 60 * 60 * 1000
/** Average lengths, only to guess how many periods lie between two instants (the guess is then checked exactly). */
const AVERAGE_DAYS: Record<Interval, number> = { monthly: 365.2425 / 12, yearly: 365.2425 }

/** n >= 1 such that anchor + n intervals is exactly `end`, or undefined when `end` is not on the anchor's series. */
export function periodsFrom(anchor: string, end: string, interval: Interval, timeZone: string): number | undefined {
  const from = Date.parse(anchor)
  const to = Date.parse(end)
  if (Number.isNaN(from) || Number.isNaN(to) || to <= from) return undefined
  const guess = Math.round((to - from) / (AVERAGE_DAYS[interval] * DAY_MS))
  for (const n of [guess, guess - 1, guess + 1]) {
    if (n >= 1 && Date.parse(addInterval(anchor, interval, { times: n, timeZone })) === to) return n
  }
  return undefined
}

/**
 * The next period of `row` in `interval` (its own, or the waiting next_interval). The stored
 * anchor is used only while the current end is on its series (a new period started by a
 * resume or a new subscription leaves a stale one behind); else the current period's start;
 * else (or when the interval changes) the current end starts a new series.
 */
export function nextPeriodEnd(row: PeriodRow, interval: Interval, timeZone: string): PeriodEnd {
  const start = row.expires_at
  if (interval === row.interval) {
    for (const anchor of [row.period_anchor, row.current_period_start]) {
      if (!anchor) continue
      const n = periodsFrom(anchor, start, interval, timeZone)
      if (n !== undefined)
        return { expires_at: addInterval(anchor, interval, { times: n + 1, timeZone }), period_anchor: anchor }
    }
  }
  return { expires_at: addInterval(start, interval, { timeZone }), period_anchor: start }
}
