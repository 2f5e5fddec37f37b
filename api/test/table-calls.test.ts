import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { tableCalls } from '../src/data/table-calls.js'
import { account, call, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { addMember, twoBranchAccount } from './role-helpers.js'

const HOUR = 3_600_000

interface Call {
  id: number
  sucursal_id: number
  table: number
  kind: string
  created_at: string
  attended_at: string | null
}

/** The events of an SSE answer read with fetch, one `event: calls` list at a time. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const lists: Call[][] = []
  /** Moves the complete `calls` events of the buffer into `lists` (comments, pings, are skipped). */
  const parse = () => {
    const blocks = buffer.split('\n\n')
    buffer = blocks.pop() ?? ''
    for (const block of blocks)
      if (block.startsWith('event: calls\ndata: ')) lists.push(JSON.parse(block.slice('event: calls\ndata: '.length)))
  }
  return {
    /** The next `calls` list; fails after `ms` (a deadline for the event, not a sleep). */
    async next(ms = 2000): Promise<Call[]> {
      const deadline = setTimeout(() => void reader.cancel(), ms)
      try {
        while (!lists.length) {
          const { value, done } = await reader.read()
          if (done) throw new Error('no event in time')
          buffer += decoder.decode(value, { stream: true })
          parse()
        }
        return lists.shift()!
      } finally {
        clearTimeout(deadline)
      }
    },
    /** Resolves when the server ends the stream. */
    async ended(): Promise<void> {
      for (;;) if ((await reader.read()).done) return
    },
  }
}

describe(`table calls (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())
  const repo = () => tableCalls(t.db, t.config.now)

  it('a second call of the same table and kind while open is the same call; others are new; the list is oldest first', async () => {
    const { owner, branches } = await twoBranchAccount(t)
    const [branch] = branches
    const first = await repo().create(owner.id, branch, 3, 'waiter')
    assert.equal(first.created, true)
    t.travel(1000)
    const again = await repo().create(owner.id, branch, 3, 'waiter')
    assert.deepEqual(again, { call: first.call, created: false })
    t.travel(1000)
    const bill = await repo().create(owner.id, branch, 3, 'bill')
    const other = await repo().create(owner.id, branch, 4, 'waiter')
    assert.equal(bill.created && other.created, true)

    const res = await call(t.app, { method: 'GET', url: `/v1/sucursales/${branch}/calls`, token: owner.access_token })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    const list = res.body.info as Call[]
    assert.deepEqual(
      list.map((c) => [c.table, c.kind]),
      [
        [3, 'waiter'],
        [3, 'bill'],
        [4, 'waiter'],
      ],
    )
    assert.deepEqual(Object.keys(list[0]!).sort(), ['attended_at', 'created_at', 'id', 'kind', 'sucursal_id', 'table'])
    assert.equal(list[0]!.attended_at, null)
    assert.equal(list[0]!.sucursal_id, branch)
  })

  it('attending is idempotent, records the member, drops the call from the list; a new call after it is new', async () => {
    const { owner, branches } = await twoBranchAccount(t)
    const [branch] = branches
    const { call: made } = await repo().create(owner.id, branch, 2, 'bill')
    const url = `/v1/sucursales/${branch}/calls/${made.id}`
    const first = await call(t.app, { method: 'PUT', url, token: owner.access_token, payload: { attended: true } })
    assert.equal(first.status, 200, JSON.stringify(first.body))
    assert.ok(first.body.info.attended_at)
    t.travel(5000)
    const second = await call(t.app, { method: 'PUT', url, token: owner.access_token, payload: { attended: true } })
    assert.equal(second.status, 200)
    assert.equal(second.body.info.attended_at, first.body.info.attended_at)
    const row = await t.db.selectFrom('table_calls').selectAll().where('id', '=', made.id).executeTakeFirstOrThrow()
    assert.ok(row.attended_by !== null)
    const open = await call(t.app, { method: 'GET', url: `/v1/sucursales/${branch}/calls`, token: owner.access_token })
    assert.deepEqual(open.body.info, [])
    assert.equal((await repo().create(owner.id, branch, 2, 'bill')).created, true)

    const bad = await call(t.app, { method: 'PUT', url, token: owner.access_token, payload: { attended: false } })
    assert.equal(bad.status, 400)
    assert.equal(bad.body.error.code, 'VALIDATION_ERROR')
  })

  it("another account's or another branch's call is a 404; nothing of it changes", async () => {
    const { owner, branches } = await twoBranchAccount(t)
    const stranger = await account(t, 'FRANCHISES')
    const { call: made } = await repo().create(owner.id, branches[0], 1, 'waiter')
    const theirs = await call(t.app, {
      method: 'PUT',
      url: `/v1/sucursales/${branches[0]}/calls/${made.id}`,
      token: stranger.access_token,
      payload: { attended: true },
    })
    assert.equal(theirs.status, 404)
    assert.equal(theirs.body.error.code, 'RESOURCE_NOT_FOUND')
    const list = await call(t.app, {
      method: 'GET',
      url: `/v1/sucursales/${branches[0]}/calls`,
      token: stranger.access_token,
    })
    assert.equal(list.status, 404)
    const wrongBranch = await call(t.app, {
      method: 'PUT',
      url: `/v1/sucursales/${branches[1]}/calls/${made.id}`,
      token: owner.access_token,
      payload: { attended: true },
    })
    assert.equal(wrongBranch.status, 404)
    assert.equal((await repo().open(owner.id, branches[0])).length, 1)
  })

  it('Personal and Gerente de sucursal list and attend the calls of their branch only; Personal does not read the demand', async () => {
    const { owner, branches } = await twoBranchAccount(t)
    const [mine, other] = branches
    const staff = await addMember(t, owner.id, 'staff', [mine])
    const manager = await addMember(t, owner.id, 'manager', [mine])
    for (const person of [staff, manager]) {
      const { call: made } = await repo().create(owner.id, mine, 5, 'waiter')
      const list = await call(t.app, { method: 'GET', url: `/v1/sucursales/${mine}/calls`, token: person.token })
      assert.equal(list.status, 200, JSON.stringify(list.body))
      assert.deepEqual(
        (list.body.info as Call[]).map((c) => c.id),
        [made.id],
      )
      const attend = await call(t.app, {
        method: 'PUT',
        url: `/v1/sucursales/${mine}/calls/${made.id}`,
        token: person.token,
        payload: { attended: true },
      })
      assert.equal(attend.status, 200, JSON.stringify(attend.body))
      const row = await t.db
        .selectFrom('table_calls')
        .select('attended_by')
        .where('id', '=', made.id)
        .executeTakeFirst()
      assert.equal(Number(row?.attended_by), person.id)
      for (const url of [`/v1/sucursales/${other}/calls`, `/v1/sucursales/${other}/calls/stream`]) {
        const refused = await call(t.app, { method: 'GET', url, token: person.token })
        assert.equal(refused.status, 403, url)
        assert.equal(refused.body.error.code, 'BRANCH_NOT_ASSIGNED')
      }
    }
    const staffDemand = await call(t.app, { method: 'GET', url: `/v1/sucursales/${mine}/demand`, token: staff.token })
    assert.equal(staffDemand.status, 403)
    assert.equal(staffDemand.body.error.code, 'ROLE_FORBIDDEN')
    const managerDemand = await call(t.app, {
      method: 'GET',
      url: `/v1/sucursales/${mine}/demand`,
      token: manager.token,
    })
    assert.equal(managerDemand.status, 200, JSON.stringify(managerDemand.body))
  })

  it('the branch switch: NEGOCIO sets table_orders; FREEMIUM may not, nor read calls or demand (403 SCOPE_REQUIRED)', async () => {
    const paid = await account(t, 'NEGOCIO')
    const menu = menuApi(t, paid.access_token)
    const [branch] = await menu.read<Array<{ id: number; table_orders: boolean }>>('/v1/sucursales')
    assert.equal(branch!.table_orders, false)
    const on = await menu.req('PUT', `/v1/sucursales/${branch!.id}`, { table_orders: true })
    assert.equal(on.status, 200, JSON.stringify(on.body))
    assert.equal(on.body.info.table_orders, true)
    assert.equal((await menu.read<Array<{ table_orders: boolean }>>('/v1/sucursales'))[0]!.table_orders, true)

    const free = await account(t, 'FREEMIUM')
    const freeMenu = menuApi(t, free.access_token)
    const [freeBranch] = await freeMenu.read<Array<{ id: number }>>('/v1/sucursales')
    const refused = await freeMenu.req('PUT', `/v1/sucursales/${freeBranch!.id}`, { table_orders: true })
    assert.equal(refused.status, 403)
    assert.equal(refused.body.error.code, 'SCOPE_REQUIRED')
    assert.equal(refused.body.error.field, 'table_orders')
    for (const url of ['calls', 'calls/stream', 'demand']) {
      const res = await freeMenu.req('GET', `/v1/sucursales/${freeBranch!.id}/${url}`)
      assert.equal(res.status, 403, url)
      assert.equal(res.body.error.code, 'SCOPE_REQUIRED')
    }
  })

  it('open calls expire after 3 hours (closed by nobody); closed calls go after 90 days', async () => {
    const { owner, branches } = await twoBranchAccount(t)
    const { call: made } = await repo().create(owner.id, branches[1], 7, 'waiter')
    t.travel(2 * HOUR)
    await repo().expire(3 * HOUR)
    assert.equal((await repo().open(owner.id, branches[1])).length, 1)
    t.travel(HOUR + 1000)
    assert.ok((await repo().expire(3 * HOUR)) >= 1)
    assert.deepEqual(await repo().open(owner.id, branches[1]), [])
    const row = await t.db.selectFrom('table_calls').selectAll().where('id', '=', made.id).executeTakeFirstOrThrow()
    assert.ok(row.attended_at !== null)
    assert.equal(row.attended_by, null)
    t.travel(91 * 24 * HOUR)
    await repo().expire(3 * HOUR)
    assert.equal(
      await t.db.selectFrom('table_calls').select('id').where('id', '=', made.id).executeTakeFirst(),
      undefined,
    )
  })
})

describe(`table calls stream (${DIALECT})`, () => {
  it("sends the open calls at once, a call made on another instance within 2 s, an attended call's removal; ends when the app closes", async () => {
    const t = await makeApp()
    const { owner, branches } = await twoBranchAccount(t)
    const [branch] = branches
    const repo = tableCalls(t.db, t.config.now)
    const waiting = await repo.create(owner.id, branch, 1, 'bill')
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address()
    assert.ok(address && typeof address === 'object')
    const res = await fetch(`http://127.0.0.1:${address.port}/v1/sucursales/${branch}/calls/stream`, {
      headers: { authorization: `Bearer ${owner.access_token}` },
    })
    assert.equal(res.status, 200)
    assert.match(String(res.headers.get('content-type')), /^text\/event-stream/)
    assert.equal(res.headers.get('cache-control'), 'no-store')
    const events = eventReader(res.body!)
    assert.deepEqual(
      (await events.next()).map((c) => c.id),
      [waiting.call.id],
    )

    // Straight into the database, as another API instance would: the hub's poll finds it.
    const made = await repo.create(owner.id, branch, 6, 'waiter')
    assert.deepEqual(
      (await events.next()).map((c) => c.id),
      [waiting.call.id, made.call.id],
    )
    const attended = await call(t.app, {
      method: 'PUT',
      url: `/v1/sucursales/${branch}/calls/${waiting.call.id}`,
      token: owner.access_token,
      payload: { attended: true },
    })
    assert.equal(attended.status, 200)
    assert.deepEqual(
      (await events.next()).map((c) => c.id),
      [made.call.id],
    )
    // Closing the app ends the stream (it would otherwise keep the server open).
    await Promise.all([t.close(), events.ended()])
  })
})
