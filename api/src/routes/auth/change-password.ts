import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { credentialsOfPerson, setPersonPassword, signedInEmail } from '../../auth/credentials.js'
import { hashPassword, verifyPassword } from '../../auth/passwords.js'
import { sessions } from '../../auth/sessions.js'
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
        summary: "Change the signed-in person's password; every other login of that person is ended",
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        body: Type.Object({ password: AnyPassword, new_password: NewPassword }),
        description:
          "The owner's password is the account's; a member's is their own (the rest of the team keeps theirs and stays signed in). A wrong current password counts as a failed login of that person from this IP (the same counters as POST /auth/login): over the limit, 429 TOO_MANY_REQUESTS with Retry-After, for both.",
        response: {
          200: Ok,
          ...errors({ 400: ['VALIDATION_ERROR', 'CURRENT_NOT_MATCH'], ...AUTHED, 429: ['TOO_MANY_REQUESTS'] }),
        },
      },
      onRequest: requireAccess,
      // A stolen access token must not become a password oracle: guesses of the current password
      // share the login's counters for this person.
      preHandler: rateLimit('login', (request) => signedInEmail(app.ctx.db, request)),
    },
    async (request) => {
      const { ctx } = app
      const person = await credentialsOfPerson(ctx.db, request.accountId, request.member.memberId)
      if (!person) throw notFound()
      if (!(await verifyPassword(request.body.password, person.passwordHash))) throw new AppError('CURRENT_NOT_MATCH')
      await attemptSucceeded(request)
      await setPersonPassword(ctx.db, person, await hashPassword(request.body.new_password, ctx.config.scryptCost))
      // Their other devices must log in again; this one keeps its tokens (and its ability to refresh).
      await sessions(ctx).revokeOthers(request.accountId, request.loginId, person.memberId)
      return { info: { ok: true } }
    },
  )
}
