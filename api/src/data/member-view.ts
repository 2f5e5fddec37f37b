import type { Executor } from './toolkit.js'

/** A person of the team as the API answers it (GET /v1/members, /v1/members/me, the profile's `member`). */
export interface MemberView {
  id: number
  name: string
  email: string
  role: string
  branch_ids: number[]
  state: string
  last_access_at: string | null
  created_at: string
  totp_enabled: boolean
  invite_expires_at: string | null
  is_owner: boolean
}

/**
 * The account's members (or only `memberId`), the owner first then by name: the owner's e-mail is
 * the account's own. Every query is bound to `accountId`.
 */
export async function membersView(db: Executor, accountId: number, memberId?: number): Promise<MemberView[]> {
  let q = db
    .selectFrom('members as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .select([
      'm.id',
      'm.name',
      'm.email',
      'a.email as account_email',
      'm.role',
      'm.state',
      'm.last_access_at',
      'm.created_at',
      'm.totp_enabled_at',
      'm.invite_expires_at',
    ])
    .where('m.account_id', '=', accountId)
  if (memberId !== undefined) q = q.where('m.id', '=', memberId)
  const rows = await q.execute()
  let b = db.selectFrom('member_branches').select(['member_id', 'sucursal_id']).where('account_id', '=', accountId)
  if (memberId !== undefined) b = b.where('member_id', '=', memberId)
  const branches = await b.orderBy('sucursal_id').execute()
  return rows
    .map((m) => ({
      id: Number(m.id),
      name: m.name,
      email: m.email ?? m.account_email,
      role: m.role,
      branch_ids: branches.filter((b) => Number(b.member_id) === Number(m.id)).map((b) => Number(b.sucursal_id)),
      state: m.state,
      last_access_at: m.last_access_at,
      created_at: m.created_at,
      totp_enabled: m.totp_enabled_at !== null,
      invite_expires_at: m.invite_expires_at,
      is_owner: m.role === 'owner',
    }))
    .sort((a, b) => Number(b.is_owner) - Number(a.is_owner) || a.name.localeCompare(b.name, 'es'))
}
