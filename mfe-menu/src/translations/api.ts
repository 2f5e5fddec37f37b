import { api, unwrap } from '@menu/shared';
import type { Client } from 'openapi-fetch';

// TODO(issue 29 merge): the translations API (GET/PUT /v1/translations, POST
// /v1/translations/fill, /v1/glossary) is built on another branch, so its types are not in
// shared/src/api/schema.d.ts yet. They are declared here as the contract gives them,
// in the generated file's shape: after the merge, replace them with the generated ones
// (`ApiSchemas[...]`, `BodyOf<...>`) and call `api` itself instead of `client`; the calls
// below stay as they are.

/** The kinds of entity whose texts the screen lists, in menu order. */
export type TranslationKind =
  | 'family'
  | 'category'
  | 'product'
  | 'variant_group'
  | 'variant'
  | 'tag'
  | 'promotion'
  | 'advertising';

export type TranslationField = 'name' | 'description' | 'portion';

/** One language's text of one item; reviewed false: filled by a machine, 'Sin revisar'. */
export interface TranslationText {
  text: string;
  reviewed: boolean;
}

/** One Spanish text of the menu and its translations (languages without text are absent). */
export interface TranslationItem {
  kind: TranslationKind;
  id: number;
  field: TranslationField;
  /** The Spanish original. */
  source: string;
  /** Where the text is, in Spanish ('Comida › Tacos'). */
  context: string;
  texts: Partial<Record<string, TranslationText>>;
}

/** An extra language of the account and its progress ('Inglés: 142 de 180'). */
export interface TranslationLanguage {
  code: string;
  name: string;
  translated: number;
  total: number;
}

export interface TranslationList {
  languages: TranslationLanguage[];
  items: TranslationItem[];
}

export type TranslationStatus = 'untranslated' | 'unreviewed';

export interface TranslationQuery {
  lang?: string;
  status?: TranslationStatus;
  kind?: TranslationKind;
  search?: string;
}

/** One text to save: '' removes it; reviewed defaults to true (the owner typed it). */
export interface TranslationSave {
  kind: TranslationKind;
  id: number;
  field: TranslationField;
  lang: string;
  text: string;
  reviewed?: boolean;
}

export interface FillResult {
  /** How many texts were filled. */
  filled: number;
  /** Whether a machine-translation provider filled some (those are 'Sin revisar'). */
  machine: boolean;
}

/** A glossary term: stays as written in every language absent from `translations`. */
export interface GlossaryTerm {
  id: number;
  term: string;
  translations: Partial<Record<string, string>>;
}

export interface GlossaryInput {
  term?: string;
  translations?: Record<string, string>;
}

interface Answer<T> {
  headers: { [name: string]: unknown };
  content: { 'application/json': { info: T } };
}
interface Body<T> {
  content: { 'application/json': T };
}
interface NoParams {
  query?: never;
  header?: never;
  path?: never;
  cookie?: never;
}
interface IdParam {
  query?: never;
  header?: never;
  path: { id: number };
  cookie?: never;
}
interface Unused {
  parameters: NoParams;
  get?: never;
  put?: never;
  post?: never;
  delete?: never;
  options?: never;
  head?: never;
  patch?: never;
  trace?: never;
}

/** The contract's paths, in the generated `paths` shape (see the note at the top). */
interface TranslationPaths {
  '/v1/translations': Omit<Unused, 'get' | 'put'> & {
    get: {
      parameters: Omit<NoParams, 'query'> & { query?: TranslationQuery };
      requestBody?: never;
      responses: { 200: Answer<TranslationList> };
    };
    put: {
      parameters: NoParams;
      requestBody: Body<{ items: TranslationSave[] }>;
      responses: { 200: Answer<{ updated: number }> };
    };
  };
  '/v1/translations/fill': Omit<Unused, 'post'> & {
    post: {
      parameters: NoParams;
      requestBody: Body<{ lang: string }>;
      responses: { 200: Answer<FillResult> };
    };
  };
  '/v1/glossary': Omit<Unused, 'get' | 'post'> & {
    get: { parameters: NoParams; requestBody?: never; responses: { 200: Answer<GlossaryTerm[]> } };
    post: {
      parameters: NoParams;
      requestBody: Body<GlossaryInput & { term: string }>;
      responses: { 201: Answer<{ id: number }> };
    };
  };
  '/v1/glossary/{id}': Omit<Unused, 'put' | 'delete'> & {
    put: { parameters: IdParam; requestBody: Body<GlossaryInput>; responses: { 200: Answer<unknown> } };
    delete: { parameters: IdParam; requestBody?: never; responses: { 200: Answer<unknown> } };
  };
}

// The one shared client (auth, refresh, envelopes), seen through the contract's paths.
const client = api as unknown as Client<TranslationPaths>;

/** Keys of the panel's data cache for these GETs (a write invalidates them). */
export const TRANSLATIONS_KEY = '/v1/translations';
export const GLOSSARY_KEY = '/v1/glossary';

/** Query parameters without the empty ones (the first load asks plain /v1/translations). */
const present = (query: TranslationQuery): TranslationQuery =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

export const listTranslations = (query: TranslationQuery = {}) =>
  unwrap(client.GET('/v1/translations', { params: { query: present(query) } }));

/** Several texts at once, all or nothing: a 400 names `items.N.…`, a foreign id is a 404. */
export const saveTranslations = (items: TranslationSave[]) =>
  unwrap(client.PUT('/v1/translations', { body: { items } }));

/** Every untranslated text of `lang` from the glossary (and the machine provider, when one is set). */
export const fillTranslations = (lang: string) => unwrap(client.POST('/v1/translations/fill', { body: { lang } }));

export const listGlossary = () => unwrap(client.GET('/v1/glossary'));

/** A term already in the glossary (accents and case aside) is a 409 GLOSSARY_TERM_EXISTS. */
export const createGlossaryTerm = (body: GlossaryInput & { term: string }) =>
  unwrap(client.POST('/v1/glossary', { body }));

export const updateGlossaryTerm = (id: number, body: GlossaryInput) =>
  unwrap(client.PUT('/v1/glossary/{id}', { params: { path: { id } }, body }));

export const deleteGlossaryTerm = (id: number) =>
  unwrap(client.DELETE('/v1/glossary/{id}', { params: { path: { id } } }));
