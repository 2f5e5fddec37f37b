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
 * link of each purpose works, and only while the account keeps the password it had when the
 * link was sent: a verification link proves the mailbox for the password chosen in the sign-up
 * that sent it, and a reset link dies with any password change.
 * Every write here runs with the account row locked (`accountsData.lockBy*`), first.
 */
export function emailTokensData(db: Db, now: () => number) {
  /** Ends every live link of `purpose` of the account (a newer one was sent, or the purpose was met). */
  async function revokeAll(accountId: number, purpose: LinkPurpose): Promise<void> {
    await db
      .updateTable('email_tokens')
      .set({ revoked_at: isoAt(now()) })
      .where('account_id', '=', accountId)
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
     * Call it in the transaction that locked the account.
     */
    async issue(
      account: Pick<AccountRow, 'id' | 'password_hash'>,
      purpose: LinkPurpose,
      ttlSeconds: number,
      { needsPassword = false }: { needsPassword?: boolean } = {},
    ): Promise<string> {
      await revokeAll(account.id, purpose)
      const token = randomToken()
      await db
        .insertInto('email_tokens')
        .values({
          account_id: account.id,
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
     * with it), checks the link, marks it used and runs `apply` (what the link does).
     */
    redeem(
      token: string,
      purpose: LinkPurpose,
      apply: (trx: Db, account: AccountRow, link: { needsPassword: boolean }) => Promise<void>,
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
        if (link.revoked_at || link.password_hash !== account.password_hash) return { ok: false, reason: 'replaced' }
        if (epochOf(link.expires_at) <= now()) return { ok: false, reason: 'expired' }
        await trx
          .updateTable('email_tokens')
          .set({ used_at: isoAt(now()) })
          .where('id', '=', link.id)
          .execute()
        await apply(trx, account, { needsPassword: fromBool01(link.needs_password) })
        return { ok: true, account }
      })
    },
  }
}
