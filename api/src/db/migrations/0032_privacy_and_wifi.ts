import type { Kysely } from 'kysely'
import { installHistoryTriggers } from '../history-triggers.js'

/**
 * accounts.privacy_url: the owner's privacy notice ('Aviso de privacidad', an https URL), which
 * the public menu links to while it runs tracking scripts (GTM, Analytics, the Meta pixel);
 * the API asks for it before those ids can be saved.
 * sucursales.wifi_name / wifi_password: the branch's guest Wi-Fi, printed as a second QR code
 * on the table tents only (never on the public page or its JSON).
 * The history's triggers name every recorded column: reinstalled so the new ones are recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('privacy_url', 'text').execute()
  await db.schema.alterTable('sucursales').addColumn('wifi_name', 'text').execute()
  await db.schema.alterTable('sucursales').addColumn('wifi_password', 'text').execute()
  await installHistoryTriggers(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('privacy_url').execute()
  await db.schema.alterTable('sucursales').dropColumn('wifi_name').execute()
  await db.schema.alterTable('sucursales').dropColumn('wifi_password').execute()
  await installHistoryTriggers(db)
}
