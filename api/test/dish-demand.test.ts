import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { noteDishAdd } from '../src/data/dish-adds.js'
import { tableCalls } from '../src/data/table-calls.js'
import { isoAt } from '../src/db/values.js'
import { cleanTableService } from '../src/table-calls/cleanup.js'
import { account, call, DIALECT, makeApp, menuApi, type TestApp } from './helpers.js'
import { twoBranchAccount } from './role-helpers.js'

const HOUR = 3_600_000

interface Demand {
  sucursal_id: number
  days: number
  dishes: Array<{ product_id: number; name: string; adds: number }>
  tables: Array<{ table: number; calls: number; waiter: number; bill: number }>
}

describe(`dish demand (${DIALECT})`, () => {
  let t: TestApp
  // 2026-03-10 04:30 UTC is still March 9 in Mexico City (UTC-6): the app's day, not UTC's.
  const start = Date.parse('2026-03-10T04:30:00Z')
  before(async () => {
    t = await makeApp({ APP_TIMEZONE: 'America/Mexico_City' })
    t.travel(start - t.config.now())
  })
  after(async () => t.close())

  const demand = async (token: string, branch: number, query = '') => {
    const res = await call(t.app, { method: 'GET', url: `/v1/sucursales/${branch}/demand${query}`, token })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    return res.body.info as Demand
  }

  /** A FRANCHISES account with three dishes; the first branch has 3 tables. */
  async function setUp() {
    const chain = await twoBranchAccount(t)
    const { menu, branches } = chain
    const family = await menu.family('Comida')
    const category = await menu.category(family, 'Platos')
    const tacos = await menu.product(category, 'Tacos al pastor', 90)
    const agua = await menu.product(category, 'Agua de jamaica', 30)
    const flan = await menu.product(category, 'Flan', 45)
    const tables = await menu.req('PUT', `/v1/sucursales/${branches[0]}`, { tables: 3 })
    assert.equal(tables.status, 200)
    return { ...chain, tacos, agua, flan }
  }
  const add = (accountId: number, branchId: number, productId: number, visitor: string, day = '2026-03-09') =>
    noteDishAdd(t.db, { accountId, branchId, day, productId, visitor })

  it('a visitor adding a dish twice on a day counts once, two visitors twice; every enabled dish listed, most added first', async () => {
    const { owner, branches, tacos, agua, flan } = await setUp()
    const [branch] = branches
    await add(owner.id, branch, agua, 'v1')
    await add(owner.id, branch, agua, 'v1')
    await add(owner.id, branch, flan, 'v1')
    await add(owner.id, branch, flan, 'v2')
    // The same visitor the next day counts again; another branch's adds stay there.
    await add(owner.id, branch, flan, 'v1', '2026-03-08')
    await add(owner.id, branches[1], tacos, 'v1')

    const info = await demand(owner.access_token, branch)
    assert.equal(info.sucursal_id, branch)
    assert.equal(info.days, 30)
    assert.deepEqual(
      info.dishes.map((d) => [d.name, d.adds]),
      [
        ['Flan', 3],
        ['Agua de jamaica', 1],
        ['Tacos al pastor', 0],
      ],
    )
    const other = await demand(owner.access_token, branches[1])
    assert.deepEqual(
      other.dishes.map((d) => [d.product_id, d.adds]),
      [
        [tacos, 1],
        [agua, 0],
        [flan, 0],
      ],
    )
    // Only today (March 9 in Mexico City): yesterday's add is out of the range.
    const today = await demand(owner.access_token, branch, '?days=1')
    assert.deepEqual(
      today.dishes.map((d) => [d.name, d.adds]),
      [
        ['Flan', 2],
        ['Agua de jamaica', 1],
        ['Tacos al pastor', 0],
      ],
    )
  })

  it('a dish disabled on the branch (its template) is left out unless it was added in the range', async () => {
    const { owner, menu, branches, templates, tacos, agua } = await setUp()
    const [branch] = branches
    const off = await menu.req('PUT', `/v1/templates/${templates[0]}/products`, [
      { product_id: tacos, price: null, enabled: false },
    ])
    assert.equal(off.status, 200, JSON.stringify(off.body))
    const hidden = await menu.req('PUT', `/v1/products/${agua}`, { enabled: false })
    assert.equal(hidden.status, 200, JSON.stringify(hidden.body))
    assert.deepEqual(
      (await demand(owner.access_token, branch)).dishes.map((d) => d.name),
      ['Flan'],
    )
    await add(owner.id, branch, agua, 'v9')
    assert.deepEqual(
      (await demand(owner.access_token, branch)).dishes.map((d) => [d.name, d.adds]),
      [
        ['Agua de jamaica', 1],
        ['Flan', 0],
      ],
    )
    // The other branch's template does not disable the tacos.
    assert.ok((await demand(owner.access_token, branches[1])).dishes.some((d) => d.product_id === tacos))
  })

  it('calls per table: every table of the branch with zeros, plus any other that called, by kind, in the range', async () => {
    const { owner, branches } = await setUp()
    const [branch] = branches
    const calls = tableCalls(t.db, t.config.now)
    const first = await calls.create(owner.id, branch, 2, 'waiter')
    await calls.attend(owner.id, branch, first.call.id, 1)
    await calls.create(owner.id, branch, 2, 'waiter')
    await calls.create(owner.id, branch, 2, 'bill')
    await calls.create(owner.id, branch, 9, 'bill')
    await calls.create(owner.id, branches[1], 1, 'bill')
    assert.deepEqual((await demand(owner.access_token, branch)).tables, [
      { table: 1, calls: 0, waiter: 0, bill: 0 },
      { table: 2, calls: 3, waiter: 2, bill: 1 },
      { table: 3, calls: 0, waiter: 0, bill: 0 },
      { table: 9, calls: 1, waiter: 0, bill: 1 },
    ])
    // The calls were made at 22:30 on March 9 in Mexico City (04:30 UTC on the 10th): that local day's.
    const local = tableCalls(t.db, t.config.now, 'America/Mexico_City')
    assert.equal((await local.perTable(owner.id, branch, '2026-03-09', '2026-03-09')).length, 2)
    assert.deepEqual(await local.perTable(owner.id, branch, '2026-03-10', '2026-03-10'), [])
  })

  it("another account's branch is a 404; days beyond 90 are a 400", async () => {
    const { branches } = await setUp()
    const stranger = await account(t, 'FRANCHISES')
    const res = await call(t.app, {
      method: 'GET',
      url: `/v1/sucursales/${branches[0]}/demand`,
      token: stranger.access_token,
    })
    assert.equal(res.status, 404)
    assert.equal(res.body.error.code, 'RESOURCE_NOT_FOUND')
    const mine = menuApi(t, stranger.access_token)
    const [own] = await mine.read<Array<{ id: number }>>('/v1/sucursales')
    const tooMany = await mine.req('GET', `/v1/sucursales/${own!.id}/demand?days=91`)
    assert.equal(tooMany.status, 400)
    assert.equal(tooMany.body.error.code, 'VALIDATION_ERROR')
  })

  it('the cleanup deletes lists a day old, closes calls 3 hours open, deletes adds 90 days old; what is newer stays', async () => {
    const { owner, branches, flan } = await setUp()
    const [branch] = branches
    const now = t.config.now()
    const list = (token: string, updatedAt: number) =>
      t.db
        .insertInto('order_lists')
        .values({
          token,
          sucursal_id: branch,
          account_id: owner.id,
          table_number: null,
          items: '[]',
          updated_at: isoAt(updatedAt),
        })
        .execute()
    await list(`old-${owner.id}`, now - 25 * HOUR)
    await list(`new-${owner.id}`, now - 23 * HOUR)
    await add(owner.id, branch, flan, 'old', '2025-12-08')
    await add(owner.id, branch, flan, 'kept', '2025-12-10')
    const calls = tableCalls(t.db, t.config.now)
    const stale = await calls.create(owner.id, branch, 1, 'waiter')
    const fresh = await calls.create(owner.id, branch, 1, 'bill')
    await t.db
      .updateTable('table_calls')
      .set({ created_at: isoAt(now - 3 * HOUR - 1000) })
      .where('id', '=', stale.call.id)
      .execute()

    await cleanTableService({ db: t.db, now: t.config.now, timeZone: t.config.timeZone })
    const lists = await t.db.selectFrom('order_lists').select('token').where('account_id', '=', owner.id).execute()
    assert.deepEqual(
      lists.map((l) => l.token),
      [`new-${owner.id}`],
    )
    const visitors = await t.db
      .selectFrom('dish_adds')
      .select('visitor')
      .where('account_id', '=', owner.id)
      .orderBy('visitor')
      .execute()
    assert.deepEqual(
      visitors.map((v) => v.visitor),
      ['kept'],
    )
    assert.deepEqual(
      (await calls.open(owner.id, branch)).map((c) => c.id),
      [fresh.call.id],
    )
  })

  it('dish adds and calls leave the history and the change marker alone', async () => {
    const { owner, branches, flan } = await setUp()
    const marker = async () =>
      (await t.db.selectFrom('accounts').select('change_marker').where('id', '=', owner.id).executeTakeFirstOrThrow())
        .change_marker
    const entries = async () =>
      Number(
        (
          await t.db
            .selectFrom('history_entries')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('account_id', '=', owner.id)
            .executeTakeFirstOrThrow()
        ).n,
      )
    const [before, beforeEntries] = [await marker(), await entries()]
    await add(owner.id, branches[0], flan, 'h1')
    const calls = tableCalls(t.db, t.config.now)
    const made = await calls.create(owner.id, branches[0], 1, 'waiter')
    await calls.attend(owner.id, branches[0], made.call.id, 1)
    assert.equal(await marker(), before)
    assert.equal(await entries(), beforeEntries)
  })
})
