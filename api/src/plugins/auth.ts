import type { FastifyRequest, onRequestHookHandler } from 'fastify'
import { isApiKey } from '../auth/api-key-format.js'
import { keyAccess } from '../auth/api-keys.js'
import { verifyAccessJwt } from '../auth/jwt.js'
import type { Person } from '../auth/people.js'
import { AppError } from '../errors.js'
import { historyContext } from '../history/context.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAccess` from the verified access token; the only source of tenancy. */
    accountId: number
    /** The login (session) the access token belongs to: every token pair renewed from one login shares it (the JWT's `fam` claim). */
    loginId: string
    /** The person signed in (role, branches), as the database says now: set by `requireAccess`. */
    member: Person
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
 * The token's login must still stand and its person still be an active member: a revoked login
 * (refresh-token reuse, password change elsewhere), a suspended or removed member stop its access
 * tokens on the next request with 401 Wrong token. The person's role and branches are read here,
 * on every request, so a change to them applies at once; the history records them as who changed
 * what (history/context.ts). An API key (auth/api-keys.ts) is checked there instead.
 */
export const requireAccess: onRequestHookHandler = async function (request) {
  const token = bearerToken(request)
  if (!token) throw new AppError('WRONG_TOKEN')
  // An integrator's API key (never a JWT: those start 'eyJ'), on the operations that take one.
  if (isApiKey(token)) return keyAccess(this.ctx, request, token)
  const { jwtSecret, config, logins } = this.ctx
  const result = verifyAccessJwt(token, jwtSecret, config.now())
  if (!result.ok) throw new AppError(result.reason === 'expired' ? 'TOKEN_EXPIRED' : 'WRONG_TOKEN')
  const accountId = Number(result.claims.sub)
  const loginId: unknown = result.claims.fam
  if (!Number.isSafeInteger(accountId) || typeof loginId !== 'string' || !loginId) throw new AppError('WRONG_TOKEN')
  const person = await logins.person(loginId, accountId)
  if (!person) throw new AppError('WRONG_TOKEN')
  request.accountId = accountId
  request.loginId = loginId
  request.member = person
  Object.assign(historyContext(), { memberId: person.memberId, ...(person.email ? { actor: person.email } : {}) })
}
