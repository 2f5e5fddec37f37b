import type { Kysely } from 'kysely'

/**
 * sandbox_payments.auth_token_hash / auth_token_expires_at: the one-time key to a pending
 * payment's 3-D Secure page (billing/sandbox/store.ts). The page's address is handed only to the
 * session whose call started the payment, with the key in it; only the key's hash is kept, the
 * newest one replaces any earlier one, it expires, and the owner's answer spends it. Without it,
 * anyone holding the page's address could approve the payment, as no real bank allows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sandbox_payments').addColumn('auth_token_hash', 'text').execute()
  await db.schema.alterTable('sandbox_payments').addColumn('auth_token_expires_at', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sandbox_payments').dropColumn('auth_token_expires_at').execute()
  await db.schema.alterTable('sandbox_payments').dropColumn('auth_token_hash').execute()
}
