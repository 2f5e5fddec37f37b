import { type RoleKey, roleOf } from '@menu/shared/roles'
import type { Db } from '../db/connection.js'
import type { ApiKeyActor } from './api-keys.js'
import { isoAt } from '../db/values.js'

/** The person behind an access token, read afresh on every request: a change of role, branches or state applies on their next request. */
export interface Person {
  memberId: number
  role: RoleKey
  /** A member's own e-mail; undefined for the owner (the account's e-mail is theirs). */
  email: string | undefined
  /** The branches a branch-bound role (manager, staff) works on; undefined: every branch. */
  branchIds: number[] | undefined
  /** The account requires a two-step login of this person's role and they have not set one up yet. */
  mustEnrollTotp: boolean
  /** Set when the request came with an API key (auth/api-keys.ts), not a person's token: the key acts as an administrator. */
  apiKey?: ApiKeyActor
}

/** Roles of which the owner may require a two-step login. */
export const TOTP_REQUIRABLE: readonly RoleKey[] = ['owner', 'admin']

/**
 * The person of a login (an access token's `fam`) when the login still stands, belongs to
 * `accountId`, and its member is still an active member of it: one primary-key lookup joined to
 * the member (and, for a branch-bound role, their branches). A revoked login, a removed or
 * suspended member: undefined (the request is refused 401 Wrong token).
 */
export async function personOfLogin(db: Db, familyId: string, accountId: number): Promise<Person | undefined> {
  const row = await db
    .selectFrom('refresh_families as f')
    .innerJoin('members as m', 'm.id', 'f.member_id')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .select([
      'f.account_id',
      'f.revoked_at',
      'm.id',
      'm.role',
      'm.state',
      'm.email',
      'm.account_id as member_account',
      'm.totp_enabled_at',
      'a.require_totp',
    ])
    .where('f.id', '=', familyId)
    .executeTakeFirst()
  if (!row || row.revoked_at || row.state !== 'active') return undefined
  if (Number(row.account_id) !== accountId || Number(row.member_account) !== accountId) return undefined
  const role = roleOf(row.role)
  if (!role) return undefined
  const branchIds = role.branches
    ? (await db.selectFrom('member_branches').select('sucursal_id').where('member_id', '=', row.id).execute()).map(
        (b) => Number(b.sucursal_id),
      )
    : undefined
  return {
    memberId: Number(row.id),
    role: role.key,
    email: row.email ?? undefined,
    branchIds,
    mustEnrollTotp: Number(row.require_totp) === 1 && TOTP_REQUIRABLE.includes(role.key) && !row.totp_enabled_at,
  }
}

/** The owner's member id of an account (created with the account, data/accounts.ts). */
export async function ownerMemberId(db: Db, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('account_id', '=', accountId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/** Records that a person used the panel now (a sign-in or a token renewal: not every request, which would write on every read). */
export async function touchMember(db: Db, memberId: number, nowMs: number): Promise<void> {
  await db
    .updateTable('members')
    .set({ last_access_at: isoAt(nowMs) })
    .where('id', '=', memberId)
    .execute()
}
