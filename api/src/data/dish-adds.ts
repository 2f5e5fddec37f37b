import type { Db } from '../db/connection.js'
import { fromBool01 } from '../db/values.js'
import { scoped } from './toolkit.js'

/**
 * Which dishes diners want (issue 45, docs/table-service.md): one `dish_adds` row per branch,
 * local day, dish and visitor (the views' daily keyed hash, views/counter.ts visitorHasher), so
 * a visitor adding a dish twice that day counts once and no cookie is involved. Not menu
 * content: no history, no change marker. Rows are kept 90 days (the cleanup job).
 */

export interface DishAdd {
  accountId: number
  branchId: number
  /** 'YYYY-MM-DD' in APP_TIMEZONE, as the views. */
  day: string
  productId: number
  visitor: string
}

/** Notes that `visitor` added the dish on `day` (a second add of the same visitor and day changes nothing). */
export async function noteDishAdd(db: Db, add: DishAdd): Promise<void> {
  await db
    .insertInto('dish_adds')
    .values({
      account_id: add.accountId,
      sucursal_id: add.branchId,
      day: add.day,
      product_id: add.productId,
      visitor: add.visitor,
    })
    .onConflict((oc) => oc.columns(['sucursal_id', 'day', 'product_id', 'visitor']).doNothing())
    .execute()
}

export interface DishDemand {
  product_id: number
  name: string
  /** Distinct visitors per day who added it, summed over the range. */
  adds: number
}

/**
 * Adds per dish at a branch over the local days `fromDay`..`toDay` (both included): every dish
 * enabled on the branch's menu, zeros included, plus any dish added in the range and disabled
 * since; most added first, then by name. `enabledAt` says what the branch's template and region
 * make of a dish (undefined: the dish's own switch), resolved by the caller (public-menu/resolve.ts
 * is a flow above this repository). The branch must be the account's (404 otherwise).
 */
export async function dishDemand(
  db: Db,
  accountId: number,
  branchId: number,
  fromDay: string,
  toDay: string,
  enabledAt: (productId: number) => boolean | undefined = () => undefined,
): Promise<DishDemand[]> {
  const own = scoped(db, accountId)
  await own.ownedRow('sucursales', branchId)
  const [products, counted] = await Promise.all([
    own.selectFrom('products').select(['products.id', 'products.name', 'products.enabled']).execute(),
    db
      .selectFrom('dish_adds')
      .select('product_id')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('account_id', '=', accountId)
      .where('sucursal_id', '=', branchId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .groupBy('product_id')
      .execute(),
  ])
  const adds = new Map(counted.map((r) => [Number(r.product_id), Number(r.n)]))
  const byName = new Intl.Collator('es', { sensitivity: 'base', numeric: true })
  return products
    .filter((p) => {
      const enabled = enabledAt(Number(p.id)) ?? fromBool01(p.enabled)
      return enabled || adds.has(Number(p.id))
    })
    .map((p) => ({ product_id: Number(p.id), name: p.name, adds: adds.get(Number(p.id)) ?? 0 }))
    .sort((a, b) => b.adds - a.adds || byName.compare(a.name, b.name) || a.product_id - b.product_id)
}

/** Deletes the rows of days before `beforeDay` ('YYYY-MM-DD'): the cleanup job keeps 90 days. */
export async function pruneDishAdds(db: Db, beforeDay: string): Promise<number> {
  const result = await db.deleteFrom('dish_adds').where('day', '<', beforeDay).executeTakeFirst()
  return Number(result.numDeletedRows)
}
