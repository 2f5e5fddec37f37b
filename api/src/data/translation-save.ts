import { TRANSLATABLE_FACTS } from '@menu/shared/menu/dish-facts'
import { normalizeTranslations, type TranslatableField, type Translations } from '@menu/shared/menu/languages'
import { sql } from 'kysely'
import { isoAt } from '../db/values.js'
import { AppError, notFound } from '../errors.js'
import type { BoardKind } from '../schemas/translation-board.js'
import { TRANSLATED_FIELDS } from '../schemas/translations.js'
import { sameText, sameTextsAs } from './shared-translations.js'
import { comboPathProblem, firstBoardDay, writeComboTexts } from './translation-combos.js'
import { extraLanguages, KIND_TABLE, readBoard } from './translation-board.js'
import { chunks, type MenuDeps, type Scoped, scoped } from './toolkit.js'

/**
 * The Traducciones screen's writing side (docs/languages.md): texts set one by one on their
 * entity's `translations` map, several entities in one transaction. A text saved alone is an
 * override when identical texts share another translation; 'Aplicar a los N textos iguales'
 * (applyToSame) sets it on all of them, so they share it again.
 */

/** One text to set: '' removes it. `reviewed`: 'keep' leaves the entity's flag in that language as it is. */
export interface TextChange {
  kind: BoardKind
  id: number
  field: TranslatableField
  /** A combo's step or named option (translation-combos.ts). */
  path?: string
  lang: string
  text: string
  reviewed: boolean | 'keep'
}

export interface SaveItem {
  kind: BoardKind
  id: number
  field: TranslatableField
  path?: string
  lang: string
  text: string
  reviewed?: boolean
  /** 'Aplicar a los N textos iguales': also every text written identically in Spanish. */
  applyToSame?: boolean
}

/** The longest text of each field (as the entities' own schemas, schemas/translations.ts; a dish fact's its own). */
const MAX_LENGTH = {
  name: 200,
  description: 2000,
  ...Object.fromEntries(TRANSLATABLE_FACTS.map((f) => [f.name, f.maxLength])),
} as Record<TranslatableField, number>
const FIELD_NAME = {
  name: 'nombre',
  description: 'descripción',
  ...Object.fromEntries(TRANSLATABLE_FACTS.map((f) => [f.name, f.label.toLowerCase()])),
} as Record<TranslatableField, string>
/** Names and the dish facts' texts are one line. */
const ONE_LINE: ReadonlySet<TranslatableField> = new Set(['name', ...TRANSLATABLE_FACTS.map((f) => f.name)])
// biome-ignore lint/suspicious/noControlCharactersInRegex: tabs and line breaks are what a one-line text may not have
const BREAKS = /[\u0000-\u001f\u007f]/

/** What is wrong with a (trimmed) text for `field`, or undefined. */
export function textProblem(field: TranslatableField, text: string): string | undefined {
  if (text.length > MAX_LENGTH[field]) return `Escribe como máximo ${MAX_LENGTH[field]} caracteres`
  if (ONE_LINE.has(field) && BREAKS.test(text)) return 'Escribe el texto en una sola línea'
  return undefined
}

/** Sets one change on a translations map (in place); false when `onlyEmpty` keeps a text already there. */
export function setText(map: Translations, c: TextChange, onlyEmpty: boolean): boolean {
  const entry = map[c.lang] ?? {}
  map[c.lang] = entry
  if (onlyEmpty && entry[c.field]) return false
  if (c.text === '') {
    // Removing one text says nothing about the others' review.
    delete entry[c.field]
  } else {
    entry[c.field] = c.text
    if (c.reviewed === true) delete entry.reviewed
    else if (c.reviewed === false) entry.reviewed = false
  }
  return true
}

/**
 * Applies `changes` inside the caller's transaction and answers how many texts changed.
 * `onlyEmpty` (the bulk fill): a text already there stays, and rows deleted meanwhile are
 * skipped; otherwise an id that is not one of the account's rows is a 404 (nothing written).
 */
export async function writeTexts(
  t: Scoped,
  changes: TextChange[],
  at: string,
  { onlyEmpty = false } = {},
): Promise<number> {
  let changed = 0
  const byKind = new Map<BoardKind, TextChange[]>()
  for (const change of changes) byKind.set(change.kind, [...(byKind.get(change.kind) ?? []), change])
  const inCombos = [...(byKind.get('combo_step') ?? []), ...(byKind.get('combo_item') ?? [])]
  byKind.delete('combo_step')
  byKind.delete('combo_item')
  if (inCombos.length) changed += await writeComboTexts(t, inCombos, at, onlyEmpty)
  for (const [kind, list] of byKind) {
    const table = KIND_TABLE[kind]
    const ids = [...new Set(list.map((c) => c.id))]
    const stored = new Map<number, string>()
    for (const part of chunks(ids)) {
      const rows = await t
        .selectFrom(table)
        .select([sql<number>`id`.as('id'), sql<string>`translations`.as('translations')])
        .where(sql.ref(`${table}.id`), 'in', part)
        .execute()
      for (const r of rows) stored.set(Number(r.id), r.translations)
    }
    if (!onlyEmpty && stored.size !== ids.length) throw notFound()
    const maps = new Map<number, Translations>()
    for (const c of list) {
      const text = stored.get(c.id)
      if (text === undefined) continue
      const map = maps.get(c.id) ?? (JSON.parse(text) as Translations)
      maps.set(c.id, map)
      if (setText(map, c, onlyEmpty)) changed++
    }
    const rows = [...maps]
      .map(([id, map]) => ({ id, text: JSON.stringify(normalizeTranslations(map)) }))
      .filter((r) => r.text !== stored.get(r.id))
    for (const part of chunks(rows)) {
      const cases = sql.join(
        part.map((r) => sql`when ${r.id} then cast(${r.text} as text)`),
        sql` `,
      )
      await t
        .updateTable(table)
        .set(sql.ref('translations'), sql`case id ${cases} else translations end`)
        .set(sql.ref('updated_at'), at)
        .where(
          sql.ref(`${table}.id`),
          'in',
          part.map((r) => r.id),
        )
        .execute()
    }
  }
  return changed
}

/** PUT /v1/translations: every item checked first (400 naming items.N.*), then all written or none. */
export function translationSaves({ db, now }: MenuDeps, accountId: number) {
  const own = scoped(db, accountId)
  return {
    async save(items: SaveItem[]): Promise<number> {
      const extras = await extraLanguages(own)
      for (const [i, item] of items.entries()) {
        const fields: readonly TranslatableField[] = TRANSLATED_FIELDS[item.kind]
        if (!fields.includes(item.field))
          throw new AppError(
            'VALIDATION_ERROR',
            `Aquí solo se traduce: ${fields.map((f) => FIELD_NAME[f]).join(', ')}`,
            {
              field: `items.${i}.field`,
            },
          )
        if (!extras.includes(item.lang)) await extraLanguages(own, item.lang, `items.${i}.lang`)
        if (comboPathProblem(item))
          throw new AppError('VALIDATION_ERROR', comboPathProblem(item)!, { field: `items.${i}.path` })
        const problem = textProblem(item.field, item.text.trim())
        if (problem) throw new AppError('VALIDATION_ERROR', problem, { field: `items.${i}.text` })
      }
      // Read only when asked: the identical texts are the menu's as it is now.
      const board = items.some((item) => item.applyToSame) ? await readBoard(own, firstBoardDay(now())) : []
      const changes = items.flatMap(({ applyToSame, ...item }): TextChange[] => {
        const change = { ...item, text: item.text.trim(), reviewed: item.reviewed ?? true }
        // An item the board does not list (a foreign id, an empty Spanish text) goes alone: writeTexts judges it.
        const same = applyToSame ? (sameTextsAs(board, item) ?? []) : []
        const others = same.filter((t) => !sameText(t, item))
        return [change, ...others.map((t) => ({ ...change, kind: t.kind, id: t.id, field: t.field, path: t.path }))]
      })
      return own.transaction((t) => writeTexts(t, changes, isoAt(now())))
    },
  }
}
