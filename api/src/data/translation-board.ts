import { TRANSLATABLE_FACTS } from '@menu/shared/menu/dish-facts'
import {
  BASE_LANGUAGE,
  LANGUAGE_BY_CODE,
  LANGUAGE_MESSAGES,
  type TranslatableField,
  type Translations,
} from '@menu/shared/menu/languages'
import { AppError } from '../errors.js'
import type { BoardKind } from '../schemas/translation-board.js'
import type { Answer } from '../schemas/shapes.js'
import { TRANSLATED_FIELDS } from '../schemas/translations.js'
import { sameTextGroups, sharedTexts, shownIn, textIn } from './shared-translations.js'
import { comboDaysFrom, comboTexts } from './translation-combos.js'
import { matchesSearch, type Scoped } from './toolkit.js'

/**
 * The Traducciones screen's reading side (docs/languages.md): every text a diner reads, one
 * per entity and field, in menu order, with its stored translations and the ones identical
 * texts share (shared-translations.ts); progress per language and the screen's filters. Writing is in translation-save.ts, the bulk fill in
 * translation/fill.ts.
 */

/** The table each kind is stored in. */
export const KIND_TABLE = {
  family: 'families',
  category: 'categories',
  product: 'products',
  variant_group: 'variant_groups',
  variant: 'variants',
  tag: 'tags',
  promotion: 'promotions',
  advertising: 'advertising',
  // Inside the combo's steps JSON (translation-combos.ts).
  combo_step: 'products',
  combo_item: 'products',
} as const satisfies Record<BoardKind, string>

/** One text of the menu with its stored translations (the whole map of its entity). */
export interface BoardText {
  kind: BoardKind
  id: number
  field: TranslatableField
  /** A combo's step or named option: 'steps.1', 'steps.1.items.2' (`id` is the combo's). */
  path?: string
  source: string
  context: string
  /** The name of the item the text belongs to ('Tacos de suadero' for its portion). */
  name: string
  stored: Translations
}

export type TranslationItem = Answer<'TranslationItem'>
export type TranslationLanguage = Answer<'TranslationLanguage'>
export type SameTexts = Answer<'SameTexts'>

export interface BoardFilters {
  lang?: string
  status?: 'untranslated' | 'unreviewed'
  kind?: BoardKind
  search?: string
}

const parse = (text: string | null | undefined): Translations => (text ? (JSON.parse(text) as Translations) : {})

/** The account's languages besides Spanish; `lang`, when given, must be one of them (else 400 naming `field`). */
export async function extraLanguages(own: Scoped, lang?: string, field = 'lang'): Promise<string[]> {
  const extras = (await own.languages()).filter((code) => code !== BASE_LANGUAGE)
  if (lang !== undefined && !extras.includes(lang)) {
    const message =
      lang === BASE_LANGUAGE
        ? LANGUAGE_MESSAGES.base
        : LANGUAGE_BY_CODE.has(lang)
          ? LANGUAGE_MESSAGES.notChosen(lang)
          : LANGUAGE_MESSAGES.unknown(lang)
    throw new AppError('VALIDATION_ERROR', message, { field })
  }
  return extras
}

/** The translatable dish facts' columns (DISH_FACTS), read with a dish's and an option's name. */
const FACT_TEXTS = TRANSLATABLE_FACTS.map((f) => f.name)

/**
 * Every text of the menu (non-empty in Spanish), in menu order. A handful of queries, whatever
 * the size. `from` ('YYYY-MM-DD', firstBoardDay): also the menus of the day's steps of the dates
 * from then on, after the combo's own.
 */
export async function readBoard(own: Scoped, from?: string): Promise<BoardText[]> {
  const byPosition = <T extends { position: number; id: number }>(a: T, b: T) =>
    Number(a.position) - Number(b.position) || Number(a.id) - Number(b.id)
  const [families, categories, products, groups, variants, tags, promotions, advertising] = await Promise.all([
    own.selectFrom('families').select(['id', 'name', 'description', 'translations', 'position']).execute(),
    own
      .selectFrom('categories')
      .select(['id', 'family_id', 'name', 'description', 'translations', 'position'])
      .execute(),
    own
      .selectFrom('products')
      .select(['id', 'category_id', 'name', 'description', ...FACT_TEXTS, 'translations', 'position', 'kind', 'steps'])
      .execute(),
    own.selectFrom('variant_groups').select(['id', 'name', 'translations', 'position']).execute(),
    own
      .selectFrom('variants')
      .select(['id', 'group_id', 'name', ...FACT_TEXTS, 'translations', 'position'])
      .execute(),
    own.selectFrom('tags').select(['id', 'name', 'translations', 'position']).execute(),
    own.selectFrom('promotions').select(['id', 'name', 'description', 'translations', 'position']).execute(),
    own.selectFrom('advertising').select(['id', 'name', 'description', 'translations', 'position']).execute(),
  ])
  const days = from ? await comboDaysFrom(own, from) : new Map<number, Array<{ date: string; steps: string }>>()
  const withSteps = (product: (typeof products)[number], context: string) => [
    ...comboTexts(product, context),
    ...(days.get(Number(product.id)) ?? []).flatMap((day) => comboTexts(product, context, day)),
  ]
  const out: BoardText[] = []
  const add = (
    kind: BoardKind,
    row: { id: number; translations: string } & Partial<Record<TranslatableField, string | null>>,
    context: string,
  ) => {
    const stored = parse(row.translations)
    for (const field of TRANSLATED_FIELDS[kind]) {
      const source = row[field]?.trim()
      if (source) out.push({ kind, id: Number(row.id), field, source, context, name: row.name ?? '', stored })
    }
  }
  const children = <T extends { position: number; id: number }>(rows: T[], parent: (r: T) => number | null) => {
    const map = new Map<number | null, T[]>()
    for (const r of [...rows].sort(byPosition)) {
      const key = parent(r)
      map.set(key, [...(map.get(key) ?? []), r])
    }
    return map
  }
  const categoriesOf = children(categories, (c) => Number(c.family_id))
  const productsOf = children(products, (p) => (p.category_id === null ? null : Number(p.category_id)))
  const variantsOf = children(variants, (v) => Number(v.group_id))

  for (const family of families.sort(byPosition)) {
    add('family', family, 'Familias')
    for (const category of categoriesOf.get(Number(family.id)) ?? []) {
      add('category', category, family.name)
      for (const product of productsOf.get(Number(category.id)) ?? []) {
        add('product', product, `${family.name} › ${category.name}`)
        out.push(...withSteps(product, `${family.name} › ${category.name}`))
      }
    }
  }
  for (const product of productsOf.get(null) ?? []) {
    add('product', product, 'Productos sin clasificar')
    out.push(...withSteps(product, 'Productos sin clasificar'))
  }
  for (const group of groups.sort(byPosition)) {
    add('variant_group', group, 'Grupos de variantes')
    for (const variant of variantsOf.get(Number(group.id)) ?? []) add('variant', variant, `Variantes › ${group.name}`)
  }
  for (const tag of tags.sort(byPosition)) add('tag', tag, 'Etiquetas')
  for (const promotion of promotions.sort(byPosition)) add('promotion', promotion, 'Promociones')
  for (const ad of advertising.sort(byPosition)) add('advertising', ad, 'Publicidad')
  return out
}

/** Spanish text -> its shared translation in `lang`, for the public menu and print (translate.ts). */
export async function sharedTranslationsIn(own: Scoped, lang: string): Promise<Map<string, string>> {
  const shared = sharedTexts(await readBoard(own), lang)
  return new Map([...shared].map(([key, { text }]) => [key, text]))
}

/** Whether the text's entity has a machine translation not yet reviewed in `lang`. */
const unreviewedIn = (t: BoardText, lang: string) => textIn(t, lang) !== undefined && t.stored[lang]?.reviewed === false

/**
 * GET /v1/translations: the account's languages with their progress, the texts the filters
 * keep, and where the texts written identically more than once are. A text without its own
 * translation that an identical text has counts as translated: the diner reads that one.
 */
export async function translationBoard(
  own: Scoped,
  filters: BoardFilters,
  from?: string,
): Promise<{ languages: TranslationLanguage[]; items: TranslationItem[]; same: SameTexts[] }> {
  const extras = await extraLanguages(own, filters.lang)
  const texts = await readBoard(own, from)
  const shared = new Map(extras.map((code) => [code, sharedTexts(texts, code)]))
  const shown = (t: BoardText, code: string) => shownIn(t, code, shared.get(code)!)
  const languages = extras.map((code) => ({
    code,
    name: LANGUAGE_BY_CODE.get(code)!.name,
    translated: texts.filter((t) => shown(t, code) !== undefined).length,
    total: texts.length,
  }))
  const among = filters.lang ? [filters.lang] : extras
  const keep = (t: BoardText) => {
    if (filters.kind && t.kind !== filters.kind) return false
    if (filters.status === 'untranslated' && !among.some((code) => shown(t, code) === undefined)) return false
    if (filters.status === 'unreviewed' && !among.some((code) => unreviewedIn(t, code))) return false
    return matchesSearch(filters.search, t.source, ...extras.map((code) => shown(t, code) ?? null))
  }
  const items = texts.filter(keep).map((t) => {
    const answer: TranslationItem['texts'] = {}
    const fromSame: Record<string, string> = {}
    for (const code of extras) {
      const text = textIn(t, code)
      if (text !== undefined) answer[code] = { text, reviewed: t.stored[code]?.reviewed !== false }
      else {
        const same = shown(t, code)
        if (same !== undefined) fromSame[code] = same
      }
    }
    const item: TranslationItem = {
      kind: t.kind,
      id: t.id,
      field: t.field,
      ...(t.path ? { path: t.path } : {}),
      source: t.source,
      context: t.context,
      texts: answer,
    }
    if (Object.keys(fromSame).length) item.shared = fromSame
    return item
  })
  return { languages, items, same: sameTextGroups(texts) }
}
