import type { Db } from '../db/connection.js'
import type { BranchRow } from '../db/types.js'
import { type Locks, loadLocks } from '../data/locks.js'
import { scoped } from '../data/toolkit.js'
import {
  branchTemplate,
  type MenuAllowance,
  NO_OVERRIDES,
  type Override,
  type TemplateOverrides,
  templateOverrides,
} from './load.js'

/**
 * The one resolution of a branch's values (issue 43, docs/chains.md): per item and per field,
 * the branch's template row, else its region's row, else the base menu's. A field the owner
 * locked ignores both rows (the base value in every branch). Everything that shows or reasons
 * about what a branch's diners see (the public page, print, JSON-LD, the integrators' menu,
 * bulk price changes' "before") goes through here, never its own merge.
 */

const KINDS = ['products', 'variants', 'promotions', 'advertising'] as const

/** An override without the locked fields (a locked description takes its translations with it). */
function unlocked(o: Override, locks: Locks): Override {
  if (locks.size === 0) return o
  const { price, enabled, description, translations, ...rest } = o
  return {
    ...rest,
    ...(price !== undefined && !locks.has('price') ? { price } : {}),
    ...(enabled !== undefined && !locks.has('enabled') ? { enabled } : {}),
    ...(description !== undefined && !locks.has('description')
      ? { description, ...(translations !== undefined ? { translations } : {}) }
      : {}),
  }
}

/** Per field, the branch's value else the region's; a description comes with its own translations. */
function merged(region: Override | undefined, branch: Override | undefined): Override | undefined {
  if (!region) return branch
  if (!branch) return region
  const description =
    branch.description !== undefined
      ? { description: branch.description, translations: branch.translations }
      : region.description !== undefined
        ? { description: region.description, translations: region.translations }
        : {}
  const out: Override = {
    ...description,
    ...((branch.price ?? region.price) !== undefined ? { price: branch.price ?? region.price } : {}),
    ...((branch.enabled ?? region.enabled) !== undefined ? { enabled: branch.enabled ?? region.enabled } : {}),
    ...(branch.schedule !== undefined
      ? { schedule: branch.schedule }
      : region.schedule !== undefined
        ? { schedule: region.schedule }
        : {}),
  }
  if (out.translations === undefined) delete out.translations
  return out
}

const isEmptyOverride = (o: Override) => Object.keys(o).length === 0

/**
 * Pure: the overrides a branch's menu applies, from its region's rows and its own template's,
 * with the locked fields dropped from both (they follow the base menu).
 */
export function resolveOverrides(
  { region, branch }: { region: TemplateOverrides; branch: TemplateOverrides },
  locks: Locks,
): TemplateOverrides {
  const result = { products: new Map(), variants: new Map(), promotions: new Map(), advertising: new Map() }
  for (const kind of KINDS) {
    const ids = new Set([...region[kind].keys(), ...branch[kind].keys()])
    for (const id of ids) {
      const r = region[kind].get(id)
      const b = branch[kind].get(id)
      const o = merged(r && unlocked(r, locks), b && unlocked(b, locks))
      if (o && !isEmptyOverride(o)) result[kind].set(id, o)
    }
  }
  return result
}

/** The template holding the rows of the branch's region (null: no region). */
export async function regionTemplate(db: Db, accountId: number, regionId: number | null): Promise<number | null> {
  if (regionId === null) return null
  const row = await scoped(db, accountId)
    .selectFrom('regions')
    .select('template_id')
    .where('id', '=', regionId)
    .executeTakeFirst()
  return row ? Number(row.template_id) : null
}

/**
 * What a branch's menu applies over the base menu (its template's rows over its region's, the
 * locked fields dropped). Without the plan's templates feature: nothing (the base menu), as
 * `branchTemplate` says. The branch template, the region's rows and the locks are read at once.
 */
export async function branchOverrides(
  db: Db,
  accountId: number,
  branch: BranchRow,
  allowed: Pick<MenuAllowance, 'templates'>,
): Promise<TemplateOverrides> {
  const regionId = branch.region_id === null ? null : Number(branch.region_id)
  // Neither a template nor a region (or not in the plan): the base menu, without reading the locks.
  if (!allowed.templates || (branch.template_id === null && regionId === null)) return NO_OVERRIDES
  const [own, region, locks] = await Promise.all([
    templateOverrides(db, accountId, branchTemplate(branch, allowed)),
    regionTemplate(db, accountId, regionId).then((id) => templateOverrides(db, accountId, id)),
    loadLocks(db, accountId),
  ])
  if (region === NO_OVERRIDES && locks.size === 0) return own
  return resolveOverrides({ region, branch: own }, locks)
}
