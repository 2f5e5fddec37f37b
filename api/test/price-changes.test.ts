import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { isoAt } from '../src/db/values.js'
import { runScheduledChanges } from '../src/scheduled/job.js'
import { account, call, DIALECT, login, makeApp, menuApi, type TestApp } from './helpers.js'

type Row = {
  target: string
  target_id: number | null
  target_name: string
  kind: string
  id: number
  name: string
  before: number
  after: number
}

/**
 * Bulk price changes (POST /v1/price-changes and its preview, data/price-changes-*.ts): figures
 * by rounding rule, the base menu, regions and branches as targets, the selection, apply now as
 * one undoable history entry, field locks, scheduling at each branch's local time, and tenancy.
 */
describe(`bulk price changes (${DIALECT})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp()
  })
  after(async () => t.close())

  /**
   * A FRANCHISES owner: Tacos (Pastor $89 with the variant Grande $10, Suadero $100), Bebidas
   * (Agua $30); a region Norte (its row: Pastor $95) with the branch Centro (Mexico City, its
   * template: Suadero $120), the branch Tijuana (its own template, no rows), the first branch
   * without a template.
   */
  async function chain() {
    const o = await account(t, 'FRANCHISES')
    const menu = menuApi(t, o.access_token)
    const family = await menu.family('Comidas')
    const tacos = await menu.category(family, 'Tacos')
    const bebidas = await menu.category(family, 'Bebidas')
    const group = await menu.group('Tamaño', [{ name: 'Grande', price: 10 }])
    const grande = (await menu.groupById(group)).variants[0]!.id
    const pastor = await menu.product(tacos, 'Pastor', 89, { variant_groups: [{ group_id: group }] })
    const suadero = await menu.product(tacos, 'Suadero', 100)
    const agua = await menu.product(bebidas, 'Agua', 30)
    const [first] = await menu.read<Array<{ id: number }>>('/v1/sucursales')
    const tc = await menu.created('POST', '/v1/templates', { name: 'Centro' })
    const tt = await menu.created('POST', '/v1/templates', { name: 'Tijuana' })
    const centro = await menu.created('POST', '/v1/sucursales', {
      name: 'Centro',
      template_id: tc,
      time_zone: 'America/Mexico_City',
    })
    const tijuana = await menu.created('POST', '/v1/sucursales', {
      name: 'Tijuana',
      template_id: tt,
      time_zone: 'America/Tijuana',
    })
    const saved = await menu.req('PUT', `/v1/templates/${tc}/products`, [{ product_id: suadero, price: 120 }])
    assert.equal(saved.status, 200, JSON.stringify(saved.body))
    // The region, as migration 0036 keeps it: its own hidden template and its rows.
    const at = isoAt(Date.now())
    const regionTemplate = await t.db
      .insertInto('templates')
      .values({ account_id: o.id, name: 'Región Norte', region: 1, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    const rt = Number(regionTemplate.id)
    const region = await t.db
      .insertInto('regions')
      .values({ account_id: o.id, name: 'Norte', template_id: rt, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('template_products')
      .values({
        account_id: o.id,
        template_id: rt,
        product_id: pastor,
        price_cents: 9500,
        enabled: null,
        updated_at: at,
      })
      .execute()
    await t.db
      .updateTable('sucursales')
      .set({ region_id: Number(region.id) })
      .where('id', '=', centro)
      .execute()
    // Written outside any request: their history rows would join the next change's entry.
    await t.db.deleteFrom('history_rows').where('account_id', '=', o.id).where('entry_id', 'is', null).execute()
    return {
      o,
      menu,
      tacos,
      bebidas,
      pastor,
      suadero,
      agua,
      grande,
      first: first!.id,
      centro,
      tijuana,
      tc,
      tt,
      rt,
      norte: Number(region.id),
    }
  }
  type Chain = Awaited<ReturnType<typeof chain>>

  const preview = (c: Chain, body: object) => c.menu.req('POST', '/v1/price-changes/preview', body)
  const figures = async (c: Chain, body: object) => {
    const res = await preview(c, body)
    assert.equal(res.status, 200, JSON.stringify(res.body))
    return (res.body.info.items as Row[]).map((r) => `${r.target_name}|${r.name}|${r.before}->${r.after}`)
  }
  const templateRow = async (templateId: number, productId: number) =>
    (
      await t.db
        .selectFrom('template_products')
        .select('price_cents')
        .where('template_id', '=', templateId)
        .where('product_id', '=', productId)
        .executeTakeFirst()
    )?.price_cents ?? null

  it('previews the base menu +8 % under each rounding rule; unchanged prices are left out', async () => {
    const c = await chain()
    const expected: Record<string, string[]> = {
      cent: ['Pastor|89->96.12', 'Suadero|100->108', 'Agua|30->32.4', 'Tamaño: Grande|10->10.8'],
      peso: ['Pastor|89->96', 'Suadero|100->108', 'Agua|30->32', 'Tamaño: Grande|10->11'],
      half: ['Pastor|89->96', 'Suadero|100->108', 'Agua|30->32.5', 'Tamaño: Grande|10->11'],
      ninety: ['Pastor|89->95.9', 'Suadero|100->107.9', 'Agua|30->32.9', 'Tamaño: Grande|10->10.9'],
      five: ['Pastor|89->95', 'Suadero|100->110'],
    }
    for (const [rounding, rows] of Object.entries(expected)) {
      assert.deepEqual(
        await figures(c, { percent: 8, rounding }),
        rows.map((r) => `Menú base|${r}`),
        rounding,
      )
    }
    const res = await preview(c, { amount: -5, rounding: 'cent', category_ids: [c.bebidas] })
    assert.deepEqual(res.body.info.items, [
      {
        target: 'base',
        target_id: null,
        target_name: 'Menú base',
        kind: 'product',
        id: c.agua,
        name: 'Agua',
        before: 30,
        after: 25,
      },
    ])
  })

  it('selects by category, with or without variants', async () => {
    const c = await chain()
    assert.deepEqual(await figures(c, { percent: 10, rounding: 'cent', category_ids: [c.tacos] }), [
      'Menú base|Pastor|89->97.9',
      'Menú base|Suadero|100->110',
      'Menú base|Tamaño: Grande|10->11',
    ])
    assert.deepEqual(
      await figures(c, { percent: 10, rounding: 'cent', category_ids: [c.tacos], include_variants: false }),
      ['Menú base|Pastor|89->97.9', 'Menú base|Suadero|100->110'],
    )
  })

  it("a region's and a branch's prices start from their effective ones; a branch without a template is refused", async () => {
    const c = await chain()
    assert.deepEqual(
      await figures(c, {
        amount: 10,
        rounding: 'cent',
        category_ids: [c.tacos],
        include_variants: false,
        region_ids: [c.norte],
        sucursal_ids: [c.centro, c.tijuana],
      }),
      [
        // The region: its row, else the base.
        'Norte|Pastor|95->105',
        'Norte|Suadero|100->110',
        // Centro: its template's row, else its region's, else the base.
        'Centro|Pastor|95->105',
        'Centro|Suadero|120->130',
        'Tijuana|Pastor|89->99',
        'Tijuana|Suadero|100->110',
      ],
    )
    const res = await preview(c, { percent: 5, rounding: 'cent', sucursal_ids: [c.first] })
    assert.equal(res.status, 400)
    assert.equal(res.body.error.code, 'VALIDATION_ERROR')
    assert.equal(res.body.error.field, 'sucursal_ids')
    assert.match(res.body.error.message, /^La sucursal «.+» no tiene plantilla: asígnale una/)
    await c.menu.req('PUT', `/v1/sucursales/${c.first}`, { template_id: c.tt })
    const shared = await preview(c, { percent: 5, rounding: 'cent', sucursal_ids: [c.first, c.tijuana] })
    assert.equal(shared.status, 400)
    assert.equal(shared.body.error.field, 'sucursal_ids')
    assert.match(shared.body.error.message, /comparten plantilla: el cambio se hace en la plantilla/)
  })

  it('asks for exactly one of percent and amount, within bounds', async () => {
    const c = await chain()
    const cases: Array<[object, string]> = [
      [{ rounding: 'cent' }, 'percent'],
      [{ percent: 5, amount: 5, rounding: 'cent' }, 'amount'],
      [{ percent: 501, rounding: 'cent' }, 'percent'],
      [{ percent: -91, rounding: 'cent' }, 'percent'],
      [{ amount: 1.005, rounding: 'cent' }, 'amount'],
      [{ percent: 5, rounding: 'quarter' }, 'rounding'],
    ]
    for (const [body, field] of cases) {
      const res = await preview(c, body)
      assert.equal(res.status, 400, `${JSON.stringify(body)}: ${JSON.stringify(res.body)}`)
      assert.equal(res.body.error.field, field, JSON.stringify(res.body))
    }
    // A change that leaves every price as it was cannot be applied.
    const none = await c.menu.req('POST', '/v1/price-changes', { amount: 0.01, rounding: 'peso' })
    assert.equal(none.status, 400)
    assert.equal(none.body.error.message, 'Ningún precio cambia con esta selección y este cambio.')
  })

  it('applies now in one history entry, which undo reverts whole', async () => {
    const c = await chain()
    const res = await c.menu.req('POST', '/v1/price-changes', {
      percent: 10,
      rounding: 'ninety',
      category_ids: [c.tacos],
      region_ids: [c.norte],
      sucursal_ids: [c.tijuana],
    })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    // Norte: Pastor 95 -> 104.50 -> 104.90, Suadero 110 -> 109.90, Grande 11 -> 10.90; Tijuana the same from the base.
    assert.equal(res.body.info.changed, 6)
    assert.equal(await templateRow(c.rt, c.pastor), 10490)
    assert.equal(await templateRow(c.rt, c.suadero), 10990)
    assert.equal(await templateRow(c.tt, c.pastor), 9790)
    assert.equal(await templateRow(c.tt, c.suadero), 10990)
    assert.equal((await c.menu.productById(c.pastor)).price, 89, 'the base menu is unchanged')
    const history = await c.menu.read<{ items: Array<{ id: number; label: string | null }> }>('/v1/history')
    assert.equal(history.items[0]!.id, res.body.info.history_id)
    assert.equal(history.items[0]!.label, 'Cambio de precios +10 % (.90)')
    const undo = await c.menu.req('POST', `/v1/history/${res.body.info.history_id}/undo`)
    assert.equal(undo.status, 200, JSON.stringify(undo.body))
    assert.equal(await templateRow(c.rt, c.pastor), 9500)
    assert.equal(await templateRow(c.rt, c.suadero), null)
    assert.equal(await templateRow(c.tt, c.pastor), null)
    assert.equal(await templateRow(c.tt, c.suadero), null)

    const base = await c.menu.req('POST', '/v1/price-changes', { amount: 1, rounding: 'peso' })
    assert.equal(base.status, 200, JSON.stringify(base.body))
    assert.equal(base.body.info.changed, 4)
    assert.equal((await c.menu.productById(c.pastor)).price, 90)
    assert.equal((await c.menu.groupById((await c.menu.groups())[0]!.id)).variants[0]!.price, 11)
    assert.equal((await c.menu.req('POST', `/v1/history/${base.body.info.history_id}/undo`)).status, 200)
    assert.deepEqual([(await c.menu.productById(c.pastor)).price, (await c.menu.productById(c.agua)).price], [89, 30])
  })

  it('a locked price cannot change in regions or branches (the base menu still can)', async () => {
    const c = await chain()
    const at = isoAt(Date.now())
    await t.db
      .insertInto('field_locks')
      .values({ account_id: c.o.id, field: 'price', reason: 'Precio nacional', created_at: at, updated_at: at })
      .execute()
    for (const [body, field] of [
      [{ region_ids: [c.norte] }, 'region_ids'],
      [{ sucursal_ids: [c.tijuana] }, 'sucursal_ids'],
    ] as const) {
      for (const url of ['/v1/price-changes/preview', '/v1/price-changes']) {
        const res = await c.menu.req('POST', url, { ...body, percent: 5, rounding: 'cent' })
        assert.equal(res.status, 403, url)
        const { code, message, field: named } = res.body.error
        assert.deepEqual(
          { code, message, field: named },
          { code: 'FIELD_LOCKED', message: 'El campo «Precio» está bloqueado: Precio nacional.', field },
        )
      }
    }
    assert.equal(await templateRow(c.tt, c.pastor), null)
    assert.equal((await c.menu.req('POST', '/v1/price-changes', { percent: 5, rounding: 'cent' })).status, 200)
  })

  it("schedules 09:00 at each branch's own time: one set per zone, each applied at its instant", async () => {
    const c = await chain()
    // Two days ahead (the tests' clock), 09:00 on the wall clocks of Mexico City and Tijuana.
    const day = isoAt(t.config.now() + 2 * 86_400_000).slice(0, 10)
    const instant = (zone: string) => {
      const noon = new Date(`${day}T12:00:00Z`)
      const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(noon)
        .find((p) => p.type === 'timeZoneName')!
        .value.replace('GMT', '')
      return isoAt(Date.parse(`${day}T09:00:00${offset || 'Z'}`))
    }
    const res = await c.menu.req('POST', '/v1/price-changes', {
      amount: 5,
      rounding: 'cent',
      category_ids: [c.tacos],
      include_variants: false,
      sucursal_ids: [c.centro, c.tijuana],
      run_at: `${day}T09:00`,
    })
    assert.equal(res.status, 201, JSON.stringify(res.body))
    const sets = res.body.info.scheduled as Array<{ id: number; run_at: string; time_zone: string }>
    assert.deepEqual(sets.map((s) => [s.time_zone, s.run_at]).sort(), [
      ['America/Mexico_City', instant('America/Mexico_City')],
      ['America/Tijuana', instant('America/Tijuana')],
    ])
    assert.ok(instant('America/Mexico_City') < instant('America/Tijuana'))
    const listed = await c.menu.read<{ items: Array<{ id: number; name: string; changes: unknown[] }> }>(
      '/v1/scheduled-changes',
    )
    const mexico = listed.items.find((s) => s.id === sets.find((x) => x.time_zone === 'America/Mexico_City')!.id)!
    assert.equal(mexico.name, 'Cambio de precios +$5')
    assert.deepEqual(mexico.changes, [
      { entity: 'product', id: c.pastor, name: 'Pastor', fields: { price: 100 }, template_id: c.tc, target: 'Centro' },
      {
        entity: 'product',
        id: c.suadero,
        name: 'Suadero',
        fields: { price: 125 },
        template_id: c.tc,
        target: 'Centro',
      },
    ])
    const travelPast = (iso: string) => t.travel(Date.parse(iso) - t.config.now() + 1000)
    const run = () => runScheduledChanges(t.app.ctx, t.app.log)
    const statuses = async () => {
      const token = (await login(t, c.o.email)).access_token
      const all = await call(t.app, { method: 'GET', url: '/v1/scheduled-changes', token })
      return sets.map((s) => all.body.info.items.find((x: { id: number }) => x.id === s.id).status as string)
    }
    travelPast(instant('America/Mexico_City'))
    await run()
    assert.deepEqual(
      [await templateRow(c.tc, c.pastor), await templateRow(c.tc, c.suadero), await templateRow(c.tt, c.pastor)],
      [10000, 12500, null],
      'Centro changed at 09:00 in Mexico City; Tijuana not yet',
    )
    travelPast(instant('America/Tijuana'))
    await run()
    assert.deepEqual([await templateRow(c.tt, c.pastor), await templateRow(c.tt, c.suadero)], [9400, 10500])
    assert.deepEqual(await statuses(), ['applied', 'applied'])
  })

  it("a scheduled branch change whose template is gone fails its set by the branch's name", async () => {
    const c = await chain()
    const runAt = isoAt(t.config.now() + 3_600_000)
    const res = await c.menu.req('POST', '/v1/price-changes', {
      percent: 10,
      rounding: 'peso',
      sucursal_ids: [c.tijuana],
      run_at: runAt,
      name: 'Alza de Tijuana',
    })
    assert.equal(res.status, 201, JSON.stringify(res.body))
    const [set] = res.body.info.scheduled as Array<{ id: number; run_at: string }>
    assert.equal(set!.run_at, runAt, 'an instant with its offset is the same instant in every zone')
    await t.db.deleteFrom('templates').where('id', '=', c.tt).execute()
    t.travel(Date.parse(runAt) - t.config.now() + 1000)
    await runScheduledChanges(t.app.ctx, t.app.log)
    const token = (await login(t, c.o.email)).access_token
    const listed = await call(t.app, { method: 'GET', url: '/v1/scheduled-changes', token })
    const mine = listed.body.info.items.find((x: { id: number }) => x.id === set!.id)
    assert.deepEqual(
      [mine.name, mine.status, mine.error],
      ['Alza de Tijuana', 'failed', 'Los precios propios de «Tijuana» ya no existen.'],
    )
  })

  it("another account's categories, regions and branches are missing ones (404)", async () => {
    const c = await chain()
    const other = await chain()
    for (const body of [
      { category_ids: [other.tacos] },
      { region_ids: [other.norte] },
      { sucursal_ids: [other.tijuana] },
    ]) {
      for (const url of ['/v1/price-changes/preview', '/v1/price-changes']) {
        const res = await c.menu.req('POST', url, { ...body, percent: 5, rounding: 'cent' })
        assert.equal(res.status, 404, `${url} ${JSON.stringify(body)}`)
      }
    }
    assert.equal(await templateRow(other.tt, other.pastor), null)
    assert.equal((await other.menu.productById(other.pastor)).price, 89)
  })
})
