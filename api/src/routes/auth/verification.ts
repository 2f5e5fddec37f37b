import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../../context.js'
import { emailTokensData } from '../../data/email-tokens.js'
import { verificationEmail } from '../../mail/verification.js'

/**
 * Creates a fresh verification token and e-mails its link. A mail failure is logged, not
 * thrown: the account exists either way and the user can ask for the e-mail again.
 */
export async function sendVerification(ctx: AppContext, log: FastifyBaseLogger, account: { id: number; email: string; company: string }): Promise<void> {
  const { config } = ctx
  const token = await emailTokensData(ctx.db, config.now).create(account.id, config.verifyTokenTtl)
  const message = verificationEmail(account.email, account.company, config.publicUrl, token, Math.round(config.verifyTokenTtl / 3600))
  try {
    await ctx.mailer.send(message)
  } catch (err) {
    log.error({ err, to: account.email }, 'verification e-mail could not be sent')
  }
}
