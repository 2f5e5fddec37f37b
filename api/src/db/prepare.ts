import { seedPlans } from '../data/plans.js'
import type { Db } from './connection.js'
import { migrateToLatest } from './migrate.js'

/** Migrations + plan catalogue: what every process needs before touching the database. */
export async function prepareDatabase(db: Db): Promise<void> {
  await migrateToLatest(db)
  await seedPlans(db)
}
