import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { inTransaction } from '../src/data/toolkit.js'
import { closeHistory } from '../src/history/record.js'
import { runScheduledChanges } from '../src/scheduled/job.js'
import { BACKOFF_MS, MAX_ATTEMPTS } from '../src/webhooks/send.js'
import { account, call, DIALECT, login, makeApp, type TestApp } from './helpers.js'
import { receiver, send, verify, webhookOwner } from './webhooks-helpers.js'

const ALL = ['menu.changed', 'product.sold_out', 'product.available', 'price.changed', 'scheduled_change.applied']

describe(`webhooks (${DIALECT})`, () => {
  let t: TestApp
  let rx: Awaited<ReturnType<typeof receiver>>
  before(async () => {
    t = await makeApp()
    rx = await receiver()
  })
  after(async () => {
    await rx.close()
    await t.close()
  })
  const hooks = (token: string) => call(t.app, { method: 'GET', url: '/v1/webhooks', token })
  const receivedBy = (accountId: number) =>
    rx.got.map((r) => ({ ...r, json: JSON.parse(r.body) })).filter((r) => r.json.account_id === accountId)

  it('creates, lists (never the secret), changes and deletes a webhook; the secret is answered once', async () => {
    const o = await webhookOwner(t, rx.url, ['price.changed'])
    assert.match(o.secret, /^whsec_[0-9a-f]{64}$/)
    const listed = await hooks(o.access_token)
    assert.equal(listed.status, 200)
    assert.deepEqual(listed.body.info, [
      {
        id: o.hook,
        url: rx.url,
        events: ['price.changed'],
        enabled: true,
        created: listed.body.info[0].created,
        last_delivery: null,
      },
    ])
    assert.ok(!JSON.stringify(listed.body).includes('whsec_'))
    const put = (payload: object, id = o.hook) =>
      call(t.app, { method: 'PUT', url: `/v1/webhooks/${id}`, token: o.access_token, payload })
    assert.equal((await put({ events: ['menu.changed', 'product.sold_out'], enabled: false })).status, 200)
    const changed = (await hooks(o.access_token)).body.info[0]
    assert.deepEqual([changed.events, changed.enabled], [['menu.changed', 'product.sold_out'], false])
    const bad = await put({ events: ['menu.deleted'] })
    assert.equal(bad.status, 400)
    assert.equal(bad.body.error.code, 'VALIDATION_ERROR')
    assert.match(bad.body.error.field, /^events/)
    const ftp = await put({ url: 'ftp://example.com/x' })
    assert.deepEqual([ftp.status, ftp.body.error.code, ftp.body.error.field], [400, 'WEBHOOK_URL_FORBIDDEN', 'url'])
    assert.equal((await put({ url: 'no es una url' })).body.error.field, 'url')
    const removed = await call(t.app, { method: 'DELETE', url: `/v1/webhooks/${o.hook}`, token: o.access_token })
    assert.deepEqual(removed.body, { info: { id: o.hook } })
    assert.deepEqual((await hooks(o.access_token)).body.info, [])
    assert.equal((await put({ enabled: true })).status, 404)
  })

  it('needs the FRANCHISES plan', async () => {
    const a = await account(t, 'NEGOCIO')
    const res = await hooks(a.access_token)
    assert.deepEqual([res.status, res.body.error.code], [403, 'SCOPE_REQUIRED'])
  })

  it("a price change delivers price.changed and menu.changed, signed with the webhook's secret", async () => {
    const o = await webhookOwner(t, rx.url, ['price.changed', 'menu.changed'])
    const product = await o.api.product(0, 'Tacos', 80)
    await send(t, o.id) // the product's creation: menu.changed
    const before = receivedBy(o.id).length
    assert.equal((await o.api.req('PUT', `/v1/products/${product}`, { price: 95.5 })).status, 200)
    const queued = await o.deliveries()
    assert.deepEqual(
      queued.slice(0, 2).map((d) => [d.event, d.state, d.attempts]),
      [
        ['menu.changed', 'pending', 0],
        ['price.changed', 'pending', 0],
      ],
    )
    await send(t, o.id)
    const got = receivedBy(o.id).slice(before)
    assert.deepEqual(got.map((r) => r.json.type).sort(), ['menu.changed', 'price.changed'])
    for (const r of got) {
      assert.ok(verify(o.secret, r.body, String(r.headers['x-menu-signature'])), 'the signature verifies')
      assert.ok(!verify(`${o.secret}x`, r.body, String(r.headers['x-menu-signature'])))
      assert.equal(r.headers['content-type'], 'application/json')
      assert.equal(r.headers['x-menu-event'], r.json.type)
      assert.match(String(r.headers['x-menu-delivery']), /^\d+$/)
      assert.match(r.json.id, /^evt_[0-9a-f]{32}$/)
    }
    const price = got.find((r) => r.json.type === 'price.changed')!.json
    assert.deepEqual(price.data, {
      changes: [
        {
          kind: 'product',
          id: product,
          target: 'base',
          template_id: null,
          before: 80,
          after: 95.5,
          sucursal_ids: [o.branch],
        },
      ],
    })
    assert.deepEqual(got.find((r) => r.json.type === 'menu.changed')!.json.data, { sucursal_id: o.branch })
    const log = await o.deliveries()
    assert.deepEqual(
      log.slice(0, 2).map((d) => [d.state, d.attempts, d.response_status]),
      [
        ['delivered', 1, 200],
        ['delivered', 1, 200],
      ],
    )
    const last = (await hooks(o.access_token)).body.info[0].last_delivery
    assert.deepEqual([last.state, last.response_status], ['delivered', 200])
    await send(t, o.id)
    assert.equal(receivedBy(o.id).length, before + 2, 'a delivered event is sent once')
  })

  it("a template's price reaches only the branches using it; an applied scheduled set says so", async () => {
    const o = await webhookOwner(t, rx.url, ['price.changed', 'menu.changed', 'scheduled_change.applied'])
    const product = await o.api.product(0, 'Pozole', 120)
    const second = (await o.api.req('POST', '/v1/sucursales', { name: 'Norte' })).body.info.id as number
    const template = await o.api.created('POST', '/v1/templates', { name: 'Norte', products: [] })
    assert.equal((await o.api.req('PUT', `/v1/sucursales/${second}`, { template_id: template })).status, 200)
    await send(t, o.id)
    const before = receivedBy(o.id).length
    const rows = await o.api.req('PUT', `/v1/templates/${template}/products`, [{ product_id: product, price: 135 }])
    assert.equal(rows.status, 200, JSON.stringify(rows.body))
    await send(t, o.id)
    // Sent at once, several at a time: in any order.
    const got = receivedBy(o.id)
      .slice(before)
      .sort((x, y) => String(x.json.type).localeCompare(y.json.type))
    assert.deepEqual(
      got.map((r) => [r.json.type, r.json.data]),
      [
        ['menu.changed', { sucursal_id: second }],
        [
          'price.changed',
          {
            changes: [
              {
                kind: 'product',
                id: product,
                target: 'template',
                template_id: template,
                before: null,
                after: 135,
                sucursal_ids: [second],
              },
            ],
          },
        ],
      ],
      'the other branch (no template) hears nothing',
    )

    const set = await o.api.req('POST', '/v1/scheduled-changes', {
      name: 'Precios de invierno',
      run_at: new Date(t.config.now() + 3600_000).toISOString(),
      changes: [{ entity: 'product', id: product, fields: { price: 125 } }],
    })
    assert.equal(set.status, 201, JSON.stringify(set.body))
    t.travel(3600_000 + 1000)
    await runScheduledChanges(t.app.ctx, t.app.log)
    await send(t, o.id)
    const applied = receivedBy(o.id).find((r) => r.json.type === 'scheduled_change.applied')
    assert.deepEqual(applied?.json.data, {
      id: set.body.info.id,
      name: 'Precios de invierno',
      run_at: set.body.info.run_at,
      changes: 1,
    })
    const price = receivedBy(o.id)
      .filter((r) => r.json.type === 'price.changed')
      .at(-1)!.json.data.changes[0]
    assert.deepEqual([price.target, price.before, price.after], ['base', 120, 125])
  })

  it('marking a product sold out delivers product.sold_out; undoing it, product.available', async () => {
    const o = await webhookOwner(t, rx.url, ['product.sold_out', 'product.available'])
    const product = await o.api.product(0, 'Café', 30)
    const mark = await o.api.req('PUT', `/v1/products/${product}/sold-out`, {
      sucursal_id: o.branch,
      variant_id: null,
      until: 'end_of_day',
    })
    assert.equal(mark.status, 200, JSON.stringify(mark.body))
    await send(t, o.id)
    const sold = receivedBy(o.id)
    assert.deepEqual(
      sold.map((r) => r.json.type),
      ['product.sold_out'],
    )
    const { until, ...rest } = sold[0]!.json.data
    assert.deepEqual(rest, { sucursal_id: o.branch, product_id: product, variant_id: null })
    assert.match(until, /^\d{4}-\d\d-\d\dT/)
    await o.api.req('DELETE', `/v1/products/${product}/sold-out?sucursal_id=${o.branch}`)
    await send(t, o.id)
    assert.deepEqual(
      receivedBy(o.id).map((r) => r.json.type),
      ['product.sold_out', 'product.available'],
    )
  })

  it('a receiver answering 500 is retried with backoff, then failed after the bound; Reenviar sends it again', async () => {
    const o = await webhookOwner(t, rx.url, ['price.changed'])
    const product = await o.api.product(0, 'Agua', 20)
    await o.api.req('PUT', `/v1/products/${product}`, { price: 25 })
    rx.answer(500)
    try {
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        await send(t, o.id)
        const [d] = await deliveriesAfterLogin(o)
        assert.equal(d!.attempts, attempt)
        assert.equal(d!.response_status, 500)
        assert.equal(d!.last_error, 'Respondió HTTP 500.')
        if (attempt === MAX_ATTEMPTS) {
          assert.equal(d!.state, 'failed')
          break
        }
        assert.equal(d!.state, 'pending')
        const wait = BACKOFF_MS[attempt - 1]!
        assert.equal(Date.parse(d!.next_attempt!) - t.config.now() <= wait, true)
        t.travel(wait - 2000)
        await send(t, o.id)
        assert.equal((await deliveriesAfterLogin(o))[0]!.attempts, attempt, 'not before its time')
        t.travel(2000)
      }
      t.travel(24 * 3600 * 1000)
      await send(t, o.id)
      assert.equal((await deliveriesAfterLogin(o))[0]!.attempts, MAX_ATTEMPTS, 'a failed delivery is not sent again')
    } finally {
      rx.answer(200)
    }
    const token = (await login(t, o.email)).access_token
    const [d] = await deliveriesAfterLogin(o)
    const resend = (hook: number, delivery: number, as = token) =>
      call(t.app, { method: 'POST', url: `/v1/webhooks/${hook}/deliveries/${delivery}/resend`, token: as })
    assert.equal((await resend(o.hook, d!.id)).status, 200)
    assert.deepEqual(
      [(await deliveriesAfterLogin(o))[0]!.state, (await deliveriesAfterLogin(o))[0]!.attempts],
      ['pending', 0],
    )
    // Being sent right now (claimed by a sender): 409.
    await t.db
      .updateTable('webhook_deliveries')
      .set({ claimed_until: '2999-01-01T00:00:00.000Z' })
      .where('id', '=', d!.id)
      .execute()
    const busy = await resend(o.hook, d!.id)
    assert.deepEqual([busy.status, busy.body.error.code], [409, 'WEBHOOK_DELIVERY_PENDING'])
    await t.db.updateTable('webhook_deliveries').set({ claimed_until: null }).where('id', '=', d!.id).execute()
    await send(t, o.id)
    assert.deepEqual(
      (await deliveriesAfterLogin(o)).map((x) => [x.state, x.attempts]),
      [['delivered', 1]],
    )
    assert.equal(receivedBy(o.id).filter((r) => r.json.type === 'price.changed').length, MAX_ATTEMPTS + 1)

    // Another account's token reaches none of it.
    const other = await account(t, 'FRANCHISES')
    assert.equal((await resend(o.hook, d!.id, other.access_token)).status, 404)
    for (const [method, url] of [
      ['GET', `/v1/webhooks/${o.hook}/deliveries`],
      ['PUT', `/v1/webhooks/${o.hook}`],
      ['DELETE', `/v1/webhooks/${o.hook}`],
    ] as const) {
      const res = await call(t.app, {
        method,
        url,
        token: other.access_token,
        ...(method === 'PUT' ? { payload: { enabled: false } } : {}),
      })
      assert.equal(res.status, 404, `${method} ${url}`)
    }
    assert.deepEqual((await hooks(other.access_token)).body.info, [])
  })

  async function deliveriesAfterLogin(o: Awaited<ReturnType<typeof webhookOwner>>) {
    const token = (await login(t, o.email)).access_token
    const res = await call(t.app, { method: 'GET', url: `/v1/webhooks/${o.hook}/deliveries`, token })
    return res.body.info as Awaited<ReturnType<typeof o.deliveries>>
  }

  it('a change that rolls back queues nothing; a paused webhook queues nothing', async () => {
    const o = await webhookOwner(t, rx.url, ALL)
    const product = await o.api.product(0, 'Flan', 40)
    const queued = (await o.deliveries()).length
    await assert.rejects(
      inTransaction(t.db, async (trx) => {
        await trx.updateTable('products').set({ price_cents: 9900 }).where('id', '=', product).execute()
        await closeHistory(trx) // the outbox rows are written…
        throw new Error('rolled back') // …and go with the change
      }),
      /rolled back/,
    )
    assert.equal((await o.deliveries()).length, queued)
    await call(t.app, {
      method: 'PUT',
      url: `/v1/webhooks/${o.hook}`,
      token: o.access_token,
      payload: { enabled: false },
    })
    await o.api.req('PUT', `/v1/products/${product}`, { price: 41 })
    assert.equal((await o.deliveries()).length, queued)
  })
})
