import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { resetPassword } from '../../auth/password-reset.js'
import { errors, Ok } from '../../schemas/common.js'
import { LinkToken, NewPassword } from './schemas.js'

export const resetPasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/reset-password',
    {
      schema: {
        operationId: 'resetPassword',
        security: [], // no token
        summary: 'Set a new password with the token of a reset link; every login of that person ends',
        description:
          "The link is the owner's or a member's (it sets that person's password only). The link is spent and the person's other reset links stop working. Every login of that person ends (refresh tokens at once, access tokens on their next request); the rest of the team stays signed in. An account not verified yet becomes verified by its owner's link: the link proves the mailbox.",
        tags: ['auth'],
        body: Type.Object({ token: LinkToken, password: NewPassword }),
        response: {
          200: Ok,
          ...errors({
            400: ['VALIDATION_ERROR', 'RESET_TOKEN_INVALID', 'RESET_TOKEN_EXPIRED'],
            409: ['RESET_TOKEN_USED', 'RESET_TOKEN_REPLACED'],
          }),
        },
      },
    },
    async (request) => {
      await resetPassword(app.ctx, request.body.token, request.body.password)
      return { info: { ok: true } }
    },
  )
}
