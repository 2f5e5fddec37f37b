import { createHash, randomBytes } from 'node:crypto'

/** An unguessable opaque token for links and refresh tokens (256 bits, URL-safe). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url')

/** Tokens are stored only as their sha256: a copy of the database does not yield usable tokens. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')
