import { LANGUAGE_CODES, TRANSLATABLE_FIELDS } from '@menu/shared/menu/languages'
import { Type } from 'typebox'
import { Id, Line, RequiredText } from './common.js'
import { TRANSLATED_FIELDS } from './translations.js'

/**
 * The Traducciones screen's shapes (docs/languages.md): every text a diner reads, by entity
 * and field, with its translations; the glossary; the bulk fill. Template overrides of
 * descriptions are edited in the template editor, not here.
 */

/** The kinds the board lists, in menu order. */
export const BOARD_KINDS = [
  'family',
  'category',
  'product',
  'variant_group',
  'variant',
  'tag',
  'promotion',
  'advertising',
  'combo_step',
  'combo_item',
] as const satisfies ReadonlyArray<keyof typeof TRANSLATED_FIELDS>
export type BoardKind = (typeof BOARD_KINDS)[number]

/** 'family/category/promotion/advertising: name, description; product: name, description, portion; ...' */
function fieldsByKind(): string {
  const kinds = new Map<string, string[]>()
  for (const kind of BOARD_KINDS) {
    const fields = TRANSLATED_FIELDS[kind].join(', ')
    kinds.set(fields, [...(kinds.get(fields) ?? []), kind])
  }
  return [...kinds].map(([fields, names]) => `${names.join('/')}: ${fields}`).join('; ')
}

const Kind = Type.Enum([...BOARD_KINDS], { 'x-message': 'No es un tipo de texto traducible' })
const Field = Type.Enum([...TRANSLATABLE_FIELDS], {
  // Which fields each kind has, said from TRANSLATED_FIELDS (kinds with the same fields together).
  description: fieldsByKind(),
})
/**
 * A combo's step or named option: where it is inside the combo's steps, or a menu of the day's
 * steps of one date ('days.2026-12-07.steps.1'); `id` is the combo's product id.
 */
export const COMBO_PATH = /^(?:days\.(\d{4}-\d{2}-\d{2})\.)?steps\.(\d{1,2})(?:\.items\.(\d{1,2}))?$/
const Path = (description: string) =>
  Type.Optional(
    Type.String({ pattern: COMBO_PATH.source, 'x-message': 'No es un paso ni una opción del combo', description }),
  )
const PATH_TEXT =
  "combo_step/combo_item only: 'steps.1' (the 2nd step) or 'steps.1.items.2' (its 3rd option), 'days.2026-12-07.steps.1' in a menu of the day's steps of that date; `id` is the combo's"

const LanguageCode = Type.String({
  pattern: '^[a-z]{2}$',
  description: "One of the account's languages besides Spanish",
})

export const TranslationLanguage = Type.Object(
  {
    code: Type.String({ description: 'ISO 639-1' }),
    name: Type.String({ description: "The language's name in Spanish ('Inglés')" }),
    translated: Type.Integer({ minimum: 0, description: 'Texts that have a translation in this language' }),
    total: Type.Integer({ minimum: 0, description: 'Texts of the menu (every filter aside)' }),
  },
  { $id: 'TranslationLanguage', title: 'TranslationLanguage' },
)

export const TranslationItem = Type.Object(
  {
    kind: Kind,
    id: Type.Integer(),
    field: Field,
    path: Type.Optional(Type.String({ description: PATH_TEXT })),
    source: Type.String({ description: 'The Spanish text, as the menu has it' }),
    context: Type.String({ description: "Where the text is, in Spanish ('Comida › Tacos')" }),
    texts: Type.Record(
      LanguageCode,
      Type.Object({
        text: Type.String(),
        reviewed: Type.Boolean({
          description:
            "false: filled by a machine ('Sin revisar'). Stored per entity and language: every text of the entity in that language shares it",
        }),
      }),
      { description: 'Language -> its own text; a language without text is absent' },
    ),
    shared: Type.Optional(
      Type.Record(LanguageCode, Type.String(), {
        description:
          'Language -> the translation an identical Spanish text of the menu has, which the diner reads here: only languages without a text of its own; absent when none',
      }),
    ),
  },
  { $id: 'TranslationItem', title: 'TranslationItem' },
)

export const SameTexts = Type.Object(
  {
    source: Type.String({ description: 'The Spanish text, written identically in every one of `texts`' }),
    texts: Type.Array(
      Type.Object({
        kind: Kind,
        id: Type.Integer(),
        field: Field,
        path: Type.Optional(Type.String({ description: PATH_TEXT })),
        context: Type.String({ description: "Where the item is ('Comida › Tacos')" }),
        name: Type.String({ description: "The name of the item the text belongs to ('Tacos de suadero')" }),
      }),
      { minItems: 2, description: 'Where the text is, in menu order' },
    ),
  },
  { $id: 'SameTexts', title: 'SameTexts' },
)

export const GlossaryTerm = Type.Object(
  {
    id: Type.Integer(),
    term: Type.String(),
    translations: Type.Record(LanguageCode, Type.String(), {
      description: 'Language -> fixed translation; a language absent keeps the term as written',
    }),
  },
  { $id: 'GlossaryTerm', title: 'GlossaryTerm' },
)

export const TRANSLATION_SCHEMAS = [TranslationLanguage, TranslationItem, SameTexts, GlossaryTerm]

export const BoardQuery = Type.Object({
  lang: Type.Optional(LanguageCode),
  status: Type.Optional(
    Type.Enum(['untranslated', 'unreviewed'], {
      description:
        'untranslated: texts without a translation in `lang` (without lang: in any language); unreviewed: texts with a machine translation not yet reviewed (in `lang` if given)',
    }),
  ),
  kind: Type.Optional(Kind),
  search: Type.Optional(
    Line({ maxLength: 200, description: 'The text or a translation contains (case- and accent-insensitive)' }),
  ),
})

export const Board = Type.Object({
  languages: Type.Array(Type.Ref('TranslationLanguage'), {
    description: "The account's languages besides Spanish, with their progress",
  }),
  items: Type.Array(Type.Ref('TranslationItem'), {
    description:
      "In menu order: families, their categories and products (unclassified last; a combo's step names and named options right after it), variant groups and their variants, tags, promotions, advertising",
  }),
  same: Type.Array(Type.Ref('SameTexts'), {
    description:
      'The Spanish texts written identically more than once (every filter aside): they share a translation unless one has its own',
  }),
})

export const SaveBody = Type.Object({
  items: Type.Array(
    Type.Object({
      kind: Kind,
      id: Id(),
      field: Field,
      path: Path(`${PATH_TEXT} (required for them)`),
      lang: LanguageCode,
      text: Type.String({ maxLength: 2000, description: "'' removes the text" }),
      reviewed: Type.Optional(Type.Boolean({ description: 'Default true: the owner wrote or read it' })),
      applyToSame: Type.Optional(
        Type.Boolean({
          description:
            "'Aplicar a los N textos iguales': the text is set on every text of the menu written identically in Spanish (in this language), own translations included; default false: this text only",
        }),
      ),
    }),
    { minItems: 1, maxItems: 2000 },
  ),
})

export const FillBody = Type.Object({ lang: LanguageCode })
export const FillInfo = Type.Object({
  filled: Type.Integer({ minimum: 0, description: 'Texts filled in' }),
  machine: Type.Boolean({
    description: 'A machine-translation provider is configured: the texts the glossary did not fill were sent to it',
  }),
})

const GlossaryTranslations = Type.Record(LanguageCode, Line({ maxLength: 200 }), {
  maxProperties: LANGUAGE_CODES.length,
  description:
    "Language (one of the account's) -> the term's fixed translation; replaces the whole map; a language absent, or '', keeps the term as written",
})
const Term = RequiredText({ format: 'line', maxLength: 200 })

export const NewGlossaryTerm = Type.Object({ term: Term, translations: Type.Optional(GlossaryTranslations) })
export const GlossaryChanges = Type.Object({
  term: Type.Optional(Term),
  translations: Type.Optional(GlossaryTranslations),
})
