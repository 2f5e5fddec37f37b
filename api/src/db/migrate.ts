import { type Migration, Migrator, sql } from 'kysely'
import type { Db } from './connection.js'
import * as m0001 from './migrations/0001_initial.js'
import * as m0002 from './migrations/0002_menu.js'
import * as m0003 from './migrations/0003_marketing.js'
import * as m0004 from './migrations/0004_route_keys.js'
import * as m0005 from './migrations/0005_first_branch.js'
import * as m0006 from './migrations/0006_route_key_case.js'
import * as m0007 from './migrations/0007_released_route_keys.js'
import * as m0008 from './migrations/0008_templates.js'
import * as m0009 from './migrations/0009_billing_foundation.js'
import * as m0010 from './migrations/0010_subscriptions.js'
import * as m0011 from './migrations/0011_renewal_anchor.js'
import * as m0012 from './migrations/0012_list_versions.js'
import * as m0013 from './migrations/0013_menu_views.js'
import * as m0014 from './migrations/0014_branch_time_zone.js'
import * as m0015 from './migrations/0015_sold_out.js'
import * as m0016 from './migrations/0016_schedules.js'
import * as m0017 from './migrations/0017_account_links.js'
import * as m0018 from './migrations/0018_money_integers.js'
import * as m0019 from './migrations/0019_request_fingerprints.js'
import * as m0020 from './migrations/0020_old_route_keys_limit.js'
import * as m0021 from './migrations/0021_menu_view_visitors.js'
import * as m0022 from './migrations/0022_allergens.js'
import * as m0023 from './migrations/0023_languages.js'
import * as m0024 from './migrations/0024_history.js'
import * as m0025 from './migrations/0025_scheduled_changes.js'
import * as m0026 from './migrations/0026_branch_tables.js'
import * as m0027 from './migrations/0027_table_views.js'
import * as m0028 from './migrations/0028_payment_outcomes.js'
import * as m0029 from './migrations/0029_carried_charges.js'
import * as m0030 from './migrations/0030_sandbox_authentication.js'
import * as m0031 from './migrations/0031_verify_link_password.js'
import * as m0032 from './migrations/0032_privacy_and_wifi.js'
import * as m0033 from './migrations/0033_change_marker.js'
import * as m0034 from './migrations/0034_team.js'
import * as m0035 from './migrations/0035_totp_step.js'
import * as m0036 from './migrations/0036_chains.js'
import * as m0037 from './migrations/0037_combos.js'
import * as m0038 from './migrations/0038_table_service.js'

/** Static list (no file-system scanning): works the same under tsx, bundlers and tests. Append only. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_menu': m0002,
  '0003_marketing': m0003,
  '0004_route_keys': m0004,
  '0005_first_branch': m0005,
  '0006_route_key_case': m0006,
  '0007_released_route_keys': m0007,
  '0008_templates': m0008,
  '0009_billing_foundation': m0009,
  '0010_subscriptions': m0010,
  '0011_renewal_anchor': m0011,
  '0012_list_versions': m0012,
  '0013_menu_views': m0013,
  '0014_branch_time_zone': m0014,
  '0015_sold_out': m0015,
  '0016_schedules': m0016,
  '0017_account_links': m0017,
  '0018_money_integers': m0018,
  '0019_request_fingerprints': m0019,
  '0020_old_route_keys_limit': m0020,
  '0021_menu_view_visitors': m0021,
  '0022_allergens': m0022,
  '0023_languages': m0023,
  '0024_history': m0024,
  '0025_scheduled_changes': m0025,
  '0026_branch_tables': m0026,
  '0027_table_views': m0027,
  '0028_payment_outcomes': m0028,
  '0029_carried_charges': m0029,
  '0030_sandbox_authentication': m0030,
  '0031_verify_link_password': m0031,
  '0032_privacy_and_wifi': m0032,
  '0033_change_marker': m0033,
  '0034_team': m0034,
  '0035_totp_step': m0035,
  '0036_chains': m0036,
  '0037_combos': m0037,
  '0038_table_service': m0038,
}

/** Brings the schema up to date. Kysely's migration lock makes concurrent starts safe. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/** The last migration this build knows: the database is ready for it once that one is applied. */
export const LAST_MIGRATION = Object.keys(MIGRATIONS).at(-1) ?? ''

/**
 * Whether the database has every migration of this build (Kysely's migration table lists the
 * last one). A later one applied by a newer instance still counts as ready (rolling deploys).
 */
export async function migrationsDone(db: Db): Promise<boolean> {
  const { rows } = await sql<{
    name: string
  }>`select name from kysely_migration where name = ${LAST_MIGRATION}`.execute(db)
  return rows.length === 1
}
