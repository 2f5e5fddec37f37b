import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { hashPassword } from '../../auth/passwords.js'
import { sessions } from '../../auth/sessions.js'
import { recordSignIn } from '../../data/members-access.js'
import { invitationsData } from '../../data/members-invitations.js'
import { attemptSucceeded, rateLimit } from '../../plugins/rate-limit.js'
import { errors, Name } from '../../schemas/common.js'
import { LinkToken, NewPassword, TokenPair } from './schemas.js'

/** PUT /auth/invitations: a person follows their invitation's link, chooses a name and password, and is signed in. */
export const invitationsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/invitations',
    {
      schema: {
        operationId: 'acceptInvitation',
        security: [], // no token: the link's token is the credential
        summary: 'Accept a team invitation with the token of its link: set your name and password; signs you in',
        description:
          'The link is spent: the person is an active member of the team and signs in from now on with the invited e-mail and this password (POST /auth/login). An unknown, spent, resent (older) or revoked link: 400 INVITATION_INVALID; one past its end: 400 INVITATION_EXPIRED. Failed attempts count like failed logins.',
        tags: ['auth'],
        body: Type.Object({ token: LinkToken, name: Name, password: NewPassword }),
        response: {
          200: TokenPair,
          ...errors({
            400: ['VALIDATION_ERROR', 'INVITATION_INVALID', 'INVITATION_EXPIRED'],
            429: ['TOO_MANY_REQUESTS'],
          }),
        },
      },
      // A place to guess tokens: attempts count per IP and, for a known link, per invited e-mail.
      preHandler: rateLimit('login', async (request) => {
        const token = (request.body as { token?: unknown } | undefined)?.token
        return typeof token === 'string' ? invitationsData(app.ctx.db, app.ctx.config.now).emailOf(token) : undefined
      }),
    },
    async (request) => {
      const { ctx } = app
      const { token, name, password } = request.body
      const invitations = invitationsData(ctx.db, ctx.config.now)
      // Unknown and expired links are refused before the (deliberately slow) password hashing.
      await invitations.check(token)
      const passwordHash = await hashPassword(password, ctx.config.scryptCost)
      const { accountId, memberId } = await invitations.accept(token, name, passwordHash)
      await attemptSucceeded(request)
      const pair = await sessions(ctx).start(accountId, memberId)
      await recordSignIn(ctx.db, {
        accountId,
        memberId,
        at: ctx.config.now(),
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      })
      return { info: pair }
    },
  )
}
