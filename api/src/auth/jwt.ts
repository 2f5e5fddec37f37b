import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Minimal HS256 JWT (RFC 7519) for access tokens: the API is the only issuer and the only
 * verifier, so a dependency buys nothing. Only HS256 is accepted: the header's `alg` is
 * checked, never trusted to pick the algorithm.
 */
export interface AccessClaims {
  /** Account id. */
  sub: string
  typ: 'access'
  /** The login this token belongs to (its refresh-token family id): request.loginId. */
  fam: string
  /** The person (member id) signed in; the login's row says it too, and is what the API trusts. */
  mem?: string
  iat: number
  exp: number
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'wrong' | 'expired' }

const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64url')
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
const sign = (input: string, secret: string) => createHmac('sha256', secret).update(input).digest()

export function signJwt(claims: Record<string, unknown>, secret: string): string {
  const body = `${HEADER}.${b64(JSON.stringify(claims))}`
  return `${body}.${b64(sign(body, secret))}`
}

/**
 * Checks the signature first (so a forged token is 'wrong' even when also expired),
 * then the header, the `typ` claim (a refresh token is never an access token) and expiry.
 * `nowMs` is injected so tests can travel in time.
 */
export function verifyAccessJwt(token: string, secret: string, nowMs: number): VerifyResult {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'wrong' }
  const [header, payload, signature] = parts
  const expected = sign(`${header}.${payload}`, secret)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'wrong' }
  try {
    const h = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))
    const c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (h?.alg !== 'HS256' || c?.typ !== 'access' || typeof c.sub !== 'string' || typeof c.exp !== 'number') {
      return { ok: false, reason: 'wrong' }
    }
    if (c.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' }
    return { ok: true, claims: c as AccessClaims }
  } catch {
    return { ok: false, reason: 'wrong' }
  }
}
