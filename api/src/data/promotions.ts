import type { Schedule } from '@menu/shared/menu/schedule'
import type { PromotionRow } from '../db/types.js'
import type { Answer } from '../schemas/shapes.js'
import { type MarketingDeps, type MarketingInput, marketingFields, marketingTable } from './marketing-common.js'
import { scheduleInput, scheduleOf } from './schedules.js'
import { applyPositions, type PositionItem, scoped } from './toolkit.js'

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
  ...marketingFields(r, today),
  poster: r.poster,
  schedule: scheduleOf(r.schedule),
})

/**
 * The signed-in account's promotions: the marketing repository (marketing-common.ts) on their
 * table, drag-ordered (a new one is placed at their number), with one poster and a schedule.
 */
export function promotionsRepo(deps: MarketingDeps, accountId: number) {
  const repo = marketingTable(deps, accountId, {
    table: 'promotions',
    images: { poster: 'poster' },
    toItem: toPromotion,
    upload: (id) => `POST /v1/promotions/${id}/attachment`,
    place: 'count',
    columns: (input: PromotionInput) => {
      const schedule = scheduleInput(input.schedule)
      return schedule === undefined ? {} : { schedule }
    },
  })
  return {
    ...repo,
    /** A drag reorder [{id, position}] in one transaction; a foreign or missing id: 404 and nothing changes. */
    reorder: (items: PositionItem[]) =>
      scoped(deps.db, accountId).transaction((t) => applyPositions(t, 'promotions', items)),
    /** Stores a new poster (already read from the request); answers its URL. */
    setPoster: async (id: number, file: Buffer): Promise<string> =>
      (await repo.setImages(id, { poster: file })).poster!,
  }
}
