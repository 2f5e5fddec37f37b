import type { Kysely } from 'kysely'

/**
 * `members.totp_last_step`: the 30-second step of the last two-step code a person used (issue
 * 42). RFC 6238 §5.2: a code is accepted once; a code of this step or an earlier one is refused
 * afterwards, so a code read over someone's shoulder (or from a proxy's log) cannot be replayed
 * within its window. Null: no code used yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('totp_last_step', 'integer').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('totp_last_step').execute()
}
