import type { Kysely } from 'kysely'

/**
 * Each branch's IANA time zone: its public menu's "now" and "end of the day" (schedules,
 * sold out until the end of the day) follow the branch's clock, since a franchise may span
 * Mexico's zones. NULL means the app's zone (APP_TIMEZONE), which every branch had before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sucursales').addColumn('time_zone', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sucursales').dropColumn('time_zone').execute()
}
