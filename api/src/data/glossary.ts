import { translationsProblem } from '@menu/shared/menu/languages'
import type { GlossaryTermRow } from '../db/types.js'
import { isoAt } from '../db/values.js'
import { AppError } from '../errors.js'
import type { Answer } from '../schemas/shapes.js'
import { type GlossaryEntry, termKey } from '../translation/glossary-text.js'
import { type MenuDeps, type Scoped, scoped } from './toolkit.js'

/**
 * The account's glossary (docs/languages.md): terms that stay as written in every language, or
 * have a fixed translation in some, applied by the translations' bulk fill. Terms are unique
 * per account, compared case- and accent-insensitively (409 GLOSSARY_TERM_EXISTS).
 */

export type GlossaryTerm = Answer<'GlossaryTerm'>

export interface GlossaryInput {
  term?: string
  translations?: Record<string, string>
}

const parse = (text: string): Record<string, string> => (text ? (JSON.parse(text) as Record<string, string>) : {})

export const toGlossaryTerm = (r: Pick<GlossaryTermRow, 'id' | 'term' | 'translations'>): GlossaryTerm => ({
  id: Number(r.id),
  term: r.term,
  translations: parse(r.translations),
})

/** The account's terms for the fill: each with its fixed translations. */
export async function glossaryOf(own: Scoped): Promise<GlossaryEntry[]> {
  const rows = await own.selectFrom('glossary_terms').select(['term', 'translations']).execute()
  return rows.map((r) => ({ term: r.term, translations: parse(r.translations) }))
}

/** The stored map: languages checked against the account's (400 naming translations.<code>), empty texts dropped. */
async function translationsText(own: Scoped, input: Record<string, string>): Promise<string> {
  const languages = Object.fromEntries(Object.keys(input).map((code) => [code, {}]))
  const problem = translationsProblem(languages, await own.languages())
  if (problem) throw new AppError('VALIDATION_ERROR', problem.message, { field: problem.field })
  const clean: Record<string, string> = {}
  for (const [code, text] of Object.entries(input)) if (text.trim()) clean[code] = text.trim()
  return JSON.stringify(clean)
}

/** 409 when another of the account's terms is the same word (`except`: the term being renamed). */
async function mustBeNew(own: Scoped, term: string, except?: number): Promise<void> {
  const key = termKey(term)
  const rows = await own.selectFrom('glossary_terms').select(['id', 'term']).execute()
  if (rows.some((r) => Number(r.id) !== except && termKey(r.term) === key))
    throw new AppError('GLOSSARY_TERM_EXISTS', `«${term.trim()}» ya está en el glosario`, { field: 'term' })
}

export function glossaryRepo({ db, now }: MenuDeps, accountId: number) {
  const own = scoped(db, accountId)
  return {
    /** In alphabetical order (Spanish, accents aside). */
    async list(): Promise<GlossaryTerm[]> {
      const rows = await own.selectFrom('glossary_terms').select(['id', 'term', 'translations']).execute()
      const collator = new Intl.Collator('es', { sensitivity: 'base' })
      return rows.map(toGlossaryTerm).sort((a, b) => collator.compare(a.term, b.term) || a.id - b.id)
    },

    create(input: GlossaryInput & { term: string }): Promise<number> {
      // Under the account's lock: two owners adding the same term at once cannot both pass the check.
      return own.transaction(async (t) => {
        await mustBeNew(t, input.term)
        const at = isoAt(now())
        const row = await t
          .insertInto('glossary_terms', {
            term: input.term.trim(),
            translations: await translationsText(t, input.translations ?? {}),
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        return Number(row.id)
      })
    },

    update(id: number, input: GlossaryInput): Promise<GlossaryTerm> {
      return own.transaction(async (t) => {
        await t.mustOwn('glossary_terms', id)
        if (input.term !== undefined) await mustBeNew(t, input.term, id)
        const set = {
          ...(input.term !== undefined ? { term: input.term.trim() } : {}),
          ...(input.translations !== undefined ? { translations: await translationsText(t, input.translations) } : {}),
        }
        if (Object.keys(set).length > 0)
          await t
            .updateTable('glossary_terms')
            .set({ ...set, updated_at: isoAt(now()) })
            .where('id', '=', id)
            .execute()
        return toGlossaryTerm(await t.ownedRow('glossary_terms', id))
      })
    },

    async delete(id: number): Promise<{ id: number }> {
      await own.transaction(async (t) => {
        await t.mustOwn('glossary_terms', id)
        await t.deleteFrom('glossary_terms').where('id', '=', id).execute()
      })
      return { id }
    },
  }
}
