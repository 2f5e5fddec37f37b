import type { Kysely } from 'kysely'

/**
 * The fingerprint of the request an Idempotency-Key was used with (method, route, account,
 * canonical body: billing/payments/idempotency.ts), kept with what the key charged and wrote:
 * the same key with another request is refused (422 IDEMPOTENCY_KEY_REUSED) instead of
 * replaying the first answer. Null on older rows and on the renewal job's.
 */
// Only the schema builder is used: no table types are needed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('charges').addColumn('request_fingerprint', 'text').execute()
  await db.schema.alterTable('billing_history').addColumn('request_fingerprint', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('billing_history').dropColumn('request_fingerprint').execute()
  await db.schema.alterTable('charges').dropColumn('request_fingerprint').execute()
}
