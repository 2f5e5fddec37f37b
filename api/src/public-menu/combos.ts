import { ALLERGEN_CODES, type AllergenCode, type AllergenMap } from '@menu/shared/menu/allergens'
import { type ComboStep, comboAvailable } from '@menu/shared/menu/combos'
import type { Schedule } from '@menu/shared/menu/schedule'
import type { Db } from '../db/connection.js'
import type { Product } from '../data/products-read.js'
import { comboStepsOn } from '../data/combo-days.js'
import { localTime, nextLocalMidnight } from '../time/local.js'
import type { MenuSource } from './load.js'
import type { PublicComboStep, PublicProduct } from './schema.js'
import type { SoldOutLookup } from './sold-out.js'
import type { PageWords } from './words/index.js'

/**
 * Combos and the menu of the day on the public page (docs/combos.md): today's steps of a daily
 * combo (the branch's date), each step's items as the branch offers them now, the combo's
 * allergens as far as its choices allow, and the top section of the day. The rules of steps
 * themselves (availability) are the shared ones (@menu/shared/menu/combos).
 */

export const isDaily = (p: Pick<Product, 'kind' | 'daily'>) => p.kind === 'combo' && p.daily

/** The branch's local date and weekday the page is built for (its combos' steps and hours follow it). */
export interface MenuDay {
  date: string
  weekday: number
}

/**
 * Step 1: the products with each daily combo's steps for the branch's local date (its dated
 * steps when it has them, else its own), so every later step (page, JSON, print, integrators)
 * reads today's choices without knowing about dates.
 */
export async function withTodaysSteps(
  db: Db,
  accountId: number,
  products: Product[],
  day: MenuDay,
): Promise<Product[]> {
  if (!products.some(isDaily)) return products
  const dated = await comboStepsOn(db, accountId, day.date)
  return products.map((p) => (isDaily(p) && dated.has(p.id) ? { ...p, steps: dated.get(p.id)! } : p))
}

export const menuDay = (now: number, zone: string): MenuDay => {
  const { date, weekday } = localTime(now, zone)
  return { date, weekday }
}

/** Boundary candidate (boundary.ts): a daily combo's steps change at the branch's next local midnight. */
export const comboDayEnds = (source: MenuSource, now: number, zone: string): number | null =>
  source.products.some(isDaily) ? nextLocalMidnight(now, zone) : null

/** A step's min..max in words: 'Elige 1', 'Elige de 1 a 2', 'Opcional · hasta 2'. */
export const stepRule = (s: Pick<ComboStep, 'min' | 'max'>, w: PageWords) => w.combo.rule(s.min, s.max)

/** Today's hours of a schedule in the branch's time ('13:00–17:00'); null: no schedule (all day). */
export function hoursToday(schedule: Schedule | null, weekday: number): string | null {
  if (!schedule) return null
  if (!schedule.days.includes(weekday)) return null
  return schedule.ranges.map((r) => `${r.start}–${r.end}`).join(', ') || null
}

interface ComboContext {
  byId: ReadonlyMap<number, Product>
  soldOut: SoldOutLookup
  /** Out of its hours at the moment the page shows (never on paper). */
  offHours: (p: Product) => boolean
  price: (n: number) => string
  w: PageWords
}

/** Free only where the combo's own map says so and every dish it offers does too (an absent code is unconfirmed). */
function comboAllergens(own: AllergenMap, dishes: readonly AllergenMap[]): AllergenMap {
  const out: AllergenMap = {}
  for (const [code, level] of Object.entries(own) as Array<[AllergenCode, AllergenMap[AllergenCode]]>) {
    if (level === 'free' && dishes.some((d) => d[code] !== 'free')) continue
    out[code] = level
  }
  return out
}

/**
 * A combo's public steps, allergens, choice allergens and sold-out mark in this branch now. A
 * dish item is dropped when the dish is gone or disabled in the branch (how a branch takes it out
 * of a step), and marked sold out when sold out there or out of its hours; the combo is sold out
 * when a step can no longer reach its minimum.
 */
export function comboView(
  p: Product,
  ctx: ComboContext,
): Pick<PublicProduct, 'steps' | 'allergens' | 'choice_allergens' | 'sold_out'> {
  const offered = (id: number) => {
    const dish = ctx.byId.get(id)
    return dish?.kind === 'dish' && dish.enabled ? dish : undefined
  }
  const available = (id: number) => {
    const dish = offered(id)
    return dish !== undefined && !ctx.soldOut.product(id) && !ctx.offHours(dish)
  }
  const dishMaps: AllergenMap[] = []
  const steps: PublicComboStep[] = []
  for (const s of p.steps) {
    const items = s.items.flatMap((it): PublicComboStep['items'] => {
      const surcharge = it.surcharge ?? null
      const base = { surcharge, surcharge_text: surcharge ? `+${ctx.price(surcharge)}` : null }
      if (!it.product_id) return [{ product_id: null, name: it.name ?? '', ...base, sold_out: false, allergens: null }]
      const dish = offered(it.product_id)
      if (!dish) return []
      dishMaps.push(dish.allergens)
      return [
        { product_id: dish.id, name: dish.name, ...base, sold_out: !available(dish.id), allergens: dish.allergens },
      ]
    })
    if (items.length) steps.push({ name: s.name, min: s.min, max: s.max, rule: stepRule(s, ctx.w), items })
  }
  const own = comboAllergens(p.allergens, dishMaps)
  const shown = (m: AllergenMap, c: AllergenCode) => m[c] === 'contains' || m[c] === 'may_contain'
  return {
    steps,
    allergens: own,
    choice_allergens: ALLERGEN_CODES.filter((c) => !shown(own, c) && dishMaps.some((m) => shown(m, c))),
    sold_out: ctx.soldOut.product(p.id) || !comboAvailable(p.steps as ComboStep[], available),
  }
}
