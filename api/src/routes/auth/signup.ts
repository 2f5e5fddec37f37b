import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { hashPassword } from '../../auth/passwords.js'
import { accountsData } from '../../data/accounts.js'
import { isUniqueViolation } from '../../db/errors.js'
import { isoAt } from '../../db/values.js'
import { AppError } from '../../errors.js'
import { rateLimit } from '../../plugins/rate-limit.js'
import { Created, errors, RequiredText } from '../../schemas/common.js'
import { Email, NewPassword } from './schemas.js'
import { sendVerification } from './verification.js'

export const signupRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/signup', {
    schema: {
      operationId: 'signUp',
      security: [], // no token
      summary: 'Create an account (FREEMIUM, unverified) and e-mail its verification link',
      tags: ['auth'],
      body: Type.Object({
        email: Email,
        password: NewPassword,
        company: RequiredText({ format: 'line', maxLength: 200 }),
        business_kind: RequiredText({ format: 'line', maxLength: 200, description: 'One of the business type options, or free text for Otro' }),
      }),
      response: { 201: Created, ...errors({ 400: ['VALIDATION_ERROR'], 409: ['EMAIL_IN_USE'], 429: ['TOO_MANY_REQUESTS'] }) },
    },
    preHandler: rateLimit('signup'),
  }, async (request, reply) => {
    const { ctx } = app
    const accounts = accountsData(ctx.db)
    const { email, password, company, business_kind } = request.body
    if (await accounts.findByEmail(email)) throw new AppError('EMAIL_IN_USE')
    let id: number
    try {
      id = await accounts.create({
        email,
        passwordHash: await hashPassword(password, ctx.config.scryptCost),
        company: company.trim(),
        businessKind: business_kind.trim(),
        planCode: 'FREEMIUM',
        verifiedAt: null,
        createdAt: isoAt(ctx.config.now()),
      })
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError('EMAIL_IN_USE') // lost a race with a simultaneous sign-up
      throw e
    }
    const account = (await accounts.findById(id))!
    await sendVerification(ctx, request.log, account)
    return reply.code(201).send({ info: { id } })
  })
}
