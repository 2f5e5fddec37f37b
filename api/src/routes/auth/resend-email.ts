import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { resendVerification } from '../../auth/sign-up.js'
import { rateLimit } from '../../plugins/rate-limit.js'
import { errors, Ok } from '../../schemas/common.js'
import { Username } from './schemas.js'

export const resendEmailRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/resend-email',
    {
      schema: {
        operationId: 'resendVerificationEmail',
        security: [], // no token
        summary: 'Send a new verification link to an unverified account; its older links stop working',
        tags: ['auth'],
        body: Type.Object({ username: Username }),
        response: {
          200: Ok,
          ...errors({
            400: ['VALIDATION_ERROR'],
            404: ['RESOURCE_NOT_FOUND'],
            409: ['ALREADY_VERIFIED'],
            429: ['TOO_MANY_REQUESTS'],
          }),
        },
      },
      preHandler: rateLimit('resend'),
    },
    async (request) => {
      await resendVerification(app.ctx, request.log, request.body.username)
      return { info: { ok: true } }
    },
  )
}
