import type { BillingCurrency } from '@menu/shared/billing/zones'
import type { Db } from '../db/connection.js'
import { type PriceList, priceListFromRows, seedPriceRows } from '../billing/pricing.js'

/**
 * The price list in the database (plan_prices). Prices change there, without a deploy: the
 * seed only inserts rows that are absent, and every read goes to the table (no cache), so a
 * changed price shows on the next request.
 */

/** Inserts the list prices that are missing; never overwrites one. Safe from several instances at once. */
export async function seedPlanPrices(db: Db): Promise<void> {
  await db
    .insertInto('plan_prices')
    .values(seedPriceRows())
    .onConflict((oc) => oc.columns(['code', 'interval']).doNothing())
    .execute()
}

/** A currency's current prices, read from the table. */
export async function loadPriceList(db: Db, currency: BillingCurrency): Promise<PriceList> {
  const rows = await db.selectFrom('plan_prices').selectAll().where('currency', '=', currency).execute()
  return priceListFromRows(currency, rows)
}
