import type { Generated, Selectable } from 'kysely'
import type { IsoTime } from './columns.js'

/** A person of an account's team (migration 0034); the owner's e-mail and password are the account's own. */
export interface MembersTable {
  id: Generated<number>
  account_id: number
  /** 'owner' | 'admin' | 'manager' | 'staff' (shared/roles.json). */
  role: string
  /** 'invited' | 'active' | 'suspended' */
  state: Generated<string>
  name: Generated<string>
  /** null for the owner (accounts.email is theirs). */
  email: string | null
  /** null for the owner (accounts.password_hash) and until an invitation is accepted. */
  password_hash: string | null
  /** sha256 of the pending invitation's token; null once accepted (or for the owner). */
  invite_token_hash: string | null
  invite_expires_at: IsoTime | null
  invited_by: number | null
  /** The two-step login's base32 secret; set (unconfirmed) while enrolling. */
  totp_secret: string | null
  /** When the two-step login was confirmed; null: not on. */
  totp_enabled_at: IsoTime | null
  /** The 30-second step of the last two-step code used (migration 0035): that code and older ones are refused. */
  totp_last_step: number | null
  created_at: IsoTime
  last_access_at: IsoTime | null
}

export interface MemberBranchesTable {
  member_id: number
  sucursal_id: number
  account_id: number
}

export interface MemberRecoveryCodesTable {
  id: Generated<number>
  member_id: number
  code_hash: string
  used_at: IsoTime | null
}

export interface SignInsTable {
  id: Generated<number>
  account_id: number
  member_id: number
  at: IsoTime
  ip: Generated<string>
  device: Generated<string>
}

export type MemberRow = Selectable<MembersTable>
