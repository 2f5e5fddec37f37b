import type { Db } from '../db/connection.js'
import type { AccountRow } from '../db/types.js'
import { accountsData, normalizeEmail } from '../data/accounts.js'

/**
 * What signs a person in, whoever they are: the account's owner (their e-mail and password are
 * the account's, accounts.email and accounts.password_hash) or a member (members.email and
 * members.password_hash, once their invitation is accepted). Everything else of the person (their
 * two-step login) is on their member row, the owner's too.
 */
export interface Credentials {
  accountId: number
  memberId: number
  /** The owner's account row (verification, first branch); undefined for a member. */
  account: AccountRow | undefined
  /** Where the person's e-mail goes (the owner's: the account's). */
  email: string
  passwordHash: string
  /** 'active' or 'suspended' (an invitation not accepted yet has no credentials). */
  state: string
  totpSecret: string | null
  totpEnabled: boolean
  totpLastStep: number | null
}

type MemberPart = {
  id: number
  account_id: number
  state: string
  email: string | null
  password_hash: string | null
  totp_secret: string | null
  totp_enabled_at: string | null
  totp_last_step: number | null
}

const MEMBER_COLUMNS = [
  'id',
  'account_id',
  'state',
  'email',
  'password_hash',
  'totp_secret',
  'totp_enabled_at',
  'totp_last_step',
] as const

function credentialsOf(member: MemberPart, account: AccountRow | undefined): Credentials | undefined {
  const email = account?.email ?? member.email
  const passwordHash = account?.password_hash ?? member.password_hash
  if (!email || !passwordHash || member.state === 'invited') return undefined
  return {
    accountId: Number(member.account_id),
    memberId: Number(member.id),
    account,
    email,
    passwordHash,
    state: member.state,
    totpSecret: member.totp_secret,
    totpEnabled: member.totp_enabled_at !== null && member.totp_secret !== null,
    totpLastStep: member.totp_last_step === null ? null : Number(member.totp_last_step),
  }
}

const ownerRow = (db: Db, accountId: number) =>
  db
    .selectFrom('members')
    .select(MEMBER_COLUMNS)
    .where('account_id', '=', accountId)
    .where('role', '=', 'owner')
    .executeTakeFirst()

/** The member (not owner) whose e-mail is `email`. */
const memberByEmail = (db: Db, email: string) =>
  db
    .selectFrom('members')
    .select(MEMBER_COLUMNS)
    .where('email', '=', normalizeEmail(email))
    .where('role', '!=', 'owner')
    .executeTakeFirst()

/**
 * The person who signs in with `email`: the owner of the account of that e-mail, else the member
 * of that e-mail who accepted their invitation. Undefined for anyone else (an invitation not
 * accepted yet is like no account).
 */
export async function findCredentials(db: Db, email: string): Promise<Credentials | undefined> {
  const account = await accountsData(db).findByEmail(email)
  if (account) {
    const owner = await ownerRow(db, Number(account.id))
    return owner && credentialsOf(owner, account)
  }
  const member = await memberByEmail(db, email)
  return member && credentialsOf(member, undefined)
}

/**
 * `findCredentials` inside a transaction, with the person's account row locked first (the lock
 * every change of credentials or e-mail links takes, data/accounts.ts: none interleaves).
 */
export async function lockCredentials(trx: Db, email: string): Promise<Credentials | undefined> {
  const account = await accountsData(trx).lockByEmail(email)
  if (account) {
    const owner = await ownerRow(trx, Number(account.id))
    return owner && credentialsOf(owner, account)
  }
  const found = await memberByEmail(trx, email)
  if (!found) return undefined
  await trx
    .updateTable('accounts')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', found.account_id)
    .execute()
  // Read again under the lock: the row may have changed while we waited for it.
  const member = await memberByEmail(trx, email)
  return member && Number(member.account_id) === Number(found.account_id) ? credentialsOf(member, undefined) : undefined
}

/** The credentials of the signed-in person `memberId` of `accountId`. */
export async function credentialsOfPerson(
  db: Db,
  accountId: number,
  memberId: number,
): Promise<Credentials | undefined> {
  const member = await db
    .selectFrom('members')
    .select([...MEMBER_COLUMNS, 'role'])
    .where('id', '=', memberId)
    .where('account_id', '=', accountId)
    .executeTakeFirst()
  if (!member) return undefined
  const account = member.role === 'owner' ? await accountsData(db).findById(accountId) : undefined
  if (member.role === 'owner' && !account) return undefined
  return credentialsOf(member, account)
}

/** Sets the person's password: the account's for the owner, the member's own otherwise. */
export async function setPersonPassword(db: Db, person: Credentials, hash: string): Promise<void> {
  if (person.account) await accountsData(db).setPasswordHash(person.accountId, hash)
  else await db.updateTable('members').set({ password_hash: hash }).where('id', '=', person.memberId).execute()
}

/** The e-mail of the person signed in on `request` (the owner's: the account's), for the login counters. */
export async function signedInEmail(
  db: Db,
  request: { accountId: number; member: { email: string | undefined } },
): Promise<string | undefined> {
  return request.member.email ?? (await accountsData(db).findById(request.accountId))?.email
}
