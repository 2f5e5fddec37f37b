import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../context.js'
import { accountsData, normalizeEmail } from '../data/accounts.js'
import { emailTokensData } from '../data/email-tokens.js'
import { inTransaction } from '../data/toolkit.js'
import { isUniqueViolation } from '../db/errors.js'
import { isoAt } from '../db/values.js'
import { AppError } from '../errors.js'
import { sendOrLog } from '../mail/mailer.js'
import { verificationEmail } from '../mail/verification.js'
import { hashPassword, passwordCheck } from './passwords.js'

export interface SignUpInput {
  email: string
  password: string
  company: string
  businessKind: string
}

/**
 * Creates an account (FREEMIUM, unverified) and e-mails its verification link. Until its e-mail
 * is verified an account is only a claim on the address: a new sign-up for it replaces the
 * password and data, and its link is the only one that works (older links answer
 * VERIFY_TOKEN_REPLACED). A verified address, or a team member's, is 409 EMAIL_IN_USE.
 *
 * Whoever clicks a link in the mailbox must never activate a password they did not choose. A
 * link activates by one click only the password chosen in the request that sent it, and only
 * while the address was never claimed with another password: once two sign-ups chose different
 * passwords (a stranger's and the owner's, in any order), every later link of the address asks
 * for the password (`needsPassword`), so the owner clicking a stranger's newest link is refused
 * and signs up again.
 *
 * The replace, the revocation of older links and the new link are one transaction that locks
 * the account row first, like verification does: two sign-ups, or a sign-up and a verification,
 * run one after the other.
 */
export async function signUp(ctx: AppContext, log: FastifyBaseLogger, input: SignUpInput): Promise<number> {
  const { config } = ctx
  const passwordHash = await hashPassword(input.password, config.scryptCost)
  const fields = { passwordHash, company: input.company.trim(), businessKind: input.businessKind.trim() }
  const claim = () =>
    inTransaction(ctx.db, async (trx) => {
      const accounts = accountsData(trx)
      const existing = await accounts.lockByEmail(input.email)
      if (existing?.verified_at) throw new AppError('EMAIL_IN_USE')
      // A team member's e-mail (invited or active) is that person's sign-in: one person, one account.
      if (
        await trx.selectFrom('members').select('id').where('email', '=', normalizeEmail(input.email)).executeTakeFirst()
      )
        throw new AppError('EMAIL_IN_USE')
      const id = existing
        ? Number(existing.id)
        : await accounts.create({
            email: input.email,
            ...fields,
            planCode: 'FREEMIUM',
            verifiedAt: null,
            createdAt: isoAt(config.now()),
          })
      const links = emailTokensData(trx, config.now)
      const contested =
        existing !== undefined &&
        ((await links.newestNeedsPassword(id, 'verify')) ||
          !(await passwordCheck.verify(input.password, existing.password_hash)))
      if (existing) await accounts.replaceSignUp(id, fields)
      const token = await links.issue({ id, password_hash: passwordHash }, 'verify', config.verifyTokenTtl, {
        needsPassword: contested,
      })
      return { id, token }
    })
  let created: { id: number; token: string }
  for (let attempt = 1; ; attempt++) {
    try {
      created = await claim()
      break
    } catch (e) {
      // A simultaneous sign-up inserted the row first (this transaction was rolled back whole):
      // the second try finds and locks it.
      if (!isUniqueViolation(e)) throw e
      if (attempt > 1) throw new AppError('EMAIL_IN_USE')
    }
  }
  await sendOrLog(
    ctx.mailer,
    log,
    verificationEmail(
      normalizeEmail(input.email),
      fields.company,
      config.publicUrl,
      created.token,
      config.verifyTokenTtl,
    ),
  )
  return created.id
}

/**
 * A new verification link for an unverified account (older ones stop working): 404 without the
 * account, 409 once verified. Its password was not chosen in this request (whoever asks may not
 * know it), so the link asks for it.
 */
export async function resendVerification(ctx: AppContext, log: FastifyBaseLogger, email: string): Promise<void> {
  const { config } = ctx
  const sent = await inTransaction(ctx.db, async (trx) => {
    const account = await accountsData(trx).lockByEmail(email)
    if (!account) throw new AppError('RESOURCE_NOT_FOUND', 'La cuenta no existe.')
    if (account.verified_at) throw new AppError('ALREADY_VERIFIED')
    const token = await emailTokensData(trx, config.now).issue(
      { id: Number(account.id), password_hash: account.password_hash },
      'verify',
      config.verifyTokenTtl,
      { needsPassword: true },
    )
    return { account, token }
  })
  await sendOrLog(
    ctx.mailer,
    log,
    verificationEmail(sent.account.email, sent.account.company, config.publicUrl, sent.token, config.verifyTokenTtl),
  )
}
