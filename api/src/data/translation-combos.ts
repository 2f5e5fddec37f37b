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
 * stored steps). A dish option is translated as the dish; a menu of the day's dated steps are
 * edited with the day (screen Menú del día), not here. Saving rewrites the steps through the
 * product routes' stepsText, in the board's one transaction, so the history records it.
 */

/** The texts of one product's steps when it is a combo, right after the product in menu order. */
export function comboTexts(
  product: { id: number; name: string; kind: string; steps: string | null },
  context: string,
): BoardText[] {
  if (product.kind !== 'combo') return []
  const out: BoardText[] = []
  const where = `${context} › ${product.name}`
  for (const [i, step] of parseStoredSteps(product.steps).entries()) {
    const name = step.name?.trim()
    if (name) {
      const stored = step.translations ?? {}
      out.push({
        kind: 'combo_step',
        id: Number(product.id),
        field: 'name',
        path: `steps.${i}`,
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
        path: `steps.${i}.items.${j}`,
        source: text,
        context: `${where} › ${name}`,
        name: text,
        stored: item.translations ?? {},
      })
    }
  }
  return out
}

/** Why a save item cannot be a combo's text (its path), or undefined. */
export function comboPathProblem(item: { kind: string; path?: string }): string | undefined {
  if (item.kind !== 'combo_step' && item.kind !== 'combo_item') return undefined
  const m = item.path === undefined ? null : COMBO_PATH.exec(item.path)
  if (!m) return 'Indica el paso o la opción del combo'
  if ((item.kind === 'combo_item') !== (m[2] !== undefined))
    return item.kind === 'combo_step' ? 'Un paso se indica como steps.N' : 'Una opción se indica como steps.N.items.M'
  return undefined
}

/** The step or named option a path addresses in `steps`, or undefined. */
function textAt(steps: ComboStep[], path: string | undefined): { translations?: Translations } | undefined {
  const m = path === undefined ? null : COMBO_PATH.exec(path)
  if (!m) return undefined
  const step = steps[Number(m[1])]
  if (!step || m[2] === undefined) return step
  const item = step.items[Number(m[2])]
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
  const stored = new Map<number, string | null>()
  for (const part of chunks(ids)) {
    const rows = await t
      .selectFrom('products')
      .select(['id', 'steps'])
      .where('id', 'in', part)
      .where('kind', '=', 'combo')
      .execute()
    for (const r of rows) stored.set(Number(r.id), r.steps)
  }
  if (!onlyEmpty && stored.size !== ids.length) throw notFound()
  const existing = new Set((await t.selectFrom('products').select('id').execute()).map((r) => Number(r.id)))
  for (const id of ids) {
    if (!stored.has(id)) continue
    const steps = parseStoredSteps(stored.get(id))
    let touched = false
    for (const c of changes.filter((x) => x.id === id)) {
      const text = textAt(steps, c.path)
      if (!text) {
        if (onlyEmpty) continue
        throw notFound()
      }
      const map = text.translations ?? {}
      if (setText(map, c, onlyEmpty)) {
        text.translations = map
        touched = true
        changed++
      }
    }
    if (!touched) continue
    // A dish option whose dish was deleted is left out, as the menu leaves it out (after the paths were read).
    const kept = steps.map((s) => ({
      ...s,
      items: s.items.filter((it) => !it.product_id || existing.has(it.product_id)),
    }))
    await t
      .updateTable('products')
      .set({ steps: await stepsText(t, kept), updated_at: at })
      .where('id', '=', id)
      .execute()
  }
  return changed
}
