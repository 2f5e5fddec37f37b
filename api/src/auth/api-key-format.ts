import { createHash, randomBytes } from 'node:crypto'

/**
 * What an API key is, apart from checking one (auth/api-keys.ts): its form, its stored hash, and
 * which operations take one. Pure rules (node:crypto only), so repositories, schemas and the
 * OpenAPI document read them without calling the check.
 */

/** Every key starts so: what tells a key from an access token (a JWT never does). */
export const API_KEY_PREFIX = 'mk_'
const LIVE = 'mk_live_'

export type ApiKeyScope = 'read' | 'write'

export const isApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX)

/** The stored form of a key: its SHA-256 in hex (a key has 160 random bits: no salt or slow hash needed). */
export const keyHash = (key: string): string => createHash('sha256').update(key).digest('hex')

/** A new key ('mk_live_' + 40 hex) and what the panel shows of it ('mk_live_3f9a…'). */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${LIVE}${randomBytes(20).toString('hex')}`
  return { key, prefix: `${key.slice(0, LIVE.length + 4)}…`, hash: keyHash(key) }
}

/**
 * Whether an operation takes an API key (auth/api-keys.ts): every /v1 one but the public ones
 * (no token at all) and a person's own (/v1/members/me…: a key is nobody's name or two-step
 * login). The OpenAPI document lists `apiKeyAuth` on exactly these (plugins/swagger.ts), and
 * documents the refusals a key may meet on them (schemas/common.ts). */
export function keyAccepted(url: string): boolean {
  if (!url.startsWith('/v1/') || url.startsWith('/v1/public/')) return false
  return url !== '/v1/members/me' && !url.startsWith('/v1/members/me/')
}
