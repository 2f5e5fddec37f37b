import {
  changedPrice,
  changeLabel,
  type PriceChange,
  type PriceRounding,
  ROUNDING_LABELS,
} from '@menu/shared/format/price-rounding'
import { fromCents, toCents } from '../db/values.js'
import { AppError } from '../errors.js'
import type { TemplateOverrides } from '../public-menu/load.js'
import { PRICE_MAX } from '../schemas/menu.js'
import { checkPrice } from '../validation.js'
import { type Locks, loadLocks } from './locks.js'
import { lockedMessage } from './template-locks.js'
import { chunks, type Executor, type Scoped, scoped } from './toolkit.js'

/**
 * A bulk price change planned (Multisucursal > Cambiar precios): which prices it touches, where,
 * and each one's before and after. The preview answers this plan; applying it now recomputes it
 * inside the write's transaction; scheduling it stores its "after" prices (data/price-changes.ts).
 */

/** The body of POST /v1/price-changes/preview (schemas/price-changes.ts). */
export interface PriceChangeInput {
  category_ids?: number[]
  region_ids?: number[]
  sucursal_ids?: number[]
  percent?: number
  amount?: number
  rounding: PriceRounding
  include_variants?: boolean
}

export type TargetKind = 'base' | 'region' | 'branch'

/** Where prices change: the base menu, a region's own template, or a branch's template. */
export interface Target {
  target: TargetKind
  /** The region's or branch's id; null for the base menu. */
  target_id: number | null
  target_name: string
  /** The rows written: the region's hidden template or the branch's; null for the base menu. */
  template_id: number | null
  /** The region whose rows a branch follows where its template has none. */
  region_template_id: number | null
  /** The branch's time zone (null: the account's first branch's); regions: their first branch's. */
  time_zone: string | null
}

/** One price that changes, in cents. */
export interface PlannedPrice {
  target: TargetKind
  target_id: number | null
  target_name: string
  kind: 'product' | 'variant'
  id: number
  name: string
  before: number
  after: number
}

export interface PriceChangePlan {
  change: PriceChange
  rounding: PriceRounding
  targets: Target[]
  items: PlannedPrice[]
}

/** More rows than this in one change: 400 (split it by categories or targets). */
export const MAX_CHANGED_PRICES = 5000

export const BASE_NAME = 'Menú base'

const invalid = (message: string, field: string) => new AppError('VALIDATION_ERROR', message, { field })

/** Exactly one of percent and amount (400 naming the extra or missing one); an amount within the price rule. */
export function changeOf(input: Pick<PriceChangeInput, 'percent' | 'amount'>): PriceChange {
  if (input.percent !== undefined && input.amount !== undefined)
    throw invalid('Indica el cambio como porcentaje o como importe, no ambos.', 'amount')
  if (input.amount !== undefined) {
    checkPrice(Math.abs(input.amount), 'amount')
    if (input.amount === 0) throw invalid('Indica un importe distinto de cero.', 'amount')
    return { amount: input.amount }
  }
  if (input.percent === undefined) throw invalid('Indica el cambio: un porcentaje o un importe.', 'percent')
  return { percent: input.percent }
}

/** 'Cambio de precios +8 % (.50)': the history entry's label and a scheduled set's default name. */
export const planLabel = (change: PriceChange, rounding: PriceRounding): string =>
  `Cambio de precios ${changeLabel(change)}${rounding === 'cent' ? '' : ` (${ROUNDING_LABELS[rounding]})`}`

interface Item {
  kind: 'product' | 'variant'
  id: number
  name: string
  /** The base menu's price; null: a variant without a price of its own. */
  base: number | null
}

/** The products of the categories (none given: every product) and, unless left out, their variants. */
async function selection(own: Scoped, input: PriceChangeInput): Promise<Item[]> {
  const categories = [...new Set(input.category_ids ?? [])]
  if (categories.length) await own.mustOwn('categories', categories)
  const base = own.selectFrom('products').select(['id', 'name', 'price_cents', 'category_id', 'position'])
  const rows = categories.length
    ? (await Promise.all(chunks(categories).map((part) => base.where('category_id', 'in', part).execute()))).flat()
    : await base.execute()
  rows.sort(
    (a, b) =>
      Number(a.category_id ?? 0) - Number(b.category_id ?? 0) || a.position - b.position || Number(a.id) - Number(b.id),
  )
  const items: Item[] = rows.map((r) => ({ kind: 'product', id: Number(r.id), name: r.name, base: r.price_cents }))
  if (input.include_variants === false || rows.length === 0) return items
  // Variants of the selected products' groups: a group shared by two products counts once.
  const productIds = rows.map((r) => Number(r.id))
  const variants = new Map<number, Item>()
  const linked = own
    .selectFrom('variants')
    .innerJoin('variant_groups', 'variant_groups.id', 'variants.group_id')
    .select(['variants.id as id', 'variants.name as name', 'variants.price_cents as price_cents'])
    .select('variant_groups.name as group_name')
    .orderBy('variant_groups.name')
    .orderBy('variants.position')
    .orderBy('variants.id')
  for (const part of chunks(productIds)) {
    const groups = own.selectFrom('product_variant_groups').select('group_id').where('product_id', 'in', part)
    for (const v of await linked.where('variants.group_id', 'in', groups).execute())
      variants.set(Number(v.id), {
        kind: 'variant',
        id: Number(v.id),
        name: `${v.group_name}: ${v.name}`,
        base: v.price_cents === null ? null : Number(v.price_cents),
      })
  }
  return [...items, ...variants.values()]
}

/** The targets named (404 for an id that is not the account's); neither regions nor branches: the base menu. */
async function targetsOf(own: Scoped, input: PriceChangeInput): Promise<Target[]> {
  const regionIds = [...new Set(input.region_ids ?? [])]
  const branchIds = [...new Set(input.sucursal_ids ?? [])]
  if (!regionIds.length && !branchIds.length)
    return [
      {
        target: 'base',
        target_id: null,
        target_name: BASE_NAME,
        template_id: null,
        region_template_id: null,
        time_zone: null,
      },
    ]
  const targets: Target[] = []
  if (regionIds.length) {
    await own.mustOwn('regions', regionIds)
    const regions = await own
      .selectFrom('regions')
      .select(['id', 'name', 'template_id'])
      .where('id', 'in', regionIds)
      .orderBy('name')
      .execute()
    for (const r of regions) {
      const first = await own
        .selectFrom('sucursales')
        .select('time_zone')
        .where('region_id', '=', Number(r.id))
        .orderBy('id')
        .limit(1)
        .executeTakeFirst()
      targets.push({
        target: 'region',
        target_id: Number(r.id),
        target_name: r.name,
        template_id: Number(r.template_id),
        region_template_id: null,
        time_zone: first?.time_zone ?? null,
      })
    }
  }
  if (branchIds.length) {
    await own.mustOwn('sucursales', branchIds)
    const branches = await own
      .selectFrom('sucursales')
      .leftJoin('regions', 'regions.id', 'sucursales.region_id')
      .select(['sucursales.id as id', 'sucursales.name as name', 'sucursales.template_id as template_id'])
      .select(['sucursales.time_zone as time_zone', 'regions.template_id as region_template_id'])
      .where('sucursales.id', 'in', branchIds)
      .orderBy('sucursales.name')
      .execute()
    // Two branches of one template would write its rows twice (from two "befores"): one of them is enough.
    const byTemplate = new Map<number, string>()
    for (const b of branches) {
      if (b.template_id === null)
        throw invalid(
          `La sucursal «${b.name}» no tiene plantilla: asígnale una para cambiar sus precios aparte.`,
          'sucursal_ids',
        )
      const other = byTemplate.get(Number(b.template_id))
      if (other !== undefined)
        throw invalid(
          `«${other}» y «${b.name}» comparten plantilla: el cambio se hace en la plantilla, elige solo una de ellas.`,
          'sucursal_ids',
        )
      byTemplate.set(Number(b.template_id), b.name)
      targets.push({
        target: 'branch',
        target_id: Number(b.id),
        target_name: b.name,
        template_id: Number(b.template_id),
        region_template_id: b.region_template_id === null ? null : Number(b.region_template_id),
        time_zone: b.time_zone,
      })
    }
  }
  return targets
}

/**
 * How a branch's values are resolved from its region's rows and its template's, locks applied:
 * public-menu/resolve.ts `resolveOverrides`, the one resolution, handed in by the route (a
 * repository does not import a flow), so "before" is what the branch's diners see.
 */
export type ResolveOverrides = (
  rows: { region: TemplateOverrides; branch: TemplateOverrides },
  locks: Locks,
) => TemplateOverrides

const noRows = (): TemplateOverrides => ({
  products: new Map(),
  variants: new Map(),
  promotions: new Map(),
  advertising: new Map(),
})

/** The price rows of templates, by template, in the public menu's override shape (prices in pesos). */
async function templatePrices(own: Scoped, templateIds: number[]): Promise<Map<number, TemplateOverrides>> {
  const out = new Map<number, TemplateOverrides>(templateIds.map((id) => [id, noRows()]))
  if (!templateIds.length) return out
  const [products, variants] = await Promise.all([
    own
      .selectFrom('template_products')
      .select(['template_id', 'product_id as id', 'price_cents'])
      .where('template_id', 'in', templateIds)
      .where('price_cents', 'is not', null)
      .execute(),
    own
      .selectFrom('template_variants')
      .select(['template_id', 'variant_id as id', 'price_cents'])
      .where('template_id', 'in', templateIds)
      .where('price_cents', 'is not', null)
      .execute(),
  ])
  for (const [kind, rows] of [
    ['products', products],
    ['variants', variants],
  ] as const)
    for (const r of rows) out.get(Number(r.template_id))?.[kind].set(Number(r.id), { price: fromCents(r.price_cents!) })
  return out
}

/** 403 FIELD_LOCKED in the words of every template row write (template-locks.ts), naming the targets' field. */
export const priceLocked = (reason: string, field: string) =>
  new AppError('FIELD_LOCKED', lockedMessage('price', reason), { field })

/**
 * The plan of a change, read through `q` (inside the apply's transaction, what it writes from).
 * A target's "before" is its effective price, as the branch's menu resolves it: its template's
 * row, else its region's row, else the base menu's (a region: its row, else the base). A locked
 * price cannot change in regions or branches (403 FIELD_LOCKED naming region_ids or
 * sucursal_ids). Prices that the change and rounding leave as they were are left out.
 */
export async function planPriceChange(
  q: Executor,
  accountId: number,
  input: PriceChangeInput,
  resolve: ResolveOverrides,
): Promise<PriceChangePlan> {
  const change = changeOf(input)
  const own = scoped(q, accountId)
  const targets = await targetsOf(own, input)
  const locks = await loadLocks(q, accountId)
  const reason = locks.get('price')
  const locked = targets.find((t) => t.target !== 'base')
  if (reason !== undefined && locked)
    throw priceLocked(reason, locked.target === 'region' ? 'region_ids' : 'sucursal_ids')
  const items = await selection(own, input)
  const templateIds = [
    ...new Set(targets.flatMap((t) => [t.template_id, t.region_template_id]).filter((id) => id !== null)),
  ]
  const rows = await templatePrices(own, templateIds)
  const rowsOf = (id: number | null) => (id === null ? noRows() : (rows.get(id) ?? noRows()))
  const planned: PlannedPrice[] = []
  for (const target of targets) {
    // A region is resolved as a branch of it without rows of its own; the base menu has none.
    const resolved = resolve(
      target.target === 'region'
        ? { region: rowsOf(target.template_id), branch: noRows() }
        : { region: rowsOf(target.region_template_id), branch: rowsOf(target.template_id) },
      locks,
    )
    for (const item of items) {
      const price = resolved[item.kind === 'product' ? 'products' : 'variants'].get(item.id)?.price
      const before = price === undefined || price === null ? item.base : toCents(price)
      if (before === null) continue
      const after = changedPrice(before, change, input.rounding)
      if (after === before) continue
      if (after > Math.round(PRICE_MAX * 100))
        throw invalid(
          `El precio de «${item.name}» en ${target.target_name} pasaría del máximo permitido.`,
          'percent' in change ? 'percent' : 'amount',
        )
      planned.push({
        target: target.target,
        target_id: target.target_id,
        target_name: target.target_name,
        kind: item.kind,
        id: item.id,
        name: item.name,
        before,
        after,
      })
      if (planned.length > MAX_CHANGED_PRICES)
        throw invalid(
          `Este cambio toca más de ${MAX_CHANGED_PRICES.toLocaleString('es-MX')} precios: divídelo por categorías o por sucursales.`,
          'category_ids',
        )
    }
  }
  return { change, rounding: input.rounding, targets, items: planned }
}
