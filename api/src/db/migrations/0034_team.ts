import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely'

/**
 * A team per account (issue 42): every person who signs in is a member of one account with a
 * role ('owner' | 'admin' | 'manager' | 'staff', shared/roles.json). The owner is the account's
 * first member: their e-mail and password stay the account's own (accounts.email, the spec's
 * Cuenta tab), so their member row has neither; every other member has their own.
 *
 * - `members`: the person, their role and state ('invited' | 'active' | 'suspended'), the
 *   pending invitation (its token's sha256 and end; a new one replaces it, accepting spends it),
 *   their two-step login secret, last access. E-mails are unique across members (and, by the
 *   code that invites, across accounts' owners): a person belongs to one account.
 * - `member_branches`: the branches of a manager or staff member.
 * - `member_recovery_codes`: the ten single-use codes of a two-step login, hashed.
 * - `sign_ins`: each sign-in (time, IP, device) of each person.
 * - `refresh_families.member_id`: whose login it is; `history_entries.member_id`: who changed it.
 *   Both backfilled with the owner (every login and change so far was theirs).
 * - `accounts.require_totp`: the owner requires a two-step login of owners and administrators.
 * - `email_tokens.member_id`: a password reset link of a member (null: the owner's).
 *
 * The three added member_id columns carry no foreign key (SQLite cannot drop such a column in
 * `down`): removing a member revokes their logins and links in the same transaction (data/members.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  const idType = pg ? 'serial' : 'integer'
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())
  const account = (c: ColumnDefinitionBuilder) => c.notNull().references('accounts.id').onDelete('cascade')

  await db.schema
    .createTable('members')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', account)
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('invite_token_hash', 'text')
    .addColumn('invite_expires_at', 'text')
    .addColumn('invited_by', 'integer')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_access_at', 'text')
    .execute()
  await db.schema.createIndex('members_email').on('members').column('email').unique().execute()
  await db.schema.createIndex('members_invite').on('members').column('invite_token_hash').unique().execute()
  await db.schema.createIndex('members_account').on('members').columns(['account_id', 'role']).execute()

  await db.schema
    .createTable('member_branches')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('sucursal_id', 'integer', (c) => c.notNull().references('sucursales.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', account)
    .addPrimaryKeyConstraint('member_branches_pk', ['member_id', 'sucursal_id'])
    .execute()

  await db.schema
    .createTable('member_recovery_codes')
    .addColumn('id', idType, id)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute()
  await db.schema.createIndex('member_recovery_codes_member').on('member_recovery_codes').column('member_id').execute()

  await db.schema
    .createTable('sign_ins')
    .addColumn('id', idType, id)
    .addColumn('account_id', 'integer', account)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('device', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.createIndex('sign_ins_member').on('sign_ins').columns(['member_id', 'at']).execute()

  await db.schema
    .alterTable('accounts')
    .addColumn('require_totp', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('refresh_families').addColumn('member_id', 'integer').execute()
  await db.schema.alterTable('history_entries').addColumn('member_id', 'integer').execute()
  await db.schema
    .createIndex('history_entries_member')
    .on('history_entries')
    .columns(['account_id', 'member_id'])
    .execute()
  await db.schema.alterTable('email_tokens').addColumn('member_id', 'integer').execute()

  // Every account's owner becomes its first member, and everything so far was theirs.
  const now = new Date().toISOString()
  await sql`insert into members (account_id, role, state, name, created_at)
    select id, 'owner', 'active', company, ${now} from accounts`.execute(db)
  await sql`update refresh_families set member_id =
    (select m.id from members m where m.account_id = refresh_families.account_id and m.role = 'owner')`.execute(db)
  await sql`update history_entries set member_id =
    (select m.id from members m where m.account_id = history_entries.account_id and m.role = 'owner')
    where actor <> ''`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_tokens').dropColumn('member_id').execute()
  await db.schema.dropIndex('history_entries_member').execute()
  await db.schema.alterTable('history_entries').dropColumn('member_id').execute()
  await db.schema.alterTable('refresh_families').dropColumn('member_id').execute()
  await db.schema.alterTable('accounts').dropColumn('require_totp').execute()
  await db.schema.dropTable('sign_ins').execute()
  await db.schema.dropTable('member_recovery_codes').execute()
  await db.schema.dropTable('member_branches').execute()
  await db.schema.dropTable('members').execute()
}
