import { extraLanguagesLimit, offeredLanguages, type Translations } from '@menu/shared/menu/languages'
import type { LocalMoment, Schedule } from '@menu/shared/menu/schedule'
import type { Db } from '../db/connection.js'
import type { AccountRow, BranchRow } from '../db/types.js'
import { type Family, familiesRead } from '../data/families-read.js'
import type { MarketingDeps } from '../data/marketing-common.js'
import { findPlan, planAllowsGate } from '../data/plans.js'
import { type Product, productsRead } from '../data/products-read.js'
import { canonicalRouteKey } from '../data/route-keys.js'
import { overrideOf } from '../data/template-schedules.js'
import { parseLanguages, scoped } from '../data/toolkit.js'
import { fromBool01, fromCents } from '../db/values.js'
import type { SoldOut } from '../data/sold-out.js'
import { branchTimeZone } from '../data/branches.js'
import { type MenuDay, menuDay, withTodaysSteps } from './combos.js'
import { activeMarketing, type MarketingSource } from './marketing.js'
import type { OffHours } from './schedules.js'
import { loadSoldOut } from './sold-out.js'
import { DEFAULT_THEME } from './theme.js'
import { storedTranslations, withOverriddenDescription } from './translate.js'

/**
 * Step 1 of the public menu: everything the page may show, read through the account-bound
 * repositories (so nothing of another account can be read), including disabled items: a
 * branch's template may change enabled flags, so filtering happens after step 2
 * (`applyTemplate`), in view.ts.
 */

export type RouteKeyLookup =
  | { kind: 'current'; branch: BranchRow }
  /** An old key of a branch (migration 0004): redirect to its current key. */
  | { kind: 'moved'; routeKey: string }
  | { kind: 'unknown' }

/** Current keys first; then the history of previous keys; in any letter case (keys are stored in canonical form). */
export async function resolveRouteKey(db: Db, requested: string): Promise<RouteKeyLookup> {
  const routeKey = canonicalRouteKey(requested)
  const branch = await db.selectFrom('sucursales').selectAll().where('route_key', '=', routeKey).executeTakeFirst()
  if (branch) return { kind: 'current', branch }
  const moved = await db
    .selectFrom('route_key_history')
    .innerJoin('sucursales', 'sucursales.id', 'route_key_history.sucursal_id')
    .select('sucursales.route_key')
    .where('route_key_history.route_key', '=', routeKey)
    .executeTakeFirst()
  return moved ? { kind: 'moved', routeKey: moved.route_key } : { kind: 'unknown' }
}

export interface MenuSource {
  branch: BranchRow
  account: AccountRow
  /** By position, with their categories by position. */
  families: Family[]
  /** Every product of the account (board order), with tags and variant groups; daily combos with today's steps. */
  products: Product[]
  /** The branch's local date the page is built for (combos.ts); absent: no menu (a disabled branch). */
  day?: MenuDay
  /** The local moment whose offer the page shows (schedules.ts); absent: every hour counts (print). */
  at?: LocalMoment
  marketing: MarketingSource
  /** Label mode of schedules.ts: the hours of what is out of them now. */
  offHours?: OffHours
  /** What is sold out in this branch right now (sold-out.ts). */
  soldOut: SoldOut[]
  /** The language the texts are in and the menu's languages (translate.ts); absent: Spanish only. */
  language?: { code: string; offered: string[] }
  /** The branch takes lists and waiter calls (takesOrders); absent: no. */
  ordering?: boolean
}

/** The gated features a public menu shows, each by its plan rule (data/plans.ts). */
const MENU_GATES = ['branding', 'trackingIds', 'templates', 'promotions', 'advertising', 'tableService'] as const
/** What the account's current plan lets its public menu show. */
export type MenuAllowance = Record<(typeof MENU_GATES)[number], boolean>

/** A branch's account as its current plan may show it, and what that plan allows. */
export interface MenuOwner {
  account: AccountRow
  allowed: MenuAllowance
  /** The languages the menu is offered in, Spanish first: the account's within its plan's limit. */
  languages: string[]
}

/**
 * The account of the branch as its current plan may show it (absent only if deleted meanwhile):
 * the one place the plan applies to the public menu, so every later step renders what it gets.
 * A downgraded account keeps its data (brand, tracking ids, templates, ads) for a later upgrade;
 * its menu ignores what the plan no longer includes.
 */
export async function loadAccount(db: Db, accountId: number): Promise<MenuOwner | undefined> {
  const account = await db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst()
  if (!account) return undefined
  const plan = (await findPlan(db, account.plan_code)) ?? { code: account.plan_code, scopes: [] }
  const allowed = Object.fromEntries(MENU_GATES.map((gate) => [gate, planAllowsGate(plan, gate)])) as MenuAllowance
  // After a downgrade the first languages chosen stay; the others wait for a plan that allows them.
  const languages = offeredLanguages(parseLanguages(account.languages), extraLanguagesLimit(plan.scopes))
  return { account: withinPlan(account, allowed), allowed, languages }
}

/** Without brand identity: default theme, fonts and no logo; without tracking ids: none. The stored values are kept for a later upgrade. */
export function withinPlan(account: AccountRow, allowed: Pick<MenuAllowance, 'branding' | 'trackingIds'>): AccountRow {
  return {
    ...account,
    ...(allowed.branding
      ? {}
      : {
          logo: null,
          theme_background: DEFAULT_THEME.background,
          theme_font: DEFAULT_THEME.text,
          theme_button_background: DEFAULT_THEME.buttonBackground,
          theme_button_font: DEFAULT_THEME.buttonText,
          font_headline: DEFAULT_THEME.headlineFont,
          font_body: DEFAULT_THEME.bodyFont,
        }),
    ...(allowed.trackingIds ? {} : { gtm_id: null, google_analytics: null, facebook_pixel: null }),
  }
}

/** The template the branch's menu applies: its own, while the plan includes templates; else none. */
export const branchTemplate = (branch: BranchRow, allowed: Pick<MenuAllowance, 'templates'>): number | null =>
  allowed.templates && branch.template_id !== null ? Number(branch.template_id) : null

/**
 * The branch takes diners' lists ('Mi pedido') and waiter calls: its switch is on and the plan
 * includes them (FEATURES.tableService). A downgraded account keeps the switch for a later upgrade.
 */
export const takesOrders = (branch: BranchRow, allowed: Pick<MenuAllowance, 'tableService'>): boolean =>
  allowed.tableService && fromBool01(branch.table_orders)

/** Everything of the branch's account that a menu can show (about 10 queries whatever the size). */
export async function loadMenuSource(
  deps: MarketingDeps,
  branch: BranchRow,
  { account, allowed }: MenuOwner,
): Promise<MenuSource> {
  const accountId = Number(branch.account_id)
  // The menu of the day follows the branch's calendar, as its hours do.
  const day = menuDay(deps.now(), branchTimeZone(branch, deps.timeZone))
  const [families, products, marketing, soldOut] = await Promise.all([
    familiesRead(deps.db, accountId).list(),
    productsRead(deps.db, accountId)
      .list()
      .then((list) => withTodaysSteps(deps.db, accountId, list, day)),
    activeMarketing(deps, accountId, allowed),
    loadSoldOut(deps, accountId, Number(branch.id)),
  ])
  return { branch, account, families, products, marketing, soldOut, day, ordering: takesOrders(branch, allowed) }
}

/** A template's values for one item; absent fields keep the account's value. */
export interface Override {
  price?: number | null
  enabled?: boolean
  description?: string | null
  /** The template's own schedule (null: always); absent: the menu's (migration 0016). */
  schedule?: Schedule | null
  /** With `description`: its translations (migration 0023). */
  translations?: Translations
}

/** A template's per-item copies of prices, enabled flags and descriptions, by item id. */
export interface TemplateOverrides {
  products: Map<number, Override>
  variants: Map<number, Override>
  promotions: Map<number, Override>
  advertising: Map<number, Override>
}

export const NO_OVERRIDES: TemplateOverrides = Object.freeze({
  products: new Map(),
  variants: new Map(),
  promotions: new Map(),
  advertising: new Map(),
})

/**
 * The overrides of the branch's template (migration 0008), read through `scoped` (the account's
 * rows of that template only). Only values the template sets become Override fields; a NULL
 * follows the base menu, so the account's value stays. No template: none.
 */
export async function templateOverrides(
  db: Db,
  accountId: number,
  templateId: number | null,
): Promise<TemplateOverrides> {
  if (templateId === null) return NO_OVERRIDES
  const own = scoped(db, accountId)
  const enabled = (v: number | null): Pick<Override, 'enabled'> => (v === null ? {} : { enabled: fromBool01(v) })
  const [products, variants, promotions, advertising, schedules] = await Promise.all([
    own
      .selectFrom('template_products')
      .select(['product_id as id', 'price_cents', 'enabled'])
      .where('template_id', '=', templateId)
      .execute(),
    own
      .selectFrom('template_variants')
      .select(['variant_id as id', 'price_cents', 'enabled'])
      .where('template_id', '=', templateId)
      .execute(),
    own
      .selectFrom('template_promotions')
      .select(['promotion_id as id', 'description', 'enabled', 'translations'])
      .where('template_id', '=', templateId)
      .execute(),
    own
      .selectFrom('template_advertising')
      .select(['advertising_id as id', 'description', 'enabled', 'translations'])
      .where('template_id', '=', templateId)
      .execute(),
    own
      .selectFrom('template_schedules')
      .select(['product_id', 'promotion_id', 'schedule'])
      .where('template_id', '=', templateId)
      .execute(),
  ])
  const priced = (rows: Array<{ id: number; price_cents: number | null; enabled: number | null }>) =>
    new Map(
      rows.map((r): [number, Override] => [
        Number(r.id),
        { ...(r.price_cents === null ? {} : { price: fromCents(r.price_cents) }), ...enabled(r.enabled) },
      ]),
    )
  const described = (
    rows: Array<{ id: number; description: string | null; enabled: number | null; translations: string }>,
  ) =>
    new Map(
      rows.map((r): [number, Override] => [
        Number(r.id),
        {
          ...(r.description === null
            ? {}
            : { description: r.description, translations: storedTranslations(r.translations) }),
          ...enabled(r.enabled),
        },
      ]),
    )
  const result = {
    products: priced(products),
    variants: priced(variants),
    promotions: described(promotions),
    advertising: described(advertising),
  }
  // A template's own schedules (template-schedules.ts): 'always' becomes no schedule.
  for (const r of schedules) {
    const [map, id] =
      r.product_id !== null ? [result.products, Number(r.product_id)] : [result.promotions, Number(r.promotion_id)]
    const value = overrideOf(r.schedule)
    map.set(id, { ...map.get(id), schedule: value === 'always' ? null : value })
  }
  return result
}

const isEmpty = (o: TemplateOverrides) =>
  !o.products.size && !o.variants.size && !o.promotions.size && !o.advertising.size

/**
 * Step 2: the branch's template applied to the source: prices, enabled flags and
 * descriptions of products, variants, promotions and advertising. The one place where
 * templates change what a diner sees.
 */
export function applyTemplate(source: MenuSource, overrides: TemplateOverrides): MenuSource {
  if (isEmpty(overrides)) return source
  const pick = <T extends { id: number; enabled: boolean; description?: string | null; translations?: Translations }>(
    item: T,
    map: Map<number, Override>,
    price?: 'price',
  ): T => {
    const o = map.get(item.id)
    if (!o) return item
    return {
      ...item,
      ...(o.enabled !== undefined ? { enabled: o.enabled } : {}),
      // A description of the template's own comes with its own translations.
      ...(o.description !== undefined && 'description' in item
        ? {
            description: o.description,
            translations: withOverriddenDescription(item.translations, o.translations),
          }
        : {}),
      ...(price && o.price !== undefined && o.price !== null ? { price: o.price } : {}),
      ...(o.schedule !== undefined && 'schedule' in item ? { schedule: o.schedule } : {}),
    }
  }
  return {
    ...source,
    products: source.products.map((p) => ({
      ...pick(p, overrides.products, 'price'),
      variant_groups: p.variant_groups.map((g) => ({
        ...g,
        variants: g.variants.map((v) => pick(v, overrides.variants, 'price')),
      })),
    })),
    marketing: {
      ...source.marketing,
      promotions: source.marketing.promotions.map((p) => pick(p, overrides.promotions)),
      advertising: source.marketing.advertising.map((a) => pick(a, overrides.advertising)),
    },
  }
}
