import { isExpired } from '@menu/shared/validation'
import type { AdvertisingRow } from '../db/types.js'
import { fromBool01, isoAt, toBool01 } from '../db/values.js'
import type { ImagePreset } from '../images/images.js'
import {
  expirationInput,
  type MarketingDeps,
  type MarketingInput,
  marketingTable,
  requiredText,
  todayOf,
} from './marketing-common.js'
import { translationsOf, translationsSet } from './translations.js'
import { copyName, scoped } from './toolkit.js'
import type { Answer } from '../schemas/shapes.js'

/** An advertisement, with `expired` computed against today in APP_TIMEZONE. */
export type Advertising = Answer<'Advertising'>

export const AD_IMAGES = ['image_mobile', 'image_desktop'] as const
export type AdImage = (typeof AD_IMAGES)[number]
/** The crop of each image: mobile 1080x1920, desktop 1920x1080. */
export const AD_PRESETS: Record<AdImage, ImagePreset> = { image_mobile: 'adMobile', image_desktop: 'adDesktop' }

export interface AdvertisingInput extends MarketingInput {
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
  translations: translationsOf(r.translations),
})

/**
 * The signed-in account's advertising. Not draggable: `position` keeps the creation order
 * (each new one or clone goes after the last). Every statement goes through `scoped`.
 */
export function advertisingRepo(deps: MarketingDeps, accountId: number) {
  const { db, now, images } = deps
  const own = scoped(db, accountId)

  const table = marketingTable(deps, accountId, {
    table: 'advertising',
    images: AD_PRESETS,
    toItem: toAdvertising,
    upload: (id) => `POST /v1/advertising/${id}/attachment`,
  })

  return {
    get: table.get,

    /** By position (creation order), ties by id. */
    list: table.list,

    /** New advertisement, enabled, without images; position defaults to after the last one. */
    async create(input: AdvertisingInput & { name: string; description: string; position?: number }): Promise<number> {
      const expiration = expirationInput(input.expiration, todayOf(deps)) ?? null
      const at = isoAt(now())
      return own.transaction(async (t) => {
        const r = await t
          .insertInto('advertising', {
            name: requiredText(input.name),
            description: requiredText(input.description),
            translations: (await translationsSet(t, input.translations, null)) ?? '{}',
            expiration,
            image_mobile: null,
            image_desktop: null,
            enabled: toBool01(input.enabled ?? true),
            position: input.position ?? (await table.next(t)),
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        return Number(r.id)
      })
    },

    /** Partial update; `expiration: null` clears it; an image null removes it (files deleted after commit). */
    update: (id: number, input: AdvertisingInput): Promise<Advertising> => table.update(id, input),

    /**
     * Stores the given images (already read from the request) all or nothing: every file is
     * checked and encoded before any is stored, and the row changes in one statement. The
     * replaced files are deleted after the commit. Answers both current URLs.
     */
    async setImages(id: number, files: Partial<Record<AdImage, Buffer>>): Promise<Pick<Advertising, AdImage>> {
      await table.row(id)
      const names = AD_IMAGES.filter((name) => files[name] !== undefined)
      const urls = await images.saveAll(
        names.map((name) => ({ input: files[name]!, preset: AD_PRESETS[name], part: name })),
      )
      const set = Object.fromEntries(names.map((name, i) => [name, urls[i]!])) as Partial<Record<AdImage, string>>
      const old = await table.replaceImages(id, set)
      return {
        image_mobile: set.image_mobile ?? old.image_mobile,
        image_desktop: set.image_desktop ?? old.image_desktop,
      }
    },

    /** '<name> (copia)' placed last, with its own copies of both images' files. */
    async clone(id: number): Promise<number> {
      const source = await table.row(id)
      return table.cloneWith(source, (copies) =>
        own.transaction(async (t) => {
          const at = isoAt(now())
          const r = await t
            .insertInto('advertising', {
              name: copyName(source.name),
              description: source.description,
              translations: source.translations,
              expiration: source.expiration,
              image_mobile: copies.image_mobile,
              image_desktop: copies.image_desktop,
              enabled: source.enabled,
              position: await table.next(t),
              created_at: at,
              updated_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          return Number(r.id)
        }),
      )
    },

    /** Deletes the advertisement, then (after the commit) its image files. */
    delete: table.delete,
  }
}
