import {
  type ComboStep,
  normalizeSteps,
  parseStoredSteps,
  stepProductIds,
  stepsProblem,
  COMBO_MESSAGES,
} from '@menu/shared/menu/combos'
import { normalizeTranslations, translationsProblem, type Translations } from '@menu/shared/menu/languages'
import { AppError } from '../errors.js'
import type { Answer } from '../schemas/shapes.js'
import { translationsOf } from './translations.js'
import type { Scoped } from './toolkit.js'

/**
 * A combo's steps in the repositories (docs/combos.md): checked with the shared rule (the
 * panel's messages), their dishes checked to be the account's dishes, stored whole as JSON
 * text (products.steps, combo_days.steps) and answered with each translation's `reviewed`.
 */

export type ComboStepAnswer = Answer<'ComboStep'>

const invalid = (problem: { field: string; message: string }) =>
  new AppError('VALIDATION_ERROR', problem.message, { field: problem.field })

/**
 * The JSON text to store for `steps` given in a request; `at` prefixes the fields of errors
 * ('days.2.'). A product_id that is not one of the account's products is a 404, one that is a
 * combo a 400: nothing is written either way.
 */
export async function stepsText(own: Scoped, steps: ComboStep[], at = ''): Promise<string> {
  const problem = stepsProblem(steps, at)
  if (problem) throw invalid(problem)
  const languages = await own.languages()
  const checkTexts = (t: Translations | undefined, field: string) => {
    if (!t) return
    const p = translationsProblem(t, languages)
    if (p) throw invalid({ field: `${field}translations.${p.field}`, message: p.message })
  }
  for (const [i, step] of steps.entries()) {
    checkTexts(step.translations, `${at}steps.${i}.`)
    for (const [j, item] of step.items.entries()) checkTexts(item.translations, `${at}steps.${i}.items.${j}.`)
  }
  const ids = stepProductIds(steps)
  if (ids.length) {
    await own.mustOwn('products', ids)
    const combos = await own
      .selectFrom('products')
      .select('id')
      .where('id', 'in', ids)
      .where('kind', '=', 'combo')
      .execute()
    if (combos.length) {
      const id = Number(combos[0]!.id)
      const i = steps.findIndex((s) => s.items.some((it) => it.product_id === id))
      const j = steps[i]!.items.findIndex((it) => it.product_id === id)
      throw invalid({ field: `${at}steps.${i}.items.${j}.product_id`, message: COMBO_MESSAGES.nested })
    }
  }
  const stored = normalizeSteps(steps).map((s) => ({
    ...s,
    ...(s.translations ? { translations: normalizeTranslations(s.translations) } : {}),
    items: s.items.map((it) =>
      it.translations ? { ...it, translations: normalizeTranslations(it.translations) } : it,
    ),
  }))
  return JSON.stringify(stored)
}

/**
 * Stored steps as answered: every translation with its `reviewed` flag (absent: none). `dishes`:
 * the dishes that still exist (liveDishes); an item whose dish was deleted since is dropped
 * here, the one place steps are read, since the JSON has no foreign key to cascade.
 */
export function stepsOf(text: string | null | undefined, dishes: ReadonlySet<number>): ComboStepAnswer[] {
  const withTexts = <T extends { translations?: Translations }>(x: T) => ({
    ...x,
    translations: translationsOf(x.translations ? JSON.stringify(x.translations) : null),
  })
  return parseStoredSteps(text).map((s) => ({
    ...withTexts(s),
    items: s.items.filter((it) => !it.product_id || dishes.has(it.product_id)).map(withTexts),
  })) as ComboStepAnswer[]
}

/** Which of the dishes named by these stored steps are still the account's (for stepsOf). */
export async function liveDishes(own: Scoped, texts: Array<string | null | undefined>): Promise<Set<number>> {
  const ids = [...new Set(texts.flatMap((text) => stepProductIds(parseStoredSteps(text))))]
  if (ids.length === 0) return new Set()
  const rows = await own.selectFrom('products').select('id').where('id', 'in', ids).execute()
  return new Set(rows.map((r) => Number(r.id)))
}

/**
 * A dish that is an option of some combo (its own steps or a dated day's) stays a dish: a combo
 * never holds a combo. The steps are JSON, so the option is found by its stored form.
 */
async function mustNotBeAnOption(own: Scoped, dishId: number): Promise<void> {
  const needle = `%"product_id":${dishId},%`
  const holder =
    (await own
      .selectFrom('products')
      .select('name')
      .where('kind', '=', 'combo')
      .where('steps', 'like', needle)
      .executeTakeFirst()) ??
    (await own
      .selectFrom('combo_days')
      .innerJoin('products', 'products.id', 'combo_days.product_id')
      .select('products.name')
      .where('combo_days.steps', 'like', needle)
      .executeTakeFirst())
  if (holder) throw invalid({ field: 'kind', message: COMBO_MESSAGES.optionOf(holder.name) })
}

type ComboInput = { kind?: 'dish' | 'combo'; steps?: ComboStep[]; daily?: boolean }
type ComboColumns = { kind?: string; steps?: string | null; daily?: 0 | 1 }

/**
 * The combo columns to set for a create (no `current`) or an update: a combo needs steps (given
 * now or already stored); a dish has none and is never a menu of the day. A product that becomes
 * a dish loses its steps; `daily: 0` in the answer tells the caller to drop its dated steps.
 */
export async function comboSet(
  own: Scoped,
  input: ComboInput,
  current?: { id?: number | string; kind: string; steps: string | null; daily: number | string },
): Promise<ComboColumns> {
  const kind = input.kind ?? (current?.kind === 'combo' ? 'combo' : 'dish')
  if (kind === 'dish') {
    if (input.steps?.length) throw invalid({ field: 'steps', message: COMBO_MESSAGES.dishSteps })
    if (input.daily) throw invalid({ field: 'daily', message: COMBO_MESSAGES.notDaily })
    return current?.kind === 'combo' || !current ? { kind: 'dish', steps: null, daily: 0 } : {}
  }
  const out: ComboColumns = { kind: 'combo' }
  if (input.steps !== undefined || current?.kind !== 'combo') out.steps = await stepsText(own, input.steps ?? [])
  // After the steps' own checks, so a foreign dish in them is the 404 it is anywhere.
  if (current?.kind === 'dish' && current.id !== undefined) await mustNotBeAnOption(own, Number(current.id))
  if (input.daily !== undefined) out.daily = input.daily ? 1 : 0
  return out
}
