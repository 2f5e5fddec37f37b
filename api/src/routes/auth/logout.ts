import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { sessions } from '../../auth/sessions.js'
import { AppError } from '../../errors.js'
import { bearerToken } from '../../plugins/auth.js'
import { errors, Ok } from '../../schemas/common.js'

export const logoutRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/logout',
    {
      schema: {
        summary: 'End the login of this refresh token (as Bearer, like GET /auth/refresh-token)',
        description:
          'Every refresh token of that login stops working at once, and its access tokens on their next request. Idempotent: a refresh token that is spent, expired, already logged out or unknown also answers 200, since in every case no login stands on it afterwards. Without a Bearer token: 401 WRONG_TOKEN.',
        tags: ['auth'],
        operationId: 'logOut',
        security: [{ bearerAuth: [] }],
        response: { 200: Ok, ...errors({ 401: ['WRONG_TOKEN'] }) },
      },
    },
    async (request) => {
      const token = bearerToken(request)
      if (!token) throw new AppError('WRONG_TOKEN')
      await sessions(app.ctx).end(token)
      return { info: { ok: true } }
    },
  )
}
