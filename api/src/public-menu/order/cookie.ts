import { randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'

/**
 * The diner's 'Mi pedido' is found by a first-party cookie holding 16 random bytes (22
 * base64url characters): nothing personal, no identifier shared with anyone, read only under
 * /m/ and never by script (HttpOnly). It lasts a day, as the list (lists untouched for 24 h are
 * deleted by the cleanup job); each change of the list renews both.
 */

export const ORDER_COOKIE = 'md_pedido'
/** Seconds: a day, the list's own lifetime. */
export const ORDER_COOKIE_MAX_AGE = 86_400
const TOKEN = /^[A-Za-z0-9_-]{22}$/

/** The token of the request's cookie, or undefined (none, or not one we could have set). */
export function orderToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== ORDER_COOKIE) continue
    const value = part.slice(eq + 1).trim()
    if (TOKEN.test(value)) return value
  }
  return undefined
}

export const newOrderToken = (): string => randomBytes(16).toString('base64url')

/** The Set-Cookie value for `token`; Secure when the request came over https (behind a proxy: trustProxy). */
export const orderCookie = (request: FastifyRequest, token: string): string =>
  `${ORDER_COOKIE}=${token}; Path=/m/; Max-Age=${ORDER_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`
