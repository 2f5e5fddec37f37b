/**
 * Wall-clock time of a place: what a branch's clock reads at an instant, and the instant a
 * local time names. Every "now", "today" and "end of the day" of a branch goes through here,
 * in the branch's IANA zone, so daylight-saving changes and zones without them both hold.
 */

export interface LocalTime {
  /** 'YYYY-MM-DD' on the local calendar. */
  date: string
  /** 0 = domingo … 6 = sábado. */
  weekday: number
  /** Minutes since local midnight (0 … 1439). */
  minutes: number
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MINUTE_MS = 60_000

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    })
    formatters.set(zone, f)
  }
  return f
}

export function localTime(epochMs: number, zone: string): LocalTime {
  const parts: Record<string, string> = {}
  for (const p of formatter(zone).formatToParts(epochMs)) parts[p.type] = p.value
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  }
}

/** Whether `zone` is an IANA time zone this runtime knows ('America/Mexico_City'). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** Offset of local time from UTC at an instant, in minutes (e.g. -360 in Mexico City). */
function offsetMinutes(epochMs: number, zone: string): number {
  const { date, minutes } = localTime(epochMs, zone)
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS
  return Math.round((asUtc - Math.floor(epochMs / MINUTE_MS) * MINUTE_MS) / MINUTE_MS)
}

/**
 * The first instant at which the local clock reads `date` + `minutes` (minutes may be 1440 or
 * more: the following days). A local time skipped by a daylight-saving jump is moved forward
 * by the jump (02:30 on a night that jumps from 02:00 to 03:00 is 03:30), as Temporal's
 * 'compatible' disambiguation does; a repeated one is its first occurrence.
 */
export function localToEpoch(date: string, minutes: number, zone: string): number {
  const naive = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS
  // Two passes settle the offset around a daylight-saving change.
  let guess = naive - offsetMinutes(naive, zone) * MINUTE_MS
  guess = naive - offsetMinutes(guess, zone) * MINUTE_MS
  const back = localTime(guess, zone)
  const wanted = localTime(naive, 'UTC')
  if (back.date === wanted.date && back.minutes === wanted.minutes) return guess
  // In a gap: read with the offset from before the jump.
  return naive - offsetMinutes(guess - 3 * 60 * MINUTE_MS, zone) * MINUTE_MS
}

/** The next local midnight after `epochMs`: when "today" ends for that place. */
export function nextLocalMidnight(epochMs: number, zone: string): number {
  return localToEpoch(localTime(epochMs, zone).date, 24 * 60, zone)
}
