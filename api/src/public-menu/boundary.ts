import type { MenuSource } from './load.js'
import { nextLocalMidnight } from '../time/local.js'
import { comboDayEnds } from './combos.js'
import { scheduleChange } from './schedules.js'
import { soldOutEnds } from './sold-out.js'

/**
 * When a page built now may change by time alone, with no write to the database: the
 * render cache (page.ts) serves a page only before that instant. Each time rule of the
 * public menu adds its candidate here, so one mechanism keeps every one of them fresh.
 */

export interface Clock {
  /** The instant the page is built at (epoch ms). */
  now: number
  /** The app's zone: expirations of promotions and advertising are calendar dates in it. */
  appTimeZone: string
  /** The branch's zone: its hours and "end of the day" follow it. */
  branchTimeZone: string
}

/** A promotion or ad with an expiration date disappears after that day: the page changes at the next midnight. */
function expirations(source: MenuSource, clock: Clock): number | null {
  const expiring = [...source.marketing.promotions, ...source.marketing.advertising].some((i) => i.expiration !== null)
  return expiring ? nextLocalMidnight(clock.now, clock.appTimeZone) : null
}

/** The earliest instant after which the page may differ (epoch ms), or null: only a write changes it. */
export function nextChange(source: MenuSource, clock: Clock): number | null {
  const candidates = [
    expirations(source, clock),
    soldOutEnds(source.soldOut, clock.now),
    scheduleChange(source, clock.now, clock.branchTimeZone),
    comboDayEnds(source, clock.now, clock.branchTimeZone),
  ].filter((t): t is number => t !== null)
  return candidates.length ? Math.min(...candidates) : null
}
