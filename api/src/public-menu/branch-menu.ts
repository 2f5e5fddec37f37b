import { BASE_LANGUAGE } from '@menu/shared/menu/languages'
import type { Static } from 'typebox'
import type { AppContext } from '../context.js'
import { branchTimeZone } from '../data/branches.js'
import { marketingDeps } from '../data/marketing-common.js'
import { AppError, notFound } from '../errors.js'
import { ownBranch } from '../print/source.js'
import type { BranchMenu } from '../schemas/branch-menu.js'
import { dinerSource } from './diner.js'
import { loadAccount, type MenuSource } from './load.js'
import { soldOutLookup } from './sold-out.js'

export type BranchMenuInfo = Static<typeof BranchMenu>

/**
 * A branch's menu for integrators (GET /v1/sucursales/{id}/menu): the same source the diners'
 * page and the print files start from (dinerSource: its template over its region over the base
 * menu, locked fields at the base value, texts in `lang`), with every product of a category and
 * its enabled flag and sold-out mark in the branch (the page shows the enabled ones).
 * `lang` must be one of the menu's languages (400 about lang).
 */
export async function branchMenu(
  ctx: AppContext,
  accountId: number,
  branchId: number,
  lang: string = BASE_LANGUAGE,
): Promise<BranchMenuInfo> {
  const branch = await ownBranch(ctx, accountId, branchId)
  const owner = await loadAccount(ctx.db, accountId)
  if (!owner) throw notFound()
  if (!owner.languages.includes(lang))
    throw new AppError(
      'VALIDATION_ERROR',
      `«${lang}» no es un idioma del menú (idiomas: ${owner.languages.join(', ')}).`,
      { field: 'lang' },
    )
  const source = await dinerSource(marketingDeps(ctx), ctx.db, branch, owner, lang)
  return {
    branch: {
      id: Number(branch.id),
      name: branch.name,
      route_key: branch.route_key,
      time_zone: branchTimeZone(branch, ctx.config.timeZone),
      enabled: Boolean(Number(branch.enabled)),
    },
    currency: owner.account.currency,
    language: lang,
    languages: owner.languages,
    families: menuFamilies(source),
    promotions: source.marketing.promotions.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      enabled: p.enabled,
      expiration: p.expiration,
      poster: p.poster,
    })),
    advertising: source.marketing.advertising.map((a) => ({
      id: a.id,
      name: a.name,
      description: a.description,
      enabled: a.enabled,
      expiration: a.expiration,
      image_mobile: a.image_mobile,
      image_desktop: a.image_desktop,
    })),
  }
}

/** Families by position, their categories by position, each with its products in board order. */
function menuFamilies(source: MenuSource): BranchMenuInfo['families'] {
  const soldOut = soldOutLookup(source.soldOut)
  const byCategory = new Map<number, MenuSource['products']>()
  for (const p of source.products) {
    if (p.category_id === null) continue
    byCategory.set(p.category_id, [...(byCategory.get(p.category_id) ?? []), p])
  }
  return source.families.map((f) => ({
    id: f.id,
    name: f.name,
    description: f.description,
    categories: f.categories.map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description,
      products: (byCategory.get(c.id) ?? []).map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        price: p.price,
        enabled: p.enabled,
        sold_out: soldOut.product(p.id),
        portion: p.portion,
        calories: p.calories,
        image: p.image,
        allergens: p.allergens,
        diets: p.diets,
        variant_groups: p.variant_groups.map((g) => ({
          id: g.id,
          name: g.name,
          obligatory: g.obligatory,
          limit: g.limit,
          variants: g.variants.map((v) => ({
            id: v.id,
            name: v.name,
            price: v.price,
            enabled: v.enabled,
            sold_out: soldOut.variant(p.id, v.id),
          })),
        })),
        // The source's steps: a menu of the day's for the branch's date (load.ts), in `lang`.
        kind: p.kind,
        daily: p.daily,
        steps: p.steps,
      })),
    })),
  }))
}
