import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { signJwt, verifyAccessJwt } from '../src/auth/jwt.js'
import { hashPassword, verifyPassword } from '../src/auth/passwords.js'
import { hashToken, randomToken } from '../src/auth/secrets.js'

describe('access JWT (HS256)', () => {
  const secret = 'test-secret'
  const now = 1_700_000_000_000
  const claims = { sub: '42', typ: 'access', fam: 'f1', iat: now / 1000, exp: now / 1000 + 900 }

  it('round-trips valid claims', () => {
    const r = verifyAccessJwt(signJwt(claims, secret), secret, now)
    assert.deepEqual(r, { ok: true, claims })
  })

  it('expired only when the signature is right', () => {
    const token = signJwt(claims, secret)
    assert.deepEqual(verifyAccessJwt(token, secret, now + 900_000), { ok: false, reason: 'expired' })
    assert.deepEqual(verifyAccessJwt(signJwt(claims, 'other'), secret, now + 900_000), { ok: false, reason: 'wrong' })
  })

  it('rejects wrong secrets, other token types, alg none and garbage', () => {
    assert.equal(verifyAccessJwt(signJwt(claims, 'other'), secret, now).ok, false)
    assert.equal(verifyAccessJwt(signJwt({ ...claims, typ: 'refresh' }, secret), secret, now).ok, false)
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`
    assert.equal(verifyAccessJwt(none, secret, now).ok, false)
    for (const garbage of ['', 'x', 'a.b', 'a.b.c', '...', randomToken()])
      assert.deepEqual(verifyAccessJwt(garbage, secret, now), { ok: false, reason: 'wrong' })
  })
})

describe('passwords (scrypt)', () => {
  it('verifies the right password only, with a per-password salt', async () => {
    const a = await hashPassword('contraseña-1', 1024)
    const b = await hashPassword('contraseña-1', 1024)
    assert.notEqual(a, b)
    assert.match(a, /^scrypt\$1024\$8\$1\$/)
    assert.equal(await verifyPassword('contraseña-1', a), true)
    assert.equal(await verifyPassword('contraseña-2', a), false)
    assert.equal(await verifyPassword('x', 'not-a-hash'), false)
  })

  it('keeps verifying hashes made with another cost', async () => {
    const old = await hashPassword('clave-antigua', 2048)
    assert.equal(await verifyPassword('clave-antigua', old), true)
  })
})

describe('opaque tokens', () => {
  it('are random and stored as a stable hash', () => {
    const t = randomToken()
    assert.notEqual(t, randomToken())
    assert.equal(hashToken(t), hashToken(t))
    assert.notEqual(hashToken(t), t)
  })
})
