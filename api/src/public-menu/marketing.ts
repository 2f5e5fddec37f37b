import type { Translations } from '@menu/shared/menu/languages'
import type { Schedule } from '@menu/shared/menu/schedule'
import { advertisingRepo } from '../data/advertising.js'
import { type MarketingDeps, todayOf } from '../data/marketing-common.js'
import { promotionsRepo } from '../data/promotions.js'
import { marketingTranslations } from './translate.js'

/** A promotion as the public menu needs it (before template overrides and the enabled filter). */
export interface PromotionSource {
  id: number
  name: string
  description: string | null
  /** 'YYYY-MM-DD' (last day it is shown) or null. */
  expiration: string | null
  poster: string | null
  enabled: boolean
  /** null: always (docs/schedules.md); a template may replace it. */
  schedule: Schedule | null
  /** Its name and description in other languages (translate.ts). */
  translations?: Translations
}

export interface AdvertisingSource {
  id: number
  name: string
  description: string | null
  expiration: string | null
  image_mobile: string | null
  image_desktop: string | null
  enabled: boolean
  translations?: Translations
}

export interface MarketingSource {
  /** By position. */
  promotions: PromotionSource[]
  /** By position (creation order). */
  advertising: AdvertisingSource[]
  /** The calendar date (APP_TIMEZONE) the expirations were checked against. */
  today: string
}

/**
 * The account's promotions and advertising, when its plan includes them (`allowed`, from
 * loadAccount), that are not expired today (an item expiring today is still shown), in display
 * order, through the account-bound repositories.
 * The enabled flag is kept (a template may change it); the view drops disabled ones and
 * those without their images.
 */
export async function activeMarketing(
  deps: MarketingDeps,
  accountId: number,
  allowed: { promotions: boolean; advertising: boolean },
): Promise<MarketingSource> {
  const today = todayOf(deps)
  // Only what the current plan includes: after a downgrade the ads stop showing.
  const [promotions, advertising] = await Promise.all([
    allowed.promotions ? promotionsRepo(deps, accountId).list() : [],
    allowed.advertising ? advertisingRepo(deps, accountId).list() : [],
  ])
  const texts = await marketingTranslations(deps.db, accountId, {
    promotions: promotions.length > 0,
    advertising: advertising.length > 0,
  })
  return {
    promotions: promotions
      .filter((p) => !p.expired)
      .map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        expiration: p.expiration,
        poster: p.poster,
        enabled: p.enabled,
        schedule: p.schedule,
        translations: texts.promotions.get(p.id) ?? {},
      })),
    advertising: advertising
      .filter((a) => !a.expired)
      .map((a) => ({
        id: a.id,
        name: a.name,
        description: a.description,
        expiration: a.expiration,
        image_mobile: a.image_mobile,
        image_desktop: a.image_desktop,
        enabled: a.enabled,
        translations: texts.advertising.get(a.id) ?? {},
      })),
    today,
  }
}
