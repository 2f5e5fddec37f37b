import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { nextLocalMidnight } from '../src/time/local.js'
import { account, call, login, menuApi, type TestApp, makeApp } from './helpers.js'

interface Mark {
  product_id: number
  variant_id: number | null
  sucursal_id: number
  until: string | null
}
interface PublicItem {
  id: number
  sold_out: boolean
  variant_groups: Array<{ variants: Array<{ id: number; sold_out: boolean }> }>
}

describe(`sold out per branch (${process.env.MENU_TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  let t: TestApp
  before(async () => {
    t = await makeApp({ APP_TIMEZONE: 'America/Mexico_City' })
  })
  after(async () => t.close())

  /** A FRANCHISES owner with two enabled branches in different zones and an unclassified product with one variant. */
  async function owner() {
    const a = await account(t, 'FRANCHISES')
    const api = menuApi(t, a.access_token)
    const [first] = (await api.req('GET', '/v1/sucursales')).body.info
    const centro = (await api.req('PUT', `/v1/sucursales/${first.id}`, { name: 'Centro' })).body.info as {
      id: number
      route_key: string
    }
    const created = await api.req('POST', '/v1/sucursales', { name: 'Cancún', time_zone: 'America/Cancun' })
    assert.equal(created.body.info.enabled, true)
    const cancun = created.body.info as { id: number; route_key: string }
    const group = await api.group('Tamaño', [{ name: 'Grande', price: 10 }])
    const grande = (await api.groupById(group)).variants[0]!.id
    const cafe = await api.product(0, 'Café', 30, { variant_groups: [{ group_id: group }] })
    return { email: a.email, token: a.access_token, api, centro, cancun, cafe, grande, group }
  }
  type Owner = Awaited<ReturnType<typeof owner>>
  /** After moving the clock by hours or days the access token has expired: log in again. */
  const relog = async (o: Owner) => {
    o.api = menuApi(t, (await login(t, o.email)).access_token)
  }

  const mark = (o: Owner, body: object, product = o.cafe) => o.api.req('PUT', `/v1/products/${product}/sold-out`, body)
  const undo = (o: Owner, query = '', product = o.cafe) =>
    o.api.req('DELETE', `/v1/products/${product}/sold-out${query}`)
  const marks = (o: Owner) => o.api.read<Mark[]>('/v1/sold-out')
  const publicProduct = async (routeKey: string, id: number): Promise<PublicItem> => {
    const res = await call(t.app, { method: 'GET', url: `/v1/public/menus/${routeKey}` })
    assert.equal(res.status, 200)
    return (res.body.info.other_products as PublicItem[]).find((p) => p.id === id)!
  }
  const page = async (routeKey: string) => (await t.app.inject({ method: 'GET', url: `/m/${routeKey}` })).body

  it("marks a product in one branch until the end of that branch's day; only that branch's menu says 'Agotado'; repeat is idempotent; undo", async () => {
    const o = await owner()
    const before = await page(o.centro.route_key) // cached before the write: the write must rebuild it
    assert.ok(!before.includes('Agotado'))
    const res = await mark(o, { sucursal_id: o.centro.id, variant_id: null, until: 'end_of_day' })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    const end = new Date(nextLocalMidnight(t.config.now(), 'America/Mexico_City')).toISOString()
    assert.deepEqual(res.body.info, [{ product_id: o.cafe, variant_id: null, sucursal_id: o.centro.id, until: end }])
    assert.equal((await mark(o, { sucursal_id: o.centro.id, variant_id: null, until: 'end_of_day' })).status, 200)
    assert.deepEqual(await marks(o), res.body.info, 'a repeated tap keeps one mark')

    assert.equal((await publicProduct(o.centro.route_key, o.cafe)).sold_out, true)
    assert.equal((await publicProduct(o.cancun.route_key, o.cafe)).sold_out, false)
    const html = await page(o.centro.route_key)
    assert.ok(html.includes('<span class="ag">Agotado</span>'))
    assert.ok(html.includes('<s>$30</s>'), 'struck price')
    assert.ok(html.includes('Café'), 'still listed')
    assert.ok(!(await page(o.cancun.route_key)).includes('Agotado'))

    const undone = await undo(o, `?sucursal_id=${o.centro.id}`)
    assert.deepEqual(undone.body.info, [])
    assert.equal((await publicProduct(o.centro.route_key, o.cafe)).sold_out, false)
    assert.ok(!(await page(o.centro.route_key)).includes('Agotado'))
  })

  it("all branches until the end of the day: each branch ends at its own midnight; the cached page stops saying 'Agotado' then", async () => {
    const o = await owner()
    const res = await mark(o, { sucursal_id: null, variant_id: null, until: 'end_of_day' })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    const now = t.config.now()
    const ends = new Map([
      [o.centro.id, nextLocalMidnight(now, 'America/Mexico_City')],
      [o.cancun.id, nextLocalMidnight(now, 'America/Cancun')],
    ])
    assert.deepEqual(
      (res.body.info as Mark[]).map((m) => [m.sucursal_id, m.until]).sort(),
      [...ends].map(([id, at]) => [id, new Date(at).toISOString()]).sort(),
    )
    const [first, second] = [...ends].sort((x, y) => x[1] - y[1])
    const key = (id: number) => (id === o.centro.id ? o.centro.route_key : o.cancun.route_key)
    assert.ok((await page(key(first![0]))).includes('Agotado')) // cached now
    t.travel(first![1] - now + 1000)
    assert.ok(!(await page(key(first![0]))).includes('Agotado'), 'not served from the cache after the day ended')
    assert.equal((await publicProduct(key(first![0]), o.cafe)).sold_out, false)
    await relog(o)
    if (second![1] > t.config.now()) {
      assert.equal((await publicProduct(key(second![0]), o.cafe)).sold_out, true)
      assert.deepEqual(
        (await marks(o)).map((m) => m.sucursal_id),
        [second![0]],
      )
    }
    t.travel(2 * 24 * 3600_000)
    await relog(o)
    assert.deepEqual(await marks(o), [])
    assert.equal((await publicProduct(key(second![0]), o.cafe)).sold_out, false)
  })

  it('until reactivated outlives days; a variant on its own; undo the product only, then everything', async () => {
    const o = await owner()
    assert.equal(
      (await mark(o, { sucursal_id: o.cancun.id, variant_id: null, until: 'manual' })).body.info[0].until,
      null,
    )
    const v = await mark(o, { sucursal_id: o.cancun.id, variant_id: o.grande, until: 'manual' })
    assert.equal(v.body.info.length, 2)
    t.travel(3 * 24 * 3600_000)
    await relog(o)
    const item = await publicProduct(o.cancun.route_key, o.cafe)
    assert.equal(item.sold_out, true)
    assert.equal(item.variant_groups[0]!.variants[0]!.sold_out, true)
    assert.deepEqual(
      (await undo(o, '?variant_id=0')).body.info.map((m: Mark) => m.variant_id),
      [o.grande],
    )
    const after = await publicProduct(o.cancun.route_key, o.cafe)
    assert.equal(after.sold_out, false)
    assert.equal(after.variant_groups[0]!.variants[0]!.sold_out, true)
    assert.ok((await page(o.cancun.route_key)).includes('Grande <span class="ag">Agotado</span>'))
    assert.deepEqual((await undo(o)).body.info, [])
    assert.equal((await publicProduct(o.cancun.route_key, o.cafe)).variant_groups[0]!.variants[0]!.sold_out, false)
  })

  it("refuses bad input in Spanish, answers 404 for other accounts' ids, and deleting the product removes its marks", async () => {
    const o = await owner()
    const other = await owner()
    const bad = await mark(o, { sucursal_id: o.centro.id, variant_id: null, until: 'mañana' })
    assert.equal(bad.status, 400)
    assert.equal(bad.body.error.code, 'VALIDATION_ERROR')
    const unrelated = await o.api.group('Salsas', [{ name: 'Verde' }])
    const verde = (await o.api.groupById(unrelated)).variants[0]!.id
    const notOffered = await mark(o, { sucursal_id: o.centro.id, variant_id: verde, until: 'manual' })
    assert.equal(notOffered.status, 400)
    assert.equal(notOffered.body.error.message, 'La variante no pertenece a este producto.')
    for (const res of [
      await mark(o, { sucursal_id: o.centro.id, variant_id: null, until: 'manual' }, other.cafe),
      await mark(o, { sucursal_id: other.centro.id, variant_id: null, until: 'manual' }),
      await mark(o, { sucursal_id: o.centro.id, variant_id: other.grande, until: 'manual' }),
      await undo(o, '', other.cafe),
      await undo(o, `?sucursal_id=${other.cancun.id}`),
    ]) {
      assert.equal(res.status, 404)
      assert.equal(res.body.error.code, 'RESOURCE_NOT_FOUND')
    }
    assert.equal((await mark(o, { sucursal_id: null, variant_id: o.grande, until: 'manual' })).status, 200)
    const listed = await call(t.app, { method: 'GET', url: '/v1/sold-out', token: o.token })
    assert.equal(listed.body.info.length, 2)
    assert.equal((await o.api.req('DELETE', `/v1/products/${o.cafe}`)).status, 200)
    const afterDelete = await call(t.app, {
      method: 'GET',
      url: '/v1/sold-out',
      token: o.token,
      headers: { 'if-none-match': listed.headers.etag as string },
    })
    assert.equal(afterDelete.status, 200, 'the list changed: no 304')
    assert.deepEqual(afterDelete.body.info, [])
  })
})
