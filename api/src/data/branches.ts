import { foldText } from '@menu/shared/format/text'
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/connection.js'
import { isUniqueViolation } from '../db/errors.js'
import type { BranchRow } from '../db/types.js'
import { fromBool01, isoAt, toBool01 } from '../db/values.js'
import { AppError, notFound } from '../errors.js'
import { BRANCH_TEXT_FIELDS, storedBranchText } from '@menu/shared/format/branch'
import { canonicalRouteKey, routeKeyRules } from './route-keys.js'
import { inTransaction, type Scoped, scoped } from './toolkit.js'
import type { BranchChanges } from '../schemas/entities.js'
import type { Answer, Shape } from '../schemas/shapes.js'

/** A branch as stored; the routes add its public menu's address (menu_url). */
export type Branch = Omit<Answer<'Sucursal'>, 'menu_url'>

/** A branch's fields as a create or an update gives them (schemas/entities.ts). */
export type BranchInput = Shape<typeof BranchChanges>

/** The clock a branch repository reads: now, and the app's zone for branches without their own. */
export interface BranchClock {
  now: () => number
  timeZone: string
}

/** The zone of a branch's clock: its own, else the app's (`config.timeZone`). */
export const branchTimeZone = (row: Pick<BranchRow, 'time_zone'>, appTimeZone: string): string =>
  row.time_zone ?? appTimeZone

/** 'Café Olé Centro' -> 'cafe-ole-centro': readable, URL-safe, accent-free. */
export function slugify(name: string): string {
  const slug = foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '')
  return slug || 'sucursal'
}

/** Slug plus a short random suffix so two "Centro" branches of different accounts don't collide. */
const newRouteKey = (name: string) => `${slugify(name)}-${randomBytes(3).toString('hex')}`

function clean(input: BranchInput): Partial<BranchRow> {
  const out: Partial<BranchRow> = {}
  if (input.name !== undefined) out.name = input.name.trim()
  // The schemas already checked each text with the shared rules; this is its stored form (empty: null).
  for (const key of BRANCH_TEXT_FIELDS) {
    const { stored } = storedBranchText(key, input[key])
    if (stored !== undefined) out[key] = stored
  }
  if (input.route_key !== undefined) out.route_key = canonicalRouteKey(input.route_key)
  if (input.template_id !== undefined) out.template_id = input.template_id
  if (input.region_id !== undefined) out.region_id = input.region_id
  if (input.time_zone !== undefined) out.time_zone = input.time_zone
  if (input.tables !== undefined) out.tables = input.tables
  if (input.table_orders !== undefined) out.table_orders = toBool01(input.table_orders)
  return out
}

/**
 * The signed-in account's branches. Every statement goes through `scoped`, so a handler
 * cannot reach another account's rows; foreign ids behave exactly like missing ones.
 * Statements that read the enabled count and then write run under the account lock (every
 * transaction of `scoped` takes it), so the plan's limit of enabled branches holds under any
 * number of simultaneous calls.
 */
export function branchesRepo(db: Db, accountId: number, { now, timeZone }: BranchClock) {
  const own = scoped(db, accountId)
  const base = (o: Scoped = own) =>
    o
      .selectFrom('sucursales')
      .leftJoin('templates', (j) =>
        j
          .onRef('templates.id', '=', 'sucursales.template_id')
          .onRef('templates.account_id', '=', 'sucursales.account_id'),
      )
      .leftJoin('regions', (j) =>
        j.onRef('regions.id', '=', 'sucursales.region_id').onRef('regions.account_id', '=', 'sucursales.account_id'),
      )
      .selectAll('sucursales')
      .select(['templates.name as template_name', 'regions.name as region_name'])

  const toApi = (r: BranchRow & { template_name: string | null; region_name: string | null }): Branch => ({
    id: Number(r.id),
    name: r.name,
    address: r.address,
    phone: r.phone,
    whatsapp_num: r.whatsapp_num,
    facebook_usr: r.facebook_usr,
    instagram_usr: r.instagram_usr,
    tiktok_usr: r.tiktok_usr,
    website: r.website,
    route_key: r.route_key,
    enabled: fromBool01(r.enabled),
    template_id: r.template_id === null ? null : Number(r.template_id),
    template:
      r.template_id !== null && r.template_name !== null ? { id: Number(r.template_id), name: r.template_name } : null,
    region_id: r.region_id === null ? null : Number(r.region_id),
    region: r.region_id !== null && r.region_name !== null ? { id: Number(r.region_id), name: r.region_name } : null,
    time_zone: branchTimeZone(r, timeZone),
    tables: Number(r.tables),
    wifi_name: r.wifi_name,
    wifi_password: r.wifi_password,
    table_orders: fromBool01(r.table_orders),
  })

  /**
   * A template or region id given by the client must be one of this account's (404 like a missing
   * one); a region's own template is never a branch's template.
   */
  async function assertOwnTemplate({ template_id: templateId, region_id: regionId }: BranchInput) {
    if (regionId !== undefined && regionId !== null) await own.mustOwn('regions', regionId)
    if (templateId === undefined || templateId === null) return
    const row = await own
      .selectFrom('templates')
      .select('id')
      .where('id', '=', templateId)
      .where('region', '=', 0)
      .executeTakeFirst()
    if (!row) throw notFound()
  }

  const countEnabled = async (o: Scoped = own): Promise<number> => {
    const row = await o
      .selectFrom('sucursales')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('enabled', '=', toBool01(true))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  async function get(id: number, o: Scoped = own): Promise<Branch> {
    const row = await base(o).where('sucursales.id', '=', id).executeTakeFirst()
    if (!row) throw notFound()
    return toApi(row)
  }

  /** A delete or disable must leave another enabled branch: the account's public menu must stay reachable. */
  async function assertNotLastEnabled(o: Scoped, message: string) {
    if ((await countEnabled(o)) <= 1) throw new AppError('LAST_ENABLED_BRANCH', message)
  }

  return {
    get: (id: number) => get(id),
    countEnabled: () => countEnabled(),

    async list(): Promise<Branch[]> {
      return (await base().orderBy('sucursales.id').execute()).map(toApi)
    },

    /**
     * True when `routeKey` cannot become the key of `forBranch` (or of a new branch): see route-keys.ts.
     * Another account's branch id counts as no branch, so the answer tells nothing about its keys.
     */
    async routeKeyTaken(routeKey: string, forBranch?: number): Promise<boolean> {
      const mine = forBranch !== undefined && (await own.count('sucursales', { column: 'id', value: forBranch })) > 0
      return routeKeyRules(db, accountId, now).taken(canonicalRouteKey(routeKey), mine ? forBranch : undefined)
    },

    /** Creates a branch, enabled while fewer than `enabledLimit` branches are. */
    async create(input: BranchInput & { name: string }, enabledLimit: number): Promise<Branch> {
      await assertOwnTemplate(input)
      const values = clean(input)
      const at = isoAt(now())
      for (let attempt = 0; ; attempt++) {
        try {
          return await inTransaction(db, async (trx) => {
            const t = scoped(trx, accountId)
            await t.lock()
            if (values.route_key !== undefined)
              await routeKeyRules(trx, accountId, now).claim(values.route_key, undefined)
            const row = await t
              .insertInto('sucursales', {
                address: null,
                phone: null,
                whatsapp_num: null,
                facebook_usr: null,
                instagram_usr: null,
                tiktok_usr: null,
                website: null,
                template_id: null,
                time_zone: null,
                ...values,
                name: input.name.trim(),
                route_key: values.route_key ?? newRouteKey(input.name),
                enabled: toBool01((await countEnabled(t)) < enabledLimit),
                created_at: at,
                updated_at: at,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
            return get(Number(row.id), t)
          })
        } catch (e) {
          // A generated key may collide (rarely): retry with a new suffix. A chosen key is the client's problem.
          if (!isUniqueViolation(e)) throw e
          if (values.route_key !== undefined) throw new AppError('ROUTE_KEY_IN_USE', undefined, { field: 'route_key' })
          if (attempt >= 4) throw e
        }
      }
    },

    async update(id: number, input: BranchInput): Promise<Branch> {
      await get(id) // 404 for missing and foreign ids alike, before anything else is checked
      await assertOwnTemplate(input)
      const values = clean(input)
      if (Object.keys(values).length === 0) return get(id)
      try {
        await inTransaction(db, async (trx) => {
          const t = scoped(trx, accountId)
          await t.lock()
          const current = await t.selectFrom('sucursales').select('route_key').where('id', '=', id).executeTakeFirst()
          if (!current) throw notFound()
          const at = isoAt(now())
          const newKey = values.route_key
          const moving = newKey !== undefined && newKey !== current.route_key
          const keys = routeKeyRules(trx, accountId, now)
          if (moving) await keys.claim(newKey, id)
          await t
            .updateTable('sucursales')
            .set({ ...values, updated_at: at })
            .where('id', '=', id)
            .execute()
          // The old key keeps redirecting (GET /m/<old> -> 301 /m/<new>): QR codes printed with
          // one of the last few keys keep working.
          if (moving) await keys.moved(id, current.route_key)
        })
      } catch (e) {
        if (isUniqueViolation(e)) throw new AppError('ROUTE_KEY_IN_USE', undefined, { field: 'route_key' })
        throw e
      }
      return get(id)
    },

    /**
     * Enables or disables a branch. Enabling counts the enabled branches and writes under the
     * account lock, so simultaneous calls never pass `enabledLimit`; disabling the last enabled
     * branch is refused.
     */
    async setEnabled(id: number, enabled: boolean, enabledLimit: number): Promise<Branch> {
      return own.transaction(async (t) => {
        const row = await t.ownedRow('sucursales', id)
        if (fromBool01(row.enabled) === enabled) return get(id, t)
        if (enabled && (await countEnabled(t)) >= enabledLimit)
          throw new AppError('ENABLED_LIMIT_REACHED', enabledLimitMessage(enabledLimit))
        if (!enabled)
          await assertNotLastEnabled(
            t,
            'Tu menú necesita al menos una sucursal activa: activa otra antes de desactivar esta.',
          )
        await t
          .updateTable('sucursales')
          .set({ enabled: toBool01(enabled), updated_at: isoAt(now()) })
          .where('id', '=', id)
          .execute()
        return get(id, t)
      })
    },

    /**
     * Deletes a branch; its current and old keys stay reserved for the account for
     * RELEASED_KEY_DAYS of route-keys.ts (its public menu answers "not found" meanwhile). The last enabled
     * branch cannot be deleted.
     */
    async remove(id: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        const t = scoped(trx, accountId)
        await t.lock()
        const row = await t.ownedRow('sucursales', id)
        if (fromBool01(row.enabled))
          await assertNotLastEnabled(
            t,
            'Tu menú necesita al menos una sucursal activa: activa otra antes de eliminar esta.',
          )
        await routeKeyRules(trx, accountId, now).reserveDeleted(id, row.route_key)
        await t.deleteFrom('sucursales').where('id', '=', id).execute()
      })
    },
  }
}

/** The ENABLED_LIMIT_REACHED text, with the plan's number of active branches. */
export const enabledLimitMessage = (limit: number) =>
  `El número de sucursales activas permitidas en tu plan es ${limit}. Desactiva una antes de activar otra, o agrega más sucursales a tu plan.`
