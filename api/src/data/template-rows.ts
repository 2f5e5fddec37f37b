import type { Translations } from '@menu/shared/menu/languages'
import type { ScheduleOverride } from '@menu/shared/menu/schedule'
import { sql } from 'kysely'
import type { Bool01 } from '../db/types.js'
import { fromBool01, toBool01, toCents } from '../db/values.js'
import { AppError, notFound } from '../errors.js'
import { checkPrice } from '../validation.js'
import { ownLocks } from './locks.js'
import { checkLocked } from './template-locks.js'
import { regionValues } from './template-regions.js'
import { overrideInput } from './template-schedules.js'
import type { TemplateItems, TemplateRowKind } from './templates.js'
import { chunks, type Scoped, type TemplateRowTable } from './toolkit.js'
import { translationsSet } from './translations.js'

/**
 * A template's rows (see templates.ts): where each kind lives, how a save's rows are checked,
 * and how they are written so that a row holds only what differs from the base menu.
 */

/** Where each kind of row lives: its table, the base table and columns, and how requests name it. */
interface RowSpec {
  table: TemplateRowTable
  base: 'products' | 'variants' | 'promotions' | 'advertising'
  /** The item column (and the request property naming the item). */
  item: 'product_id' | 'variant_id' | 'promotion_id' | 'advertising_id'
  /** The overridable value: the same column name in the base table. */
  column: 'price_cents' | 'description'
  /** The request property of that value. */
  field: 'price' | 'description'
  /** 'Cada {noun} debe aparecer una sola vez.' */
  noun: string
}

export const ROW_KINDS: Record<TemplateRowKind, RowSpec> = {
  products: {
    table: 'template_products',
    base: 'products',
    item: 'product_id',
    column: 'price_cents',
    field: 'price',
    noun: 'producto',
  },
  variants: {
    table: 'template_variants',
    base: 'variants',
    item: 'variant_id',
    column: 'price_cents',
    field: 'price',
    noun: 'variante',
  },
  promotions: {
    table: 'template_promotions',
    base: 'promotions',
    item: 'promotion_id',
    column: 'description',
    field: 'description',
    noun: 'promoción',
  },
  advertising: {
    table: 'template_advertising',
    base: 'advertising',
    item: 'advertising_id',
    column: 'description',
    field: 'description',
    noun: 'anuncio',
  },
}
export const KIND_ORDER: TemplateRowKind[] = ['products', 'variants', 'promotions', 'advertising']

/**
 * Stored values of one row (cents or text; 0/1), null = follows the base. `translations`: the
 * JSON text of the own description's translations (descriptions only; '{}' for prices).
 */
interface Stored {
  value: number | string | null
  enabled: boolean | null
  translations: string
}
/** One checked row of a save: undefined = keep the row's value, null = follow the base. */
export interface Change {
  id: number
  value: number | string | null | undefined
  enabled: boolean | null | undefined
  schedule?: string | null
  /** The own description's translations (descriptions only); undefined: unchanged. */
  translations?: Translations
  /** Where the item is in the request ('promotions.3'), to name a translation's or a locked field's problem. */
  at?: string
}

const NO_TRANSLATIONS = '{}'
const OWN_DESCRIPTION_FIRST =
  'Escribe primero la descripción propia de la plantilla: las traducciones son de ese texto (sin ella se usan las del menú).'

const storedBool = (v: Bool01 | number | null): boolean | null => (v === null ? null : fromBool01(v))
const storedNumber = (v: number | string | null): number | null => (v === null ? null : Number(v))

/**
 * The request rows of one kind, checked before anything is read or written: each item once
 * (else 400 naming the repeated id), prices by the shared price rule (400 naming the field),
 * descriptions trimmed (blank: follows the base). `at` names an item's place in the request
 * ('products.3'); by default its index.
 */
export function checkItems(
  kind: TemplateRowKind,
  items: ReadonlyArray<Record<string, unknown>>,
  at: (index: number) => string = String,
): Change[] {
  const spec = ROW_KINDS[kind]
  const seen = new Set<number>()
  return items.map((item, index) => {
    const id = item[spec.item] as number
    if (seen.has(id))
      throw new AppError('VALIDATION_ERROR', `Cada ${spec.noun} debe aparecer una sola vez.`, {
        field: `${at(index)}.${spec.item}`,
      })
    seen.add(id)
    const enabled = item.enabled as boolean | null | undefined
    // Only products and promotions have schedules; the route schemas offer the field there only.
    const schedule =
      kind === 'products' || kind === 'promotions'
        ? overrideInput(item.schedule as ScheduleOverride | undefined, `${at(index)}.schedule`)
        : undefined
    if (spec.field === 'price') {
      const price = item.price as number | null | undefined
      checkPrice(price, `${at(index)}.price`)
      const value = price === undefined || price === null ? price : toCents(price)
      return { id, value, enabled, schedule, at: at(index) }
    }
    const description = item.description as string | null | undefined
    const trimmed = typeof description === 'string' ? description.trim() : description
    const translations = item.translations as Translations | undefined
    return { id, value: trimmed === '' ? null : trimmed, enabled, schedule, translations, at: at(index) }
  })
}

/** Every kind of rows of a save, checked (see checkItems); absent kinds are left out. */
export function checkAll(input: Partial<TemplateItems>, prefixed: boolean): Array<[TemplateRowKind, Change[]]> {
  return KIND_ORDER.flatMap((kind) => {
    const items = input[kind] as ReadonlyArray<Record<string, unknown>> | undefined
    return items
      ? [[kind, checkItems(kind, items, prefixed ? (i) => `${kind}.${i}` : String)] as [TemplateRowKind, Change[]]]
      : []
  })
}

/**
 * Writes one kind of rows of a template (already the account's, its items checked by the
 * caller) inside the caller's transaction. A value equal to the base value is stored as NULL
 * (follows the base); a row whose values all follow the base is deleted; rows that do not
 * change are not written. Existing rows are updated in place (one CASE statement per slice),
 * never deleted and re-inserted: a re-insert would wait on its item's row while a concurrent
 * delete of that item waits on the template row, a lock cycle. A value of its own for a field
 * the owner locked answers 403 FIELD_LOCKED (template-locks.ts). Answers how many rows changed.
 */
export async function writeRows(
  t: Scoped,
  templateId: number,
  kind: TemplateRowKind,
  changes: Change[],
  at: string,
): Promise<number> {
  if (changes.length === 0) return 0
  const spec = ROW_KINDS[kind]
  const ids = changes.map((c) => c.id)
  const base = new Map<number, Stored>()
  const current = new Map<number, Stored>()
  const translated = spec.field === 'description'
  const toStored = (r: {
    id: number | string
    value: number | string | null
    enabled: Bool01 | number | null
    translations?: string
  }): [number, Stored] => [
    Number(r.id),
    {
      value: spec.field === 'price' ? storedNumber(r.value) : r.value,
      enabled: storedBool(r.enabled),
      translations: r.translations ?? NO_TRANSLATIONS,
    },
  ]
  for (const part of chunks(ids)) {
    const baseRows = await t
      .selectFrom(spec.base)
      .select([
        sql.ref<number>(`${spec.base}.id`).as('id'),
        sql.ref<number | string | null>(`${spec.base}.${spec.column}`).as('value'),
        sql.ref<Bool01>(`${spec.base}.enabled`).as('enabled'),
      ])
      .where(sql.ref(`${spec.base}.id`), 'in', part)
      .execute()
    for (const r of baseRows) base.set(...toStored(r))
    const rows = await t
      .selectFrom(spec.table)
      .select([
        sql.ref<number>(spec.item).as('id'),
        sql.ref<number | string | null>(spec.column).as('value'),
        sql.ref<Bool01 | null>('enabled').as('enabled'),
        (translated ? sql.ref<string>('translations') : sql<string>`'{}'`).as('translations'),
      ])
      .where(sql.ref('template_id'), '=', templateId)
      .where(sql.ref(spec.item), 'in', part)
      .execute()
    for (const r of rows) current.set(...toStored(r))
  }
  const locks = await ownLocks(t)
  const lockField = spec.field === 'price' ? 'price' : 'description'
  // A template of one region's branches inherits the region's values: one equal to them follows
  // the region (null), as one equal to the base does without a region; the base value then is a
  // value of its own (a branch back at the base price while its region raised it).
  const fromRegion = await regionValues(t, templateId, spec, ids, {
    value: locks.has(lockField),
    enabled: locks.has('enabled'),
  })
  for (const [id, r] of fromRegion) {
    const b = base.get(id)
    if (b)
      base.set(id, {
        ...b,
        value: r.value === null ? b.value : spec.field === 'price' ? storedNumber(r.value) : r.value,
        enabled: r.enabled === null ? b.enabled : storedBool(r.enabled),
      })
  }
  const removed: number[] = []
  const updated: Array<{ id: number } & Stored> = []
  const inserted: Array<Record<string, unknown>> = []
  for (const [index, change] of changes.entries()) {
    const from = base.get(change.id)
    if (!from) throw notFound() // deleted by a concurrent request since it was checked
    const was = current.get(change.id)
    const value =
      change.value === undefined
        ? (was?.value ?? null)
        : change.value === null || change.value === from.value
          ? null
          : change.value
    const enabled =
      change.enabled === undefined
        ? (was?.enabled ?? null)
        : change.enabled === null || change.enabled === from.enabled
          ? null
          : change.enabled
    const place = change.at ?? String(index)
    checkLocked(locks, lockField, value, was?.value ?? null, `${place}.${spec.field}`)
    checkLocked(locks, 'enabled', enabled, was?.enabled ?? null, `${place}.enabled`)
    const translations = translated ? await ownTranslations(t, change, value, was) : NO_TRANSLATIONS
    const empty = value === null && enabled === null
    if (was ? value === was.value && enabled === was.enabled && translations === was.translations : empty) continue
    if (was && empty) removed.push(change.id)
    else if (was) updated.push({ id: change.id, value, enabled, translations })
    else
      inserted.push({
        template_id: templateId,
        [spec.item]: change.id,
        [spec.column]: value,
        enabled: enabled === null ? null : toBool01(enabled),
        ...(translated ? { translations } : {}),
        updated_at: at,
      })
  }
  const type = spec.field === 'price' ? sql`integer` : sql`text`
  for (const part of chunks(removed)) {
    await t
      .deleteFrom(spec.table)
      .where(sql.ref('template_id'), '=', templateId)
      .where(sql.ref(spec.item), 'in', part)
      .execute()
  }
  for (const part of chunks(updated)) {
    const item = sql.ref(spec.item)
    const values = sql.join(
      part.map((u) => sql`when ${u.id} then cast(${u.value} as ${type})`),
      sql` `,
    )
    const flags = sql.join(
      part.map((u) => sql`when ${u.id} then cast(${u.enabled === null ? null : toBool01(u.enabled)} as integer)`),
      sql` `,
    )
    const texts = sql.join(
      part.map((u) => sql`when ${u.id} then cast(${u.translations} as text)`),
      sql` `,
    )
    let update = t
      .updateTable(spec.table)
      .set(sql.ref(spec.column), sql`case ${item} ${values} end`)
      .set(sql.ref('enabled'), sql`case ${item} ${flags} end`)
    if (translated) update = update.set(sql.ref('translations'), sql`case ${item} ${texts} end`)
    await update
      .set(sql.ref('updated_at'), at)
      .where(sql.ref('template_id'), '=', templateId)
      .where(
        item,
        'in',
        part.map((u) => u.id),
      )
      .execute()
  }
  for (const part of chunks(inserted)) await t.insertInto(spec.table, part as never).execute()
  return removed.length + updated.length + inserted.length
}

/**
 * A description row's translations after a change (docs/languages.md): they translate the
 * template's own description, so they are kept only while it has one. Given for a row that
 * follows the base description: 400 naming them; a row going back to the base loses them.
 */
async function ownTranslations(t: Scoped, change: Change, value: unknown, was: Stored | undefined): Promise<string> {
  const next =
    (await translationsSet(
      t,
      change.translations,
      was?.translations,
      change.at === undefined ? '' : `${change.at}.`,
    )) ??
    was?.translations ??
    NO_TRANSLATIONS
  if (value !== null) return next
  if (change.translations !== undefined && next !== NO_TRANSLATIONS)
    throw new AppError('VALIDATION_ERROR', OWN_DESCRIPTION_FIRST, {
      field: `${change.at === undefined ? '' : `${change.at}.`}translations`,
    })
  return NO_TRANSLATIONS
}
