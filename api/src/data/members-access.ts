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

/** Sign-ins kept per person: the owner's Equipo tab shows them all (GET /v1/members/{id}/sign-ins). */
export const SIGN_INS_KEPT = 50

/**
 * Logs a sign-in of a person (a login, an accepted invitation): when, from which IP (request.ip:
 * the proxy's forwarded address where TRUST_PROXY says so), with which browser (its user-agent,
 * cut to 200 characters). Only the person's newest SIGN_INS_KEPT stay, so the log does not grow
 * with every login.
 */
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
      ip: signIn.ip ?? '',
      device: (typeof signIn.userAgent === 'string' ? signIn.userAgent : '').slice(0, DEVICE_MAX),
    })
    .execute()
  const kept = db
    .selectFrom('sign_ins')
    .select('id')
    .where('member_id', '=', signIn.memberId)
    .orderBy('id', 'desc')
    .limit(SIGN_INS_KEPT)
  await db
    .deleteFrom('sign_ins')
    .where('member_id', '=', signIn.memberId)
    .where('id', 'not in', (eb) => eb.selectFrom(kept.as('k')).select('k.id'))
    .execute()
}
