import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { createFirstBranch } from '../../auth/first-branch.js'
import { accountsData } from '../../data/accounts.js'
import { emailTokensData } from '../../data/email-tokens.js'
import { AppError } from '../../errors.js'
import { errors, Ok } from '../../schemas/common.js'

const FAILURES = { invalid: 'VERIFY_TOKEN_INVALID', used: 'VERIFY_TOKEN_USED', expired: 'VERIFY_TOKEN_EXPIRED' } as const

export const verifyEmailRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put('/verify-email', {
    schema: {
      operationId: 'verifyEmail',
      security: [], // no token
      summary: 'Verify the account e-mail with the token from the verification link; the account gets its first branch',
      tags: ['auth'],
      body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
      response: { 200: Ok, ...errors({ 400: ['VALIDATION_ERROR', 'VERIFY_TOKEN_INVALID', 'VERIFY_TOKEN_EXPIRED'], 409: ['VERIFY_TOKEN_USED'] }) },
    },
  }, async (request) => {
    const { db, config } = app.ctx
    const result = await emailTokensData(db, config.now).consume(request.body.token)
    if (!result.ok) throw new AppError(FAILURES[result.reason])
    await accountsData(db).markVerified(result.accountId, config.now())
    await createFirstBranch(db, result.accountId, config)
    return { info: { ok: true } }
  })
}
