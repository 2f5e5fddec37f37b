import { inBoardOrder, productsWithPlace } from './board-order.js'
import { parseStoredAllergens, parseStoredDiets } from '@menu/shared/menu/allergens'
import type { Bool01 } from '../db/types.js'
import { fromBool01, fromCents, fromCentsOrNull } from '../db/values.js'
import { templateScheduleMap } from './template-schedules.js'
import type {
  TemplateAdvertising,
  TemplateLists,
  TemplateMarketingRow,
  TemplateProduct,
  TemplatePromotion,
  TemplateRowKind,
  TemplateVariant,
} from './templates.js'
import type { Locks } from './locks.js'
import type { Scoped } from './toolkit.js'
import { translationsOf } from './translations.js'

/** Whether a template row sets a value (null or absent: it follows the base menu). */
export const overridden = (value: unknown) => value !== null && value !== undefined

/**
 * Where a template's rows inherit from when they override nothing (resolve.ts): its region's
 * rows (`templateId`, the region's template; null: the base menu), locked fields always the base.
 */
export interface Inherit {
  templateId: number | null
  locks: Locks
}
export const FROM_BASE: Inherit = { templateId: null, locks: new Map() }
/** No template has id 0: a join on it finds no row (the base menu). */
const inheritId = (inherit: Inherit) => inherit.templateId ?? 0

/** The value a row inherits: the region's own unless absent or locked. */
const fromRegion = <T>(value: T | null | undefined, locked: boolean): T | null =>
  locked || value === undefined ? null : value
type From = 'base' | 'region'
const source = (...values: unknown[]): From => (values.some((v) => v !== null) ? 'region' : 'base')

/** Every base item of one kind with a template's effective values: the editor's four tables. */
export const templateLists = (own: Scoped) =>
  ({
    /** Every product of the account in board order (family, category, unclassified last, position). */
    async products(templateId: number, inherit: Inherit = FROM_BASE): Promise<TemplateProduct[]> {
      const rows = await productsWithPlace(own)
        .leftJoin('template_products as o', (j) =>
          j.onRef('o.product_id', '=', 'products.id').on('o.template_id', '=', templateId),
        )
        .leftJoin('template_products as r', (j) =>
          j.onRef('r.product_id', '=', 'products.id').on('r.template_id', '=', inheritId(inherit)),
        )
        .select([
          'products.id',
          'products.name',
          'products.price_cents',
          'products.enabled',
          'products.allergens',
          'products.diets',
          'o.price_cents as o_price',
          'o.enabled as o_enabled',
          'o.updated_at as o_updated',
          'r.price_cents as r_price',
          'r.enabled as r_enabled',
        ])
        .$call(inBoardOrder)
        .execute()
      const withVariants = new Set(
        (
          await own
            .selectFrom('product_variant_groups')
            .innerJoin('variants', (j) =>
              j
                .onRef('variants.group_id', '=', 'product_variant_groups.group_id')
                .onRef('variants.account_id', '=', 'product_variant_groups.account_id'),
            )
            .select('product_variant_groups.product_id')
            .distinct()
            .execute()
        ).map((r) => Number(r.product_id)),
      )
      const schedules = await templateScheduleMap(own, templateId, 'products')
      return rows.map((r) => ({
        inherited: priced(r, inherit, fromCents),
        product_id: Number(r.id),
        name: r.name,
        base_price: fromCents(r.price_cents),
        price: fromCents(r.o_price ?? r.price_cents),
        enabled: fromBool01(r.o_enabled ?? r.enabled),
        overridden: { price: overridden(r.o_price), enabled: overridden(r.o_enabled) },
        has_variants: withVariants.has(Number(r.id)),
        updated: r.o_updated ?? null,
        schedule: schedules.get(Number(r.id)) ?? null,
        // The base menu's: a template has no allergens of its own.
        allergens: parseStoredAllergens(r.allergens),
        diets: parseStoredDiets(r.diets),
      }))
    },

    /** Every variant, by group position, then variant position. */
    async variants(templateId: number, inherit: Inherit = FROM_BASE): Promise<TemplateVariant[]> {
      const rows = await own
        .selectFrom('variants')
        .innerJoin('variant_groups', (j) =>
          j
            .onRef('variant_groups.id', '=', 'variants.group_id')
            .onRef('variant_groups.account_id', '=', 'variants.account_id'),
        )
        .leftJoin('template_variants as o', (j) =>
          j.onRef('o.variant_id', '=', 'variants.id').on('o.template_id', '=', templateId),
        )
        .leftJoin('template_variants as r', (j) =>
          j.onRef('r.variant_id', '=', 'variants.id').on('r.template_id', '=', inheritId(inherit)),
        )
        .select([
          'variants.id',
          'variants.name',
          'variants.group_id',
          'variant_groups.name as group_name',
          'variants.price_cents',
          'variants.enabled',
          'variants.allergens',
          'o.price_cents as o_price',
          'o.enabled as o_enabled',
          'o.updated_at as o_updated',
          'r.price_cents as r_price',
          'r.enabled as r_enabled',
        ])
        .orderBy('variant_groups.position')
        .orderBy('variant_groups.id')
        .orderBy('variants.position')
        .orderBy('variants.id')
        .execute()
      return rows.map((r) => ({
        inherited: priced(r, inherit, fromCentsOrNull),
        variant_id: Number(r.id),
        name: r.name,
        group_id: Number(r.group_id),
        group_name: r.group_name,
        base_price: fromCentsOrNull(r.price_cents),
        price: fromCentsOrNull(r.o_price ?? r.price_cents),
        enabled: fromBool01(r.o_enabled ?? r.enabled),
        overridden: { price: overridden(r.o_price), enabled: overridden(r.o_enabled) },
        updated: r.o_updated ?? null,
        allergens: parseStoredAllergens(r.allergens),
      }))
    },

    /** Every promotion by position (expired ones too: the editor shows Vigencia). */
    async promotions(templateId: number, inherit: Inherit = FROM_BASE): Promise<TemplatePromotion[]> {
      const rows = await own
        .selectFrom('promotions')
        .leftJoin('template_promotions as o', (j) =>
          j.onRef('o.promotion_id', '=', 'promotions.id').on('o.template_id', '=', templateId),
        )
        .leftJoin('template_promotions as r', (j) =>
          j.onRef('r.promotion_id', '=', 'promotions.id').on('r.template_id', '=', inheritId(inherit)),
        )
        .select([
          'promotions.id',
          'promotions.name',
          'promotions.description',
          'promotions.expiration',
          'promotions.enabled',
          'o.description as o_description',
          'o.translations as o_translations',
          'o.enabled as o_enabled',
          'o.updated_at as o_updated',
          'r.description as r_description',
          'r.enabled as r_enabled',
        ])
        .orderBy('promotions.position')
        .orderBy('promotions.id')
        .execute()
      const schedules = await templateScheduleMap(own, templateId, 'promotions')
      return rows.map((r) => ({
        promotion_id: Number(r.id),
        ...marketingRow(r, inherit),
        schedule: schedules.get(Number(r.id)) ?? null,
      }))
    },

    /** Every advertisement in creation order. */
    async advertising(templateId: number, inherit: Inherit = FROM_BASE): Promise<TemplateAdvertising[]> {
      const rows = await own
        .selectFrom('advertising')
        .leftJoin('template_advertising as o', (j) =>
          j.onRef('o.advertising_id', '=', 'advertising.id').on('o.template_id', '=', templateId),
        )
        .leftJoin('template_advertising as r', (j) =>
          j.onRef('r.advertising_id', '=', 'advertising.id').on('r.template_id', '=', inheritId(inherit)),
        )
        .select([
          'advertising.id',
          'advertising.name',
          'advertising.description',
          'advertising.expiration',
          'advertising.enabled',
          'o.description as o_description',
          'o.translations as o_translations',
          'o.enabled as o_enabled',
          'o.updated_at as o_updated',
          'r.description as r_description',
          'r.enabled as r_enabled',
        ])
        .orderBy('advertising.position')
        .orderBy('advertising.id')
        .execute()
      return rows.map((r) => ({ advertising_id: Number(r.id), ...marketingRow(r, inherit) }))
    },
  }) satisfies { [K in TemplateRowKind]: (templateId: number, inherit?: Inherit) => Promise<TemplateLists[K]> }

/** What a price row inherits (the region's price and Activo, else the base's). */
function priced<P, M extends number | null>(
  r: { price_cents: P; enabled: Bool01; r_price?: P | null; r_enabled?: Bool01 | null },
  { locks }: Inherit,
  money: (cents: P) => M,
) {
  const price = fromRegion(r.r_price, locks.has('price'))
  const enabled = fromRegion(r.r_enabled, locks.has('enabled'))
  return {
    price: money(price ?? r.price_cents),
    enabled: fromBool01(enabled ?? r.enabled),
    from: source(price, enabled),
  }
}

function marketingRow(
  r: {
    name: string
    description: string
    expiration: string | null
    enabled: Bool01
    o_description: string | null
    o_translations: string | null
    o_enabled: Bool01 | null
    o_updated: string | null
    r_description?: string | null
    r_enabled?: Bool01 | null
  },
  { locks }: Inherit,
): TemplateMarketingRow {
  const description = fromRegion(r.r_description, locks.has('description'))
  const enabled = fromRegion(r.r_enabled, locks.has('enabled'))
  return {
    inherited: {
      description: description ?? r.description,
      enabled: fromBool01(enabled ?? r.enabled),
      from: source(description, enabled),
    },
    name: r.name,
    base_description: r.description,
    description: r.o_description ?? r.description,
    enabled: fromBool01(r.o_enabled ?? r.enabled),
    expiration: r.expiration,
    overridden: { description: overridden(r.o_description), enabled: overridden(r.o_enabled) },
    updated: r.o_updated ?? null,
    // Kept only while the description is the template's own (template-rows.ts).
    translations: translationsOf(r.o_translations),
  }
}
