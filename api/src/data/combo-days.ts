import { COMBO_MESSAGES, type ComboStep, DATE_PATTERN } from '@menu/shared/menu/combos'
import type { Db } from '../db/connection.js'
import { isoAt } from '../db/values.js'
import { AppError } from '../errors.js'
import { type ComboStepAnswer, liveDishes, stepsOf, stepsText } from './combos.js'
import { type MenuDeps, type Scoped, scoped } from './toolkit.js'

/**
 * The menu of the day (docs/combos.md): a daily combo's steps per local date, one row per combo
 * and date. The owner fills the week ahead in one save (PUT), and copying a day or last week is
 * that same save with copied steps, so the whole week is one history entry and one undo.
 */

export interface ComboDayAnswer {
  date: string
  steps: ComboStepAnswer[]
}

const badDate = (field: string) => new AppError('VALIDATION_ERROR', COMBO_MESSAGES.dateFormat, { field })

/** The product must be one of the account's daily combos (a dish or a fixed combo: 400 on `daily`). */
async function dailyCombo(own: Scoped, productId: number) {
  const row = await own.ownedRow('products', productId)
  if (row.kind !== 'combo' || Number(row.daily) !== 1)
    throw new AppError('VALIDATION_ERROR', COMBO_MESSAGES.notDaily, { field: 'daily' })
  return row
}

export function comboDaysRepo({ db, now }: MenuDeps, accountId: number) {
  const own = scoped(db, accountId)
  return {
    /** The dates from..to (inclusive) that have their own steps, by date. */
    async list(productId: number, from: string, to: string): Promise<ComboDayAnswer[]> {
      if (!DATE_PATTERN.test(from)) throw badDate('from')
      if (!DATE_PATTERN.test(to)) throw badDate('to')
      await own.mustOwn('products', productId)
      const rows = await own
        .selectFrom('combo_days')
        .select(['date', 'steps'])
        .where('product_id', '=', productId)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .orderBy('date')
        .execute()
      const dishes = await liveDishes(
        own,
        rows.map((r) => r.steps),
      )
      return rows.map((r) => ({ date: r.date, steps: stepsOf(r.steps, dishes) }))
    },

    /**
     * Sets each given date's steps in one transaction (all or nothing); a date given with no
     * steps goes back to the combo's own steps. Dates not given are unchanged.
     */
    async put(productId: number, days: Array<{ date: string; steps: ComboStep[] }>): Promise<void> {
      const seen = new Set<string>()
      for (const [i, d] of days.entries()) {
        if (!DATE_PATTERN.test(d.date) || seen.has(d.date)) throw badDate(`days.${i}.date`)
        seen.add(d.date)
      }
      await own.transaction(async (t) => {
        await dailyCombo(t, productId)
        const at = isoAt(now())
        for (const [i, d] of days.entries()) {
          const existing = await t
            .selectFrom('combo_days')
            .select('id')
            .where('product_id', '=', productId)
            .where('date', '=', d.date)
            .executeTakeFirst()
          if (d.steps.length === 0) {
            if (existing) await t.deleteFrom('combo_days').where('id', '=', existing.id).execute()
            continue
          }
          const steps = await stepsText(t, d.steps, `days.${i}.`)
          if (existing) {
            await t.updateTable('combo_days').set({ steps, updated_at: at }).where('id', '=', existing.id).execute()
          } else {
            await t
              .insertInto('combo_days', { product_id: productId, date: d.date, steps, created_at: at, updated_at: at })
              .execute()
          }
        }
        await t.updateTable('products').set({ updated_at: at }).where('id', '=', productId).execute()
      })
    },
  }
}

/**
 * Each daily combo's steps on one local date, by product id (the public menu, print and the
 * integrators' menu read the branch's today): read-only, for the account's products.
 */
export async function comboStepsOn(db: Db, accountId: number, date: string): Promise<Map<number, ComboStepAnswer[]>> {
  const own = scoped(db, accountId)
  const rows = await own.selectFrom('combo_days').select(['product_id', 'steps']).where('date', '=', date).execute()
  const dishes = await liveDishes(
    own,
    rows.map((r) => r.steps),
  )
  return new Map(rows.map((r) => [Number(r.product_id), stepsOf(r.steps, dishes)]))
}
