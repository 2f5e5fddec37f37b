import { hashToken, randomToken } from '../auth/secrets.js'
import type { Db } from '../db/connection.js'
import type { AccountRow, LinkPurpose } from '../db/types.js'
import { epochOf, fromBool01, isoAt, toBool01 } from '../db/values.js'
import { accountsData } from './accounts.js'
import { inTransaction } from './toolkit.js'

/**
 * Why a link was refused: unknown; already used; `verified` (a verification link of an
 * account verified since, through another link or a password reset); replaced (a newer link
 * of the same purpose was sent, or the account's password changed since it was sent); expired.
 */
export type LinkFailure = 'invalid' | 'used' | 'verified' | 'replaced' | 'expired'

export type RedeemResult = { ok: true; account: AccountRow } | { ok: false; reason: LinkFailure }

/**
 * Single-use e-mail links (sign-up verification, password reset), stored hashed. Only the newest
 * link of each purpose works (per person: a member's reset link is theirs, issue 42), and only while the account keeps the password it had when the
 * link was sent: a verification link proves the mailbox for the password chosen in the sign-up
 * that sent it, and a reset link dies with any password change.
 * Every write here runs with the account row locked (`accountsData.lockBy*`), first.
 */
export function emailTokensData(db: Db, now: () => number) {
  /**
   * Ends every live link of `purpose` of one person of the account (a newer one was sent, or the
   * purpose was met): a member's (`memberId`) or, by default, the owner's (member_id null).
   */
  async function revokeAll(accountId: number, purpose: LinkPurpose, memberId?: number): Promise<void> {
    await db
      .updateTable('email_tokens')
      .set({ revoked_at: isoAt(now()) })
      .where('account_id', '=', accountId)
      .where((eb) => (memberId === undefined ? eb('member_id', 'is', null) : eb('member_id', '=', memberId)))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute()
  }

  return {
    /**
     * A new link of `purpose` for `account`, bound to its password hash; the account's older
     * live links of that purpose stop working. `needsPassword`: the link works only for someone
     * who types that password (a verification link whose password the reader may not have chosen).
     * `memberId`: the link is that member's, bound to their password (`account.password_hash`
     * is then the member's): a member's reset link (issue 42); the owner's links have none.
     * Call it in the transaction that locked the account.
     */
    async issue(
      account: Pick<AccountRow, 'id' | 'password_hash'>,
      purpose: LinkPurpose,
      ttlSeconds: number,
      { needsPassword = false, memberId }: { needsPassword?: boolean; memberId?: number } = {},
    ): Promise<string> {
      await revokeAll(account.id, purpose, memberId)
      const token = randomToken()
      await db
        .insertInto('email_tokens')
        .values({
          account_id: account.id,
          member_id: memberId ?? null,
          token_hash: hashToken(token),
          purpose,
          password_hash: account.password_hash,
          needs_password: toBool01(needsPassword),
          expires_at: isoAt(now() + ttlSeconds * 1000),
          used_at: null,
          revoked_at: null,
          created_at: isoAt(now()),
        })
        .execute()
      return token
    },

    revokeAll,

    /** Whether the account's newest link of `purpose` asks for the password (see `issue`). */
    async newestNeedsPassword(accountId: number, purpose: LinkPurpose): Promise<boolean> {
      const newest = await db
        .selectFrom('email_tokens')
        .select('needs_password')
        .where('account_id', '=', accountId)
        .where('purpose', '=', purpose)
        .orderBy('id', 'desc')
        .executeTakeFirst()
      return newest !== undefined && fromBool01(newest.needs_password)
    },

    /**
     * Uses the link `token` of `purpose`: in one transaction that locks the account row first
     * (the order of sign-up, resend and reset requests, so none of them interleaves or deadlocks
     * with it), checks the link, marks it used and runs `apply` (what the link does). A member's
     * link (`link.memberId`) is checked against that member's password, not the account's.
     */
    redeem(
      token: string,
      purpose: LinkPurpose,
      apply: (trx: Db, account: AccountRow, link: { needsPassword: boolean; memberId?: number }) => Promise<void>,
    ): Promise<RedeemResult> {
      const tokenHash = hashToken(token)
      return inTransaction(db, async (trx): Promise<RedeemResult> => {
        const account = await accountsData(trx).lockByLink(tokenHash)
        const link =
          account &&
          (await trx
            .selectFrom('email_tokens')
            .selectAll()
            .where('token_hash', '=', tokenHash)
            .where('purpose', '=', purpose)
            .executeTakeFirst())
        if (!account || !link) return { ok: false, reason: 'invalid' }
        if (link.used_at) return { ok: false, reason: 'used' }
        if (purpose === 'verify' && account.verified_at) return { ok: false, reason: 'verified' }
        const memberId = link.member_id === null ? undefined : Number(link.member_id)
        const person = memberId === undefined ? account : await memberCredentials(trx, account.id, memberId)
        if (!person) return { ok: false, reason: 'invalid' } // the member was removed
        if (link.revoked_at || link.password_hash !== person.password_hash) return { ok: false, reason: 'replaced' }
        if (epochOf(link.expires_at) <= now()) return { ok: false, reason: 'expired' }
        await trx
          .updateTable('email_tokens')
          .set({ used_at: isoAt(now()) })
          .where('id', '=', link.id)
          .execute()
        await apply(trx, account, { needsPassword: fromBool01(link.needs_password), memberId })
        return { ok: true, account }
      })
    },
  }
}

/** The password of the member `memberId` of the account, once they accepted their invitation. */
async function memberCredentials(db: Db, accountId: number, memberId: number) {
  const member = await db
    .selectFrom('members')
    .select('password_hash')
    .where('id', '=', memberId)
    .where('account_id', '=', accountId)
    .where('state', '!=', 'invited')
    .executeTakeFirst()
  return member?.password_hash ? member : undefined
}
