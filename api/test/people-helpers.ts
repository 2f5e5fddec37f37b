import * as OTPAuth from 'otpauth'
import { hashPassword } from '../src/auth/passwords.js'
import { isoAt } from '../src/db/values.js'
import { call, PASSWORD, type TestApp, uniqueEmail } from './helpers.js'

/**
 * A member of the account `accountId`, written straight into the tables (what an accepted
 * invitation leaves: an e-mail, a password, a role), so these tests do not depend on the
 * invitation routes. `state: 'invited'` leaves it as a pending invitation (no password).
 */
export async function addMember(
  t: TestApp,
  accountId: number,
  opts: { role?: 'admin' | 'manager' | 'staff'; state?: 'active' | 'invited' | 'suspended'; branchIds?: number[] } = {},
) {
  const email = uniqueEmail(opts.role ?? 'admin')
  const state = opts.state ?? 'active'
  const row = await t.db
    .insertInto('members')
    .values({
      account_id: accountId,
      role: opts.role ?? 'admin',
      state,
      name: 'Ana',
      email,
      password_hash: state === 'invited' ? null : await hashPassword(PASSWORD, t.config.scryptCost),
      invite_token_hash: null,
      invite_expires_at: null,
      invited_by: null,
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      created_at: isoAt(t.config.now()),
      last_access_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const id = Number(row.id)
  for (const branch of opts.branchIds ?? [])
    await t.db
      .insertInto('member_branches')
      .values({ member_id: id, sucursal_id: branch, account_id: accountId })
      .execute()
  return { id, email, password: PASSWORD }
}

/** Logs in; answers the whole response (status and body). */
export const tryLogin = (t: TestApp, payload: Record<string, unknown>, ip?: string, userAgent?: string) =>
  call(t.app, {
    method: 'POST',
    url: '/auth/login',
    payload,
    ...(ip ? { remoteAddress: ip } : {}),
    ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
  })

/** An authenticator app, as an independent implementation (otpauth) reads the URI the API gave. */
export function authenticator(otpauthUrl: string) {
  const otp = OTPAuth.URI.parse(otpauthUrl)
  if (!(otp instanceof OTPAuth.TOTP)) throw new Error('not a TOTP URI')
  return {
    otp,
    /** The code the app shows at the app's clock (`t.config.now()`), `steps` periods away. */
    code: (t: TestApp, steps = 0) => otp.generate({ timestamp: t.config.now() + steps * 30_000 }),
  }
}

/** Starts and confirms a two-step login for the person of `token`; answers their app and recovery codes. */
export async function enrollTotp(t: TestApp, token: string) {
  const start = await call(t.app, { method: 'POST', url: '/v1/members/me/totp', token })
  if (start.status !== 200) throw new Error(`start failed: ${JSON.stringify(start.body)}`)
  const app = authenticator(start.body.info.otpauth_url)
  const confirm = await call(t.app, {
    method: 'PUT',
    url: '/v1/members/me/totp',
    token,
    payload: { code: app.code(t) },
  })
  if (confirm.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirm.body)}`)
  // The confirming code is spent: the next one the tests use is of a later step.
  t.travel(30_000)
  return { app, recoveryCodes: confirm.body.info.recovery_codes as string[], secret: start.body.info.secret as string }
}
