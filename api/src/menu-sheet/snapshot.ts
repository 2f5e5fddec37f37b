import { inBoardOrder, productsWithPlace } from '../data/board-order.js'
import { parseStoredDiets } from '@menu/shared/menu/allergens'
import { VALUE_FACT_NAMES } from '@menu/shared/menu/dish-facts'
import { type ComboStep, type ProductKind, parseStoredSteps } from '@menu/shared/menu/combos'
import type { Translations } from '@menu/shared/menu/languages'
import type { Db } from '../db/connection.js'
import { dishFactsOf } from '../data/dish-facts.js'
import { ownLocks } from '../data/locks.js'
import { accountPlan, planAllows } from '../data/plans.js'
import type { Executor, Scoped } from '../data/toolkit.js'
import type { SheetFacts } from './allergens.js'
import { regionColumn, templateColumn } from './columns.js'

/** The whole menu of one account as the spreadsheet sees it: ids, names, cents, links. */
export interface MenuSnapshot {
  families: Array<{ id: number; name: string }>
  categories: Array<{ id: number; family_id: number; name: string }>
  /** In board order (family, category, product position; unclassified last). */
  products: Array<
    Required<SheetFacts> & {
      id: number
      category_id: number | null
      name: string
      price_cents: number
      description: string | null
      enabled: boolean
      image: string | null
      tag_ids: number[]
      group_ids: number[]
      translations: Translations
      kind: ProductKind
      /** A combo's own steps as stored; [] for a dish. */
      steps: ComboStep[]
      daily: boolean
    }
  >
  tags: Array<{ id: number; name: string }>
  groups: Array<{ id: number; name: string }>
  /** By group position, then variant position. */
  variants: Array<
    SheetFacts & {
      id: number
      group_id: number
      name: string
      price_cents: number | null
      enabled: boolean
      translations: Translations
    }
  >
  /** The account's languages besides Spanish: the sheet's translation columns (translations.ts). */
  languages: string[]
  /**
   * The price columns, only when the plan has templates (else empty): each template's ('Precio
   * en <plantilla>'), then each region's ('Precio región <región>', its own template's id).
   */
  templates: Array<{ id: number; name: string; column: string }>
  /** The reason of the owner's price lock ('' without one); undefined: prices are not locked. */
  priceLock: string | undefined
  /** template id -> item id -> overridden price in cents (rows that override the price only). */
  templateProductPrices: Map<number, Map<number, number>>
  templateVariantPrices: Map<number, Map<number, number>>
}

/** Per-template prices follow the templates feature's plan rule (the Multisucursal section's, which /v1/templates enforces). */
export async function planHasTemplates(db: Executor | Db, accountId: number): Promise<boolean> {
  return planAllows(await accountPlan(db, accountId), 'templates')
}

const num = (v: number | string) => Number(v)
const bool = (v: number | string | boolean) => v === true || Number(v) === 1
const facts = (r: Parameters<typeof dishFactsOf>[0] & { translations: string }) => ({
  ...dishFactsOf(r),
  // As stored (the `reviewed: false` marks kept): an import only changes the texts it sets.
  translations: (r.translations ? JSON.parse(r.translations) : {}) as Translations,
})
/** The value facts' columns of `table` (DISH_FACTS). */
const valueColumns = <T extends 'products' | 'variants'>(table: T) =>
  VALUE_FACT_NAMES.map((name) => `${table}.${name}` as const)

/** Reads the snapshot in a handful of queries, whatever the menu's size. */
export async function readSnapshot(own: Scoped, withTemplates: boolean): Promise<MenuSnapshot> {
  const [families, categories, productRows, tags, groups, variants, productTags, productGroups] = await Promise.all([
    own.selectFrom('families').select(['id', 'name']).orderBy('position').orderBy('id').execute(),
    own.selectFrom('categories').select(['id', 'family_id', 'name']).orderBy('position').orderBy('id').execute(),
    productsWithPlace(own)
      .select([
        'products.id',
        'products.category_id',
        'products.name',
        'products.price_cents',
        'products.description',
        'products.enabled',
        'products.image',
        'products.allergens',
        'products.diets',
        ...valueColumns('products'),
        'products.translations',
        'products.kind',
        'products.steps',
        'products.daily',
      ])
      .$call(inBoardOrder)
      .execute(),
    own.selectFrom('tags').select(['id', 'name']).orderBy('position').orderBy('id').execute(),
    own.selectFrom('variant_groups').select(['id', 'name']).orderBy('position').orderBy('id').execute(),
    own
      .selectFrom('variants')
      .innerJoin('variant_groups', 'variant_groups.id', 'variants.group_id')
      .select([
        'variants.id',
        'variants.group_id',
        'variants.name',
        'variants.price_cents',
        'variants.enabled',
        'variants.allergens',
        ...valueColumns('variants'),
        'variants.translations',
      ])
      .orderBy('variant_groups.position')
      .orderBy('variant_groups.id')
      .orderBy('variants.position')
      .orderBy('variants.id')
      .execute(),
    own
      .selectFrom('product_tags')
      .innerJoin('tags', 'tags.id', 'product_tags.tag_id')
      .select(['product_tags.product_id', 'product_tags.tag_id'])
      .orderBy('tags.position')
      .orderBy('tags.id')
      .execute(),
    own
      .selectFrom('product_variant_groups')
      .select(['product_id', 'group_id'])
      .orderBy('position')
      .orderBy('created_at')
      .orderBy('group_id')
      .execute(),
  ])
  const tagsOf = new Map<number, number[]>()
  for (const r of productTags) tagsOf.set(num(r.product_id), [...(tagsOf.get(num(r.product_id)) ?? []), num(r.tag_id)])
  const groupsOf = new Map<number, number[]>()
  for (const r of productGroups)
    groupsOf.set(num(r.product_id), [...(groupsOf.get(num(r.product_id)) ?? []), num(r.group_id)])

  // A region's rows are its own hidden template's: they get the region's column, never a template's.
  const templates = withTemplates
    ? [
        ...(
          await own
            .selectFrom('templates')
            .select(['id', 'name'])
            .where('region', '=', 0)
            .orderBy('name')
            .orderBy('id')
            .execute()
        ).map((t) => ({ id: num(t.id), name: t.name, column: templateColumn(t.name) })),
        ...(
          await own.selectFrom('regions').select(['template_id', 'name']).orderBy('name').orderBy('id').execute()
        ).map((r) => ({ id: num(r.template_id), name: r.name, column: regionColumn(r.name) })),
      ]
    : []
  const templateProductPrices = new Map<number, Map<number, number>>()
  const templateVariantPrices = new Map<number, Map<number, number>>()
  if (withTemplates) {
    for (const t of templates) {
      templateProductPrices.set(num(t.id), new Map())
      templateVariantPrices.set(num(t.id), new Map())
    }
    const [tp, tv] = await Promise.all([
      own
        .selectFrom('template_products')
        .select(['template_id', 'product_id', 'price_cents'])
        .where('price_cents', 'is not', null)
        .execute(),
      own
        .selectFrom('template_variants')
        .select(['template_id', 'variant_id', 'price_cents'])
        .where('price_cents', 'is not', null)
        .execute(),
    ])
    for (const r of tp) templateProductPrices.get(num(r.template_id))?.set(num(r.product_id), num(r.price_cents!))
    for (const r of tv) templateVariantPrices.get(num(r.template_id))?.set(num(r.variant_id), num(r.price_cents!))
  }

  return {
    families: families.map((f) => ({ id: num(f.id), name: f.name })),
    categories: categories.map((c) => ({ id: num(c.id), family_id: num(c.family_id), name: c.name })),
    products: productRows.map((p) => ({
      id: num(p.id),
      category_id: p.category_id === null ? null : num(p.category_id),
      name: p.name,
      price_cents: num(p.price_cents),
      description: p.description,
      enabled: bool(p.enabled),
      image: p.image,
      tag_ids: tagsOf.get(num(p.id)) ?? [],
      group_ids: groupsOf.get(num(p.id)) ?? [],
      ...facts(p),
      diets: parseStoredDiets(p.diets),
      kind: p.kind === 'combo' ? 'combo' : 'dish',
      steps: p.kind === 'combo' ? parseStoredSteps(p.steps) : [],
      daily: bool(p.daily),
    })),
    tags: tags.map((t) => ({ id: num(t.id), name: t.name })),
    groups: groups.map((g) => ({ id: num(g.id), name: g.name })),
    variants: variants.map((v) => ({
      id: num(v.id),
      group_id: num(v.group_id),
      name: v.name,
      price_cents: v.price_cents === null ? null : num(v.price_cents),
      enabled: bool(v.enabled),
      ...facts(v),
    })),
    templates,
    priceLock: withTemplates ? (await ownLocks(own)).get('price') : undefined,
    templateProductPrices,
    templateVariantPrices,
    languages: (await own.languages()).slice(1),
  }
}
