import { sql } from 'kysely'
import type { Db } from '../db/connection.js'
import type { Bool01 } from '../db/types.js'
import { fromBool01, fromCents, isoAt } from '../db/values.js'
import { AppError, notFound } from '../errors.js'
import { ownLocks } from './locks.js'
import { FROM_BASE, type Inherit, overridden, templateLists } from './template-lists.js'
import { type TemplateRegion, templateRegions } from './template-regions.js'
import { type Change, checkAll, checkItems, KIND_ORDER, ROW_KINDS, writeRows } from './template-rows.js'
import { type ScheduledKind, writeTemplateSchedules } from './template-schedules.js'
import { chunks, cleanName, copyName, type Scoped, scoped } from './toolkit.js'
import { translationsOf } from './translations.js'
import type { Answer, Shape } from '../schemas/shapes.js'
import type {
  MarketingAcrossRows,
  ProductAcrossRows,
  TemplateAdvertisingRows,
  TemplatePromotionRows,
  TemplateProductRows,
  TemplateVariantRows,
} from '../schemas/templates.js'

/**
 * Templates (plantillas): a branch's copy of the menu that differs from the base menu only where
 * it must. A template keeps one row per item it overrides (migration 0008): a NULL value follows
 * the base menu, so an item added later shows in every template at its base value and a base
 * change reaches every template that has not overridden it; a row that overrides nothing is not
 * kept. Every statement goes through `scoped`: another account's template or items answer 404
 * like missing ones, and a save is one transaction (all or nothing).
 */

/** What the template routes answer (schemas/templates.ts). */
export type TemplateSummary = Answer<'TemplateSummary'>
export type TemplateProduct = Answer<'TemplateProduct'>
export type TemplateVariant = Answer<'TemplateVariant'>
export type TemplatePromotion = Answer<'TemplatePromotion'>
export type TemplateAdvertising = Answer<'TemplateAdvertising'>
/** What a promotion's and an ad's rows share. */
export type TemplateMarketingRow = Omit<TemplateAdvertising, 'advertising_id'>

/** The rows of a save, per kind (schemas/templates.ts). null, or the base value, means "follows the base menu"; undefined: the row's value stays. */
export interface TemplateItems {
  products: Shape<typeof TemplateProductRows>
  variants: Shape<typeof TemplateVariantRows>
  promotions: Shape<typeof TemplatePromotionRows>
  advertising: Shape<typeof TemplateAdvertisingRows>
}
export type TemplateRowKind = keyof TemplateItems
export interface TemplateLists {
  products: TemplateProduct[]
  variants: TemplateVariant[]
  promotions: TemplatePromotion[]
  advertising: TemplateAdvertising[]
}

/** The kinds of item the master-enable modal edits across templates. */
export type AcrossKind = 'products' | 'promotions' | 'advertising'
/** One item in one template, as the master-enable modal shows it. */
export type ItemInTemplate = Answer<'ProductInTemplate'> | Answer<'MarketingInTemplate'>
/** A save of one item across templates: the row of a save, per template. */
export type AcrossItem = Shape<typeof ProductAcrossRows>[number] | Shape<typeof MarketingAcrossRows>[number]

/** A template's name and, in the same transaction, any of its rows (the editor's all-or-nothing save). */
export type TemplateInput = { name?: string } & Partial<TemplateItems>

/**
 * The signed-in account's templates (tenant-scoped through `scoped`). A region's own template
 * (`templates.region = 1`, data/regions.ts) is none of them: 404 like a missing one. With
 * `regionRows`, the other way round: the repository of regions' rows (only region templates).
 */
export function templatesRepo(db: Db, accountId: number, now: () => number = Date.now, regionRows = false) {
  const own = scoped(db, accountId)
  const region = regionRows ? 1 : 0

  const toSummary = (
    r: { id: number | string; name: string; updated_at: string },
    of: TemplateRegion | undefined,
  ): TemplateSummary => ({
    id: Number(r.id),
    name: r.name,
    updated: r.updated_at,
    region: of ? { id: of.id, name: of.name } : null,
  })

  /** The account's template `id` of this repository's kind; else 404. */
  async function ownTemplate(o: Scoped, id: number) {
    const row = await o
      .selectFrom('templates')
      .selectAll()
      .where('id', '=', id)
      .where('region', '=', region)
      .executeTakeFirst()
    if (!row) throw notFound()
    return row
  }

  async function get(id: number, o: Scoped = own): Promise<TemplateSummary> {
    const row = await ownTemplate(o, id)
    return toSummary(row, regionRows ? undefined : (await templateRegions(o, [id])).get(id))
  }

  /** Where the template's rows inherit from: its single region's rows (none for a region's own). */
  async function inheritOf(id: number): Promise<Inherit> {
    await ownTemplate(own, id)
    const of = regionRows ? undefined : (await templateRegions(own, [id])).get(id)
    return of ? { templateId: of.template_id, locks: await ownLocks(own) } : FROM_BASE
  }

  /**
   * Inside a transaction, first thing: the account's template `id`, its row locked until the
   * end (a no-op write: a row lock on PostgreSQL, the write lock on SQLite); missing or another
   * account's: 404. Saves of one template wait for each other (no two insert the same row), and
   * a concurrent delete of it either waits or has already won (then 404): taking this lock
   * before any row avoids a lock cycle with that delete's cascade.
   */
  async function lockTemplate(t: Scoped, id: number) {
    await t
      .updateTable('templates')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', id)
      .execute()
    return ownTemplate(t, id)
  }

  /**
   * Writes the rows of a save into a template of the account (inside the caller's transaction,
   * after `lockTemplate`), bumping its "Ultimo cambio" when anything changed. Every item of every kind
   * is checked first: one that is not the account's answers 404 before anything is written.
   */
  async function saveRows(
    t: Scoped,
    templateId: number,
    kinds: Array<[TemplateRowKind, Change[]]>,
    at: string,
    renamed = false,
  ): Promise<void> {
    for (const [kind, changes] of kinds)
      await t.mustOwn(
        ROW_KINDS[kind].base,
        changes.map((c) => c.id),
      )
    let changed = renamed ? 1 : 0
    for (const [kind, changes] of kinds) {
      changed += await writeRows(t, templateId, kind, changes, at)
      if (kind === 'products' || kind === 'promotions')
        changed += await writeTemplateSchedules(t, templateId, kind satisfies ScheduledKind, changes, at)
    }
    if (changed > 0) await t.updateTable('templates').set({ updated_at: at }).where('id', '=', templateId).execute()
  }

  const lists = templateLists(own)

  return {
    get: (id: number) => get(id),

    async list(): Promise<TemplateSummary[]> {
      const rows = await own
        .selectFrom('templates')
        .select(['id', 'name', 'updated_at'])
        .where('region', '=', 0)
        .orderBy('name')
        .orderBy('id')
        .execute()
      const regions = await templateRegions(
        own,
        rows.map((r) => Number(r.id)),
      )
      return rows.map((r) => toSummary(r, regions.get(Number(r.id))))
    },

    /** A new template and any rows given, in one transaction: a failure creates nothing. */
    async create(input: TemplateInput & { name: string }): Promise<TemplateSummary> {
      const kinds = checkAll(input, true)
      const at = isoAt(now())
      const id = await own.transaction(async (t) => {
        const row = await t
          .insertInto('templates', { name: cleanName(input.name), created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow()
        await saveRows(t, Number(row.id), kinds, at)
        return Number(row.id)
      })
      return get(id)
    },

    /** The name and any rows given, in one transaction: a failure leaves the template as it was. */
    async update(id: number, input: TemplateInput): Promise<TemplateSummary> {
      const kinds = checkAll(input, true)
      const at = isoAt(now())
      await own.transaction(async (t) => {
        const current = await lockTemplate(t, id)
        const name = input.name === undefined ? current.name : cleanName(input.name)
        if (name !== current.name) await t.updateTable('templates').set({ name }).where('id', '=', id).execute()
        await saveRows(t, id, kinds, at, name !== current.name)
      })
      return get(id)
    },

    /** A copy named '<name> (copia)' with every row of the source (their own "Ultimo cambio" kept). */
    async clone(id: number): Promise<TemplateSummary> {
      const at = isoAt(now())
      const copy = await own.transaction(async (t) => {
        const source = await lockTemplate(t, id) // its rows as of one moment
        const row = await t
          .insertInto('templates', { name: copyName(source.name), created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow()
        const copyId = Number(row.id)
        for (const kind of KIND_ORDER) {
          const { table, item, column, field } = ROW_KINDS[kind]
          // Description rows carry their translations (template-rows.ts); price rows have none.
          const translated = field === 'description'
          const rows = await t
            .selectFrom(table)
            .select([
              sql.ref(item).as('item'),
              sql.ref(column).as('value'),
              sql.ref('enabled').as('enabled'),
              sql.ref('updated_at').as('updated_at'),
              (translated ? sql.ref<string>('translations') : sql<string>`'{}'`).as('translations'),
            ])
            .where(sql.ref('template_id'), '=', id)
            .execute()
          const copies = rows.map((r) => ({
            template_id: copyId,
            [item]: r.item,
            [column]: r.value,
            enabled: r.enabled,
            ...(translated ? { translations: r.translations } : {}),
            updated_at: r.updated_at,
          }))
          for (const part of chunks(copies)) await t.insertInto(table, part as never).execute()
        }
        // Its own schedules too (template-schedules.ts).
        const schedules = await t
          .selectFrom('template_schedules')
          .select(['product_id', 'promotion_id', 'schedule', 'updated_at'])
          .where('template_id', '=', id)
          .execute()
        for (const part of chunks(schedules))
          await t
            .insertInto(
              'template_schedules',
              part.map((r) => ({ ...r, template_id: copyId })),
            )
            .execute()
        return copyId
      })
      return get(copy)
    },

    /** Deletes a template (its rows go with it); the branches that used it are left without one. */
    async remove(id: number): Promise<{ id: number; sucursales_affected: number }> {
      return own.transaction(async (t) => {
        await ownTemplate(t, id)
        // The foreign key (ON DELETE SET NULL) would do it too; done here to count the branches and date their change.
        const branches = await t
          .updateTable('sucursales')
          .set({ template_id: null, updated_at: isoAt(now()) })
          .where('template_id', '=', id)
          .executeTakeFirst()
        await t.deleteFrom('templates').where('id', '=', id).execute()
        return { id, sucursales_affected: Number(branches.numUpdatedRows) }
      })
    },

    /** One kind of the template's rows: every base item with its effective values. */
    async rows<K extends TemplateRowKind>(id: number, kind: K): Promise<TemplateLists[K]> {
      return lists[kind](id, await inheritOf(id)) as Promise<TemplateLists[K]>
    },

    /** One product, promotion or ad in every template of the account (by name): the master-enable modal. */
    async across(kind: AcrossKind, itemId: number): Promise<ItemInTemplate[]> {
      const spec = ROW_KINDS[kind]
      const item = (await own.ownedRow(spec.base, itemId)) as {
        enabled: Bool01
        price_cents?: number | string
        description?: string
      }
      const templates = await own
        .selectFrom('templates')
        .select(['id', 'name'])
        .where('region', '=', 0)
        .orderBy('name')
        .orderBy('id')
        .execute()
      const overrides = await own
        .selectFrom(spec.table)
        .select([
          sql.ref<number>('template_id').as('template_id'),
          sql.ref<number | string | null>(spec.column).as('value'),
          sql.ref<Bool01 | null>('enabled').as('enabled'),
          (spec.field === 'description' ? sql.ref<string>('translations') : sql<string>`'{}'`).as('translations'),
        ])
        .where(sql.ref(spec.item), '=', itemId)
        .execute()
      const byTemplate = new Map(overrides.map((r) => [Number(r.template_id), r]))
      const rows = templates.map((tpl) => ({
        id: tpl.id,
        name: tpl.name,
        value: byTemplate.get(Number(tpl.id))?.value ?? null,
        o_enabled: byTemplate.get(Number(tpl.id))?.enabled ?? null,
        translations: byTemplate.get(Number(tpl.id))?.translations ?? null,
      }))
      return rows.map((r) => {
        const common = {
          template_id: Number(r.id),
          template_name: r.name,
          enabled: fromBool01(r.o_enabled ?? item.enabled),
        }
        if (spec.field === 'price') {
          const base = fromCents(item.price_cents!)
          return {
            ...common,
            base_price: base,
            price: r.value === null ? base : fromCents(r.value),
            overridden: { price: overridden(r.value), enabled: overridden(r.o_enabled) },
          }
        }
        const base = item.description!
        return {
          ...common,
          base_description: base,
          description: r.value === null ? base : String(r.value),
          overridden: { description: overridden(r.value), enabled: overridden(r.o_enabled) },
          translations: translationsOf(r.translations),
        }
      })
    },

    /**
     * Saves one item's row in several templates in one transaction (all or nothing): the item and
     * every template must be the account's (else 404, nothing written), each template at most once.
     * Templates are locked in id order, so two such saves never wait on each other in a cycle.
     */
    async saveAcross(kind: AcrossKind, itemId: number, items: AcrossItem[]): Promise<ItemInTemplate[]> {
      const spec = ROW_KINDS[kind]
      const seen = new Set<number>()
      const changes = items.map((entry, index) => {
        if (seen.has(entry.template_id))
          throw new AppError('VALIDATION_ERROR', 'Cada plantilla debe aparecer una sola vez.', {
            field: `${index}.template_id`,
          })
        seen.add(entry.template_id)
        const [change] = checkItems(kind, [{ ...entry, [spec.item]: itemId }], () => String(index))
        return { templateId: entry.template_id, change: change! }
      })
      const at = isoAt(now())
      await own.transaction(async (t) => {
        await t.mustOwn(spec.base, itemId)
        // Branch templates only: a region's own is not one (404 like a missing one).
        const found = await t
          .selectFrom('templates')
          .select('id')
          .where('id', 'in', [...seen, 0]) // 0: no template has it; the list is never empty
          .where('region', '=', 0)
          .execute()
        if (found.length !== seen.size) throw notFound()
        for (const { templateId, change } of [...changes].sort((a, b) => a.templateId - b.templateId)) {
          await lockTemplate(t, templateId)
          await saveRows(t, templateId, [[kind, [change]]], at)
        }
      })
      return this.across(kind, itemId)
    },

    /** Saves only the given rows of one kind, in one transaction (all or nothing); answers the whole list. */
    async saveRows<K extends TemplateRowKind>(id: number, kind: K, items: TemplateItems[K]): Promise<TemplateLists[K]> {
      const changes = checkItems(kind, items as unknown as ReadonlyArray<Record<string, unknown>>)
      const at = isoAt(now())
      await own.transaction(async (t) => {
        await lockTemplate(t, id)
        await saveRows(t, id, [[kind, changes]], at)
      })
      return lists[kind](id, await inheritOf(id)) as Promise<TemplateLists[K]>
    },
  }
}
