import type { AdvertisingRow } from '../db/types.js'
import type { ImagePreset } from '../images/images.js'
import type { Answer } from '../schemas/shapes.js'
import { type MarketingDeps, type MarketingInput, marketingFields, marketingTable } from './marketing-common.js'

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
  ...marketingFields(r, today),
  image_mobile: r.image_mobile,
  image_desktop: r.image_desktop,
})

/**
 * The signed-in account's advertising: the marketing repository (marketing-common.ts) on its
 * table, with two images. Not draggable: `position` keeps the creation order (each new one or
 * clone goes after the last).
 */
export const advertisingRepo = (deps: MarketingDeps, accountId: number) =>
  marketingTable<'advertising', Advertising, AdvertisingInput>(deps, accountId, {
    table: 'advertising',
    images: AD_PRESETS,
    toItem: toAdvertising,
    upload: (id) => `POST /v1/advertising/${id}/attachment`,
    place: 'afterLast',
  })
