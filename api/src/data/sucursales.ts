import { foldText } from '@menu/shared/format/text'
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/connection.js'
import { isUniqueViolation } from '../db/errors.js'
import type { SucursalRow } from '../db/types.js'
import { fromBool01, isoAt, toBool01 } from '../db/values.js'
import { AppError, notFound } from '../errors.js'
import { phoneDigits } from '../validation.js'
import { type Executor, scoped } from './toolkit.js'

export interface Sucursal {
  id: number
  name: string
  address: string | null
  phone: string | null
  whatsapp_num: string | null
  facebook_usr: string | null
  instagram_usr: string | null
  tiktok_usr: string | null
  website: string | null
  route_key: string
  enabled: boolean
  template: { id: number; name: string } | null
  template_id: number | null
}

export interface SucursalInput {
  name?: string
  address?: string | null
  phone?: string | null
  whatsapp_num?: string | null
  facebook_usr?: string | null
  instagram_usr?: string | null
  tiktok_usr?: string | null
  website?: string | null
  route_key?: string
  template_id?: number | null
}

const OPTIONAL_TEXT = ['address', 'phone', 'whatsapp_num', 'facebook_usr', 'instagram_usr', 'tiktok_usr', 'website'] as const

/** 'Café Olé Centro' -> 'cafe-ole-centro': readable, URL-safe, accent-free. */
export function slugify(name: string): string {
  const slug = foldText(name)
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/g, '')
  return slug || 'sucursal'
}

/** Route keys are case-insensitive: stored, compared and looked up in this one form (lower case). */
export const canonicalRouteKey = (key: string) => key.toLowerCase()

/** Slug plus a short random suffix so two "Centro" branches of different accounts don't collide. */
const newRouteKey = (name: string) => `${slugify(name)}-${randomBytes(3).toString('hex')}`

/** Phones are stored as digits only; the panel formats them. Empty optional values become null. */
function clean(input: SucursalInput): Partial<SucursalRow> {
  const out: Partial<SucursalRow> = {}
  if (input.name !== undefined) out.name = input.name.trim()
  for (const key of OPTIONAL_TEXT) {
    const v = input[key]
    if (v === undefined) continue
    const trimmed = v === null ? '' : v.trim()
    out[key] = trimmed === '' ? null : key === 'phone' ? phoneDigits(trimmed) : trimmed
  }
  if (input.route_key !== undefined) out.route_key = canonicalRouteKey(input.route_key)
  if (input.template_id !== undefined) out.template_id = input.template_id
  return out
}

/**
 * The signed-in account's branches. Every statement goes through `scoped`, so a handler
 * cannot reach another account's rows; foreign ids behave exactly like missing ones.
 */
export function sucursalesRepo(db: Db, accountId: number, now: () => number) {
  const own = scoped(db, accountId)
  const base = () => own.selectFrom('sucursales')
    .leftJoin('templates', (j) => j.onRef('templates.id', '=', 'sucursales.template_id').onRef('templates.account_id', '=', 'sucursales.account_id'))
    .selectAll('sucursales')
    .select(['templates.name as template_name'])

  const toApi = (r: SucursalRow & { template_name: string | null }): Sucursal => ({
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
    template: r.template_id !== null && r.template_name !== null ? { id: Number(r.template_id), name: r.template_name } : null,
  })

  /** A template id given by the client must be one of this account's templates. */
  async function assertOwnTemplate(templateId: number | null | undefined) {
    if (templateId === undefined || templateId === null) return
    await own.mustOwn('templates', templateId)
  }

  async function countEnabled(): Promise<number> {
    const row = await own.selectFrom('sucursales').select((eb) => eb.fn.countAll().as('n'))
      .where('enabled', '=', toBool01(true)).executeTakeFirstOrThrow()
    return Number(row.n)
  }

  /** The branch (of any account: route keys are global) that used `routeKey` before, if any. */
  async function reservedBy(routeKey: string, q: Executor = db): Promise<number | undefined> {
    const row = await q.selectFrom('route_key_history').select('sucursal_id').where('route_key', '=', routeKey).executeTakeFirst()
    return row ? Number(row.sucursal_id) : undefined
  }

  async function get(id: number): Promise<Sucursal> {
    const row = await base().where('sucursales.id', '=', id).executeTakeFirst()
    if (!row) throw notFound()
    return toApi(row)
  }

  return {
    get,
    countEnabled,

    async list(): Promise<Sucursal[]> {
      return (await base().orderBy('sucursales.id').execute()).map(toApi)
    },

    /** Creates a branch, enabled only while the plan allows more enabled branches. */
    async create(input: SucursalInput & { name: string }, enabledLimit: number): Promise<Sucursal> {
      await assertOwnTemplate(input.template_id)
      const values = clean(input)
      // Not atomic with the insert: two simultaneous creates by the same owner may both see room.
      // Acceptable for a create form; the enable toggle (PUT /v1/sucursales/enable/{id}, not built yet) must check atomically.
      const enabled = (await countEnabled()) < enabledLimit
      // A key another branch used before stays its own: old QR codes must not lead here.
      if (values.route_key !== undefined && await reservedBy(values.route_key) !== undefined) throw new AppError('ROUTE_KEY_IN_USE')
      const at = isoAt(now())
      for (let attempt = 0; ; attempt++) {
        try {
          const row = await own.insertInto('sucursales', {
            address: null, phone: null, whatsapp_num: null, facebook_usr: null, instagram_usr: null, tiktok_usr: null, website: null,
            template_id: null,
            ...values,
            name: input.name.trim(),
            route_key: values.route_key ?? newRouteKey(input.name),
            enabled: toBool01(enabled),
            created_at: at,
            updated_at: at,
          }).returning('id').executeTakeFirstOrThrow()
          return get(Number(row.id))
        } catch (e) {
          // A generated key may collide (rarely): retry with a new suffix. A chosen key is the client's problem.
          if (!isUniqueViolation(e)) throw e
          if (values.route_key !== undefined) throw new AppError('ROUTE_KEY_IN_USE')
          if (attempt >= 4) throw e
        }
      }
    },

    async update(id: number, input: SucursalInput): Promise<Sucursal> {
      await get(id) // 404 for missing and foreign ids alike, before anything else is checked
      await assertOwnTemplate(input.template_id)
      const values = clean(input)
      if (Object.keys(values).length === 0) return get(id)
      try {
        await db.transaction().execute(async (trx) => {
          const t = scoped(trx, accountId)
          const current = await t.selectFrom('sucursales').select('route_key').where('id', '=', id).executeTakeFirst()
          if (!current) throw notFound()
          const at = isoAt(now())
          const newKey = values.route_key
          if (newKey !== undefined && newKey !== current.route_key) {
            const owner = await reservedBy(newKey, trx)
            if (owner !== undefined && owner !== id) throw new AppError('ROUTE_KEY_IN_USE')
            // Taking back one of its own old keys: it is current again, no longer history.
            if (owner === id) await trx.deleteFrom('route_key_history').where('route_key', '=', newKey).execute()
          }
          await t.updateTable('sucursales').set({ ...values, updated_at: at }).where('id', '=', id).execute()
          if (newKey !== undefined && newKey !== current.route_key) {
            // The old key keeps redirecting (GET /m/<old> -> 301 /m/<new>): printed QR codes never break.
            await t.insertInto('route_key_history', { route_key: current.route_key, sucursal_id: id, created_at: at })
              .onConflict((oc) => oc.column('route_key').doUpdateSet((eb) => ({
                sucursal_id: eb.ref('excluded.sucursal_id'), account_id: eb.ref('excluded.account_id'), created_at: eb.ref('excluded.created_at'),
              }))).execute()
          }
        })
      } catch (e) {
        if (isUniqueViolation(e)) throw new AppError('ROUTE_KEY_IN_USE')
        throw e
      }
      return get(id)
    },
  }
}
