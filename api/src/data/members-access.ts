import { isoAt } from '../db/values.js'
import type { Executor } from './toolkit.js'

/** The longest user-agent a sign-in keeps as its device. */
export const DEVICE_MAX = 200

/**
 * Ends a member's access at once (suspended or removed): every login of theirs is revoked (its
 * refresh tokens now, its access tokens on their next request, which personOfLogin refuses) and
 * their e-mailed links (a password reset) go. refresh_families.member_id and email_tokens.member_id
 * have no foreign key (migration 0034), so this is what keeps them from outliving the member.
 */
export async function endAccess(trx: Executor, accountId: number, memberId: number, nowMs: number): Promise<void> {
  await trx
    .updateTable('refresh_families')
    .set({ revoked_at: isoAt(nowMs) })
    .where('member_id', '=', memberId)
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .execute()
  await trx.deleteFrom('email_tokens').where('member_id', '=', memberId).where('account_id', '=', accountId).execute()
}

/** Logs a sign-in of a person: when, from which IP, with which browser (its user-agent, cut to 200 characters). */
export async function recordSignIn(
  db: Executor,
  signIn: { accountId: number; memberId: number; at: number; ip: string; userAgent: string | undefined },
): Promise<void> {
  await db
    .insertInto('sign_ins')
    .values({
      account_id: signIn.accountId,
      member_id: signIn.memberId,
      at: isoAt(signIn.at),
      ip: signIn.ip,
      device: (signIn.userAgent ?? '').slice(0, DEVICE_MAX),
    })
    .execute()
}
