import { TRANSLATABLE_FACTS } from '@menu/shared/menu/dish-facts'
import { type TranslatableField, LANGUAGE_CODES } from '@menu/shared/menu/languages'
import { type TObject, type TOptional, type TString, Type } from 'typebox'
import { Line } from './common.js'

/**
 * Translations of an entity's texts (docs/languages.md): language -> the texts of the given
 * fields. In a request, a language's entry replaces that language's texts (an empty entry
 * removes them) and languages not named keep theirs; a language the account has not chosen, or
 * an unknown code, is a 400 naming translations.<code> (data/translations.ts).
 */

/** Each text's rule: a translatable dish fact's is its own (DISH_FACTS). */
const TEXTS = {
  name: () => Line({ maxLength: 200 }),
  description: () => Type.String({ maxLength: 2000 }),
  ...Object.fromEntries(TRANSLATABLE_FACTS.map((f) => [f.name, () => Line({ maxLength: f.maxLength })])),
} as Record<TranslatableField, () => TString>

type Texts<F extends TranslatableField> = { [K in F]: TOptional<TString> }
/** Request texts carry their rules; answers are plain strings (response schemas have no custom formats). */
const texts = <F extends TranslatableField>(fields: readonly F[], checked = true) =>
  Object.fromEntries(fields.map((f) => [f, Type.Optional(checked ? TEXTS[f]() : Type.String())])) as Texts<F>

const LanguageKey = Type.String({ pattern: '^[a-z]{2}$' })

/** In bodies: absent = unchanged. */
export const translationsBody = <F extends TranslatableField>(fields: readonly F[]) =>
  Type.Optional(
    Type.Record(
      LanguageKey,
      Type.Object(
        {
          ...texts(fields),
          reviewed: Type.Optional(
            Type.Boolean({ description: "false: filled by a machine, 'Sin revisar' until the owner reads it" }),
          ),
        },
        { additionalProperties: false },
      ),
      {
        maxProperties: LANGUAGE_CODES.length,
        description:
          "Language (ISO 639-1, one of the account's languages) -> its texts. A given language replaces that language's texts ({} removes them); languages not given keep theirs",
      },
    ),
  )

/** In answers: every stored language (the ones the account no longer offers come back if it adds them again). */
export const translationsAnswer = <F extends TranslatableField>(fields: readonly F[]) =>
  Type.Record(
    LanguageKey,
    Type.Object({ ...texts(fields, false), reviewed: Type.Boolean() }) as TObject<
      Texts<F> & { reviewed: ReturnType<typeof Type.Boolean> }
    >,
    { description: 'Language -> its texts; a text that is absent falls back to the Spanish one' },
  )

const FACT_TEXTS = TRANSLATABLE_FACTS.map((f) => f.name)
/** Which texts of each entity a diner reads, and so can be translated (a dish's and an option's translatable facts). */
export const TRANSLATED_FIELDS = {
  family: ['name', 'description'],
  category: ['name', 'description'],
  product: ['name', 'description', ...FACT_TEXTS],
  variant_group: ['name'],
  variant: ['name', ...FACT_TEXTS],
  tag: ['name'],
  promotion: ['name', 'description'],
  advertising: ['name', 'description'],
  template_promotion: ['description'],
  template_advertising: ['description'],
  combo_step: ['name'],
  combo_item: ['name'],
} as const satisfies Record<string, readonly TranslatableField[]>
export type TranslatedKind = keyof typeof TRANSLATED_FIELDS
