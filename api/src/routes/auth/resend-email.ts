import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { accountsData } from '../../data/accounts.js'
import { AppError } from '../../errors.js'
import { rateLimit } from '../../plugins/rate-limit.js'
import { errors, Ok } from '../../schemas/common.js'
import { Username } from './schemas.js'
import { sendVerification } from './verification.js'

export const resendEmailRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/resend-email', {
    schema: {
      operationId: 'resendVerificationEmail',
      security: [], // no token
      summary: 'Send a new verification link to an unverified account',
      tags: ['auth'],
      body: Type.Object({ username: Username }),
      response: { 200: Ok, ...errors({ 400: ['VALIDATION_ERROR'], 404: ['RESOURCE_NOT_FOUND'], 409: ['ALREADY_VERIFIED'], 429: ['TOO_MANY_REQUESTS'] }) },
    },
    preHandler: rateLimit('resend'),
  }, async (request) => {
    const account = await accountsData(app.ctx.db).findByEmail(request.body.username)
    if (!account) throw new AppError('RESOURCE_NOT_FOUND', 'La cuenta no existe.')
    if (account.verified_at) throw new AppError('ALREADY_VERIFIED')
    await sendVerification(app.ctx, request.log, account)
    return { info: { ok: true } }
  })
}
