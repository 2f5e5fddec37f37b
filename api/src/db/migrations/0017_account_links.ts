import { type Kysely, sql } from 'kysely'

/**
 * E-mail links beyond verification (password reset), and links that can be superseded:
 * - `purpose`: 'verify' (sign-up / resend) or 'reset' (forgotten password);
 * - `revoked_at`: set when a newer link of the same purpose was sent, or the link's purpose was
 *   met another way, so an older link in the mailbox stops working;
 * - `password_hash`: the account's password hash when the link was sent. A link only works while
 *   the account still has that password, so a verification link proves the mailbox for the
 *   password chosen in the sign-up that sent it, and a reset link dies with any password change.
 * Links sent before this migration are bound to the account's current password.
 */
/** The tables this migration writes through the query builder, as they are at this point of the history. */
interface Schema {
  email_tokens: { password_hash: string | null }
}

export async function up(db: Kysely<Schema>): Promise<void> {
  await db.schema
    .alterTable('email_tokens')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('verify'))
    .execute()
  await db.schema.alterTable('email_tokens').addColumn('revoked_at', 'text').execute()
  await db.schema.alterTable('email_tokens').addColumn('password_hash', 'text').execute()
  await db
    .updateTable('email_tokens')
    .set({ password_hash: sql`(select password_hash from accounts where accounts.id = email_tokens.account_id)` })
    .execute()
  await db.schema
    .createIndex('email_tokens_account_idx')
    .on('email_tokens')
    .columns(['account_id', 'purpose'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('email_tokens_account_idx').execute()
  for (const column of ['password_hash', 'revoked_at', 'purpose'])
    await db.schema.alterTable('email_tokens').dropColumn(column).execute()
}
