import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { call, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { addMember, setBranches, twoBranchAccount } from './role-helpers.js'

/**
 * The lists that are per branch answer a person bound to branches (Gerente de sucursal,
 * Personal) only their assigned branches' rows: GET /v1/sucursales, /v1/sucursales/views,
 * /v1/templates (the templates their branches use) and /v1/sold-out (and the marks a sold-out
 * write answers). The owner and an Administrador keep every row. The list cache never answers
 * one person's filtered list to another, and a change of branches or role applies at once.
 */
describe(`branch-bound lists (${DIALECT})`, () => {
  let t: TestApp
  let team: Awaited<ReturnType<typeof twoBranchAccount>>
  before(async () => {
    t = await makeApp()
    team = await twoBranchAccount(t)
  })
  after(async () => t.close())

  const ids = async (token: string, url: string, idOf: (row: Record<string, number>) => number = (r) => r.id!) => {
    const res = await call(t.app, { method: 'GET', url, token })
    assert.equal(res.status, 200, `${url}: ${JSON.stringify(res.body)}`)
    return (res.body.info as Array<Record<string, number>>).map(idOf).sort((a, b) => a - b)
  }
  const branchIdOf = (r: Record<string, number>) => r.sucursal_id!

  it('branches and their views: a manager or staff gets only their branches; owner and admin every branch', async () => {
    const { owner, branches } = team
    const [first, second] = branches
    const manager = await addMember(t, owner.id, 'manager', [first])
    const staff = await addMember(t, owner.id, 'staff', [second])
    const admin = await addMember(t, owner.id, 'admin')
    const both = [first, second].sort((a, b) => a - b)
    assert.deepEqual(await ids(owner.access_token, '/v1/sucursales'), both)
    assert.deepEqual(await ids(admin.token, '/v1/sucursales'), both)
    assert.deepEqual(await ids(manager.token, '/v1/sucursales'), [first])
    assert.deepEqual(await ids(staff.token, '/v1/sucursales'), [second])
    assert.deepEqual(await ids(owner.access_token, '/v1/sucursales/views?days=2', branchIdOf), both)
    assert.deepEqual(await ids(admin.token, '/v1/sucursales/views?days=2', branchIdOf), both)
    assert.deepEqual(await ids(manager.token, '/v1/sucursales/views?days=2', branchIdOf), [first])
    // A manager with both branches sees both; with none, nothing.
    const twoBranches = await addMember(t, owner.id, 'manager', [first, second])
    assert.deepEqual(await ids(twoBranches.token, '/v1/sucursales'), both)
    const noBranch = await addMember(t, owner.id, 'manager', [])
    assert.deepEqual(await ids(noBranch.token, '/v1/sucursales'), [])
    assert.deepEqual(await ids(noBranch.token, '/v1/sucursales/views', branchIdOf), [])
  })

  it('templates: a manager gets the templates their branches use, not another branch’s nor an unused one', async () => {
    const { owner, branches, templates, unused } = team
    const all = [...templates, unused].sort((a, b) => a - b)
    assert.deepEqual(await ids(owner.access_token, '/v1/templates'), all)
    const manager = await addMember(t, owner.id, 'manager', [branches[0]])
    assert.deepEqual(await ids(manager.token, '/v1/templates'), [templates[0]])
    const other = await addMember(t, owner.id, 'manager', [branches[1]])
    assert.deepEqual(await ids(other.token, '/v1/templates'), [templates[1]])
    assert.deepEqual(await ids((await addMember(t, owner.id, 'admin')).token, '/v1/templates'), all)
    assert.deepEqual(await ids((await addMember(t, owner.id, 'manager', [])).token, '/v1/templates'), [])

    // One product across templates ('Actualizar en plantillas'): read and save answer their templates only.
    const menu = menuApi(t, owner.access_token)
    const product = await menu.product(await menu.category(await menu.family('Plantillas'), 'Cat'), 'Flan', 4)
    const across = `/v1/templates/items/products/${product}`
    const templateOf = (r: Record<string, number>) => r.template_id!
    assert.deepEqual(await ids(owner.access_token, across, templateOf), all)
    assert.deepEqual(await ids(manager.token, across, templateOf), [templates[0]])
    const saved = await call(t.app, {
      method: 'PUT',
      url: across,
      token: manager.token,
      payload: [{ template_id: templates[0], price: 5 }],
    })
    assert.equal(saved.status, 200, JSON.stringify(saved.body))
    assert.deepEqual(
      saved.body.info.map((r: { template_id: number; price: number }) => [r.template_id, r.price]),
      [[templates[0], 5]],
    )
  })

  it('sold out: staff read and write answers hold only their branches’ marks', async () => {
    const { owner, branches } = team
    const [first, second] = branches
    const menu = menuApi(t, owner.access_token)
    const product = await menu.product(await menu.category(await menu.family('Agotables'), 'Cat'), 'Tarta', 5)
    const marked = await menu.req('PUT', `/v1/products/${product}/sold-out`, {
      sucursal_id: null,
      variant_id: null,
      until: 'manual',
    })
    assert.equal(marked.status, 200, JSON.stringify(marked.body))
    assert.equal(marked.body.info.length, 2, 'the owner marked it in both branches')
    const staff = await addMember(t, owner.id, 'staff', [first])
    const rowsOf = async (token: string) =>
      (await ids(token, '/v1/sold-out', (r) => r.sucursal_id! * 1e9 + r.product_id!)).map((n) => Math.floor(n / 1e9))
    assert.deepEqual(
      await rowsOf(owner.access_token),
      [first, second].sort((a, b) => a - b),
    )
    assert.deepEqual(await rowsOf(staff.token), [first])

    // The staff's own write answers the product's marks in their branches only.
    const again = await call(t.app, {
      method: 'PUT',
      url: `/v1/products/${product}/sold-out`,
      token: staff.token,
      payload: { sucursal_id: first, variant_id: null, until: 'end_of_day' },
    })
    assert.equal(again.status, 200, JSON.stringify(again.body))
    assert.deepEqual(
      again.body.info.map((r: { sucursal_id: number }) => r.sucursal_id),
      [first],
    )
    const undone = await call(t.app, {
      method: 'DELETE',
      url: `/v1/products/${product}/sold-out?sucursal_id=${first}`,
      token: staff.token,
    })
    assert.equal(undone.status, 200, JSON.stringify(undone.body))
    assert.deepEqual(undone.body.info, [], "the other branch's mark is not the staff's to see")
    assert.deepEqual(await rowsOf(owner.access_token), [second], "the other branch's mark stays")
  })

  it("the list cache never answers one person's list to another; a change of branches or role applies on the next request", async () => {
    const { owner, branches, templates } = team
    const [first, second] = branches
    const get = (token: string, url: string, etag?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) },
      })
    const manager = await addMember(t, owner.id, 'manager', [first])
    for (const url of ['/v1/sucursales', '/v1/templates']) {
      // The owner's list first, so it is cached; then the manager's, then the owner's again.
      const owners = await get(owner.access_token, url)
      const managers = await get(manager.token, url)
      assert.notEqual(managers.headers.etag, owners.headers.etag, url)
      assert.ok(managers.json().info.length < owners.json().info.length, url)
      assert.deepEqual((await get(owner.access_token, url)).json(), owners.json(), url)
      // Each one's ETag is current only for its own list.
      assert.equal((await get(manager.token, url, String(owners.headers.etag))).statusCode, 200, url)
      assert.equal((await get(owner.access_token, url, String(managers.headers.etag))).statusCode, 200, url)
      assert.equal((await get(manager.token, url, String(managers.headers.etag))).statusCode, 304, url)
    }

    // Branches changed (no write to the account's rows, so no new change marker): the next list has them.
    await setBranches(t, owner.id, manager.id, [second])
    assert.deepEqual(await ids(manager.token, '/v1/sucursales'), [second])
    assert.deepEqual(await ids(manager.token, '/v1/templates'), [templates[1]])
    // Made an Administrador: every branch at once.
    await t.db.updateTable('members').set({ role: 'admin' }).where('id', '=', manager.id).execute()
    assert.deepEqual(
      await ids(manager.token, '/v1/sucursales'),
      [first, second].sort((a, b) => a - b),
    )
  })
})
