import type { FastifyRequest, onRequestHookHandler } from 'fastify'
import { verifyAccessJwt } from '../auth/jwt.js'
import { AppError } from '../errors.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAccess` from the verified access token; the only source of tenancy. */
    accountId: number
    /** The login (session) the access token belongs to: every token pair renewed from one login shares it (the JWT's `fam` claim). */
    loginId: string
  }
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i)
  return match?.[1]
}

/**
 * onRequest hook for routes that need a valid access token (everything under /v1, change-password).
 * The token's login must still stand: a revoked login (refresh-token reuse, password change
 * elsewhere) stops its access tokens on the next request with 401 Wrong token.
 */
export const requireAccess: onRequestHookHandler = async function (request) {
  const token = bearerToken(request)
  if (!token) throw new AppError('WRONG_TOKEN')
  const { jwtSecret, config, logins } = this.ctx
  const result = verifyAccessJwt(token, jwtSecret, config.now())
  if (!result.ok) throw new AppError(result.reason === 'expired' ? 'TOKEN_EXPIRED' : 'WRONG_TOKEN')
  const accountId = Number(result.claims.sub)
  const loginId: unknown = result.claims.fam
  if (!Number.isSafeInteger(accountId) || typeof loginId !== 'string' || !loginId) throw new AppError('WRONG_TOKEN')
  if (!(await logins.isLive(loginId, accountId))) throw new AppError('WRONG_TOKEN')
  request.accountId = accountId
  request.loginId = loginId
}
