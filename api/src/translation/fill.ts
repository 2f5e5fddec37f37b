import { BASE_LANGUAGE } from '@menu/shared/menu/languages'
import { isoAt } from '../db/values.js'
import { AppError } from '../errors.js'
import { type GlossaryEntry, protectTerms, termKey, wholeTerm } from './glossary-text.js'
import { TranslationFailed, type Translator } from './provider.js'
import { glossaryOf } from '../data/glossary.js'
import { sharedTexts, shownIn } from '../data/shared-translations.js'
import { extraLanguages, readBoard } from '../data/translation-board.js'
import { firstBoardDay } from '../data/translation-combos.js'
import { type TextChange, textProblem, writeTexts } from '../data/translation-save.js'
import { type MenuDeps, scoped } from '../data/toolkit.js'

/**
 * POST /v1/translations/fill (docs/languages.md): every text of the menu without a translation
 * in one language is filled in bulk.
 * A text that an identical text of the menu already translates is not untranslated (it reads
 * that translation, data/shared-translations.ts); identical untranslated texts get one translation.
 * 1. A text that is exactly a glossary term gets the term's fixed translation, or stays as
 *    written (reviewed: the owner decided it in the glossary).
 * 2. With a machine-translation provider configured, the others are machine translated with
 *    every glossary term inside them kept intact (replaced by a token before sending, put back
 *    after), and stored as 'Sin revisar'. A text whose tokens do not come back whole is left
 *    untranslated rather than stored with a term mangled.
 * The provider is asked before anything is written: when it fails, nothing is (502
 * TRANSLATION_PROVIDER_FAILED). The write keeps any text the owner saved meanwhile.
 */
export function translationFill({ db, now }: MenuDeps, accountId: number, translator: Translator | undefined) {
  const own = scoped(db, accountId)
  return {
    async fill(lang: string): Promise<{ filled: number; machine: boolean }> {
      await extraLanguages(own, lang)
      const [texts, entries] = await Promise.all([readBoard(own, firstBoardDay(now())), glossaryOf(own)])
      const glossary = new Map<string, GlossaryEntry>(entries.map((e) => [termKey(e.term), e]))
      const changes: TextChange[] = []
      const rest: Array<{ change: Omit<TextChange, 'text' | 'reviewed'>; source: string }> = []
      // A text an identical one already translates reads that translation: it is not untranslated.
      const shared = sharedTexts(texts, lang)
      for (const t of texts) {
        if (shownIn(t, lang, shared) !== undefined) continue
        const change = { kind: t.kind, id: t.id, field: t.field, ...(t.path ? { path: t.path } : {}), lang }
        const fixed = wholeTerm(t.source, glossary, lang)
        if (fixed !== undefined) changes.push({ ...change, text: fixed, reviewed: 'keep' })
        else rest.push({ change, source: t.source })
      }
      if (translator && rest.length > 0) changes.push(...(await machine(translator, rest, entries, lang)))
      const filled = await own.transaction((t) => writeTexts(t, changes, isoAt(now()), { onlyEmpty: true }))
      return { filled, machine: translator !== undefined }
    },
  }
}

async function machine(
  translator: Translator,
  rest: Array<{ change: Omit<TextChange, 'text' | 'reviewed'>; source: string }>,
  glossary: GlossaryEntry[],
  lang: string,
): Promise<TextChange[]> {
  const sent = rest
    .map((r) => ({ ...r, protected: protectTerms(r.source, glossary, lang) }))
    .filter((r) => r.protected !== null)
  // Identical texts are sent once: they get the same translation, which they then share.
  const unique = [...new Set(sent.map((r) => r.protected!.text))]
  let answers: string[]
  try {
    const translations = await translator.translate(unique, BASE_LANGUAGE, lang)
    const byText = new Map(unique.map((text, i) => [text, translations[i] ?? '']))
    answers = sent.map((r) => byText.get(r.protected!.text)!)
  } catch (err) {
    if (err instanceof TranslationFailed) throw new AppError('TRANSLATION_PROVIDER_FAILED')
    throw err
  }
  const out: TextChange[] = []
  for (const [i, r] of sent.entries()) {
    const text = r.protected!.restore(answers[i] ?? '')?.trim()
    // Nothing, or what the field cannot hold (too long, a name on two lines): left for the owner.
    if (text && !textProblem(r.change.field, text)) out.push({ ...r.change, text, reviewed: false })
  }
  return out
}
