import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { passwordResets } from '../../auth/password-reset.js'
import { rateLimit } from '../../plugins/rate-limit.js'
import { errors, Ok } from '../../schemas/common.js'
import { PersonUsername } from './schemas.js'

export const forgotPasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/forgot-password',
    {
      schema: {
        operationId: 'requestPasswordReset',
        security: [], // no token
        summary:
          "E-mail a password reset link to the person of this e-mail (the account's owner or a member), if there is one",
        description:
          'The answer is the same, and takes the same time, whether the account exists or not: the link is made and e-mailed after answering. A member (who accepted their invitation) gets a link that sets their own password. The link (/reset-password?token=…) works once, for RESET_TOKEN_TTL seconds (default 3600), and only until a newer one is sent or the password changes.',
        tags: ['auth'],
        body: Type.Object({ username: PersonUsername }),
        response: { 200: Ok, ...errors({ 400: ['VALIDATION_ERROR'], 429: ['TOO_MANY_REQUESTS'] }) },
      },
      preHandler: rateLimit('forgot'),
    },
    async (request) => {
      const { ctx } = app
      const email = request.body.username
      ctx.background.run('password reset e-mail', () => passwordResets.sendLink(ctx, request.log, email))
      return { info: { ok: true } }
    },
  )
}
