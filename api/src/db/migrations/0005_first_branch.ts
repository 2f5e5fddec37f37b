import { type Kysely, sql } from 'kysely'

/**
 * accounts.first_branch_at: when the server created the account's first branch. It is set
 * once, in the transaction that inserts that branch, so the branch is created exactly once
 * and a branch deleted later is never recreated. Accounts that already have a branch (made
 * by the panel before the server did this) count as done.
 */
/** The tables this migration writes through the query builder, as they are at this point of the history. */
interface Schema {
  accounts: { first_branch_at: string | null }
}

export async function up(db: Kysely<Schema>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('first_branch_at', 'text').execute()
  await db
    .updateTable('accounts')
    .set({ first_branch_at: sql`created_at` })
    .where(sql<boolean>`exists (select 1 from sucursales where sucursales.account_id = accounts.id)`)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('first_branch_at').execute()
}
