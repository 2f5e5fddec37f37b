/**
 * A machine-translation provider (docs/languages.md): optional, off by default, chosen by
 * configuration (TRANSLATION_PROVIDER). Only the bulk fill of the Traducciones screen uses it;
 * nothing else in the product depends on it. Its output is stored as 'Sin revisar'.
 */
export interface Translator {
  /** The provider's name, for logs. */
  readonly name: string
  /**
   * `texts` translated from `from` to `to` (ISO 639-1), one answer per text, in order. Fails
   * with TranslationFailed when the provider cannot answer them all.
   */
  translate(texts: string[], from: string, to: string): Promise<string[]>
}

/** The provider did not answer, or answered something unusable; never carries its key. */
export class TranslationFailed extends Error {}
