import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { account, call, DIALECT, lastMail, mailsTo, makeApp, PASSWORD, type TestApp, tokenFromLink } from './helpers.js'
import { teamApi } from './members-helpers.js'

/** Team invitations (issue 42): the e-mailed single-use link, PUT /auth/invitations, resend, revoke, expiry. */
describe(`invitations (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const acceptCall = (token: string, payload: object = {}) =>
    call(t.app, {
      method: 'PUT',
      url: '/auth/invitations',
      payload: { token, name: 'Luis Pérez', password: PASSWORD, ...payload },
    })
  const refusal = async (token: string, code: string, payload: object = {}) => {
    const res = await acceptCall(token, payload)
    assert.equal(res.status, 400, JSON.stringify(res.body))
    assert.equal(res.body.error.code, code)
  }

  it('accepting sets the name and password, signs the person in, and spends the link', async () => {
    const owner = await account(t, 'FRANCHISES')
    const team = teamApi(t, owner.access_token)
    const [branch] = await team.branches()
    const invited = await team.invite('manager', [branch!.id])
    const res = await acceptCall(invited.token)
    assert.equal(res.status, 200, JSON.stringify(res.body))
    const me = await call(t.app, { method: 'GET', url: '/v1/members/me', token: res.body.info.access_token })
    assert.equal(me.status, 200)
    assert.equal(me.body.info.id, invited.id)
    assert.equal(me.body.info.name, 'Luis Pérez')
    assert.equal(me.body.info.role, 'manager')
    assert.equal(me.body.info.state, 'active')
    assert.equal(me.body.info.invite_expires_at, null)
    const profile = await call(t.app, { method: 'GET', url: '/v1/profiles/me', token: res.body.info.access_token })
    assert.equal(profile.body.info.member.email, invited.email, 'the profile says who is signed in')
    assert.equal(profile.body.info.email, owner.email, "the account's e-mail stays the owner's")
    await refusal(invited.token, 'INVITATION_INVALID')
    // The refresh token works like the owner's.
    const renewed = await call(t.app, { method: 'GET', url: '/auth/refresh-token', token: res.body.info.refresh_token })
    assert.equal(renewed.status, 200)
  })

  it('after accepting, the person signs in with POST /auth/login and their own e-mail', async () => {
    const owner = await account(t, 'FRANCHISES')
    const invited = await teamApi(t, owner.access_token).invite('admin')
    await teamApi(t, owner.access_token).accept(invited.token, 'Luis', 'otraClave123')
    const login = (password: string) =>
      call(t.app, { method: 'POST', url: '/auth/login', payload: { username: invited.email.toUpperCase(), password } })
    const ok = await login('otraClave123')
    assert.equal(ok.status, 200, JSON.stringify(ok.body))
    const me = await call(t.app, { method: 'GET', url: '/v1/members/me', token: ok.body.info.access_token })
    assert.equal(me.body.info.id, invited.id)
    assert.equal((await login(PASSWORD)).status, 401, 'only their own password')
  })

  it('refuses an unknown token, a weak password and a blank name', async () => {
    const owner = await account(t, 'FRANCHISES')
    const invited = await teamApi(t, owner.access_token).invite('admin')
    await refusal('no-es-un-token', 'INVITATION_INVALID')
    await refusal(invited.token, 'VALIDATION_ERROR', { password: '123' })
    await refusal(invited.token, 'VALIDATION_ERROR', { name: '  ' })
    assert.equal((await acceptCall(invited.token)).status, 200, 'the refused attempts left the link usable')
  })

  it('resending sends a new link; the old one stops working; an accepted invitation is not resent', async () => {
    const owner = await account(t, 'FRANCHISES')
    const team = teamApi(t, owner.access_token)
    const invited = await team.invite('admin')
    const resend = () =>
      call(t.app, { method: 'POST', url: `/v1/members/${invited.id}/invitation`, token: owner.access_token })
    assert.equal((await resend()).status, 200)
    assert.equal(mailsTo(t.config, invited.email).length, 2)
    const fresh = tokenFromLink(lastMail(t.config, invited.email).link)
    assert.notEqual(fresh, invited.token)
    await refusal(invited.token, 'INVITATION_INVALID')
    assert.equal((await acceptCall(fresh)).status, 200)
    const again = await resend()
    assert.equal(again.status, 409)
    assert.equal(again.body.error.code, 'INVITATION_ACCEPTED')
  })

  it('a pending invitation has no state to change; revoking it kills its link', async () => {
    const owner = await account(t, 'FRANCHISES')
    const team = teamApi(t, owner.access_token)
    const invited = await team.invite('admin')
    const activate = await team.update(invited.id, { state: 'active' })
    assert.equal(activate.status, 409)
    assert.equal(activate.body.error.code, 'INVITATION_PENDING')
    assert.equal(
      (await team.update(invited.id, { role: 'staff', branch_ids: [(await team.branches())[0]!.id] })).status,
      200,
    )
    const revoked = await call(t.app, { method: 'DELETE', url: `/v1/members/${invited.id}`, token: owner.access_token })
    assert.equal(revoked.status, 200)
    await refusal(invited.token, 'INVITATION_INVALID')
  })

  it('a link past its 7 days answers INVITATION_EXPIRED; a resent one works', async () => {
    const owner = await account(t, 'FRANCHISES')
    const team = teamApi(t, owner.access_token)
    const invited = await team.invite('admin')
    t.travel(7 * 24 * 3600 * 1000 + 1000)
    await refusal(invited.token, 'INVITATION_EXPIRED')
    // The owner's access token expired with the travel: a fresh login.
    const ownerLogin = await call(t.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { username: owner.email, password: PASSWORD },
    })
    const resent = await call(t.app, {
      method: 'POST',
      url: `/v1/members/${invited.id}/invitation`,
      token: ownerLogin.body.info.access_token,
    })
    assert.equal(resent.status, 200)
    assert.equal((await acceptCall(tokenFromLink(lastMail(t.config, invited.email).link))).status, 200)
  })
})
