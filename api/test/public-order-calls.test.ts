import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { TableCall } from '../src/data/table-calls.js'
import { DIALECT, makeApp, type TestApp, until } from './helpers.js'
import { diner, type Restaurant, restaurant, textOf } from './public-order-helpers.js'

/**
 * The waiter calls from a table (docs/table-service.md, "Diners"): 'Llamar al mesero' and 'Pedir
 * la cuenta' create one open call per table and kind, reach the live hub at once, are throttled
 * per visitor and per table, need a table of the branch, and land in their own branch only.
 */
describe(`public order: waiter calls (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  const base = (r: Restaurant) => `/m/${r.branch.route_key}`
  const callsOf = (r: Restaurant) =>
    t.db.selectFrom('table_calls').selectAll().where('sucursal_id', '=', r.branch.id).orderBy('id').execute()
  const press = (d: ReturnType<typeof diner>, r: Restaurant, k: string, mesa: number | string = 4) =>
    d.post(`${base(r)}/mesero`, { mesa, k })

  it('a call is made once while open; the confirmation page says so; the hub hears it at once', async () => {
    const r = await restaurant(t)
    const heard: TableCall[][] = []
    const unsubscribe = t.app.callsHub.subscribe(r.branch.id, (list) => heard.push(list))
    try {
      const d = diner(t)
      // The list page at a table has both buttons.
      const list = await d.get(`${base(r)}/pedido?mesa=4`)
      assert.match(
        list.body,
        /<input type="hidden" name="k" value="waiter"><button class="btn" type="submit">Llamar al mesero/,
      )
      assert.match(
        list.body,
        /<input type="hidden" name="k" value="bill"><button class="btn" type="submit">Pedir la cuenta/,
      )
      const first = await press(d, r, 'waiter')
      assert.equal(first.statusCode, 303)
      assert.equal(first.headers.location, `/m/${r.branch.route_key}/mesero?mesa=4&k=waiter&r=ok`)
      const page = await d.get(first.headers.location!)
      assert.equal(page.statusCode, 200)
      assert.equal(page.headers['cache-control'], 'no-store')
      assert.doesNotMatch(page.body, /<script/i)
      assert.match(textOf(page.body), /Listo: avisamos al mesero de la mesa 4\./)
      assert.match(page.body, new RegExp(`href="/m/${r.branch.route_key}\\?mesa=4"`))
      await until(
        () => heard.some((l) => l.some((c) => c.table === 4 && c.kind === 'waiter')),
        'the hub sends the call',
      )
      const again = await press(d, r, 'waiter')
      assert.equal(again.headers.location, `/m/${r.branch.route_key}/mesero?mesa=4&k=waiter&r=open`)
      assert.match(
        textOf((await d.get(again.headers.location!)).body),
        /Ya avisamos al mesero hace un momento; tu llamada sigue en espera\./,
      )
      const bill = await press(d, r, 'bill')
      assert.match(String(bill.headers.location), /k=bill&r=ok$/)
      assert.match(textOf((await d.get(bill.headers.location!)).body), /el mesero lleva la cuenta a la mesa 4/)
      const rows = await callsOf(r)
      assert.deepEqual(
        rows.map((c) => [c.table_number, c.kind, c.attended_at]),
        [
          [4, 'waiter', null],
          [4, 'bill', null],
        ],
      )
    } finally {
      unsubscribe()
    }
  })

  it('in English too', async () => {
    const r = await restaurant(t, { languages: ['es', 'en'] })
    const d = diner(t)
    const res = await d.post(`${base(r)}/mesero`, { mesa: 7, k: 'waiter', lang: 'en' })
    assert.equal(res.headers.location, `/m/${r.branch.route_key}/mesero?lang=en&mesa=7&k=waiter&r=ok`)
    const page = await d.get(res.headers.location!)
    assert.match(page.body, /<html lang="en">/)
    assert.match(textOf(page.body), /Back to the menu/)
  })

  it('throttled per visitor (3 in 5 min) and per table (6 in 10 min): the 429 page', async () => {
    const r = await restaurant(t)
    const d = diner(t)
    // Each press is an attempt, an open call or not.
    for (let i = 0; i < 3; i++) assert.doesNotMatch(String((await press(d, r, 'waiter', 2)).headers.location), /r=wait/)
    const fourth = await press(d, r, 'bill', 2)
    assert.equal(fourth.headers.location, `/m/${r.branch.route_key}/mesero?mesa=2&k=bill&r=wait`)
    const page = await d.get(fourth.headers.location!)
    assert.equal(page.statusCode, 429)
    assert.match(textOf(page.body), /Espera un momento antes de volver a llamar\./)
    assert.equal((await callsOf(r)).filter((c) => c.kind === 'bill').length, 0, 'the throttled call was not made')
    // Table 3: six presses from six visitors pass, the seventh waits.
    for (let i = 0; i < 6; i++)
      assert.doesNotMatch(String((await press(diner(t), r, 'waiter', 3)).headers.location), /r=wait/)
    assert.match(String((await press(diner(t), r, 'bill', 3)).headers.location), /r=wait$/)
    // Five minutes later the first visitor may call again.
    t.travel(5 * 60_000 + 1000)
    assert.match(String((await press(d, r, 'bill', 2)).headers.location), /r=ok$/)
  })

  it('a table the branch does not have, or no kind: nothing is called, back to the menu', async () => {
    const r = await restaurant(t)
    const d = diner(t)
    for (const [mesa, k, back] of [
      [11, 'waiter', ''],
      [0, 'waiter', ''],
      ['x', 'bill', ''],
      [4, 'cocina', '?mesa=4'],
    ] as const) {
      const res = await press(d, r, k, mesa)
      assert.equal(res.statusCode, 303, `${mesa} ${k}`)
      assert.equal(res.headers.location, `/m/${r.branch.route_key}${back}`)
    }
    const none = await d.post(`${base(r)}/mesero`, { k: 'waiter' })
    assert.equal(none.headers.location, `/m/${r.branch.route_key}`)
    assert.deepEqual(await callsOf(r), [])
    // A forged confirmation address without a table shows nothing either.
    assert.equal((await d.get(`${base(r)}/mesero?k=waiter&r=ok`)).statusCode, 303)
  })

  it('a call lands in its own branch and account only; a branch that does not take calls refuses', async () => {
    const [mine, theirs] = [await restaurant(t), await restaurant(t)]
    const d = diner(t)
    await press(d, mine, 'waiter', 5)
    const rows = await t.db.selectFrom('table_calls').selectAll().where('table_number', '=', 5).execute()
    const ours = rows.filter((c) => c.sucursal_id === mine.branch.id)
    assert.equal(ours.length, 1)
    const branch = await t.db
      .selectFrom('sucursales')
      .select('account_id')
      .where('id', '=', mine.branch.id)
      .executeTakeFirstOrThrow()
    assert.equal(Number(ours[0]!.account_id), Number(branch.account_id))
    assert.deepEqual(await callsOf(theirs), [])
    const open = await theirs.api.req('GET', `/v1/sucursales/${theirs.branch.id}/calls`)
    assert.equal(open.status, 200)
    assert.deepEqual(open.body.info, [])
    assert.equal(
      (await theirs.api.req('PUT', `/v1/sucursales/${theirs.branch.id}`, { table_orders: false })).status,
      200,
    )
    const refused = await press(d, theirs, 'waiter', 5)
    assert.equal(refused.statusCode, 404)
    assert.match(refused.body, /Esta sucursal no toma pedidos ni llamadas desde la mesa\./)
    assert.deepEqual(await callsOf(theirs), [])
  })
})
