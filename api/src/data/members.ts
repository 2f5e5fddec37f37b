import { roleLabel, roleOf } from '@menu/shared/roles'
import { hashToken, randomToken } from '../auth/secrets.js'
import type { Db } from '../db/connection.js'
import { isUniqueViolation } from '../db/errors.js'
import { isoAt } from '../db/values.js'
import { AppError, notFound } from '../errors.js'
import { normalizeEmail } from './accounts.js'
import { type MemberView, membersView } from './member-view.js'
import { endAccess, SIGN_INS_KEPT } from './members-access.js'
import { accountPlan, memberLimit } from './plans.js'
import { affected, chunks, type Executor, inTransaction, scoped } from './toolkit.js'

/** The roles an owner may give (there is one owner: the account's). */
export type TeamRole = 'admin' | 'manager' | 'staff'

export interface InviteInput {
  email: string
  role: TeamRole
  branch_ids: number[]
}

export interface MemberPatch {
  role?: TeamRole
  branch_ids?: number[]
  state?: 'active' | 'suspended'
}

/** What the invitation e-mail says (mail/invitation.ts): sent after the transaction that stored its token. */
export interface InvitationMail {
  id: number
  to: string
  token: string
  company: string
  invitedBy: string
  roleLabel: string
  expiresAt: string
}

export interface SignIn {
  at: string
  ip: string
  device: string
}

/**
 * Whether `email` (normalized) may join the account: not an account's e-mail (an owner's; this
 * account's own owner is already in the team) and not a member's of any account. A person
 * belongs to one account, so the e-mail they sign in with names one person.
 */
async function assertEmailFree(trx: Executor, accountId: number, email: string): Promise<void> {
  const owner = await trx.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst()
  if (owner) throw new AppError(Number(owner.id) === accountId ? 'MEMBER_EXISTS' : 'MEMBER_EMAIL_ELSEWHERE')
  const member = await trx.selectFrom('members').select('account_id').where('email', '=', email).executeTakeFirst()
  if (member) throw new AppError(Number(member.account_id) === accountId ? 'MEMBER_EXISTS' : 'MEMBER_EMAIL_ELSEWHERE')
}

/**
 * The branches a role keeps: a branch-bound role (manager, staff) needs at least one, each the
 * account's (404 otherwise, like any other id of another account); any other role has none.
 */
async function branchesFor(trx: Executor, accountId: number, role: string, ids: number[]): Promise<number[]> {
  if (!roleOf(role)?.branches) return []
  const unique = [...new Set(ids)]
  if (unique.length === 0) throw new AppError('MEMBER_BRANCHES_REQUIRED', undefined, { field: 'branch_ids' })
  await scoped(trx, accountId).mustOwn('sucursales', unique)
  return unique.sort((a, b) => a - b)
}

async function setBranches(trx: Executor, accountId: number, memberId: number, ids: number[]): Promise<void> {
  await trx
    .deleteFrom('member_branches')
    .where('member_id', '=', memberId)
    .where('account_id', '=', accountId)
    .execute()
  for (const part of chunks(ids))
    await trx
      .insertInto('member_branches')
      .values(part.map((sucursal_id) => ({ member_id: memberId, sucursal_id, account_id: accountId })))
      .execute()
}

/**
 * The account's team, as its owner manages it (GET/POST /v1/members, PUT/DELETE /v1/members/{id}
 * …): every query is bound to `accountId`, and every write runs holding the account lock, so
 * two invitations cannot both take the plan's last place. Who may call each operation is the
 * roles' business (plugins/roles.ts); the rules about the owner, the plan's limit and e-mails are here.
 */
export function membersRepo(db: Db, accountId: number, now: () => number) {
  /** The account's member `id`, or 404. */
  async function memberRow(trx: Executor, id: number) {
    const row = await trx
      .selectFrom('members')
      .select(['id', 'role', 'state', 'email'])
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .executeTakeFirst()
    if (!row) throw notFound()
    return row
  }

  /** A member other than the owner, who cannot be changed, suspended or removed by anyone. */
  async function teammate(trx: Executor, id: number) {
    const row = await memberRow(trx, id)
    if (row.role === 'owner') throw new AppError('OWNER_PROTECTED')
    return row
  }

  /** A new invitation token for member `id`: the previous one, if any, stops working. */
  async function newInvitation(trx: Executor, id: number, ttlSeconds: number) {
    const token = randomToken()
    const expiresAt = isoAt(now() + ttlSeconds * 1000)
    await trx
      .updateTable('members')
      .set({ invite_token_hash: hashToken(token), invite_expires_at: expiresAt })
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .execute()
    return { token, expiresAt }
  }

  /** What the invitation e-mail of member `id` (e-mail `to`), sent by member `by`, says. */
  async function mailOf(
    trx: Executor,
    id: number,
    to: string,
    role: string,
    by: number,
    invitation: { token: string; expiresAt: string },
  ): Promise<InvitationMail> {
    const account = await trx
      .selectFrom('accounts')
      .select('company')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow()
    const [inviter] = await membersView(trx, accountId, by)
    const invitedBy = inviter
      ? inviter.name.trim() && inviter.name !== account.company
        ? `${inviter.name} (${inviter.email})`
        : inviter.email
      : account.company
    return { id, to, company: account.company, invitedBy, roleLabel: roleLabel(role), ...invitation }
  }

  async function get(id: number): Promise<MemberView> {
    const [member] = await membersView(db, accountId, id)
    if (!member) throw notFound()
    return member
  }

  return {
    list: (): Promise<MemberView[]> => membersView(db, accountId),

    get,

    /**
     * Invites `input.email` with a role (and, for a branch-bound role, branches): a pending member
     * whose invitation link is valid `ttlSeconds`. Refused past the plan's Miembros limit (every
     * member counts: the owner, the active, the suspended and the pending), for an e-mail already
     * in the team, or anyone else's (an account's or another team's).
     */
    async invite(input: InviteInput, invitedBy: number, ttlSeconds: number): Promise<InvitationMail> {
      const email = normalizeEmail(input.email)
      try {
        return await inTransaction(db, async (trx) => {
          await scoped(trx, accountId).lock()
          const branches = await branchesFor(trx, accountId, input.role, input.branch_ids)
          const limit = memberLimit(await accountPlan(trx, accountId))
          const count = await trx
            .selectFrom('members')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('account_id', '=', accountId)
            .executeTakeFirst()
          if (Number(count?.n ?? 0) >= limit)
            throw new AppError(
              'MEMBER_LIMIT_REACHED',
              `Tu plan permite ${limit} ${limit === 1 ? 'persona' : 'personas'} en el equipo, contando al propietario y las invitaciones pendientes. Mejora tu suscripción para invitar a más.`,
            )
          await assertEmailFree(trx, accountId, email)
          const row = await trx
            .insertInto('members')
            .values({
              account_id: accountId,
              role: input.role,
              state: 'invited',
              name: '',
              email,
              password_hash: null,
              invite_token_hash: null,
              invite_expires_at: null,
              invited_by: invitedBy,
              totp_secret: null,
              totp_enabled_at: null,
              created_at: isoAt(now()),
              last_access_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          const id = Number(row.id)
          await setBranches(trx, accountId, id, branches)
          return mailOf(trx, id, email, input.role, invitedBy, await newInvitation(trx, id, ttlSeconds))
        })
      } catch (e) {
        // The same e-mail invited by another account at this very moment (this account's own
        // invitations wait on its lock): the unique index on members.email decided.
        if (isUniqueViolation(e)) throw new AppError('MEMBER_EMAIL_ELSEWHERE')
        throw e
      }
    },

    /** A new link for a pending invitation (new token and end; the old link stops working). */
    async resend(id: number, invitedBy: number, ttlSeconds: number): Promise<InvitationMail> {
      return inTransaction(db, async (trx) => {
        await scoped(trx, accountId).lock()
        const row = await memberRow(trx, id)
        if (row.state !== 'invited' || !row.email) throw new AppError('INVITATION_ACCEPTED')
        return mailOf(trx, id, row.email, row.role, invitedBy, await newInvitation(trx, id, ttlSeconds))
      })
    },

    /**
     * Changes a member's role, branches or state. Role and branches apply on the person's next
     * request (read on every one); suspending also ends every login of theirs and their e-mailed
     * links at once. A pending invitation has no state to change yet (409 INVITATION_PENDING).
     */
    async update(id: number, patch: MemberPatch): Promise<void> {
      await inTransaction(db, async (trx) => {
        await scoped(trx, accountId).lock()
        const row = await teammate(trx, id)
        if (patch.state !== undefined && patch.state !== row.state && row.state === 'invited')
          throw new AppError('INVITATION_PENDING', undefined, { field: 'state' })
        const role = patch.role ?? row.role
        if (patch.role !== undefined || patch.branch_ids !== undefined) {
          const current = await trx
            .selectFrom('member_branches')
            .select('sucursal_id')
            .where('member_id', '=', id)
            .where('account_id', '=', accountId)
            .execute()
          const ids = patch.branch_ids ?? current.map((b) => Number(b.sucursal_id))
          await setBranches(trx, accountId, id, await branchesFor(trx, accountId, role, ids))
        }
        if (patch.role !== undefined || patch.state !== undefined)
          await trx
            .updateTable('members')
            .set({ role, ...(patch.state !== undefined ? { state: patch.state } : {}) })
            .where('id', '=', id)
            .where('account_id', '=', accountId)
            .execute()
        if (patch.state === 'suspended' && row.state !== 'suspended') await endAccess(trx, accountId, id, now())
      })
    },

    /** Removes a member, or revokes a pending invitation: their logins end, their links and sign-ins go. */
    async remove(id: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        await scoped(trx, accountId).lock()
        await teammate(trx, id)
        await endAccess(trx, accountId, id, now())
        await trx.deleteFrom('sign_ins').where('member_id', '=', id).where('account_id', '=', accountId).execute()
        await trx.deleteFrom('member_recovery_codes').where('member_id', '=', id).execute()
        await trx
          .deleteFrom('member_branches')
          .where('member_id', '=', id)
          .where('account_id', '=', accountId)
          .execute()
        const gone = await trx
          .deleteFrom('members')
          .where('id', '=', id)
          .where('account_id', '=', accountId)
          .executeTakeFirst()
        if (affected(gone) === 0) throw notFound()
      })
    },

    /** The member's newest sign-ins (time, IP, device), newest first. */
    async signIns(id: number): Promise<SignIn[]> {
      await memberRow(db, id)
      const rows = await db
        .selectFrom('sign_ins')
        .select(['at', 'ip', 'device'])
        .where('member_id', '=', id)
        .where('account_id', '=', accountId)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(SIGN_INS_KEPT)
        .execute()
      return rows.map((r) => ({ at: r.at, ip: r.ip, device: r.device }))
    },

    /** A person's own name (PUT /v1/members/me). */
    async rename(memberId: number, name: string): Promise<MemberView> {
      await inTransaction(db, async (trx) => {
        await scoped(trx, accountId).lock()
        await trx
          .updateTable('members')
          .set({ name: name.trim() })
          .where('id', '=', memberId)
          .where('account_id', '=', accountId)
          .execute()
      })
      return get(memberId)
    },

    /** Whether owners and administrators must sign in with a two-step login (people/mustEnrollTotp reads it). */
    async setPolicy(requireTotp: boolean): Promise<void> {
      await inTransaction(db, async (trx) => {
        await scoped(trx, accountId).lock()
        await trx
          .updateTable('accounts')
          .set({ require_totp: requireTotp ? 1 : 0 })
          .where('id', '=', accountId)
          .execute()
      })
    },
  }
}
