import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { createFirstBranch } from '../../auth/first-branch.js'
import { accountsData } from '../../data/accounts.js'
import { emailTokensData, type LinkFailure } from '../../data/email-tokens.js'
import { AppError, type ErrorCode } from '../../errors.js'
import { errors, Ok } from '../../schemas/common.js'
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
          'Only the newest link of the account works, and the password that logs in afterwards is the one chosen in the sign-up that sent it: a link of an earlier sign-up or resend is 409 VERIFY_TOKEN_REPLACED, a link of an account verified since is 409 ALREADY_VERIFIED.',
        tags: ['auth'],
        body: Type.Object({ token: LinkToken }),
        response: {
          200: Ok,
          ...errors({
            400: ['VALIDATION_ERROR', 'VERIFY_TOKEN_INVALID', 'VERIFY_TOKEN_EXPIRED'],
            409: ['VERIFY_TOKEN_USED', 'VERIFY_TOKEN_REPLACED', 'ALREADY_VERIFIED'],
          }),
        },
      },
    },
    async (request) => {
      const { db, config } = app.ctx
      const result = await emailTokensData(db, config.now).redeem(
        request.body.token,
        'verify',
        async (trx, account) => {
          await accountsData(trx).markVerified(Number(account.id), config.now())
          await emailTokensData(trx, config.now).revokeAll(Number(account.id), 'verify')
        },
      )
      if (!result.ok) throw new AppError(FAILURES[result.reason])
      await createFirstBranch(db, Number(result.account.id), config)
      return { info: { ok: true } }
    },
  )
}
