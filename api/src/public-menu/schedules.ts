import { BASE_LANGUAGE } from '@menu/shared/menu/languages'
import { isOpenAt, type LocalMoment, minutesToNextChange, type Schedule } from '@menu/shared/menu/schedule'
import { offScheduleOf } from '../data/accounts.js'
import { localTime, localToEpoch } from '../time/local.js'
import type { MenuSource } from './load.js'
import { localFormat } from './locale.js'

/**
 * Step 2b of the public menu (docs/schedules.md): after the template (which may change a
 * schedule), what is offered at this moment in the branch's zone. Items out of their hours are
 * either dropped (the account's off_schedule 'hide': disabled, so the view leaves them out) or
 * kept with their hours in words ('label': `offHours`, which the view shows as
 * `unavailable_text`). A category out of its hours hides, or labels, its products.
 */

/** Hours in words of the items out of their hours now, by id (label mode only). */
export interface OffHours {
  products: Map<number, string>
  categories: Map<number, string>
  promotions: Map<number, string>
}

export function applySchedules(source: MenuSource, at: LocalMoment): MenuSource {
  const closed = (s: Schedule | null) => !isOpenAt(s, at)
  const closedCategories = new Map<number, Schedule>()
  for (const f of source.families)
    for (const c of f.categories) if (c.schedule && closed(c.schedule)) closedCategories.set(c.id, c.schedule)
  const productClosed = (p: MenuSource['products'][number]) =>
    closed(p.schedule) || (p.category_id !== null && closedCategories.has(p.category_id))

  if (offScheduleOf(source.account.off_schedule) === 'hide') {
    return {
      ...source,
      at,
      products: source.products.map((p) => (p.enabled && productClosed(p) ? { ...p, enabled: false } : p)),
      marketing: {
        ...source.marketing,
        promotions: source.marketing.promotions.map((p) =>
          p.enabled && closed(p.schedule) ? { ...p, enabled: false } : p,
        ),
      },
    }
  }
  // In the page's language (translate.ts set it): 'Lun a vie de 7:00 a 12:00', 'Mon–Fri 7:00 AM–12:00 PM'.
  const scheduleText = localFormat(source.language?.code ?? BASE_LANGUAGE, source.account.currency).schedule
  const offHours: OffHours = { products: new Map(), categories: new Map(), promotions: new Map() }
  for (const [id, s] of closedCategories) offHours.categories.set(id, scheduleText(s))
  for (const p of source.products)
    if (p.schedule && closed(p.schedule)) offHours.products.set(p.id, scheduleText(p.schedule))
  for (const p of source.marketing.promotions)
    if (p.schedule && closed(p.schedule)) offHours.promotions.set(p.id, scheduleText(p.schedule))
  return { ...source, offHours, at }
}

/**
 * Local minutes until anything on the page may open or close: the nearest start or end of a
 * range among its products, categories and promotions (after the template); null when none
 * has a schedule. Disabled items count too (cheap, and a template may enable them).
 */
export function minutesToScheduleChange(source: MenuSource, at: LocalMoment): number | null {
  const schedules = [
    ...source.products.map((p) => p.schedule),
    ...source.families.flatMap((f) => f.categories.map((c) => c.schedule)),
    ...source.marketing.promotions.map((p) => p.schedule),
  ]
  let best: number | null = null
  for (const s of schedules) {
    const m = minutesToNextChange(s, at)
    if (m !== null && (best === null || m < best)) best = m
  }
  return best
}

/**
 * Candidate of boundary.ts: the instant of the next start or end of a range of anything on the
 * page, in the branch's zone (through its wall clock, so a daylight-saving change between now
 * and then is respected); null when nothing has a schedule.
 */
export function scheduleChange(source: MenuSource, now: number, zone: string): number | null {
  const local = localTime(now, zone)
  const minutes = minutesToScheduleChange(source, local)
  return minutes === null ? null : localToEpoch(local.date, local.minutes + minutes, zone)
}
