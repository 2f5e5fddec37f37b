// Fixtures of the Traducciones component tests (test code only).
import type { Call } from '@menu/shared/ui/testing';
import type { GlossaryTerm, TranslationItem, TranslationLanguage, TranslationList } from './api';

export const INGLES: TranslationLanguage = { code: 'en', name: 'Inglés', translated: 2, total: 3 };
export const FRANCES: TranslationLanguage = { code: 'fr', name: 'Francés', translated: 0, total: 3 };

/**
 * A dish's name translated, its description not, and a category whose English name a
 * machine wrote ('Sin revisar').
 */
export const items = (): TranslationItem[] => [
  {
    kind: 'category',
    id: 11,
    field: 'name',
    source: 'Tacos',
    context: 'Comida',
    texts: { en: { text: 'Tacos', reviewed: false } },
  },
  {
    kind: 'product',
    id: 12,
    field: 'name',
    source: 'Tacos al pastor',
    context: 'Comida › Tacos',
    texts: { en: { text: 'Tacos al pastor', reviewed: true } },
  },
  {
    kind: 'product',
    id: 12,
    field: 'description',
    source: 'Tortilla de maíz con cerdo adobado',
    context: 'Comida › Tacos › Tacos al pastor',
    texts: {},
  },
];

export const translationList = (languages: TranslationLanguage[] = [INGLES]): TranslationList => ({
  languages,
  items: items(),
  same: [],
});

/**
 * Two dishes whose portion is '1 pieza' and a variant's too: the pastor's translated, the
 * suadero's reading it (shared), the variant's with its own ('1 pc', an override).
 */
export const sharedPortions = (): TranslationList => ({
  languages: [{ ...INGLES, translated: 3, total: 3 }],
  items: [
    {
      kind: 'product',
      id: 21,
      field: 'portion',
      source: '1 pieza',
      context: 'Comida › Tacos',
      texts: { en: { text: '1 piece', reviewed: true } },
    },
    {
      kind: 'product',
      id: 22,
      field: 'portion',
      source: '1 pieza',
      context: 'Comida › Tacos',
      texts: {},
      shared: { en: '1 piece' },
    },
    {
      kind: 'variant',
      id: 31,
      field: 'portion',
      source: '1 pieza',
      context: 'Variantes › Extra',
      texts: { en: { text: '1 pc', reviewed: true } },
    },
  ],
  same: [
    {
      source: '1 pieza',
      texts: [
        { kind: 'product', id: 21, field: 'portion', name: 'Tacos al pastor', context: 'Comida › Tacos' },
        { kind: 'product', id: 22, field: 'portion', name: 'Tacos de suadero', context: 'Comida › Tacos' },
        { kind: 'variant', id: 31, field: 'portion', name: 'Tortilla extra', context: 'Variantes › Extra' },
      ],
    },
  ],
});

export const glossary = (): GlossaryTerm[] => [
  { id: 1, term: 'Tacos al pastor', translations: {} },
  { id: 2, term: 'Agua de jamaica', translations: { en: 'Hibiscus water' } },
];

/** The GETs of the translations list, by their query. */
export const listQueries = (calls: Call[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/v1/translations').map((call) => call.query);
