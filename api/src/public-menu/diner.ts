import { BASE_LANGUAGE } from '@menu/shared/menu/languages'
import type { Db } from '../db/connection.js'
import type { BranchRow } from '../db/types.js'
import type { MarketingDeps } from '../data/marketing-common.js'
import { sharedTranslationsIn } from '../data/translation-board.js'
import { scoped } from '../data/toolkit.js'
import { applyTemplate, loadMenuSource, type MenuOwner, type MenuSource } from './load.js'
import { branchOverrides } from './resolve.js'
import { translateSource } from './translate.js'

/**
 * Steps 1, 2 and 2a of a branch's menu in one language: loaded, its template and region applied, its
 * texts in `lang`. The public page (page.ts) and the print files (print/) both start here,
 * so paper and screen show the same dishes, prices and texts; each then applies the time
 * rule it needs (the page: what is offered now; paper: every schedule noted) and buildView.
 */
export async function dinerSource(
  deps: MarketingDeps,
  db: Db,
  branch: BranchRow,
  owner: MenuOwner,
  lang: string,
): Promise<MenuSource> {
  const accountId = Number(branch.account_id)
  const [source, overrides, shared] = await Promise.all([
    loadMenuSource(deps, branch, owner),
    // Its template's rows over its region's, locked fields ignored (resolve.ts).
    branchOverrides(db, accountId, branch, owner.allowed),
    // Spanish needs no translation, shared or not.
    lang === BASE_LANGUAGE ? undefined : sharedTranslationsIn(scoped(db, accountId), lang),
  ])
  return translateSource(applyTemplate(source, overrides), { code: lang, offered: owner.languages }, shared)
}
