import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../context.js'
import { accountsData, normalizeEmail } from '../data/accounts.js'
import { emailTokensData, type LinkFailure } from '../data/email-tokens.js'
import { refreshTokensData } from '../data/refresh-tokens.js'
import { inTransaction } from '../data/toolkit.js'
import { AppError, type ErrorCode } from '../errors.js'
import { sendOrLog } from '../mail/mailer.js'
import { passwordResetEmail } from '../mail/password-reset.js'
import { lockCredentials } from './credentials.js'
import { createFirstBranch } from './first-branch.js'
import { hashPassword } from './passwords.js'
import { ownerMemberId } from './people.js'
import { hashToken } from './secrets.js'

/**
 * E-mails a password reset link to the person of `email` (the account's owner or a member who
 * accepted their invitation), if there is one (nothing happens otherwise: the caller's answer is
 * the same either way). The link is that person's only live reset link, valid RESET_TOKEN_TTL
 * seconds and bound to their current password.
 *
 * A mailbox gets at most RATE_LIMIT_FORGOT_ACCOUNT links per window whoever asks, from any number
 * of IPs (the request itself is limited per (e-mail, IP) and per IP, so a stranger cannot block the
 * owner's request). Past that cap nothing is sent, silently: the answer was already the same for
 * every e-mail, and the owner can use the newest link the mailbox got (every link goes to it).
 */
async function sendResetLink(ctx: AppContext, log: FastifyBaseLogger, email: string): Promise<void> {
  const { config } = ctx
  const rule = config.rateLimits.forgot
  const mailbox = await ctx.rateLimitStore.take(
    `forgot:mailbox:${normalizeEmail(email)}`,
    rule.perAccount,
    rule.windowSeconds,
  )
  if (!mailbox.ok) {
    log.info('password reset link not sent: this mailbox got its limit of links for now')
    return
  }
  const sent = await inTransaction(ctx.db, async (trx) => {
    const person = await lockCredentials(trx, email)
    if (!person) return undefined
    // A member's link is theirs (email_tokens.member_id), bound to their password; the owner's has none.
    const token = await emailTokensData(trx, config.now).issue(
      { id: person.accountId, password_hash: person.passwordHash },
      'reset',
      config.resetTokenTtl,
      person.account ? {} : { memberId: person.memberId },
    )
    return { to: person.email, token }
  })
  if (sent)
    await sendOrLog(ctx.mailer, log, passwordResetEmail(sent.to, config.publicUrl, sent.token, config.resetTokenTtl))
}

/**
 * What POST /auth/forgot-password starts after answering, reached through this object so tests
 * can check that the answer never waits on it (the timing must not tell whether the account exists).
 */
export const passwordResets = { sendLink: sendResetLink }

const FAILURES: Record<LinkFailure, ErrorCode> = {
  invalid: 'RESET_TOKEN_INVALID',
  used: 'RESET_TOKEN_USED',
  replaced: 'RESET_TOKEN_REPLACED',
  expired: 'RESET_TOKEN_EXPIRED',
  verified: 'RESET_TOKEN_INVALID', // only verification links are refused for this reason
}

/**
 * Sets a person's password with their reset link: the link is spent, the person's other reset
 * links stop working, and every login of that person ends (their refresh tokens and, on their
 * next request, their access tokens); the rest of the team stays signed in. The owner's link
 * proves the account's mailbox, so a still-unverified account is verified too (its verification
 * links stop working, and it gets its first branch as verification gives it): whoever holds the
 * mailbox ends up with the only password that works. A member's link sets only their password.
 */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const { config, db } = ctx
  // Unknown links are refused before the (deliberately slow) password hashing.
  const known = await db
    .selectFrom('email_tokens')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', 'reset')
    .executeTakeFirst()
  if (!known) throw new AppError('RESET_TOKEN_INVALID')
  const passwordHash = await hashPassword(password, config.scryptCost)
  const result = await emailTokensData(db, config.now).redeem(token, 'reset', async (trx, account, link) => {
    const id = Number(account.id)
    const accounts = accountsData(trx)
    const links = emailTokensData(trx, config.now)
    const logins = refreshTokensData(trx, config.now)
    if (link.memberId !== undefined) {
      await trx.updateTable('members').set({ password_hash: passwordHash }).where('id', '=', link.memberId).execute()
      await links.revokeAll(id, 'reset', link.memberId)
      await logins.revokeOthers(id, undefined, link.memberId)
      return
    }
    await accounts.setPasswordHash(id, passwordHash)
    await links.revokeAll(id, 'reset')
    await accounts.markVerified(id, config.now())
    await links.revokeAll(id, 'verify')
    await logins.revokeOthers(id, undefined, await ownerMemberId(trx, id))
  })
  if (!result.ok) throw new AppError(FAILURES[result.reason])
  if (!result.account.first_branch_at) await createFirstBranch(db, Number(result.account.id), config)
}
