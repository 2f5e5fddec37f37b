import { api, startUpFetch, unwrap, type ApiSchemas, type BodyOf, type QueryOf } from '@menu/shared';

// The types come from the generated OpenAPI document (shared/src/api/schema.d.ts), so the
// screen and the API cannot drift: a changed route fails the panel's type check.

/** One Spanish text of the menu and its translations (languages without text are absent). */
export type TranslationItem = ApiSchemas['TranslationItem'];
/** The kinds of entity whose texts the screen lists, in menu order. */
export type TranslationKind = TranslationItem['kind'];
export type TranslationField = TranslationItem['field'];
/** One language's text of one item; reviewed false: filled by a machine, 'Sin revisar'. */
export type TranslationText = TranslationItem['texts'][string];

/**
 * A Spanish text written identically in several places (`texts`: where, with the item's name):
 * they share one translation unless one has its own.
 */
export type SameTexts = ApiSchemas['SameTexts'];

/** An extra language of the account and its progress ('Inglés: 142 de 180'). */
export type TranslationLanguage = ApiSchemas['TranslationLanguage'];

/** The filters of GET /v1/translations: lang, status, kind, search. */
export type TranslationQuery = QueryOf<'/v1/translations', 'get'>;
export type TranslationStatus = NonNullable<TranslationQuery['status']>;

/**
 * One text to save: '' removes it; reviewed defaults to true (the owner typed it); applyToSame:
 * set on every identical Spanish text too ('Aplicar a los N textos iguales').
 */
export type TranslationSave = BodyOf<'/v1/translations', 'put'>['items'][number];

/** A glossary term: stays as written in every language absent from `translations`. */
export type GlossaryTerm = ApiSchemas['GlossaryTerm'];
export type GlossaryCreate = BodyOf<'/v1/glossary', 'post'>;
export type GlossaryUpdate = BodyOf<'/v1/glossary/{id}', 'put'>;

/** Keys of the panel's data cache for these GETs (a write invalidates them). */
export const TRANSLATIONS_KEY = '/v1/translations';
export const GLOSSARY_KEY = '/v1/glossary';

/** Query parameters without the empty ones (the first load asks plain /v1/translations). */
const present = (query: TranslationQuery): TranslationQuery =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

/**
 * The unfiltered list (the screen's first load) takes the page's early GET of it when there
 * is one (early-gets.json); a filtered one always asks the server.
 */
export const listTranslations = (query: TranslationQuery = {}) => {
  const params = present(query);
  const fetch = Object.keys(params).length ? undefined : startUpFetch;
  return unwrap(api.GET('/v1/translations', { params: { query: params }, fetch }));
};

/** Every text of the menu with its translations, and each language's progress. */
export type TranslationList = Awaited<ReturnType<typeof listTranslations>>;

/** Several texts at once, all or nothing: a 400 names `items.N.…`, a foreign id is a 404. */
export const saveTranslations = (items: TranslationSave[]) => unwrap(api.PUT('/v1/translations', { body: { items } }));

/** Every untranslated text of `lang` from the glossary (and the machine provider, when one is set). */
export const fillTranslations = (lang: string) => unwrap(api.POST('/v1/translations/fill', { body: { lang } }));

export const listGlossary = () => unwrap(api.GET('/v1/glossary'));

/** A term already in the glossary (accents and case aside) is a 409 GLOSSARY_TERM_EXISTS. */
export const createGlossaryTerm = (body: GlossaryCreate) => unwrap(api.POST('/v1/glossary', { body }));

export const updateGlossaryTerm = (id: number, body: GlossaryUpdate) =>
  unwrap(api.PUT('/v1/glossary/{id}', { params: { path: { id } }, body }));

export const deleteGlossaryTerm = (id: number) => unwrap(api.DELETE('/v1/glossary/{id}', { params: { path: { id } } }));
