import type { Schedule } from '@menu/shared/menu/schedule'
import { isExpired } from '@menu/shared/validation'
import type { PromotionRow } from '../db/types.js'
import { fromBool01, isoAt, toBool01 } from '../db/values.js'
import {
  expirationInput,
  type MarketingDeps,
  type MarketingInput,
  marketingTable,
  requiredText,
  todayOf,
} from './marketing-common.js'
import { scheduleInput, scheduleOf } from './schedules.js'
import { translationsOf, translationsSet } from './translations.js'
import { applyPositions, copyName, type PositionItem, scoped } from './toolkit.js'
import type { Answer } from '../schemas/shapes.js'

/** A promotion, with `expired` computed against today in APP_TIMEZONE. */
export type Promotion = Answer<'Promotion'>

export interface PromotionInput extends MarketingInput {
  position?: number
  /** Only null (remove the poster) or the current URL (no change): posters are uploaded. */
  poster?: string | null
  /** null: always available; undefined: unchanged. */
  schedule?: Schedule | null
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
  schedule: scheduleOf(r.schedule),
  updated: r.updated_at,
  translations: translationsOf(r.translations),
})

/** The signed-in account's promotions (drag-ordered). Every statement goes through `scoped`: foreign ids answer 404. */
export function promotionsRepo(deps: MarketingDeps, accountId: number) {
  const { db, now, images } = deps
  const own = scoped(db, accountId)

  const table = marketingTable(deps, accountId, {
    table: 'promotions',
    images: { poster: 'poster' },
    toItem: toPromotion,
    upload: (id) => `POST /v1/promotions/${id}/attachment`,
  })

  return {
    get: table.get,

    /** By position (ties by id). */
    list: table.list,

    /** New promotion, enabled, without poster; position defaults to the number of promotions (last). */
    async create(input: PromotionInput & { name: string; description: string }): Promise<number> {
      const expiration = expirationInput(input.expiration, todayOf(deps)) ?? null
      const schedule = scheduleInput(input.schedule) ?? null
      const at = isoAt(now())
      return own.transaction(async (t) => {
        const r = await t
          .insertInto('promotions', {
            name: requiredText(input.name),
            description: requiredText(input.description),
            translations: (await translationsSet(t, input.translations, null)) ?? '{}',
            expiration,
            poster: null,
            schedule,
            enabled: toBool01(input.enabled ?? true),
            // A new promotion's position is the current number of promotions (last).
            position: input.position ?? (await t.count('promotions')),
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        return Number(r.id)
      })
    },

    /** Partial update; `expiration: null` clears it; `poster: null` removes the poster (files deleted after commit). */
    update(id: number, input: PromotionInput): Promise<Promotion> {
      const schedule = scheduleInput(input.schedule)
      return table.update(id, input, {
        ...(input.position !== undefined ? { position: input.position } : {}),
        ...(schedule !== undefined ? { schedule } : {}),
      })
    },

    /** A drag reorder [{id, position}] in one transaction; a foreign or missing id: 404 and nothing changes. */
    async reorder(items: PositionItem[]): Promise<void> {
      await own.transaction((t) => applyPositions(t, 'promotions', items))
    },

    /** Stores a new poster (already read from the request), then deletes the old files. */
    async setPoster(id: number, file: Buffer): Promise<string> {
      await table.row(id)
      const poster = await images.save(file, 'poster')
      await table.replaceImages(id, { poster })
      return poster
    },

    /** '<name> (copia)' placed last, with its own copy of the poster files. */
    async clone(id: number): Promise<number> {
      const source = await table.row(id)
      return table.cloneWith(source, ({ poster }) =>
        own.transaction(async (t) => {
          const at = isoAt(now())
          const r = await t
            .insertInto('promotions', {
              name: copyName(source.name),
              description: source.description,
              translations: source.translations,
              expiration: source.expiration,
              poster,
              schedule: source.schedule,
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

    /** Deletes the promotion, then (after the commit) its poster files. */
    delete: table.delete,
  }
}
