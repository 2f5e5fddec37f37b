import { TRANSLATABLE_FACTS, type TranslatableFactName } from './dish-facts';

/**
 * The languages a menu can be offered in (docs/languages.md). The menu is written in Spanish;
 * an account adds up to MAX_EXTRA_LANGUAGES others from this fixed list (ISO 639-1), as many as
 * its plan's 'Languages' scope allows. One list and one rule for the API, the panel and the
 * public menu.
 */

export interface MenuLanguage {
  /** ISO 639-1 code. */
  code: string;
  /** The language's name in Spanish, for the panel ('Inglés'). */
  name: string;
  /** Its own name, for the diner's language links ('English'). */
  native: string;
  /** BCP 47 locale for dates and numbers. */
  locale: string;
}

export const BASE_LANGUAGE = 'es';

export const MENU_LANGUAGES: readonly MenuLanguage[] = [
  { code: 'es', name: 'Español', native: 'Español', locale: 'es-MX' },
  { code: 'en', name: 'Inglés', native: 'English', locale: 'en-US' },
  { code: 'fr', name: 'Francés', native: 'Français', locale: 'fr-FR' },
  { code: 'pt', name: 'Portugués', native: 'Português', locale: 'pt-BR' },
  { code: 'de', name: 'Alemán', native: 'Deutsch', locale: 'de-DE' },
  { code: 'it', name: 'Italiano', native: 'Italiano', locale: 'it-IT' },
  { code: 'ja', name: 'Japonés', native: '日本語', locale: 'ja-JP' },
  { code: 'ko', name: 'Coreano', native: '한국어', locale: 'ko-KR' },
  { code: 'zh', name: 'Chino', native: '中文', locale: 'zh-CN' },
];

export const LANGUAGE_CODES: readonly string[] = MENU_LANGUAGES.map((l) => l.code);
export const LANGUAGE_BY_CODE: ReadonlyMap<string, MenuLanguage> = new Map(MENU_LANGUAGES.map((l) => [l.code, l]));

/** The most languages besides Spanish any plan allows. */
export const MAX_EXTRA_LANGUAGES = 5;

/** The plan scope whose limit is the number of languages besides Spanish. */
export const LANGUAGES_SCOPE = 'Languages';

/** The texts of an entity that can be translated, by field: its name, description and the translatable dish facts. */
export type TranslatableField = 'name' | 'description' | TranslatableFactName;
export const TRANSLATABLE_FIELDS: readonly TranslatableField[] = [
  'name',
  'description',
  ...TRANSLATABLE_FACTS.map((f) => f.name),
];

/** One language's texts of one entity; `reviewed` false: filled by a machine, not yet read by the owner. */
export type TranslationEntry = Partial<Record<TranslatableField, string>> & { reviewed?: boolean };
/** language code -> its texts. */
export type Translations = Record<string, TranslationEntry>;
/** As read back: every entry says whether it was reviewed. */
export type StoredTranslations = Record<string, TranslationEntry & { reviewed: boolean }>;

export const LANGUAGE_MESSAGES = {
  unknown: (code: string) => `«${code}» no es un idioma disponible para el menú`,
  notChosen: (code: string) =>
    `El menú no está en ${LANGUAGE_BY_CODE.get(code)?.name.toLowerCase() ?? code}: agrégalo en Configuración > General > Idiomas del menú`,
  base: 'El español es el idioma en que se escribe el menú: va primero y no se traduce',
  tooMany: (limit: number) =>
    limit === 1 ? 'Tu plan incluye 1 idioma además del español' : `Tu plan incluye ${limit} idiomas además del español`,
} as const;

export interface LanguageProblem {
  field: string;
  message: string;
}

/**
 * The account's language list as given ('es' first, then extras from the list, no repeats), or
 * the first problem. The plan's limit is checked apart (it is a 403, not a 400).
 */
export function languagesProblem(languages: readonly string[]): LanguageProblem | null {
  if (languages[0] !== BASE_LANGUAGE) return { field: 'languages.0', message: LANGUAGE_MESSAGES.base };
  for (const [i, code] of languages.entries()) {
    if (!LANGUAGE_BY_CODE.has(code)) return { field: `languages.${i}`, message: LANGUAGE_MESSAGES.unknown(code) };
    if (i > 0 && (code === BASE_LANGUAGE || languages.indexOf(code) !== i))
      return { field: `languages.${i}`, message: 'Cada idioma va una sola vez' };
  }
  return null;
}

/** The plan's number of extra languages (its 'Languages' scope; none: Spanish only). */
export const extraLanguagesLimit = (scopes: ReadonlyArray<{ name: string; limit: number | null }>): number =>
  scopes.find((s) => s.name === LANGUAGES_SCOPE)?.limit ?? 0;

/**
 * The languages a menu is offered in: the account's list within its plan's limit (after a
 * downgrade the first ones chosen stay, the others wait until the plan allows them again).
 */
export const offeredLanguages = (languages: readonly string[], limit: number): string[] =>
  languages.slice(0, 1 + Math.max(0, limit));

/** A translations map may only name the account's extra languages. */
export function translationsProblem(translations: Translations, languages: readonly string[]): LanguageProblem | null {
  for (const code of Object.keys(translations)) {
    if (!LANGUAGE_BY_CODE.has(code) || code === BASE_LANGUAGE)
      return { field: `translations.${code}`, message: LANGUAGE_MESSAGES.unknown(code) };
    if (!languages.includes(code)) return { field: `translations.${code}`, message: LANGUAGE_MESSAGES.notChosen(code) };
  }
  return null;
}

/** Trimmed texts, empty ones dropped, languages without text dropped; `reviewed` kept only when false. */
export function normalizeTranslations(translations: Translations): Translations {
  const out: Translations = {};
  for (const [code, entry] of Object.entries(translations)) {
    const clean: TranslationEntry = {};
    for (const field of TRANSLATABLE_FIELDS) {
      const text = entry[field]?.trim();
      if (text) clean[field] = text;
    }
    if (Object.keys(clean).length === 0) continue;
    if (entry.reviewed === false) clean.reviewed = false;
    out[code] = clean;
  }
  return out;
}

/** Stored JSON text -> the entries of the given languages, each with its `reviewed` flag. */
export function parseStoredTranslations(
  text: string | null | undefined,
  languages: readonly string[],
): StoredTranslations {
  if (!text || text === '{}') return {};
  const raw = JSON.parse(text) as Translations;
  const out: StoredTranslations = {};
  for (const code of languages) {
    const entry = raw[code];
    if (entry) out[code] = { ...entry, reviewed: entry.reviewed !== false };
  }
  return out;
}

/**
 * Identical Spanish texts share a translation (docs/languages.md): the same words once the
 * outer spaces go; letter case and accents count ('1 pieza' and '1 Pieza' are two texts).
 */
export const sameTextKey = (source: string): string => source.trim();

/**
 * A text in a language: its own translation, else the one identical texts share (`shared`:
 * Spanish text by sameTextKey -> its translation in `lang`), else the Spanish original.
 */
export function translated(
  original: string,
  translations: Translations | undefined,
  lang: string,
  field: TranslatableField,
  shared?: ReadonlyMap<string, string>,
): string;
export function translated(
  original: string | null,
  translations: Translations | undefined,
  lang: string,
  field: TranslatableField,
  shared?: ReadonlyMap<string, string>,
): string | null;
export function translated(
  original: string | null,
  translations: Translations | undefined,
  lang: string,
  field: TranslatableField,
  shared?: ReadonlyMap<string, string>,
): string | null {
  if (lang === BASE_LANGUAGE || original === null) return original;
  return translations?.[lang]?.[field] || shared?.get(sameTextKey(original)) || original;
}
