import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { createFirstBranch } from '../../auth/first-branch.js'
import { accountsData } from '../../data/accounts.js'
import { emailTokensData, type LinkFailure } from '../../data/email-tokens.js'
import { AppError, type ErrorCode } from '../../errors.js'
import { errors, Ok } from '../../schemas/common.js'
import { hashToken } from '../../auth/secrets.js'
import { passwordCheck } from '../../auth/passwords.js'
import { attemptSucceeded, rateLimit } from '../../plugins/rate-limit.js'
import { LinkToken } from './schemas.js'

const FAILURES: Record<LinkFailure, ErrorCode> = {
  invalid: 'VERIFY_TOKEN_INVALID',
  used: 'VERIFY_TOKEN_USED',
  verified: 'ALREADY_VERIFIED',
  replaced: 'VERIFY_TOKEN_REPLACED',
  expired: 'VERIFY_TOKEN_EXPIRED',
}

export const verifyEmailRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/verify-email',
    {
      schema: {
        operationId: 'verifyEmail',
        security: [], // no token
        summary:
          'Verify the account e-mail with the token from the verification link; the account gets its first branch',
        description:
          'Only the newest link of the account works, and the password that logs in afterwards is the one chosen in the sign-up that sent it: a link of an earlier sign-up or resend is 409 VERIFY_TOKEN_REPLACED, a link of an account verified since is 409 ALREADY_VERIFIED. ' +
          "A link whose password the reader may not have chosen (a resend's, or any once the address was claimed with two different passwords) asks for it: 409 VERIFY_PASSWORD_REQUIRED without `password`, 409 VERIFY_PASSWORD_MISMATCH with another; the link stays unused. Failures count as failed logins (429).",
        tags: ['auth'],
        body: Type.Object({
          token: LinkToken,
          password: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: 200,
              description:
                "The account's password, for a link that asks for it (409 VERIFY_PASSWORD_REQUIRED without it)",
            }),
          ),
        }),
        response: {
          200: Ok,
          ...errors({
            400: ['VALIDATION_ERROR', 'VERIFY_TOKEN_INVALID', 'VERIFY_TOKEN_EXPIRED'],
            409: [
              'VERIFY_TOKEN_USED',
              'VERIFY_TOKEN_REPLACED',
              'ALREADY_VERIFIED',
              'VERIFY_PASSWORD_REQUIRED',
              'VERIFY_PASSWORD_MISMATCH',
            ],
            429: ['TOO_MANY_REQUESTS'],
          }),
        },
      },
      // A link that asks for the password is a place to guess it: failures count with the
      // account's failed logins, per (e-mail, IP) and from any IP.
      preHandler: rateLimit('login', async (request) => {
        const token = (request.body as { token?: unknown } | undefined)?.token
        return typeof token === 'string' ? accountsData(app.ctx.db).emailOfLink(hashToken(token)) : undefined
      }),
    },
    async (request) => {
      const { db, config } = app.ctx
      const { token, password } = request.body
      const result = await emailTokensData(db, config.now).redeem(token, 'verify', async (trx, account, link) => {
        // Thrown inside the link's transaction: the link stays unused for the right password.
        if (link.needsPassword && password === undefined) throw new AppError('VERIFY_PASSWORD_REQUIRED')
        if (link.needsPassword && !(await passwordCheck.verify(password ?? '', account.password_hash)))
          throw new AppError('VERIFY_PASSWORD_MISMATCH')
        await accountsData(trx).markVerified(Number(account.id), config.now())
        await emailTokensData(trx, config.now).revokeAll(Number(account.id), 'verify')
      })
      if (!result.ok) throw new AppError(FAILURES[result.reason])
      await attemptSucceeded(request)
      await createFirstBranch(db, Number(result.account.id), config)
      return { info: { ok: true } }
    },
  )
}
