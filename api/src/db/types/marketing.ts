import type { Generated, Selectable } from 'kysely'
import type { Bool01, OwnedRow, Translated } from './columns.js'

/** A promotion. `expiration` is a calendar date 'YYYY-MM-DD' (null: none). */
export interface PromotionsTable extends OwnedRow, Translated {
  name: string
  description: string
  expiration: string | null
  /** URL of the 1080x1920 poster; the 540x960 one is the same name ending in -540x960.webp. */
  poster: string | null
  enabled: Bool01
  position: number
  /** Shared Schedule as JSON text; null = always available (migrations/0016). */
  schedule: Generated<string | null>
}

/** An advertisement. Ordered by `position` (creation order: there is no reorder). */
export interface AdvertisingTable extends OwnedRow, Translated {
  name: string
  description: string
  expiration: string | null
  /** 1080x1920 (sibling -540x960.webp). */
  image_mobile: string | null
  /** 1920x1080 (sibling -960x540.webp). */
  image_desktop: string | null
  enabled: Bool01
  position: number
}

export type PromotionRow = Selectable<PromotionsTable>
export type AdvertisingRow = Selectable<AdvertisingTable>
