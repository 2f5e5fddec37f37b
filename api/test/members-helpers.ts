import assert from 'node:assert/strict'
import { call, lastMail, PASSWORD, type TestApp, tokenFromLink, uniqueEmail } from './helpers.js'

/** Team fixtures through the API: an owner invites, the invited person accepts their link. */
export function teamApi(t: TestApp, ownerToken: string) {
  /** Invites a person (a new e-mail unless given); answers the member id and their link's token. */
  async function invite(role: 'admin' | 'manager' | 'staff', branchIds: number[] = [], email = uniqueEmail('member')) {
    const res = await call(t.app, {
      method: 'POST',
      url: '/v1/members',
      token: ownerToken,
      payload: { email, role, branch_ids: branchIds },
    })
    assert.equal(res.status, 201, JSON.stringify(res.body))
    return { id: res.body.info.id as number, email, token: tokenFromLink(lastMail(t.config, email).link) }
  }

  /** Accepts an invitation's link: the person's token pair. */
  async function accept(token: string, name = 'Ana López', password = PASSWORD) {
    const res = await call(t.app, {
      method: 'PUT',
      url: '/auth/invitations',
      payload: { token, name, password },
      headers: { 'user-agent': 'Prueba/1.0 (equipo)' },
    })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    return res.body.info as { access_token: string; refresh_token: string }
  }

  /** A member who accepted their invitation: id, e-mail and token pair. */
  async function join(role: 'admin' | 'manager' | 'staff', branchIds: number[] = []) {
    const invited = await invite(role, branchIds)
    return { ...invited, ...(await accept(invited.token)) }
  }

  const update = (id: number, payload: object) =>
    call(t.app, { method: 'PUT', url: `/v1/members/${id}`, token: ownerToken, payload })
  const list = async () => {
    const res = await call(t.app, { method: 'GET', url: '/v1/members', token: ownerToken })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    return res.body.info as Array<Record<string, unknown>>
  }
  const branches = async () =>
    (await call(t.app, { method: 'GET', url: '/v1/sucursales', token: ownerToken })).body.info as Array<{ id: number }>

  return { invite, accept, join, update, list, branches }
}
