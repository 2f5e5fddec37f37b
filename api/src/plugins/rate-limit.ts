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
 * The counters of one attempt: per (account, IP), per client IP and, where the rule says so, per
 * account from any IP. The pair is what blocks first: one person guessing never blocks the
 * others behind the same IP (an office's), and a stranger elsewhere never blocks the owner. One
 * IP trying many accounts meets the per-IP limit; many IPs trying one account meet the slower
 * any-IP limit (failed logins), and one mailbox gets a bounded number of e-mails (sign-up and
 * resend).
 */
function rateLimitKeys(rule: RateLimitRule, policy: RateLimitPolicy, ip: string, account: string | undefined) {
  const email = account === undefined ? undefined : normalizeEmail(account)
  return {
    ip: `${policy}:ip:${ip}`,
    account: email && `${policy}:account:${email}:ip:${ip}`,
    anyIp: email && rule.anyIp ? `${rule.anyIp.counter}:any-ip:${email}` : undefined,
  }
}

/** What `rateLimit` counted for a request, for `attemptSucceeded`. */
const counted = new WeakMap<FastifyRequest, ReturnType<typeof rateLimitKeys>>()

/** The refusal of a counter that is full for `minutes` more. */
function tooMany(counter: 'ip' | 'account' | 'anyIp', rule: RateLimitRule, minutes: number) {
  const wait = `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`
  if (counter === 'anyIp' && rule.anyIp?.counter === 'verify-mailbox')
    return `Ya enviamos varios correos de verificación a esta dirección. Usa el enlace del último correo o intenta de nuevo en ${wait}.`
  return `Demasiados intentos. Intenta de nuevo en ${wait}.`
}

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
    const keys = rateLimitKeys(rule, policy, request.ip, await accountOf(request))
    const checks: Array<['ip' | 'account' | 'anyIp', string, number, number]> = []
    if (keys.account) checks.push(['account', keys.account, rule.perAccount, rule.windowSeconds])
    checks.push(['ip', keys.ip, rule.perIp, rule.windowSeconds])
    if (keys.anyIp && rule.anyIp) checks.push(['anyIp', keys.anyIp, rule.anyIp.limit, rule.anyIp.windowSeconds])
    const taken: string[] = []
    for (const [counter, key, limit, windowSeconds] of checks) {
      const take = await rateLimitStore.take(key, limit, windowSeconds)
      if (take.ok) {
        taken.push(key)
        continue
      }
      for (const done of taken) await rateLimitStore.release(done)
      const retryAfter = Math.max(1, Math.ceil((take.resetAt - config.now()) / 1000))
      const minutes = Math.max(1, Math.ceil(retryAfter / 60))
      throw new AppError('TOO_MANY_REQUESTS', tooMany(counter, rule, minutes), {
        headers: { 'retry-after': String(retryAfter) },
      })
    }
    counted.set(request, keys)
  }
}

/**
 * The attempt counted for `request` was not a failure (the password matched): it gives back its
 * slots of the IP's and the account's any-IP counters and clears the account's counter for that IP, so only failed
 * attempts count and the owner who got in starts afresh.
 */
export async function attemptSucceeded(request: FastifyRequest): Promise<void> {
  const keys = counted.get(request)
  if (!keys) return
  counted.delete(request)
  const store = request.server.ctx.rateLimitStore
  await store.release(keys.ip)
  if (keys.anyIp) await store.release(keys.anyIp)
  if (keys.account) await store.reset(keys.account)
}
