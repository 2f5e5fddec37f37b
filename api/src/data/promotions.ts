import { isExpired } from '@menu/shared/validation'
import type { PromotionRow } from '../db/types.js'
import { fromBool01, isoAt, toBool01 } from '../db/values.js'
import { notFound } from '../errors.js'
import { clearsImage, expirationInput, type MarketingDeps, requiredText, todayOf } from './marketing-common.js'
import { applyPositions, copyName, type Executor, type PositionItem } from './menu-common.js'

/** Spec §3 Promotion, with `expired` computed against today in APP_TIMEZONE. */
export interface Promotion {
  id: number
  name: string
  description: string
  /** 'YYYY-MM-DD' or null. */
  expiration: string | null
  position: number
  /** URL of the 1080x1920 poster (the 540x960 one ends in -540x960.webp), or null. */
  poster: string | null
  enabled: boolean
  /** The expiration date is before today. */
  expired: boolean
  updated: string
}

export interface PromotionInput {
  name?: string
  description?: string
  expiration?: string | null
  enabled?: boolean
  position?: number
  /** Only null (remove the poster) or the current URL (no change): posters are uploaded. */
  poster?: string | null
}

export const toPromotion = (r: PromotionRow, today: string): Promotion => ({
  id: Number(r.id),
  name: r.name,
  description: r.description,
  expiration: r.expiration,
  position: Number(r.position),
  poster: r.poster,
  enabled: fromBool01(r.enabled),
  expired: isExpired(r.expiration, today),
  updated: r.updated_at,
})

/** The signed-in account's promotions (drag-ordered). Every statement is filtered by `accountId`: foreign ids answer 404. */
export function promotionsRepo(deps: MarketingDeps, accountId: number) {
  const { db, now, images } = deps

  async function row(id: number, q: Executor = db): Promise<PromotionRow> {
    const r = await q.selectFrom('promotions').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst()
    if (!r) throw notFound()
    return r
  }

  /** Spec §4: a new promotion's position is the current item count. */
  const count = async (q: Executor) => Number((await q.selectFrom('promotions').select((eb) => eb.fn.countAll().as('n'))
    .where('account_id', '=', accountId).executeTakeFirstOrThrow()).n)
  /** After the last one (max + 1): a clone is last even when positions have gaps. */
  const next = async (q: Executor) => {
    const top = await q.selectFrom('promotions').select((eb) => eb.fn.max('position').as('max')).where('account_id', '=', accountId).executeTakeFirst()
    return top?.max === null || top?.max === undefined ? 0 : Number(top.max) + 1
  }

  const get = async (id: number): Promise<Promotion> => toPromotion(await row(id), todayOf(deps))

  return {
    get,

    /** By position (ties by id). */
    async list(): Promise<Promotion[]> {
      const today = todayOf(deps)
      const rows = await db.selectFrom('promotions').selectAll().where('account_id', '=', accountId).orderBy('position').orderBy('id').execute()
      return rows.map((r) => toPromotion(r, today))
    },

    /** New promotion, enabled, without poster; position defaults to the number of promotions (last). */
    async create(input: PromotionInput & { name: string; description: string }): Promise<number> {
      const expiration = expirationInput(input.expiration, todayOf(deps)) ?? null
      const at = isoAt(now())
      return db.transaction().execute(async (trx) => {
        const r = await trx.insertInto('promotions').values({
          account_id: accountId,
          name: requiredText(input.name),
          description: requiredText(input.description),
          expiration,
          poster: null,
          enabled: toBool01(input.enabled ?? true),
          position: input.position ?? await count(trx),
          created_at: at,
          updated_at: at,
        }).returning('id').executeTakeFirstOrThrow()
        return Number(r.id)
      })
    },

    /** Partial update; `expiration: null` clears it; `poster: null` removes the poster (files deleted after commit). */
    async update(id: number, input: PromotionInput): Promise<Promotion> {
      const oldPoster = await db.transaction().execute(async (trx) => {
        const current = await row(id, trx)
        const expiration = expirationInput(input.expiration, todayOf(deps), current.expiration)
        const removePoster = clearsImage(current.poster, input.poster, `POST /v1/promotions/${id}/attachment`)
        const set = {
          ...(input.name !== undefined ? { name: requiredText(input.name) } : {}),
          ...(input.description !== undefined ? { description: requiredText(input.description) } : {}),
          ...(expiration !== undefined ? { expiration } : {}),
          ...(input.enabled !== undefined ? { enabled: toBool01(input.enabled) } : {}),
          ...(input.position !== undefined ? { position: input.position } : {}),
          ...(removePoster ? { poster: null } : {}),
        }
        if (Object.keys(set).length > 0) {
          await trx.updateTable('promotions').set({ ...set, updated_at: isoAt(now()) }).where('id', '=', id).where('account_id', '=', accountId).execute()
        }
        return removePoster ? current.poster : null
      })
      await images.remove([oldPoster])
      return get(id)
    },

    /** A drag reorder [{id, position}] in one transaction; a foreign or missing id: 404 and nothing changes. */
    async reorder(items: PositionItem[]): Promise<void> {
      await db.transaction().execute((trx) => applyPositions(trx, 'promotions', accountId, items))
    },

    /** Stores a new poster (already read from the request), then deletes the old files. */
    async setPoster(id: number, file: Buffer): Promise<string> {
      await row(id)
      const url = await images.save(file, 'poster')
      const old = await db.transaction().execute(async (trx) => {
        const r = await trx.selectFrom('promotions').select('poster').where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst()
        if (!r) return undefined
        await trx.updateTable('promotions').set({ poster: url, updated_at: isoAt(now()) }).where('id', '=', id).where('account_id', '=', accountId).execute()
        return { poster: r.poster }
      })
      if (!old) {
        await images.remove([url]) // deleted meanwhile
        throw notFound()
      }
      await images.remove([old.poster])
      return url
    },

    /** '<name> (copia)' placed last, with its own copy of the poster files. */
    async clone(id: number): Promise<number> {
      const source = await row(id)
      const poster = source.poster ? await images.copy(source.poster, 'poster') ?? null : null
      try {
        return await db.transaction().execute(async (trx) => {
          const at = isoAt(now())
          const r = await trx.insertInto('promotions').values({
            account_id: accountId,
            name: copyName(source.name),
            description: source.description,
            expiration: source.expiration,
            poster,
            enabled: source.enabled,
            position: await next(trx),
            created_at: at,
            updated_at: at,
          }).returning('id').executeTakeFirstOrThrow()
          return Number(r.id)
        })
      } catch (err) {
        await images.remove([poster])
        throw err
      }
    },

    /** Deletes the promotion, then (after the commit) its poster files. */
    async delete(id: number): Promise<{ id: number }> {
      const poster = await db.transaction().execute(async (trx) => {
        const r = await row(id, trx)
        await trx.deleteFrom('promotions').where('id', '=', id).where('account_id', '=', accountId).execute()
        return r.poster
      })
      await images.remove([poster])
      return { id }
    },
  }
}
