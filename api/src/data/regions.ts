import { foldText } from '@menu/shared/format/text'
import type { Db } from '../db/connection.js'
import { isUniqueViolation } from '../db/errors.js'
import { isoAt } from '../db/values.js'
import { AppError } from '../errors.js'
import type { Answer } from '../schemas/shapes.js'
import { type TemplateItems, type TemplateLists, type TemplateRowKind, templatesRepo } from './templates.js'
import { cleanName, type Scoped, scoped } from './toolkit.js'

/**
 * Regions (issue 43, docs/chains.md): a named group of the account's branches with its own price,
 * availability and description rows. Those rows are the rows of the region's own template
 * (`templates.region = 1`, created and deleted with it), so the template machinery writes them
 * (checks, field locks, schedules, history); that template is never one of the account's
 * templates. A branch's value is its template's row, else its region's, else the base menu's
 * (public-menu/resolve.ts). Every statement goes through `scoped`.
 */

export type Region = Answer<'Region'>
export interface RegionInput {
  name?: string
  sucursal_ids?: number[]
}

const TAKEN = 'Ya existe una región con ese nombre.'
const taken = () => new AppError('REGION_NAME_TAKEN', TAKEN, { field: 'name' })

export function regionsRepo(db: Db, accountId: number, now: () => number = Date.now) {
  const own = scoped(db, accountId)
  /** The rows of regions' templates (data/templates.ts, region templates only). */
  const rowsOf = templatesRepo(db, accountId, now, true)

  /** The regions (all, or `id`) with their branches; `updated` is the later of the region's and its rows' change. */
  async function read(o: Scoped, id?: number): Promise<Region[]> {
    let query = o
      .selectFrom('regions')
      .innerJoin('templates', (j) =>
        j.onRef('templates.id', '=', 'regions.template_id').onRef('templates.account_id', '=', 'regions.account_id'),
      )
      .select(['regions.id', 'regions.name', 'regions.updated_at', 'templates.updated_at as rows_updated'])
      .orderBy('regions.name')
      .orderBy('regions.id')
    if (id !== undefined) query = query.where('regions.id', '=', id)
    let branches = o.selectFrom('sucursales').select(['id', 'region_id']).where('region_id', 'is not', null)
    if (id !== undefined) branches = branches.where('region_id', '=', id)
    const [regions, members] = await Promise.all([query.execute(), branches.orderBy('id').execute()])
    const byRegion = new Map<number, number[]>()
    for (const b of members) {
      const list = byRegion.get(Number(b.region_id)) ?? []
      list.push(Number(b.id))
      byRegion.set(Number(b.region_id), list)
    }
    return regions.map((r) => ({
      id: Number(r.id),
      name: r.name,
      sucursal_ids: byRegion.get(Number(r.id)) ?? [],
      // ISO instants: the later one sorts last.
      updated: [r.updated_at, r.rows_updated].sort().at(-1)!,
    }))
  }

  async function get(id: number, o: Scoped = own): Promise<Region> {
    await o.ownedRow('regions', id)
    return (await read(o, id))[0]!
  }

  /** 409 when another region of the account has the name (without letter case or accents: 'Norte' = 'norte'). */
  async function assertFreeName(t: Scoped, name: string, except?: number) {
    const names = await t.selectFrom('regions').select(['id', 'name']).execute()
    if (names.some((r) => Number(r.id) !== except && foldText(r.name) === foldText(name))) throw taken()
  }

  /**
   * Makes `ids` exactly the region's branches (inside the caller's transaction): branches leaving
   * it are left without a region; branches of another region move here. Answers how many changed.
   */
  async function setBranches(t: Scoped, regionId: number, ids: number[], at: string): Promise<number> {
    await t.mustOwn('sucursales', ids)
    let leaving = t.updateTable('sucursales').set({ region_id: null, updated_at: at }).where('region_id', '=', regionId)
    if (ids.length > 0) leaving = leaving.where('id', 'not in', ids)
    const left = await leaving.executeTakeFirst()
    if (ids.length === 0) return Number(left.numUpdatedRows)
    const joined = await t
      .updateTable('sucursales')
      .set({ region_id: regionId, updated_at: at })
      .where('id', 'in', ids)
      .where((eb) => eb.or([eb('region_id', 'is', null), eb('region_id', '!=', regionId)]))
      .executeTakeFirst()
    return Number(left.numUpdatedRows) + Number(joined.numUpdatedRows)
  }

  /** A unique index backs the name check (two simultaneous creates): its violation is the same 409. */
  async function uniquely<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (e) {
      if (isUniqueViolation(e)) throw taken()
      throw e
    }
  }

  /** The region's own template (holding its rows). */
  const templateOf = async (id: number) => Number((await own.ownedRow('regions', id)).template_id)

  return {
    list: () => read(own),
    get: (id: number) => get(id),

    /** A region, its own (hidden) template and its branches, in one transaction. */
    async create(input: RegionInput & { name: string }): Promise<{ id: number }> {
      const name = cleanName(input.name)
      const at = isoAt(now())
      const id = await uniquely(() =>
        own.transaction(async (t) => {
          await assertFreeName(t, name)
          const template = await t
            .insertInto('templates', { name, region: 1, created_at: at, updated_at: at })
            .returning('id')
            .executeTakeFirstOrThrow()
          const row = await t
            .insertInto('regions', { name, template_id: Number(template.id), created_at: at, updated_at: at })
            .returning('id')
            .executeTakeFirstOrThrow()
          if (input.sucursal_ids?.length) await setBranches(t, Number(row.id), input.sucursal_ids, at)
          return Number(row.id)
        }),
      )
      return { id }
    },

    /** A rename (its template's too) and/or its whole set of branches, in one transaction. */
    async update(id: number, input: RegionInput): Promise<Region> {
      const at = isoAt(now())
      await uniquely(() =>
        own.transaction(async (t) => {
          const current = await t.ownedRow('regions', id)
          const name = input.name === undefined ? current.name : cleanName(input.name)
          let changed = 0
          if (name !== current.name) {
            await assertFreeName(t, name, id)
            await t.updateTable('regions').set({ name }).where('id', '=', id).execute()
            await t.updateTable('templates').set({ name }).where('id', '=', Number(current.template_id)).execute()
            changed++
          }
          if (input.sucursal_ids !== undefined) changed += await setBranches(t, id, input.sucursal_ids, at)
          if (changed > 0) await t.updateTable('regions').set({ updated_at: at }).where('id', '=', id).execute()
        }),
      )
      return get(id)
    },

    /** Deletes a region and its rows; its branches keep working, without a region. */
    async remove(id: number): Promise<{ id: number }> {
      await own.transaction(async (t) => {
        const region = await t.ownedRow('regions', id)
        // The foreign key (ON DELETE SET NULL) would do it too; done here to date the branches' change.
        await t
          .updateTable('sucursales')
          .set({ region_id: null, updated_at: isoAt(now()) })
          .where('region_id', '=', id)
          .execute()
        await t.deleteFrom('regions').where('id', '=', id).execute()
        await t.deleteFrom('templates').where('id', '=', Number(region.template_id)).where('region', '=', 1).execute()
      })
      return { id }
    },

    /** One kind of the region's rows: every base item, the region's values over the base's. */
    async rows<K extends TemplateRowKind>(id: number, kind: K): Promise<TemplateLists[K]> {
      return rowsOf.rows(await templateOf(id), kind)
    },

    /** Saves some rows of one kind in one transaction (all or nothing): the template rows' rules. */
    async saveRows<K extends TemplateRowKind>(id: number, kind: K, items: TemplateItems[K]): Promise<TemplateLists[K]> {
      return rowsOf.saveRows(await templateOf(id), kind, items)
    },
  }
}
