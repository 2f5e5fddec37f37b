/** Numbers read from the environment, and the login/sign-up throttles built from them (config.ts). */

export function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`)
  return value
}

export interface RateLimitRule {
  /** Maximum attempts per window for one e-mail address (the account) from one client IP, and for one client IP. */
  perAccount: number
  perIp: number
  windowSeconds: number
  /**
   * Attempts about one e-mail address from any IP, over a longer window: failed logins against
   * one account (a guesser spread over many IPs), or verification e-mails to one mailbox
   * (sign-up and resend count together: `counter` names the shared count).
   */
  anyIp?: { counter: string; limit: number; windowSeconds: number }
}

function rule(
  env: NodeJS.ProcessEnv,
  prefix: string,
  perAccount: number,
  perIp: number,
  window: number,
): RateLimitRule {
  return {
    perAccount: positive(env, `RATE_LIMIT_${prefix}_ACCOUNT`, perAccount),
    perIp: positive(env, `RATE_LIMIT_${prefix}_IP`, perIp),
    windowSeconds: int(env, `RATE_LIMIT_${prefix}_WINDOW`, int(env, 'RATE_LIMIT_WINDOW', window)),
  }
}

export function rateLimits(env: NodeJS.ProcessEnv): Record<'login' | 'signup' | 'resend' | 'forgot', RateLimitRule> {
  // Failed logins against one account from every IP: a slower limit than one IP's, so a guesser
  // spread over many addresses is stopped too, while one person behind an office's shared IP
  // never locks out the others (their IP's limit is far above one account's).
  const login = {
    ...rule(env, 'LOGIN', 10, 100, 900),
    anyIp: { counter: 'login', limit: positive(env, 'RATE_LIMIT_LOGIN_ANY_IP', 50), windowSeconds: 3600 },
  }
  // Verification e-mails one mailbox receives, whoever asks from wherever: sign-ups and resends together.
  const mailbox = {
    counter: 'verify-mailbox',
    limit: positive(env, 'RATE_LIMIT_VERIFY_MAILBOX', 5),
    windowSeconds: 3600,
  }
  return {
    login,
    signup: { ...rule(env, 'SIGNUP', 5, 20, 3600), anyIp: mailbox },
    resend: { ...rule(env, 'RESEND', 5, 20, 900), anyIp: mailbox },
    forgot: rule(env, 'FORGOT', 5, 20, 3600),
  }
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = int(env, name, fallback)
  if (value < 1) throw new Error(`${name} must be at least 1, got "${env[name]}"`)
  return value
}
