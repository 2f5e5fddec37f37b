import { type ComboStep, parseStoredSteps } from '@menu/shared/menu/combos'
import type { Translations } from '@menu/shared/menu/languages'
import { notFound } from '../errors.js'
import { COMBO_PATH } from '../schemas/translation-board.js'
import { stepsText } from './combos.js'
import type { BoardText } from './translation-board.js'
import { setText, type TextChange } from './translation-save.js'
import { chunks, type Scoped } from './toolkit.js'

/**
 * A combo's texts on the Traducciones board (docs/languages.md, docs/combos.md): its step names
 * ('combo_step') and named options ('combo_item') live inside the combo's steps JSON, so a text
 * is addressed by the combo's id and a path, 'steps.1' or 'steps.1.items.2' (indexes of the
 * stored steps); a menu of the day's steps of a date from today on, 'days.2026-12-07.steps.1'.
 * A dish option is translated as the dish. Saving rewrites the steps through the product
 * routes' stepsText, in the board's one transaction, so the history records it.
 */

/** The texts of one product's steps when it is a combo, right after the product in menu order. */
export function comboTexts(
  product: { id: number; name: string; kind: string; steps: string | null },
  context: string,
  day?: { date: string; steps: string },
): BoardText[] {
  if (product.kind !== 'combo') return []
  const out: BoardText[] = []
  const where = `${context} › ${product.name}${day ? ` › ${dayName(day.date)}` : ''}`
  const at = day ? `days.${day.date}.` : ''
  for (const [i, step] of parseStoredSteps(day ? day.steps : product.steps).entries()) {
    const name = step.name?.trim()
    if (name) {
      const stored = step.translations ?? {}
      out.push({
        kind: 'combo_step',
        id: Number(product.id),
        field: 'name',
        path: `${at}steps.${i}`,
        source: name,
        context: where,
        name,
        stored,
      })
    }
    for (const [j, item] of step.items.entries()) {
      const text = item.product_id ? '' : (item.name?.trim() ?? '')
      if (!text) continue
      out.push({
        kind: 'combo_item',
        id: Number(product.id),
        field: 'name',
        path: `${at}steps.${i}.items.${j}`,
        source: text,
        context: `${where} › ${name}`,
        name: text,
        stored: item.translations ?? {},
      })
    }
  }
  return out
}

/** 'lunes 7 de diciembre': a menu of the day's date where its texts are. */
const dayName = (date: string) => {
  const parts = new Intl.DateTimeFormat('es-MX', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${date}T00:00:00Z`))
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('weekday')} ${part('day')} de ${part('month')}`
}

/**
 * The first date whose steps the board lists: yesterday in UTC, so a date that is still today
 * in any branch's time zone (the menu of the day reads the branch's date) is there.
 */
export const firstBoardDay = (now: number) => new Date(now - 86_400_000).toISOString().slice(0, 10)

/** The daily combos' dated steps from `from` on, by product id, in date order. */
export async function comboDaysFrom(
  own: Scoped,
  from: string,
): Promise<Map<number, Array<{ date: string; steps: string }>>> {
  const rows = await own
    .selectFrom('combo_days')
    .select(['product_id', 'date', 'steps'])
    .where('date', '>=', from)
    .orderBy('date')
    .execute()
  const out = new Map<number, Array<{ date: string; steps: string }>>()
  for (const r of rows) out.set(Number(r.product_id), [...(out.get(Number(r.product_id)) ?? []), r])
  return out
}

/** Why a save item cannot be a combo's text (its path), or undefined. */
export function comboPathProblem(item: { kind: string; path?: string }): string | undefined {
  if (item.kind !== 'combo_step' && item.kind !== 'combo_item') return undefined
  const m = item.path === undefined ? null : COMBO_PATH.exec(item.path)
  if (!m) return 'Indica el paso o la opción del combo'
  if ((item.kind === 'combo_item') !== (m[3] !== undefined))
    return item.kind === 'combo_step' ? 'Un paso se indica como steps.N' : 'Una opción se indica como steps.N.items.M'
  return undefined
}

/** The date of a path ('' for the combo's own steps). */
const dateOf = (path: string | undefined) => (path === undefined ? '' : (COMBO_PATH.exec(path)?.[1] ?? ''))

/** The step or named option a path addresses in `steps`, or undefined. */
function textAt(steps: ComboStep[], path: string | undefined): { translations?: Translations } | undefined {
  const m = path === undefined ? null : COMBO_PATH.exec(path)
  if (!m) return undefined
  const step = steps[Number(m[2])]
  if (!step || m[3] === undefined) return step
  const item = step.items[Number(m[3])]
  return item && !item.product_id ? item : undefined
}

/**
 * Sets combo texts inside the caller's transaction (translation-save.ts writeTexts). A combo
 * that is not the account's, or a path that is not one of its steps or named options, is a 404;
 * with `onlyEmpty` (the bulk fill) it is skipped, as a row deleted meanwhile.
 */
export async function writeComboTexts(t: Scoped, changes: TextChange[], at: string, onlyEmpty: boolean) {
  let changed = 0
  const ids = [...new Set(changes.map((c) => c.id))]
  const stored = new Map<string, string | null>()
  const place = (id: number, date: string) => `${id}|${date}`
  for (const part of chunks(ids)) {
    const rows = await t
      .selectFrom('products')
      .select(['id', 'steps'])
      .where('id', 'in', part)
      .where('kind', '=', 'combo')
      .execute()
    for (const r of rows) stored.set(place(Number(r.id), ''), r.steps)
  }
  if (!onlyEmpty && stored.size !== ids.length) throw notFound()
  const dates = [...new Set(changes.map((c) => dateOf(c.path)).filter((d) => d !== ''))]
  for (const part of chunks(dates)) {
    const rows = await t
      .selectFrom('combo_days')
      .select(['product_id', 'date', 'steps'])
      .where('product_id', 'in', ids)
      .where('date', 'in', part)
      .execute()
    for (const r of rows) stored.set(place(Number(r.product_id), r.date), r.steps)
  }
  let existing: Set<number> | undefined
  const places = [...new Set(changes.map((c) => place(c.id, dateOf(c.path))))]
  for (const key of places) {
    const text = stored.get(key)
    if (text === undefined) {
      if (onlyEmpty) continue
      throw notFound()
    }
    const steps = parseStoredSteps(text)
    let touched = false
    for (const c of changes.filter((x) => place(x.id, dateOf(x.path)) === key)) {
      const found = textAt(steps, c.path)
      if (!found) {
        if (onlyEmpty) continue
        throw notFound()
      }
      const map = found.translations ?? {}
      if (setText(map, c, onlyEmpty)) {
        found.translations = map
        touched = true
        changed++
      }
    }
    if (!touched) continue
    // A dish option whose dish was deleted is left out, as the menu leaves it out (after the paths were read).
    existing ??= new Set((await t.selectFrom('products').select('id').execute()).map((r) => Number(r.id)))
    const live = existing
    const kept = steps.map((s) => ({ ...s, items: s.items.filter((it) => !it.product_id || live.has(it.product_id)) }))
    const [id, date] = key.split('|') as [string, string]
    const json = await stepsText(t, kept)
    if (date) {
      await t
        .updateTable('combo_days')
        .set({ steps: json, updated_at: at })
        .where('product_id', '=', Number(id))
        .where('date', '=', date)
        .execute()
    }
    // The combo changes either way (a menu of the day's page is read again, as a day's save does).
    await t
      .updateTable('products')
      .set({ ...(date ? {} : { steps: json }), updated_at: at })
      .where('id', '=', Number(id))
      .execute()
  }
  return changed
}
