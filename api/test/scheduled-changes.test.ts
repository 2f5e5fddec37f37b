import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { accountsData } from '../src/data/accounts.js'
import { isoAt } from '../src/db/values.js'
import { CLAIM_STALE_MS } from '../src/data/claims.js'
import { call, DIALECT, mailsTo, makeApp, type TestApp } from './helpers.js'
import { scheduledFixtures } from './scheduled-helpers.js'

describe(`scheduled changes (${DIALECT})`, () => {
  let t: TestApp
  let f: ReturnType<typeof scheduledFixtures>
  before(async () => {
    t = await makeApp()
    f = scheduledFixtures(t)
  })
  after(async () => t.close())

  it('creates a pending set with the items’ names; a local run_at is read in the first branch’s zone', async () => {
    const o = await f.owner()
    const res = await f.schedule(o, {
      name: 'Precios de enero',
      run_at: '2031-01-15T08:00:00-06:00',
      changes: [
        { entity: 'product', id: o.tacos, fields: { price: 95.5, enabled: true } },
        { entity: 'variant', id: o.variant, fields: { price: 12 } },
        { entity: 'promotion', id: o.promo, fields: { enabled: false } },
        { entity: 'advertising', id: o.ad, fields: { enabled: false } },
      ],
    })
    assert.equal(res.status, 201, JSON.stringify(res.body))
    const set = res.body.info
    assert.deepEqual(
      { ...set, id: undefined, created_at: undefined },
      {
        id: undefined,
        name: 'Precios de enero',
        run_at: '2031-01-15T14:00:00.000Z',
        status: 'pending',
        changes: [
          { entity: 'product', id: o.tacos, name: 'Tacos al pastor', fields: { price: 95.5, enabled: true } },
          { entity: 'variant', id: o.variant, name: 'Grande', fields: { price: 12 } },
          { entity: 'promotion', id: o.promo, name: '2x1', fields: { enabled: false } },
          { entity: 'advertising', id: o.ad, name: 'Verano', fields: { enabled: false } },
        ],
        created_at: undefined,
        applied_at: null,
        error: null,
      },
    )
    const product = { entity: 'product', id: o.tacos, fields: { price: 90 } }
    // Local wall-clock time: the app's zone (Mexico City, UTC-6) while the branch has none of its own...
    assert.equal(
      (await f.scheduled(o, { name: 'Local', run_at: '2031-01-15T08:00', changes: [product] })).run_at,
      '2031-01-15T14:00:00.000Z',
    )
    // ...then the first branch's zone (Tijuana: UTC-8 in January, UTC-7 in July).
    const a = await f.api(o)
    const branch = (await a.read<Array<{ id: number }>>('/v1/sucursales'))[0]!.id
    assert.equal((await a.req('PUT', `/v1/sucursales/${branch}`, { time_zone: 'America/Tijuana' })).status, 200)
    assert.equal(
      (await f.scheduled(o, { name: 'Invierno', run_at: '2031-01-15T08:00', changes: [product] })).run_at,
      '2031-01-15T16:00:00.000Z',
    )
    assert.equal(
      (await f.scheduled(o, { name: 'Verano', run_at: '2031-07-15T08:30', changes: [product] })).run_at,
      '2031-07-15T15:30:00.000Z',
    )
  })

  it('validates a set when created, with the rules of each item’s own update; nothing is stored on an error', async () => {
    const o = await f.owner()
    const other = await f.owner()
    const ok = { entity: 'product', id: o.tacos, fields: { price: 90 } }
    const refused = async (body: object, status: number, code: string, field: string, message?: string) => {
      const res = await f.schedule(o, { name: 'Cambios', run_at: f.inHours(2), changes: [ok], ...body })
      assert.deepEqual(
        [res.status, res.body.error?.code, res.body.error?.field],
        [status, code, field],
        JSON.stringify(res.body),
      )
      if (message) assert.equal(res.body.error.message, message)
    }
    // The shared price rule (two decimals at most), as PUT /v1/products/{id} answers it.
    const productPrice = await call(t.app, {
      method: 'PUT',
      url: `/v1/products/${o.tacos}`,
      token: (await f.api(o)).token,
      payload: { price: 12.345 },
    })
    assert.equal(productPrice.status, 400)
    await refused(
      { changes: [ok, { entity: 'product', id: o.agua, fields: { price: 12.345 } }] },
      400,
      'VALIDATION_ERROR',
      'changes.1.fields.price',
      productPrice.body.error.message,
    )
    await refused(
      { changes: [{ entity: 'variant', id: o.variant, fields: { price: -1 } }] },
      400,
      'VALIDATION_ERROR',
      'changes.0.fields.price',
    )
    await refused(
      { changes: [{ entity: 'promotion', id: o.promo, fields: { price: 5 } }] },
      400,
      'VALIDATION_ERROR',
      'changes.0.fields.price',
    )
    await refused(
      { changes: [{ entity: 'product', id: o.tacos, fields: {} }] },
      400,
      'VALIDATION_ERROR',
      'changes.0.fields',
    )
    await refused({ changes: [ok, ok] }, 400, 'VALIDATION_ERROR', 'changes.1.id')
    // Another account's id is a 404 exactly like a missing one.
    await refused(
      { changes: [ok, { entity: 'product', id: other.tacos, fields: { enabled: false } }] },
      404,
      'RESOURCE_NOT_FOUND',
      'changes.1.id',
    )
    await refused(
      { changes: [{ entity: 'variant', id: other.variant, fields: { enabled: false } }] },
      404,
      'RESOURCE_NOT_FOUND',
      'changes.0.id',
    )
    await refused(
      { changes: [{ entity: 'promotion', id: 2_000_000_000, fields: { enabled: false } }] },
      404,
      'RESOURCE_NOT_FOUND',
      'changes.0.id',
    )
    // run_at: in the future, a real date, in one of the two forms.
    await refused(
      { run_at: f.inHours(-1) },
      400,
      'VALIDATION_ERROR',
      'run_at',
      'Elige una fecha y hora posteriores a este momento.',
    )
    await refused({ run_at: '2031-02-30T08:00' }, 400, 'VALIDATION_ERROR', 'run_at', 'La fecha u hora no existe.')
    await refused({ run_at: 'mañana' }, 400, 'VALIDATION_ERROR', 'run_at')
    await refused(
      { changes: [{ entity: 'category', id: o.category, fields: { enabled: false } }] },
      400,
      'VALIDATION_ERROR',
      'changes.0.entity',
    )
    assert.deepEqual(await f.list(o), [])
  })

  it('promotions need the Promotions scope and advertising the Advertising scope: 403 SCOPE_REQUIRED', async () => {
    const free = await f.owner('FREEMIUM') // Gratis: promotions, no advertising
    const res = await f.schedule(free, {
      name: 'Anuncio',
      run_at: f.inHours(1),
      changes: [
        { entity: 'promotion', id: free.promo, fields: { enabled: false } },
        { entity: 'advertising', id: free.ad, fields: { enabled: false } },
      ],
    })
    assert.deepEqual(
      [res.status, res.body.error.code, res.body.error.field, res.body.error.message],
      [403, 'SCOPE_REQUIRED', 'changes.1.entity', 'Tu plan no incluye Publicidad'],
    )
    await f.scheduled(free, {
      name: 'Promo',
      run_at: f.inHours(1),
      changes: [{ entity: 'promotion', id: free.promo, fields: { enabled: false } }],
    })
  })

  it('lists pending sets first (soonest first), then the others newest first; cancels a pending set once', async () => {
    const o = await f.owner()
    const change = [{ entity: 'product', id: o.tacos, fields: { enabled: false } }]
    const late = await f.scheduled(o, { name: 'Tarde', run_at: f.inHours(30), changes: change })
    const soon = await f.scheduled(o, { name: 'Pronto', run_at: f.inHours(10), changes: change })
    const middle = await f.scheduled(o, { name: 'Medio', run_at: f.inHours(20), changes: change })
    const first = await f.scheduled(o, { name: 'Primero', run_at: f.inHours(5), changes: change })
    assert.deepEqual(
      (await f.list(o)).map((s) => [s.name, s.status]),
      [
        ['Primero', 'pending'],
        ['Pronto', 'pending'],
        ['Medio', 'pending'],
        ['Tarde', 'pending'],
      ],
    )
    const cancelled = await f.cancel(o, middle.id)
    assert.deepEqual([cancelled.status, cancelled.body], [200, { info: { id: middle.id } }])
    const again = await f.cancel(o, middle.id)
    assert.deepEqual([again.status, again.body.error.code], [409, 'SCHEDULED_CHANGE_NOT_PENDING'])
    f.travelPast(soon.run_at)
    await f.run()
    const missing = await f.cancel(o, 2_000_000_000)
    assert.deepEqual([missing.status, missing.body.error.code], [404, 'RESOURCE_NOT_FOUND'])
    assert.deepEqual(
      (await f.list(o)).map((s) => [s.name, s.status]),
      [
        ['Tarde', 'pending'],
        ['Medio', 'cancelled'],
        ['Pronto', 'applied'],
        ['Primero', 'applied'],
      ],
    )
    assert.equal((await f.cancel(o, first.id)).body.error.code, 'SCHEDULED_CHANGE_NOT_PENDING')
    assert.equal((await f.statusOf(o, late.id))?.status, 'pending')
  })

  it("names the pending sets that change a product (its delete confirm), soonest first, with the account's zone", async () => {
    const o = await f.owner()
    const a = await f.api(o)
    const pendingFor = async (owner: typeof o, product: number) =>
      call(t.app, {
        method: 'GET',
        url: `/v1/products/${product}/scheduled-changes`,
        token: (await f.api(owner)).token,
      })
    const tacos = (fields: object) => ({ entity: 'product', id: o.tacos, fields })
    const december = await f.scheduled(o, {
      name: 'Precios de diciembre',
      run_at: f.inHours(40),
      changes: [{ entity: 'product', id: o.agua, fields: { price: 32 } }, tacos({ price: 99 })],
    })
    const breakfast = await f.scheduled(o, {
      name: 'Desayunos',
      run_at: f.inHours(3),
      changes: [tacos({ enabled: false })],
    })
    const cancelled = await f.scheduled(o, { name: 'Cancelado', run_at: f.inHours(5), changes: [tacos({ price: 70 })] })
    assert.equal((await f.cancel(o, cancelled.id)).status, 200)
    // Sets of other items only are not named: the other product, the variant.
    await f.scheduled(o, {
      name: 'Solo el agua',
      run_at: f.inHours(6),
      changes: [
        { entity: 'product', id: o.agua, fields: { enabled: false } },
        { entity: 'variant', id: o.variant, fields: { price: 11 } },
      ],
    })
    const branch = (await a.read<Array<{ id: number }>>('/v1/sucursales'))[0]!.id
    assert.equal((await a.req('PUT', `/v1/sucursales/${branch}`, { time_zone: 'America/Tijuana' })).status, 200)

    const res = await pendingFor(o, o.tacos)
    assert.equal(res.status, 200, JSON.stringify(res.body))
    assert.deepEqual(res.body.info, {
      time_zone: 'America/Tijuana',
      items: [
        { id: breakfast.id, name: 'Desayunos', run_at: breakfast.run_at },
        { id: december.id, name: 'Precios de diciembre', run_at: december.run_at },
      ],
    })
    // Once applied, a set is no longer pending: only December's is left.
    f.travelPast(breakfast.run_at)
    await f.run()
    assert.deepEqual(
      (await pendingFor(o, o.tacos)).body.info.items.map((s: { name: string }) => s.name),
      ['Precios de diciembre'],
    )
    // Another account's product, or none: 404, as every read of it.
    const b = await f.owner()
    for (const [owner, product] of [
      [b, o.tacos],
      [o, 2_000_000_000],
    ] as const) {
      const missing = await pendingFor(owner, product)
      assert.deepEqual([missing.status, missing.body.error.code], [404, 'RESOURCE_NOT_FOUND'])
    }
    assert.deepEqual((await pendingFor(b, b.tacos)).body.info.items, [])
  })

  it('the job applies a due set once, all of it, and e-mails the owner', async () => {
    const o = await f.owner()
    const set = await f.scheduled(o, {
      name: 'Precios de enero',
      run_at: f.inHours(3),
      changes: [
        { entity: 'product', id: o.tacos, fields: { price: 95.5 } },
        { entity: 'product', id: o.agua, fields: { enabled: false } },
        { entity: 'variant', id: o.variant, fields: { price: 12, enabled: false } },
        { entity: 'promotion', id: o.promo, fields: { enabled: false } },
        { entity: 'advertising', id: o.ad, fields: { enabled: false } },
      ],
    })
    await f.run()
    assert.equal((await (await f.api(o)).productById(o.tacos)).price, 80, 'not before run_at')
    f.travelPast(set.run_at)
    await f.run()
    await f.run() // applied once: nothing left to do
    const a = await f.api(o)
    assert.deepEqual([(await a.productById(o.tacos)).price, (await a.productById(o.tacos)).enabled], [95.5, true])
    assert.equal((await a.productById(o.agua)).enabled, false)
    const variant = (await a.groupById(o.group)).variants[0]!
    assert.deepEqual([variant.price, variant.enabled], [12, false])
    assert.equal((await a.promotionById(o.promo)).enabled, false)
    assert.equal((await a.advertisingById(o.ad)).enabled, false)
    const after = await f.statusOf(o, set.id)
    assert.equal(after?.status, 'applied')
    assert.equal(after?.error, null)
    assert.ok(after?.applied_at && Date.parse(after.applied_at) >= Date.parse(set.run_at))
    const mails = mailsTo(t.config, o.email).filter((m) => m.subject.includes('cambios programados'))
    assert.deepEqual(
      mails.map((m) => m.subject),
      ['Se aplicaron los cambios programados «Precios de enero»'],
    )
    for (const part of [
      'Producto «Tacos al pastor»: precio $95.50',
      'Variante «Grande»: precio $12, inactivo',
      'Anuncio «Verano»: inactivo',
    ])
      assert.ok(mails[0]!.text.includes(part), `${part} in ${mails[0]!.text}`)
  })

  it('one change that cannot be made leaves the whole menu unchanged: failed, with the reason, and e-mailed', async () => {
    const o = await f.owner()
    const set = await f.scheduled(o, {
      name: 'Cambios de <marzo>',
      run_at: f.inHours(2),
      changes: [
        { entity: 'product', id: o.tacos, fields: { price: 99, enabled: false } },
        { entity: 'variant', id: o.variant, fields: { price: 15 } },
        { entity: 'product', id: o.agua, fields: { price: 35 } },
      ],
    })
    const a = await f.api(o)
    assert.equal((await a.req('DELETE', `/v1/products/${o.agua}`)).status, 200)
    f.travelPast(set.run_at)
    await f.run()
    const b = await f.api(o)
    const tacos = await b.productById(o.tacos)
    assert.deepEqual([tacos.price, tacos.enabled], [80, true], 'the first change was rolled back')
    assert.equal((await b.groupById(o.group)).variants[0]!.price, 10)
    const after = await f.statusOf(o, set.id)
    assert.deepEqual(
      [after?.status, after?.error, after?.applied_at],
      ['failed', 'El producto «Agua de horchata» ya no existe.', null],
    )
    const mail = mailsTo(t.config, o.email).at(-1)!
    assert.equal(mail.subject, 'No se pudieron aplicar los cambios programados «Cambios de <marzo>»')
    assert.ok(mail.text.includes('El producto «Agua de horchata» ya no existe.'), mail.text)
    assert.ok(mail.text.includes('Tu menú no cambió.'), mail.text)
    assert.ok(mail.html.includes('Cambios de &#60;marzo&#62;'), mail.html)
    assert.equal((await f.cancel(o, set.id)).body.error.code, 'SCHEDULED_CHANGE_NOT_PENDING')
  })

  it('a plan that lost the scope by run time fails the set, with the reason', async () => {
    const o = await f.owner('NEGOCIO')
    const set = await f.scheduled(o, {
      name: 'Sin anuncio',
      run_at: f.inHours(1),
      changes: [
        { entity: 'product', id: o.tacos, fields: { price: 70 } },
        { entity: 'advertising', id: o.ad, fields: { enabled: false } },
      ],
    })
    await accountsData(t.db).setPlan(o.id, 'FREEMIUM')
    f.travelPast(set.run_at)
    await f.run()
    assert.equal((await (await f.api(o)).productById(o.tacos)).price, 80)
    const after = await f.statusOf(o, set.id)
    assert.deepEqual([after?.status, after?.error], ['failed', 'Tu plan no incluye Publicidad: el anuncio «Verano».'])
  })

  it('a set held by another run is left to it; a claim gone stale is taken over', async () => {
    const o = await f.owner()
    const set = await f.scheduled(o, {
      name: 'Retenido',
      run_at: f.inHours(1),
      changes: [{ entity: 'product', id: o.tacos, fields: { price: 85 } }],
    })
    f.travelPast(set.run_at)
    await t.db
      .updateTable('scheduled_changes')
      .set({ claim_key: 'scheduled:other-instance', claimed_at: isoAt(t.config.now()) })
      .where('id', '=', set.id)
      .execute()
    await f.run()
    assert.equal((await f.statusOf(o, set.id))?.status, 'pending')
    assert.equal((await (await f.api(o)).productById(o.tacos)).price, 80)
    t.travel(CLAIM_STALE_MS + 1000) // that instance died
    await f.run()
    assert.equal((await f.statusOf(o, set.id))?.status, 'applied')
    assert.equal((await (await f.api(o)).productById(o.tacos)).price, 85)
  })

  it("another account's set is a 404 and is not listed", async () => {
    const a = await f.owner()
    const b = await f.owner()
    const set = await f.scheduled(a, {
      name: 'De A',
      run_at: f.inHours(4),
      changes: [{ entity: 'product', id: a.tacos, fields: { price: 1 } }],
    })
    const res = await f.cancel(b, set.id)
    assert.deepEqual([res.status, res.body.error.code], [404, 'RESOURCE_NOT_FOUND'])
    assert.deepEqual(await f.list(b), [])
    assert.equal((await f.statusOf(a, set.id))?.status, 'pending')
  })
})
