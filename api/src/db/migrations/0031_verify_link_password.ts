import type { Kysely } from 'kysely'

/**
 * email_tokens.needs_password: a verification link that activates the account only for someone
 * who types its password. Set when the password was not chosen in the request that sent the
 * link (a resend), or when the address was claimed with another password while unverified (two
 * sign-ups): the mailbox's owner must never activate a stranger's password by clicking.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('email_tokens')
    .addColumn('needs_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_tokens').dropColumn('needs_password').execute()
}
