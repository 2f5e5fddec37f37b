import { sameTextKey } from '@menu/shared/menu/languages'
import type { BoardKind } from '../schemas/translation-board.js'
import type { BoardText } from './translation-board.js'

/**
 * Identical texts share a translation (docs/languages.md): '1 pieza' translated on one dish is
 * '1 piece' on every dish whose portion is '1 pieza', in every field that reads that Spanish
 * text, unless the text has a translation of its own (an override). Resolved when read, from
 * the texts' own translations: nothing is copied, so a change to the one translation shows
 * everywhere it is shared, and the history records the one change the owner made.
 */

/** A text's own translation of its field in `lang`, or undefined. */
export const textIn = (t: BoardText, lang: string): string | undefined => t.stored[lang]?.[t.field] || undefined

/** The translation one Spanish text shares in one language. */
export interface SharedText {
  text: string
  reviewed: boolean
}

/**
 * Spanish text -> the translation identical texts share in `lang`: the one most of them have
 * (their own, typed once or applied to all); between as many, the first in menu order.
 * `texts` in menu order (readBoard).
 */
export function sharedTexts(texts: readonly BoardText[], lang: string): Map<string, SharedText> {
  const counts = new Map<string, Map<string, { count: number; reviewed: boolean }>>()
  for (const t of texts) {
    const text = textIn(t, lang)
    if (text === undefined) continue
    const key = sameTextKey(t.source)
    const byText = counts.get(key) ?? new Map<string, { count: number; reviewed: boolean }>()
    counts.set(key, byText)
    const seen = byText.get(text)
    if (seen) seen.count++
    else byText.set(text, { count: 1, reviewed: t.stored[lang]?.reviewed !== false })
  }
  const out = new Map<string, SharedText>()
  for (const [key, byText] of counts) {
    let best: [string, { count: number; reviewed: boolean }] | undefined
    // Map order is menu order: a later text wins only with more of them.
    for (const entry of byText) if (!best || entry[1].count > best[1].count) best = entry
    out.set(key, { text: best![0], reviewed: best![1].reviewed })
  }
  return out
}

/** The translation a text shows in `lang`: its own, else the one identical texts share. */
export const shownIn = (t: BoardText, lang: string, shared: ReadonlyMap<string, SharedText>): string | undefined =>
  textIn(t, lang) ?? shared.get(sameTextKey(t.source))?.text

/** Where each text is, for the texts written identically more than once (menu order). */
export function sameTextGroups(
  texts: readonly BoardText[],
): Array<{ source: string; texts: Array<Pick<BoardText, 'kind' | 'id' | 'field' | 'path' | 'context' | 'name'>> }> {
  const groups = new Map<string, Array<Pick<BoardText, 'kind' | 'id' | 'field' | 'path' | 'context' | 'name'>>>()
  for (const { kind, id, field, path, context, name, source } of texts) {
    const key = sameTextKey(source)
    groups.set(key, [...(groups.get(key) ?? []), { kind, id, field, ...(path ? { path } : {}), context, name }])
  }
  return [...groups].filter(([, where]) => where.length > 1).map(([source, where]) => ({ source, texts: where }))
}

/** The address of a text: its entity, field and, inside a combo's steps, its path. */
type TextAddress = { kind: BoardKind; id: number; field: string; path?: string }
export const sameText = (a: TextAddress, b: TextAddress) =>
  a.kind === b.kind && a.id === b.id && a.field === b.field && (a.path ?? '') === (b.path ?? '')

/** The texts identical to one of the menu's (itself included), or undefined when it is not one of them. */
export function sameTextsAs(texts: readonly BoardText[], one: TextAddress): BoardText[] | undefined {
  const found = texts.find((t) => sameText(t, one))
  if (!found) return undefined
  const key = sameTextKey(found.source)
  return texts.filter((t) => sameTextKey(t.source) === key)
}
