import assert from 'node:assert/strict'
import { after, before, describe, it, mock } from 'node:test'
import { signJwt } from '../src/auth/jwt.js'
import { passwordCheck } from '../src/auth/passwords.js'
import { isoAt } from '../src/db/values.js'
import {
  account,
  call,
  DIALECT,
  lastMail,
  login,
  makeApp,
  PASSWORD,
  signUp,
  type TestApp,
  tokenFromLink,
  uniqueEmail,
} from './helpers.js'

const expectError = (
  res: { status: number; body: { error: { code: string; message: string } } },
  status: number,
  code: string,
  message?: string,
) => {
  assert.equal(res.status, status, JSON.stringify(res.body))
  assert.equal(res.body.error.code, code)
  assert.equal(typeof res.body.error.message, 'string')
  if (message !== undefined) assert.equal(res.body.error.message, message)
}

describe(`auth (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  describe('POST /auth/signup', () => {
    it('creates an unverified FREEMIUM account and e-mails a verification link', async () => {
      const email = uniqueEmail('Signup').replace('Signup', 'SignUp')
      const res = await call(t.app, {
        method: 'POST',
        url: '/auth/signup',
        payload: { email, password: PASSWORD, company: 'Tacos Don Pepe', business_kind: 'Antojitos' },
      })
      assert.equal(res.status, 201)
      assert.equal(typeof res.body.info.id, 'number')
      const mail = lastMail(t.config, email)
      assert.equal(mail.to, email.toLowerCase())
      assert.match(mail.link, new RegExp(`^${t.config.publicUrl}/success-email\\?token=`))
      assert.ok(mail.text.includes(mail.link) && mail.html.includes('success-email') && mail.subject && mail.createdAt)
      const denied = await call(t.app, {
        method: 'POST',
        url: '/auth/login',
        payload: { username: email, password: PASSWORD },
      })
      expectError(denied, 403, 'MISSING_VERIFY_EMAIL')
    })

    it('rejects the e-mail of a verified account, case-insensitively (409 EMAIL_IN_USE)', async () => {
      const { email } = await signUp(t)
      const res = await call(t.app, {
        method: 'POST',
        url: '/auth/signup',
        payload: { email: email.toUpperCase(), password: 'otra-clave-123', company: 'X', business_kind: 'Bar' },
      })
      expectError(res, 409, 'EMAIL_IN_USE')
      await login(t, email)
    })

    it('validates e-mail format, password length and required fields (400 VALIDATION_ERROR)', async () => {
      const base = { email: uniqueEmail(), password: PASSWORD, company: 'X', business_kind: 'Bar' }
      expectError(
        await call(t.app, { method: 'POST', url: '/auth/signup', payload: { ...base, email: 'no-es-correo' } }),
        400,
        'VALIDATION_ERROR',
        'El formato de correo no es valido',
      )
      expectError(
        await call(t.app, { method: 'POST', url: '/auth/signup', payload: { ...base, password: 'corta' } }),
        400,
        'VALIDATION_ERROR',
        'Tu contraseña debe ser mínimo 8 caracteres',
      )
      const missing = await call(t.app, {
        method: 'POST',
        url: '/auth/signup',
        payload: { email: base.email, password: PASSWORD },
      })
      expectError(missing, 400, 'VALIDATION_ERROR')
      assert.match(missing.body.error.message, /^Campo obligatorio: .*company/)
      expectError(
        await call(t.app, { method: 'POST', url: '/auth/signup', payload: { ...base, company: '' } }),
        400,
        'VALIDATION_ERROR',
      )
    })

    it('answers malformed JSON with the error envelope', async () => {
      const res = await call(t.app, {
        method: 'POST',
        url: '/auth/signup',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      })
      expectError(res, 400, 'VALIDATION_ERROR')
    })
  })

  describe('PUT /auth/verify-email', () => {
    it('verifies once; the same token again is 409 VERIFY_TOKEN_USED', async () => {
      const { email } = await signUp(t, { verify: false })
      const token = tokenFromLink(lastMail(t.config, email).link)
      const ok = await call(t.app, { method: 'PUT', url: '/auth/verify-email', payload: { token } })
      assert.equal(ok.status, 200)
      assert.deepEqual(ok.body, { info: { ok: true } })
      expectError(
        await call(t.app, { method: 'PUT', url: '/auth/verify-email', payload: { token } }),
        409,
        'VERIFY_TOKEN_USED',
      )
      await login(t, email)
    })

    it('rejects an unknown token (400 VERIFY_TOKEN_INVALID)', async () => {
      expectError(
        await call(t.app, { method: 'PUT', url: '/auth/verify-email', payload: { token: 'nope' } }),
        400,
        'VERIFY_TOKEN_INVALID',
      )
    })

    it('rejects a token older than 48 hours (400 VERIFY_TOKEN_EXPIRED)', async () => {
      const { email } = await signUp(t, { verify: false })
      const token = tokenFromLink(lastMail(t.config, email).link)
      t.travel(48 * 3600 * 1000 + 1000)
      try {
        expectError(
          await call(t.app, { method: 'PUT', url: '/auth/verify-email', payload: { token } }),
          400,
          'VERIFY_TOKEN_EXPIRED',
        )
      } finally {
        t.travel(-(48 * 3600 * 1000 + 1000))
      }
    })
  })

  describe('POST /auth/login', () => {
    it('returns an access and a refresh token', async () => {
      const { email } = await signUp(t)
      const tokens = await login(t, email.toUpperCase())
      assert.equal(tokens.access_token.split('.').length, 3)
      assert.ok(tokens.refresh_token.length >= 32)
      const me = await call(t.app, { method: 'GET', url: '/v1/profiles/me', token: tokens.access_token })
      assert.equal(me.body.info.email, email)
    })

    it('answers each failure with its code', async () => {
      const { email } = await signUp(t)
      expectError(
        await call(t.app, {
          method: 'POST',
          url: '/auth/login',
          payload: { username: uniqueEmail('ghost'), password: PASSWORD },
        }),
        404,
        'RESOURCE_NOT_FOUND',
      )
      const wrong = await call(t.app, {
        method: 'POST',
        url: '/auth/login',
        payload: { username: email, password: 'otra-cosa-123' },
      })
      expectError(wrong, 401, 'CREDENTIALS_NOT_MATCH')
      // The panel's refresh flow keys on these two messages: a bad password must not trigger it.
      assert.ok(!['Token expired', 'Wrong token'].includes(wrong.body.error.message))
      expectError(
        await call(t.app, { method: 'POST', url: '/auth/login', payload: { username: email } }),
        400,
        'VALIDATION_ERROR',
      )
    })

    it('"no account" does the same password hashing as "wrong password"', async () => {
      const { email } = await signUp(t)
      const verify = mock.method(passwordCheck, 'verify')
      try {
        expectError(
          await call(t.app, {
            method: 'POST',
            url: '/auth/login',
            payload: { username: uniqueEmail('ghost'), password: PASSWORD },
          }),
          404,
          'RESOURCE_NOT_FOUND',
        )
        assert.equal(verify.mock.callCount(), 1, 'an unknown e-mail is hashed too')
        const [, ghostHash] = verify.mock.calls[0].arguments
        expectError(
          await call(t.app, {
            method: 'POST',
            url: '/auth/login',
            payload: { username: email, password: 'otra-cosa-123' },
          }),
          401,
          'CREDENTIALS_NOT_MATCH',
        )
        assert.equal(verify.mock.callCount(), 2)
        const [, ownerHash] = verify.mock.calls[1].arguments
        // Same scheme and cost parameters: the same scrypt work.
        assert.deepEqual(ghostHash.split('$').slice(0, 4), ownerHash.split('$').slice(0, 4))
      } finally {
        verify.mock.restore()
      }
    })
  })

  describe('the first branch', () => {
    const branches = async (accountId: number) =>
      t.db
        .selectFrom('sucursales')
        .select(['name', 'enabled'])
        .where('account_id', '=', accountId)
        .orderBy('id')
        .execute()
    /** An account verified before the server created first branches: verified, no branch, not marked. */
    const olderAccount = async () => {
      const a = await signUp(t, { verify: false, company: 'Fonda Vieja' })
      await t.db
        .updateTable('accounts')
        .set({ verified_at: isoAt(Date.now()) })
        .where('id', '=', a.id)
        .execute()
      return a
    }

    it('verification creates one enabled branch named after the company; logins add none', async () => {
      const a = await signUp(t, { verify: false, company: '  Tacos Don Pepe ' })
      assert.deepEqual(await branches(a.id), [])
      expectError(
        await call(t.app, { method: 'POST', url: '/auth/login', payload: { username: a.email, password: PASSWORD } }),
        403,
        'MISSING_VERIFY_EMAIL',
      )
      assert.deepEqual(await branches(a.id), [], 'an unverified login creates nothing')
      const verified = await call(t.app, {
        method: 'PUT',
        url: '/auth/verify-email',
        payload: { token: tokenFromLink(lastMail(t.config, a.email).link) },
      })
      assert.equal(verified.status, 200)
      assert.deepEqual(await branches(a.id), [{ name: 'Tacos Don Pepe', enabled: 1 }])
      const { access_token } = await login(t, a.email)
      await login(t, a.email)
      const listed = await call(t.app, { method: 'GET', url: '/v1/sucursales', token: access_token })
      assert.deepEqual(
        listed.body.info.map((b: { name: string; enabled: boolean }) => [b.name, b.enabled]),
        [['Tacos Don Pepe', true]],
      )
    })

    it('an account verified earlier without a branch gets it at its next login, once', async () => {
      const a = await olderAccount()
      await login(t, a.email)
      assert.deepEqual(await branches(a.id), [{ name: 'Fonda Vieja', enabled: 1 }])
      await login(t, a.email)
      assert.equal((await branches(a.id)).length, 1)
    })

    it('10 concurrent logins create exactly one branch', async () => {
      const a = await olderAccount()
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          call(t.app, { method: 'POST', url: '/auth/login', payload: { username: a.email, password: PASSWORD } }),
        ),
      )
      assert.deepEqual(
        results.map((r) => r.status),
        Array(10).fill(200),
      )
      assert.deepEqual(await branches(a.id), [{ name: 'Fonda Vieja', enabled: 1 }])
    })

    it('a first branch deleted later is not recreated by the next login', async () => {
      const a = await signUp(t)
      assert.equal((await branches(a.id)).length, 1)
      await t.db.deleteFrom('sucursales').where('account_id', '=', a.id).execute()
      await login(t, a.email)
      assert.deepEqual(await branches(a.id), [])
    })
  })

  describe('POST /auth/resend-email', () => {
    it("sends a new, working link to an unverified account; it asks for the account's password", async () => {
      const { email, password } = await signUp(t, { verify: false })
      const first = lastMail(t.config, email).link
      const res = await call(t.app, { method: 'POST', url: '/auth/resend-email', payload: { username: email } })
      assert.equal(res.status, 200)
      const second = lastMail(t.config, email).link
      assert.notEqual(first, second)
      const verify = (body: object) =>
        call(t.app, { method: 'PUT', url: '/auth/verify-email', payload: { token: tokenFromLink(second), ...body } })
      expectError(await verify({}), 409, 'VERIFY_PASSWORD_REQUIRED')
      assert.equal((await verify({ password })).status, 200)
    })

    it('404 for an unknown e-mail, 409 ALREADY_VERIFIED for a verified one', async () => {
      expectError(
        await call(t.app, { method: 'POST', url: '/auth/resend-email', payload: { username: uniqueEmail('ghost') } }),
        404,
        'RESOURCE_NOT_FOUND',
      )
      const { email } = await signUp(t)
      expectError(
        await call(t.app, { method: 'POST', url: '/auth/resend-email', payload: { username: email } }),
        409,
        'ALREADY_VERIFIED',
      )
    })
  })

  describe('GET /auth/refresh-token', () => {
    const refresh = (token?: string) => call(t.app, { method: 'GET', url: '/auth/refresh-token', token })

    it('rotates: returns a new pair and the new access token works', async () => {
      const a = await account(t)
      const res = await refresh(a.refresh_token)
      assert.equal(res.status, 200)
      assert.notEqual(res.body.info.refresh_token, a.refresh_token)
      const me = await call(t.app, { method: 'GET', url: '/v1/profiles/me', token: res.body.info.access_token })
      assert.equal(me.status, 200)
      assert.equal((await refresh(res.body.info.refresh_token)).status, 200)
    })

    /** Runs `fn` with the clock moved just past the reuse grace window. */
    const afterGrace = async (fn: () => Promise<void>) => {
      const ms = t.config.refreshReuseGrace * 1000 + 1000
      t.travel(ms)
      try {
        await fn()
      } finally {
        t.travel(-ms)
      }
    }

    it('reuse of a spent refresh token after the grace window revokes the whole login, the newest token included', async () => {
      const a = await account(t)
      const r1 = await refresh(a.refresh_token)
      const r2 = await refresh(r1.body.info.refresh_token)
      assert.equal(r2.status, 200)
      await afterGrace(async () => {
        expectError(await refresh(a.refresh_token), 401, 'WRONG_TOKEN', 'Wrong token')
        expectError(await refresh(r2.body.info.refresh_token), 401, 'WRONG_TOKEN', 'Wrong token')
        // Its access tokens stop on the next request too.
        expectError(
          await call(t.app, { method: 'GET', url: '/v1/profiles/me', token: r2.body.info.access_token }),
          401,
          'WRONG_TOKEN',
          'Wrong token',
        )
        // Another login of the same account is untouched.
        const other = await login(t, a.email)
        assert.equal((await refresh(other.refresh_token)).status, 200)
      })
    })

    it('two tabs refreshing with the same token at once both get a working pair', async () => {
      const a = await account(t)
      const both = await Promise.all([refresh(a.refresh_token), refresh(a.refresh_token)])
      assert.deepEqual(
        both.map((r) => r.status),
        [200, 200],
        JSON.stringify(both.map((r) => r.body)),
      )
      for (const r of both) {
        assert.equal(
          (await call(t.app, { method: 'GET', url: '/v1/profiles/me', token: r.body.info.access_token })).status,
          200,
        )
        assert.equal((await refresh(r.body.info.refresh_token)).status, 200)
      }
    })

    it('a just-spent token still gets a new pair within the grace window; the login survives', async () => {
      const a = await account(t)
      const first = await refresh(a.refresh_token)
      const second = await refresh(a.refresh_token)
      assert.equal(second.status, 200)
      assert.notEqual(second.body.info.refresh_token, first.body.info.refresh_token)
      assert.equal((await refresh(first.body.info.refresh_token)).status, 200)
      assert.equal((await refresh(second.body.info.refresh_token)).status, 200)
    })

    it('an expired login answers 401 Token expired', async () => {
      const a = await account(t)
      const lifetime = t.config.refreshTokenTtl * 1000 + 1000
      t.travel(lifetime)
      try {
        expectError(await refresh(a.refresh_token), 401, 'TOKEN_EXPIRED', 'Token expired')
      } finally {
        t.travel(-lifetime)
      }
    })

    it('rejects missing, garbage and access tokens with 401 Wrong token', async () => {
      const a = await account(t)
      expectError(await refresh(), 401, 'WRONG_TOKEN', 'Wrong token')
      expectError(await refresh('garbage'), 401, 'WRONG_TOKEN', 'Wrong token')
      expectError(await refresh(a.access_token), 401, 'WRONG_TOKEN', 'Wrong token')
    })
  })

  describe('POST /auth/logout', () => {
    const logout = (token?: string) => call(t.app, { method: 'POST', url: '/auth/logout', token })
    const refresh = (token: string) => call(t.app, { method: 'GET', url: '/auth/refresh-token', token })
    const me = (token: string) => call(t.app, { method: 'GET', url: '/v1/profiles/me', token })

    it('ends that login: its refresh token and its access token stop at once; other logins go on', async () => {
      const a = await account(t)
      const other = await login(t, a.email)
      assert.deepEqual((await logout(a.refresh_token)).body, { info: { ok: true } })
      expectError(await refresh(a.refresh_token), 401, 'WRONG_TOKEN', 'Wrong token')
      expectError(await me(a.access_token), 401, 'WRONG_TOKEN', 'Wrong token')
      assert.equal((await me(other.access_token)).status, 200)
      assert.equal((await refresh(other.refresh_token)).status, 200)
    })

    it('a spent refresh token of the login ends it too (the newest one stops)', async () => {
      const a = await account(t)
      const renewed = await refresh(a.refresh_token)
      assert.equal((await logout(a.refresh_token)).status, 200)
      expectError(await refresh(renewed.body.info.refresh_token), 401, 'WRONG_TOKEN')
      expectError(await me(renewed.body.info.access_token), 401, 'WRONG_TOKEN')
    })

    it('is idempotent: a repeated, unknown or access token answers 200 and changes nothing else; no token is 401', async () => {
      const a = await account(t)
      assert.equal((await logout(a.refresh_token)).status, 200)
      assert.deepEqual((await logout(a.refresh_token)).body, { info: { ok: true } })
      const b = await account(t)
      assert.equal((await logout('garbage')).status, 200)
      assert.equal((await logout(b.access_token)).status, 200)
      assert.equal((await me(b.access_token)).status, 200, 'an access token is not a refresh token: nothing ended')
      expectError(await logout(), 401, 'WRONG_TOKEN', 'Wrong token')
    })
  })

  describe('access tokens', () => {
    const me = (token?: string) => call(t.app, { method: 'GET', url: '/v1/profiles/me', token })

    it('/v1 without a token is 401 Wrong token', async () => {
      expectError(await me(), 401, 'WRONG_TOKEN', 'Wrong token')
      expectError(
        await call(t.app, { method: 'GET', url: '/v1/sucursales', headers: { authorization: 'Basic abc' } }),
        401,
        'WRONG_TOKEN',
      )
    })

    it('an expired access token is 401 Token expired', async () => {
      const a = await account(t)
      const ttl = t.config.accessTokenTtl * 1000 + 1000
      t.travel(ttl)
      try {
        expectError(await me(a.access_token), 401, 'TOKEN_EXPIRED', 'Token expired')
        // ...and the refresh flow recovers.
        const r = await call(t.app, { method: 'GET', url: '/auth/refresh-token', token: a.refresh_token })
        assert.equal((await me(r.body.info.access_token)).status, 200)
      } finally {
        t.travel(-ttl)
      }
    })

    it('a revoked login stops its access tokens on the next request (401 Wrong token)', async () => {
      const a = await account(t)
      assert.equal((await me(a.access_token)).status, 200)
      await t.db
        .updateTable('refresh_families')
        .set({ revoked_at: isoAt(Date.now()) })
        .where('account_id', '=', a.id)
        .execute()
      expectError(await me(a.access_token), 401, 'WRONG_TOKEN', 'Wrong token')
      expectError(
        await call(t.app, {
          method: 'PUT',
          url: '/auth/change-password',
          token: a.access_token,
          payload: { password: PASSWORD, new_password: 'nueva-clave-456' },
        }),
        401,
        'WRONG_TOKEN',
        'Wrong token',
      )
    })

    it('a genuine token whose login is unknown or belongs to another account is 401 Wrong token', async () => {
      const a = await account(t)
      const b = await account(t)
      const claims = JSON.parse(Buffer.from(b.access_token.split('.')[1], 'base64url').toString('utf8'))
      const secret = t.app.ctx.jwtSecret
      expectError(await me(signJwt({ ...claims, sub: String(a.id) }, secret)), 401, 'WRONG_TOKEN', 'Wrong token')
      expectError(await me(signJwt({ ...claims, fam: 'no-such-login' }, secret)), 401, 'WRONG_TOKEN', 'Wrong token')
      assert.equal((await me(signJwt(claims, secret))).status, 200)
    })

    it('forged, tampered or refresh tokens are 401 Wrong token', async () => {
      const a = await account(t)
      const now = Math.floor(Date.now() / 1000)
      const forged = signJwt({ sub: String(a.id), typ: 'access', fam: 'x', iat: now, exp: now + 900 }, 'not-the-secret')
      expectError(await me(forged), 401, 'WRONG_TOKEN', 'Wrong token')
      const [h, , s] = a.access_token.split('.')
      const otherPayload = Buffer.from(
        JSON.stringify({ sub: '1', typ: 'access', fam: 'x', iat: now, exp: now + 900 }),
      ).toString('base64url')
      expectError(await me(`${h}.${otherPayload}.${s}`), 401, 'WRONG_TOKEN')
      expectError(await me('a.b.c'), 401, 'WRONG_TOKEN')
      expectError(await me(a.refresh_token), 401, 'WRONG_TOKEN', 'Wrong token')
    })
  })

  describe('PUT /auth/change-password', () => {
    it('changes the password and ends the other logins, keeping this one', async () => {
      const a = await account(t)
      const other = await login(t, a.email)
      const res = await call(t.app, {
        method: 'PUT',
        url: '/auth/change-password',
        token: a.access_token,
        payload: { password: PASSWORD, new_password: 'nueva-clave-456' },
      })
      assert.equal(res.status, 200)
      expectError(
        await call(t.app, { method: 'POST', url: '/auth/login', payload: { username: a.email, password: PASSWORD } }),
        401,
        'CREDENTIALS_NOT_MATCH',
      )
      await login(t, a.email, 'nueva-clave-456')
      expectError(
        await call(t.app, { method: 'GET', url: '/auth/refresh-token', token: other.refresh_token }),
        401,
        'WRONG_TOKEN',
      )
      // The other login's access token stops at once, not when it expires.
      expectError(
        await call(t.app, { method: 'GET', url: '/v1/profiles/me', token: other.access_token }),
        401,
        'WRONG_TOKEN',
        'Wrong token',
      )
      assert.equal((await call(t.app, { method: 'GET', url: '/v1/profiles/me', token: a.access_token })).status, 200)
      assert.equal(
        (await call(t.app, { method: 'GET', url: '/auth/refresh-token', token: a.refresh_token })).status,
        200,
      )
    })

    it('wrong current password is 400 CURRENT_NOT_MATCH; short new one is a validation error; needs a token', async () => {
      const a = await account(t)
      expectError(
        await call(t.app, {
          method: 'PUT',
          url: '/auth/change-password',
          token: a.access_token,
          payload: { password: 'incorrecta', new_password: 'nueva-clave-456' },
        }),
        400,
        'CURRENT_NOT_MATCH',
      )
      expectError(
        await call(t.app, {
          method: 'PUT',
          url: '/auth/change-password',
          token: a.access_token,
          payload: { password: PASSWORD, new_password: 'corta' },
        }),
        400,
        'VALIDATION_ERROR',
        'Tu contraseña debe ser mínimo 8 caracteres',
      )
      expectError(
        await call(t.app, {
          method: 'PUT',
          url: '/auth/change-password',
          payload: { password: PASSWORD, new_password: 'nueva-clave-456' },
        }),
        401,
        'WRONG_TOKEN',
      )
    })
  })
})
