import { foldText } from '@menu/shared/format/text'
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/connection.js'
import { isUniqueViolation } from '../db/errors.js'
import type { BranchRow } from '../db/types.js'
import { fromBool01, isoAt, toBool01 } from '../db/values.js'
import { AppError, notFound } from '../errors.js'
import { SOCIAL_NETWORKS, socialUsername, websiteUrl, type SocialField } from '@menu/shared/format/social'
import { phoneDigits, routeKeyProblem } from '../validation.js'
import { type Executor, inTransaction, type Scoped, scoped } from './toolkit.js'
import type { BranchChanges } from '../schemas/entities.js'
import type { Answer, Shape } from '../schemas/shapes.js'

/** A branch as stored; the routes add its public menu's address (menu_url). */
export type Branch = Omit<Answer<'Sucursal'>, 'menu_url'>

/** A branch's fields as a create or an update gives them (schemas/entities.ts). */
export type BranchInput = Shape<typeof BranchChanges>

const OPTIONAL_TEXT = [
  'address',
  'phone',
  'whatsapp_num',
  'facebook_usr',
  'instagram_usr',
  'tiktok_usr',
  'website',
] as const
type OptionalText = (typeof OPTIONAL_TEXT)[number]

/** The clock a branch repository reads: now, and the app's zone for branches without their own. */
export interface BranchClock {
  now: () => number
  timeZone: string
}

/** The zone of a branch's clock: its own, else the app's (`config.timeZone`). */
export const branchTimeZone = (row: Pick<BranchRow, 'time_zone'>, appTimeZone: string): string =>
  row.time_zone ?? appTimeZone

/** How a deleted branch's keys stay reserved for its account (printed QR codes live long). */
export const RELEASED_KEY_DAYS = 365

/**
 * How many old keys a branch keeps (the newest ones): each still redirects to the current key.
 * Older ones are released for anyone, so renaming cannot hold an unbounded number of keys.
 */
export const OLD_KEYS_KEPT = 3

/** 'Café Olé Centro' -> 'cafe-ole-centro': readable, URL-safe, accent-free. */
export function slugify(name: string): string {
  const slug = foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '')
  return slug || 'sucursal'
}

/** Route keys are case-insensitive: stored, compared and looked up in this one form (lower case). */
export const canonicalRouteKey = (key: string) => key.toLowerCase()

/** Slug plus a short random suffix so two "Centro" branches of different accounts don't collide. */
const newRouteKey = (name: string) => `${slugify(name)}-${randomBytes(3).toString('hex')}`

/**
 * The stored form of each optional field (the schemas already checked them with the shared
 * rules): phones as digits only, usernames without their profile URL or '@', websites as a
 * full https URL; an empty value is null.
 */
const STORED: Record<OptionalText, (v: string) => string | null> = {
  address: (v) => v,
  phone: phoneDigits,
  whatsapp_num: phoneDigits,
  website: websiteUrl,
  ...(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n.field, (v: string) => socialUsername(v, n)])) as Record<
    SocialField,
    (v: string) => string | null
  >),
}

function clean(input: BranchInput): Partial<BranchRow> {
  const out: Partial<BranchRow> = {}
  if (input.name !== undefined) out.name = input.name.trim()
  for (const key of OPTIONAL_TEXT) {
    const v = input[key]
    if (v === undefined) continue
    const trimmed = v === null ? '' : v.trim()
    out[key] = trimmed === '' ? null : STORED[key](trimmed) || null
  }
  if (input.route_key !== undefined) out.route_key = canonicalRouteKey(input.route_key)
  if (input.template_id !== undefined) out.template_id = input.template_id
  if (input.time_zone !== undefined) out.time_zone = input.time_zone
  if (input.tables !== undefined) out.tables = input.tables
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
      .selectAll('sucursales')
      .select(['templates.name as template_name'])

  const toApi = (r: BranchRow & { template_name: string | null }): Branch => ({
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
    time_zone: branchTimeZone(r, timeZone),
    tables: Number(r.tables),
  })

  /** A template id given by the client must be one of this account's templates. */
  async function assertOwnTemplate(templateId: number | null | undefined) {
    if (templateId === undefined || templateId === null) return
    await own.mustOwn('templates', templateId)
  }

  const countEnabled = async (o: Scoped = own): Promise<number> => {
    const row = await o
      .selectFrom('sucursales')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('enabled', '=', toBool01(true))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  /**
   * Whether `routeKey` (canonical) may become the key of branch `forBranch` of this account
   * (undefined: of a new branch). Taken: another branch's current key; an old key of another
   * branch (old QR codes must not lead elsewhere); a deleted branch's key still reserved for
   * another account. A branch may take back its own old keys, and the account the keys of
   * its deleted branches. Keys are global, so this reads every account's rows.
   */
  async function keyTaken(routeKey: string, forBranch: number | undefined, q: Executor = db): Promise<boolean> {
    const current = await q.selectFrom('sucursales').select('id').where('route_key', '=', routeKey).executeTakeFirst()
    if (current) return Number(current.id) !== forBranch
    const old = await q
      .selectFrom('route_key_history')
      .select(['sucursal_id', 'account_id', 'reserved_until'])
      .where('route_key', '=', routeKey)
      .executeTakeFirst()
    if (!old) return false
    if (old.reserved_until !== null && old.reserved_until <= isoAt(now())) return false
    if (old.sucursal_id !== null) return Number(old.sucursal_id) !== forBranch
    return Number(old.account_id) !== accountId
  }

  /**
   * `routeKey` (canonical) becomes a current key: it must be a key a branch may take (the shared
   * rule: form, not a reserved word; else 400 about route_key) and free (keyTaken; else 409).
   * Any history row of it goes.
   */
  async function claimKey(q: Executor, routeKey: string, forBranch: number | undefined) {
    const problem = routeKeyProblem(routeKey)
    if (problem) throw new AppError('VALIDATION_ERROR', problem, { field: 'route_key' })
    if (await keyTaken(routeKey, forBranch, q))
      throw new AppError('ROUTE_KEY_IN_USE', undefined, { field: 'route_key' })
    await q.deleteFrom('route_key_history').where('route_key', '=', routeKey).execute()
  }

  /** Releases the branch's old keys beyond the newest OLD_KEYS_KEPT. */
  async function releaseOldKeys(t: Scoped, branchId: number) {
    const old = await t
      .selectFrom('route_key_history')
      .select('route_key')
      .where('sucursal_id', '=', branchId)
      .orderBy('created_at', 'desc')
      .orderBy('route_key')
      .execute()
    const released = old.slice(OLD_KEYS_KEPT).map((r) => r.route_key)
    if (released.length) await t.deleteFrom('route_key_history').where('route_key', 'in', released).execute()
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
     * True when `routeKey` cannot become the key of `forBranch` (or of a new branch): see keyTaken.
     * Another account's branch id counts as no branch, so the answer tells nothing about its keys.
     */
    async routeKeyTaken(routeKey: string, forBranch?: number): Promise<boolean> {
      const mine = forBranch !== undefined && (await own.count('sucursales', { column: 'id', value: forBranch })) > 0
      return keyTaken(canonicalRouteKey(routeKey), mine ? forBranch : undefined)
    },

    /** Creates a branch, enabled while fewer than `enabledLimit` branches are. */
    async create(input: BranchInput & { name: string }, enabledLimit: number): Promise<Branch> {
      await assertOwnTemplate(input.template_id)
      const values = clean(input)
      const at = isoAt(now())
      for (let attempt = 0; ; attempt++) {
        try {
          return await inTransaction(db, async (trx) => {
            const t = scoped(trx, accountId)
            await t.lock()
            if (values.route_key !== undefined) await claimKey(trx, values.route_key, undefined)
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
      await assertOwnTemplate(input.template_id)
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
          if (moving) await claimKey(trx, newKey, id)
          await t
            .updateTable('sucursales')
            .set({ ...values, updated_at: at })
            .where('id', '=', id)
            .execute()
          // The old key keeps redirecting (GET /m/<old> -> 301 /m/<new>): QR codes printed with
          // one of the last few keys keep working.
          if (moving) {
            await t
              .insertInto('route_key_history', {
                route_key: current.route_key,
                sucursal_id: id,
                created_at: at,
                reserved_until: null,
              })
              .execute()
            await releaseOldKeys(t, id)
          }
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
     * RELEASED_KEY_DAYS (its public menu answers "not found" meanwhile). The last enabled
     * branch cannot be deleted.
     */
    async remove(id: number): Promise<void> {
      await own.transaction(async (t) => {
        const row = await t.ownedRow('sucursales', id)
        if (fromBool01(row.enabled))
          await assertNotLastEnabled(
            t,
            'Tu menú necesita al menos una sucursal activa: activa otra antes de eliminar esta.',
          )
        const at = now()
        const until = isoAt(at + RELEASED_KEY_DAYS * 86_400_000)
        await t.updateTable('route_key_history').set({ reserved_until: until }).where('sucursal_id', '=', id).execute()
        await t
          .insertInto('route_key_history', {
            route_key: row.route_key,
            sucursal_id: id,
            created_at: isoAt(at),
            reserved_until: until,
          })
          .execute()
        await t.deleteFrom('sucursales').where('id', '=', id).execute()
      })
    },
  }
}

/** The ENABLED_LIMIT_REACHED text, with the plan's number of active branches. */
export const enabledLimitMessage = (limit: number) =>
  `El número de sucursales activas permitidas en tu plan es ${limit}. Desactiva una antes de activar otra, o agrega más sucursales a tu plan.`
