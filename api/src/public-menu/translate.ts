import {
  BASE_LANGUAGE,
  TRANSLATABLE_FIELDS,
  type TranslatableField,
  type Translations,
  translated,
} from '@menu/shared/menu/languages'
import { scoped } from '../data/toolkit.js'
import type { Db } from '../db/connection.js'
import type { MenuSource } from './load.js'

/**
 * Step 2a of the public menu: the owner's texts in the chosen language (language.ts), after
 * the template (whose description overrides carry their own translations) and before the
 * schedules and the view. Each text falls back to its Spanish original on its own when it has
 * no translation in that language (the shared `translated`): a half-translated menu shows
 * every dish, the untranslated ones in Spanish.
 */

type TranslatableTexts = Partial<Record<TranslatableField, string | null>> & { translations?: Translations }

/** Spanish text -> the translation identical texts share in the language (data/shared-translations.ts). */
type Shared = ReadonlyMap<string, string>

/** An item with its name, description and portion (those it has) in `lang`. */
function inLanguage<T extends TranslatableTexts>(item: T, lang: string, shared: Shared): T {
  const out: T = { ...item }
  const texts: Partial<Record<TranslatableField, string | null>> = out
  for (const field of TRANSLATABLE_FIELDS) {
    const original = item[field]
    if (typeof original === 'string') texts[field] = translated(original, item.translations, lang, field, shared)
  }
  return out
}

/**
 * The source with every text a diner reads in `language.code`, and the language it is in (the
 * view's words and formats follow it); in Spanish the texts are the source's own. A text
 * without its own translation reads the one identical texts share (`shared`), before Spanish.
 */
export function translateSource(
  source: MenuSource,
  language: NonNullable<MenuSource['language']>,
  shared: Shared = new Map(),
): MenuSource {
  const lang = language.code
  if (lang === BASE_LANGUAGE) return { ...source, language }
  const inLang = <T extends TranslatableTexts>(item: T) => inLanguage(item, lang, shared)
  return {
    ...source,
    language,
    families: source.families.map((f) => ({
      ...inLang(f),
      categories: f.categories.map(inLang),
    })),
    products: source.products.map((p) => ({
      ...inLang(p),
      // A combo's step names and named items carry their own translations; dish items read the dish's (view.ts).
      steps: p.steps.map((s) => ({
        ...inLang(s),
        items: s.items.map((it) =>
          it.name ? { ...it, name: translated(it.name, it.translations, lang, 'name', shared) } : it,
        ),
      })),
      tags: p.tags.map(inLang),
      variant_groups: p.variant_groups.map((g) => ({
        ...inLang(g),
        variants: g.variants.map(inLang),
      })),
    })),
    marketing: {
      ...source.marketing,
      promotions: source.marketing.promotions.map(inLang),
      advertising: source.marketing.advertising.map(inLang),
    },
  }
}

/**
 * An item's translations once a template replaced its description: the template's own
 * translations of that description (template_promotions/template_advertising.translations),
 * never the base description's, which translate another text; the name's stay.
 */
export function withOverriddenDescription(
  base: Translations | undefined,
  override: Translations | undefined,
): Translations {
  const out: Translations = {}
  for (const [lang, entry] of Object.entries(base ?? {})) {
    const { description: _replaced, ...rest } = entry
    out[lang] = rest
  }
  for (const [lang, entry] of Object.entries(override ?? {}))
    if (entry.description) out[lang] = { ...out[lang], description: entry.description }
  return out
}

/** Stored translations (JSON text) as a map; anything unreadable counts as none (Spanish). */
export function storedTranslations(text: string | null | undefined): Translations {
  if (!text || text === '{}') return {}
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Translations) : {}
  } catch {
    return {}
  }
}

/**
 * The translations of the account's promotions and advertising, by id, read from their rows
 * (migration 0023): the public menu needs them whatever the marketing answers carry.
 */
export async function marketingTranslations(
  db: Db,
  accountId: number,
  wanted: { promotions: boolean; advertising: boolean },
): Promise<{ promotions: Map<number, Translations>; advertising: Map<number, Translations> }> {
  const own = scoped(db, accountId)
  const byId = (rows: Array<{ id: number; translations: string }>) =>
    new Map(rows.map((r) => [Number(r.id), storedTranslations(r.translations)]))
  const [promotions, advertising] = await Promise.all([
    wanted.promotions ? own.selectFrom('promotions').select(['id', 'translations']).execute() : [],
    wanted.advertising ? own.selectFrom('advertising').select(['id', 'translations']).execute() : [],
  ])
  return { promotions: byId(promotions), advertising: byId(advertising) }
}
