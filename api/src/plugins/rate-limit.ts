import type { FastifyRequest, preHandlerHookHandler } from 'fastify'
import type { Config, RateLimitRule } from '../config.js'
import { normalizeEmail } from '../data/accounts.js'
import { AppError } from '../errors.js'

export type RateLimitPolicy = keyof Config['rateLimits']

/** Longest block a client can earn by insisting while blocked. */
export const MAX_BLOCK_SECONDS = 24 * 3600

/** The account an attempt is about: the e-mail in the body (login and resend call it `username`). */
function accountOf(request: FastifyRequest): string | undefined {
  const body = request.body as { username?: unknown; email?: unknown } | undefined
  const value = body?.username ?? body?.email
  return typeof value === 'string' && value.trim() ? normalizeEmail(value) : undefined
}

/**
 * The counters of one attempt. Login counts per (account, IP), so guessing from one IP never
 * locks the owner out from another; the other policies count per account.
 */
export const rateLimitKeys = (policy: RateLimitPolicy, ip: string, account: string | undefined) => ({
  ip: `${policy}:ip:${ip}`,
  account: account ? (policy === 'login' ? `${policy}:account:${account}:ip:${ip}` : `${policy}:account:${account}`) : undefined,
})

/** The block earned by the `over`-th attempt past the limit: one window, doubling with each further attempt, capped. */
export const blockSeconds = (windowSeconds: number, over: number) =>
  Math.min(MAX_BLOCK_SECONDS, windowSeconds * 2 ** Math.min(over - 1, 20))

/**
 * preHandler counting one attempt per client IP and per account for `policy`. Counters live
 * in the database (shared by every API instance). Over the limit: 429 TOO_MANY_REQUESTS with
 * Retry-After, and every further attempt while blocked doubles the block (a growing delay).
 * Runs after validation, so malformed requests are rejected without counting.
 */
export function rateLimit(policy: RateLimitPolicy): preHandlerHookHandler {
  return async function (request) {
    const { config, rateLimitStore } = this.ctx
    const rule: RateLimitRule = config.rateLimits[policy]
    const keys = rateLimitKeys(policy, request.ip, accountOf(request))
    const checks: Array<[string, number]> = [[keys.ip, rule.perIp]]
    if (keys.account) checks.push([keys.account, rule.perAccount])
    let retryAfter = 0
    for (const [key, limit] of checks) {
      const hit = await rateLimitStore.hit(key, rule.windowSeconds)
      if (hit.count <= limit) continue
      const until = Math.max(hit.resetAt, config.now() + blockSeconds(rule.windowSeconds, hit.count - limit) * 1000)
      await rateLimitStore.extend(key, until)
      retryAfter = Math.max(retryAfter, Math.ceil((until - config.now()) / 1000))
    }
    if (retryAfter > 0) {
      const minutes = Math.max(1, Math.ceil(retryAfter / 60))
      throw new AppError('TOO_MANY_REQUESTS', `Demasiados intentos. Intenta de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`, { headers: { 'retry-after': String(retryAfter) } })
    }
  }
}
