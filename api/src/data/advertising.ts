import { isExpired } from '@menu/shared/validation'
import type { AdvertisingRow } from '../db/types.js'
import { fromBool01, isoAt, toBool01 } from '../db/values.js'
import { notFound } from '../errors.js'
import type { ImagePreset } from '../images/images.js'
import { clearsImage, expirationInput, type MarketingDeps, requiredText, todayOf } from './marketing-common.js'
import { copyName, type Executor } from './menu-common.js'

/** Spec §3 Advertising, with `expired` computed against today in APP_TIMEZONE. */
export interface Advertising {
  id: number
  name: string
  description: string
  /** 'YYYY-MM-DD' or null. */
  expiration: string | null
  /** URL of the 1080x1920 image (540x960 sibling), or null. */
  image_mobile: string | null
  /** URL of the 1920x1080 image (960x540 sibling), or null. */
  image_desktop: string | null
  enabled: boolean
  expired: boolean
  position: number
  updated: string
}

export const AD_IMAGES = ['image_mobile', 'image_desktop'] as const
export type AdImage = (typeof AD_IMAGES)[number]
/** The crop of each image (spec §9): mobile 1080x1920, desktop 1920x1080. */
export const AD_PRESETS: Record<AdImage, ImagePreset> = { image_mobile: 'adMobile', image_desktop: 'adDesktop' }

export interface AdvertisingInput {
  name?: string
  description?: string
  expiration?: string | null
  enabled?: boolean
  /** Only null (remove) or the current URL (no change): images are uploaded. */
  image_mobile?: string | null
  image_desktop?: string | null
}

export const toAdvertising = (r: AdvertisingRow, today: string): Advertising => ({
  id: Number(r.id),
  name: r.name,
  description: r.description,
  expiration: r.expiration,
  image_mobile: r.image_mobile,
  image_desktop: r.image_desktop,
  enabled: fromBool01(r.enabled),
  expired: isExpired(r.expiration, today),
  position: Number(r.position),
  updated: r.updated_at,
})

/**
 * The signed-in account's advertising. Not draggable: `position` keeps the creation order
 * (each new one or clone goes after the last). Every statement is filtered by `accountId`.
 */
export function advertisingRepo(deps: MarketingDeps, accountId: number) {
  const { db, now, images } = deps

  async function row(id: number, q: Executor = db): Promise<AdvertisingRow> {
    const r = await q.selectFrom('advertising').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst()
    if (!r) throw notFound()
    return r
  }

  /** After the last one (max + 1), so the list stays in creation order even after deletes. */
  const next = async (q: Executor) => {
    const top = await q.selectFrom('advertising').select((eb) => eb.fn.max('position').as('max')).where('account_id', '=', accountId).executeTakeFirst()
    return top?.max === null || top?.max === undefined ? 0 : Number(top.max) + 1
  }

  const get = async (id: number): Promise<Advertising> => toAdvertising(await row(id), todayOf(deps))

  return {
    get,

    /** By position (creation order), ties by id. */
    async list(): Promise<Advertising[]> {
      const today = todayOf(deps)
      const rows = await db.selectFrom('advertising').selectAll().where('account_id', '=', accountId).orderBy('position').orderBy('id').execute()
      return rows.map((r) => toAdvertising(r, today))
    },

    /** New advertisement, enabled, without images; position defaults to after the last one. */
    async create(input: AdvertisingInput & { name: string; description: string; position?: number }): Promise<number> {
      const expiration = expirationInput(input.expiration, todayOf(deps)) ?? null
      const at = isoAt(now())
      return db.transaction().execute(async (trx) => {
        const r = await trx.insertInto('advertising').values({
          account_id: accountId,
          name: requiredText(input.name),
          description: requiredText(input.description),
          expiration,
          image_mobile: null,
          image_desktop: null,
          enabled: toBool01(input.enabled ?? true),
          position: input.position ?? await next(trx),
          created_at: at,
          updated_at: at,
        }).returning('id').executeTakeFirstOrThrow()
        return Number(r.id)
      })
    },

    /** Partial update; `expiration: null` clears it; an image null removes it (files deleted after commit). */
    async update(id: number, input: AdvertisingInput): Promise<Advertising> {
      const removed = await db.transaction().execute(async (trx) => {
        const current = await row(id, trx)
        const expiration = expirationInput(input.expiration, todayOf(deps), current.expiration)
        const upload = `POST /v1/advertising/${id}/attachment`
        const clear = AD_IMAGES.filter((name) => clearsImage(current[name], input[name], upload))
        const set = {
          ...(input.name !== undefined ? { name: requiredText(input.name) } : {}),
          ...(input.description !== undefined ? { description: requiredText(input.description) } : {}),
          ...(expiration !== undefined ? { expiration } : {}),
          ...(input.enabled !== undefined ? { enabled: toBool01(input.enabled) } : {}),
          ...Object.fromEntries(clear.map((name) => [name, null])),
        }
        if (Object.keys(set).length > 0) {
          await trx.updateTable('advertising').set({ ...set, updated_at: isoAt(now()) }).where('id', '=', id).where('account_id', '=', accountId).execute()
        }
        return clear.map((name) => current[name])
      })
      await images.remove(removed)
      return get(id)
    },

    /**
     * Stores the given images (already read from the request) all or nothing: every file is
     * checked and encoded before any is stored, and the row changes in one statement. The
     * replaced files are deleted after the commit. Answers both current URLs.
     */
    async setImages(id: number, files: Partial<Record<AdImage, Buffer>>): Promise<Pick<Advertising, AdImage>> {
      await row(id)
      const names = AD_IMAGES.filter((name) => files[name] !== undefined)
      const urls = await images.saveAll(names.map((name) => ({ input: files[name]!, preset: AD_PRESETS[name] })))
      const set = Object.fromEntries(names.map((name, i) => [name, urls[i]!])) as Partial<Record<AdImage, string>>
      const old = await db.transaction().execute(async (trx) => {
        const r = await trx.selectFrom('advertising').select(['image_mobile', 'image_desktop'])
          .where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst()
        if (!r) return undefined
        await trx.updateTable('advertising').set({ ...set, updated_at: isoAt(now()) }).where('id', '=', id).where('account_id', '=', accountId).execute()
        return r
      })
      if (!old) {
        await images.remove(urls) // deleted meanwhile
        throw notFound()
      }
      await images.remove(names.map((name) => old[name]))
      return { image_mobile: set.image_mobile ?? old.image_mobile, image_desktop: set.image_desktop ?? old.image_desktop }
    },

    /** '<name> (copia)' placed last, with its own copies of both images' files. */
    async clone(id: number): Promise<number> {
      const source = await row(id)
      const copies: Partial<Record<AdImage, string | null>> = {}
      try {
        for (const name of AD_IMAGES) copies[name] = source[name] ? await images.copy(source[name]!, AD_PRESETS[name]) ?? null : null
        return await db.transaction().execute(async (trx) => {
          const at = isoAt(now())
          const r = await trx.insertInto('advertising').values({
            account_id: accountId,
            name: copyName(source.name),
            description: source.description,
            expiration: source.expiration,
            image_mobile: copies.image_mobile ?? null,
            image_desktop: copies.image_desktop ?? null,
            enabled: source.enabled,
            position: await next(trx),
            created_at: at,
            updated_at: at,
          }).returning('id').executeTakeFirstOrThrow()
          return Number(r.id)
        })
      } catch (err) {
        await images.remove(Object.values(copies))
        throw err
      }
    },

    /** Deletes the advertisement, then (after the commit) its image files. */
    async delete(id: number): Promise<{ id: number }> {
      const removed = await db.transaction().execute(async (trx) => {
        const r = await row(id, trx)
        await trx.deleteFrom('advertising').where('id', '=', id).where('account_id', '=', accountId).execute()
        return AD_IMAGES.map((name) => r[name])
      })
      await images.remove(removed)
      return { id }
    },
  }
}
