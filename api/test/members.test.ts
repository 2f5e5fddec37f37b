import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { account, call, DIALECT, lastMail, makeApp, PASSWORD, type TestApp, uniqueEmail } from './helpers.js'
import { recordSignIn } from '../src/data/members-access.js'
import { teamApi } from './members-helpers.js'

/** The team of an account (issue 42): GET/POST /v1/members, PUT/DELETE /v1/members/{id} and the person's own /me. */
describe(`members (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const get = (url: string, token: string) => call(t.app, { method: 'GET', url, token })

  it('lists the owner first with the account e-mail; an invitation adds a pending member and e-mails a link', async () => {
    const owner = await account(t, 'FRANCHISES')
    const team = teamApi(t, owner.access_token)
    assert.deepEqual(
      (await team.list()).map((m) => [m.role, m.email, m.is_owner, m.state]),
      [['owner', owner.email, true, 'active']],
    )
    const email = uniqueEmail('Gerente')
    const [branch] = await team.branches()
    const invited = await team.invite('manager', [branch!.id], email.toUpperCase())
    const mail = lastMail(t.config, email)
    assert.equal(mail.subject, 'Te invitaron a La Cantina en Menú Digital')
    assert.match(mail.link, /\/invitacion\?token=/)
    assert.match(mail.text, /con el rol Gerente de sucursal/)
    assert.ok(mail.text.includes(`${owner.email} te invitó a unirte al equipo`), 'who invited: the owner')
    assert.match(mail.text, /vence en 7 días/)
    const members = await team.list()
    assert.equal(members.length, 2)
    assert.equal(members[0]!.is_owner, true)
    const member = members[1]!
    assert.equal(member.id, invited.id)
    assert.equal(member.email, email.toLowerCase(), 'e-mails are stored normalized')
    assert.equal(member.role, 'manager')
    assert.equal(member.state, 'invited')
    assert.deepEqual(member.branch_ids, [branch!.id])
    assert.equal(member.is_owner, false)
    assert.equal(member.last_access_at, null)
    const ends = Date.parse(String(member.invite_expires_at)) - t.config.now()
    assert.ok(Math.abs(ends - 7 * 24 * 3600 * 1000) < 60_000, `the link lasts 7 days (${ends} ms)`)
  })

  it("enforces the plan's Miembros limit, counting the owner and pending invitations", async () => {
    const free = await account(t)
    const freeInvite = await call(t.app, {
      method: 'POST',
      url: '/v1/members',
      token: free.access_token,
      payload: { email: uniqueEmail(), role: 'admin', branch_ids: [] },
    })
    assert.equal(freeInvite.status, 409)
    assert.equal(freeInvite.body.error.code, 'MEMBER_LIMIT_REACHED')
    assert.match(freeInvite.body.error.message, /1 persona/)

    const negocio = await account(t, 'NEGOCIO')
    const team = teamApi(t, negocio.access_token)
    const profile = await get('/v1/profiles/me', negocio.access_token)
    assert.deepEqual(
      profile.body.info.plan.scopes.find((s: { name: string }) => s.name === 'Miembros'),
      { name: 'Miembros', limit: 3 },
    )
    await team.join('admin') // active
    const pending = await team.invite('admin') // pending
    const third = await call(t.app, {
      method: 'POST',
      url: '/v1/members',
      token: negocio.access_token,
      payload: { email: uniqueEmail(), role: 'admin', branch_ids: [] },
    })
    assert.equal(third.status, 409)
    assert.equal(third.body.error.code, 'MEMBER_LIMIT_REACHED')
    // Revoking the pending invitation frees its place.
    assert.equal(
      (await call(t.app, { method: 'DELETE', url: `/v1/members/${pending.id}`, token: negocio.access_token })).status,
      200,
    )
    await team.invite('admin')
  })

  it("two invitations at once for the plan's last place: one is sent, the other refused", async () => {
    const negocio = await account(t, 'NEGOCIO')
    await teamApi(t, negocio.access_token).invite('admin') // the owner and this one: one place left of 3
    const invite = () =>
      call(t.app, {
        method: 'POST',
        url: '/v1/members',
        token: negocio.access_token,
        payload: { email: uniqueEmail(), role: 'admin', branch_ids: [] },
      })
    const answers = (await Promise.all([invite(), invite()])).map((r) => r.body.error?.code ?? r.status).sort()
    assert.deepEqual(answers, [201, 'MEMBER_LIMIT_REACHED'].sort())
    assert.equal((await teamApi(t, negocio.access_token).list()).length, 3)
  })

  it('refuses an e-mail already in the team (409 MEMBER_EXISTS) or of another account (409 MEMBER_EMAIL_ELSEWHERE); sign-up refuses a member e-mail', async () => {
    const a = await account(t, 'FRANCHISES')
    const b = await account(t, 'FRANCHISES')
    const teamA = teamApi(t, a.access_token)
    const teamB = teamApi(t, b.access_token)
    const inB = await teamB.invite('admin')
    const attempt = (email: string) =>
      call(t.app, {
        method: 'POST',
        url: '/v1/members',
        token: a.access_token,
        payload: { email, role: 'admin', branch_ids: [] },
      })
    const inA = await teamA.invite('admin')
    for (const [email, code] of [
      [a.email, 'MEMBER_EXISTS'],
      [` ${inA.email.toUpperCase()} `.trim(), 'MEMBER_EXISTS'],
      [b.email, 'MEMBER_EMAIL_ELSEWHERE'],
      [inB.email.toUpperCase(), 'MEMBER_EMAIL_ELSEWHERE'],
    ] as const) {
      const res = await attempt(email)
      assert.equal(res.status, 409, `${email}: ${JSON.stringify(res.body)}`)
      assert.equal(res.body.error.code, code, email)
    }
    assert.match((await attempt(b.email)).body.error.message, /otra cuenta/)
    const signUp = await call(t.app, {
      method: 'POST',
      url: '/auth/signup',
      payload: { email: inB.email, password: PASSWORD, company: 'Otra', business_kind: 'Bar' },
    })
    assert.equal(signUp.status, 409)
    assert.equal(signUp.body.error.code, 'EMAIL_IN_USE')
  })

  it('checks roles and branches: no owner role, branches for manager and staff (of the account), none for admin', async () => {
    const a = await account(t, 'FRANCHISES')
    const b = await account(t, 'FRANCHISES')
    const team = teamApi(t, a.access_token)
    const [mine] = await team.branches()
    const [theirs] = await teamApi(t, b.access_token).branches()
    const invite = (role: string, branch_ids: number[]) =>
      call(t.app, {
        method: 'POST',
        url: '/v1/members',
        token: a.access_token,
        payload: { email: uniqueEmail(), role, branch_ids },
      })
    const owner = await invite('owner', [])
    assert.equal(owner.status, 400)
    assert.equal(owner.body.error.code, 'VALIDATION_ERROR')
    for (const role of ['manager', 'staff']) {
      const none = await invite(role, [])
      assert.equal(none.status, 400)
      assert.equal(none.body.error.code, 'MEMBER_BRANCHES_REQUIRED')
      const foreign = await invite(role, [mine!.id, theirs!.id])
      assert.equal(foreign.status, 404)
      assert.equal(foreign.body.error.code, 'RESOURCE_NOT_FOUND')
    }
    const admin = await team.invite('admin', [mine!.id])
    const manager = await team.invite('manager', [mine!.id])
    const byId = async (id: number) => (await team.list()).find((m) => m.id === id)!
    assert.deepEqual((await byId(admin.id)).branch_ids, [], 'an admin works on every branch')
    // Promoted to admin, a manager's branches go; demoted to staff, branches are required again.
    assert.equal((await team.update(manager.id, { role: 'admin' })).status, 200)
    assert.deepEqual((await byId(manager.id)).branch_ids, [])
    const demoted = await team.update(manager.id, { role: 'staff' })
    assert.equal(demoted.status, 400)
    assert.equal(demoted.body.error.code, 'MEMBER_BRANCHES_REQUIRED')
    assert.equal((await team.update(manager.id, { role: 'staff', branch_ids: [mine!.id] })).status, 200)
    assert.deepEqual([(await byId(manager.id)).role, (await byId(manager.id)).branch_ids], ['staff', [mine!.id]])
    const foreign = await team.update(manager.id, { branch_ids: [theirs!.id] })
    assert.equal(foreign.status, 404)
    assert.deepEqual((await byId(manager.id)).branch_ids, [mine!.id], 'a refused change changes nothing')
  })

  it('protects the owner: 403 OWNER_PROTECTED to change, suspend or remove them', async () => {
    const a = await account(t, 'FRANCHISES')
    const ownerId = (await teamApi(t, a.access_token).list())[0]!.id as number
    for (const [method, payload] of [
      ['PUT', { role: 'admin' }],
      ['PUT', { state: 'suspended' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(t.app, { method, url: `/v1/members/${ownerId}`, token: a.access_token, payload })
      assert.equal(res.status, 403, `${method} ${JSON.stringify(payload)}`)
      assert.equal(res.body.error.code, 'OWNER_PROTECTED')
    }
    assert.equal((await get('/v1/members/me', a.access_token)).body.info.role, 'owner')
  })

  it("suspending ends the member's access on their next request; reactivated, they sign in again", async () => {
    const a = await account(t, 'FRANCHISES')
    const team = teamApi(t, a.access_token)
    const admin = await team.join('admin')
    assert.equal((await get('/v1/tags', admin.access_token)).status, 200)
    assert.equal((await team.update(admin.id, { state: 'suspended' })).status, 200)
    const refused = await get('/v1/tags', admin.access_token)
    assert.equal(refused.status, 401)
    assert.equal(refused.body.error.message, 'Wrong token')
    const refresh = await get('/auth/refresh-token', admin.refresh_token)
    assert.equal(refresh.status, 401, 'their refresh token is revoked too')
    assert.equal((await team.list()).find((m) => m.id === admin.id)!.state, 'suspended')
    assert.equal((await team.update(admin.id, { state: 'active' })).status, 200)
    assert.equal((await team.list()).find((m) => m.id === admin.id)!.state, 'active')
    assert.equal((await get('/v1/tags', admin.access_token)).status, 401, 'the ended login stays ended')
    const again = await call(t.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { username: admin.email, password: PASSWORD },
    })
    assert.equal(again.status, 200, JSON.stringify(again.body))
    assert.equal((await get('/v1/tags', again.body.info.access_token)).status, 200)
  })

  it('a change of role applies on the next request: staff may not create a tag, once admin they may', async () => {
    const a = await account(t, 'FRANCHISES')
    const team = teamApi(t, a.access_token)
    const [branch] = await team.branches()
    const staff = await team.join('staff', [branch!.id])
    const tag = () =>
      call(t.app, { method: 'POST', url: '/v1/tags', token: staff.access_token, payload: { name: 'Picante' } })
    const before = await tag()
    assert.equal(before.status, 403)
    assert.equal(before.body.error.code, 'ROLE_FORBIDDEN')
    assert.equal((await team.update(staff.id, { role: 'admin' })).status, 200)
    assert.equal((await tag()).status, 201)
    // Managing the team stays the owner's.
    const listed = await get('/v1/members', staff.access_token)
    assert.equal(listed.status, 403)
    assert.equal(listed.body.error.code, 'ROLE_FORBIDDEN')
  })

  it('removing a member ends their access and takes them off the list; removing again is 404', async () => {
    const a = await account(t, 'FRANCHISES')
    const team = teamApi(t, a.access_token)
    const admin = await team.join('admin')
    const del = () => call(t.app, { method: 'DELETE', url: `/v1/members/${admin.id}`, token: a.access_token })
    assert.equal((await del()).status, 200)
    assert.equal((await get('/v1/tags', admin.access_token)).status, 401)
    assert.deepEqual(
      (await team.list()).map((m) => m.role),
      ['owner'],
    )
    const again = await del()
    assert.equal(again.status, 404)
    assert.equal(
      (await t.db.selectFrom('sign_ins').select('id').where('member_id', '=', admin.id).execute()).length,
      0,
      'their sign-ins go with them',
    )
    // Their e-mail is free again: the owner may invite it anew.
    await team.invite('admin', [], admin.email)
  })

  it("another account's member ids are 404 for every member operation", async () => {
    const a = await account(t, 'FRANCHISES')
    const b = await account(t, 'FRANCHISES')
    const theirs = await teamApi(t, b.access_token).invite('admin')
    for (const [method, url, payload] of [
      ['PUT', `/v1/members/${theirs.id}`, { role: 'staff' }],
      ['DELETE', `/v1/members/${theirs.id}`, undefined],
      ['POST', `/v1/members/${theirs.id}/invitation`, undefined],
      ['GET', `/v1/members/${theirs.id}/sign-ins`, undefined],
    ] as const) {
      const res = await call(t.app, { method, url, token: a.access_token, payload })
      assert.equal(res.status, 404, `${method} ${url}`)
    }
    assert.equal((await teamApi(t, b.access_token).list()).length, 2)
  })

  it('every person reads and names themself under /v1/members/me', async () => {
    const a = await account(t, 'FRANCHISES')
    const team = teamApi(t, a.access_token)
    const [branch] = await team.branches()
    const staff = await team.join('staff', [branch!.id])
    const me = await get('/v1/members/me', staff.access_token)
    assert.equal(me.status, 200)
    assert.equal(me.body.info.id, staff.id)
    assert.equal(me.body.info.email, staff.email)
    assert.equal(me.body.info.name, 'Ana López')
    assert.deepEqual(me.body.info.branch_ids, [branch!.id])
    assert.ok(me.body.info.last_access_at)
    const renamed = await call(t.app, {
      method: 'PUT',
      url: '/v1/members/me',
      token: staff.access_token,
      payload: { name: '  Ana María  ' },
    })
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body))
    assert.equal(renamed.body.info.name, 'Ana María')
    assert.equal((await team.list()).find((m) => m.id === staff.id)!.name, 'Ana María')
    const blank = await call(t.app, {
      method: 'PUT',
      url: '/v1/members/me',
      token: staff.access_token,
      payload: { name: ' ' },
    })
    assert.equal(blank.status, 400)
  })

  it("lists a member's sign-ins, newest first", async () => {
    const a = await account(t, 'FRANCHISES')
    const team = teamApi(t, a.access_token)
    const admin = await team.join('admin')
    const res = await get(`/v1/members/${admin.id}/sign-ins`, a.access_token)
    assert.equal(res.status, 200)
    assert.equal(res.body.info.length, 1, 'accepting the invitation signed them in')
    assert.equal(res.body.info[0].device, 'Prueba/1.0 (equipo)')
    assert.equal(typeof res.body.info[0].ip, 'string')
    assert.ok(res.body.info[0].at)
    const login = (agent: string) =>
      call(t.app, {
        method: 'POST',
        url: '/auth/login',
        payload: { username: admin.email, password: PASSWORD },
        headers: { 'user-agent': agent },
      })
    t.travel(1000)
    assert.equal((await login('Tableta')).status, 200)
    t.travel(1000)
    assert.equal((await login('x'.repeat(300))).status, 200)
    const devices = (await get(`/v1/members/${admin.id}/sign-ins`, a.access_token)).body.info.map(
      (s: { device: string }) => s.device,
    )
    assert.deepEqual(devices, ['x'.repeat(200), 'Tableta', 'Prueba/1.0 (equipo)'])
    // Only the newest 50 of a person are kept.
    for (let i = 0; i < 55; i++)
      await recordSignIn(t.db, {
        accountId: a.id,
        memberId: admin.id,
        at: t.config.now() + i,
        ip: '10.0.0.1',
        userAgent: `n${i}`,
      })
    const kept = (await get(`/v1/members/${admin.id}/sign-ins`, a.access_token)).body.info
    assert.equal(kept.length, 50)
    assert.equal(kept[0].device, 'n54')
    assert.equal(kept[49].device, 'n5')
  })

  it('the owner may require a two-step login of owners and administrators', async () => {
    const a = await account(t, 'FRANCHISES')
    const team = teamApi(t, a.access_token)
    const [branch] = await team.branches()
    const admin = await team.join('admin')
    const staff = await team.join('staff', [branch!.id])
    const policy = (token: string, require_totp: boolean) =>
      call(t.app, { method: 'PUT', url: '/v1/members/policy', token, payload: { require_totp } })
    const byAdmin = await policy(admin.access_token, true)
    assert.equal(byAdmin.status, 403)
    assert.equal(byAdmin.body.error.code, 'ROLE_FORBIDDEN')
    assert.equal((await policy(a.access_token, true)).status, 200)
    assert.equal((await get('/v1/profiles/me', a.access_token)).body.info.require_totp, true)
    // An administrator without a two-step login may only set one up; staff are not concerned.
    const blocked = await get('/v1/tags', admin.access_token)
    assert.equal(blocked.status, 403)
    assert.equal(blocked.body.error.code, 'TOTP_SETUP_REQUIRED')
    assert.equal((await get('/v1/members/me', admin.access_token)).status, 200)
    assert.equal((await get('/v1/sold-out', staff.access_token)).status, 200)
  })
})
