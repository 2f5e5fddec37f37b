import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  )

const KEY_LENGTH = 64
const BLOCK_SIZE = 8
const PARALLELISM = 1

/**
 * Format: `scrypt$N$r$p$salt$hash` (base64url). The cost parameters travel with the hash so
 * the cost can be raised later without invalidating existing passwords.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, KEY_LENGTH, {
    N: cost,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: 256 * cost * BLOCK_SIZE,
  })
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const N = Number(n)
  const R = Number(r)
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: R,
    p: Number(p),
    maxmem: 256 * N * R,
  })
  return timingSafeEqual(key, expected)
}

const dummyHashes = new Map<number, Promise<string>>()

/** A hash of a random password at `cost`: an unknown e-mail is checked against it, so it costs what a wrong password costs. */
export function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost)
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('base64url'), cost)
    dummyHashes.set(cost, hash)
  }
  return hash
}

/** The login's password check, reached through this object so tests can observe the work each path does. */
export const passwordCheck = { verify: verifyPassword }
