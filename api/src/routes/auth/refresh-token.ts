import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { sessions } from '../../auth/sessions.js'
import { AppError } from '../../errors.js'
import { bearerToken } from '../../plugins/auth.js'
import { errors } from '../../schemas/common.js'
import { TokenPair } from './schemas.js'

export const refreshTokenRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/refresh-token',
    {
      schema: {
        operationId: 'refreshTokens',
        summary: 'Exchange the refresh token (as Bearer) for a new token pair; the presented token is spent',
        description:
          'Presenting an already-spent refresh token revokes the whole login (every token of its family), except within REFRESH_REUSE_GRACE seconds (default 30) of its rotation, when it gets a new pair (two tabs refreshing at once).',
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        response: { 200: TokenPair, ...errors({ 401: ['TOKEN_EXPIRED', 'WRONG_TOKEN'] }) },
      },
    },
    async (request) => {
      const token = bearerToken(request)
      if (!token) throw new AppError('WRONG_TOKEN')
      return { info: await sessions(app.ctx).rotate(token) }
    },
  )
}
