import type { FastifyRequest, preHandlerHookHandler } from 'fastify'
import type { Config, RateLimitRule } from '../config.js'
import { normalizeEmail } from '../data/accounts.js'
import { AppError } from '../errors.js'

export type RateLimitPolicy = keyof Config['rateLimits']

/** The account an attempt is about: the e-mail in the body (login, resend and forgot-password call it `username`). */
async function accountInBody(request: FastifyRequest): Promise<string | undefined> {
  const body = request.body as { username?: unknown; email?: unknown } | undefined
  const value = body?.username ?? body?.email
  return typeof value === 'string' && value.trim() ? value : undefined
}

/**
 * The counters of one attempt: per client IP, and per (account, IP). An account is never
 * counted across IPs, so a stranger's attempts from elsewhere never lock its owner out (of
 * logging in, signing up, or getting a verification or reset e-mail); one IP trying many
 * accounts meets the per-IP limit.
 */
const rateLimitKeys = (policy: RateLimitPolicy, ip: string, account: string | undefined) => ({
  ip: `${policy}:ip:${ip}`,
  account: account ? `${policy}:account:${normalizeEmail(account)}:ip:${ip}` : undefined,
})

/** What `rateLimit` counted for a request, for `attemptSucceeded`. */
const counted = new WeakMap<FastifyRequest, { ip: string; account: string | undefined }>()

/**
 * preHandler counting the request as one attempt of `policy`, per IP and per (account, IP);
 * `accountOf` names the account (default: the e-mail in the body). Counters live in the
 * database, shared by every API instance. A blocked client gets 429 TOO_MANY_REQUESTS with
 * Retry-After, and that refused attempt is not counted (it neither extends the block nor uses a
 * slot of the other counter). Runs after validation: malformed requests are refused without counting.
 * Routes that count failures only (login, change-password) call `attemptSucceeded` when the
 * password matched.
 */
export function rateLimit(
  policy: RateLimitPolicy,
  accountOf: (request: FastifyRequest) => Promise<string | undefined> = accountInBody,
): preHandlerHookHandler {
  return async function (request) {
    const { config, rateLimitStore } = this.ctx
    const rule: RateLimitRule = config.rateLimits[policy]
    const keys = rateLimitKeys(policy, request.ip, await accountOf(request))
    const checks: Array<[string, number]> = [[keys.ip, rule.perIp]]
    if (keys.account) checks.push([keys.account, rule.perAccount])
    const taken: string[] = []
    for (const [key, limit] of checks) {
      const take = await rateLimitStore.take(key, limit, rule.windowSeconds)
      if (take.ok) {
        taken.push(key)
        continue
      }
      for (const done of taken) await rateLimitStore.release(done)
      const retryAfter = Math.max(1, Math.ceil((take.resetAt - config.now()) / 1000))
      const minutes = Math.max(1, Math.ceil(retryAfter / 60))
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Demasiados intentos. Intenta de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
        { headers: { 'retry-after': String(retryAfter) } },
      )
    }
    counted.set(request, keys)
  }
}

/**
 * The attempt counted for `request` was not a failure (the password matched): it gives back its
 * slot of the IP's counter and clears the account's counter for that IP, so only failed
 * attempts count and the owner who got in starts afresh.
 */
export async function attemptSucceeded(request: FastifyRequest): Promise<void> {
  const keys = counted.get(request)
  if (!keys) return
  counted.delete(request)
  const store = request.server.ctx.rateLimitStore
  await store.release(keys.ip)
  if (keys.account) await store.reset(keys.account)
}
