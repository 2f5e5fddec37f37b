import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { hashPassword, verifyPassword } from '../../auth/passwords.js'
import { sessions } from '../../auth/sessions.js'
import { accountsData } from '../../data/accounts.js'
import { AppError, notFound } from '../../errors.js'
import { requireAccess } from '../../plugins/auth.js'
import { attemptSucceeded, rateLimit } from '../../plugins/rate-limit.js'
import { AUTHED, errors, Ok } from '../../schemas/common.js'
import { AnyPassword, NewPassword } from './schemas.js'

export const changePasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/change-password',
    {
      schema: {
        operationId: 'changePassword',
        summary: 'Change the password; every other login of the account is ended',
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        body: Type.Object({ password: AnyPassword, new_password: NewPassword }),
        description:
          'A wrong current password counts as a failed login of the account from this IP (the same counters as POST /auth/login): over the limit, 429 TOO_MANY_REQUESTS with Retry-After, for both.',
        response: {
          200: Ok,
          ...errors({ 400: ['VALIDATION_ERROR', 'CURRENT_NOT_MATCH'], ...AUTHED, 429: ['TOO_MANY_REQUESTS'] }),
        },
      },
      onRequest: requireAccess,
      // A stolen access token must not become a password oracle: guesses of the current password
      // share the login's counters for this account.
      preHandler: rateLimit(
        'login',
        async (request) => (await accountsData(app.ctx.db).findById(request.accountId))?.email,
      ),
    },
    async (request) => {
      const { ctx } = app
      const accounts = accountsData(ctx.db)
      const account = await accounts.findById(request.accountId)
      if (!account) throw notFound()
      if (!(await verifyPassword(request.body.password, account.password_hash))) throw new AppError('CURRENT_NOT_MATCH')
      await attemptSucceeded(request)
      await accounts.setPasswordHash(account.id, await hashPassword(request.body.new_password, ctx.config.scryptCost))
      // Other devices must log in again; this one keeps its tokens (and its ability to refresh).
      await sessions(ctx).revokeOthers(account.id, request.loginId)
      return { info: { ok: true } }
    },
  )
}
