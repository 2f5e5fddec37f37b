import { foldText } from '@menu/shared/format/text'

/**
 * The glossary's rule on texts (docs/languages.md): a term stays as written in every language,
 * or becomes its fixed translation in a language that has one. Terms are compared with the
 * product's one folding rule (foldText: case- and accent-insensitive), as whole words.
 */

export interface GlossaryEntry {
  term: string
  /** Language -> fixed translation; a language absent keeps the term as written. */
  translations: Record<string, string>
}

/** A text folded code point by code point, with where each folded unit came from in the original. */
function fold(text: string): { folded: string; from: number[] } {
  let folded = ''
  const from: number[] = []
  let at = 0
  for (const ch of text) {
    const f = foldText(ch)
    for (let k = 0; k < f.length; k++) from.push(at)
    folded += f
    at += ch.length
  }
  from.push(text.length)
  return { folded, from }
}

/** The same term for the glossary: unique per account, and a text that is exactly a term. */
export const termKey = (text: string): string => fold(text.trim()).folded

/** What a text that is exactly a glossary term becomes in `lang`; undefined when it is no term. */
export function wholeTerm(text: string, glossary: Map<string, GlossaryEntry>, lang: string): string | undefined {
  const entry = glossary.get(termKey(text))
  return entry ? (entry.translations[lang] ?? text.trim()) : undefined
}

/** '[[0]]', '[[1]]'…: what a machine translator leaves alone; read back with spaces inside tolerated. */
const token = (k: number) => `[[${k}]]`
const TOKEN = /\[\s*\[\s*(\d+)\s*\]\s*\]/g
const WORD = /[\p{L}\p{N}]/u

export interface Protected {
  /** The text to send, each glossary term replaced by a token. */
  text: string
  /** The translated text with each token replaced by its term (or fixed translation); undefined when a token was lost or repeated. */
  restore(translated: string): string | undefined
}

/**
 * `text` with every glossary term (whole words, longest first, never overlapping) replaced by a
 * token, so a machine translator cannot touch it; null when the text already looks like a token
 * (it could not be told apart).
 */
export function protectTerms(text: string, glossary: GlossaryEntry[], lang: string): Protected | null {
  if (new RegExp(TOKEN.source).test(text)) return null
  const { folded, from } = fold(text)
  const keys = glossary
    .map((entry) => ({ entry, key: termKey(entry.term) }))
    .filter((t) => t.key !== '')
    .sort((a, b) => b.key.length - a.key.length)
  const spans: Array<{ start: number; end: number; keep: string }> = []
  const taken = (start: number, end: number) => spans.some((s) => start < s.end && s.start < end)
  for (const { entry, key } of keys) {
    for (let i = folded.indexOf(key); i !== -1; i = folded.indexOf(key, i + 1)) {
      const end = i + key.length
      if (WORD.test(folded[i - 1] ?? '') || WORD.test(folded[end] ?? '')) continue
      const [start, stop] = [from[i]!, from[end]!]
      if (taken(start, stop)) continue
      spans.push({ start, end: stop, keep: entry.translations[lang] ?? text.slice(start, stop) })
    }
  }
  spans.sort((a, b) => a.start - b.start)
  let out = ''
  let at = 0
  for (const [k, span] of spans.entries()) {
    out += text.slice(at, span.start) + token(k)
    at = span.end
  }
  out += text.slice(at)
  return {
    text: out,
    restore(translated) {
      const seen = new Set<number>()
      let lost = false
      const back = translated.replace(TOKEN, (_, n: string) => {
        const k = Number(n)
        if (k >= spans.length || seen.has(k)) lost = true
        seen.add(k)
        return spans[k]?.keep ?? ''
      })
      return lost || seen.size !== spans.length ? undefined : back
    },
  }
}
