import { hashToken } from '../auth/secrets.js'
import type { Db } from '../db/connection.js'
import { epochOf, isoAt } from '../db/values.js'
import { AppError } from '../errors.js'
import { affected, inTransaction, scoped } from './toolkit.js'

/** The pending invitation of a link's token, found by the token's hash (no lock). */
function pendingOf(db: Db, token: string) {
  return db
    .selectFrom('members')
    .select(['id', 'account_id', 'email', 'invite_expires_at'])
    .where('invite_token_hash', '=', hashToken(token))
    .where('state', '=', 'invited')
    .executeTakeFirst()
}

/**
 * Team invitations as their link is followed (PUT /auth/invitations): no token yet, so they are
 * reached by the link's token (its sha256 is on the member row) and bound to the account there.
 */
export function invitationsData(db: Db, now: () => number) {
  return {
    /** The invited e-mail of a link, for the rate limit's account counter; undefined for an unknown link. */
    async emailOf(token: string): Promise<string | undefined> {
      return (await pendingOf(db, token))?.email ?? undefined
    },

    /**
     * Checks a link before the (slow) password hashing: 400 INVITATION_INVALID for an unknown,
     * replaced (resent), revoked or spent link; INVITATION_EXPIRED past its end.
     */
    async check(token: string): Promise<void> {
      const pending = await pendingOf(db, token)
      if (!pending) throw new AppError('INVITATION_INVALID')
      if (!pending.invite_expires_at || epochOf(pending.invite_expires_at) <= now())
        throw new AppError('INVITATION_EXPIRED')
    },

    /**
     * Accepts the invitation of `token`: the person gets their name and password and becomes an
     * active member; the link is spent. Conditional on the link still being the pending one, so of
     * two acceptances (or an acceptance and a resend or removal) at once only one wins.
     */
    async accept(token: string, name: string, passwordHash: string): Promise<{ accountId: number; memberId: number }> {
      const pending = await pendingOf(db, token)
      if (!pending) throw new AppError('INVITATION_INVALID')
      const accountId = Number(pending.account_id)
      const memberId = Number(pending.id)
      return inTransaction(db, async (trx) => {
        await scoped(trx, accountId).lock()
        const done = await trx
          .updateTable('members')
          .set({
            name: name.trim(),
            password_hash: passwordHash,
            state: 'active',
            invite_token_hash: null,
            invite_expires_at: null,
          })
          .where('id', '=', memberId)
          .where('account_id', '=', accountId)
          .where('state', '=', 'invited')
          .where('invite_token_hash', '=', hashToken(token))
          .where('invite_expires_at', '>', isoAt(now()))
          .executeTakeFirst()
        if (affected(done) === 0) throw new AppError('INVITATION_INVALID')
        return { accountId, memberId }
      })
    },
  }
}
