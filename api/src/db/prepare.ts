import { seedPlanPrices } from '../billing/price-list.js'
import { seedPlans } from '../data/plans.js'
import type { Db } from './connection.js'
import { migrateToLatest } from './migrate.js'

/** Migrations + plan catalogue + price list (missing rows only): what every process needs before touching the database. */
export async function prepareDatabase(db: Db): Promise<void> {
  await migrateToLatest(db)
  await seedPlans(db)
  await seedPlanPrices(db)
}
