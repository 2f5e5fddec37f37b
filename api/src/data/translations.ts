import {
  normalizeTranslations,
  parseStoredTranslations,
  type StoredTranslations,
  type Translations,
  translationsProblem,
} from '@menu/shared/menu/languages'
import { AppError } from '../errors.js'
import type { Scoped } from './toolkit.js'

/**
 * Translations in the repositories (docs/languages.md): checked against the account's
 * languages with the shared rule, stored as JSON text on the entity's own row.
 */

/**
 * The stored text after a change: each language given replaces that language's texts, the
 * others stay. undefined = unchanged. `at`: where the map sits in the request ('variants.2.').
 */
export async function translationsSet(
  own: Scoped,
  input: Translations | undefined,
  current: string | null | undefined,
  at = '',
): Promise<string | undefined> {
  if (input === undefined) return undefined
  const problem = translationsProblem(input, await own.languages())
  if (problem) throw new AppError('VALIDATION_ERROR', problem.message, { field: at + problem.field })
  const merged: Translations = { ...storedTranslations(current), ...input }
  for (const code of Object.keys(input)) if (Object.keys(input[code]!).length === 0) delete merged[code]
  return JSON.stringify(normalizeTranslations(merged))
}

const storedTranslations = (text: string | null | undefined): Translations =>
  text ? (JSON.parse(text) as Translations) : {}

/** A stored map as answered: every language, each with its `reviewed` flag. */
export const translationsOf = (text: string | null | undefined): StoredTranslations =>
  parseStoredTranslations(text, Object.keys(storedTranslations(text)))

/** The column to set, when a change gives one: `...translated(await translationsSet(…))`. */
export const translated = (text: string | undefined): { translations?: string } =>
  text === undefined ? {} : { translations: text }
