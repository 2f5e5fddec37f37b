import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import jsQR from 'jsqr'
import * as OTPAuth from 'otpauth'
import sharp from 'sharp'
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, totpCode } from '../src/auth/totp.js'
import { account, call, DIALECT, login, makeApp, PASSWORD, type TestApp } from './helpers.js'
import { addMember, authenticator, enrollTotp, tryLogin } from './people-helpers.js'

describe('TOTP (RFC 6238) against an independent implementation', () => {
  it('gives the RFC 6238 appendix B codes (SHA-1, last 6 of the 8 digits)', () => {
    const secret = base32Encode(Buffer.from('12345678901234567890'))
    const vectors: Array<[number, string]> = [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
      [20000000000, '353130'],
    ]
    for (const [seconds, code] of vectors) assert.equal(totpCode(secret, seconds * 1000), code, `T=${seconds}`)
  })

  it("computes otpauth's codes for random secrets and times; base32 round-trips", () => {
    for (let i = 0; i < 50; i++) {
      const secret = newTotpSecret()
      assert.match(secret, /^[A-Z2-7]{32}$/)
      assert.equal(base32Encode(base32Decode(secret)!), secret)
      const otp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) })
      const at = Math.floor(Math.random() * 4_000_000_000_000)
      assert.equal(totpCode(secret, at), otp.generate({ timestamp: at }))
    }
    assert.equal(hotp(Buffer.from('12345678901234567890'), 0), '755224') // RFC 4226 appendix D
  })

  it('accepts one step either side, nothing further, and never a step at or before the last used', () => {
    const secret = newTotpSecret()
    const otp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) })
    const now = 1_800_000_000_000
    const step = Math.floor(now / 30_000)
    const at = (steps: number) => otp.generate({ timestamp: now + steps * 30_000 })
    assert.equal(matchTotp(secret, at(0), now, null), step)
    assert.equal(matchTotp(secret, at(-1), now, null), step - 1)
    assert.equal(matchTotp(secret, at(1), now, null), step + 1)
    assert.equal(matchTotp(secret, at(2), now, null), undefined)
    assert.equal(matchTotp(secret, at(-2), now, null), undefined)
    assert.equal(matchTotp(secret, at(0), now, step), undefined, 'spent')
    assert.equal(matchTotp(secret, at(-1), now, step - 1), undefined, 'spent')
    assert.equal(matchTotp(secret, at(1), now, step), step + 1)
    assert.equal(matchTotp(secret, 'abcdef', now, null), undefined)
  })
})

describe(`two-step login (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({ RATE_LIMIT_LOGIN_ACCOUNT: '3' })
  })
  after(async () => t.close())

  let ipCounter = 0
  const freshIp = () => `10.43.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`
  const expectError = (res: { status: number; body: { error: { code: string } } }, status: number, code: string) => {
    assert.equal(res.status, status, JSON.stringify(res.body))
    assert.equal(res.body.error.code, code)
  }
  const totp = (method: 'POST' | 'PUT' | 'DELETE', token: string, payload?: object, path = '') =>
    call(t.app, { method, url: `/v1/members/me/totp${path}`, token, ...(payload ? { payload } : {}) })

  it('sets up with a QR code an app scans, asks a code, and answers ten recovery codes once', async () => {
    const owner = await account(t)
    const start = await totp('POST', owner.access_token)
    assert.equal(start.status, 200, JSON.stringify(start.body))
    const { secret, otpauth_url: url, qr_svg: svg } = start.body.info
    const app = authenticator(url)
    assert.equal(app.otp.issuer, 'Menú Digital')
    assert.equal(app.otp.label, owner.email)
    assert.equal(app.otp.secret.base32, secret)
    assert.deepEqual([app.otp.algorithm, app.otp.digits, app.otp.period], ['SHA1', 6, 30])
    // The SVG is a QR code of exactly that URI (rendered, then read by a real decoder).
    const image = await sharp(Buffer.from(svg)).resize(400, 400, { kernel: 'nearest' }).ensureAlpha().raw().toBuffer({
      resolveWithObject: true,
    })
    assert.equal(jsQR(new Uint8ClampedArray(image.data), image.info.width, image.info.height)?.data, url)

    // Not on yet: logging in needs no code.
    assert.equal((await tryLogin(t, { username: owner.email, password: PASSWORD }, freshIp())).status, 200)
    expectError(await totp('PUT', owner.access_token, { code: app.code(t, 3) }), 400, 'TOTP_INVALID')
    expectError(await totp('PUT', owner.access_token, { code: '12345' }), 400, 'VALIDATION_ERROR')
    const confirm = await totp('PUT', owner.access_token, { code: app.code(t) })
    assert.equal(confirm.status, 200, JSON.stringify(confirm.body))
    const codes: string[] = confirm.body.info.recovery_codes
    assert.equal(codes.length, 10)
    assert.equal(new Set(codes).size, 10)
    for (const code of codes) assert.match(code, /^[a-z2-9]{4}-[a-z2-9]{4}$/)
    const stored = await t.db.selectFrom('member_recovery_codes').select('code_hash').execute()
    assert.ok(!stored.some((r) => codes.some((c) => r.code_hash.includes(c))), 'stored hashed')

    expectError(await totp('POST', owner.access_token), 409, 'TOTP_ALREADY_ENABLED')
    expectError(await totp('PUT', owner.access_token, { code: app.code(t) }), 409, 'TOTP_ALREADY_ENABLED')
    const profile = await call(t.app, { method: 'GET', url: '/v1/profiles/me', token: owner.access_token })
    assert.equal(profile.body.info.member.totp_enabled, true)
  })

  it('confirming needs a started secret', async () => {
    const owner = await account(t)
    expectError(await totp('PUT', owner.access_token, { code: '123456' }), 409, 'TOTP_NOT_STARTED')
  })

  it('login asks the code after the right password only; a wrong or replayed code is refused', async () => {
    const owner = await account(t)
    const { app } = await enrollTotp(t, owner.access_token)
    const ip = freshIp()
    expectError(await tryLogin(t, { username: owner.email, password: 'otra-clave' }, ip), 401, 'CREDENTIALS_NOT_MATCH')
    expectError(await tryLogin(t, { username: owner.email, password: PASSWORD }, ip), 403, 'TOTP_REQUIRED')
    expectError(
      await tryLogin(t, { username: owner.email, password: PASSWORD, totp_code: app.code(t, 5) }, freshIp()),
      400,
      'TOTP_INVALID',
    )
    const code = app.code(t)
    const ok = await tryLogin(t, { username: owner.email, password: PASSWORD, totp_code: code }, freshIp())
    assert.equal(ok.status, 200, JSON.stringify(ok.body))
    const again = await tryLogin(t, { username: owner.email, password: PASSWORD, totp_code: code }, freshIp())
    expectError(again, 400, 'TOTP_INVALID')
    // The previous step's code is spent too (a later one was used); the next step's works.
    expectError(
      await tryLogin(t, { username: owner.email, password: PASSWORD, totp_code: app.code(t, -1) }, freshIp()),
      400,
      'TOTP_INVALID',
    )
    t.travel(30_000)
    const next = await tryLogin(t, { username: owner.email, password: PASSWORD, totp_code: app.code(t) }, freshIp())
    assert.equal(next.status, 200)
  })

  it('wrong codes count as failed logins: over the limit even the right code waits', async () => {
    const owner = await account(t)
    const { app } = await enrollTotp(t, owner.access_token)
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await tryLogin(t, { username: owner.email, password: PASSWORD, totp_code: app.code(t, 9) }, ip)
      statuses.push(res.status)
    }
    assert.deepEqual(statuses, [400, 400, 400, 429])
    const blocked = await tryLogin(t, { username: owner.email, password: PASSWORD, totp_code: app.code(t) }, ip)
    expectError(blocked, 429, 'TOO_MANY_REQUESTS')
    // Asking without a code does not give attempts back (else code guesses would be unlimited).
    const other = freshIp()
    for (let i = 0; i < 3; i++)
      expectError(await tryLogin(t, { username: owner.email, password: PASSWORD }, other), 403, 'TOTP_REQUIRED')
    expectError(await tryLogin(t, { username: owner.email, password: PASSWORD }, other), 429, 'TOO_MANY_REQUESTS')
  })

  it('a recovery code signs in once (typed in any case, with or without its dash)', async () => {
    const owner = await account(t)
    const { recoveryCodes } = await enrollTotp(t, owner.access_token)
    const [first, second] = recoveryCodes as [string, string]
    const use = (recovery_code: string) =>
      tryLogin(t, { username: owner.email, password: PASSWORD, recovery_code }, freshIp())
    assert.equal((await use(first)).status, 200)
    expectError(await use(first), 400, 'TOTP_INVALID')
    assert.equal((await use(` ${second.replace('-', '').toUpperCase()} `)).status, 200)
    expectError(await use('zzzz-zzzz'), 400, 'TOTP_INVALID')
  })

  it('new recovery codes need a current code; the old ones stop working', async () => {
    const owner = await account(t)
    const { app, recoveryCodes } = await enrollTotp(t, owner.access_token)
    const renew = (code: string) => totp('POST', owner.access_token, { code }, '/recovery-codes')
    expectError(await renew(app.code(t, 4)), 400, 'TOTP_INVALID')
    const res = await renew(app.code(t))
    assert.equal(res.status, 200, JSON.stringify(res.body))
    const fresh: string[] = res.body.info.recovery_codes
    assert.equal(fresh.length, 10)
    const use = (recovery_code: string) =>
      tryLogin(t, { username: owner.email, password: PASSWORD, recovery_code }, freshIp())
    expectError(await use(recoveryCodes[0]!), 400, 'TOTP_INVALID')
    assert.equal((await use(fresh[0]!)).status, 200)
    const off = await account(t)
    expectError(await totp('POST', off.access_token, { code: '123456' }, '/recovery-codes'), 409, 'TOTP_NOT_ENABLED')
  })

  it('turning it off needs the password; then login needs no code', async () => {
    const owner = await account(t)
    await enrollTotp(t, owner.access_token)
    expectError(await totp('DELETE', owner.access_token, { password: 'otra-clave' }), 400, 'CURRENT_NOT_MATCH')
    assert.deepEqual((await totp('DELETE', owner.access_token, { password: PASSWORD })).body, { info: { ok: true } })
    assert.equal((await tryLogin(t, { username: owner.email, password: PASSWORD }, freshIp())).status, 200)
    const left = await t.db
      .selectFrom('member_recovery_codes as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .select('c.id')
      .where('m.account_id', '=', owner.id)
      .execute()
    assert.equal(left.length, 0)
  })

  it("any member has their own, labelled with their e-mail; the owner's login is untouched", async () => {
    const owner = await account(t)
    const branches = await call(t.app, { method: 'GET', url: '/v1/sucursales', token: owner.access_token })
    const staff = await addMember(t, owner.id, { role: 'staff', branchIds: [branches.body.info[0].id] })
    const session = await login(t, staff.email)
    const start = await totp('POST', session.access_token)
    assert.equal(start.status, 200, JSON.stringify(start.body))
    assert.equal(authenticator(start.body.info.otpauth_url).otp.label, staff.email)
    const { app } = await enrollTotp(t, session.access_token)
    expectError(await tryLogin(t, { username: staff.email, password: PASSWORD }, freshIp()), 403, 'TOTP_REQUIRED')
    const ok = await tryLogin(t, { username: staff.email, password: PASSWORD, totp_code: app.code(t) }, freshIp())
    assert.equal(ok.status, 200)
    assert.equal((await tryLogin(t, { username: owner.email, password: PASSWORD }, freshIp())).status, 200)
    // A member's password turns theirs off, not the owner's.
    expectError(await totp('DELETE', session.access_token, { password: 'otra-clave' }), 400, 'CURRENT_NOT_MATCH')
    assert.equal((await totp('DELETE', session.access_token, { password: PASSWORD })).status, 200)
  })

  it('an account that requires it: an administrator without one may only set it up', async () => {
    const owner = await account(t)
    const branches = await call(t.app, { method: 'GET', url: '/v1/sucursales', token: owner.access_token })
    await t.db.updateTable('accounts').set({ require_totp: 1 }).where('id', '=', owner.id).execute()
    expectError(
      await call(t.app, { method: 'GET', url: '/v1/sucursales', token: owner.access_token }),
      403,
      'TOTP_SETUP_REQUIRED',
    )
    const admin = await addMember(t, owner.id, { role: 'admin' })
    const session = await login(t, admin.email)
    const token = session.access_token
    expectError(await call(t.app, { method: 'GET', url: '/v1/families', token }), 403, 'TOTP_SETUP_REQUIRED')
    assert.equal((await call(t.app, { method: 'GET', url: '/v1/profiles/me', token })).status, 200)
    await enrollTotp(t, token)
    assert.equal((await call(t.app, { method: 'GET', url: '/v1/families', token })).status, 200)
    // Staff are not held to it.
    const staff = await addMember(t, owner.id, { role: 'staff', branchIds: [branches.body.info[0].id] })
    const staffToken = (await login(t, staff.email)).access_token
    assert.equal((await call(t.app, { method: 'GET', url: '/v1/families', token: staffToken })).status, 200)
    // Turning it off again puts the administrator back to setting it up.
    assert.equal((await totp('DELETE', token, { password: PASSWORD })).status, 200)
    expectError(await call(t.app, { method: 'GET', url: '/v1/families', token }), 403, 'TOTP_SETUP_REQUIRED')
  })
})
