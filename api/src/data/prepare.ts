import { seedPlanPrices } from './price-list.js'
import { seedPlans } from './plans.js'
import type { Db } from '../db/connection.js'
import { migrateToLatest } from '../db/migrate.js'

/** Migrations + plan catalogue + price list (missing rows only): what every process needs before touching the database. */
export async function prepareDatabase(db: Db): Promise<void> {
  await migrateToLatest(db)
  await seedPlans(db)
  await seedPlanPrices(db)
}
