import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { signUp } from '../../auth/sign-up.js'
import { rateLimit } from '../../plugins/rate-limit.js'
import { Created, errors, RequiredText } from '../../schemas/common.js'
import { Email, NewPassword } from './schemas.js'

export const signupRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/signup',
    {
      schema: {
        operationId: 'signUp',
        security: [], // no token
        summary: 'Create an account (FREEMIUM, unverified) and e-mail its verification link',
        description:
          'For an e-mail whose account is not verified yet, the new sign-up replaces its password, company and business kind, and its link is the only one that works (older links answer 409 VERIFY_TOKEN_REPLACED). A verified e-mail is 409 EMAIL_IN_USE.',
        tags: ['auth'],
        body: Type.Object({
          email: Email,
          password: NewPassword,
          company: RequiredText({ format: 'line', maxLength: 200 }),
          business_kind: RequiredText({
            format: 'line',
            maxLength: 200,
            description: 'One of the business type options, or free text for Otro',
          }),
        }),
        response: {
          201: Created,
          ...errors({ 400: ['VALIDATION_ERROR'], 409: ['EMAIL_IN_USE'], 429: ['TOO_MANY_REQUESTS'] }),
        },
      },
      preHandler: rateLimit('signup'),
    },
    async (request, reply) => {
      const { email, password, company, business_kind } = request.body
      const id = await signUp(app.ctx, request.log, { email, password, company, businessKind: business_kind })
      return reply.code(201).send({ info: { id } })
    },
  )
}
