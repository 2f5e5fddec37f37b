import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import {
  account,
  call,
  DIALECT,
  lastMail,
  login,
  makeApp,
  PASSWORD,
  type TestApp,
  tokenFromLink,
  uniqueEmail,
} from './helpers.js'
import { addMember, tryLogin } from './people-helpers.js'

const NEW_PASSWORD = 'nueva-clave-456'
let ipCounter = 0
/** Each case from its own IP: the login counters of one case never touch another's. */
const freshIp = () => `10.42.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`

describe(`sign-in per person (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({ RATE_LIMIT_LOGIN_ACCOUNT: '3' })
  })
  after(async () => t.close())

  const me = (token: string) => call(t.app, { method: 'GET', url: '/v1/profiles/me', token })
  const refresh = (token: string) => call(t.app, { method: 'GET', url: '/auth/refresh-token', token })
  const expectError = (res: { status: number; body: { error: { code: string } } }, status: number, code: string) => {
    assert.equal(res.status, status, JSON.stringify(res.body))
    assert.equal(res.body.error.code, code)
  }
  const signIns = (memberId: number) =>
    t.db.selectFrom('sign_ins').selectAll().where('member_id', '=', memberId).orderBy('id').execute()

  it('a member signs in with their own e-mail and password, as themself; each sign-in is logged with IP and device', async () => {
    const owner = await account(t)
    const member = await addMember(t, owner.id, { role: 'admin' })
    const ip = freshIp()
    const device = `Mozilla/5.0 ${'x'.repeat(300)}`
    const res = await tryLogin(t, { username: member.email.toUpperCase(), password: member.password }, ip, device)
    assert.equal(res.status, 200, JSON.stringify(res.body))
    const profile = await me(res.body.info.access_token)
    assert.equal(profile.status, 200)
    assert.equal(profile.body.info.member.id, member.id)
    assert.equal(profile.body.info.member.role, 'admin')
    assert.equal(profile.body.info.email, owner.email, "the account's e-mail stays the owner's")

    const rows = await signIns(member.id)
    assert.equal(rows.length, 1)
    assert.equal(Number(rows[0]!.account_id), owner.id)
    assert.equal(rows[0]!.ip, ip)
    assert.equal(rows[0]!.device, device.slice(0, 200))
    const lastAccess = await t.db
      .selectFrom('members')
      .select('last_access_at')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow()
    assert.ok(lastAccess.last_access_at, 'the sign-in is their last access')

    // The owner signs in as before, as the owner, and is logged too.
    const ownerLogin = await tryLogin(t, { username: owner.email, password: PASSWORD }, ip)
    assert.equal(ownerLogin.status, 200)
    const ownerProfile = await me(ownerLogin.body.info.access_token)
    assert.equal(ownerProfile.body.info.member.role, 'owner')
    assert.equal(
      (await signIns(ownerProfile.body.info.member.id)).length,
      2,
      'account() signed in once, this is the second',
    )
  })

  it('a wrong password is 401, an unknown e-mail or a pending invitation 404 La cuenta no existe', async () => {
    const owner = await account(t)
    const member = await addMember(t, owner.id, { role: 'staff' })
    const invited = await addMember(t, owner.id, { state: 'invited' })
    expectError(
      await tryLogin(t, { username: member.email, password: 'otra-clave' }, freshIp()),
      401,
      'CREDENTIALS_NOT_MATCH',
    )
    for (const username of [invited.email, uniqueEmail('nadie')]) {
      const res = await tryLogin(t, { username, password: PASSWORD }, freshIp())
      expectError(res, 404, 'RESOURCE_NOT_FOUND')
      assert.equal(res.body.error.message, 'La cuenta no existe.')
    }
    assert.equal((await signIns(member.id)).length, 0, 'failed attempts are not sign-ins')
  })

  it('a suspended member is told so only after the right password', async () => {
    const owner = await account(t)
    const member = await addMember(t, owner.id, { state: 'suspended' })
    expectError(
      await tryLogin(t, { username: member.email, password: 'otra-clave' }, freshIp()),
      401,
      'CREDENTIALS_NOT_MATCH',
    )
    expectError(await tryLogin(t, { username: member.email, password: PASSWORD }, freshIp()), 403, 'MEMBER_SUSPENDED')
    assert.equal((await signIns(member.id)).length, 0)
  })

  it("failed logins are throttled per person: a member's guesses never block the owner or another member", async () => {
    const owner = await account(t)
    const member = await addMember(t, owner.id)
    const other = await addMember(t, owner.id, { role: 'staff' })
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push((await tryLogin(t, { username: member.email, password: 'otra-clave' }, ip)).status)
    assert.deepEqual(statuses, [401, 401, 401, 429])
    expectError(await tryLogin(t, { username: member.email, password: PASSWORD }, ip), 429, 'TOO_MANY_REQUESTS')
    assert.equal((await tryLogin(t, { username: owner.email, password: PASSWORD }, ip)).status, 200)
    assert.equal((await tryLogin(t, { username: other.email, password: PASSWORD }, ip)).status, 200)
    // From elsewhere the member still gets in, and that clears nothing for the blocked IP's guesses.
    assert.equal((await tryLogin(t, { username: member.email, password: PASSWORD }, freshIp())).status, 200)
  })

  it("a member's reset link sets only their password and ends only their logins", async () => {
    const owner = await account(t)
    const member = await addMember(t, owner.id)
    const memberSession = await login(t, member.email)
    // The owner's own reset link, asked for first, must survive the member's.
    await call(t.app, { method: 'POST', url: '/auth/forgot-password', payload: { username: owner.email } })
    await t.app.ctx.background.idle()
    const ownerLink = tokenFromLink(lastMail(t.config, owner.email).link)

    const forgot = await call(t.app, {
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { username: member.email },
    })
    assert.deepEqual(forgot.body, { info: { ok: true } })
    await t.app.ctx.background.idle()
    const mail = lastMail(t.config, member.email)
    assert.equal(mail.subject, 'Restablece tu contraseña - Menú Digital')
    const link = await t.db
      .selectFrom('email_tokens')
      .select(['member_id', 'account_id'])
      .where('purpose', '=', 'reset')
      .where('account_id', '=', owner.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    assert.equal(Number(link.member_id), member.id, 'the link is bound to the member')

    const reset = await call(t.app, {
      method: 'PUT',
      url: '/auth/reset-password',
      payload: { token: tokenFromLink(mail.link), password: NEW_PASSWORD },
    })
    assert.deepEqual(reset.body, { info: { ok: true } })
    expectError(
      await tryLogin(t, { username: member.email, password: PASSWORD }, freshIp()),
      401,
      'CREDENTIALS_NOT_MATCH',
    )
    assert.equal((await tryLogin(t, { username: member.email, password: NEW_PASSWORD }, freshIp())).status, 200)
    expectError(await me(memberSession.access_token), 401, 'WRONG_TOKEN')
    expectError(await refresh(memberSession.refresh_token), 401, 'WRONG_TOKEN')

    // The owner: same password, still signed in, and their own link still works.
    assert.equal((await me(owner.access_token)).status, 200)
    assert.equal((await tryLogin(t, { username: owner.email, password: PASSWORD }, freshIp())).status, 200)
    const ownerReset = await call(t.app, {
      method: 'PUT',
      url: '/auth/reset-password',
      payload: { token: ownerLink, password: NEW_PASSWORD },
    })
    assert.deepEqual(ownerReset.body, { info: { ok: true } })
  })

  it("a member's link stops working when they are gone or change their password meanwhile", async () => {
    const owner = await account(t)
    const member = await addMember(t, owner.id)
    await call(t.app, { method: 'POST', url: '/auth/forgot-password', payload: { username: member.email } })
    await t.app.ctx.background.idle()
    const token = tokenFromLink(lastMail(t.config, member.email).link)
    const session = await login(t, member.email)
    const changed = await call(t.app, {
      method: 'PUT',
      url: '/auth/change-password',
      token: session.access_token,
      payload: { password: PASSWORD, new_password: 'otra-clave-789' },
    })
    assert.equal(changed.status, 200)
    const res = await call(t.app, {
      method: 'PUT',
      url: '/auth/reset-password',
      payload: { token, password: NEW_PASSWORD },
    })
    expectError(res, 409, 'RESET_TOKEN_REPLACED')
    // No link for a pending invitation (it has no password to reset).
    const invited = await addMember(t, owner.id, { state: 'invited' })
    await call(t.app, { method: 'POST', url: '/auth/forgot-password', payload: { username: invited.email } })
    await t.app.ctx.background.idle()
    assert.throws(() => lastMail(t.config, invited.email), /no mail/)
  })

  it("change-password changes the signed-in person's own password and ends only their other logins", async () => {
    const owner = await account(t)
    const member = await addMember(t, owner.id, { role: 'staff' })
    const here = await login(t, member.email)
    const there = await login(t, member.email)
    const wrong = await call(t.app, {
      method: 'PUT',
      url: '/auth/change-password',
      token: here.access_token,
      payload: { password: 'otra-clave', new_password: NEW_PASSWORD },
    })
    expectError(wrong, 400, 'CURRENT_NOT_MATCH')
    const res = await call(t.app, {
      method: 'PUT',
      url: '/auth/change-password',
      token: here.access_token,
      payload: { password: PASSWORD, new_password: NEW_PASSWORD },
    })
    assert.deepEqual(res.body, { info: { ok: true } })
    assert.equal((await me(here.access_token)).status, 200, 'this login goes on')
    expectError(await me(there.access_token), 401, 'WRONG_TOKEN')
    assert.equal((await tryLogin(t, { username: member.email, password: NEW_PASSWORD }, freshIp())).status, 200)
    // The owner's password and login are untouched.
    assert.equal((await me(owner.access_token)).status, 200)
    assert.equal((await tryLogin(t, { username: owner.email, password: PASSWORD }, freshIp())).status, 200)

    // And the owner's change leaves the member signed in.
    const ownerChange = await call(t.app, {
      method: 'PUT',
      url: '/auth/change-password',
      token: owner.access_token,
      payload: { password: PASSWORD, new_password: NEW_PASSWORD },
    })
    assert.equal(ownerChange.status, 200)
    assert.equal((await me(here.access_token)).status, 200)
    assert.equal((await tryLogin(t, { username: member.email, password: NEW_PASSWORD }, freshIp())).status, 200)
  })

  it("wrong current passwords on change-password count against that person's login", async () => {
    const owner = await account(t)
    const member = await addMember(t, owner.id)
    const ip = freshIp()
    const session = (await tryLogin(t, { username: member.email, password: PASSWORD }, ip)).body.info
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await call(t.app, {
        method: 'PUT',
        url: '/auth/change-password',
        token: session.access_token,
        remoteAddress: ip,
        payload: { password: 'otra-clave', new_password: NEW_PASSWORD },
      })
      statuses.push(res.status)
    }
    assert.deepEqual(statuses, [400, 400, 400, 429])
    expectError(await tryLogin(t, { username: member.email, password: PASSWORD }, ip), 429, 'TOO_MANY_REQUESTS')
    assert.equal((await tryLogin(t, { username: owner.email, password: PASSWORD }, ip)).status, 200)
  })
})
