import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226), as every authenticator app computes
 * them: HMAC-SHA-1, 6 digits, 30-second steps from the Unix epoch. The secret is 20 random bytes
 * (the RFC 4226 recommended 160 bits), written in base32 (RFC 4648, no padding) for the apps.
 * node:crypto is enough: no runtime dependency (the tests check against an independent library).
 */

export const TOTP_DIGITS = 6
export const TOTP_PERIOD_SECONDS = 30
/** Steps accepted either side of now (RFC 6238 §5.2: one step of clock drift or typing time). */
export const TOTP_WINDOW = 1
export const TOTP_ISSUER = 'Menú Digital'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function base32Encode(bytes: Buffer): string {
  let out = ''
  let bits = 0
  let value = 0
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

/** Decodes base32 (case-insensitive; spaces and '=' padding ignored); undefined for any other character. */
export function base32Decode(text: string): Buffer | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase()
  const out: number[] = []
  let bits = 0
  let value = 0
  for (const char of clean) {
    const index = BASE32.indexOf(char)
    if (index < 0) return undefined
    value = ((value << 5) | index) & 0xffff
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** A new secret: 20 random bytes in base32 (32 characters). */
export const newTotpSecret = (): string => base32Encode(randomBytes(20))

/** The step (counter) of the time `nowMs`. */
export const totpStep = (nowMs: number): number => Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS)

/** The code of `step` for the secret's bytes (RFC 4226 §5.3: dynamic truncation). */
export function hotp(key: Buffer, step: number): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const mac = createHmac('sha1', key).update(counter).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  const binary = mac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0')
}

/** The code an app shows at `nowMs` for the base32 `secret`. */
export function totpCode(secret: string, nowMs: number): string {
  const key = base32Decode(secret)
  if (!key) throw new Error('not a base32 secret')
  return hotp(key, totpStep(nowMs))
}

/**
 * The step whose code `code` is, within TOTP_WINDOW steps of `nowMs` and later than `lastStep`
 * (a code used once is spent, and so is every earlier one); undefined when none matches.
 * Every candidate is compared in constant time.
 */
export function matchTotp(secret: string, code: string, nowMs: number, lastStep: number | null): number | undefined {
  const key = base32Decode(secret)
  if (!key || !/^\d{6}$/.test(code)) return undefined
  const now = totpStep(nowMs)
  let matched: number | undefined
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    const same = timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))
    if (same && matched === undefined && (lastStep === null || step > lastStep)) matched = step
  }
  return matched
}

/** The otpauth:// URI an authenticator app reads from the QR code (Key Uri Format: issuer and account label). */
export function otpauthUrl(secret: string, account: string): string {
  const issuer = encodeURIComponent(TOTP_ISSUER)
  const params = new URLSearchParams({
    secret,
    issuer: TOTP_ISSUER,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  })
  // URLSearchParams writes spaces as '+', which some apps show literally: %20 instead.
  return `otpauth://totp/${issuer}:${encodeURIComponent(account)}?${params.toString().replace(/\+/g, '%20')}`
}
